import { useState } from 'react';
import type { Action } from '../../../../shared/permissions';
import { useCan } from '../../auth/use-can';
import { Link } from 'react-router-dom';
// Cloudscape's look without its runtime: the dashboard is the first page after sign-in (see light.tsx).
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import Tabs from '../../components/ui/tabs';
import { formatDate } from '../../../../shared/dates';
import { useMe } from '../../auth/session';
import { KoboIcon, type KoboIconName } from '../../components/kobo-icon';
import { formatNaira } from '../../../../shared/money';
import type { RecentDocument, RecentExpense } from '../../../../shared/schemas/dashboard';
import { expenseCategoryLabel } from '../../../../shared/expense-values';
import '../../components/kobo-ui.css';
import { SalesAndExpensesCard } from './sales-and-expenses';
import { useDashboard } from './use-dashboard';
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

/** Where the receivables' figures lead: the invoices customers still owe on. */
const UNPAID_INVOICES = '/dashboard/invoices?tab=unpaid';
/** Where To reimburse leads: the expense list's To reimburse tab. */
const EXPENSES_TO_REIMBURSE = '/dashboard/expenses?tab=to_reimburse';

/** A figure while the dashboard loads, once it has come, or '—' when the read failed. */
function Figure({ kobo, loading }: { kobo: number | undefined; loading: boolean }) {
  // A new text in a new box when the figures come (the line's box stays put), so their arrival moves nothing.
  return <span key={loading ? 'loading' : 'figure'}>{loading ? 'Loading...' : kobo === undefined ? '—' : formatNaira(kobo)}</span>;
}

/** One figure as a row: its name and amount, the whole row a link to the records behind it. */
function FigureRow({ label, to, kobo, loading, className }: { label: string; to: string; kobo: number | undefined; loading: boolean; className?: string }) {
  return (
    <li>
      <Link to={to} className={`kobo-dash-row${className ? ` ${className}` : ''}`}>
        <span className="kobo-dash-row-label">{label}</span>
        <span className="kobo-dash-row-value">
          <Figure kobo={kobo} loading={loading} />
        </span>
      </Link>
    </li>
  );
}

/**
 * What customers owe on sent invoices: the part not yet due (current) and the
 * part past its due date (overdue), each a link to the unpaid invoices. One line
 * per figure in every state, so the prerendered page and the app's page have the same boxes.
 */
function ReceivablesSummary() {
  const { data, loading } = useDashboard();
  const r = data?.receivables;
  return (
    <Container header={<Header variant="h2">View Your Receivables Summary</Header>}>
      <p className="kobo-dash-text">Keep an eye on current and overdue amount your customers owe you.</p>
      <ul className="kobo-dash-rows kobo-dash-recv">
        <FigureRow label="Current" to={UNPAID_INVOICES} kobo={r && r.totalKobo - r.overdueKobo} loading={loading} />
        <FigureRow label="Overdue" to={UNPAID_INVOICES} kobo={r?.overdueKobo} loading={loading} className="kobo-dash-row--overdue" />
        <FigureRow label="Total Receivables" to={UNPAID_INVOICES} kobo={r?.totalKobo} loading={loading} className="kobo-dash-row--total" />
      </ul>
    </Container>
  );
}

/** What the company owes back: reimbursable expenses its members paid and are not yet paid back for. */
function PayablesSummary() {
  const { data, loading } = useDashboard();
  return (
    <Container header={<Header variant="h2">Payables</Header>}>
      <p className="kobo-dash-text">Expenses your team paid for and are still owed back.</p>
      <ul className="kobo-dash-rows">
        <FigureRow label="To reimburse" to={EXPENSES_TO_REIMBURSE} kobo={data?.payables.toReimburseKobo} loading={loading} className="kobo-dash-row--total" />
      </ul>
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

/** /dashboard: greeting, quick actions, receivables and payables, recent transactions, and the fiscal year's sales and expenses. */
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
        <div className="kobo-dash-column">
          <ReceivablesSummary />
          <PayablesSummary />
        </div>
        <RecentTransactions />
      </div>
      <SalesAndExpensesCard />
    </div>
  );
}
