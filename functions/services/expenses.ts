import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import {
  EXPENSE_MESSAGES,
  expenseInputSchema,
  expenseReimbursedSchema,
  expenseUpdateSchema,
  type Expense,
  type ExpenseBilling,
  type ExpenseInput,
  type ExpensePage,
  type ExpenseReimbursed,
  type ExpenseReimbursement,
  type ExpenseTab,
  type ExpenseUpdate,
  type ExpenseReceipt,
  type ExpenseValues,
} from '../../shared/schemas/expense';
import { RECEIPT_KEY_PATTERN, receiptPrefix } from '../../shared/s3-prefixes';
import { UPLOAD_RULES } from '../../shared/upload-purposes';
import type { Expense as ExpenseEntity } from '../entities/expense';
import { db } from '../entities/table';
import { isConditionFailure, rethrowBadCursor } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { headObject, receiptUrl } from './uploads';

/*
 * Expenses: one item each (functions/entities/expense.ts). Every write is one
 * conditional write on that item: create on attribute_not_exists, edit and the
 * reimbursement mark on the version read (a full put, so a concurrent change is
 * a 409, never overwritten), delete on the item existing; an expense on an
 * invoice refuses edits and deletes in the condition too, not only in the read.
 */

type ExpenseItem = EntityItem<ReturnType<typeof ExpenseEntity>>;
type Key = { companyId: string; expenseId: string };
type ListExpense = ExpensePage['items'][number];

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

// ---------------------------------------------------------------- mapping

