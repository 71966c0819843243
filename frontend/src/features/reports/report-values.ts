import { REPORT_PERIODS, type PeriodKey } from '../../../../shared/reports/periods';
import type { ReportDrill } from '../../../../shared/schemas/report';

/**
 * How the report page reads its URL and shows a report's cells: the period in the URL
 * (?period=&from=&to=), a cell in its column's kind, the totals row, the rows under their
 * sections and a row's links to its list pages. The CSV export (export-report.ts) writes
 * the same cells.
 */

/** The period the page's URL asks for: `query` is what the API is asked (nothing at all for this month, the default). */
export interface UrlPeriod {
  period: PeriodKey;
  from: string;
  to: string;
  query: { period?: PeriodKey; from?: string; to?: string };
}

export function periodFromUrl(params: URLSearchParams): UrlPeriod {
  const asked = params.get('period') ?? '';
  const period: PeriodKey = (REPORT_PERIODS as readonly string[]).includes(asked) ? (asked as PeriodKey) : 'this_month';
  if (period !== 'custom') return { period, from: '', to: '', query: period === 'this_month' ? {} : { period } };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { period, from, to, query: { period, ...(from ? { from } : {}), ...(to ? { to } : {}) } };
}

/** The URL's query for a period (the dates only with a custom one; this month, the default, is no query). */
export function periodToUrl(p: { period: PeriodKey; from?: string; to?: string }): URLSearchParams {
  const next = new URLSearchParams();
  if (p.period === 'this_month') return next;
  next.set('period', p.period);
  if (p.period === 'custom') {
    if (p.from) next.set('from', p.from);
    if (p.to) next.set('to', p.to);
  }
  return next;
}

// The cells as the page, the PDF and the CSV print them (shared, so the PDF prints the page's text).
export { cellText, isNumeric, sectionsOf, totalsCells } from '../../../../shared/reports/cells';

export const DRILL_LABELS: Record<ReportDrill['list'], string> = {
  invoices: 'Invoices',
  'sales-receipts': 'Sales receipts',
  payments: 'Payments',
  expenses: 'Expenses',
  invoice: 'Invoice',
  item: 'Item',
  project: 'Project',
};

/** The page of the one record a drill names. */
const RECORD_PAGES: Partial<Record<ReportDrill['list'], string>> = { invoice: '/dashboard/invoices', item: '/dashboard/items', project: '/dashboard/time-tracking/projects' };

/** A row's list page with its filters as that page's own URL parameters (each list reads them from its URL). */
export function drillHref(d: ReportDrill): string {
  const record = RECORD_PAGES[d.list];
  if (record) return `${record}/${encodeURIComponent(d.filters.id ?? '')}`;
  const query = new URLSearchParams(d.filters).toString();
  return `/dashboard/${d.list}${query ? `?${query}` : ''}`;
}
