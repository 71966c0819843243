import { monotonicFactory } from 'ulid';
import {
  EXPENSE_MESSAGES,
  expenseInputSchema,
  expenseReimbursedSchema,
  expenseUpdateSchema,
  type Expense,
  type ExpenseBilling,
  type ExpenseInput,
  type ExpenseReimbursed,
  type ExpenseReimbursement,
  type ExpenseUpdate,
  type ExpenseReceipt,
  type ExpenseValues,
} from '../../shared/schemas/expense';
import { RECEIPT_KEY_PATTERN, receiptPrefix } from '../../shared/s3-prefixes';
import { UPLOAD_RULES } from '../../shared/upload-purposes';
import { db } from '../entities/table';
import { transact, TransactionCancelled } from '../lib/dynamo-errors';
import { RequestReplayed, requestClaim } from '../lib/request-key';
import { expenseTallyOps } from './reports/postings';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { headObject } from './uploads';
import type { ImportMarker } from './imports';
import { deleteRemainingHistory, expenseHistoryItem, readHistoryIds, type ExpenseHistoryItem } from './expense-history';
import { checkedCategory } from './expense-categories';
import { customerNameFor, toExpense, type ExpenseItem } from './expense-shape';

// The list lives beside the writes (expense-list.ts); callers find both here.
export { listExpenses } from './expense-list';
export { customerNameFor } from './expense-shape';

/*
 * Expenses: one item each (functions/entities/expense.ts). Every write is one
 * conditional write on that item, in one transaction with the history entry it
 * makes (services/expense-history.ts): create on attribute_not_exists, edit and the
 * reimbursement mark on the version read (a full put, so a concurrent change is
 * a 409, never overwritten), delete on the item existing; an expense on an
 * invoice refuses edits and deletes in the condition too, not only in the read.
 */

type Key = { companyId: string; expenseId: string };

/** Who records an expense (the route's caller). */
export interface Recorder {
  userId: string;
  name: string;
}

/** ULIDs that keep their order within one process, so expenses of one date created together list in order. */
const newId = monotonicFactory();

export const EDIT_CONFLICT = 'This expense was changed by someone else. Reload and try again.';

/** 409 codes the screens can tell apart (the messages are the shared ones). */
const INVOICED = 'invoiced';
const NOT_REIMBURSABLE = 'not_reimbursable';

/** The fields a save replaces: validated input, blanks absent, the customer's name beside its id, the checked receipt. */
export function storedFields(v: ExpenseValues, customerName: string | undefined, receipt: ExpenseReceipt | undefined) {
  return {
    expenseDate: v.expenseDate,
    category: v.category,
    amountKobo: v.amountKobo,
    vatKobo: v.vatKobo,
    ...(v.vendor === undefined ? {} : { vendor: v.vendor }),
    ...(v.description === undefined ? {} : { description: v.description }),
    ...(v.customerId === undefined ? {} : { customerId: v.customerId, customerName }),
    customerKey: v.customerId ?? 'none',
    ...(receipt === undefined ? {} : { receipt }),
  };
}
/** Compared by identity: an unchanged receipt is the very object read (receiptFor). */
const STORED_FIELDS = ['expenseDate', 'category', 'amountKobo', 'vatKobo', 'vendor', 'description', 'customerId', 'customerName', 'billing', 'reimbursement', 'receipt'] as const;

const billingFor = (billable: boolean): ExpenseBilling => (billable ? 'unbilled' : 'not_billable');

// ---------------------------------------------------------------- reads

async function readExpense(key: Key): Promise<ExpenseItem> {
  const { data } = await db().entities.expense.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Expense');
  return data;
}


const refusedReceipt = (message: string) => new BadRequestError(message, { receipt: message });

/**
 * The receipt to keep: none when none is sent; the one the expense has when its key is
 * sent back; else a file uploaded for this company (its key under the company's receipts
 * prefix, as the signer makes them) that S3 holds with an allowed type and size, the ones
 * sent. Anything else is a 400 naming `receipt`, before anything is written.
 */
