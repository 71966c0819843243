import { Link, useSearchParams } from 'react-router-dom';
import { listExpenses } from '../../../api/expenses';
import { formatDay } from '../../../components/format-date';
import { RecordListPage } from '../../../components/record-list-page';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { useNamedCustomer } from '../../../components/documents/url-filters';
import { formatNaira } from '../../../../../shared/money';
import { EXPENSE_TABS, expenseCategoryLabel } from '../../../../../shared/expense-values';
import type { ExpensePage, ExpenseTab } from '../../../../../shared/schemas/expense';
import { ExpenseBadges } from '../components/expense-badges';
import { activeExpenseFilters, ExpenseFilters, expenseFilterQuery, filtersFromUrl, filtersToUrl, type ExpenseFilterValues } from '../components/expense-filters';
import { EXPENSE_TAB_LIST, EXPENSES_PATH, expensePath } from '../expense-values';
import '../expenses.css';

type ExpenseRow = ExpensePage['items'][number];
const expenseId = (e: ExpenseRow) => e.expenseId;
/** Typed text (vendor, amounts) settles before it is asked for. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * /dashboard/expenses: newest first, a page at a time. Each tab (All, Unbilled, Invoiced,
 * Reimbursed) is its own list on the server, never a filter over All; More Filters narrow it.
 * The tab and the filters live in the page's URL, so a reload, a shared link and Back keep them.
 */
export function ExpenseListPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ExpenseTab = (EXPENSE_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as ExpenseTab) : 'all';
  const urlFilters = filtersFromUrl(params);
  const filters = { ...urlFilters, customer: useNamedCustomer(urlFilters.customer) };
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const { query: filterQuery } = expenseFilterQuery(settled);
  const filtered = activeExpenseFilters(filters) > 0;

  const setTab = (next: ExpenseTab) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('tab');
    else p.set('tab', next);
    setParams(p);
  };
  // Typing replaces the URL's entry rather than adding one a keystroke.
  const setFilters = (f: ExpenseFilterValues) => setParams(filtersToUrl(f, params), { replace: true });

  // Without filters the first page is asked as `?tab=all` exactly (the prerendered page's early GET).
  const list = usePagedList({
    queryKey: ['expenses', tab, filterQuery],
    page: (cursor) => listExpenses({ tab, ...filterQuery, cursor }),
    getId: expenseId,
    errorToast: { header: 'Failed to load expenses' },
  });

  return (
    <RecordListPage
      title="Expenses"
      add={{ label: 'New Expense', href: `${EXPENSES_PATH}/new`, needs: 'createExpense' }}
      csv={{
        plural: 'expenses',
        singular: 'expense',
        importPath: `${EXPENSES_PATH}/import`,
        importNeeds: 'importExpenses',
        // The tab shown, newest first, as the list has it.
        runExport: async (onProgress) => (await import('../export-expenses')).exportExpenses(tab, onProgress),
      }}
      filters={<ExpenseFilters filters={filters} onChange={setFilters} />}
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
              <span className="kobo-expense-category">{expenseCategoryLabel(e.category)}</span>
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
      noMatchText="No expenses match these filters"
      filtered={filtered}
      loadingMoreText="Loading more expenses"
    />
  );
}
