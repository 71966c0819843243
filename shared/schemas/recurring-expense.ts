import * as z from 'zod';
import { calendarDate, idParam, pageOf } from './common';
import { EXPENSE_BILLING_STATES, EXPENSE_REIMBURSEMENT_STATES, expenseFields, expenseRules } from './expense';
import { RECURRING_FREQUENCIES, RECURRING_MESSAGES, RECURRING_STATUSES } from '../recurring-values';

/*
 * Recurring expenses: a profile (rent, a subscription, salaries) that makes an expense
 * on each of its dates, from its start date to its end date if it has one. Its expense
 * fields are the expense's own (expenseFields: the same rules and messages); the
 * schedule is shared/recurring-values.ts. Amounts are kobo.
 */

export * from '../recurring-values';
export { EXPENSE_MESSAGES } from './expense';

export const RECURRING_NAME_MAX = 100;

// Every field an expense has but its date (each made expense is dated its period's day) and its receipt (a receipt is one expense's).
const { expenseDate: _date, receipt: _receipt, ...profileExpenseFields } = expenseFields;

const profileFields = {
  name: z.string({ error: RECURRING_MESSAGES.nameRequired }).trim().min(1, RECURRING_MESSAGES.nameRequired).max(RECURRING_NAME_MAX, `Must be at most ${RECURRING_NAME_MAX} characters`),
  ...profileExpenseFields,
  frequency: z.enum(RECURRING_FREQUENCIES, { error: RECURRING_MESSAGES.frequencyRequired }),
  /** Its first date: the first expense is dated this day. */
  startDate: calendarDate(RECURRING_MESSAGES.startRequired),
  /** Its last possible date (none: until deleted or paused). */
  endDate: calendarDate().optional(),
};

function profileRules(v: { amountKobo: number; vatKobo: number; billable: boolean; customerId?: string; startDate: string; endDate?: string }, ctx: z.RefinementCtx): void {
  expenseRules(v, ctx);
  if (v.endDate !== undefined && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: RECURRING_MESSAGES.endBeforeStart });
}

/** POST /api/recurring-expenses. */
export const recurringExpenseInputSchema = z.object(profileFields).strict().superRefine(profileRules);
export type RecurringExpenseInput = z.input<typeof recurringExpenseInputSchema>;
export type RecurringExpenseValues = z.output<typeof recurringExpenseInputSchema>;

/** PUT /api/recurring-expenses/{id}: a full replace, with the version read. */
export const recurringExpenseUpdateSchema = z
  .object({ ...profileFields, version: z.number().int().min(0).optional() })
  .strict()
  .superRefine(profileRules);
export type RecurringExpenseUpdate = z.input<typeof recurringExpenseUpdateSchema>;

export const recurringExpenseSchema = z
  .object({
    profileId: z.string(),
    name: z.string(),
    category: z.string(),
    amountKobo: z.number().int(),
    vatKobo: z.number().int(),
    vendor: z.string().optional(),
    description: z.string().optional(),
    customerId: z.string().optional(),
    customerName: z.string().optional(),
    billable: z.boolean(),
    reimbursable: z.boolean(),
    frequency: z.enum(RECURRING_FREQUENCIES),
    startDate: z.string(),
    endDate: z.string().optional(),
    status: z.enum(RECURRING_STATUSES),
    /** The day of its next expense (while active or paused; none once ended). */
    nextDate: z.string().optional(),
    /** How many expenses it has made, and the day of the last. */
    madeCount: z.number().int(),
    lastMadeDate: z.string().optional(),
    createdBy: z.string(),
    /** On reads of one profile: send it back with an edit. */
    version: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type RecurringExpense = z.infer<typeof recurringExpenseSchema>;

export const recurringExpenseListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict();
export type RecurringExpenseListQuery = z.input<typeof recurringExpenseListQuerySchema>;

export const recurringExpensePageSchema = pageOf(recurringExpenseSchema.omit({ version: true }));
export type RecurringExpensePage = z.infer<typeof recurringExpensePageSchema>;

/** The expenses a profile made, newest first: each period's day and its expense (as it is now; `deleted` once someone deleted it). */
export const recurringMadePageSchema = pageOf(
  z
    .object({
      occurrenceDate: z.string(),
      expenseId: z.string(),
      amountKobo: z.number().int(),
      billing: z.enum(EXPENSE_BILLING_STATES).optional(),
      reimbursement: z.enum(EXPENSE_REIMBURSEMENT_STATES).optional(),
      deleted: z.boolean(),
    })
    .strict(),
);
export type RecurringMadePage = z.infer<typeof recurringMadePageSchema>;

export const recurringMadeQuerySchema = recurringExpenseListQuerySchema;

export const recurringExpenseParams = idParam;

/** What one run of the job did (the job's answer and its log line). */
export interface RecurringRunResult {
  today: string;
  profiles: number;
  made: number;
  /** Profiles that still have periods due after this run's catch-up limit (the next run goes on). */
  behind: number;
}
