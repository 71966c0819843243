import {
  expenseInputSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseParams,
  expenseReimbursedSchema,
  expenseSchema,
  expenseUpdateSchema,
} from '../../shared/schemas/expense';
import { domainHandler, route } from '../lib/http';
import * as expenses from '../services/expenses';

export const listExpenses = route('listExpenses', { query: expenseListQuerySchema, response: expensePageSchema }, ({ caller, query }) =>
  expenses.listExpenses(caller.companyId, query),
);

export const createExpense = route('createExpense', { body: expenseInputSchema, status: 201, response: expenseSchema }, ({ caller, body }) =>
  expenses.createExpense(caller.companyId, { userId: caller.userId, name: caller.name }, body),
);

export const getExpense = route('getExpense', { params: expenseParams, response: expenseSchema }, ({ caller, params }) => expenses.getExpense(caller.companyId, params.id));

export const updateExpense = route('updateExpense', { params: expenseParams, body: expenseUpdateSchema, response: expenseSchema }, ({ caller, params, body }) =>
  expenses.updateExpense(caller.companyId, params.id, body),
);

export const deleteExpense = route('deleteExpense', { params: expenseParams, status: 204 }, ({ caller, params }) => expenses.deleteExpense(caller.companyId, params.id));

export const markExpenseReimbursed = route('markExpenseReimbursed', { params: expenseParams, body: expenseReimbursedSchema, response: expenseSchema }, ({ caller, params, body }) =>
  expenses.markExpenseReimbursed(caller.companyId, params.id, body),
);

export const handler = domainHandler('expenses', {
  listExpenses,
  createExpense,
  getExpense,
  updateExpense,
  deleteExpense,
  markExpenseReimbursed,
});
