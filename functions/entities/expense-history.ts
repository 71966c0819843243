import { ModelEntity } from './model';

/**
 * Comments and history of an expense, newest first by ULID. They share the
 * expense's partition (pk = company#expense, the expense itself being sk
 * `$expense_1`), so one Query on that key with sk begins_with
 * `$expensehistory_1` reads them a page at a time, and deleting the expense
 * finds every one of them to delete (functions/services/expense-history.ts).
 */
export const ExpenseHistory = () => new ModelEntity({
  model: { entity: 'expensehistory', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    expenseId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['system', 'comment'] as const, required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    author: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', readOnly: true },
    /** On an "Expense edited" entry: the fields that changed, as the form labels them. */
    changedFields: { type: 'list', items: { type: 'string' }, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byExpense: {
      pk: { field: 'pk', composite: ['companyId', 'expenseId'] },
      sk: { field: 'sk', composite: ['entryId'] },
    },
  },
});
