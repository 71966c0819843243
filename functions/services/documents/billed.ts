import type { EntityItem } from 'electrodb';
import { BILLED_CHANGED, BILLED_FIELDS, BILLED_SOURCES, billedMessages, type BilledField } from '../../../shared/billed-values';
import type { Expense as ExpenseEntity } from '../../entities/expense';
import type { TimeEntry as TimeEntryEntity } from '../../entities/time';
import { db } from '../../entities/table';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { DocumentKind } from './kind';
import type { Plan } from './store';

/*
 * Records an invoice bills: a line may name the expense (`expenseId`) or the time entry
 * (`timeEntryId`) it charges the customer for. The record is marked invoiced, with the
 * invoice's id and number, in the invoice's own transaction, conditional on it still
 * being unbilled, for this customer, at the version read: a record is never on two
 * invoices, and of two people billing it at once one succeeds and the other is refused
 * (409). Removing the line, deleting the invoice or voiding it frees the record in the
 * same way (conditional on this invoice holding it).
 *
 * Each kind of record is a source: how its items are read and how the three writes
 * (bill, free, renumber) patch it. Everything else here is the same for every kind.
 */

type ExpenseItem = EntityItem<ReturnType<typeof ExpenseEntity>>;
type TimeEntryItem = EntityItem<ReturnType<typeof TimeEntryEntity>>;
type BilledLine = Partial<Record<BilledField, string>>;
type Tx = Parameters<Parameters<Plan['add']>[1]>[0];

/** A billed record as the engine sees it, whatever its kind. */
export interface BilledRecord {
  field: BilledField;
  id: string;
  billing: string;
  invoiceId?: string;
  invoiceNumber?: string;
  customerId?: string;
  customerName?: string;
  version: number;
  /** The item as read (its keys and index composites for the writes). */
  item: ExpenseItem | TimeEntryItem;
}

interface Source {
  read(companyId: string, ids: string[]): Promise<BilledRecord[]>;
  bill(tx: Tx, r: BilledRecord, documentId: string, number: string, now: string): unknown;
  free(tx: Tx, r: BilledRecord, documentId: string, now: string): unknown;
  renumber(tx: Tx, r: BilledRecord, documentId: string, number: string, now: string): unknown;
}

const expenses: Source = {
  async read(companyId, ids) {
    const { data } = await db()
      .entities.expense.get(ids.map((expenseId) => ({ companyId, expenseId })))
      .go({ consistent: true });
    return data.map((e) => ({ field: 'expenseId', id: e.expenseId, billing: e.billing, invoiceId: e.invoiceId, invoiceNumber: e.invoiceNumber, customerId: e.customerId, customerName: e.customerName, version: e.version ?? 0, item: e }));
  },
  bill: (tx, r, documentId, number, now) => {
    const e = r.item as ExpenseItem;
    return tx.expense
      .patch({ companyId: e.companyId, expenseId: e.expenseId })
      .set({ billing: 'invoiced', invoiceId: documentId, invoiceNumber: number, updatedAt: now, version: r.version + 1 })
      .composite({ expenseDate: e.expenseDate, customerKey: e.customerKey ?? e.customerId ?? 'none' })
      .where((a, op) => `${op.eq(a.version, r.version)} AND ${op.eq(a.billing, 'unbilled')} AND ${op.eq(a.customerId, e.customerId ?? '')}`)
      .commit();
  },
  free: (tx, r, documentId, now) => {
    const e = r.item as ExpenseItem;
    return tx.expense
      .patch({ companyId: e.companyId, expenseId: e.expenseId })
      .set({ billing: 'unbilled', updatedAt: now, version: r.version + 1 })
      .remove(['invoiceId', 'invoiceNumber'])
      .composite({ expenseDate: e.expenseDate, customerKey: e.customerKey ?? e.customerId ?? 'none' })
      .where((a, op) => `${op.eq(a.invoiceId, documentId)} AND ${op.eq(a.version, r.version)}`)
      .commit();
  },
  renumber: (tx, r, documentId, number, now) => {
    const e = r.item as ExpenseItem;
    return tx.expense
      .patch({ companyId: e.companyId, expenseId: e.expenseId })
      .set({ invoiceNumber: number, updatedAt: now, version: r.version + 1 })
      .where((a, op) => `${op.eq(a.invoiceId, documentId)} AND ${op.eq(a.version, r.version)}`)
      .commit();
  },
};