async function receiptFor(companyId: string, sent: ExpenseReceipt | undefined, current?: ExpenseItem['receipt']): Promise<ExpenseReceipt | undefined> {
  if (sent === undefined) return undefined;
  if (current && current.key === sent.key) return current;
  if (!sent.key.startsWith(receiptPrefix(companyId)) || !RECEIPT_KEY_PATTERN.test(sent.key)) throw refusedReceipt(EXPENSE_MESSAGES.receiptNotUploaded);
  const stored = await headObject(sent.key);
  if (!stored) throw refusedReceipt(EXPENSE_MESSAGES.receiptNotUploaded);
  // In AWS the upload's policy already pinned type and size; checked again, as S3 has them.
  const rules = UPLOAD_RULES.receipt;
  if (!rules.contentTypes.includes(stored.contentType)) throw refusedReceipt(rules.typeMessage);
  if (stored.size < 1 || stored.size > rules.maxBytes) throw refusedReceipt(rules.sizeMessage);
  if (stored.size !== sent.size || stored.contentType !== sent.contentType) throw refusedReceipt(EXPENSE_MESSAGES.receiptMismatch);
  return { key: sent.key, name: sent.name, size: stored.size, contentType: sent.contentType };
}

/** After a refused conditional write: 404 if the expense is gone, else the conflict `current` explains. */
async function conflictOrGone(key: Key, conflict: (current: ExpenseItem) => ConflictError): Promise<never> {
  const { data } = await db().entities.expense.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Expense');
  throw conflict(data);
}

const invoicedLocked = () => new ConflictError(EXPENSE_MESSAGES.invoicedLocked, INVOICED);
const editConflict = (now: ExpenseItem) => (now.billing === 'invoiced' ? invoicedLocked() : new ConflictError(EDIT_CONFLICT));

export async function getExpense(companyId: string, expenseId: string): Promise<Expense> {
  return toExpense(await readExpense({ companyId, expenseId }));
}


// ---------------------------------------------------------------- writes

/**
 * Records an expense: billable ones are unbilled until an invoice takes them,
 * reimbursable ones are owed to whoever paid until marked reimbursed.
 */
export async function createExpense(companyId: string, by: Recorder, input: ExpenseInput): Promise<Expense> {
  const parsed = expenseInputSchema.parse(input);
  const v = { ...parsed, category: await checkedCategory(companyId, parsed.category, 'category') };
  const customerName = await customerNameFor(companyId, v.customerId);
  const receipt = await receiptFor(companyId, v.receipt);
  return toExpense(await writeNewExpense(companyId, by, storedFields(v, customerName, receipt), { billable: v.billable, reimbursement: v.reimbursable ? 'to_reimburse' : 'none', historyText: 'Expense created' }));
}

/**
 * Writes a new expense with its first history entry (and, for a CSV row, the row's import
 * marker, whose existing makes the whole transaction fail) in one transaction.
 */
