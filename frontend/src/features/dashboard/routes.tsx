import { useEffect, useState } from 'react';
import type { Action } from '../../../../shared/permissions';
import { useCan } from '../../auth/use-can';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
// Cloudscape's look without its runtime: the dashboard is the first page after sign-in (see light.tsx).
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import Tabs from '../../components/ui/tabs';
import { format, isValid, parseISO } from 'date-fns';
import { useMe } from '../../auth/session';
import { getDashboard } from '../../api/dashboard';
import { KoboIcon, type KoboIconName } from '../../components/kobo-icon';
import { reportError } from '../../components/report-error';
import { formatNaira } from '../../../../shared/money';
import type { RecentDocument, RecentExpense } from '../../../../shared/schemas/dashboard';
import { expenseCategoryLabel } from '../../../../shared/expense-values';
import '../../components/kobo-ui.css';
import './dashboard.css';

interface QuickAction {
  label: string;
  to: string;
  icon: KoboIconName;
  /** The create route the form calls: a role without it sees no tile. */
  needs: Action;
}

/**
 * Quick-action tiles. Only actions whose screen exists are listed; Add Log Time
 * is added here when its form is built.
 */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'New Customer', to: '/dashboard/customers/new', icon: 'customers', needs: 'createCustomer' },
  { label: 'New Invoice', to: '/dashboard/invoices/new', icon: 'invoices', needs: 'createInvoice' },
  { label: 'New Expense', to: '/dashboard/expenses/new', icon: 'expenses', needs: 'createExpense' },
  { label: 'Add Log Time', to: '/dashboard/time-tracking/new', icon: 'time', needs: 'createTimeEntry' },
];

type TabId = 'invoices' | 'quotes' | 'expenses';