const timeEntries: Source = {
  async read(companyId, ids) {
    const { data } = await db()
      .entities.timeEntry.get(ids.map((timeEntryId) => ({ companyId, timeEntryId })))
      .go({ consistent: true });
    return data.map((t) => ({ field: 'timeEntryId', id: t.timeEntryId, billing: t.billing, invoiceId: t.invoiceId, invoiceNumber: t.invoiceNumber, customerId: t.customerId, customerName: t.customerName, version: t.version ?? 0, item: t }));
  },
  bill: (tx, r, documentId, number, now) => {
    const t = r.item as TimeEntryItem;
    return tx.timeEntry
      .patch({ companyId: t.companyId, timeEntryId: t.timeEntryId })
      .set({ billing: 'invoiced', invoiceId: documentId, invoiceNumber: number, updatedAt: now, version: r.version + 1 })
      .composite({ entryDate: t.entryDate, customerId: t.customerId })
      .where((a, op) => `${op.eq(a.version, r.version)} AND ${op.eq(a.billing, 'unbilled')} AND ${op.eq(a.customerId, t.customerId)}`)
      .commit();
  },
  free: (tx, r, documentId, now) => {
    const t = r.item as TimeEntryItem;
    return tx.timeEntry
      .patch({ companyId: t.companyId, timeEntryId: t.timeEntryId })
      .set({ billing: 'unbilled', updatedAt: now, version: r.version + 1 })
      .remove(['invoiceId', 'invoiceNumber'])
      .composite({ entryDate: t.entryDate, customerId: t.customerId })
      .where((a, op) => `${op.eq(a.invoiceId, documentId)} AND ${op.eq(a.version, r.version)}`)
      .commit();
  },
  renumber: (tx, r, documentId, number, now) => {
    const t = r.item as TimeEntryItem;
    return tx.timeEntry
      .patch({ companyId: t.companyId, timeEntryId: t.timeEntryId })
      .set({ invoiceNumber: number, updatedAt: now, version: r.version + 1 })
      .where((a, op) => `${op.eq(a.invoiceId, documentId)} AND ${op.eq(a.version, r.version)}`)
      .commit();
  },
};

const SOURCES: Record<BilledField, Source> = { expenseId: expenses, timeEntryId: timeEntries };

const keyOf = (field: BilledField, id: string) => `${field}:${id}`;

/** The records a document's lines bill, each with the (0-based) line that bills it, keyed `field:id`. */
export function billedOn(lines: BilledLine[]): Map<string, { field: BilledField; id: string; line: number }> {
  const refs = new Map<string, { field: BilledField; id: string; line: number }>();
  lines.forEach((l, line) => {
    for (const field of BILLED_FIELDS) {
      const id = l[field];
      if (id && !refs.has(keyOf(field, id))) refs.set(keyOf(field, id), { field, id, line });
    }
  });
  return refs;
}

/** Reads the named records of every kind at once (one batch read per kind), keyed `field:id`. */
async function readRecords(companyId: string, refs: { field: BilledField; id: string }[]): Promise<Map<string, BilledRecord>> {
  const read = new Map<string, BilledRecord>();
  await Promise.all(
    BILLED_FIELDS.map(async (field) => {
      const ids = refs.filter((r) => r.field === field).map((r) => r.id);
      if (ids.length === 0) return;
      for (const r of await SOURCES[field].read(companyId, ids)) read.set(keyOf(field, r.id), r);
    }),
  );
  return read;
}

/** What a save of a document does to the records its lines bill: those it starts and stops billing, as read. */
export interface Billing {
  gained: BilledRecord[];
  dropped: BilledRecord[];
  /** Still billed, when the document's number changes (their copy of it follows). */
  kept: BilledRecord[];
}

export const NO_BILLING: Billing = { gained: [], dropped: [], kept: [] };

const fieldOf = (ref: { field: BilledField; line: number }) => `lines.${ref.line}.${ref.field}`;
const messagesOf = (field: BilledField) => billedMessages(BILLED_SOURCES[field]);
/** Those of the records read that this document holds. */
const heldIn = (read: Map<string, BilledRecord>, documentId: string | undefined, keys: string[]) =>
  keys.flatMap((key) => {
    const r = read.get(key);
    return r && r.billing === 'invoiced' && r.invoiceId === documentId ? [r] : [];
  });

