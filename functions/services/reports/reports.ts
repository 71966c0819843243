import { lagosToday } from '../../../shared/dates';
import { REPORTS, type ReportId } from '../../../shared/reports/catalog';
import { periodLabel, periodParts, resolvePeriod, type Period } from '../../../shared/reports/periods';
import { reportQuerySchema, type Report, type ReportColumn, type ReportRow } from '../../../shared/schemas/report';
import { db } from '../../entities/table';
import { readTallyByMonth, type Facts } from './tally';
import type { Built, Context } from './report-kit';
import { salesByCustomer, salesByItem, salesByPerson, timeByProject, expensesByCategory } from './sales-reports';
import { customerBalance, agingSummary, agingDetails, paymentsReceived, whtCredits } from './receivables-reports';
import { profitAndLoss, vatSummary } from './accounts-reports';

/*
 * The reports: one engine, many kinds. Each report is a function from the
 * period's tallies (tally.ts, kept by the records' own transactions) to a
 * table of columns, rows and a totals row; names come from one batch read of
 * the customers or items a report shows. No report reads the records.
 */

const BUILDERS: Record<ReportId, (c: Context) => Promise<Built>> = {
  'sales-by-customer': salesByCustomer,
  'sales-by-item': salesByItem,
  'sales-by-person': salesByPerson,
  'customer-balance': customerBalance,
  'aging-summary': agingSummary,
  'aging-details': agingDetails,
  'time-by-project': timeByProject,
  'payments-received': paymentsReceived,
  'wht-credits': whtCredits,
  'expenses-by-category': expensesByCategory,
  'vat-summary': vatSummary,
  'profit-and-loss': profitAndLoss('accrual'),
  'profit-and-loss-cash': profitAndLoss('cash'),
};

/** Sums every number column over the rows (the totals row), with its label in the first column. */
function summed(columns: ReportColumn[], rows: ReportRow[], given?: Record<string, string | number>): Record<string, string | number> {
  if (given) return given;
  const totals: Record<string, string | number> = { [columns[0]!.id]: 'Total' };
  for (const col of columns) {
    if (col.kind !== 'money' && col.kind !== 'count') continue;
    totals[col.id] = rows.reduce((s, r) => s + (typeof r.cells[col.id] === 'number' ? (r.cells[col.id] as number) : 0), 0);
  }
  return totals;
}

/** The company's fiscal year's first month (Settings › Organization; January unless set). */
export async function fiscalStartMonth(companyId: string): Promise<number> {
  const { data } = await db().entities.company.get({ companyId }).go({ attributes: ['fiscalYearStartMonth'] });
  return data?.fiscalYearStartMonth ?? 1;
}

export async function getReport(companyId: string, id: ReportId, query: unknown): Promise<Report> {
  const q = reportQuerySchema.parse(query);
  const start = await fiscalStartMonth(companyId);
  const asOfToday = REPORTS[id].asOfToday === true;
  const today = lagosToday();
  const period: Period = asOfToday ? { key: q.period, from: today, to: today } : resolvePeriod(q.period, today, start, q.from && q.to ? { from: q.from, to: q.to } : undefined);
  const built = await BUILDERS[id]({ companyId, period, parts: periodParts(period) });
  return {
    id,
    title: REPORTS[id].title,
    period: { ...period, label: asOfToday ? `As of ${periodLabel(period)}` : periodLabel(period) },
    asOfToday,
    fiscalYearStartMonth: start,
    columns: built.columns,
    rows: built.rows,
    totals: summed(built.columns, built.rows, built.totals),
    notes: built.notes ?? [],
    ...(built.chart && built.chart.points.length ? { chart: built.chart } : {}),
  };
}

/** The fiscal year's figures month by month for the dashboard (the same tallies as the reports). */
export async function yearFigures(companyId: string, year: 'this' | 'last') {
  const start = await fiscalStartMonth(companyId);
  const period = resolvePeriod(year === 'this' ? 'this_year' : 'last_year', lagosToday(), start);
  const byMonth = await readTallyByMonth(companyId, 'totals', periodParts(period));
  const months: { month: string; salesKobo: number; paymentsKobo: number; salesReceiptsKobo: number; expensesKobo: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(Number(period.from.slice(0, 4)), Number(period.from.slice(5, 7)) - 1 + i, 1));
    const month = d.toISOString().slice(0, 7);
    const f: Facts = byMonth.get(month) ?? {};
    const g = (n: string) => f[n] ?? 0;
    months.push({ month, salesKobo: g('s:inv:t') + g('s:sr:t'), paymentsKobo: g('r:pay:r'), salesReceiptsKobo: g('s:sr:t'), expensesKobo: g('e:all:a') });
  }
  const sum = (k: 'salesKobo' | 'paymentsKobo' | 'salesReceiptsKobo' | 'expensesKobo') => months.reduce((s, m) => s + m[k], 0);
  return { year, from: period.from, to: period.to, salesKobo: sum('salesKobo'), paymentsKobo: sum('paymentsKobo'), salesReceiptsKobo: sum('salesReceiptsKobo'), expensesKobo: sum('expensesKobo'), months };
}
