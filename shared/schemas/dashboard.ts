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

export const dashboardSchema = z.object({
  recentInvoices: z.array(recentDocumentSchema),
  recentQuotes: z.array(recentDocumentSchema),
  recentExpenses: z.array(recentExpenseSchema),
  /** What customers owe on sent invoices, and the part past its due date (Lagos). */
  receivables: z.object({ totalKobo: z.number().int(), overdueKobo: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
