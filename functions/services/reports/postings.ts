import { OPEN_INVOICE_STATUSES, WALK_IN_CUSTOMER_ID } from '../../../shared/constants';
import type { Header, Plan } from '../documents/store';
import { TallyMoves, type Facts } from './tally';

/** The state figure of the company's customer count (moved by each customer's create and delete). */
export const CUSTOMER_COUNT = 'u:cust:n';

/*
 * What each record puts in the report tallies (tally.ts). Every write of a
 * sales document, a payment or an expense hands the record before and after
 * (null: none) to a `post…` function here, which adds the difference to the
 * write's own transaction: a change is in the reports on the next read, and
 * nothing is ever recomputed from the records (except by `npm run
 * rebuild-reports`, which proves the tallies equal to them).
 *
 * The figures (names `<dimension>:<key>:<measure>`, summed by reports.ts):
 *   totals     s:inv|sr:n,t,x  invoices issued (not draft or void) / sales receipts: count, total, total before tax
 *              p:<salespersonId or ->:n,t,x   the same per salesperson
 *              v:<rate in hundredths>:b,t    taxable amount and tax per rate; v:none:b  sales with no rate
 *              r:pay:n,r,w     payments: count, money received, WHT deducted
 *              r:pay:s,v       what payments settle on invoices (cash + WHT), and the VAT inside it
 *              e:all:n,a,v     expenses: count, amount (with VAT), VAT
 *              k:<category>:n,a,v            the same per category
 *              e:reimb:a       (state, not a period's) reimbursable expenses not yet paid back
 *              u:cust:n        (state) how many customers the company has (the super-admin area's usage)
 *   customers  c:<customerId>:n,t,x,i        sales (i: invoices' part of t), and pn,r,w  its payments
 *              c:<customerId>:b  (state, in the customer's own shard) its balance: invoices − payments − WHT
 *   items      i:<itemId or ->:q,a           quantity (thousandths) and amount after discount, before tax
 *   time       pr:<projectId>:n,m,b          time entries: count, minutes, billable minutes (by the entry's date)
 *   aging      o:<dueDate>:<issueDate>:<invoiceId>:<number>  (state, in its customer's own item
 *              aging#s#now#<customerId>, SET rather than ADD) an open invoice's balance due; removed
 *              once paid, voided or deleted
 */

export interface DocumentFacts {
  header: Header;
  lines: { itemId?: string; quantity: number; amountKobo: number; discountKobo: number }[];
}

/** An invoice counts from the moment it is issued until it is voided or deleted; a sales receipt always. */
export function countsAsSale(h: Header): boolean {
  if (h.kind === 'invoice') return h.status !== 'draft' && h.status !== 'void';
  return h.kind === 'salesreceipt';
}

const customerKey = (id: string) => (id === WALK_IN_CUSTOMER_ID ? WALK_IN_CUSTOMER_ID : id);

/** Sent or partly paid with something left to pay: what the aging reports list. */
export function isOpenInvoice(h: Header): boolean {
  return h.kind === 'invoice' && OPEN_INVOICE_STATUSES.includes(h.status) && (h.balanceDueKobo ?? h.totalKobo) > 0;
}

/** An open invoice's figure in its customer's aging item: what the Aging reports read (every field they show but the customer's name). */
export const agingName = (h: Pick<Header, 'dueDate' | 'issueDate' | 'documentId' | 'number'>) => `o:${h.dueDate ?? h.issueDate}:${h.issueDate}:${h.documentId}:${h.number}`;

/** The parts of an aging figure's name (the number is last and may hold ':'). */
export function agingParts(name: string): { dueDate: string; issueDate: string; invoiceId: string; number: string } | null {
  const [o, dueDate, issueDate, invoiceId, ...number] = name.split(':');
  if (o !== 'o' || !dueDate || !issueDate || !invoiceId) return null;
  return { dueDate, issueDate, invoiceId, number: number.join(':') };
}

/**
 * An invoice's aging figure going from `before` to `after` (null: none), in its customer's
 * item: the old figure removed, the new one set; nothing written when the figure is the same
 * (an edit of its notes), since each write of the item costs its size.
 */
function agingMoves(m: TallyMoves, before: Header | null, after: Header | null): void {
  const figure = (h: Header | null) => (h && isOpenInvoice(h) ? { item: h.customerId, name: agingName(h), value: h.balanceDueKobo ?? h.totalKobo } : null);
  const was = figure(before);
  const now = figure(after);
  if (was && now && was.item === now.item && was.name === now.name && was.value === now.value) return;
  if (was) m.putState('aging', was.name, null, was.item);
  if (now) m.putState('aging', now.name, now.value, now.item);
}

