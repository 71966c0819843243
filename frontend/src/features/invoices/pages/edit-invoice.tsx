import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInvoice, updateInvoice } from '../../../api/invoices';
import { useNotify } from '../../../app/notifications';
import type { Invoice, InvoiceUpdate } from '../../../../../shared/schemas/invoice';
import { withDraft } from '../../../components/documents/document-form-values';
import { useReturnedCustomer } from '../../../components/documents/document-draft';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceLoadState } from '../components/invoice-load-state';
import { invoiceFormValues, type InvoiceFormValues } from '../components/invoice-form-values';
import { invoiceDrafts, invoicePath } from '../invoice-kind';

/** The saved invoice, or the draft of it the user was writing (when it started from this same version). */
function startingValues(invoice: Invoice, created: InvoiceFormValues['customer'] | undefined): InvoiceFormValues {
  const draft = invoiceDrafts.read(invoice.invoiceId);
  const saved = invoiceFormValues(invoice);
  const values = draft && draft.baseUpdatedAt === invoice.updatedAt ? withDraft(saved, draft.values) : saved;
  if (created) values.customer = created;
  return values;
}

function EditInvoiceForm({ invoice }: { invoice: Invoice }) {
  const id = invoice.invoiceId;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const created = useReturnedCustomer(invoiceDrafts, id, invoice.updatedAt);
  const [initial] = useState(() => startingValues(invoice, created));
  // The version loaded goes with the save: a save over someone else's newer change is refused (409).
  const mutation = useMutation({ mutationFn: (input: InvoiceUpdate) => updateInvoice(id, { ...input, version: invoice.version }) });

  return (
    <InvoiceForm
      mode="edit"
      draftKey={id}
      initial={initial}
      baseUpdatedAt={invoice.updatedAt}
      backTo={invoicePath(id)}
      onSave={async (input) => {
        const saved = await mutation.mutateAsync(input);
        queryClient.setQueryData(['invoice', id], saved);
        void queryClient.invalidateQueries({ queryKey: ['invoice', id] });
        void queryClient.invalidateQueries({ queryKey: ['invoices'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        notify('success', 'Invoice updated successfully');
        navigate(invoicePath(id));
      }}
    />
  );
}

/** /dashboard/invoices/:id/edit, "Edit Invoice": the New Invoice form loaded with the saved invoice (PUT, a full replace). */
export function EditInvoicePage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['invoice', id, 'form'], queryFn: () => getInvoice(id), enabled: Boolean(id) });
  if (!query.isSuccess) return <InvoiceLoadState query={query} notFoundText="The invoice you are looking for does not exist." className="kobo-df-missing" />;
  // One form per invoice: a background refetch does not reset what is being typed.
  return <EditInvoiceForm key={query.data.invoiceId} invoice={query.data} />;
}
