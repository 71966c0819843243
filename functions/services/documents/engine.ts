import { lagosToday } from '../../../shared/dates';
import { WALK_IN_CUSTOMER_ID } from '../../../shared/constants';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { isTransient, RETRY_BUDGET_MS } from '../../lib/dynamo-errors';
import { requestElapsedMs } from '../../lib/timings';
import { attachmentUrl } from '../uploads';
import { companyTotals, invoiceLimit, moveCompany, moveCustomer, type Moves } from './balances';
import { countBefore, giveBack, splitUsage, type UsageSplit } from './usage';
import { checkNewRates, rateUsage, RATE_CHANGED, ratesUsed, usageMoves } from '../tax-rates';
import { hundredths } from '../../../shared/schemas/tax-rate';
import { billedElsewhere, billingWrites, planBilling, planBillingWrites, type Billing } from './billed';
import { postLedger } from './ledger';
import { postDocumentTallies } from '../reports/postings';
import { claimNumber, formatNumber, numberKey, peekNumber, reserveNumber } from './numbering';
import {
  PlanRefused,
  checkAttachments,
  checkItems,
  clean,
  historyItem,
  itemsOf,
  lineBlocks,
  linesOf,
  newId,
  pause,
  Plan,
  readCustomer,
  readDetail,
  type CustomerRead,
  type Detail,
  type Header,
} from './store';

/*
 * The sales-document engine. Quotes, invoices and sales receipts (and credit
 * notes later) are configurations of it (`DocumentKind`): the engine owns
 * numbering, lines, figures, the customer's and items' counters, balances,
 * history, comments and the list indexes; a kind says how its status,
 * list tab and balance follow from its header (kind.ts).
 */

export { ATTEMPTS, composites, editConflict, filed, numberUsed, type Caller, type DocumentKind, type DocumentValues, type Filing } from './kind';
import { ATTEMPTS, composites, editConflict, filed, numberUsed, type Caller, type DocumentKind, type DocumentValues } from './kind';

/** Creates wait their turn on a busy customer's balance a little longer. */
const CREATE_ATTEMPTS = 30;


// ---------------------------------------------------------------- reads

export async function getDocument<Api>(k: DocumentKind<Api>, companyId: string, documentId: string): Promise<Api> {
  const detail = await readDetail(companyId, documentId, k.kind, k.Noun);
  return present(k, detail);
}

export async function present<Api>(k: DocumentKind<Api>, { header, blocks }: Detail): Promise<Api> {
  const attachments = await Promise.all((header.attachments ?? []).map(async (a) => ({ ...a, url: await attachmentUrl(a.key, a.name) })));
  return k.toApi(header, { blocks }, attachments);
}

export { linesOf, readDetail };

export async function nextNumber(k: DocumentKind, companyId: string): Promise<string> {
  const { next, prefix } = await peekNumber(companyId, k.kind);
  return formatNumber(prefix ?? k.prefix, next, k.digits);
}

const walkIn = (customerId: string) => customerId === WALK_IN_CUSTOMER_ID;

export async function customerFor(companyId: string, customerId: string): Promise<CustomerRead | null> {
  return walkIn(customerId) ? null : readCustomer(companyId, customerId);
}

// ---------------------------------------------------------------- create

export interface CreateOptions {
  /** History texts after "{Noun} created". */
  history?: string[];
  /** Further operations in the same transaction (a quote marked invoiced, a link). */
  extra?: (plan: Plan, documentId: string, number: string) => void;
  /** Customer name for a walk-in sale. */
  walkInName?: string;
  /** The document this one was made from (an invoice's quote). */
  sourceOf?: { id: string; number: string };
  /** The tax rates (hundredths) of the document a clone or conversion copies: they carry over even if inactive now. */
  carriedRates?: Set<number>;
}

/**
 * Creates a document: header, line blocks, the number's claim
 * (attribute_not_exists), the customer's count and balance, the company's
 * totals (with the free plan's invoice limit), the items' usage counts and the
 * history, in ONE transaction. A typed number that is taken: 409, nothing
 * written. An automatic number is reserved from the counter; if someone typed
 * it by hand earlier, its claim fails and the next one is reserved.
 */
