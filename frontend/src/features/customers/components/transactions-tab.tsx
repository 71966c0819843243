import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import Button from '../../../components/ui/button';
import { listTransactions } from '../../../api/customers';
import { formatNaira } from '../../../../../shared/money';
import type { CustomerTransaction } from '../../../../../shared/schemas/customer';
import { formatDate } from './format';
import '../../../components/kobo-ui.css';

/** Where each kind of transaction opens, and what it is called. */
const KINDS: Record<CustomerTransaction['kind'], { path: string; label: string }> = {
  quote: { path: '/dashboard/quotes', label: 'Quote' },
  invoice: { path: '/dashboard/invoices', label: 'Invoice' },
  salesreceipt: { path: '/dashboard/sales-receipts', label: 'Sales Receipt' },
  payment: { path: '/dashboard/payments', label: 'Payment' },
};

/** TRANSACTIONS: the customer's quotes, invoices, sales receipts and payments, newest first, a page at a time. */
export function TransactionsTab({ customerId }: { customerId: string }) {
  const query = useInfiniteQuery({
    queryKey: ['customer-transactions', customerId],
    queryFn: ({ pageParam }) => listTransactions(customerId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  if (query.isPending) return <p className="kobo-ui-empty">Loading transactions...</p>;
  if (query.isError) return <p className="kobo-ui-empty">Failed to load transactions</p>;
  const rows = query.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <p className="kobo-ui-empty">No transactions found for this customer</p>;
  return (
    <>
      <ul className="kobo-transactions" aria-label="Transactions">
        {rows.map((t) => (
          <li key={t.id}>
            <Link to={`${KINDS[t.kind].path}/${encodeURIComponent(t.id)}`} className="kobo-transaction">
              <span className="kobo-transaction-main">
                <span className="kobo-transaction-number">{t.number || 'No Number'}</span>
                <span>
                  {KINDS[t.kind].label} · {formatDate(t.issueDate)}
                </span>
              </span>
              <span className="kobo-transaction-figures">
                <span>{t.kind === 'payment' ? `Received ${formatNaira(t.totalKobo)}` : formatNaira(t.totalKobo)}</span>
                {t.balanceDueKobo !== undefined && <span>Balance due {formatNaira(t.balanceDueKobo)}</span>}
                <span className="kobo-transaction-status">{t.status.replace(/_/g, ' ').toUpperCase()}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="kobo-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more transactions">
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
