import type { Expense, ExpenseInput, ExpensePage, ExpenseReimbursed, ExpenseTab, ExpenseUpdate } from '../../../shared/schemas/expense';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/history';
import type { ImportBatch, ImportResult } from '../../../shared/schemas/import';
import type { ExpenseCategories, ExpenseCategoryInput, ExpenseCategoryRecord } from '../../../shared/schemas/expense-category';
import { api } from './client';

const expensePath = (id: string) => `/expenses/${encodeURIComponent(id)}`;

/** The More Filters of the list (GET /api/expenses): each left out when unset. */
export interface ExpenseFilterQuery {
  customerId?: string;
  category?: string;
  vendor?: string;
  dateFrom?: string;
  dateTo?: string;
  minAmountKobo?: number;
  maxAmountKobo?: number;
}

/**
 * One page of a tab, newest first. Sent as `?tab=…&cursor=…` without filters (features.ts names the first
 * page's URL as the early GET). A filtered page may come back short with a cursor: read on while there is one.
 */
export const listExpenses = (q: { tab: ExpenseTab; cursor?: string; limit?: number } & ExpenseFilterQuery) => api<ExpensePage>('/expenses', { query: { ...q } });

/** The built-in categories and the company's own (every member may read them: the form and the filter offer them). */
export const listExpenseCategories = () => api<ExpenseCategories>('/expense-categories');
/** Writers (the expense form's New category) and managers; 400 naming `name` for a taken or built-in name, 409 past the maximum. */
export const createExpenseCategory = (input: ExpenseCategoryInput) => api<ExpenseCategoryRecord>('/expense-categories', { method: 'POST', body: input });
export const renameExpenseCategory = (id: string, name: string) => api<ExpenseCategoryRecord>(`/expense-categories/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } });
export const deleteExpenseCategory = (id: string) => api<undefined>(`/expense-categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const getExpense = (id: string) => api<Expense>(expensePath(id));
export const createExpense = (input: ExpenseInput) => api<Expense>('/expenses', { method: 'POST', body: input });
/** Full replace of the editable fields; with `version`, 409 when someone else changed it since it was loaded (and 409 once it is on an invoice). */
export const updateExpense = (id: string, input: ExpenseUpdate) => api<Expense>(expensePath(id), { method: 'PUT', body: input });
/** 204; 409 once it is on an invoice. */
export const deleteExpense = (id: string) => api<undefined>(expensePath(id), { method: 'DELETE' });
/** Managers: a reimbursable expense marked reimbursed (true) or back to be reimbursed (false). */
export const markExpenseReimbursed = (id: string, body: ExpenseReimbursed) => api<Expense>(`${expensePath(id)}/reimbursed`, { method: 'POST', body });
/** Comments and history, newest first. */
export const listExpenseHistory = (id: string, cursor?: string) => api<HistoryPage>(`${expensePath(id)}/history`, { query: { cursor } });
export const addExpenseComment = (id: string, text: string) => api<HistoryEntry>(`${expensePath(id)}/comments`, { method: 'POST', body: { text } });
/** One page of the CSV export: one tab, newest first. */
export const exportExpensesPage = (tab: ExpenseTab, cursor?: string) => api<ExpensePage>('/expenses/export', { query: { tab, cursor } });
/** One batch of a CSV import; rows already written by an earlier try come back as already_imported. */
export const importExpensesBatch = (batch: ImportBatch) => api<ImportResult>('/expenses/import', { method: 'POST', body: batch });