export async function createDocument<Api>(k: DocumentKind<Api>, companyId: string, caller: Caller, v: DocumentValues, opts: CreateOptions = {}): Promise<Api> {
  const customer = await customerFor(companyId, v.customerId);
  await checkItems(companyId, v.lines, k.noun);
  const carriedRates = opts.carriedRates ?? new Set<number>();
  const rates = await checkNewRates(companyId, lineRates(v.lines), carriedRates, k.Noun);
  checkAttachments(companyId, v.attachments);
  const billing = await planBilling(k, companyId, undefined, v.customerId, [], v.lines);
  const documentId = newId();
  const { blocks, figures } = lineBlocks(companyId, documentId, v, (p) => rates.get(hundredths(p))?.name);
  const now = new Date().toISOString();
  const gainedRates = [...ratesUsed(v.lines.map((l) => l.taxRate))];
  const usage = { ...splitUsage([...itemsOf(v.lines)], [], gainedRates.length + billingWrites(billing)), gainedRates, droppedRates: [], carriedRates };
  const limit = k.limited ? await invoiceLimit(companyId) : undefined;
  // At the free plan's limit already: refused before a number is reserved, so a refusal leaves no gap in the
  // series (the transaction's condition still refuses one that races past this read).
  if (limit !== undefined && (await companyTotals(companyId)).invoiceCount >= limit) throw limitReached(limit);
  await countBefore(companyId, usage.gainedOut, k.noun);
  try {
    return await createAttempts(k, companyId, caller, v, opts, { customer, documentId, blocks, figures, now, usage, limit, billing });
  } catch (error) {
    await giveBack(companyId, usage.gainedOut);
    throw error;
  }
}

interface Prepared {
  customer: CustomerRead | null;
  documentId: string;
  blocks: ReturnType<typeof lineBlocks>['blocks'];
  figures: ReturnType<typeof lineBlocks>['figures'];
  now: string;
  usage: UsageSplit & RateMoves;
  limit: number | undefined;
  billing: Billing;
}

/** Tax rates (as hundredths) a save starts and stops using; they move inside its transaction. */
interface RateMoves {
  gainedRates: number[];
  droppedRates: number[];
  /** Gained rates carried over from a copied document, which need only exist. */
  carriedRates?: Set<number>;
}

/** Each line's tax rate with the field it is on, for the checks of new uses. */
const lineRates = (lines: { taxRate: number | null }[]) => lines.map((l, i) => ({ field: `lines.${i}.taxRate`, percent: l.taxRate }));

/** The tax rates' usage counts in a document's transaction (tag `rate`: a gained rate gone inactive or deleted refuses it). */
function moveRates(plan: Plan, companyId: string, m: RateMoves) {
  for (const h of m.gainedRates) plan.add('rate', (tx) => rateUsage(tx, companyId, h, 1, m.carriedRates?.has(h)));
  for (const h of m.droppedRates) plan.add('old-rate', (tx) => rateUsage(tx, companyId, h, -1));
}

const rateChanged = () => new BadRequestError(RATE_CHANGED);

