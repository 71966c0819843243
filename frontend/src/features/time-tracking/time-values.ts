/**
 * What the time-tracking pages show and how their forms' text becomes the API's bodies, without
 * zod: the labels and messages come from shared/time-values.ts (no zod); a form's check loads
 * shared/schemas/time.ts itself, on first touch (lazy-schema.ts), so zod stays off a first visit.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { koboToDecimal } from '../../../../shared/money';
import { lagosToday } from '../../../../shared/dates';
import { formatMinutes, weekStart, PROJECT_BILLING_LABELS, PROJECT_BILLING_METHODS, TIME_BILLING_LABELS, TIME_MESSAGES } from '../../../../shared/time-values';
import type { ProjectBillingMethod, ProjectDetail, ProjectInput, ProjectUpdate, TimeBilling, TimeEntry, TimeEntryInput } from '../../../../shared/schemas/time';
import { lazySchema } from '../../components/form-fields/lazy-schema';
import { readNaira, readNumber, type DocumentCustomer } from '../../components/documents/document-form-values';

export const TIME_PATH = '/dashboard/time-tracking';
export const PROJECTS_PATH = `${TIME_PATH}/projects`;
export const entryEditPath = (id: string) => `${TIME_PATH}/${encodeURIComponent(id)}/edit`;
export const projectPath = (id: string) => `${PROJECTS_PATH}/${encodeURIComponent(id)}`;

export const TIME_TEXT = TIME_MESSAGES;

/** The week view of the week a day is in: this week is the page itself (its first answers are asked for early), another one `?week=<its Monday>`. */
export function weekUrl(day: string, today = lagosToday()): string {
  const monday = weekStart(day);
  return monday === weekStart(today) ? TIME_PATH : `${TIME_PATH}?week=${monday}`;
}
export const BILLING_LABELS = TIME_BILLING_LABELS;
export const BILLING_METHOD_OPTIONS = PROJECT_BILLING_METHODS.map((value) => ({ value, label: PROJECT_BILLING_LABELS[value] }));
export const BILLING_METHOD_LABELS = PROJECT_BILLING_LABELS;

/** The projects a picker offers: the active ones, in one page (features.ts asks for this URL early). */
export const PICKER_PROJECTS = { status: 'active', limit: 100 } as const;

export { formatMinutes };

/** Seconds as a running clock: "1:02:05". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- time entries

/** The form as typed: hours and minutes are text. */
export interface TimeEntryFormValues {
  projectId: string;
  taskId: string;
  hours: string;
  minutes: string;
  entryDate: string;
  notes: string;
  billable: boolean;
}
export type TimeEntryFormField = keyof TimeEntryFormValues;

/** A new entry's form: dated today in Lagos (the prerendered page, built once, leaves the date to the app). */
export function emptyTimeEntryForm(today: string | null = lagosToday()): TimeEntryFormValues {
  return { projectId: '', taskId: '', hours: '', minutes: '', entryDate: today ?? '', notes: '', billable: true };
}

/** The Edit form of a saved entry: every editable field, so a PUT (a full replace) drops none. */
export function timeEntryFormOf(e: TimeEntry): TimeEntryFormValues {
  return {
    projectId: e.projectId,
    taskId: e.taskId,
    hours: String(Math.floor(e.durationMinutes / 60)),
    minutes: String(e.durationMinutes % 60),
    entryDate: e.entryDate,
    notes: e.notes ?? '',
    billable: e.billing !== 'not_billable',
  };
}

/** The API's time module (schemas and messages), downloaded when a form is first touched. */
export const timeSchemas = lazySchema(() => import('../../../../shared/schemas/time'));
type TimeModule = Awaited<ReturnType<typeof timeSchemas.get>>;

const ENTRY_FIELD_OF: Record<string, TimeEntryFormField> = {
  projectId: 'projectId',
  taskId: 'taskId',
  hours: 'hours',
  minutes: 'minutes',
  entryDate: 'entryDate',
  notes: 'notes',
  billable: 'billable',
};

type Errors<F extends string> = Partial<Record<F, string>>;

function firstErrors<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fieldOf: Record<string, F>, errors: Errors<F>): void {
  for (const issue of issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
}

/** The body for POST/PUT /api/time-entries and the first message of each field, by the API's own schema. */
export function checkTimeEntryForm(values: TimeEntryFormValues, m: TimeModule): { input: TimeEntryInput; errors: Errors<TimeEntryFormField> } {
  const errors: Errors<TimeEntryFormField> = {};
  const input: TimeEntryInput = {
    projectId: values.projectId,
    taskId: values.taskId,
    entryDate: values.entryDate,
    // Blank is 0; anything not a number is NaN, which the schema names.
    hours: readNumber(values.hours, 0) ?? 0,
    minutes: readNumber(values.minutes, 0) ?? 0,
    notes: values.notes,
    billable: values.billable,
  };
  const parsed = m.timeEntryInputSchema.safeParse(input);
  if (!parsed.success) firstErrors(parsed.error.issues, ENTRY_FIELD_OF, errors);
  return { input, errors };
}

function resolverOf<V extends FieldValues, I>(check: (values: V, m: TimeModule) => { input: I; errors: Partial<Record<string, string>> }): Resolver<V, unknown, I> {
  return async (values) => {
    const { input, errors } = check(values, await timeSchemas.get());
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values: input, errors: {} };
    return { values: {}, errors: Object.fromEntries(entries.map(([f, message]) => [f, { type: 'validate', message }])) as FieldErrors<V> };
  };
}