/** Names for the tab strip's scroll buttons, which appear on narrow screens. */
const TABS_I18N = { scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' };

const EMPTY_TEXT: Record<TabId, string> = {
  invoices: 'No invoices available',
  quotes: 'No quotes available',
  expenses: 'No expenses available',
};

/** Where a row of each document tab opens. */
const ROW_PATH: Record<Exclude<TabId, 'expenses'>, string> = {
  invoices: '/dashboard/invoices',
  quotes: '/dashboard/quotes',
};

/** Where an expense stands, as the expense list's badges say it. */
const EXPENSE_STATE: Record<RecentExpense['billing'], string | undefined> = { not_billable: undefined, unbilled: 'BILLABLE', invoiced: 'INVOICED' };

function ExpenseList({ rows, loading }: { rows: RecentExpense[]; loading: boolean }) {
  if (loading) return <p className="kobo-ui-empty">Loading...</p>;
  if (rows.length === 0) return <p className="kobo-ui-empty">{EMPTY_TEXT.expenses}</p>;
  return (
    <ul className="kobo-tx-list">
      {rows.map((e) => (
        <li key={e.id} className="kobo-tx-row">
          <div className="kobo-tx-main">
            <Link to={`/dashboard/expenses/${encodeURIComponent(e.id)}`} className="kobo-tx-number">
              {expenseCategoryLabel(e.category)}
            </Link>
            <span className="kobo-tx-date">{formatDate(e.expenseDate)}</span>
          </div>
          <span className="kobo-tx-customer">{[e.vendor, e.customerName].filter(Boolean).join(' · ')}</span>
          <div className="kobo-tx-figures">
            <span className="kobo-tx-amount">{formatNaira(e.amountKobo)}</span>
            {EXPENSE_STATE[e.billing] && <span className="kobo-tx-status">{EXPENSE_STATE[e.billing]}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function formatDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM dd, yyyy') : value;
}

function TransactionList({ kind, rows, loading }: { kind: Exclude<TabId, 'expenses'>; rows: RecentDocument[]; loading: boolean }) {
  if (loading) return <p className="kobo-ui-empty">Loading...</p>;
  if (rows.length === 0) return <p className="kobo-ui-empty">{EMPTY_TEXT[kind]}</p>;
  const base = ROW_PATH[kind];
  return (
    <ul className="kobo-tx-list">
      {rows.map((doc) => (
        <li key={doc.id} className="kobo-tx-row">
          <div className="kobo-tx-main">
            <Link to={`${base}/${encodeURIComponent(doc.id)}`} className="kobo-tx-number">
              {doc.number}
            </Link>
            <span className="kobo-tx-date">{formatDate(doc.issueDate)}</span>
          </div>
          <Link to={`/dashboard/customers/${encodeURIComponent(doc.customerId)}`} className="kobo-tx-customer">
            {doc.customerName}
          </Link>
          <div className="kobo-tx-figures">
            <span className="kobo-tx-amount">{formatNaira(doc.totalKobo)}</span>
            {/* Statuses are stored in lower case and shown in upper case ('partially_paid' as PARTIALLY PAID). */}
            <span className="kobo-tx-status">{doc.status.replace(/_/g, ' ').toUpperCase()}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's one read (recent invoices, quotes and expenses, receivables); a read error is only logged. */
function useDashboard() {
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: getDashboard });
  useEffect(() => {
    // The spec keeps the lists empty on a read error; the error is only logged.
    if (dashboard.isError) reportError('dashboard', dashboard.error);
  }, [dashboard.isError, dashboard.error]);
  return { data: dashboard.data, loading: dashboard.isPending && !dashboard.isError };
}

/**
 * What customers owe on sent invoices: the part not yet due (current) and the
 * part past its due date (overdue). One line per figure in every state, so the
 * prerendered page and the app's page have the same boxes.
 */
function ReceivablesSummary() {
  const { data, loading } = useDashboard();
  // A new text in a new box when the figures come (the line's box stays put), so their arrival moves nothing.
  const figure = (kobo: number | undefined) => <span key={loading ? 'loading' : 'figure'}>{loading ? 'Loading...' : kobo === undefined ? '—' : formatNaira(kobo)}</span>;
  const r = data?.receivables;
  return (
    <Container header={<Header variant="h2">View Your Receivables Summary</Header>}>
      <p className="kobo-dash-text">Keep an eye on current and overdue amount your customers owe you.</p>
      <dl className="kobo-dash-recv">
        <div>
          <dt>Current</dt>
          <dd>{figure(r && r.totalKobo - r.overdueKobo)}</dd>
        </div>
        <div>
          <dt>Overdue</dt>
          <dd className="kobo-dash-recv-overdue">{figure(r?.overdueKobo)}</dd>
        </div>
        <div>
          <dt>Total Receivables</dt>
          <dd>{figure(r?.totalKobo)}</dd>
        </div>
      </dl>
    </Container>
  );
}

function RecentTransactions() {
  const [active, setActive] = useState<TabId>('invoices');
  const { data, loading } = useDashboard();
  return (
    <Container header={<Header variant="h2">Recent Transactions</Header>}>
      <Tabs
        activeTabId={active}
        onChange={({ detail }) => setActive(detail.activeTabId as TabId)}
        ariaLabel="Recent transactions"
        i18nStrings={TABS_I18N}
        tabs={[
          {
            id: 'invoices',
            label: 'Invoices',
            content: <TransactionList kind="invoices" rows={data?.recentInvoices ?? []} loading={loading} />,
          },
          {
            id: 'quotes',
            label: 'Quotes',
            content: <TransactionList kind="quotes" rows={data?.recentQuotes ?? []} loading={loading} />,
          },
          { id: 'expenses', label: 'Expenses', content: <ExpenseList rows={data?.recentExpenses ?? []} loading={loading} /> },
        ]}
      />
    </Container>
  );
}

/** /dashboard: greeting, quick actions, receivables summary and recent transactions. */
export function DashboardHome() {
  const me = useMe();
  const can = useCan();
  // Before the caller is known (the prerendered page) every tile shows, so the page does not move for the
  // roles that keep them; once /api/me answers, a role that cannot create sees none.
  const quickActions = me.data ? QUICK_ACTIONS.filter((a) => can(a.needs)) : QUICK_ACTIONS;
  const firstName = me.data?.profile?.firstName?.trim() ?? '';
  return (
    <div className="kobo-ui-page">
      <Header variant="h1" description="Here's your organization's overview">
        {firstName ? `Welcome ${firstName}` : 'Welcome'}
      </Header>

      {quickActions.length > 0 && (
        <section aria-labelledby="kobo-quick-actions">
          <h2 id="kobo-quick-actions" className="kobo-ui-sr-only">
            Quick actions
          </h2>
          <ul className="kobo-tiles">
            {quickActions.map((action) => (
              <li key={action.to}>
                <Link to={action.to} className="kobo-tile">
                  <span className="kobo-tile-icon">
                    <KoboIcon name={action.icon} size={22} />
                  </span>
                  <span>{action.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="kobo-dash-grid">
        <ReceivablesSummary />
        <RecentTransactions />
      </div>
      <Container header={<Header variant="h2">Sales &amp; Expenses</Header>}>
        {/* Figures come with the sales and expense reports; until then this says so instead of showing zeros. */}
        <p className="kobo-dash-text">Sales, receipts and expenses for this fiscal year appear here once reports are available.</p>
      </Container>
    </div>
  );
}
