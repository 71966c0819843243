import { addDaysIso, lagosToday } from '../../shared/dates';

/**
 * A day relative to today in Lagos, yyyy-MM-dd. Tests pass on any date: a date whose meaning
 * depends on today (a quote not yet expired, an invoice not yet due, this month's report) is
 * written relative to it, never as a calendar date that a later run would find in the past.
 */
export function day(offset: number): string {
  return addDaysIso(lagosToday(), offset);
}
