import { REPORT_PERIODS, resolvePeriod, type PeriodKey } from '../../../../../shared/reports/periods';

/**
 * The periods a statement is usually asked for (Zoho's list), as yyyy-MM-dd days from `today`
 * (Lagos): the reports' periods (shared/reports/periods.ts) on the calendar year, as a
 * customer's statement is read.
 */
export const STATEMENT_PERIODS = REPORT_PERIODS;
export type StatementPeriod = PeriodKey;

export const PERIOD_LABELS: Record<StatementPeriod, string> = {
  this_month: 'This Month',
  last_month: 'Last Month',
  this_quarter: 'This Quarter',
  last_quarter: 'Last Quarter',
  this_year: 'This Year',
  last_year: 'Last Year',
  custom: 'Custom',
};

/** The first and last day of a named period around `today` (calendar quarters and years); null for custom. */
export function periodRange(period: StatementPeriod, today: string): { from: string; to: string } | null {
  if (period === 'custom') return null;
  const { from, to } = resolvePeriod(period, today, 1);
  return { from, to };
}