/** The fields both answers share (every field but the version and the receipt). */
function commonFields(r: ExpenseItem): Omit<ListExpense, 'hasReceipt'> {
  return {
    expenseId: r.expenseId,
    expenseDate: r.expenseDate,
    category: r.category,
    amountKobo: r.amountKobo,
    vatKobo: r.vatKobo ?? 0,
    ...(r.vendor === undefined ? {} : { vendor: r.vendor }),
    ...(r.description === undefined ? {} : { description: r.description }),
    ...(r.customerId === undefined ? {} : { customerId: r.customerId }),
    ...(r.customerName === undefined ? {} : { customerName: r.customerName }),
    billing: r.billing,
    ...(r.invoiceId === undefined ? {} : { invoiceId: r.invoiceId, invoiceNumber: r.invoiceNumber ?? '' }),
    reimbursement: r.reimbursement,
    ...(r.recurringProfileId === undefined ? {} : { recurringProfileId: r.recurringProfileId, recurringProfileName: r.recurringProfileName ?? '' }),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** A list entry: whether it has a receipt, without a link (a list signs none). */
function toListExpense(r: ExpenseItem): ListExpense {
  return { ...commonFields(r), hasReceipt: r.receipt !== undefined };
}

/** One expense as a read of it answers: with the version an edit sends back, and a short-lived link to its receipt. */
async function toExpense(r: ExpenseItem): Promise<Expense> {
  const receipt = r.receipt && { ...r.receipt, url: await receiptUrl(r.receipt.key, r.receipt.name, r.receipt.contentType) };
  return { ...commonFields(r), ...(receipt ? { receipt } : {}), version: r.version ?? 0 };
}

/** The fields a save replaces: validated input, blanks absent, the customer's name beside its id, the checked receipt. */
function storedFields(v: ExpenseValues, customerName: string | undefined, receipt: ExpenseReceipt | undefined) {
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

/** The name of the company's customer `customerId` (none without one); 400 naming customerId for any other id. */
async function customerNameFor(companyId: string, customerId: string | undefined): Promise<string | undefined> {
  if (customerId === undefined) return undefined;
  const { data } = await db().entities.customer.get({ companyId, customerId }).go({ consistent: true, attributes: ['name'] });
  if (!data) throw new BadRequestError(EXPENSE_MESSAGES.foreignCustomer, { customerId: EXPENSE_MESSAGES.foreignCustomer });
  return data.name;
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

/**
 * One page of a tab, newest date first: one Query of one key range, never a
 * filter. All is gsi1; Unbilled and Invoiced are gsi2 (billing); Reimbursed is
 * gsi3 (reimbursement). One customer's (gsi4): Unbilled or Invoiced newest
 * first, or All grouped by billing state (unbilled, not billable, invoiced),
 * newest first within each; Reimbursed is not kept by customer (400).
 */
export async function listExpenses(companyId: string, opts: { tab?: ExpenseTab; customerId?: string; limit: number; cursor?: string }): Promise<ExpensePage> {
  const page = { limit: opts.limit, cursor: opts.cursor ?? null, order: 'desc' as const };
  const { expense } = db().entities;
  const tab = opts.tab ?? 'all';
  const customerKey = opts.customerId;
  if (customerKey !== undefined && tab === 'reimbursed') throw new BadRequestError(EXPENSE_MESSAGES.reimbursedByCustomer, { customerId: EXPENSE_MESSAGES.reimbursedByCustomer });
  try {
    const result =
      customerKey !== undefined
        ? await expense.query.byCustomer(tab === 'all' || tab === 'reimbursed' ? { companyId, customerKey } : { companyId, customerKey, billing: tab }).go(page)
        : tab === 'all'
        ? await expense.query.all({ companyId }).go(page)
        : tab === 'reimbursed'
          ? await expense.query.byReimbursement({ companyId, reimbursement: 'reimbursed' }).go(page)
          : await expense.query.byBilling({ companyId, billing: tab }).go(page);
    return { items: result.data.map(toListExpense), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

// ---------------------------------------------------------------- writes

/**
 * Records an expense: billable ones are unbilled until an invoice takes them,
 * reimbursable ones are owed to whoever paid until marked reimbursed.
 */
export async function createExpense(companyId: string, by: Recorder, input: ExpenseInput): Promise<Expense> {
  const v = expenseInputSchema.parse(input);
  const customerName = await customerNameFor(companyId, v.customerId);
  const receipt = await receiptFor(companyId, v.receipt);
  const now = new Date().toISOString();
  const record: ExpenseItem = {
    companyId,
    expenseId: newId(),
    ...storedFields(v, customerName, receipt),
    billing: billingFor(v.billable),
    reimbursement: v.reimbursable ? 'to_reimburse' : 'none',
    createdBy: by.name,
    createdById: by.userId,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  await db().entities.expense.create(record).go();
  return toExpense(record);
}

/** Writes `next` over the expense, conditional on the version read (and, unless `evenIfInvoiced`, on it not being invoiced). */
async function writeOver(current: ExpenseItem, next: ExpenseItem, opts: { evenIfInvoiced?: boolean } = {}): Promise<void> {
  const version = current.version ?? 0;
  await db()
    .entities.expense.put(next)
    .where((a, op) => (opts.evenIfInvoiced ? op.eq(a.version, version) : `${op.eq(a.version, version)} AND ${op.ne(a.billing, 'invoiced')}`))
    .go();
}

/**
 * Edit: a full replace of the fields (one left out is cleared). With the
 * version it loaded, a save over a newer one is 409 rather than overwriting
 * someone's change. An expense on an invoice cannot change (409). Reimbursed
 * stays reimbursed only while the expense is still reimbursable.
 */
export async function updateExpense(companyId: string, expenseId: string, input: ExpenseUpdate): Promise<Expense> {
  const { version: expected, ...values } = expenseUpdateSchema.parse(input);
  const key = { companyId, expenseId };
  const current = await readExpense(key);
  if (current.billing === 'invoiced') throw invoicedLocked();
  if (expected !== undefined && expected !== (current.version ?? 0)) throw new ConflictError(EDIT_CONFLICT);
  const customerName = await customerNameFor(companyId, values.customerId);
  const receipt = await receiptFor(companyId, values.receipt, current.receipt);
  const reimbursement: ExpenseReimbursement = !values.reimbursable ? 'none' : current.reimbursement === 'reimbursed' ? 'reimbursed' : 'to_reimburse';
  const replaced = { ...storedFields(values, customerName, receipt), billing: billingFor(values.billable), reimbursement };
  const { vendor: _v, description: _d, customerId: _c, customerName: _n, receipt: _r, ...kept } = current;
  const next: ExpenseItem = { ...kept, ...replaced, version: (current.version ?? 0) + 1, updatedAt: new Date().toISOString() };
  if (STORED_FIELDS.every((f) => current[f] === next[f])) return toExpense(current);
  try {
    await writeOver(current, next);
  } catch (error) {
    if (isConditionFailure(error)) await conflictOrGone(key, editConflict);
    throw error;
  }
  return toExpense(next);
}

/** Delete (nothing is answered): conditional on the expense existing and not being on an invoice. */
export async function deleteExpense(companyId: string, expenseId: string): Promise<void> {
  const key = { companyId, expenseId };
  try {
    await db()
      .entities.expense.delete(key)
      .where((a, op) => `${op.exists(a.expenseId)} AND ${op.ne(a.billing, 'invoiced')}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) await conflictOrGone(key, invoicedLocked);
    throw error;
  }
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
    await writeOver(current, next, { evenIfInvoiced: true });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await db().entities.expense.get(key).go({ consistent: true });
    if (!now.data) throw new NotFoundError('Expense');
    if (now.data.reimbursement === target) return toExpense(now.data);
    if (now.data.reimbursement === 'none') throw new ConflictError(EXPENSE_MESSAGES.notReimbursable, NOT_REIMBURSABLE);
    throw new ConflictError(EDIT_CONFLICT);
  }
  return toExpense(next);
}