async function createAttempts<Api>(k: DocumentKind<Api>, companyId: string, caller: Caller, v: DocumentValues, opts: CreateOptions, p: Prepared): Promise<Api> {
  let { customer } = p;
  const { documentId, blocks, figures, now, usage, limit, billing } = p;

  const typed = v.number;
  // A number is reserved once and kept through retries for other reasons, so the series has no gaps from contention.
  let reserved: { n: number; prefix?: string } | undefined;
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    if (!typed && reserved === undefined) reserved = await reserveNumber(companyId, k.kind);
    const number = typed ?? formatNumber(reserved!.prefix ?? k.prefix, reserved!.n, k.digits);
    const draft = clean({
      companyId,
      kind: k.kind,
      documentId,
      number,
      status: v.status,
      customerId: customer?.customerId ?? v.customerId,
      customerName: customer?.name ?? opts.walkInName ?? '',
      customerEmail: customer?.email,
      customerNotes: v.customerNotes,
      terms: v.terms,
      attachments: v.attachments,
      ...v.fields,
      sourceId: opts.sourceOf?.id,
      sourceNumber: opts.sourceOf?.number,
      ...figures,
      version: 0,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    }) as Header;
    Object.assign(draft, k.settle?.(draft));
    const today = lagosToday();
    const header = { ...draft, ...filed(k, draft, today) } as Header;
    const owed = k.owed(header, today);
    const plan = new Plan();
    claimNumber(plan, companyId, k.kind, number, documentId);
    plan.add('header', (tx) => tx.salesDocument.create(header).commit());
    for (const b of blocks) plan.add('lines', (tx) => tx.documentLines.create(b).commit());
    const moves: Moves = { count: 1, ...owed, invoices: k.limited ? 1 : 0 };
    moveCustomer(plan, companyId, customer, moves);
    moveCompany(plan, companyId, moves, { invoiceLimit: limit });
    postLedger(plan, k, companyId, null, header);
    postDocumentTallies(plan, companyId, null, { header, lines: blocks.flatMap((b) => b.lines) });
    for (const itemId of usage.gainedIn) plan.add('item', (tx) => itemUsage(tx, companyId, itemId, 1));
    moveRates(plan, companyId, usage);
    planBillingWrites(plan, billing, documentId, number);
    for (const text of [`${k.Noun} created`, ...(opts.history ?? [])]) plan.add('history', (tx) => tx.documentHistory.create(historyItem(companyId, documentId, text)).commit());
    opts.extra?.(plan, documentId, number);
    plan.claimRequest(documentId);
    try {
      await plan.commit();
      return getDocument(k, companyId, documentId);
    } catch (error) {
      // An attempt that timed out on a busy table may still have committed: the next one finds out (its header is taken).
      if (!(error instanceof PlanRefused)) {
        if (!isTransient(error) || requestElapsedMs() > RETRY_BUDGET_MS) throw error;
        await pause(attempt);
        continue;
      }
      const failed = error.failed;
      // The document's id is new to this request: a header already there is this request's own write, committed by an attempt whose answer was lost.
      if (failed.has('header')) return getDocument(k, companyId, documentId);
      if (failed.has('customer') && customer) {
        customer = await readCustomer(companyId, customer.customerId); // gone: 404; balance moved: retry
        continue;
      }
      if (failed.has('item')) throw new BadRequestError(`An item on this ${k.noun} no longer exists`);
      if (failed.has('rate')) throw rateChanged();
      if (failed.has('billed')) throw billedElsewhere();
      if (failed.has('limit')) throw limitReached(limit ?? 0);
      if (failed.has('source')) throw new ConflictError(`This quote was changed by someone else. Reload and try again.`);
      // A typed number that is taken is the user's to change; a reserved one was typed into an
      // earlier document by hand, so the next is reserved. A transaction conflict is simply retried.
      if (failed.has('claim') && typed) throw new ConflictError(numberUsed(k, number), 'number_used', { [k.numberField]: numberUsed(k, number) });
      if (failed.has('claim')) reserved = undefined;
      else await pause(attempt);
    }
  }
  throw new ConflictError(`Too many ${k.noun}s are being created at once. Try again.`);
}

export function limitReached(limit: number) {
  return new ConflictError(
    `The Free Trial allows ${limit} invoices. Upgrade to Starter or Professional in Settings > Subscription & Billing to create more.`,
    'plan_limit',
  );
}

type Tx = Parameters<Parameters<Plan['add']>[1]>[0];
export function itemUsage(tx: Tx, companyId: string, itemId: string, by: 1 | -1) {
  const patch = tx.item.patch({ companyId, itemId });
  return (by > 0 ? patch.add({ usageCount: 1 }) : patch.subtract({ usageCount: 1 })).where((a, op) => op.exists(a.itemId)).commit();
}

// ---------------------------------------------------------------- edit

export interface UpdateOptions {
  /** Refuses an edit the kind does not allow (an invoice below what was paid on it). */
  check?: (current: Header, next: Header) => void;
  /** The history text; changed fields are listed with it. */
  text?: string;
}

