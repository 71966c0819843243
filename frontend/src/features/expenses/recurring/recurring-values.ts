/**
 * What the recurring-expense pages show and how the form's text becomes the API's body, without
 * zod: the labels and messages come from shared/recurring-values.ts; the form's check loads
 * shared/schemas/recurring-expense.ts itself on first touch (lazy-schema.ts), so zod stays off a first visit.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { koboToDecimal } from '../../../../../shared/money';
import { lagosToday } from '../../../../../shared/dates';
import { RECURRING_FREQUENCIES, RECURRING_FREQUENCY_LABELS, RECURRING_MESSAGES, RECURRING_STATUS_LABELS, type RecurringFrequency } from '../../../../../shared/recurring-values';
import type { RecurringExpense, RecurringExpenseInput } from '../../../../../shared/schemas/recurring-expense';
import { lazySchema } from '../../../components/form-fields/lazy-schema';
import { readNaira, type DocumentCustomer } from '../../../components/documents/document-form-values';
import { EXPENSES_PATH } from '../expense-values';

export const RECURRING_PATH = `${EXPENSES_PATH}/recurring`;
export const recurringPath = (id: string) => `${RECURRING_PATH}/${encodeURIComponent(id)}`;

export const FREQUENCY_LABELS = RECURRING_FREQUENCY_LABELS;
export const FREQUENCY_OPTIONS = RECURRING_FREQUENCIES.map((value) => ({ value, label: RECURRING_FREQUENCY_LABELS[value] }));
export const STATUS_LABELS = RECURRING_STATUS_LABELS;
export const RECURRING_TEXT = RECURRING_MESSAGES;

/** The form as typed: amounts are naira text, the customer as the picker shows it. */
export interface RecurringFormValues {
  name: string;
  amount: string;
  vat: string;
  /** A built-in category's value or one of the company's own categories' names; '' until chosen. */
  category: string;
  vendor: string;
  description: string;
  customer: DocumentCustomer | null;
  billable: boolean;
  reimbursable: boolean;
  frequency: RecurringFrequency | '';
  startDate: string;
  endDate: string;
}
export type RecurringFormField = keyof RecurringFormValues;

/** A new profile's form: monthly from today in Lagos (the prerendered page leaves the day to the app). */
export function emptyRecurringForm(today: string | null = lagosToday()): RecurringFormValues {
  return { name: '', amount: '', vat: '', category: '', vendor: '', description: '', customer: null, billable: false, reimbursable: false, frequency: 'monthly', startDate: today ?? '', endDate: '' };
}

/** The Edit form of a saved profile: every editable field, so a PUT (a full replace) drops none. */
export function recurringFormOf(p: RecurringExpense): RecurringFormValues {
  return {
    name: p.name,
    amount: koboToDecimal(p.amountKobo),
    vat: p.vatKobo ? koboToDecimal(p.vatKobo) : '',
    category: p.category,
    vendor: p.vendor ?? '',
    description: p.description ?? '',
    customer: p.customerId ? { customerId: p.customerId, name: p.customerName ?? p.customerId } : null,
    billable: p.billable,
    reimbursable: p.reimbursable,
    frequency: p.frequency,
    startDate: p.startDate,
    endDate: p.endDate ?? '',
  };
}

/** The API's recurring-expense module (schemas and messages), downloaded when the form is first touched. */
export const recurringSchemas = lazySchema(() => import('../../../../../shared/schemas/recurring-expense'));
type RecurringModule = Awaited<ReturnType<typeof recurringSchemas.get>>;

/** The API's body fields as the form's fields. */
const FIELD_OF: Record<string, RecurringFormField> = {
  name: 'name',
  amountKobo: 'amount',
  vatKobo: 'vat',
  category: 'category',
  vendor: 'vendor',
  description: 'description',
  customerId: 'customer',
  billable: 'billable',
  reimbursable: 'reimbursable',
  frequency: 'frequency',
  startDate: 'startDate',
  endDate: 'endDate',
};

/** The body for POST/PUT /api/recurring-expenses and the first message of each field, by the API's own schema. */
export function checkRecurringForm(values: RecurringFormValues, m: RecurringModule): { input: RecurringExpenseInput; errors: Partial<Record<RecurringFormField, string>> } {
  const errors: Partial<Record<RecurringFormField, string>> = {};
  const amount = readNaira(values.amount);
  const vat = readNaira(values.vat);
  if ('empty' in amount) errors.amount = m.EXPENSE_MESSAGES.amountRequired;
  else if ('error' in amount) errors.amount = amount.error;
  if ('error' in vat) errors.vat = vat.error;
  const input: RecurringExpenseInput = {
    name: values.name,
    category: values.category,
    amountKobo: 'kobo' in amount ? amount.kobo : 0,
    vatKobo: 'kobo' in vat ? vat.kobo : 0,
    vendor: values.vendor,
    description: values.description,
    ...(values.customer ? { customerId: values.customer.customerId } : {}),
    billable: values.billable,
    reimbursable: values.reimbursable,
    frequency: values.frequency as RecurringFrequency,
    startDate: values.startDate,
    ...(values.endDate.trim() ? { endDate: values.endDate } : {}),
  };
  const parsed = m.recurringExpenseInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { input, errors };
}

/** react-hook-form's resolver: the form's text checked and turned into the API's body. */
export const recurringResolver: Resolver<RecurringFormValues, unknown, RecurringExpenseInput> = async (values) => {
  const { input, errors } = checkRecurringForm(values, await recurringSchemas.get());
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values: input, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries.map(([f, message]) => [f, { type: 'validate', message }])) as FieldErrors<RecurringFormValues> };
};

/** The API's field errors ('amountKobo') as the form's fields. */
export function recurringErrorsOfApi(fields: Record<string, string>): Partial<Record<RecurringFormField, string>> {
  const errors: Partial<Record<RecurringFormField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = FIELD_OF[path.split('.')[0] ?? ''];
    if (field) errors[field] ??= message;
  }
  return errors;
}
