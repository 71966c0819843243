import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listRecurringExpenses } from '../../../api/recurring-expenses';
import { formatDay } from '../../../components/format-date';
import { RecordListPage } from '../../../components/record-list-page';
import { usePagedList } from '../../../components/use-paged-list';
import { formatNaira } from '../../../../../shared/money';
import type { RecurringExpensePage } from '../../../../../shared/schemas/recurring-expense';
import { CATEGORY_LABEL } from '../expense-values';
import { RecurringStatusBadge } from './recurring-status-badge';
import { FREQUENCY_LABELS, RECURRING_PATH, recurringPath } from './recurring-values';
import '../expenses.css';

type ProfileRow = RecurringExpensePage['items'][number];
const profileId = (p: ProfileRow) => p.profileId;
const TABS = [{ id: 'all', label: 'All' }] as const;

/** /dashboard/expenses/recurring: the company's recurring expenses, newest first, a page at a time. */
export function RecurringListPage() {
  const [tab, setTab] = useState<'all'>('all');
  const list = usePagedList({
    queryKey: ['recurring-expenses'],
    page: (cursor) => listRecurringExpenses({ cursor }),
    getId: profileId,
    errorToast: { header: 'Failed to load recurring expenses' },
  });

  return (
    <RecordListPage
      title="Recurring Expenses"
      add={{ label: 'New Recurring Expense', href: `${RECURRING_PATH}/new`, needs: 'createRecurringExpense' }}
      tabs={TABS}
      tabsLabel="Recurring expense tabs"
      status={tab}
      onStatus={setTab}
      list={list}
      getId={profileId}
      renderRow={(p) => (
        <Link to={recurringPath(p.profileId)} className="kobo-ui-card kobo-expense-card">
          <span className="kobo-expense-card-top">
            <span className="kobo-expense-category">{p.name}</span>
            <span className="kobo-expense-amount">{formatNaira(p.amountKobo)}</span>
          </span>
          <span className="kobo-expense-muted">
            {FREQUENCY_LABELS[p.frequency]} · {CATEGORY_LABEL(p.category)}
            {p.vendor && ` · ${p.vendor}`}
          </span>
          <span className="kobo-expense-muted">
            {p.status === 'ended' ? (
              'No more expenses'
            ) : (
              <>
                Next: <time dateTime={p.nextDate}>{p.nextDate ? formatDay(p.nextDate) : ''}</time>
              </>
            )}
          </span>
          <span className="kobo-expense-badges">
            <RecurringStatusBadge status={p.status} />
          </span>
        </Link>
      )}
      loadingText="Loading recurring expenses..."
      emptyText="No recurring expenses yet"
      noMatchText="No recurring expenses"
      emptyAction
      filtered={false}
      loadingMoreText="Loading more recurring expenses"
    />
  );
}
