import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import Button from '../../../components/ui/button';
import { listTransactions } from '../../../api/customers';
import { listExpenses } from '../../../api/expenses';
import { listCustomerTime } from '../../../api/time';
import { expenseCategoryLabel } from '../../../../../shared/expense-values';
import { formatNaira } from '../../../../../shared/money';
import { formatMinutes } from '../../../../../shared/time-values';
import type { CustomerTransaction } from '../../../../../shared/schemas/customer';
import type { ExpensePage } from '../../../../../shared/schemas/expense';
import type { CustomerTimePage } from '../../../../../shared/schemas/time';
import { formatDate } from './format';
import '../../../components/kobo-ui.css';

type CustomerExpense = ExpensePage['items'][number];
type CustomerTime = CustomerTimePage['items'][number];

/** Where each kind of transaction opens, and what it is called. */
const KINDS: Record<CustomerTransaction['kind'], { path: string; label: string }> = {
  quote: { path: '/dashboard/quotes', label: 'Quote' },
  invoice: { path: '/dashboard/invoices', label: 'Invoice' },
  salesreceipt: { path: '/dashboard/sales-receipts', label: 'Sales Receipt' },
  payment: { path: '/dashboard/payments', label: 'Payment' },
};

/** Where an expense stands with the customer, in the list's words. */
const BILLING: Record<CustomerExpense['billing'], string> = { unbilled: 'UNBILLED', invoiced: 'INVOICED', not_billable: 'NOT BILLABLE' };

/** One row of a list: where it opens, its main line and its figures. */
interface Row {
  id: string;
  to: string;
  title: string;
  line: string;
  figures: ReactNode;
}

interface PagedProps<T> {
  queryKey: readonly unknown[];
  fetch: (cursor: string | undefined) => Promise<{ items: T[]; cursor: string | null }>;
  row: (item: T) => Row;
  /** The list's name, and the words while it loads, when it fails and when it is empty. */
  words: { label: string; loading: string; failed: string; empty: string; more: string };
}

/** A list of the customer's records, a page at a time (the API's sealed cursors), with Load more. */
function PagedList<T>({ queryKey, fetch, row, words }: PagedProps<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetch(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  if (query.isPending) return <p className="kobo-ui-empty">{words.loading}</p>;
  if (query.isError) return <p className="kobo-ui-empty">{words.failed}</p>;
  const rows = query.data.pages.flatMap((p) => p.items).map(row);
  if (rows.length === 0) return <p className="kobo-ui-empty">{words.empty}</p>;
  return (
    <>
      <ul className="kobo-transactions" aria-label={words.label}>
        {rows.map((r) => (
          <li key={r.id}>
            <Link to={r.to} className="kobo-transaction">
              <span className="kobo-transaction-main">
                <span className="kobo-transaction-number">{r.title}</span>
                <span>{r.line}</span>
              </span>
              <span className="kobo-transaction-figures">{r.figures}</span>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="kobo-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText={`${words.more}...`}>
            {words.more}
          </Button>
        </div>
      )}
    </>
  );
}

const documentRow = (t: CustomerTransaction): Row => ({
  id: t.id,
  to: `${KINDS[t.kind].path}/${encodeURIComponent(t.id)}`,
  title: t.number || 'No Number',
  line: `${KINDS[t.kind].label} · ${formatDate(t.issueDate)}`,
  figures: (
    <>
      <span>{t.kind === 'payment' ? `Received ${formatNaira(t.totalKobo)}` : formatNaira(t.totalKobo)}</span>
      {t.balanceDueKobo !== undefined && <span>Balance due {formatNaira(t.balanceDueKobo)}</span>}
      <span className="kobo-transaction-status">{t.status.replace(/_/g, ' ').toUpperCase()}</span>
    </>
  ),
});

const expenseRow = (e: CustomerExpense): Row => ({
  id: e.expenseId,
  to: `/dashboard/expenses/${encodeURIComponent(e.expenseId)}`,
  title: expenseCategoryLabel(e.category),
  line: [formatDate(e.expenseDate), e.vendor, e.invoiceNumber && `on ${e.invoiceNumber}`].filter(Boolean).join(' · '),
  figures: (
    <>
      <span>{formatNaira(e.amountKobo)}</span>
      <span className="kobo-transaction-status">{BILLING[e.billing]}</span>
    </>
  ),
});

const timeRow = (t: CustomerTime): Row => ({
  id: t.timeEntryId,
  to: `/dashboard/time-tracking/${encodeURIComponent(t.timeEntryId)}/edit`,
  title: `${t.taskName} · ${t.projectName}`,
  line: [formatDate(t.entryDate), t.userName, t.invoiceNumber && `on ${t.invoiceNumber}`].filter(Boolean).join(' · '),
  figures: (
    <>
      <span>{formatMinutes(t.durationMinutes)}</span>
      <span className="kobo-transaction-status">{BILLING[t.billing]}</span>
    </>
  ),
});

/**
 * TRANSACTIONS: the customer's quotes, invoices, sales receipts and payments, newest first;
 * then its expenses: unbilled, then not billable, then invoiced (one key range of the
 * by-customer index, read descending), newest first within each; then the time logged on its
 * projects, newest date first. Each a page at a time.
 */
export function TransactionsTab({ customerId }: { customerId: string }) {
  return (
    <>
      <h3 className="kobo-transactions-heading">Sales and payments</h3>
      <PagedList
        queryKey={['customer-transactions', customerId]}
        fetch={(cursor) => listTransactions(customerId, cursor)}
        row={documentRow}
        words={{ label: 'Transactions', loading: 'Loading transactions...', failed: 'Failed to load transactions', empty: 'No transactions found for this customer', more: 'Load more' }}
      />
      <h3 className="kobo-transactions-heading">Expenses</h3>
      <PagedList
        queryKey={['expenses', 'customer', customerId]}
        fetch={(cursor) => listExpenses({ tab: 'all', customerId, cursor })}
        row={expenseRow}
        words={{ label: 'Expenses', loading: 'Loading expenses...', failed: 'Failed to load expenses', empty: 'No expenses recorded for this customer', more: 'Load more expenses' }}
      />
      <h3 className="kobo-transactions-heading">Time</h3>
      <PagedList
        queryKey={['time-entries', 'customer', customerId]}
        fetch={(cursor) => listCustomerTime(customerId, { cursor })}
        row={timeRow}
        words={{ label: 'Time', loading: 'Loading time...', failed: 'Failed to load time', empty: 'No time logged for this customer', more: 'Load more time' }}
      />
    </>
  );
}
