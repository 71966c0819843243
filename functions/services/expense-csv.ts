import { CSV_EXPORT_PAGE_SIZE } from '../../shared/constants';
import { expenseImportValuesSchema, type ExpensePage, type ExpenseTab, type ExpenseValues } from '../../shared/schemas/expense';
import type { ImportBatch, ImportResult } from '../../shared/schemas/import';
import { db } from '../entities/table';
import { BadRequestError } from '../lib/errors';
import { normalise } from './customers/store';
import { checkedCategory } from './expense-categories';
import { listExpenses, storedFields, writeNewExpense, type Recorder } from './expenses';
import { runImport } from './imports';

/*
 * The expense list as CSV: export pages of a tab, and import batches through the import
 * engine the customers and items use (services/imports.ts), each good row written once
 * with its history entry by the expense service's own create.
 */

/** One tab for the CSV export, newest first, CSV_EXPORT_PAGE_SIZE at a time (the list's own Query, larger pages). */
export function exportExpenses(companyId: string, opts: { tab?: ExpenseTab; cursor?: string }): Promise<ExpensePage> {
  return listExpenses(companyId, { tab: opts.tab, cursor: opts.cursor, limit: CSV_EXPORT_PAGE_SIZE });
}

/** Search entries read at most to find one name (the customer's whole-name token, which word tokens can share). */
const NAME_LOOKUP_PAGES = 5;

/**
 * The company's one customer whose name is `name` (case and spacing aside), found through the
 * customers' search entries under the token that is the whole name (a bounded Query, no scan).
 * None, or two of that name, is a 400 naming customerName: the import reports it on the row.
 */
async function customerNamed(companyId: string, name: string): Promise<{ customerId: string; name: string }> {
  const wanted = normalise(name);
  const found = new Map<string, string>();
  let cursor: string | null = null;
  for (let page = 0; page < NAME_LOOKUP_PAGES; page++) {
    const result: { data: { customerId: string; name: string }[]; cursor: string | null } = await db()
      .entities.customerSearch.query.byToken({ companyId, token: wanted.slice(0, 200) })
      .go({ limit: 100, cursor, attributes: ['customerId', 'name'] });
    for (const e of result.data) if (normalise(e.name) === wanted) found.set(e.customerId, e.name);
    cursor = result.cursor;
    if (!cursor) break;
  }
  const refuse = (message: string) => new BadRequestError(message, { customerName: message });
  if (found.size === 0) throw refuse(`No customer is named "${name}"; add the customer first or correct the name`);
  if (found.size > 1) throw refuse(`More than one customer is named "${name}"; rename one of them to import this row`);
  const [customerId, customerName] = [...found][0]!;
  return { customerId, name: customerName };
}

/**
 * One batch of an expense CSV import (see runImport): each valid row whose customer (if it
 * names one) is the company's becomes an expense, once, with its 'Expense imported from CSV'
 * history entry. The customers a batch names are looked up once each.
 */
export function importExpenses(companyId: string, by: Recorder, batch: ImportBatch): Promise<ImportResult> {
  const lookups = new Map<string, Promise<{ customerId: string; name: string }>>();
  const customerFor = (name: string) => {
    const key = normalise(name);
    if (!lookups.has(key)) lookups.set(key, customerNamed(companyId, name));
    return lookups.get(key)!;
  };
  return runImport(companyId, 'expenses', batch, expenseImportValuesSchema, async (v, marker) => {
    const customer = v.customerName === undefined ? undefined : await customerFor(v.customerName);
    const values: ExpenseValues = {
      expenseDate: v.expenseDate,
      category: await checkedCategory(companyId, v.category, 'category'),
      amountKobo: v.amountKobo,
      vatKobo: v.vatKobo,
      vendor: v.vendor,
      description: v.description,
      customerId: customer?.customerId,
      billable: v.billable,
      reimbursable: v.reimbursable,
    };
    const record = await writeNewExpense(companyId, by, storedFields(values, customer?.name, undefined), {
      billable: v.billable,
      reimbursement: v.reimbursable ? 'to_reimburse' : 'none',
      historyText: 'Expense imported from CSV',
      marker,
    });
    return record.expenseId;
  });
}