export async function writeNewExpense(
  companyId: string,
  by: Recorder,
  fields: ReturnType<typeof storedFields>,
  opts: { billable: boolean; reimbursement: ExpenseReimbursement; historyText: string; marker?: ImportMarker },
): Promise<ExpenseItem> {
  const now = new Date().toISOString();
  const record: ExpenseItem = {
    companyId,
    expenseId: newId(),
    ...fields,
    billing: billingFor(opts.billable),
    reimbursement: opts.reimbursement,
    createdBy: by.name,
    createdById: by.userId,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  const history = expenseHistoryItem(companyId, record.expenseId, opts.historyText);
  // A keyed request (lib/request-key.ts) claims its key first in the transaction: item 0.
  const claim = requestClaim(record.expenseId);
  try {
    await transact(() =>
      db()
        .transaction.write(({ expense, expenseHistory, importRow, requestKey }) => [
          ...(claim ? [requestKey.create(claim.item).commit()] : []),
          ...(opts.marker ? [importRow.create({ ...opts.marker, recordId: record.expenseId }).commit()] : []),
          expense.create(record).commit(),
          expenseHistory.create(history).commit(),
          ...(expenseTallyOps(companyId, null, record) as never[]),
        ])
        .go(),
    );
  } catch (error) {
    if (claim && error instanceof TransactionCancelled && error.failed.includes(0)) throw new RequestReplayed();
    throw error;
  }
  claim?.committed();
  return record;
}

/**
 * Writes `next` over the expense, conditional on the version read (and, unless `evenIfInvoiced`,
 * on it not being invoiced), with the history entries of the change in the same transaction.
 * A refused condition is a TransactionCancelled.
 */
async function writeOver(current: ExpenseItem, next: ExpenseItem, entries: ExpenseHistoryItem[], opts: { evenIfInvoiced?: boolean } = {}): Promise<void> {
  const version = current.version ?? 0;
  await transact(() =>
    db()
      .transaction.write(({ expense, expenseHistory }) => [
        expense
          .put(next)
          .where((a, op) => (opts.evenIfInvoiced ? op.eq(a.version, version) : `${op.eq(a.version, version)} AND ${op.ne(a.billing, 'invoiced')}`))
          .commit(),
        ...entries.map((e) => expenseHistory.create(e).commit()),
        ...(expenseTallyOps(current.companyId, current, next) as never[]),
      ])
      .go(),
  );
}

/** The fields an edit can change, as the form labels them (an edit's history entry names those it changed). */
const EDIT_LABELS = {
  expenseDate: 'Date',
  category: 'Category',
  amountKobo: 'Amount',
  vatKobo: 'VAT',
  vendor: 'Vendor',
  description: 'Description',
  customerId: 'Customer',
  billing: 'Billable',
  reimbursement: 'Reimbursable',
} as const satisfies Partial<Record<keyof ExpenseItem, string>>;

/** An edit's history entries: 'Expense edited' naming the changed fields, and what happened to the receipt. */
function editEntries(current: ExpenseItem, next: ExpenseItem): ExpenseHistoryItem[] {
  const { companyId, expenseId } = current;
  const changed = (Object.keys(EDIT_LABELS) as (keyof typeof EDIT_LABELS)[]).filter((f) => current[f] !== next[f]).map((f) => EDIT_LABELS[f]);
  const entries = changed.length ? [expenseHistoryItem(companyId, expenseId, 'Expense edited', changed)] : [];
  const before = current.receipt;
  const after = next.receipt;
  if (!before && after) entries.push(expenseHistoryItem(companyId, expenseId, `Receipt added: ${after.name}`));
  else if (before && !after) entries.push(expenseHistoryItem(companyId, expenseId, `Receipt removed: ${before.name}`));
  else if (before && after && before.key !== after.key) entries.push(expenseHistoryItem(companyId, expenseId, `Receipt replaced: ${after.name}`));
  return entries;
}

/**
 * Edit: a full replace of the fields (one left out is cleared). With the
 * version it loaded, a save over a newer one is 409 rather than overwriting
 * someone's change. An expense on an invoice cannot change (409). Reimbursed
 * stays reimbursed only while the expense is still reimbursable.
 */
export async function updateExpense(companyId: string, expenseId: string, input: ExpenseUpdate): Promise<Expense> {
  const { version: expected, ...parsed } = expenseUpdateSchema.parse(input);
  const key = { companyId, expenseId };
  const current = await readExpense(key);
  if (current.billing === 'invoiced') throw invoicedLocked();
  // Its current category stays valid even when that category was deleted since.
  const values = { ...parsed, category: await checkedCategory(companyId, parsed.category, 'category', current.category) };
  if (expected !== undefined && expected !== (current.version ?? 0)) throw new ConflictError(EDIT_CONFLICT);
  const customerName = await customerNameFor(companyId, values.customerId);
  const receipt = await receiptFor(companyId, values.receipt, current.receipt);
  const reimbursement: ExpenseReimbursement = !values.reimbursable ? 'none' : current.reimbursement === 'reimbursed' ? 'reimbursed' : 'to_reimburse';
  const replaced = { ...storedFields(values, customerName, receipt), billing: billingFor(values.billable), reimbursement };
  const { vendor: _v, description: _d, customerId: _c, customerName: _n, receipt: _r, ...kept } = current;
  const next: ExpenseItem = { ...kept, ...replaced, version: (current.version ?? 0) + 1, updatedAt: new Date().toISOString() };
  if (STORED_FIELDS.every((f) => current[f] === next[f])) return toExpense(current);
  try {
    await writeOver(current, next, editEntries(current, next));
  } catch (error) {
    if (error instanceof TransactionCancelled) await conflictOrGone(key, editConflict);
    throw error;
  }
  return toExpense(next);
}

/**
 * Delete (nothing is answered): conditional on the expense existing and not being on an
 * invoice, with its history. The expense goes with up to 99 of its history entries in one
 * transaction; the rest (an expense with a long history) 100 at a time after it
 * (deleteRemainingHistory).
 */
export async function deleteExpense(companyId: string, expenseId: string): Promise<void> {
  const key = { companyId, expenseId };
  // A delete wins over edits racing it: on the version read (the tallies take off exactly what
  // they were given), read again and retried while only the version moved.
  for (let attempt = 0; ; attempt++) {
    const current = await readExpense(key);
    if (current.billing === 'invoiced') throw invoicedLocked();
    const version = current.version ?? 0;
    const tally = expenseTallyOps(companyId, current, null);
    // The expense, its tallies and as many history entries as fit in one transaction of 100.
    const first = await readHistoryIds(companyId, expenseId, 99 - tally.length);
    try {
      await transact(() =>
        db()
          .transaction.write(({ expense, expenseHistory }) => [
            expense
              .delete(key)
              .where((a, op) => `${op.eq(a.version, version)} AND ${op.ne(a.billing, 'invoiced')}`)
              .commit(),
            ...first.map((entryId) => expenseHistory.delete({ ...key, entryId }).commit()),
            ...(tally as never[]),
          ])
          .go(),
      );
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const now = await db().entities.expense.get(key).go({ consistent: true });
      if (!now.data) throw new NotFoundError('Expense');
      if (now.data.billing === 'invoiced') throw invoicedLocked();
      if (attempt >= 4) throw new ConflictError(EDIT_CONFLICT);
    }
  }
  await deleteRemainingHistory(companyId, expenseId);
}

/**
 * Marks a reimbursable expense reimbursed, or back to be reimbursed (409 for
 * one that is not reimbursable). Marking it as it already is changes nothing;
 * so does losing a race to someone who marked it the same way.
 */
export async function markExpenseReimbursed(companyId: string, expenseId: string, input: ExpenseReimbursed): Promise<Expense> {
  const { reimbursed } = expenseReimbursedSchema.parse(input);
  const key = { companyId, expenseId };
  const target: ExpenseReimbursement = reimbursed ? 'reimbursed' : 'to_reimburse';
  const current = await readExpense(key);
  if (current.reimbursement === 'none') throw new ConflictError(EXPENSE_MESSAGES.notReimbursable, NOT_REIMBURSABLE);
  if (current.reimbursement === target) return toExpense(current);
  const next: ExpenseItem = { ...current, reimbursement: target, version: (current.version ?? 0) + 1, updatedAt: new Date().toISOString() };
  try {
    // Paying back whoever paid does not touch the customer's invoice: allowed on an invoiced expense too.
    await writeOver(current, next, [expenseHistoryItem(companyId, expenseId, reimbursed ? 'Marked as reimbursed' : 'Marked as not reimbursed')], { evenIfInvoiced: true });
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const now = await db().entities.expense.get(key).go({ consistent: true });
    if (!now.data) throw new NotFoundError('Expense');
    if (now.data.reimbursement === target) return toExpense(now.data);
    if (now.data.reimbursement === 'none') throw new ConflictError(EXPENSE_MESSAGES.notReimbursable, NOT_REIMBURSABLE);
    throw new ConflictError(EDIT_CONFLICT);
  }
  return toExpense(next);
}
