import { formatQuantity } from './money';

/*
 * The time-tracking values both sides show, without zod (shared/schemas/time.ts builds its
 * schemas from these): the pages import them without putting zod on a first visit.
 * Spec: business-records.md (Time entry: project, task, hours, minutes, date, notes;
 * minutes 0 to 59, hours at least 0; 'Time entry saved').
 */

/** How a project is billed: one hourly rate for the whole project, or each task's own rate. */
export const PROJECT_BILLING_METHODS = ['project', 'task'] as const;
export type ProjectBillingMethod = (typeof PROJECT_BILLING_METHODS)[number];
export const PROJECT_BILLING_LABELS: Record<ProjectBillingMethod, string> = { project: 'Project hourly rate', task: 'Task hourly rate' };

export const PROJECT_STATUSES = ['active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** The project list's filter: every one, or one status (each a key range). */
export const PROJECT_LIST_STATUSES = ['all', ...PROJECT_STATUSES] as const;
export type ProjectListStatus = (typeof PROJECT_LIST_STATUSES)[number];

/**
 * Where a time entry stands with the customer: not billable; billable and not yet on an invoice
 * (unbilled); on an invoice (invoiced, set by the invoice's transaction when billing exists).
 */
export const TIME_BILLING_STATES = ['not_billable', 'unbilled', 'invoiced'] as const;
export type TimeBilling = (typeof TIME_BILLING_STATES)[number];
export const TIME_BILLING_LABELS: Record<TimeBilling, string> = { not_billable: 'Not billable', unbilled: 'Unbilled', invoiced: 'Invoiced' };

/** One entry is at most a day's time (24 hours), in whole minutes. */
export const MAX_ENTRY_MINUTES = 24 * 60;
export const MAX_ENTRY_HOURS = 24;
/** A list of entries covers at most this many days (from, to): one bounded key range. */
export const TIME_RANGE_MAX_DAYS = 31;
/** The week view reads at most this many entries (see functions/entities/time.ts). */
export const WEEK_MAX_ENTRIES = 1000;
/** A project's tasks are read with it in one Query and deleted with it in one transaction. */
export const MAX_TASKS_PER_PROJECT = 50;
export const PROJECT_NAME_MAX = 100;
export const TASK_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 500;
export const TIME_NOTES_MAX = 500;
export const BUDGET_HOURS_MAX = 100_000;

export const TIME_MESSAGES = {
  saved: 'Time entry saved',
  deleted: 'Time entry deleted',
  projectCreated: 'Project created',
  projectSaved: 'Project saved',
  projectDeleted: 'Project deleted',
  projectNameRequired: 'Enter the project name',
  taskNameRequired: 'Enter the task name',
  customerRequired: 'Choose the customer',
  foreignCustomer: 'Choose one of your customers',
  projectRequired: 'Choose a project',
  taskRequired: 'Choose a task',
  foreignProject: 'Choose one of your projects',
  foreignTask: 'Choose a task of this project',
  projectArchived: 'This project is archived: reactivate it to log time on it',
  hoursNegative: 'Hours cannot be negative',
  hoursWhole: 'Enter whole hours',
  minutesRange: 'Minutes must be between 0 and 59',
  durationRequired: 'Enter the time spent',
  durationTooLong: `A time entry is at most ${MAX_ENTRY_HOURS} hours`,
  projectHasTime: 'This project has time logged: archive it instead',
  taskHasTime: 'This task has time logged: it cannot be deleted',
  tooManyTasks: `A project has at most ${MAX_TASKS_PER_PROJECT} tasks`,
  invoicedLocked: 'This time entry is on an invoice: remove it from the invoice first',
  timerRunning: 'A timer is already running: stop it first',
  noTimer: 'No timer is running',
  rangeBackwards: 'The end date cannot be before the start date',
  rangeTooLong: `Choose at most ${TIME_RANGE_MAX_DAYS} days`,
  oneFilter: 'Filter by one of project, customer or billing state',
  weekTooBig: `This week has more than ${WEEK_MAX_ENTRIES} time entries: filter it by project or customer`,
} as const;

/** The Monday (yyyy-MM-dd) of the Monday-to-Sunday week a yyyy-MM-dd day is in. */
export function weekStart(day: string): string {
  const t = new Date(`${day}T12:00:00Z`);
  const back = (t.getUTCDay() + 6) % 7;
  return new Date(t.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (yyyy-MM-dd), counting both: 2026-11-23 to 2026-11-29 is 7. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Whole minutes as people read them: "2h 45m", "45m", "0m". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/**
 * Minutes as hours to 3 decimals, the quantity of a line of time (90 -> 1.5, 20 -> 0.333): what
 * Sales by Item adds up. The line's amount is from its minutes (shared/documents/totals.ts), never
 * from this figure, and screens and PDFs show the minutes (`lineQuantityText`).
 */
export const billedHours = (minutes: number) => Math.round((minutes * 1000) / 60) / 1000;

/** A line's quantity as every screen and PDF shows it: a line of time its hours and minutes ("1h 30m"), any other its quantity and unit ("2.5 hrs"). */
export function lineQuantityText(l: { quantity: number; unit?: string; minutes?: number }): string {
  return l.minutes ? formatMinutes(l.minutes) : `${formatQuantity(l.quantity)} ${l.unit ?? 'pcs'}`;
}
