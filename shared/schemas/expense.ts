import * as z from 'zod';
import { AMOUNT_TOO_LARGE, amountKobo, calendarDate, idParam, optionalText, pageOf } from './common';
import { EXPENSE_CATEGORY_NAME_MAX } from './expense-category';
import { MAX_AMOUNT_KOBO, RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES } from '../constants';
import { UPLOAD_RULES } from '../upload-purposes';
import { EXPENSE_BILLING_STATES, EXPENSE_MESSAGES, EXPENSE_REIMBURSEMENT_STATES, EXPENSE_TABS } from '../expense-values';

/*
 * Expenses: what a company spends, optionally billable to a customer and/or
 * reimbursable to the member who paid. Spec: business-records.md (Expenses;
 * the categories; 'Expense added successfully'). Amounts are kobo.
 */

export {
  EXPENSE_BILLING_STATES,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MESSAGES,
  EXPENSE_REIMBURSEMENT_STATES,
  EXPENSE_TABS,
  type ExpenseBilling,
  type ExpenseCategory,
  type ExpenseReimbursement,
  type ExpenseTab,
} from '../expense-values';

export const EXPENSE_DESCRIPTION_MAX = 500;
export const EXPENSE_VENDOR_MAX = 100;

/**
 * A receipt uploaded through POST /api/attachments (purpose 'receipt'). The server also
 * checks that the key is under the company's receipts prefix and that S3 holds the file
 * with this type and size (a 400 naming `receipt` otherwise).
 */
export const expenseReceiptSchema = z
  .object({
    key: z.string().min(1, EXPENSE_MESSAGES.receiptNotUploaded).max(400),
    name: z.string().trim().min(1, 'The receipt needs a name').max(200),
    size: z.number().int().min(1, 'The file is empty').max(RECEIPT_MAX_BYTES, UPLOAD_RULES.receipt.sizeMessage),
    contentType: z.enum(RECEIPT_CONTENT_TYPES, { error: UPLOAD_RULES.receipt.typeMessage }),
  })
  .strict();
export type ExpenseReceipt = z.infer<typeof expenseReceiptSchema>;

/** A category as sent: a built-in's value (office, travel ...) or an own category's name; the server checks it is the company's. */
const expenseCategoryField = z
  .string({ error: EXPENSE_MESSAGES.categoryRequired })
  .trim()
  .min(1, EXPENSE_MESSAGES.categoryRequired)
  .max(EXPENSE_CATEGORY_NAME_MAX, EXPENSE_MESSAGES.unknownCategory);

/** An expense's fields (recurring expenses take theirs from these: shared/schemas/recurring-expense.ts). */
export const expenseFields = {
  expenseDate: calendarDate('Enter the date of the expense'),
  /** A built-in category's value, or one of the company's own categories by name (checked by the server). */
  category: expenseCategoryField,
  /** What was spent, VAT included. */
  amountKobo: amountKobo('the amount').refine((v) => v > 0, EXPENSE_MESSAGES.amountPositive),
  /** The VAT inside the amount (input VAT for the VAT summary); 0 when none. */
  vatKobo: amountKobo('the VAT').default(0),
  vendor: optionalText(EXPENSE_VENDOR_MAX),
  description: optionalText(EXPENSE_DESCRIPTION_MAX),
  /** One of the company's customers (checked by the server), or none. */
  customerId: z.string().trim().min(1).max(64).optional(),
  billable: z.boolean().default(false),
  reimbursable: z.boolean().default(false),
  /** Left out, the expense has none (an edit that leaves it out removes it). */
  receipt: expenseReceiptSchema.optional(),
};

/** What an expense's fields must hold together (a recurring expense's too): VAT within the amount, a customer to bill. */
export function expenseRules(v: { amountKobo: number; vatKobo: number; billable: boolean; customerId?: string }, ctx: z.RefinementCtx): void {
  if (v.amountKobo > 0 && v.vatKobo > v.amountKobo) ctx.addIssue({ code: 'custom', path: ['vatKobo'], message: EXPENSE_MESSAGES.vatMoreThanAmount });
  if (v.billable && !v.customerId) ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'Choose the customer to bill' });
}

/** POST /api/expenses; PUT /api/expenses/{id} adds `version` (a full replace). */
export const expenseInputSchema = z
  .object(expenseFields)
  .strict()
  .superRefine(expenseRules);
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type ExpenseValues = z.output<typeof expenseInputSchema>;

export const expenseUpdateSchema = z
  .object({ ...expenseFields, version: z.number().int().min(0).optional() })
  .strict()
  .superRefine(expenseRules);
export type ExpenseUpdate = z.input<typeof expenseUpdateSchema>;

/** POST /api/expenses/{id}/reimbursed: mark it reimbursed (true) or back to be reimbursed (false). */
export const expenseReimbursedSchema = z.object({ reimbursed: z.boolean({ error: 'Say whether it is reimbursed' }) }).strict();
export type ExpenseReimbursed = z.input<typeof expenseReimbursedSchema>;

