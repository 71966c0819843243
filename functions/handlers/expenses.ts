import {
  expenseInputSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseParams,
  expenseReimbursedSchema,
  expenseSchema,
  expenseUpdateSchema,
} from '../../shared/schemas/expense';
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
import { domainHandler, route } from '../lib/http';
import * as expenses from '../services/expenses';
import * as recurring from '../services/recurring-expenses';

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
  getExpense,
  updateExpense,
  deleteExpense,
  markExpenseReimbursed,
  listRecurringExpenses,
  createRecurringExpense,
  getRecurringExpense,
  updateRecurringExpense,
  deleteRecurringExpense,
  pauseRecurringExpense,
  resumeRecurringExpense,
  listRecurringMadeExpenses,
});
