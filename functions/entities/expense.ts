import { ModelEntity } from './model';
import { RECEIPT_CONTENT_TYPES } from '../../shared/constants';
import { EXPENSE_BILLING_STATES, EXPENSE_REIMBURSEMENT_STATES } from '../../shared/schemas/expense';

/*
 * Key design for expenses (see docs/data-model.md, access patterns).
 *
 * One item per expense, pk = company#expense, sk $expense_1: read, edited and
 * deleted by GetItem / conditional writes on that key. The list's tabs are key
 * ranges of the indexes, each sorted by the expense's date then its id (a ULID),
 * so read in descending order they list the newest date first:
 *   gsi1 (gsi1pk = company):                 All
 *   gsi2 (gsi2pk = company#billing):         Unbilled (billing = unbilled), Invoiced (billing = invoiced)
 *   gsi3 (gsi3pk = company#reimbursement):   To reimburse, Reimbursed (reimbursement = to_reimburse, reimbursed)
 *   gsi4 (gsi4pk = company#customer):        a customer's, by billing state (the invoice form's
 *                                            unbilled expenses: sk begins with billing = unbilled)
 * A change of date, billing or reimbursement state rewrites the item, and DynamoDB
 * moves its index entries with it: no tab is ever a filter.
 */
export const Expense = () => new ModelEntity({
  model: { entity: 'expense', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** A ULID: within one date, sorting by it is sorting by creation time. */
    expenseId: { type: 'string', required: true, readOnly: true },
    /** yyyy-MM-dd (calendarDate): sorts as text. */
    expenseDate: { type: 'string', required: true },
    /** A built-in category (office, travel ...) or the company's own category's name when saved. */
    category: { type: 'string', required: true },
    /** What was spent, VAT included, in kobo. */
    amountKobo: { type: 'number', required: true },
    /** The VAT inside the amount, in kobo (0 when none). */
    vatKobo: { type: 'number', required: true, default: 0 },
    vendor: { type: 'string' },
    description: { type: 'string' },
    /** One of the company's customers (checked on every save), and its name as it was then. */
    customerId: { type: 'string' },
    customerName: { type: 'string' },
    billing: { type: EXPENSE_BILLING_STATES, required: true },
    /** The invoice that bills it, and that invoice's number (set and cleared by the invoice's own transaction). */
    invoiceId: { type: 'string' },
    invoiceNumber: { type: 'string' },
    /** The customer's id, or 'none': the by-customer index needs a value on every expense. */
    customerKey: { type: 'string', required: true, default: 'none' },
    reimbursement: { type: EXPENSE_REIMBURSEMENT_STATES, required: true },
    /** The receipt's file in the uploads bucket (receipts/<companyId>/...), as S3 had it when it was set. */
    receipt: {
      type: 'map',
      properties: {
        key: { type: 'string', required: true },
        name: { type: 'string', required: true },
        size: { type: 'number', required: true },
        contentType: { type: RECEIPT_CONTENT_TYPES, required: true },
      },
    },
    /** Made by a recurring expense (functions/entities/recurring-expense.ts): that profile's id, and its name then. */
    recurringProfileId: { type: 'string', readOnly: true },
    recurringProfileName: { type: 'string' },
    /** Who recorded it: their name as history shows it, and their user id. */
    createdBy: { type: 'string', required: true, readOnly: true },
    createdById: { type: 'string', readOnly: true },
    /** Bumped by every write; edits, reimbursement marks and deletes are conditional on the value they read. */
    version: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byExpense: {
      pk: { field: 'pk', composite: ['companyId', 'expenseId'] },
      sk: { field: 'sk', composite: [] },
    },
    // Newest first = these key ranges read in descending order.
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['expenseDate', 'expenseId'] },
    },
    byBilling: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'billing'] },
      sk: { field: 'gsi2sk', composite: ['expenseDate', 'expenseId'] },
    },
    byReimbursement: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'reimbursement'] },
      sk: { field: 'gsi3sk', composite: ['expenseDate', 'expenseId'] },
    },
    // A customer's expenses, by billing state, newest date first within each: Unbilled for an invoice to take.
    byCustomer: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['companyId', 'customerKey'] },
      sk: { field: 'gsi4sk', composite: ['billing', 'expenseDate', 'expenseId'] },
    },
  },
});
