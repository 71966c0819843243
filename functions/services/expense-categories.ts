import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, EXPENSE_MESSAGES } from '../../shared/expense-values';
import {
  categoryNameKey,
  EXPENSE_CATEGORIES_MAX,
  EXPENSE_CATEGORY_MESSAGES,
  expenseCategoryInputSchema,
  type ExpenseCategories,
  type ExpenseCategoryInput,
  type ExpenseCategoryRecord,
} from '../../shared/schemas/expense-category';
import type { ExpenseCategory as CategoryEntity } from '../entities/expense-category';
import { db } from '../entities/table';
import { committed, TransactionCancelled } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';

/*
 * Settings > Expense categories, and the expense form's "New category": the
 * company's own categories beside the built-in ones (functions/entities/expense-category.ts).
 * Unique names (any case) are the key's condition; the maximum is a condition on
 * the company's count, moved in the same transaction. An expense keeps its
 * category's text, so renaming or deleting one changes no expense.
 */

type CategoryItem = EntityItem<ReturnType<typeof CategoryEntity>>;

const newId = monotonicFactory();

const toRecord = (r: CategoryItem): ExpenseCategoryRecord => ({ categoryId: r.categoryId, name: r.name, createdAt: r.createdAt, updatedAt: r.updatedAt });
const taken = () => new BadRequestError(EXPENSE_CATEGORY_MESSAGES.taken, { name: EXPENSE_CATEGORY_MESSAGES.taken });

/** Every own category of the company: one Query (at most EXPENSE_CATEGORIES_MAX items). */
async function readCategories(companyId: string): Promise<CategoryItem[]> {
  const { data } = await db().entities.expenseCategory.query.byName({ companyId }).go({ consistent: true, pages: 'all' });
  return data;
}

async function readCategory(companyId: string, categoryId: string): Promise<CategoryItem> {
  const found = (await readCategories(companyId)).find((c) => c.categoryId === categoryId);
  if (!found) throw new NotFoundError('Expense category');
  return found;
}

export async function listExpenseCategories(companyId: string): Promise<ExpenseCategories> {
  const own = (await readCategories(companyId)).sort((a, b) => a.nameKey.localeCompare(b.nameKey)).map(toRecord);
  return { builtIn: EXPENSE_CATEGORIES.map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] })), own };
}

/**
 * The category an expense may be saved with, as stored: a built-in's value, or the own
 * category's name as the company spells it (matched in any case). Anything else is a 400
 * naming `field`. `keep`: the expense's current category, accepted as it is (a category
 * deleted since stays on the expenses that have it).
 */
export async function checkedCategory(companyId: string, category: string, field: string, keep?: string): Promise<string> {
  if ((EXPENSE_CATEGORIES as readonly string[]).includes(category)) return category;
  if (keep !== undefined && category === keep) return category;
  const key = categoryNameKey(category);
  const { data } = await db().entities.expenseCategory.get({ companyId, nameKey: key }).go({ attributes: ['name'] });
  if (!data) throw new BadRequestError(EXPENSE_MESSAGES.unknownCategory, { [field]: EXPENSE_MESSAGES.unknownCategory });
  return data.name;
}

/** Adds a category: its name's key created on `attribute_not_exists`, the count moved on being below the maximum, together. */
export async function createExpenseCategory(companyId: string, input: ExpenseCategoryInput): Promise<ExpenseCategoryRecord> {
  const { name } = expenseCategoryInputSchema.parse(input);
  const now = new Date().toISOString();
  const record: CategoryItem = { companyId, nameKey: categoryNameKey(name), categoryId: newId(), name, createdAt: now, updatedAt: now };
  try {
    await committed(
      db()
        .transaction.write(({ expenseCategory, expenseCategoryCount }) => [
          expenseCategory.create(record).commit(),
          expenseCategoryCount
            .update({ companyId })
            .add({ count: 1 })
            .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, EXPENSE_CATEGORIES_MAX)}`)
            .commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.failed.includes(0)) throw taken();
    throw new ConflictError(EXPENSE_CATEGORY_MESSAGES.limit, 'limit');
  }
  return toRecord(record);
}

/**
 * Renames a category. Another spelling of the same name is a patch of the item; a new name
 * moves the item to its new key (old one deleted on its id, new one created on
 * `attribute_not_exists`) in one transaction. Expenses keep the name they were saved with.
 */
export async function renameExpenseCategory(companyId: string, categoryId: string, input: ExpenseCategoryInput): Promise<ExpenseCategoryRecord> {
  const { name } = expenseCategoryInputSchema.parse(input);
  const current = await readCategory(companyId, categoryId);
  const nameKey = categoryNameKey(name);
  const now = new Date().toISOString();
  if (current.name === name) return toRecord(current);
  if (nameKey === current.nameKey) {
    try {
      await committed(
        db()
          .transaction.write(({ expenseCategory }) => [
            expenseCategory
              .patch({ companyId, nameKey })
              .set({ name, updatedAt: now })
              .where((a, op) => op.eq(a.categoryId, categoryId))
              .commit(),
          ])
          .go(),
      );
    } catch (error) {
      if (error instanceof TransactionCancelled) throw new NotFoundError('Expense category');
      throw error;
    }
    return toRecord({ ...current, name, updatedAt: now });
  }
  const next: CategoryItem = { ...current, nameKey, name, updatedAt: now };
  try {
    await committed(
      db()
        .transaction.write(({ expenseCategory }) => [
          expenseCategory
            .delete({ companyId, nameKey: current.nameKey })
            .where((a, op) => op.eq(a.categoryId, categoryId))
            .commit(),
          expenseCategory.create(next).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.failed.includes(0)) throw new NotFoundError('Expense category');
    throw taken();
  }
  return toRecord(next);
}

/** Deletes a category (conditional on its id) and moves the count down, together. Expenses keep its name as their category. */
export async function deleteExpenseCategory(companyId: string, categoryId: string): Promise<void> {
  const current = await readCategory(companyId, categoryId);
  try {
    await committed(
      db()
        .transaction.write(({ expenseCategory, expenseCategoryCount }) => [
          expenseCategory
            .delete({ companyId, nameKey: current.nameKey })
            .where((a, op) => op.eq(a.categoryId, categoryId))
            .commit(),
          expenseCategoryCount.update({ companyId }).add({ count: -1 }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new NotFoundError('Expense category');
    throw error;
  }
}
