import { ModelEntity } from './model';

/*
 * A company's own expense categories (the built-in ones are constants,
 * shared/expense-values.ts).
 *
 * pk = company, sk = $expensecategory_1#namekey_<name, trimmed, spaces
 * collapsed, lower case>: the name is the key, so a second category of the
 * same name (any case) is refused by `attribute_not_exists`, and a rename is
 * one transaction deleting the old key and creating the new one. Every
 * category of a company is one Query (at most EXPENSE_CATEGORIES_MAX).
 * `categoryId` (a ULID) names it in the API.
 */
export const ExpenseCategory = () =>
  new ModelEntity({
    model: { entity: 'expensecategory', version: '1', service: 'kobo' },
    attributes: {
      companyId: { type: 'string', required: true, readOnly: true },
      nameKey: { type: 'string', required: true, readOnly: true },
      categoryId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['companyId'] },
        sk: { field: 'sk', composite: ['nameKey'] },
      },
    },
  });

/**
 * How many own categories the company has, moved by ADD in the transaction
 * that creates or deletes one; a create is conditional on it being below the
 * maximum, so racing creates cannot pass it.
 */
export const ExpenseCategoryCount = () =>
  new ModelEntity({
    model: { entity: 'expensecategorycount', version: '1', service: 'kobo' },
    attributes: {
      companyId: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['companyId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  });
