import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listExpenses } from '../../../api/expenses';
import { formatDay } from '../../../components/format-date';
import { RecordListPage } from '../../../components/record-list-page';
import { usePagedList } from '../../../components/use-paged-list';
import { formatNaira } from '../../../../../shared/money';
import type { ExpensePage, ExpenseTab } from '../../../../../shared/schemas/expense';
import { ExpenseBadges } from '../components/expense-badges';
import { CATEGORY_LABELS, EXPENSE_TAB_LIST, EXPENSES_PATH, expensePath } from '../expense-values';
import '../expenses.css';

type ExpenseRow = ExpensePage['items'][number];
const expenseId = (e: ExpenseRow) => e.expenseId;

/**
 * /dashboard/expenses: newest first, a page at a time. Each tab (All, Unbilled, Invoiced,
 * Reimbursed) is its own list on the server, never a filter over All.
 */
export function ExpenseListPage() {
  const [tab, setTab] = useState<ExpenseTab>('all');
  const list = usePagedList({
    queryKey: ['expenses', tab],
    page: (cursor) => listExpenses({ tab, cursor }),
    getId: expenseId,
    errorToast: { header: 'Failed to load expenses' },
  });

  return (
    <RecordListPage
      title="Expenses"
      add={{ label: 'New Expense', href: `${EXPENSES_PATH}/new`, needs: 'createExpense' }}
      link={{ label: 'Recurring', href: `${EXPENSES_PATH}/recurring` }}
      tabs={EXPENSE_TAB_LIST}
      tabsLabel="Expense tabs"
      status={tab}
      onStatus={setTab}
      list={list}
      getId={expenseId}
      renderRow={(e) => {
        const what = [e.vendor, e.description].filter(Boolean).join(' · ');
        return (
          <Link to={expensePath(e.expenseId)} className="kobo-ui-card kobo-expense-card">
            <span className="kobo-expense-card-top">
              <span className="kobo-expense-category">{CATEGORY_LABELS[e.category]}</span>
              <span className="kobo-expense-amount">{formatNaira(e.amountKobo)}</span>
            </span>
            <span className="kobo-expense-muted">
              <time dateTime={e.expenseDate}>{formatDay(e.expenseDate)}</time>
              {e.customerName && ` · ${e.customerName}`}
            </span>
            {what && <span className="kobo-expense-muted kobo-expense-what">{what}</span>}
            <span className="kobo-expense-badges">
              <ExpenseBadges expense={e} />
            </span>
          </Link>
        );
      }}
      loadingText="Loading expenses..."
      emptyText="There are no expenses"
      noMatchText="There are no expenses"
      filtered={false}
      loadingMoreText="Loading more expenses"
    />
  );
}
