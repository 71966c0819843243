import * as z from 'zod';
import { amountKobo, calendarDate, idParam, optionalText, pageOf, pathId } from './common';
import { addDaysIso, lagosToday } from '../dates';
import {
  BUDGET_HOURS_MAX,
  MAX_ENTRY_HOURS,
  MAX_ENTRY_MINUTES,
  MAX_TASKS_PER_PROJECT,
  PROJECT_BILLING_METHODS,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_LIST_STATUSES,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  TASK_NAME_MAX,
  TIME_BILLING_STATES,
  TIME_MESSAGES,
  TIME_NOTES_MAX,
  TIME_RANGE_MAX_DAYS,
  daysBetween,
  weekStart,
} from '../time-values';

/*
 * Time tracking: projects of a customer, their tasks, time entries logged on a
 * task, and a timer kept by the server. Spec: business-records.md (Time entry:
 * project, task, hours, minutes, date, notes; minutes 0 to 59, hours at least 0;
 * 'Time entry saved'). Rates are kobo an hour; durations are whole minutes.
 */

export * from '../time-values';

const id = (required: string) => z.string({ error: required }).trim().min(1, required).max(64);
const name = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

// ---------------------------------------------------------------- projects and tasks

const taskFields = {
  name: name(TASK_NAME_MAX, TIME_MESSAGES.taskNameRequired),
  /** The task's hourly rate (used when the project bills by task). */
  rateKobo: amountKobo('the hourly rate').default(0),
  /** Whether time on the task is billable by default (an entry may say otherwise). */
  billable: z.boolean().default(true),
};

/** POST /api/projects/{id}/tasks; PUT /api/projects/{id}/tasks/{taskId} (a full replace). */
export const taskInputSchema = z.object(taskFields).strict();
export type TaskInput = z.input<typeof taskInputSchema>;

const projectFields = {
  name: name(PROJECT_NAME_MAX, TIME_MESSAGES.projectNameRequired),
  billingMethod: z.enum(PROJECT_BILLING_METHODS, { error: 'Choose how the project is billed' }).default('project'),
  /** The project's hourly rate (used when it bills by project). */
  rateKobo: amountKobo('the hourly rate').default(0),
  budgetHours: z.number({ error: 'Enter the budget in hours' }).int('Enter whole hours').min(1, 'The budget must be at least 1 hour').max(BUDGET_HOURS_MAX, `Must be at most ${BUDGET_HOURS_MAX} hours`).optional(),
  description: optionalText(PROJECT_DESCRIPTION_MAX),
};

/** POST /api/projects: the customer (fixed once created: its time is filed under it), and the first tasks if any. */
export const projectInputSchema = z
  .object({
    ...projectFields,
    customerId: id(TIME_MESSAGES.customerRequired),
    tasks: z.array(taskInputSchema).max(MAX_TASKS_PER_PROJECT, TIME_MESSAGES.tooManyTasks).optional(),
  })
  .strict();
export type ProjectInput = z.input<typeof projectInputSchema>;

