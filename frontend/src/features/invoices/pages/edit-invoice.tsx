import { getInvoice, updateInvoice } from '../../../api/invoices';
import type { Invoice } from '../../../../../shared/schemas/invoice';
import { DocumentEditPage, useDocumentFormPage } from '../../../components/documents/document-pages';
import { INVOICE_FORM, InvoiceForm } from '../components/invoice-form';
import { invoiceFormValues } from '../components/invoice-form-values';
import { INVOICE_KIND, invoicePath } from '../invoice-kind';
import '../invoices.css';

function EditInvoiceForm({ invoice }: { invoice: Invoice }) {
  const id = invoice.invoiceId;
  const page = useDocumentFormPage({
    config: INVOICE_FORM,
    draftKey: id,
    baseUpdatedAt: invoice.updatedAt,
    start: () => invoiceFormValues(invoice),
    // The version loaded goes with the save: a save over someone else's newer change is refused (409).
    save: (input) => updateInvoice(id, { ...input, version: invoice.version }),
    idOf: (saved) => saved.invoiceId,
    cacheKey: () => ['invoice', id],
    affects: () => [['invoice', id], ['invoices'], ['dashboard']],
  });
  return <InvoiceForm mode="edit" backTo={invoicePath(id)} {...page} />;
}

/** /dashboard/invoices/:id/edit, "Edit Invoice": the New Invoice form loaded with the saved invoice (PUT, a full replace). */
export function EditInvoicePage() {
  return (
    <DocumentEditPage kind={INVOICE_KIND} queryRoot="invoice" get={getInvoice}>
      {(invoice) => <EditInvoiceForm invoice={invoice} />}
    </DocumentEditPage>
  );
}
