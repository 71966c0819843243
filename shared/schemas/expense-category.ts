import * as z from 'zod';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../expense-values';

/*
 * A company's own expense categories, beside the spec's built-in ones
 * (EXPENSE_CATEGORIES: office, travel ...). An expense's `category` is a
 * built-in's value or an own category's name as it was when the expense was
 * saved: renaming or deleting a category leaves saved expenses with that text.
 * Names are unique per company, case-insensitively, built-in labels included.
 */

/** Own categories a company may have (one Query reads them all). */
export const EXPENSE_CATEGORIES_MAX = 100;
export const EXPENSE_CATEGORY_NAME_MAX = 60;

export const EXPENSE_CATEGORY_MESSAGES = {
  nameRequired: 'Enter a name for the category',
  taken: 'A category with this name exists already',
  builtIn: 'This is one of the built-in categories',
  limit: `A company can have at most ${EXPENSE_CATEGORIES_MAX} categories of its own`,
  unknown: 'Choose one of the categories',
  added: 'Category added',
  renamed: 'Category renamed',
  deleted: 'Category deleted',
} as const;

/** Case and spacing do not make a second category: 'Fuel ', 'fuel' and 'FUEL' are one. */
export const categoryNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The built-in category whose value or label is `name` (case-insensitive), if any. */
export const builtInCategoryNamed = (name: string) => {
  const key = categoryNameKey(name);
  return EXPENSE_CATEGORIES.find((c) => c === key || EXPENSE_CATEGORY_LABELS[c].toLowerCase() === key);
};

const nameSchema = z
  .string({ error: EXPENSE_CATEGORY_MESSAGES.nameRequired })
  .trim()
  .min(1, EXPENSE_CATEGORY_MESSAGES.nameRequired)
  .max(EXPENSE_CATEGORY_NAME_MAX, `Must be at most ${EXPENSE_CATEGORY_NAME_MAX} characters`)
  .transform((s) => s.replace(/\s+/g, ' '))
  .refine((s) => !builtInCategoryNamed(s), EXPENSE_CATEGORY_MESSAGES.builtIn);

/** POST /api/expense-categories and PUT /api/expense-categories/{id}. */
export const expenseCategoryInputSchema = z.object({ name: nameSchema }).strict();
export type ExpenseCategoryInput = z.input<typeof expenseCategoryInputSchema>;

export const expenseCategorySchema = z.object({ categoryId: z.string(), name: z.string(), createdAt: z.string(), updatedAt: z.string() }).strict();
export type ExpenseCategoryRecord = z.infer<typeof expenseCategorySchema>;

/** GET /api/expense-categories: the built-in ones (value and label, read-only) and the company's own, by name. */
export const expenseCategoriesSchema = z
  .object({
    builtIn: z.array(z.object({ value: z.enum(EXPENSE_CATEGORIES), label: z.string() }).strict()),
    own: z.array(expenseCategorySchema),
  })
  .strict();
export type ExpenseCategories = z.infer<typeof expenseCategoriesSchema>;
