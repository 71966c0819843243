import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import { addInvoiceComment, getInvoice, listInvoiceHistory } from '../../../api/invoices';
import { DetailList } from '../../../components/detail-list';
import { RecordTabs } from '../../../components/record-tabs';
import { KindLoadState } from '../../../components/record-load-state';
import { useRouterFollow } from '../../../components/use-router-follow';
import { DocumentDetailBody, DocumentSection } from '../../../components/documents/document-detail-body';
import { formatDay } from '../../../components/format-date';
import { formatNaira } from '../../../../../shared/money';
import { PAYMENT_MODE_LABELS, PAYMENT_TERM_LABELS } from '../../../../../shared/constants';
import type { Invoice } from '../../../../../shared/schemas/invoice';
import { canRecordPayment, InvoiceDetailHeader, recordPaymentPath } from '../components/invoice-detail-header';
import { INVOICE_KIND } from '../invoice-kind';
import { useRevealed } from '../../../components/use-revealed';
import '../../../components/kobo-ui.css';
import '../invoices.css';

const paymentPath = (id: string) => `/dashboard/payments/${encodeURIComponent(id)}`;
const quotePath = (id: string) => `/dashboard/quotes/${encodeURIComponent(id)}`;

/** The balance card: what is owed now. */
function BalanceCard({ invoice }: { invoice: Invoice }) {
  return (
    <Container header={<Header variant="h2">Balance Due</Header>}>
      <p className="kobo-inv-total">{formatNaira(invoice.balanceDueKobo)}</p>
      <DetailList
        items={[
          { label: 'Total', value: formatNaira(invoice.totalKobo) },
          { label: 'Amount Paid', value: formatNaira(invoice.amountPaidKobo) },
          { label: 'Due Date', value: formatDay(invoice.dueDate) },
        ]}
      />
    </Container>
  );
}

/** DETAILS: dates, terms, order number, salesperson, the quote it came from; then the shared lines, figures, notes. */
function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  return (
    <DocumentDetailBody
      kind={INVOICE_KIND}
      doc={invoice}
      totalsAfter={[
        { label: 'Amount Paid', value: formatNaira(-invoice.amountPaidKobo) },
        { label: 'WHT Credited', value: formatNaira(-invoice.whtKobo) },
        { label: 'Balance Due', value: formatNaira(invoice.balanceDueKobo), strong: true },
      ]}
      before={
        <DocumentSection title="Invoice Information">
          <DetailList
            items={[
              { label: 'Invoice Date', value: formatDay(invoice.invoiceDate) },
              { label: 'Terms', value: invoice.paymentTerms ? PAYMENT_TERM_LABELS[invoice.paymentTerms] : undefined },
              { label: 'Due Date', value: formatDay(invoice.dueDate) },
              { label: 'Order Number', value: invoice.orderNumber },
              { label: 'Salesperson', value: invoice.salespersonName },
              { label: 'Email Recipients', value: invoice.recipients.map((r) => r.email).join(', ') || undefined },
            ]}
          />
          {invoice.quoteId && invoice.quoteNumber && (
            <p className="kobo-doc-muted">
              Made from quote <RouterLink to={quotePath(invoice.quoteId)}>{invoice.quoteNumber}</RouterLink>
            </p>
          )}
        </DocumentSection>
      }
    />
  );
}

/** PAYMENTS: the payments applied to the invoice, and Record Payment while something is owed. */
function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const follow = useRouterFollow();
  return (
    <div className="kobo-inv-payments">
      {invoice.payments.length === 0 ? (
        <p className="kobo-doc-muted">No payments recorded</p>
      ) : (
        <ul className="kobo-inv-payment-list" aria-label="Payments">
          {invoice.payments.map((p) => (
            <li key={p.paymentId} className="kobo-inv-payment">
              <span className="kobo-inv-payment-row">
                <RouterLink to={paymentPath(p.paymentId)} className="kobo-doc-strong">
                  {p.number}
                </RouterLink>
                <span className="kobo-doc-strong">{formatNaira(p.amountKobo)}</span>
              </span>
              <span className="kobo-inv-payment-meta">
                {formatDay(p.date)} · {PAYMENT_MODE_LABELS[p.mode]}
                {p.whtKobo > 0 && ` · WHT ${formatNaira(p.whtKobo)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canRecordPayment(invoice) && (
        <div>
          <Button variant="primary" href={recordPaymentPath(invoice)} onFollow={follow}>
            Record Payment
          </Button>
        </div>
      )}
    </div>
  );
}

function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const id = invoice.invoiceId;
  return (
    <div className="kobo-ui-page">
      <InvoiceDetailHeader invoice={invoice} />
      <BalanceCard invoice={invoice} />
      <RecordTabs
        label="Invoice sections"
        tabs={[
          { id: 'details', label: 'DETAILS', content: <InvoiceDetails invoice={invoice} /> },
          { id: 'payments', label: 'PAYMENTS', content: <InvoicePayments invoice={invoice} /> },
        ]}
        // Under ['invoice', id]: whatever refreshes the invoice refreshes its history too.
        history={{ queryKey: ['invoice', id, 'history'], listPage: (cursor) => listInvoiceHistory(id, cursor), addComment: (text) => addInvoiceComment(id, text), label: 'Invoice history' }}
      />
    </div>
  );
}

/** /dashboard/invoices/:id */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['invoice', id], queryFn: () => getInvoice(id), enabled: Boolean(id) });
  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <KindLoadState kind={INVOICE_KIND} query={query} textClassName="kobo-doc-muted" />;
  // Keyed by id: a clone opens with fresh tab and dialog state.
  return <InvoiceDetail key={query.data.invoiceId} invoice={query.data} />;
}
