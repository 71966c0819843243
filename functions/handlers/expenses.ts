import {
  expenseExportQuerySchema,
  expenseImportValuesSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseParams,
  expenseReimbursedSchema,
  expenseSchema,
  expenseUpdateSchema,
} from '../../shared/schemas/expense';
import { pageQuery } from '../../shared/schemas/common';
import { commentInputSchema, historyEntrySchema, historyPageSchema } from '../../shared/schemas/history';
import { importBatchFor, importResultSchema } from '../../shared/schemas/import';
import { domainHandler, route } from '../lib/http';
import * as expenses from '../services/expenses';
import * as expenseCsv from '../services/expense-csv';
import * as history from '../services/expense-history';
import { expenseCategoriesSchema, expenseCategoryInputSchema, expenseCategorySchema } from '../../shared/schemas/expense-category';
import { idParam } from '../../shared/schemas/common';
import * as categories from '../services/expense-categories';
import {
  recurringExpenseInputSchema,
  recurringExpenseListQuerySchema,
  recurringExpensePageSchema,
  recurringExpenseParams,
  recurringExpenseSchema,
  recurringExpenseUpdateSchema,
  recurringMadePageSchema,
  recurringMadeQuerySchema,
} from '../../shared/schemas/recurring-expense';
import * as recurring from '../services/recurring-expenses';

export const listExpenses = route('listExpenses', { query: expenseListQuerySchema, response: expensePageSchema }, ({ caller, query }) =>
  expenses.listExpenses(caller.companyId, query),
);

export const createExpense = route('createExpense', { body: expenseInputSchema, status: 201, response: expenseSchema, replay: (caller, id) => expenses.getExpense(caller.companyId, id) }, ({ caller, body }) =>
  expenses.createExpense(caller.companyId, { userId: caller.userId, name: caller.name }, body),
);

export const exportExpenses = route('exportExpenses', { query: expenseExportQuerySchema, response: expensePageSchema }, ({ caller, query }) =>
  expenseCsv.exportExpenses(caller.companyId, query),
);

export const importExpenses = route('importExpenses', { body: importBatchFor(expenseImportValuesSchema), response: importResultSchema }, ({ caller, body }) =>
  expenseCsv.importExpenses(caller.companyId, { userId: caller.userId, name: caller.name }, body),
);

export const getExpense = route('getExpense', { params: expenseParams, response: expenseSchema }, ({ caller, params }) => expenses.getExpense(caller.companyId, params.id));

export const updateExpense = route('updateExpense', { params: expenseParams, body: expenseUpdateSchema, response: expenseSchema }, ({ caller, params, body }) =>
  expenses.updateExpense(caller.companyId, params.id, body),
);

export const deleteExpense = route('deleteExpense', { params: expenseParams, status: 204 }, ({ caller, params }) => expenses.deleteExpense(caller.companyId, params.id));

export const markExpenseReimbursed = route('markExpenseReimbursed', { params: expenseParams, body: expenseReimbursedSchema, response: expenseSchema }, ({ caller, params, body }) =>
  expenses.markExpenseReimbursed(caller.companyId, params.id, body),
);

export const listExpenseHistory = route('listExpenseHistory', { params: expenseParams, query: pageQuery.strict(), response: historyPageSchema }, ({ caller, params, query }) =>
  history.listExpenseHistory(caller.companyId, params.id, query),
);

export const addExpenseComment = route('addExpenseComment', { params: expenseParams, body: commentInputSchema, status: 201, response: historyEntrySchema }, ({ caller, params, body }) =>
  history.addExpenseComment(caller.companyId, params.id, caller, body),
);
// Settings > Expense categories, and the expense form's New category.
export const listExpenseCategories = route('listExpenseCategories', { response: expenseCategoriesSchema }, ({ caller }) => categories.listExpenseCategories(caller.companyId));
export const createExpenseCategory = route('createExpenseCategory', { body: expenseCategoryInputSchema, status: 201, response: expenseCategorySchema }, ({ caller, body }) =>
  categories.createExpenseCategory(caller.companyId, body),
);
export const renameExpenseCategory = route('renameExpenseCategory', { params: idParam, body: expenseCategoryInputSchema, response: expenseCategorySchema }, ({ caller, params, body }) =>
  categories.renameExpenseCategory(caller.companyId, params.id, body),
);
export const deleteExpenseCategory = route('deleteExpenseCategory', { params: idParam, status: 204 }, ({ caller, params }) => categories.deleteExpenseCategory(caller.companyId, params.id));
// ---------------------------------------------------------------- recurring expenses

export const listRecurringExpenses = route('listRecurringExpenses', { query: recurringExpenseListQuerySchema, response: recurringExpensePageSchema }, ({ caller, query }) =>
  recurring.listRecurringExpenses(caller.companyId, query),
);

export const createRecurringExpense = route('createRecurringExpense', { body: recurringExpenseInputSchema, status: 201, response: recurringExpenseSchema }, ({ caller, body }) =>
  recurring.createRecurringExpense(caller.companyId, { userId: caller.userId, name: caller.name }, body),
);

export const getRecurringExpense = route('getRecurringExpense', { params: recurringExpenseParams, response: recurringExpenseSchema }, ({ caller, params }) =>
  recurring.getRecurringExpense(caller.companyId, params.id),
);

export const updateRecurringExpense = route('updateRecurringExpense', { params: recurringExpenseParams, body: recurringExpenseUpdateSchema, response: recurringExpenseSchema }, ({ caller, params, body }) =>
  recurring.updateRecurringExpense(caller.companyId, params.id, body),
);

export const deleteRecurringExpense = route('deleteRecurringExpense', { params: recurringExpenseParams, status: 204 }, ({ caller, params }) =>
  recurring.deleteRecurringExpense(caller.companyId, params.id),
);

export const pauseRecurringExpense = route('pauseRecurringExpense', { params: recurringExpenseParams, response: recurringExpenseSchema }, ({ caller, params }) =>
  recurring.pauseRecurringExpense(caller.companyId, params.id),
);

export const resumeRecurringExpense = route('resumeRecurringExpense', { params: recurringExpenseParams, response: recurringExpenseSchema }, ({ caller, params }) =>
  recurring.resumeRecurringExpense(caller.companyId, params.id),
);

export const listRecurringMadeExpenses = route('listRecurringMadeExpenses', { params: recurringExpenseParams, query: recurringMadeQuerySchema, response: recurringMadePageSchema }, ({ caller, params, query }) =>
  recurring.listMadeExpenses(caller.companyId, params.id, query),
);

export const handler = domainHandler('expenses', {
  listExpenses,
  createExpense,
  exportExpenses,
  importExpenses,
  getExpense,
  updateExpense,
  deleteExpense,
  markExpenseReimbursed,
  listExpenseHistory,
  addExpenseComment,
  listExpenseCategories,
  createExpenseCategory,
  renameExpenseCategory,
  deleteExpenseCategory,
  listRecurringExpenses,
  createRecurringExpense,
  getRecurringExpense,
  updateRecurringExpense,
  deleteRecurringExpense,
  pauseRecurringExpense,
  resumeRecurringExpense,
  listRecurringMadeExpenses,
});
