import { addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { formatPeriod } from '../dates';
import { addDaysIso } from '../dates';

/*
 * A report's period and an invoice's age, in Lagos calendar days (yyyy-MM-dd,
 * from lagosToday()). Quarters are the fiscal year's: with a year starting in
 * April, the first quarter is April to June.
 */

export const REPORT_PERIODS = ['this_month', 'last_month', 'this_quarter', 'last_quarter', 'this_year', 'last_year', 'custom'] as const;
export type PeriodKey = (typeof REPORT_PERIODS)[number];

export const PERIOD_LABELS: Record<PeriodKey, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  last_quarter: 'Last quarter',
  this_year: 'This fiscal year',
  last_year: 'Last fiscal year',
  custom: 'Custom',
};

/** The longest custom period, in days (five years). */
export const CUSTOM_PERIOD_MAX_DAYS = 5 * 366;

export interface Period {
  key: PeriodKey;
  from: string;
  to: string;
}

const day = (d: Date) => format(d, 'yyyy-MM-dd');
const firstOfMonth = (year: number, month0: number) => new Date(year, month0, 1, 12);
const lastDayBefore = (d: Date) => addDaysIso(day(d), -1);

/** The first day of the fiscal year that `today` is in (the year starts on the 1st of `startMonth`, 1-12). */
export function fiscalYearStart(today: string, startMonth = 1): string {
  const t = parseISO(today);
  const y = t.getMonth() + 1 >= startMonth ? t.getFullYear() : t.getFullYear() - 1;
  return day(firstOfMonth(y, startMonth - 1));
}

function span(first: Date, months: number): { from: string; to: string } {
  return { from: day(first), to: lastDayBefore(addMonths(first, months)) };
}

/** The days a named period covers on `today`; `custom` takes `from` and `to` as given (checked by the query schema). */
export function resolvePeriod(key: PeriodKey, today: string, startMonth = 1, custom?: { from: string; to: string }): Period {
  const t = parseISO(today);
  const month = firstOfMonth(t.getFullYear(), t.getMonth());
  const year = parseISO(fiscalYearStart(today, startMonth));
  const quarter = addMonths(year, Math.floor((t.getFullYear() * 12 + t.getMonth() - (year.getFullYear() * 12 + year.getMonth())) / 3) * 3);
  switch (key) {
    case 'this_month':
      return { key, ...span(month, 1) };
    case 'last_month':
      return { key, ...span(addMonths(month, -1), 1) };
    case 'this_quarter':
      return { key, ...span(quarter, 3) };
    case 'last_quarter':
      return { key, ...span(addMonths(quarter, -3), 3) };
    case 'this_year':
      return { key, ...span(year, 12) };
    case 'last_year':
      return { key, ...span(addMonths(year, -12), 12) };
    case 'custom':
      if (!custom) throw new Error('A custom period needs from and to');
      return { key, from: custom.from, to: custom.to };
  }
}

/** "Nov 01, 2026 – Nov 30, 2026": the period in the product's one date format. */
export const periodLabel = formatPeriod;

/** The months a period touches, whole or in part: the report reads whole months at month grain and the rest by day. */
export function periodParts(p: { from: string; to: string }): { months: [string, string] | null; days: [string, string][] } {
  const monthEnd = (m: string) => lastDayBefore(addMonths(parseISO(`${m}-01`), 1));
  const fromMonth = p.from.slice(0, 7);
  const toMonth = p.to.slice(0, 7);
  const firstWhole = p.from.endsWith('-01') ? fromMonth : day(addMonths(parseISO(`${fromMonth}-01`), 1)).slice(0, 7);
  const lastWhole = p.to === monthEnd(toMonth) ? toMonth : day(addMonths(parseISO(`${toMonth}-01`), -1)).slice(0, 7);
  if (firstWhole > lastWhole) return { months: null, days: [[p.from, p.to]] };
  const days: [string, string][] = [];
  if (firstWhole !== fromMonth) days.push([p.from, monthEnd(fromMonth)]);
  if (lastWhole !== toMonth) days.push([`${toMonth}-01`, p.to]);
  return { months: [firstWhole, lastWhole], days };
}

// ---------------------------------------------------------------- aging

export const AGING_BUCKETS = ['current', 'd1_15', 'd16_30', 'd31_45', 'over45'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  d1_15: '1-15 days',
  d16_30: '16-30 days',
  d31_45: '31-45 days',
  over45: 'Over 45 days',
};

/** Days past due on `today` (0 or less: not yet due; an invoice due today is current). */
export const daysPastDue = (dueDate: string, today: string) => differenceInCalendarDays(parseISO(today), parseISO(dueDate));

export function agingBucket(dueDate: string, today: string): AgingBucket {
  const d = daysPastDue(dueDate, today);
  if (d <= 0) return 'current';
  if (d <= 15) return 'd1_15';
  if (d <= 30) return 'd16_30';
  if (d <= 45) return 'd31_45';
  return 'over45';
}
