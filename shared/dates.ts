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
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Lagos day and minute of an ISO time, or null when it is none. */
function lagosParts(iso: string): { day: string; hours: number; minutes: number } | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const lagos = new Date(t + LAGOS_OFFSET_MS);
  return { day: lagos.toISOString().slice(0, 10), hours: lagos.getUTCHours(), minutes: lagos.getUTCMinutes() };
}

/**
 * The one date formatter: every date the product shows (app, reports on screen and in PDF, PDFs,
 * e-mails, public pages) is written by it, as the spec's 'MMM dd, yyyy': 'Dec 07, 2026'. It takes
 * a yyyy-MM-dd day as it is, and an ISO time as the Lagos day it falls on; anything else comes back
 * as it was, and nothing as ''. CSV files keep yyyy-MM-dd. By hand: every function's write check
 * uses it, and date-fns' format would add its locale (17 KB) to every bundle.
 */
export function formatDate(value: string | undefined | null): string {
  if (!value) return '';
  const day = CALENDAR_DAY.test(value) ? value : lagosParts(value)?.day;
  const m = day ? CALENDAR_DAY.exec(day) : null;
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${m[3]}, ${m[1]}` : value;
}

/** An ISO time with its minute, in Lagos: 'Dec 07, 2026, 2:05 PM' (the day by formatDate). */
export function formatDateTime(value: string | undefined | null): string {
  if (!value) return '';
  const t = lagosParts(value);
  if (!t) return value;
  const hour = t.hours % 12 === 0 ? 12 : t.hours % 12;
  return `${formatDate(t.day)}, ${hour}:${String(t.minutes).padStart(2, '0')} ${t.hours < 12 ? 'AM' : 'PM'}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A yyyy-MM-dd day's weekday, 'Monday' ('Mon' when short): a name beside a date, not a date. */
export function weekdayName(day: string, short = false): string {
  const name = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';
  return short ? name.slice(0, 3) : name;
}

/** A period of days: 'Dec 01, 2026 – Dec 31, 2026', or the one day. */
export function formatPeriod(p: { from: string; to: string }): string {
  return p.from === p.to ? formatDate(p.from) : `${formatDate(p.from)} – ${formatDate(p.to)}`;
}
