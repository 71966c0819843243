/**
 * What the expense pages show and how the form's text becomes the API's body, without zod:
 * the labels and messages come from shared/expense-values.ts (no zod); the form's check loads
 * shared/schemas/expense.ts itself, on first touch (lazy-schema.ts), so zod stays off a first visit.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { koboToDecimal } from '../../../../shared/money';
import { EXPENSE_MESSAGES, EXPENSE_TAB_LABELS, EXPENSE_TABS, expenseCategoryLabel } from '../../../../shared/expense-values';
import { lagosToday } from '../../../../shared/dates';
import type { Expense, ExpenseBilling, ExpenseInput, ExpenseReceipt, ExpenseReimbursement } from '../../../../shared/schemas/expense';
import { lazySchema } from '../../components/form-fields/lazy-schema';
import { readNaira, type DocumentCustomer } from '../../components/documents/document-form-values';

export const EXPENSES_PATH = '/dashboard/expenses';
export const expensePath = (id: string) => `${EXPENSES_PATH}/${encodeURIComponent(id)}`;

/** A category as shown: a built-in's label, else the company's own category's name (the choices: use-expense-categories.ts). */
export const CATEGORY_LABEL = expenseCategoryLabel;

/** The list's tabs, All first. */
export const EXPENSE_TAB_LIST = EXPENSE_TABS.map((id) => ({ id, label: EXPENSE_TAB_LABELS[id] }));

/** Where it stands with the customer, in words (the detail page). */
export const BILLING_WORDS: Record<ExpenseBilling, string> = { not_billable: 'No', unbilled: 'Unbilled', invoiced: 'On an invoice' };
/** Where it stands with whoever paid, in words. */
export const REIMBURSEMENT_WORDS: Record<ExpenseReimbursement, string> = { none: 'No', to_reimburse: 'To reimburse', reimbursed: 'Reimbursed' };

/** The toasts' words. */
export const EXPENSE_TEXT = EXPENSE_MESSAGES;

/** A receipt on the form: uploaded (receipt-field.tsx) or already on the expense; saved with it. */
export type ExpenseReceiptValue = ExpenseReceipt;

/** The form as typed: amounts are naira text, the customer as the picker shows it. */
export interface ExpenseFormValues {
  amount: string;
  vat: string;
  expenseDate: string;
  /** A built-in category's value or one of the company's own categories' names; '' until chosen. */
  category: string;
  vendor: string;
  description: string;
  customer: DocumentCustomer | null;
  billable: boolean;
  reimbursable: boolean;
  receipt: ExpenseReceiptValue | null;
}
export type ExpenseFormField = keyof ExpenseFormValues;

/**
 * A new expense's form: dated today in Lagos. The prerendered page is built once, so it
 * shows no date (today is the visitor's day, not the build's) and the app fills it in.
 */
export function emptyExpenseForm(today: string | null = lagosToday()): ExpenseFormValues {
  return { amount: '', vat: '', expenseDate: today ?? '', category: '', vendor: '', description: '', customer: null, billable: false, reimbursable: false, receipt: null };
}

/** The Edit Expense form of a saved expense: every editable field, so a PUT (a full replace) drops none. */
export function expenseFormOf(e: Expense): ExpenseFormValues {
  return {
    amount: koboToDecimal(e.amountKobo),
    vat: e.vatKobo ? koboToDecimal(e.vatKobo) : '',
    expenseDate: e.expenseDate,
    category: e.category,
    vendor: e.vendor ?? '',
    description: e.description ?? '',
    customer: e.customerId ? { customerId: e.customerId, name: e.customerName ?? e.customerId } : null,
    billable: e.billing !== 'not_billable',
    reimbursable: e.reimbursement !== 'none',
    // Sent back as it is (without its link), the server keeps it.
    receipt: e.receipt ? { key: e.receipt.key, name: e.receipt.name, size: e.receipt.size, contentType: e.receipt.contentType } : null,
  };
}

/** The API's expense module (schemas and messages), downloaded when the form is first touched. */
export const expenseSchemas = lazySchema(() => import('../../../../shared/schemas/expense'));
type ExpenseModule = Awaited<ReturnType<typeof expenseSchemas.get>>;

/** The API's body fields as the form's fields. */
const FIELD_OF: Record<string, ExpenseFormField> = {
  amountKobo: 'amount',
  vatKobo: 'vat',
  customerId: 'customer',
  expenseDate: 'expenseDate',
  category: 'category',
  vendor: 'vendor',
  description: 'description',
  billable: 'billable',
  reimbursable: 'reimbursable',
  receipt: 'receipt',
};

export interface ExpenseCheck {
  input: ExpenseInput;
  errors: Partial<Record<ExpenseFormField, string>>;
}

/** The body for POST/PUT /api/expenses and the first message of each field, by the API's own schema. */
export function checkExpenseForm(values: ExpenseFormValues, m: ExpenseModule): ExpenseCheck {
  const errors: ExpenseCheck['errors'] = {};
  const amount = readNaira(values.amount);
  const vat = readNaira(values.vat);
  if ('empty' in amount) errors.amount = m.EXPENSE_MESSAGES.amountRequired;
  else if ('error' in amount) errors.amount = amount.error;
  if ('error' in vat) errors.vat = vat.error;
  const input: ExpenseInput = {
    expenseDate: values.expenseDate,
    // An unchosen category is the schema's to name ('Choose a category').
    category: values.category,
    amountKobo: 'kobo' in amount ? amount.kobo : 0,
    vatKobo: 'kobo' in vat ? vat.kobo : 0,
    vendor: values.vendor,
    description: values.description,
    ...(values.customer ? { customerId: values.customer.customerId } : {}),
    billable: values.billable,
    reimbursable: values.reimbursable,
    ...(values.receipt ? { receipt: values.receipt } : {}),
  };
  const parsed = m.expenseInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { input, errors };
}

/** react-hook-form's resolver: the form's text checked and turned into the API's body. */
export const expenseResolver: Resolver<ExpenseFormValues, unknown, ExpenseInput> = async (values) => {
  const { input, errors } = checkExpenseForm(values, await expenseSchemas.get());
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values: input, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries.map(([f, message]) => [f, { type: 'validate', message }])) as FieldErrors<ExpenseFormValues> };
};

/** The API's field errors ('amountKobo') as the form's fields. */
export function expenseErrorsOfApi(fields: Record<string, string>): Partial<Record<ExpenseFormField, string>> {
  const errors: Partial<Record<ExpenseFormField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = FIELD_OF[path.split('.')[0] ?? ''];
    if (field) errors[field] ??= message;
  }
  return errors;
}
