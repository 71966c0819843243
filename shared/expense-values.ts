import { BILLED_CHANGED, billedMessages } from './billed-values';

/*
 * The expense values both sides show, without zod (shared/schemas/expense.ts builds its
 * schemas from these): the pages import them without putting zod on a first visit.
 * Spec: business-records.md (Expenses; the categories; 'Expense added successfully').
 */

/** The spec's categories, in its order. */
export const EXPENSE_CATEGORIES = ['office', 'travel', 'meals', 'software', 'services', 'others'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  office: 'Office',
  travel: 'Travel',
  meals: 'Meals',
  software: 'Software',
  services: 'Services',
  others: 'Others',
};
/**
 * What an expense's category says: a built-in's label, else the text saved (a company's own
 * category's name as it was then; shared/schemas/expense-category.ts).
 */
export const expenseCategoryLabel = (category: string): string => (EXPENSE_CATEGORY_LABELS as Record<string, string>)[category] ?? category;


/**
 * Where an expense stands with the customer: not billable; billable and not yet on an invoice
 * (unbilled); on an invoice (invoiced, set by the invoice's transaction when billing exists).
 */
export const EXPENSE_BILLING_STATES = ['not_billable', 'unbilled', 'invoiced'] as const;
export type ExpenseBilling = (typeof EXPENSE_BILLING_STATES)[number];
/** Where it stands with the member who paid: nothing owed; to reimburse; reimbursed. */
export const EXPENSE_REIMBURSEMENT_STATES = ['none', 'to_reimburse', 'reimbursed'] as const;
export type ExpenseReimbursement = (typeof EXPENSE_REIMBURSEMENT_STATES)[number];

/**
 * The list's tabs (spec: All, Reimbursed, Invoiced, Unbilled; and To reimburse, where the
 * dashboard's Payables figure leads): each a key range, never a filter.
 */
export const EXPENSE_TABS = ['all', 'unbilled', 'invoiced', 'to_reimburse', 'reimbursed'] as const;
export type ExpenseTab = (typeof EXPENSE_TABS)[number];
export const EXPENSE_TAB_LABELS: Record<ExpenseTab, string> = { all: 'All', unbilled: 'Unbilled', invoiced: 'Invoiced', to_reimburse: 'To reimburse', reimbursed: 'Reimbursed' };

export const EXPENSE_MESSAGES = {
  added: 'Expense added successfully',
  saved: 'Expense saved',
  deleted: 'Expense deleted',
  createFailed: 'Failed to create expense',
  amountRequired: 'Enter the amount',
  amountPositive: 'The amount must be more than ₦0.00',
  categoryRequired: 'Choose a category',
  unknownCategory: 'Choose one of your categories',
  foreignCustomer: 'Choose one of your customers',
  vatMoreThanAmount: 'The VAT cannot be more than the amount',
  notReimbursable: 'Only a reimbursable expense can be marked reimbursed',
  invoicedLocked: 'This expense is on an invoice: remove it from the invoice first',
  receiptNotUploaded: 'This receipt was not uploaded for this company; choose the file again',
  receiptMismatch: 'The receipt does not match the uploaded file; choose the file again',
} as const;

/** What billing an expense onto an invoice answers (functions/services/documents/billed.ts). */
export const BILLED_MESSAGES = { ...billedMessages('expense'), changed: BILLED_CHANGED } as const;
