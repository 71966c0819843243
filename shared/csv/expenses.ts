import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, expenseCategoryLabel, type ExpenseBilling, type ExpenseReimbursement } from '../expense-values';
import { koboToDecimal, parseNaira } from '../money';
import { AMOUNT_TOO_LARGE } from '../schemas/common';
import { expenseImportValuesSchema, type ExpensePage } from '../schemas/expense';
import { choice, readCsv, text, type CellRead, type CsvColumn, type CsvReadResult } from './csv';

type ListedExpense = ExpensePage['items'][number];

export const EXPENSE_DATE_MESSAGE = 'Use a date like 2026-11-22 or 22/11/2026';
export const EXPENSE_AMOUNT_MESSAGE = 'Enter an amount in naira, like 1500.50';

/** yyyy-MM-dd, or dd/MM/yyyy as Nigerian spreadsheets write it -> yyyy-MM-dd (the schema then checks the day exists). */
function expenseDate(cell: string): CellRead {
  const v = cell.trim();
  if (v === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return { value: v };
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return m ? { value: `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` } : { error: EXPENSE_DATE_MESSAGE };
}

/** An amount in naira ("1,500.50", "₦20") -> kobo; the schema checks it is within the bound. */
function naira(cell: string): CellRead {
  if (cell.trim() === '') return undefined;
  const kobo = parseNaira(cell);
  if (kobo !== null) return { value: kobo };
  // Digits too many for a safe number of kobo: past the bound, said as the bound.
  return /^\d{16,}(\.\d{0,2})?$/.test(cell.replace(/[₦,\s]/g, '')) ? { error: AMOUNT_TOO_LARGE } : { error: EXPENSE_AMOUNT_MESSAGE };
}

/**
 * A category by its label or its code ("Travel", "travel"); any other text goes on as it is: the
 * server takes it if it is one of the company's own categories (checkedCategory), else refuses the row.
 */
function category(cell: string): CellRead {
  const v = cell.trim();
  if (v === '') return undefined;
  const found = EXPENSE_CATEGORIES.find((c) => c === v.toLowerCase() || EXPENSE_CATEGORY_LABELS[c].toLowerCase() === v.toLowerCase());
  return { value: found ?? v };
}

const BILLING_CELLS: Record<ExpenseBilling, string> = { not_billable: 'Not billable', unbilled: 'Unbilled', invoiced: 'Invoiced' };
const REIMBURSEMENT_CELLS: Record<ExpenseReimbursement, string> = { none: 'No', to_reimburse: 'To reimburse', reimbursed: 'Reimbursed' };

/** Billable: Yes or No (or what export writes: Unbilled, Not billable; an invoiced expense is not imported as one). */
const billable = (cell: string): CellRead =>
  /^invoiced$/i.test(cell.trim())
    ? { error: 'An imported expense is not on an invoice: use Yes or No' }
    : choice(
        [
          { value: true, labels: ['yes', 'true', 'y', '1', 'billable', 'unbilled'] },
          { value: false, labels: ['no', 'false', 'n', '0', 'not billable'] },
        ],
        'Use Yes or No',
      )(cell);

/** Reimbursable: Yes or No (or what export writes); it is imported as to be reimbursed. */
const reimbursable = choice(
  [
    { value: true, labels: ['yes', 'true', 'y', '1', 'reimbursable', 'to reimburse', 'reimbursed'] },
    { value: false, labels: ['no', 'false', 'n', '0', 'none'] },
  ],
  'Use Yes or No',
);

/**
 * The expense CSV. Export writes a tab of the list, newest first: amounts in naira with 2
 * decimals (no symbol, no grouping), the category, billing and reimbursement in words, the
 * invoice's number (export only). Import reads the same columns (Billable and Reimbursable
 * are also taken as headers); Date, Category and Amount are required; the customer is named.
 */
export const EXPENSE_CSV_COLUMNS: readonly CsvColumn<ListedExpense>[] = [
  { header: 'Date', path: 'expenseDate', required: true, read: expenseDate, write: (e) => e.expenseDate },
  { header: 'Category', path: 'category', required: true, read: category, write: (e) => expenseCategoryLabel(e.category) },
  { header: 'Description', path: 'description', read: text, write: (e) => e.description },
  { header: 'Vendor', path: 'vendor', read: text, write: (e) => e.vendor },
  { header: 'Customer', path: 'customerName', read: text, write: (e) => e.customerName },
  { header: 'Amount', path: 'amountKobo', required: true, read: naira, write: (e) => koboToDecimal(e.amountKobo) },
  { header: 'VAT', path: 'vatKobo', read: naira, write: (e) => koboToDecimal(e.vatKobo) },
  { header: 'Billing', aliases: ['Billable'], path: 'billable', read: billable, write: (e) => BILLING_CELLS[e.billing] },
  { header: 'Invoice Number', path: null, write: (e) => e.invoiceNumber },
  { header: 'Reimbursement', aliases: ['Reimbursable'], path: 'reimbursable', read: reimbursable, write: (e) => REIMBURSEMENT_CELLS[e.reimbursement] },
];

export const readExpenseCsv = (content: string): CsvReadResult => readCsv(content, EXPENSE_CSV_COLUMNS, expenseImportValuesSchema);