/** PUT /api/projects/{id}: a full replace of the project's own fields (not its customer, not its tasks), with the version read. */
export const projectUpdateSchema = z.object({ ...projectFields, version: z.number().int().min(0).optional() }).strict();
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const taskSchema = z
  .object({
    taskId: z.string(),
    name: z.string(),
    rateKobo: z.number().int(),
    billable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type ProjectTask = z.infer<typeof taskSchema>;

export const projectSchema = z
  .object({
    projectId: z.string(),
    name: z.string(),
    customerId: z.string(),
    /** The customer's name when the project was created. */
    customerName: z.string(),
    billingMethod: z.enum(PROJECT_BILLING_METHODS),
    rateKobo: z.number().int(),
    budgetHours: z.number().int().optional(),
    description: z.string().optional(),
    status: z.enum(PROJECT_STATUSES),
    taskCount: z.number().int(),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type Project = z.infer<typeof projectSchema>;

/** One project as a read of it answers: its tasks (oldest first) and the version an edit sends back. */
export const projectDetailSchema = projectSchema.extend({ tasks: z.array(taskSchema), version: z.number().int() }).strict();
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectListQuerySchema = z
  .object({
    status: z.enum(PROJECT_LIST_STATUSES, { error: `Use one of ${PROJECT_LIST_STATUSES.join(', ')}` }).default('all'),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict();
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const projectParams = idParam;
export const taskParams = z.object({ id: pathId(), taskId: pathId() }).strict();

// ---------------------------------------------------------------- time entries

const durationFields = {
  hours: z.number({ error: 'Enter the hours' }).int(TIME_MESSAGES.hoursWhole).min(0, TIME_MESSAGES.hoursNegative).max(MAX_ENTRY_HOURS, TIME_MESSAGES.durationTooLong).default(0),
  minutes: z.number({ error: 'Enter the minutes' }).int(TIME_MESSAGES.minutesRange).min(0, TIME_MESSAGES.minutesRange).max(59, TIME_MESSAGES.minutesRange).default(0),
};

/** Hours and minutes make more than nothing and at most a day. */
function checkDuration(v: { hours: number; minutes: number }, ctx: z.RefinementCtx) {
  const total = v.hours * 60 + v.minutes;
  if (total === 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: TIME_MESSAGES.durationRequired });
  else if (total > MAX_ENTRY_MINUTES) ctx.addIssue({ code: 'custom', path: ['hours'], message: TIME_MESSAGES.durationTooLong });
}

const entryFields = {
  projectId: id(TIME_MESSAGES.projectRequired),
  taskId: id(TIME_MESSAGES.taskRequired),
  entryDate: calendarDate('Enter the date'),
  ...durationFields,
  notes: optionalText(TIME_NOTES_MAX),
  /** Left out: the task's own default. */
  billable: z.boolean().optional(),
};

/** POST /api/time-entries: the form's hours (at least 0) and minutes (0 to 59); the total is stored in minutes. */
export const timeEntryInputSchema = z.object(entryFields).strict().superRefine(checkDuration);
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;
export type TimeEntryValues = z.output<typeof timeEntryInputSchema>;

/** PUT /api/time-entries/{id}: a full replace, with the version read. */
export const timeEntryUpdateSchema = z
  .object({ ...entryFields, version: z.number().int().min(0).optional() })
  .strict()
  .superRefine(checkDuration);
export type TimeEntryUpdate = z.input<typeof timeEntryUpdateSchema>;

export const timeEntrySchema = z
  .object({
    timeEntryId: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    taskId: z.string(),
    taskName: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    entryDate: z.string(),
    /** The time spent, in whole minutes (hours = floor(/60), minutes = %60). */
    durationMinutes: z.number().int(),
    notes: z.string().optional(),
    billing: z.enum(TIME_BILLING_STATES),
    /** The invoice that bills it (when invoiced). */
    invoiceId: z.string().optional(),
    invoiceNumber: z.string().optional(),
    /** Who logged it. */
    userId: z.string(),
    userName: z.string(),
    /** When it came from the timer: when that started (server time). */
    timerStartedAt: z.string().optional(),
    /** On reads of one entry: send it back with an edit. */
    version: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type TimeEntry = z.infer<typeof timeEntrySchema>;
const listEntrySchema = timeEntrySchema.omit({ version: true });

/** One filter at most: each is its own index (project, customer, billing state). */
const entryFilters = {
  projectId: z.string().trim().min(1).max(64).optional(),
  customerId: z.string().trim().min(1).max(64).optional(),
  billing: z.enum(TIME_BILLING_STATES, { error: `Use one of ${TIME_BILLING_STATES.join(', ')}` }).optional(),
};
function oneFilter(v: { projectId?: string; customerId?: string; billing?: string }, ctx: z.RefinementCtx) {
  const set = (['projectId', 'customerId', 'billing'] as const).filter((k) => v[k] !== undefined);
  if (set.length > 1) ctx.addIssue({ code: 'custom', path: [set[1]!], message: TIME_MESSAGES.oneFilter });
}

/**
 * GET /api/time-entries: entries dated from..to (both included; at most 31 days), newest
 * date first. Without dates: this week (Monday to Sunday, Lagos); with one: the 7 days from or to it
 * (`timeRange`). No transform, so the route reads its shape (the cursor binds to the dates as sent).
 */
export const timeEntryListQuerySchema = z
  .object({
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    ...entryFilters,
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    oneFilter(v, ctx);
    if (v.from && v.to) {
      if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: TIME_MESSAGES.rangeBackwards });
      else if (daysBetween(v.from, v.to) > TIME_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: TIME_MESSAGES.rangeTooLong });
    }
  });
export type TimeEntryListQuery = z.input<typeof timeEntryListQuerySchema>;

/** The days a list covers: as sent, or this week / the 7 days from or to the one date sent. */
export function timeRange(q: { from?: string; to?: string }, today = lagosToday()): { from: string; to: string } {
  const from = q.from ?? (q.to ? addDaysIso(q.to, -6) : weekStart(today));
  return { from, to: q.to ?? addDaysIso(from, 6) };
}

export const timeEntryPageSchema = pageOf(listEntrySchema);
export type TimeEntryPage = z.infer<typeof timeEntryPageSchema>;

/**
 * GET /api/customers/{id}/time-entries: one customer's time, every date, newest first;
 * with `billing`, only that state (the invoice form asks for the unbilled). One key range
 * of one index either way.
 */
export const customerTimeQuerySchema = z
  .object({
    billing: entryFilters.billing,
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict();
export type CustomerTimeQuery = z.input<typeof customerTimeQuerySchema>;

/** Each entry with the hourly rate it bills at today (its project's, or its task's when the project bills by task), in kobo. */
export const customerTimePageSchema = pageOf(listEntrySchema.extend({ rateKobo: z.number().int() }));
export type CustomerTimePage = z.infer<typeof customerTimePageSchema>;
export type RatedTimeEntry = CustomerTimePage['items'][number];

/** GET /api/time-entries/week: the Monday-to-Sunday week of `date` (default today, Lagos), optionally one filter. */
export const timeWeekQuerySchema = z
  .object({ date: calendarDate().optional(), ...entryFilters })
  .strict()
  .superRefine(oneFilter);
export type TimeWeekQuery = z.input<typeof timeWeekQuerySchema>;

/** The week's entries (oldest date first), with totals per day (all 7) and per project, in minutes. */
export const timeWeekSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    entries: z.array(listEntrySchema),
    days: z.array(z.object({ date: z.string(), minutes: z.number().int(), billableMinutes: z.number().int() }).strict()),
    projects: z.array(z.object({ projectId: z.string(), projectName: z.string(), customerName: z.string(), minutes: z.number().int(), billableMinutes: z.number().int() }).strict()),
    totalMinutes: z.number().int(),
    billableMinutes: z.number().int(),
  })
  .strict();
export type TimeWeek = z.infer<typeof timeWeekSchema>;

export const timeEntryParams = idParam;

// ---------------------------------------------------------------- the timer

/** POST /api/timer/start: what the running time is for. */
export const timerStartSchema = z
  .object({ projectId: entryFields.projectId, taskId: entryFields.taskId, notes: entryFields.notes, billable: entryFields.billable })
  .strict();
export type TimerStart = z.input<typeof timerStartSchema>;

export const timerSchema = z
  .object({
    projectId: z.string(),
    projectName: z.string(),
    taskId: z.string(),
    taskName: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    notes: z.string().optional(),
    billable: z.boolean(),
    /** Server time: the client shows now - startedAt from the `now` it is sent, never its own clock. */
    startedAt: z.string(),
  })
  .strict();
export type Timer = z.infer<typeof timerSchema>;

/** GET /api/timer: the caller's running timer, or null; and the server's time. */
export const currentTimerSchema = z.object({ timer: timerSchema.nullable(), now: z.string() }).strict();
export type CurrentTimer = z.infer<typeof currentTimerSchema>;
