import type { EntityItem } from 'electrodb';
import { BILLED_MESSAGES } from '../../../shared/expense-values';
import type { Expense as ExpenseEntity } from '../../entities/expense';
import { db } from '../../entities/table';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { DocumentKind } from './kind';
import type { Plan } from './store';

/*
 * Records an invoice bills: a line may name the expense it charges the
 * customer for (`expenseId`; time entries join the same way). The expense is
 * marked invoiced, with the invoice's id and number, in the invoice's own
 * transaction, conditional on it still being unbilled, for this customer, at
 * the version read: an expense is never on two invoices, and of two people
 * billing it at once one succeeds and the other is refused (409). Removing
 * the line, deleting the invoice or voiding it frees the expense in the same
 * way (conditional on this invoice holding it).
 */

type ExpenseItem = EntityItem<ReturnType<typeof ExpenseEntity>>;
type BilledLine = { expenseId?: string };

/** The expenses a document's lines bill, each with the (0-based) line that bills it. */
export function billedOn(lines: BilledLine[]): Map<string, number> {
  const ids = new Map<string, number>();
  lines.forEach((l, i) => {
    if (l.expenseId && !ids.has(l.expenseId)) ids.set(l.expenseId, i);
  });
  return ids;
}

const field = (line: number) => `lines.${line}.expenseId`;

async function readExpenses(companyId: string, ids: string[]): Promise<Map<string, ExpenseItem>> {
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.expense.get(ids.map((expenseId) => ({ companyId, expenseId })))
    .go({ consistent: true });
  return new Map(data.map((e) => [e.expenseId, e]));
}

/** What a save of a document does to the records its lines bill: those it starts and stops billing, as read. */
export interface Billing {
  gained: ExpenseItem[];
  dropped: ExpenseItem[];
  /** Still billed, when the document's number changes (their copy of it follows). */
  kept: ExpenseItem[];
}

export const NO_BILLING: Billing = { gained: [], dropped: [], kept: [] };

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
    const [, line] = [...now][0]!;
    throw new BadRequestError(BILLED_MESSAGES.onlyInvoices, { [field(line)]: BILLED_MESSAGES.onlyInvoices });
  }
  if (now.size === 0 && was.size === 0) return NO_BILLING;
  const gainedIds = [...now.keys()].filter((id) => !was.has(id));
  const droppedIds = [...was.keys()].filter((id) => !now.has(id));
  const keptIds = [...now.keys()].filter((id) => was.has(id));
  const read = await readExpenses(companyId, [...gainedIds, ...droppedIds, ...keptIds]);
  const gained: ExpenseItem[] = [];
  for (const id of gainedIds) {
    const line = now.get(id)!;
    const e = read.get(id);
    const refuse = (message: string) => new BadRequestError(message, { [field(line)]: message });
    if (!e) throw refuse(BILLED_MESSAGES.gone);
    if (e.billing === 'not_billable') throw refuse(BILLED_MESSAGES.notBillable);
    if (e.billing === 'invoiced' && e.invoiceId !== documentId) {
      const message = BILLED_MESSAGES.onInvoice(e.invoiceNumber ?? '');
      throw new ConflictError(message, 'already_billed', { [field(line)]: message });
    }
    if (e.customerId !== customerId) throw refuse(BILLED_MESSAGES.otherCustomer(e.customerName ?? ''));
    gained.push(e);
  }
  // Kept lines stay with the customer they were billed to.
  for (const id of keptIds) {
    const e = read.get(id);
    if (e && e.customerId !== customerId) {
      const message = BILLED_MESSAGES.otherCustomer(e.customerName ?? '');
      throw new BadRequestError(message, { [field(now.get(id)!)]: message });
    }
  }
  const held = (id: string) => {
    const e = read.get(id);
    return e && e.billing === 'invoiced' && e.invoiceId === documentId ? [e] : [];
  };
  return {
    gained,
    dropped: droppedIds.flatMap(held),
    kept: opts.renumbered ? keptIds.flatMap(held) : [],
  };
}

/** The records a document's lines bill, as read, to free them all (a deleted or voided invoice). */
export async function heldBy(companyId: string, documentId: string, lines: BilledLine[]): Promise<ExpenseItem[]> {
  const ids = [...billedOn(lines).keys()];
  const read = await readExpenses(companyId, ids);
  return ids.flatMap((id) => {
    const e = read.get(id);
    return e && e.billing === 'invoiced' && e.invoiceId === documentId ? [e] : [];
  });
}

/** How many writes a save's billing adds to its transaction. */
export const billingWrites = (b: Billing) => b.gained.length + b.dropped.length + b.kept.length;

type Tx = Parameters<Parameters<Plan['add']>[1]>[0];
const keysOf = (e: ExpenseItem) => ({ companyId: e.companyId, expenseId: e.expenseId });
/** The index composites a patch of `billing` rewrites keys with. */
const compositesOf = (e: ExpenseItem) => ({ expenseDate: e.expenseDate, customerKey: e.customerKey ?? e.customerId ?? 'none' });

/**
 * The billing writes of a document's transaction. Tags: `billed` (a record was billed or
 * changed meanwhile: the save is refused), `freed` and `renumbered` (this document no
 * longer holds it: someone else's save got there first, retried).
 */
export function planBillingWrites(plan: Plan, b: Billing, documentId: string, number: string): void {
  const now = new Date().toISOString();
  for (const e of b.gained) {
    plan.add('billed', (tx: Tx) =>
      tx.expense
        .patch(keysOf(e))
        .set({ billing: 'invoiced', invoiceId: documentId, invoiceNumber: number, updatedAt: now, version: (e.version ?? 0) + 1 })
        .composite(compositesOf(e))
        .where((a, op) => `${op.eq(a.version, e.version ?? 0)} AND ${op.eq(a.billing, 'unbilled')} AND ${op.eq(a.customerId, e.customerId ?? '')}`)
        .commit(),
    );
  }
  freeWrites(plan, b.dropped, documentId);
  for (const e of b.kept) {
    plan.add('renumbered', (tx: Tx) =>
      tx.expense
        .patch(keysOf(e))
        .set({ invoiceNumber: number, updatedAt: now, version: (e.version ?? 0) + 1 })
        .where((a, op) => `${op.eq(a.invoiceId, documentId)} AND ${op.eq(a.version, e.version ?? 0)}`)
        .commit(),
    );
  }
}

/** Frees records a document held: unbilled again, conditional on this document holding them at the version read. */
export function freeWrites(plan: Plan, held: ExpenseItem[], documentId: string): void {
  const now = new Date().toISOString();
  for (const e of held) {
    plan.add('freed', (tx: Tx) =>
      tx.expense
        .patch(keysOf(e))
        .set({ billing: 'unbilled', updatedAt: now, version: (e.version ?? 0) + 1 })
        .remove(['invoiceId', 'invoiceNumber'])
        .composite(compositesOf(e))
        .where((a, op) => `${op.eq(a.invoiceId, documentId)} AND ${op.eq(a.version, e.version ?? 0)}`)
        .commit(),
    );
  }
}

/** A save refused because a record it bills was billed or changed by someone else meanwhile. */
export const billedElsewhere = () => new ConflictError(BILLED_MESSAGES.changed, 'already_billed');
