import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import { createInvoice, nextInvoiceNumber } from '../../../api/invoices';
import { ApiRequestError } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { NEW_DRAFT, useReturnedCustomer } from '../../../components/documents/document-draft';
import { withDraft } from '../../../components/documents/document-form-values';
import { InvoiceForm } from '../components/invoice-form';
import { emptyInvoiceForm, type InvoiceFormValues } from '../components/invoice-form-values';
import { invoiceDrafts, invoicePath } from '../invoice-kind';

/**
 * /dashboard/invoices/new, "New Invoice". 'SAVE AS DRAFT' creates a draft,
 * 'Create Invoice' a sent invoice. A customer made through the plus button
 * comes back as `state.newCustomer` and is selected.
 */
export function NewInvoicePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const created = useReturnedCustomer(invoiceDrafts, NEW_DRAFT);
  const [limit, setLimit] = useState<string | null>(null);
  const [initial] = useState<InvoiceFormValues>(() => {
    const values = withDraft(emptyInvoiceForm(), invoiceDrafts.read(NEW_DRAFT)?.values);
    if (created) values.customer = created;
    return values;
  });
  const next = useQuery({ queryKey: ['invoices', 'next-number'], queryFn: nextInvoiceNumber, staleTime: 0 });
  const mutation = useMutation({ mutationFn: createInvoice });

  return (
    <InvoiceForm
      mode="new"
      draftKey={NEW_DRAFT}
      initial={initial}
      backTo="/dashboard/invoices"
      nextNumber={next.data?.invoiceNumber}
      banner={
        limit && (
          <Alert type="warning" header="Invoice limit reached">
            {limit} <Link to="/pricing">Go to the pricing page</Link>
          </Alert>
        )
      }
      onSave={async (input, status) => {
        try {
          const invoice = await mutation.mutateAsync({ ...input, status: status ?? 'sent' });
          queryClient.setQueryData(['invoice', invoice.invoiceId], invoice);
          void queryClient.invalidateQueries({ queryKey: ['invoices'] });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          void queryClient.invalidateQueries({ queryKey: ['customer', invoice.customerId] });
          void queryClient.invalidateQueries({ queryKey: ['customer-transactions', invoice.customerId] });
          notify('success', 'Invoice created successfully');
          navigate(invoicePath(invoice.invoiceId));
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === 'plan_limit') setLimit(error.message);
          throw error;
        }
      }}
    />
  );
}
