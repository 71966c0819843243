import { addDays, addMonths, addYears, differenceInCalendarDays, differenceInCalendarMonths, formatISO, parseISO } from 'date-fns';

/*
 * Recurring expenses (rent, subscriptions, salaries): the values both sides show and the
 * schedule's arithmetic, without zod (shared/schemas/recurring-expense.ts builds its
 * schemas from these; the pages import them without putting zod on a first visit).
 *
 * A profile's k-th date (k = 0, 1, 2 ...) is always counted from its start date, never
 * from the date before it: monthly from the 31st is Jan 31, Feb 28 (29 in a leap year),
 * Mar 31, Apr 30 ... (the month's last day when it has no 31st, and back to the 31st
 * after); yearly from Feb 29 is Feb 28 in the years between leap years and Feb 29 again
 * in the next one. date-fns's addMonths / addYears clamp to the month's end, which is
 * that rule. Days are Lagos calendar days, yyyy-MM-dd (shared/dates.ts).
 */

export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export const RECURRING_FREQUENCY_LABELS: Record<RecurringFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' };

/** active: makes its expenses; paused: makes none until resumed; ended: its end date has passed (an edit of the end date may start it again). */
export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
export const RECURRING_STATUS_LABELS: Record<RecurringStatus, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' };

/** How many periods one run of the job makes for one profile at most (the next run goes on from there). */
export const RECURRING_CATCH_UP_MAX = 12;
/** How far back a start date may be, in days: what a profile made at once for the past stays small. */
export const RECURRING_START_BACK_DAYS = 366;

export const RECURRING_MESSAGES = {
  added: 'Recurring expense added',
  saved: 'Recurring expense saved',
  deleted: 'Recurring expense deleted',
  paused: 'Recurring expense paused',
  resumed: 'Recurring expense resumed',
  nameRequired: 'Enter a name',
  frequencyRequired: 'Choose how often',
  startRequired: 'Enter the start date',
  endBeforeStart: 'The end date cannot be before the start date',
  startTooEarly: `The start date can be at most ${RECURRING_START_BACK_DAYS} days ago`,
  notPaused: 'Only a paused recurring expense can be resumed',
  notActive: 'Only an active recurring expense can be paused',
  editConflict: 'This recurring expense was changed by someone else. Reload and try again.',
} as const;

// formatISO rather than format: the same yyyy-MM-dd without format's locale in every bundle.
const day = (d: Date) => formatISO(d, { representation: 'date' });

/** The k-th date of a schedule (k = 0 is the start date itself). */
export function occurrenceDate(startDate: string, frequency: RecurringFrequency, k: number): string {
  const start = parseISO(startDate);
  switch (frequency) {
    case 'weekly':
      return day(addDays(start, 7 * k));
    case 'monthly':
      return day(addMonths(start, k));
    case 'quarterly':
      return day(addMonths(start, 3 * k));
    case 'yearly':
      return day(addYears(start, k));
  }
}

/** The first k (at least `fromIndex`) whose date is on or after `onOrAfter`, and that date. */
export function firstOccurrenceFrom(startDate: string, frequency: RecurringFrequency, onOrAfter: string, fromIndex = 0): { index: number; date: string } {
  // A guess from the calendar, then a step or two to the exact index.
  const start = parseISO(startDate);
  const target = parseISO(onOrAfter);
  const guess =
    frequency === 'weekly'
      ? Math.floor(differenceInCalendarDays(target, start) / 7)
      : Math.floor(differenceInCalendarMonths(target, start) / (frequency === 'monthly' ? 1 : frequency === 'quarterly' ? 3 : 12));
  let k = Math.max(fromIndex, guess - 1);
  while (k > fromIndex && occurrenceDate(startDate, frequency, k - 1) >= onOrAfter) k--;
  while (occurrenceDate(startDate, frequency, k) < onOrAfter) k++;
  return { index: k, date: occurrenceDate(startDate, frequency, k) };
}