export const expenseSchema = z
  .object({
    expenseId: z.string(),
    expenseDate: z.string(),
    /** A built-in category's value, or the company's own category's name as it was when saved. */
    category: z.string(),
    amountKobo: z.number().int(),
    vatKobo: z.number().int(),
    vendor: z.string().optional(),
    description: z.string().optional(),
    customerId: z.string().optional(),
    /** The customer's name when the expense was saved (lists show it without another read). */
    customerName: z.string().optional(),
    billing: z.enum(EXPENSE_BILLING_STATES),
    /** While invoiced: the invoice that bills it, and its number. */
    invoiceId: z.string().optional(),
    invoiceNumber: z.string().optional(),
    reimbursement: z.enum(EXPENSE_REIMBURSEMENT_STATES),
    /** Who recorded it (their name as history shows it). */
    createdBy: z.string(),
    /** Made by a recurring expense: that profile's id and its name then. */
    recurringProfileId: z.string().optional(),
    recurringProfileName: z.string().optional(),
    /** With a link that shows it, valid for RECEIPT_LINK_SECONDS (shared/constants.ts). */
    receipt: expenseReceiptSchema.extend({ url: z.string() }).optional(),
    /** On reads of one expense: send it back with an edit. */
    version: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type Expense = z.infer<typeof expenseSchema>;

/**
 * The list: a tab and the More Filters, each alone or together. A filtered page may come back
 * short with a cursor (a read budget, docs/data-model.md): read on while there is one.
 */
export const expenseListQuerySchema = z
  .object({
    tab: z.enum(EXPENSE_TABS, { error: `Use one of ${EXPENSE_TABS.join(', ')}` }).default('all'),
    /** One customer's expenses (the invoice form's unbilled ones; a filter). A customer of another company is a 400. */
    customerId: z.string().trim().min(1).max(64).optional(),
    /** A built-in category's value or one of the company's own categories (any other is a 400). */
    category: z.string().trim().min(1, EXPENSE_MESSAGES.unknownCategory).max(EXPENSE_CATEGORY_NAME_MAX, EXPENSE_MESSAGES.unknownCategory).optional(),
    /** Part of the vendor's name, any case. */
    vendor: z.string().trim().min(1, 'Enter part of the vendor').max(EXPENSE_VENDOR_MAX).optional(),
    /** The expense's date, both ends included. */
    dateFrom: calendarDate().optional(),
    dateTo: calendarDate().optional(),
    /** The amount (VAT included), in kobo, both ends included. */
    minAmountKobo: z.coerce.number().int().min(0).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).optional(),
    maxAmountKobo: z.coerce.number().int().min(0).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { path: ['dateTo'], message: 'The end date is before the start date' })
  .refine((v) => v.minAmountKobo === undefined || v.maxAmountKobo === undefined || v.minAmountKobo <= v.maxAmountKobo, {
    path: ['maxAmountKobo'],
    message: 'The highest amount is below the lowest',
  });
export type ExpenseListOptions = z.output<typeof expenseListQuerySchema>;
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

/** A list entry: the expense without its version and its receipt, but whether it has one. */
export const expensePageSchema = pageOf(expenseSchema.omit({ version: true, receipt: true }).extend({ hasReceipt: z.boolean() }));
export type ExpensePage = z.infer<typeof expensePageSchema>;

export const expenseParams = idParam;

// ---------------------------------------------------------------- CSV export and import

/** GET /api/expenses/export: one tab, newest first, CSV_EXPORT_PAGE_SIZE at a time. */
export const expenseExportQuerySchema = z
  .object({
    tab: z.enum(EXPENSE_TABS, { error: `Use one of ${EXPENSE_TABS.join(', ')}` }).default('all'),
    cursor: z.string().max(2048).optional(),
  })
  .strict();

export const EXPENSE_CUSTOMER_NAME_MAX = 200;

/**
 * One row of POST /api/expenses/import (shared/csv/expenses.ts reads the file into these):
 * the customer by its name (the server finds the company's one customer of that name, else
 * the row is refused), amounts in kobo, no receipt.
 */
export const expenseImportValuesSchema = z
  .object({
    expenseDate: calendarDate('Enter the date of the expense'),
    /** A built-in's value, or one of the company's own categories by name: the server checks it (a row error otherwise). */
    category: expenseCategoryField,
    amountKobo: amountKobo('the amount').refine((v) => v > 0, EXPENSE_MESSAGES.amountPositive),
    vatKobo: amountKobo('the VAT').default(0),
    vendor: optionalText(EXPENSE_VENDOR_MAX),
    description: optionalText(EXPENSE_DESCRIPTION_MAX),
    customerName: optionalText(EXPENSE_CUSTOMER_NAME_MAX),
    billable: z.boolean().default(false),
    reimbursable: z.boolean().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.amountKobo > 0 && v.vatKobo > v.amountKobo) ctx.addIssue({ code: 'custom', path: ['vatKobo'], message: EXPENSE_MESSAGES.vatMoreThanAmount });
    if (v.billable && !v.customerName) ctx.addIssue({ code: 'custom', path: ['customerName'], message: 'Name the customer to bill' });
  });
export type ExpenseImportValues = z.input<typeof expenseImportValuesSchema>;
