import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from '../../../components/ui/link';
import { changeInvoiceStatus, cloneInvoice, deleteInvoice } from '../../../api/invoices';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DetailAction, useLeaveDeleted, RecordDetailHeader, useDeleteRecord } from '../../../components/record-detail-header';
import { useRouterFollow } from '../../../components/use-router-follow';
import { useDocumentActions } from '../../../components/document-actions/use-document-actions';
import { formatNaira } from '../../../../../shared/money';
import { voidRefusal } from '../../../../../shared/invoice-rules';
import type { Invoice } from '../../../../../shared/schemas/invoice';
import { INVOICES_PATH, invoicePath } from '../invoice-kind';
import { InvoiceStatusBadge } from './invoice-status';

const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
/** The payments page reads these two: the customer, and the invoice to settle first. */
export const recordPaymentPath = (invoice: Pick<Invoice, 'customerId' | 'invoiceId'>) =>
  `/dashboard/payments/new?customerId=${encodeURIComponent(invoice.customerId)}&invoiceId=${encodeURIComponent(invoice.invoiceId)}`;

/** Whether a payment can be recorded against the invoice: sent or partly paid (overdue included). */
export const canRecordPayment = (invoice: Pick<Invoice, 'status'>) => invoice.status === 'sent' || invoice.status === 'partially_paid';

/**
 * Number, status (with Overdue), customer; Edit and the actions the status
 * allows: Mark as Sent (drafts), Record Payment (sent, partly paid), Void (not
 * drafts, confirmed; disabled with the reason while payments stand), Clone,
 * Delete (drafts, confirmed).
 */
export function InvoiceDetailHeader({ invoice }: { invoice: Invoice }) {
  const id = invoice.invoiceId;
  const follow = useRouterFollow();
  const navigate = useNavigate();
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [voiding, setVoiding] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['invoice', id] });
    void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    void queryClient.invalidateQueries({ queryKey: ['customer', invoice.customerId] });
    void queryClient.invalidateQueries({ queryKey: ['customer-transactions', invoice.customerId] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };

  const status = useMutation({
    mutationFn: (next: 'sent' | 'void') => changeInvoiceStatus(id, next),
    onSuccess: (next, target) => {
      queryClient.setQueryData(['invoice', id], next);
      notify('success', target === 'sent' ? 'Invoice marked as sent' : 'Invoice voided');
    },
    onError: (error, target) => notify('error', target === 'sent' ? 'Failed to mark the invoice as sent' : 'Failed to void invoice', errorMessage(error)),
    onSettled: () => {
      setVoiding(false);
      refresh();
    },
  });
  const clone = useMutation({
    mutationFn: () => cloneInvoice(id),
    onSuccess: (copy) => {
      queryClient.setQueryData(['invoice', copy.invoiceId], copy);
      refresh();
      notify('success', `Invoice cloned as ${copy.invoiceNumber}`);
      navigate(invoicePath(copy.invoiceId));
    },
    onError: (error) => notify('error', 'Failed to clone invoice', errorMessage(error)),
  });
  const remove = useDeleteRecord({
    mutationFn: () => deleteInvoice(id),
    onSuccess: () => {
      refresh();
      notify('success', 'Invoice deleted successfully');
      leave(INVOICES_PATH, () => queryClient.removeQueries({ queryKey: ['invoice', id] }));
    },
    failureTitle: 'Failed to delete invoice',
    conflictSaysWhy: true,
  });

  const draft = invoice.status === 'draft';
  const isVoid = invoice.status === 'void';
  const docActions = useDocumentActions({
    kind: 'invoice',
    id,
    number: invoice.invoiceNumber,
    customerId: invoice.customerId,
    customerName: invoice.customerName,
    amountLabel: 'Balance Due',
    amount: formatNaira(invoice.balanceDueKobo),
    date: invoice.invoiceDate,
    recipients: invoice.recipients,
  });
  const actions: DetailAction[] = [
    ...(isVoid ? [] : [docActions.email]),
    ...(draft ? [{ id: 'send', text: 'Mark as Sent', onClick: () => status.mutate('sent'), loading: status.isPending && status.variables === 'sent', needs: 'changeInvoiceStatus' as const }] : []),
    ...(canRecordPayment(invoice) ? [{ id: 'pay', text: 'Record Payment', onClick: () => navigate(recordPaymentPath(invoice)), needs: 'recordPayment' as const }] : []),
  ];
  const menu: DetailAction[] = [
    ...docActions.menu,
    // Void is offered on every issued invoice; while payments stand it is shown disabled with the server's reason.
    ...(!draft && !isVoid
      ? [{ id: 'void', text: 'Void', onClick: () => setVoiding(true), needs: ['changeInvoiceStatus', 'removeIssuedDocument'] as const, disabledReason: voidRefusal(invoice) }]
      : []),
    { id: 'clone', text: 'Clone', onClick: () => clone.mutate(), needs: 'cloneInvoice' },
  ];

  return (
    <>
      <RecordDetailHeader
        title={invoice.invoiceNumber}
        badges={<InvoiceStatusBadge status={invoice.displayStatus} />}
        editHref={isVoid ? undefined : `${invoicePath(id)}/edit`}
        editNeeds="updateInvoice"
        actions={actions}
        more={{ ariaLabel: 'More invoice actions', items: menu, loading: clone.isPending }}
        remove={draft ? { confirmText: `Invoice ${invoice.invoiceNumber} will be deleted with its lines and history.`, mutation: remove, needs: 'deleteInvoice' } : undefined}
        layout="beside"
      >
        <p className="kobo-inv-head-customer">
          <span className="kobo-ui-sr-only">Customer: </span>
          <Link href={customerPath(invoice.customerId)} onFollow={follow}>
            {invoice.customerName || 'Unknown Customer'}
          </Link>
        </p>
      </RecordDetailHeader>
      <ConfirmDialog
        visible={voiding}
        header="Void Invoice"
        text={`Invoice ${invoice.invoiceNumber} will be kept for the record but no longer counted as owed.`}
        confirmLabel="Yes, Void"
        loading={status.isPending && status.variables === 'void'}
        onCancel={() => setVoiding(false)}
        onConfirm={() => status.mutate('void')}
      />
      {docActions.dialogs}
    </>
  );
}
