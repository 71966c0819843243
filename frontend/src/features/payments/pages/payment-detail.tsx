import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import Link from '../../../components/ui/link';
import { addPaymentComment, deletePayment, getPayment, listPaymentHistory } from '../../../api/payments';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { formatDay } from '../../../components/format-date';
import { KindLoadState } from '../../../components/record-load-state';
import { RecordTabs } from '../../../components/record-tabs';
import { type DetailAction, useLeaveDeleted, RecordDetailHeader, useDeleteRecord } from '../../../components/record-detail-header';
import { useRouterFollow } from '../../../components/use-router-follow';
import { useDocumentActions } from '../../../components/document-actions/use-document-actions';
import { paymentRef } from '../../../components/document-actions/document-ref';
import { PAYMENT_MODE_LABELS } from '../../../../../shared/constants';
import { formatNaira } from '../../../../../shared/money';
import type { Payment } from '../../../../../shared/schemas/payment';
import { customerPath, invoicePath, PAYMENT_AFFECTS, PAYMENT_NAMES, PAYMENTS_PATH, paymentPath } from '../payment-paths';
import '../../../components/kobo-ui.css';
import '../payments.css';

// The Apply credit dialog (its figures use the payment form's zod schemas) loads when it is first opened: the page itself loads no zod.
const ApplyCreditDialog = lazy(() => import('../components/apply-credit').then((m) => ({ default: m.ApplyCreditDialog })));

/** The invoices the payment settled: cash and WHT on each. */
function Settled({ payment, onApply }: { payment: Payment; onApply: () => void }) {
  return (
    <div className="kobo-pay-settled">
      {payment.applications.length === 0 ? (
        <p className="kobo-pay-muted">This payment settles no invoices.</p>
      ) : (
        <div className="kobo-pay-table-wrap">
          <table className="kobo-pay-table">
            <caption className="kobo-ui-sr-only">Invoices settled</caption>
            <thead>
              <tr>
                <th scope="col">Invoice #</th>
                <th scope="col" className="kobo-pay-num">
                  Cash
                </th>
                <th scope="col" className="kobo-pay-num">
                  WHT
                </th>
                <th scope="col" className="kobo-pay-num">
                  Settled
                </th>
              </tr>
            </thead>
            <tbody>
              {payment.applications.map((a) => (
                <tr key={a.invoiceId}>
                  <th scope="row">
                    <RouterLink to={invoicePath(a.invoiceId)}>{a.number}</RouterLink>
                  </th>
                  <td className="kobo-pay-num">{formatNaira(a.amountKobo)}</td>
                  <td className="kobo-pay-num">{formatNaira(a.whtKobo)}</td>
                  <td className="kobo-pay-num kobo-pay-strong">{formatNaira(a.amountKobo + a.whtKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="kobo-pay-credit">
        <span>
          Unused credit <strong>{formatNaira(payment.creditKobo)}</strong>
        </span>
        {payment.creditKobo > 0 && <Button onClick={onApply}>Apply credit</Button>}
      </div>
    </div>
  );
}

function PaymentDetail({ payment }: { payment: Payment }) {
  const id = payment.paymentId;
  const follow = useRouterFollow();
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [applying, setApplyingState] = useState(false);
  // Mounted from the first opening on (so closing it animates as before).
  const [applyOpened, setApplyOpened] = useState(false);
  const setApplying = (open: boolean) => {
    if (open) setApplyOpened(true);
    setApplyingState(open);
  };

  const remove = useDeleteRecord({
    mutationFn: () => deletePayment(id),
    onSuccess: () => {
      for (const queryKey of PAYMENT_AFFECTS(payment.customerId)) void queryClient.invalidateQueries({ queryKey });
      notify('success', 'Payment deleted successfully');
      leave(PAYMENTS_PATH, () => queryClient.removeQueries({ queryKey: ['payment', id] }));
    },
    failureTitle: 'Failed to delete payment',
  });
  const docActions = useDocumentActions(paymentRef(payment));
  const actions: DetailAction[] = payment.creditKobo > 0 ? [{ id: 'apply', text: 'Apply credit', onClick: () => setApplying(true), needs: 'applyCredit' }] : [];

  return (
    <div className="kobo-ui-page">
      <RecordDetailHeader
        title={payment.paymentNumber}
        editHref={`${paymentPath(id)}/edit`}
        editNeeds="updatePayment"
        actions={[docActions.email, ...actions]}
        more={{ ariaLabel: 'More payment actions', items: docActions.menu }}
        remove={{
          confirmText: `Payment ${payment.paymentNumber} will be deleted: the invoices it settled get their balances back and its unused credit goes.`,
          mutation: remove,
          needs: 'deletePayment',
        }}
        layout="beside"
      >
        <p className="kobo-pay-head-customer">
          <span className="kobo-ui-sr-only">Customer: </span>
          <Link href={customerPath(payment.customerId)} onFollow={follow}>
            {payment.customerName}
          </Link>
        </p>
      </RecordDetailHeader>
      {docActions.dialogs}
      <Container header={<Header variant="h2">Amount Received</Header>}>
        <p className="kobo-pay-total">{formatNaira(payment.amountKobo)}</p>
        <DetailList
          items={[
            { label: 'Payment Date', value: formatDay(payment.paymentDate) },
            { label: 'Payment Mode', value: PAYMENT_MODE_LABELS[payment.mode] },
            { label: 'Reference', value: payment.reference },
            { label: 'Withholding Tax', value: formatNaira(payment.whtKobo) },
            { label: 'Unused Credit', value: formatNaira(payment.creditKobo) },
            // Paid online: what Paystack kept, and what reaches the bank.
            ...(payment.feeKobo !== undefined
              ? [
                  { label: 'Paystack Fee', value: formatNaira(payment.feeKobo) },
                  { label: 'Net Settled to Bank', value: formatNaira(payment.amountKobo - payment.feeKobo) },
                ]
              : []),
            { label: 'Notes', value: payment.notes },
          ]}
        />
      </Container>
      <RecordTabs
        label="Payment sections"
        tabs={[{ id: 'details', label: 'INVOICES SETTLED', content: <Settled payment={payment} onApply={() => setApplying(true)} /> }]}
        history={{ queryKey: ['payment', id, 'history'], listPage: (cursor) => listPaymentHistory(id, cursor), addComment: (text) => addPaymentComment(id, text), label: 'Payment history' }}
      />
      {applyOpened && (
        <Suspense fallback={null}>
          <ApplyCreditDialog payment={payment} visible={applying} onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** /dashboard/payments/:id */
export function PaymentDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['payment', id], queryFn: () => getPayment(id), enabled: Boolean(id) });
  if (!query.isSuccess) return <KindLoadState kind={PAYMENT_NAMES} query={query} />;
  return <PaymentDetail key={query.data.paymentId} payment={query.data} />;
}
