import { Link } from 'react-router-dom';
import { format, isValid, parseISO } from 'date-fns';
import { formatDate, formatPeriod } from '../../../../shared/dates';
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import { BarChart, type BarPoint } from '../../components/bar-chart';
import { formatNaira } from '../../../../shared/money';
import type { SalesAndExpenses } from '../../../../shared/schemas/dashboard';
import { useDashboard, type FiscalYear } from './use-dashboard';

const YEARS: readonly { year: FiscalYear; label: string; to: string }[] = [
  { year: 'this', label: 'This Fiscal Year', to: '/dashboard' },
  { year: 'last', label: 'Last Fiscal Year', to: '/dashboard?year=last' },
];

/** The report period each year's figures open (the reports' `?period=`). */
const REPORT_PERIOD: Record<FiscalYear, string> = { this: 'this_year', last: 'last_year' };
const reportHref = (report: string, year: FiscalYear) => `/dashboard/reports/${report}?period=${REPORT_PERIOD[year]}`;

type FigureKey = 'salesKobo' | 'paymentsKobo' | 'salesReceiptsKobo' | 'expensesKobo';

/**
 * Each figure and the page it opens, where the same amount is the total: a report for the year,
 * or the Sales Receipts list of the year's dates (no report lists sales receipts alone). Money
 * received is two figures, payments and sales receipts, so each opens a page that adds up to it.
 */
const FIGURES: readonly { key: FigureKey; label: string; href: (year: FiscalYear, figures: SalesAndExpenses | undefined) => string }[] = [
  { key: 'salesKobo', label: 'Sales', href: (year) => reportHref('sales-by-customer', year) },
  { key: 'paymentsKobo', label: 'Payments received', href: (year) => reportHref('payments-received', year) },
  {
    key: 'salesReceiptsKobo',
    label: 'Sales receipts',
    href: (_year, figures) => (figures ? `/dashboard/sales-receipts?${new URLSearchParams({ dateFrom: figures.from, dateTo: figures.to })}` : '/dashboard/sales-receipts'),
  },
  { key: 'expensesKobo', label: 'Expenses', href: (year) => reportHref('expenses-by-category', year) },
];

/** The chart's bars: sales and expenses (money received is in the figures and the table). */
const BARS = [
  { id: 'salesKobo', label: 'Sales' },
  { id: 'expensesKobo', label: 'Expenses' },
] as const;

/** 'yyyy-MM' as the month's name ('Dec', 'December 2026'): a month, not a date (dates go through formatDate). */
const month = (value: string, pattern: string) => {
  const date = parseISO(`${value}-01`);
  return isValid(date) ? format(date, pattern) : value;
};

/**
 * The choice of fiscal year: two links (the page's URL keeps it, so a reload, a shared link and
 * Back keep it; before the app runs they are plain links to the same page), shaped like a
 * segmented control, the chosen one marked as the current page's (before the app, by the page's
 * inline script: `data-kobo-choices`).
 */
function YearPicker({ year }: { year: FiscalYear }) {
  return (
    <div role="group" aria-label="Fiscal year" className="kobo-dash-years" data-kobo-choices="">
      {YEARS.map((y) => (
        <Link key={y.year} to={y.to} className="kobo-dash-year" aria-current={y.year === year ? 'page' : undefined}>
          {y.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * The fiscal year month by month, sales and expenses as bars on an axis of round amounts (the
 * shared bar chart: CSS alone, the dashboard paints before the app), hidden from screen readers,
 * which read the same numbers from the table after it. Before the figures come it keeps its
 * height (an empty axis), so their arrival moves nothing below it.
 */
function MonthlyChart({ figures }: { figures: SalesAndExpenses | undefined }) {
  const points: BarPoint[] = (figures?.months ?? []).map((m) => ({
    key: m.month,
    label: month(m.month, 'MMM'),
    title: month(m.month, 'MMMM yyyy'),
    values: { salesKobo: m.salesKobo, expensesKobo: m.expensesKobo },
  }));
  return <BarChart series={BARS} points={points} loading={figures === undefined} emptyText="No sales or expenses in this fiscal year" className="kobo-dash-chart" pointClassName="kobo-dash-chart-month" />;
}

/** The chart's numbers for screen readers: a table, visually hidden. */
function MonthlyTable({ figures }: { figures: SalesAndExpenses }) {
  return (
    <div className="kobo-ui-sr-only">
      <table>
        <caption>
          Sales, money received and expenses by month, {formatDate(figures.from)} to {formatDate(figures.to)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {FIGURES.map((f) => (
              <th key={f.key} scope="col">
                {f.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{month(m.month, 'MMMM yyyy')}</th>
              {FIGURES.map((f) => (
                <td key={f.key}>{formatNaira(m[f.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Sales & Expenses: the chosen fiscal year's sales, payments received, sales receipts and
 * expenses, each a link to the page of that year whose total it is, and the year month by month. One box per figure in every state, so the
 * prerendered page and the app's page have the same boxes.
 */
export function SalesAndExpensesCard() {
  const { year, salesAndExpenses: figures, yearLoading: loading } = useDashboard();
  return (
    <Container header={<Header variant="h2" actions={<YearPicker year={year} />}>Sales &amp; Expenses</Header>}>
      <p className="kobo-dash-text kobo-dash-period">{figures ? formatPeriod(figures) : '\u00a0'}</p>
      <ul className="kobo-dash-figures">
        {FIGURES.map((f) => (
          <li key={f.key}>
            <Link to={f.href(year, loading ? undefined : figures)} className="kobo-dash-figure">
              <span className="kobo-dash-figure-label">{f.label}</span>
              {/* A new text in a new box when the figures come, so their arrival moves nothing. */}
              <span key={loading ? 'loading' : 'figure'} className="kobo-dash-figure-value">
                {loading ? 'Loading...' : figures ? formatNaira(figures[f.key]) : '—'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <MonthlyChart figures={loading ? undefined : figures} />
      {!loading && figures && <MonthlyTable figures={figures} />}
    </Container>
  );
}