/** The optional header fields a kind sets through `fields`: an edit that leaves one out clears it. */
const KIND_FIELDS = ['reference', 'expiryDate', 'dueDate', 'paymentTerms', 'subject', 'salespersonId', 'salespersonName', 'recipients', 'paymentMode'] as const;

/** Header fields whose change the history names, with the words it uses. */
const FIELD_NAMES: Partial<Record<keyof Header, string>> = {
  number: 'number',
  reference: 'reference',
  issueDate: 'date',
  expiryDate: 'expiry date',
  dueDate: 'due date',
  paymentTerms: 'terms',
  subject: 'subject',
  customerId: 'customer',
  salespersonId: 'salesperson',
  totalKobo: 'total',
  discountValue: 'discount',
  adjustmentKobo: 'adjustment',
  customerNotes: 'customer notes',
  terms: 'terms and conditions',
  paymentMode: 'payment mode',
};

/**
 * Edit: every field and line (a full replace), in one transaction conditional
 * on the version read. Blocks are rewritten (extra old ones deleted), a
 * changed number swaps its claim, a changed customer moves the count and the
 * balance, items gained or dropped move their usage counts, and the history
 * says what changed.
 */
export async function updateDocument<Api>(
  k: DocumentKind<Api>,
  companyId: string,
  documentId: string,
  v: DocumentValues & { version?: number },
  opts: UpdateOptions = {},
): Promise<Api> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { header: current, blocks: oldBlocks } = await readDetail(companyId, documentId, k.kind, k.Noun);
    if (v.version !== undefined && v.version !== (current.version ?? 0)) throw new ConflictError(editConflict(k));
    const sameCustomer = current.customerId === v.customerId;
    const oldCustomer = await customerFor(companyId, current.customerId).catch(() => null);
    const customer = sameCustomer ? oldCustomer : await customerFor(companyId, v.customerId);
    await checkItems(companyId, v.lines, k.noun);
    // A rate the document already used stays usable on it (even once inactive); a new one must be active.
    const oldLines = linesOf(oldBlocks);
    const keptRates = ratesUsed(oldLines.map((l) => l.taxRate));
    const rates = await checkNewRates(companyId, lineRates(v.lines), keptRates, k.Noun);
    const oldNames = new Map(oldLines.flatMap((l) => (l.taxRate !== null && l.taxName ? [[hundredths(l.taxRate), l.taxName] as const] : [])));
    checkAttachments(companyId, v.attachments);
    const { blocks, figures } = lineBlocks(companyId, documentId, v, (p) => rates.get(hundredths(p))?.name ?? oldNames.get(hundredths(p)));
    const number = v.number ?? current.number;
    const numberChanged = numberKey(number) !== numberKey(current.number);
    const billing = await planBilling(k, companyId, documentId, v.customerId, oldLines, v.lines, { renumbered: number !== current.number });
    const version = current.version ?? 0;
    const today = lagosToday();
    const next = clean({
      ...current,
      ...Object.fromEntries(KIND_FIELDS.map((f) => [f, undefined])),
      number,
      customerNotes: v.customerNotes,
      terms: v.terms,
      attachments: v.attachments,
      ...v.fields,
      customerId: customer?.customerId ?? v.customerId,
      customerName: customer?.name ?? current.customerName,
      customerEmail: customer?.email,
      status: v.status,
      ...figures,
      version: version + 1,
      updatedAt: new Date().toISOString(),
    }) as Header;
    Object.assign(next, k.settle?.(next));
    opts.check?.(current, next);
    Object.assign(next, filed(k, next, today));
    const changed = (Object.keys(FIELD_NAMES) as (keyof Header)[]).filter((f) => JSON.stringify(current[f] ?? null) !== JSON.stringify(next[f] ?? null));
    const linesChanged = JSON.stringify(linesOf(oldBlocks)) !== JSON.stringify(linesOf(blocks));
    const names = [...new Set([...changed.map((f) => FIELD_NAMES[f]!), ...(linesChanged ? ['line items'] : [])])];
    const before = k.owed(current, today);
    const after = k.owed(next, today);
    const beforeItems = itemsOf(linesOf(oldBlocks));
    const afterItems = itemsOf(v.lines);
    const plan = new Plan();
    const { companyId: _c, documentId: _d, kind: _k, createdAt: _ca, ...set } = next;
    const cleared = ([...KIND_FIELDS, 'customerEmail', 'customerNotes', 'terms'] as const).filter(
      (f) => next[f] === undefined && current[f] !== undefined,
    );
    plan.add('header', (tx) =>
      tx.salesDocument
        .patch({ companyId, documentId })
        .set(set as never)
        .composite(composites(current))
        .remove(cleared as never)
        .where((a, op) => op.eq(a.version, version))
        .commit(),
    );
    for (const b of blocks) plan.add('lines', (tx) => tx.documentLines.put(b).commit());
    for (const old of oldBlocks.filter((b) => b.block >= blocks.length)) plan.add('lines', (tx) => tx.documentLines.delete({ companyId, documentId, block: old.block }).commit());
    if (numberChanged) {
      claimNumber(plan, companyId, k.kind, number, documentId);
      plan.add('old-claim', (tx) => tx.documentNumber.delete({ companyId, kind: k.kind, number: numberKey(current.number) }).commit());
    }
    if (sameCustomer) {
      moveCustomer(plan, companyId, customer, { receivablesKobo: after.receivablesKobo - before.receivablesKobo });
    } else {
      moveCustomer(plan, companyId, customer, { count: 1, receivablesKobo: after.receivablesKobo });
      moveCustomer(plan, companyId, oldCustomer, { count: -1, receivablesKobo: -before.receivablesKobo }, 'old-customer');
    }
    moveCompany(plan, companyId, { receivablesKobo: after.receivablesKobo - before.receivablesKobo, overdueKobo: after.overdueKobo - before.overdueKobo });
    postLedger(plan, k, companyId, current, next);
    postDocumentTallies(plan, companyId, { header: current, lines: oldBlocks.flatMap((b) => b.lines) }, { header: next, lines: blocks.flatMap((b) => b.lines) });
    const rateMoves = usageMoves(keptRates, ratesUsed(v.lines.map((l) => l.taxRate)));
    moveRates(plan, companyId, { gainedRates: rateMoves.gained, droppedRates: rateMoves.dropped });
    const usage = splitUsage(
      [...afterItems].filter((i) => !beforeItems.has(i)),
      [...beforeItems].filter((i) => !afterItems.has(i)),
      rateMoves.gained.length + rateMoves.dropped.length + billingWrites(billing),
    );
    planBillingWrites(plan, billing, documentId, number);
    for (const itemId of usage.gainedIn) plan.add('item', (tx) => itemUsage(tx, companyId, itemId, 1));
    for (const itemId of usage.droppedIn) plan.add('old-item', (tx) => itemUsage(tx, companyId, itemId, -1));
    plan.add('history', (tx) => tx.documentHistory.create(historyItem(companyId, documentId, opts.text ?? `${k.Noun} details updated`, names)).commit());
    await countBefore(companyId, usage.gainedOut, k.noun);
    try {
      await plan.commit();
      await giveBack(companyId, usage.droppedOut);
      return getDocument(k, companyId, documentId);
    } catch (error) {
      await giveBack(companyId, usage.gainedOut);
      if (!(error instanceof PlanRefused)) throw error;
      if (error.failed.has('claim')) throw new ConflictError(numberUsed(k, number), 'number_used', { [k.numberField]: numberUsed(k, number) });
      if (error.failed.has('item')) throw new BadRequestError(`An item on this ${k.noun} no longer exists`);
      if (error.failed.has('rate')) throw rateChanged();
      if (error.failed.has('billed')) throw billedElsewhere();
      if (error.failed.has('header')) {
        await readDetail(companyId, documentId, k.kind, k.Noun);
        if (v.version !== undefined) throw new ConflictError(editConflict(k));
      }
      if (error.failed.has('customer') && !sameCustomer) await readCustomer(companyId, v.customerId);
      await pause(attempt);
    }
  }
  throw new ConflictError(editConflict(k));
}