/**
 * Reads and checks the records a save starts billing (each must exist, be billable and
 * unbilled, and be for the document's customer) and reads those it stops billing. A kind
 * that bills nothing refuses lines that name a record. 400/409 naming the line's field.
 */
export async function planBilling(
  k: Pick<DocumentKind, 'bills' | 'noun'>,
  companyId: string,
  documentId: string | undefined,
  customerId: string,
  before: BilledLine[],
  after: BilledLine[],
  opts: { renumbered?: boolean } = {},
): Promise<Billing> {
  const now = billedOn(after);
  const was = billedOn(before);
  if (now.size > 0 && !k.bills) {
    const [ref] = [...now.values()];
    const message = messagesOf(ref!.field).onlyInvoices;
    throw new BadRequestError(message, { [fieldOf(ref!)]: message });
  }
  if (now.size === 0 && was.size === 0) return NO_BILLING;
  const gainedKeys = [...now.keys()].filter((key) => !was.has(key));
  const droppedKeys = [...was.keys()].filter((key) => !now.has(key));
  const keptKeys = [...now.keys()].filter((key) => was.has(key));
  const read = await readRecords(companyId, [...gainedKeys.map((key) => now.get(key)!), ...droppedKeys.map((key) => was.get(key)!), ...keptKeys.map((key) => now.get(key)!)]);
  const gained: BilledRecord[] = [];
  for (const key of gainedKeys) {
    const ref = now.get(key)!;
    const m = messagesOf(ref.field);
    const r = read.get(key);
    const refuse = (message: string) => new BadRequestError(message, { [fieldOf(ref)]: message });
    if (!r) throw refuse(m.gone);
    if (r.billing === 'not_billable') throw refuse(m.notBillable);
    if (r.billing === 'invoiced' && r.invoiceId !== documentId) {
      const message = m.onInvoice(r.invoiceNumber ?? '');
      throw new ConflictError(message, 'already_billed', { [fieldOf(ref)]: message });
    }
    if (r.customerId !== customerId) throw refuse(m.otherCustomer(r.customerName ?? ''));
    gained.push(r);
  }
  // Kept lines stay with the customer they were billed to.
  for (const key of keptKeys) {
    const r = read.get(key);
    if (r && r.customerId !== customerId) {
      const ref = now.get(key)!;
      const message = messagesOf(ref.field).otherCustomer(r.customerName ?? '');
      throw new BadRequestError(message, { [fieldOf(ref)]: message });
    }
  }
  return {
    gained,
    dropped: heldIn(read, documentId, droppedKeys),
    kept: opts.renumbered ? heldIn(read, documentId, keptKeys) : [],
  };
}

/** The records a document's lines bill, as read, to free them all (a deleted or voided invoice). */
export async function heldBy(companyId: string, documentId: string, lines: BilledLine[]): Promise<BilledRecord[]> {
  const refs = billedOn(lines);
  const read = await readRecords(companyId, [...refs.values()]);
  return heldIn(read, documentId, [...refs.keys()]);
}

/** How many writes a save's billing adds to its transaction. */
export const billingWrites = (b: Billing) => b.gained.length + b.dropped.length + b.kept.length;

/**
 * The billing writes of a document's transaction. Tags: `billed` (a record was billed or
 * changed meanwhile: the save is refused), `freed` and `renumbered` (this document no
 * longer holds it: someone else's save got there first, retried).
 */
export function planBillingWrites(plan: Plan, b: Billing, documentId: string, number: string): void {
  const now = new Date().toISOString();
  for (const r of b.gained) plan.add('billed', (tx: Tx) => SOURCES[r.field].bill(tx, r, documentId, number, now));
  freeWrites(plan, b.dropped, documentId);
  for (const r of b.kept) plan.add('renumbered', (tx: Tx) => SOURCES[r.field].renumber(tx, r, documentId, number, now));
}

/** Frees records a document held: unbilled again, conditional on this document holding them at the version read. */
export function freeWrites(plan: Plan, held: BilledRecord[], documentId: string): void {
  const now = new Date().toISOString();
  for (const r of held) plan.add('freed', (tx: Tx) => SOURCES[r.field].free(tx, r, documentId, now));
}

/** A save refused because a record it bills was billed or changed by someone else meanwhile. */
export const billedElsewhere = () => new ConflictError(BILLED_CHANGED, 'already_billed');
