import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import Link from '../../../components/ui/link';
import { addSalesReceiptComment, deleteSalesReceipt, getSalesReceipt, listSalesReceiptHistory } from '../../../api/sales-receipts';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { DocumentDetailBody } from '../../../components/documents/document-detail-body';
import { formatDay } from '../../../components/format-date';
import { KindLoadState } from '../../../components/record-load-state';
import { RecordTabs } from '../../../components/record-tabs';
import { useLeaveDeleted, RecordDetailHeader, useDeleteRecord } from '../../../components/record-detail-header';
import { useRouterFollow } from '../../../components/use-router-follow';
import { useDocumentActions } from '../../../components/document-actions/use-document-actions';
import { PAYMENT_MODE_LABELS, WALK_IN_CUSTOMER_ID } from '../../../../../shared/constants';
import { formatNaira } from '../../../../../shared/money';
import type { SalesReceipt } from '../../../../../shared/schemas/sales-receipt';
import { InvoiceStatusBadge } from '../../invoices/components/invoice-status';
import { SALES_RECEIPT_KIND, SALES_RECEIPTS_PATH } from '../sales-receipt-kind';
import { useRevealed } from '../../../components/use-revealed';
import '../../../components/kobo-ui.css';
import '../../payments/payments.css';

/**
 * The receipt's header: number, its PAID badge (the invoice's badge: a receipt is a sale paid in
 * full), customer, Delete behind the confirmation (a receipt has no edit: delete it and record it again).
 */
function ReceiptHeader({ receipt }: { receipt: SalesReceipt }) {
  const id = receipt.receiptId;
  const follow = useRouterFollow();
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useDeleteRecord({
    mutationFn: () => deleteSalesReceipt(id),
    onSuccess: () => {
      for (const queryKey of [['sales-receipts'], ['customers'], ['customer', receipt.customerId], ['customer-transactions', receipt.customerId], ['dashboard']])
        void queryClient.invalidateQueries({ queryKey });
      notify('success', 'Sales receipt deleted successfully');
      leave(SALES_RECEIPTS_PATH, () => queryClient.removeQueries({ queryKey: ['sales-receipt', id] }));
    },
    failureTitle: 'Failed to delete sales receipt',
  });
  const walkIn = receipt.customerId === WALK_IN_CUSTOMER_ID;
  const docActions = useDocumentActions({
    kind: 'salesreceipt',
    id,
    number: receipt.receiptNumber,
    customerId: receipt.customerId,
    customerName: receipt.customerName,
    amountLabel: 'Amount Paid',
    amount: formatNaira(receipt.totalKobo),
    date: receipt.receiptDate,
  });
  return (
    <>
      <RecordDetailHeader
        title={receipt.receiptNumber}
        badges={<InvoiceStatusBadge status={receipt.status} />}
        actions={[docActions.email]}
        more={{ ariaLabel: 'More sales receipt actions', items: docActions.menu }}
        remove={{ confirmText: `Sales receipt ${receipt.receiptNumber} will be deleted with its lines and history.`, mutation: remove, needs: 'deleteSalesReceipt' }}
        layout="beside"
      >
        <p className="kobo-pay-head-customer">
          <span className="kobo-ui-sr-only">Customer: </span>
          {walkIn ? (
            receipt.customerName
          ) : (
            <Link href={`/dashboard/customers/${encodeURIComponent(receipt.customerId)}`} onFollow={follow}>
              {receipt.customerName}
            </Link>
          )}
        </p>
      </RecordDetailHeader>
      {docActions.dialogs}
    </>
  );
}

function SalesReceiptDetail({ receipt }: { receipt: SalesReceipt }) {
  const id = receipt.receiptId;
  return (
    <div className="kobo-ui-page">
      <ReceiptHeader receipt={receipt} />
      <Container header={<Header variant="h2">Amount Received</Header>}>
        <p className="kobo-pay-total">{formatNaira(receipt.totalKobo)}</p>
        <DetailList
          items={[
            { label: 'Receipt Date', value: formatDay(receipt.receiptDate) },
            { label: 'Payment Mode', value: PAYMENT_MODE_LABELS[receipt.mode] },
            { label: 'Reference', value: receipt.reference },
          ]}
        />
      </Container>
      <RecordTabs
        label="Sales receipt sections"
        tabs={[{ id: 'details', label: 'DETAILS', content: <DocumentDetailBody kind={SALES_RECEIPT_KIND} doc={receipt} /> }]}
        history={{ queryKey: ['sales-receipt', id, 'history'], listPage: (cursor) => listSalesReceiptHistory(id, cursor), addComment: (text) => addSalesReceiptComment(id, text), label: 'Sales receipt history' }}
      />
    </div>
  );
}

/** /dashboard/sales-receipts/:id */
export function SalesReceiptDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['sales-receipt', id], queryFn: () => getSalesReceipt(id), enabled: Boolean(id) });
  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <KindLoadState kind={SALES_RECEIPT_KIND} query={query} />;
  return <SalesReceiptDetail key={query.data.receiptId} receipt={query.data} />;
}
