import * as z from 'zod';
import { EXPENSE_BILLING_STATES } from '../expense-values';

export const recentDocumentSchema = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  status: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  totalKobo: z.number().int(),
});
export type RecentDocument = z.infer<typeof recentDocumentSchema>;

/** One of the newest expenses (by the expense's date), as the Recent Transactions' Expenses tab lists it. */
export const recentExpenseSchema = z.object({
  id: z.string(),
  expenseDate: z.string(),
  /** A built-in category's value or the company's own category's name (shared/schemas/expense-category.ts). */
  category: z.string(),
  vendor: z.string().optional(),
  customerName: z.string().optional(),
  amountKobo: z.number().int(),
  billing: z.enum(EXPENSE_BILLING_STATES),
});
export type RecentExpense = z.infer<typeof recentExpenseSchema>;

/** GET /api/dashboard?year=this|last: the fiscal year the Sales & Expenses card shows. */
export const dashboardQuerySchema = z.object({ year: z.enum(['this', 'last'], { error: 'Choose this or last fiscal year' }).default('this') }).strict();

const monthFiguresSchema = z.object({
  /** yyyy-MM */
  month: z.string(),
  salesKobo: z.number().int(),
  paymentsKobo: z.number().int(),
  salesReceiptsKobo: z.number().int(),
  expensesKobo: z.number().int(),
});

/**
 * The Sales & Expenses card: sales (invoices issued, not draft or void, and
 * sales receipts, with tax), the money received, apart as payments (the
 * Payments Received report's amount received) and sales receipts (the Sales
 * Receipts list of the year), and expenses (with VAT) of a fiscal year, month by month, from
 * the report tallies (the same figures as the reports).
 */
export const salesAndExpensesSchema = z.object({
  year: z.enum(['this', 'last']),
  from: z.string(),
  to: z.string(),
  salesKobo: z.number().int(),
  paymentsKobo: z.number().int(),
  salesReceiptsKobo: z.number().int(),
  expensesKobo: z.number().int(),
  months: z.array(monthFiguresSchema),
});
export type SalesAndExpenses = z.infer<typeof salesAndExpensesSchema>;

export const dashboardSchema = z.object({
  recentInvoices: z.array(recentDocumentSchema),
  recentQuotes: z.array(recentDocumentSchema),
  recentExpenses: z.array(recentExpenseSchema),
  /** What customers owe on sent invoices, and the part past its due date (Lagos). */
  receivables: z.object({ totalKobo: z.number().int(), overdueKobo: z.number().int() }),
  salesAndExpenses: salesAndExpensesSchema,
  /** Reimbursable expenses not yet paid back (the expense list's To reimburse). */
  payables: z.object({ toReimburseKobo: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
