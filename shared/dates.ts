import { addDays, endOfMonth, format } from 'date-fns';

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
  return format(addDays(new Date(`${day}T12:00:00Z`), days), 'yyyy-MM-dd');
}

/** The first and last day of the month a yyyy-MM-dd day is in. */
export function monthOf(day: string): { first: string; last: string } {
  return { first: `${day.slice(0, 7)}-01`, last: format(endOfMonth(new Date(`${day}T12:00:00`)), 'yyyy-MM-dd') };
}
