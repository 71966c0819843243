import { endOfMonth, endOfQuarter, endOfYear, format, startOfMonth, startOfQuarter, startOfYear, subMonths, subQuarters, subYears } from 'date-fns';

/** The periods a statement is usually asked for (Zoho's list), as yyyy-MM-dd days from `today` (Lagos). */
export const STATEMENT_PERIODS = ['this_month', 'last_month', 'this_quarter', 'last_quarter', 'this_year', 'last_year', 'custom'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

export const PERIOD_LABELS: Record<StatementPeriod, string> = {
  this_month: 'This Month',
  last_month: 'Last Month',
  this_quarter: 'This Quarter',
  last_quarter: 'Last Quarter',
  this_year: 'This Year',
  last_year: 'Last Year',
  custom: 'Custom',
};

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/** The first and last day of a named period around `today`; null for custom. */
export function periodRange(period: StatementPeriod, today: string): { from: string; to: string } | null {
  const t = new Date(`${today}T12:00:00`);
  const range = (start: Date, end: Date) => ({ from: day(start), to: day(end) });
  switch (period) {
    case 'this_month':
      return range(startOfMonth(t), endOfMonth(t));
    case 'last_month':
      return range(startOfMonth(subMonths(t, 1)), endOfMonth(subMonths(t, 1)));
    case 'this_quarter':
      return range(startOfQuarter(t), endOfQuarter(t));
    case 'last_quarter':
      return range(startOfQuarter(subQuarters(t, 1)), endOfQuarter(subQuarters(t, 1)));
    case 'this_year':
      return range(startOfYear(t), endOfYear(t));
    case 'last_year':
      return range(startOfYear(subYears(t, 1)), endOfYear(subYears(t, 1)));
    case 'custom':
      return null;
  }
}