function documentMoves(m: TallyMoves, d: DocumentFacts | null, sign: 1 | -1): void {
  if (!d) return;
  const h = d.header;
  const date = h.issueDate;
  if (h.kind === 'payment') {
    const r = h.totalKobo;
    const w = h.whtKobo ?? 0;
    // What it settles on invoices (cash and WHT) and the VAT inside that: the cash basis's income.
    const apps = h.applications ?? [];
    const settled = apps.reduce((s, a) => s + a.amountKobo + a.whtKobo, 0);
    const vat = apps.reduce((s, a) => s + (a.vatKobo ?? 0), 0);
    m.add('totals', date, { 'r:pay:n': 1, 'r:pay:r': r, 'r:pay:w': w, 'r:pay:s': settled, 'r:pay:v': vat }, sign);
    const c = `c:${customerKey(h.customerId)}`;
    m.add('customers', date, { [`${c}:pn`]: 1, [`${c}:r`]: r, [`${c}:w`]: w }, sign);
    m.addState('customers', { [`${c}:b`]: -(r + w) }, sign, h.customerId);
    return;
  }
  if (!countsAsSale(h)) return;
  const t = h.totalKobo;
  const x = t - (h.taxKobo ?? 0);
  const kind = h.kind === 'invoice' ? 'inv' : 'sr';
  const totals: Facts = { [`s:${kind}:n`]: 1, [`s:${kind}:t`]: t, [`s:${kind}:x`]: x };
  const p = `p:${h.salespersonId ?? '-'}`;
  totals[`${p}:n`] = 1;
  totals[`${p}:t`] = t;
  totals[`${p}:x`] = x;
  let taxable = 0;
  for (const g of h.taxes ?? []) {
    const rate = Math.round(g.rate * 100);
    totals[`v:${rate}:b`] = (totals[`v:${rate}:b`] ?? 0) + g.taxableKobo;
    totals[`v:${rate}:t`] = (totals[`v:${rate}:t`] ?? 0) + g.taxKobo;
    taxable += g.taxableKobo;
  }
  totals['v:none:b'] = x - taxable;
  m.add('totals', date, totals, sign);
  const c = `c:${customerKey(h.customerId)}`;
  m.add('customers', date, { [`${c}:n`]: 1, [`${c}:t`]: t, [`${c}:x`]: x, ...(kind === 'inv' ? { [`${c}:i`]: t } : {}) }, sign);
  // What the customer owes (the statement's balance): invoices less payments with their WHT; a sales receipt is paid at once.
  if (kind === 'inv') m.addState('customers', { [`${c}:b`]: t }, sign, h.customerId);
  const items: Facts = {};
  for (const l of d.lines) {
    const i = `i:${l.itemId ?? '-'}`;
    items[`${i}:q`] = (items[`${i}:q`] ?? 0) + Math.round(l.quantity * 1000);
    items[`${i}:a`] = (items[`${i}:a`] ?? 0) + l.amountKobo - l.discountKobo;
  }
  m.add('items', date, items, sign);
}

/**
 * Adds to `plan` the tally moves of a sales document or payment going from `before` to
 * `after`; `invoices`: the invoices a payment settles, each as it was and as it will be
 * (their open balances in the aging state), in the same items as the payment's own moves.
 */
export function postDocumentTallies(plan: Plan, companyId: string, before: DocumentFacts | null, after: DocumentFacts | null, invoices: { before: Header; after: Header }[] = []): void {
  const m = new TallyMoves();
  documentMoves(m, before, -1);
  documentMoves(m, after, 1);
  agingMoves(m, before?.header ?? null, after?.header ?? null);
  for (const i of invoices) agingMoves(m, i.before, i.after);
  for (const op of m.operations(companyId)) plan.add('tally', () => op);
}

export interface ExpenseFacts {
  expenseDate: string;
  category: string;
  amountKobo: number;
  vatKobo: number;
  reimbursement: 'none' | 'to_reimburse' | 'reimbursed';
}

function expenseMoves(m: TallyMoves, e: ExpenseFacts | null, sign: 1 | -1): void {
  if (!e) return;
  m.add('totals', e.expenseDate, { 'e:all:n': 1, 'e:all:a': e.amountKobo, 'e:all:v': e.vatKobo, [`k:${e.category}:n`]: 1, [`k:${e.category}:a`]: e.amountKobo, [`k:${e.category}:v`]: e.vatKobo }, sign);
  if (e.reimbursement === 'to_reimburse') m.addState('totals', { 'e:reimb:a': e.amountKobo }, sign);
}

/** The transaction items that move the tallies for an expense going from `before` to `after` (none when nothing reported changed). */
export function expenseTallyOps(companyId: string, before: ExpenseFacts | null, after: ExpenseFacts | null) {
  const m = new TallyMoves();
  expenseMoves(m, before, -1);
  expenseMoves(m, after, 1);
  return m.operations(companyId);
}

export interface TimeFacts {
  entryDate: string;
  projectId: string;
  durationMinutes: number;
  billing: string;
}

function timeMoves(m: TallyMoves, e: TimeFacts | null, sign: 1 | -1): void {
  if (!e) return;
  const p = `pr:${e.projectId}`;
  m.add('time', e.entryDate, { [`${p}:n`]: 1, [`${p}:m`]: e.durationMinutes, [`${p}:b`]: e.billing === 'not_billable' ? 0 : e.durationMinutes }, sign);
}

/** The transaction items that move the tallies for a time entry going from `before` to `after`. */
export function timeTallyOps(companyId: string, before: TimeFacts | null, after: TimeFacts | null) {
  const m = new TallyMoves();
  timeMoves(m, before, -1);
  timeMoves(m, after, 1);
  return m.operations(companyId);
}

/** For the rebuild: every record's moves, added up in memory. */
export function addDocumentFacts(m: TallyMoves, d: DocumentFacts): void {
  documentMoves(m, d, 1);
  agingMoves(m, null, d.header);
}
export { expenseMoves as addExpenseFacts, timeMoves as addTimeFacts };
