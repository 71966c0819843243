import type { RecurringExpense, RecurringExpenseInput, RecurringExpensePage, RecurringExpenseUpdate, RecurringMadePage } from '../../../shared/schemas/recurring-expense';
import { api } from './client';

const profilePath = (id: string) => `/recurring-expenses/${encodeURIComponent(id)}`;

/** One page of the company's recurring expenses, newest first (features.ts names the first page's URL as the early GET). */
export const listRecurringExpenses = (q: { cursor?: string; limit?: number }) => api<RecurringExpensePage>('/recurring-expenses', { query: q });
export const getRecurringExpense = (id: string) => api<RecurringExpense>(profilePath(id));
export const createRecurringExpense = (input: RecurringExpenseInput) => api<RecurringExpense>('/recurring-expenses', { method: 'POST', body: input });
/** Full replace with the version read: 409 when someone else changed it since. */
export const updateRecurringExpense = (id: string, input: RecurringExpenseUpdate) => api<RecurringExpense>(profilePath(id), { method: 'PUT', body: input });
/** 204: no more expenses are made; those made stay. */
export const deleteRecurringExpense = (id: string) => api<undefined>(profilePath(id), { method: 'DELETE' });
export const pauseRecurringExpense = (id: string) => api<RecurringExpense>(`${profilePath(id)}/pause`, { method: 'POST' });
export const resumeRecurringExpense = (id: string) => api<RecurringExpense>(`${profilePath(id)}/resume`, { method: 'POST' });
/** The expenses it made, newest first, a page at a time. */
export const listRecurringMadeExpenses = (id: string, q: { cursor?: string; limit?: number }) => api<RecurringMadePage>(`${profilePath(id)}/expenses`, { query: q });
