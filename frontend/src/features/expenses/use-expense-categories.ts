import { useQuery } from '@tanstack/react-query';
import { listExpenseCategories } from '../../api/expenses';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../../shared/expense-values';
import type { ExpenseCategories } from '../../../../shared/schemas/expense-category';

export const EXPENSE_CATEGORIES_KEY = ['expense-categories'] as const;

/** The built-in categories and the company's own: one request, cached for the form, the list's filter and Settings. */
export const useExpenseCategories = (enabled = true) => useQuery({ queryKey: EXPENSE_CATEGORIES_KEY, queryFn: listExpenseCategories, staleTime: 60_000, enabled });

/** What the form and the filter offer: the built-in ones in the spec's order, then the company's own by name. */
export function categoryChoices(data: ExpenseCategories | undefined): { value: string; label: string }[] {
  const builtIn = EXPENSE_CATEGORIES.map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] }));
  return [...builtIn, ...(data?.own ?? []).map((c) => ({ value: c.name, label: c.name }))];
}
