import { addDays, endOfMonth, formatISO } from 'date-fns';

/**
 * Dates the product shows and stores are calendar days in Lagos (WAT, UTC+1 all
 * year, no daylight saving), written yyyy-MM-dd.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** Today in Lagos: 23:30 UTC is already tomorrow there. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd day plus some days. */
export function addDaysIso(day: string, days: number): string {
  return formatISO(addDays(new Date(`${day}T12:00:00Z`), days), { representation: 'date' });
}

/** The first and last day of the month a yyyy-MM-dd day is in. */
export function monthOf(day: string): { first: string; last: string } {
  return { first: `${day.slice(0, 7)}-01`, last: formatISO(endOfMonth(new Date(`${day}T12:00:00`)), { representation: 'date' }) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A yyyy-MM-dd day as the product writes it in a sentence: 'Dec 29, 2026' (the spec's MMM dd, yyyy,
 * as formatDay shows it on screen). By hand: every function's write check uses it, and date-fns'
 * format would add its locale (17 KB) to every bundle.
 */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${d}, ${y}`;
}