export const timeEntryResolver: Resolver<TimeEntryFormValues, unknown, TimeEntryInput> = resolverOf(checkTimeEntryForm);

/** The API's field errors as the form's fields. */
export function errorsOfApi<F extends string>(fields: Record<string, string>, fieldOf: Record<string, F>): Errors<F> {
  const errors: Errors<F> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOf[path.split('.')[0] ?? ''];
    if (field) errors[field] ??= message;
  }
  return errors;
}
export const timeEntryErrorsOfApi = (fields: Record<string, string>) => errorsOfApi(fields, ENTRY_FIELD_OF);

// ---------------------------------------------------------------- projects

/** The project form as typed: the rate in naira, the budget in hours, the customer as the picker shows it. */
export interface ProjectFormValues {
  name: string;
  customer: DocumentCustomer | null;
  billingMethod: ProjectBillingMethod;
  rate: string;
  budgetHours: string;
  description: string;
}
export type ProjectFormField = keyof ProjectFormValues;

export const emptyProjectForm = (): ProjectFormValues => ({ name: '', customer: null, billingMethod: 'project', rate: '', budgetHours: '', description: '' });

export function projectFormOf(p: ProjectDetail): ProjectFormValues {
  return {
    name: p.name,
    customer: { customerId: p.customerId, name: p.customerName },
    billingMethod: p.billingMethod,
    rate: p.rateKobo ? koboToDecimal(p.rateKobo) : '',
    budgetHours: p.budgetHours !== undefined ? String(p.budgetHours) : '',
    description: p.description ?? '',
  };
}

const PROJECT_FIELD_OF: Record<string, ProjectFormField> = {
  name: 'name',
  customerId: 'customer',
  billingMethod: 'billingMethod',
  rateKobo: 'rate',
  budgetHours: 'budgetHours',
  description: 'description',
};

/** POST /api/projects's body (with the customer) or PUT's (without: a project keeps its customer), and the first message of each field. */
function checkProjectForm(values: ProjectFormValues, m: TimeModule, withCustomer: boolean): { input: ProjectInput; errors: Errors<ProjectFormField> } {
  const errors: Errors<ProjectFormField> = {};
  const rate = readNaira(values.rate);
  if ('error' in rate) errors.rate = rate.error;
  const budget = readNumber(values.budgetHours, undefined);
  const update: ProjectUpdate = {
    name: values.name,
    billingMethod: values.billingMethod,
    // A rate is the project's only when it bills by project; by task, each task has its own.
    rateKobo: values.billingMethod === 'project' && 'kobo' in rate ? rate.kobo : 0,
    ...(budget !== undefined ? { budgetHours: budget } : {}),
    description: values.description,
  };
  const input: ProjectInput = { ...update, customerId: values.customer?.customerId ?? '' };
  const parsed = withCustomer ? m.projectInputSchema.safeParse(input) : m.projectUpdateSchema.safeParse(update);
  if (!parsed.success) firstErrors(parsed.error.issues, PROJECT_FIELD_OF, errors);
  return { input, errors };
}

export const newProjectResolver: Resolver<ProjectFormValues, unknown, ProjectInput> = resolverOf((v: ProjectFormValues, m) => checkProjectForm(v, m, true));
export const editProjectResolver: Resolver<ProjectFormValues, unknown, ProjectInput> = resolverOf((v: ProjectFormValues, m) => checkProjectForm(v, m, false));
/** PUT's body from the form's: a project keeps its customer. */
export function projectUpdateOf(input: ProjectInput, version: number | undefined): ProjectUpdate {
  const { name, billingMethod, rateKobo, budgetHours, description } = input;
  return { name, billingMethod, rateKobo, ...(budgetHours !== undefined ? { budgetHours } : {}), description, version };
}

export const projectErrorsOfApi = (fields: Record<string, string>) => errorsOfApi(fields, PROJECT_FIELD_OF);

/** Where an entry stands, as a badge's words (none when it is not billable). */
export const BILLING_BADGE: Record<TimeBilling, string | undefined> = { not_billable: undefined, unbilled: 'Billable', invoiced: 'Invoiced' };
