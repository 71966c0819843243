import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import { createInvoice, nextInvoiceNumber } from '../../../api/invoices';
import { ApiRequestError } from '../../../api/client';
import { NEW_DRAFT } from '../../../components/documents/document-draft';
import { useDocumentFormPage } from '../../../components/documents/document-pages';
import { WithDocumentDefaults, type DocumentDefaults } from '../../../components/documents/document-defaults';
import { INVOICE_FORM, InvoiceForm } from '../components/invoice-form';
import { emptyInvoiceForm } from '../components/invoice-form-values';
import { INVOICES_PATH } from '../invoice-kind';
import { SUBSCRIPTION_PAGE } from '../../../../../shared/subscription';
import '../invoices.css';

/**
 * /dashboard/invoices/new, "New Invoice". 'SAVE AS DRAFT' creates a draft,
 * 'Create Invoice' a sent invoice. A customer made through the plus button
 * comes back as `state.newCustomer` and is selected. The plan's invoice limit
 * shows in a banner with the link to Subscription & Billing, from the moment the form opens.
 */
export function NewInvoicePage() {
  const next = useQuery({ queryKey: ['invoices', 'next-number'], queryFn: nextInvoiceNumber, staleTime: 0 });
  return (
    <WithDocumentDefaults>
      {(defaults, preview) => <NewInvoiceForm defaults={defaults} preview={preview} nextNumber={next.data?.invoiceNumber} limitReached={next.data?.limitReached ?? null} />}
    </WithDocumentDefaults>
  );
}

/**
 * The form itself, started from the company's defaults (Settings > Preferences). At the plan's
 * limit the banner shows as the form opens (`limitReached`, from the next-number answer); what
 * is typed is still kept, and saving (a draft too) is refused with the same words.
 */
function NewInvoiceForm({ defaults, preview, nextNumber, limitReached }: { defaults: DocumentDefaults; preview: boolean; nextNumber?: string; limitReached: string | null }) {
  const [refused, setLimit] = useState<string | null>(null);
  const limit = refused ?? limitReached;
  const page = useDocumentFormPage({
    config: INVOICE_FORM,
    draftKey: NEW_DRAFT,
    preview,
    start: () => emptyInvoiceForm(undefined, defaults),
    save: async (input, status) => {
      try {
        return await createInvoice({ ...input, status: status ?? 'sent' });
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'plan_limit') setLimit(error.message);
        throw error;
      }
    },
    idOf: (invoice) => invoice.invoiceId,
    cacheKey: (invoice) => ['invoice', invoice.invoiceId],
    affects: (invoice) => [['invoices'], ['dashboard'], ['customer', invoice.customerId], ['customer-transactions', invoice.customerId]],
  });
  return (
    <InvoiceForm
      mode="new"
      backTo={INVOICES_PATH}
      nextNumber={nextNumber}
      banner={
        limit && (
          <Alert type="warning" header="Invoice limit reached">
            {limit} <Link to={SUBSCRIPTION_PAGE}>Upgrade your plan</Link>
          </Alert>
        )
      }
      {...page}
    />
  );
}
