import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { DOCUMENT_NUMBER_DIGITS, QUOTE_DEFAULT_EXPIRY_DAYS, QUOTE_DEFAULT_PREFIX, SYSTEM_AUTHOR } from '../../shared/constants';
import { addDaysIso, lagosToday } from '../../shared/dates';
import {
  displayStatus,
  quoteCommentSchema,
  quoteCreateSchema,
  quoteTotals,
  quoteUpdateSchema,
  type Discount,
  type Quote,
  type QuoteCreateInput,
  type QuoteDisplayStatus,
  type QuoteLine,
  type QuotePage,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteUpdate,
  type QuoteValues,
  type StatusChange,
} from '../../shared/schemas/quote';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/customer';
import type { DocumentHistory, DocumentLine, SalesDocument } from '../entities/sales-document';
import { db } from '../entities/table';
import { committed, rethrowBadCursor, TransactionCancelled } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { attachmentPrefix } from '../../shared/s3-prefixes';
import { attachmentUrl } from './uploads';

type Header = EntityItem<typeof SalesDocument>;
type Line = EntityItem<typeof DocumentLine>;
type HistoryItem = EntityItem<typeof DocumentHistory>;
type Caller = { userId: string; email: string };

const KIND = 'quote' as const;
const newId = monotonicFactory();

export const EDIT_CONFLICT = 'This quote was changed by someone else. Reload and try again.';
export const numberUsed = (n: string) => `Quote number ${n} is already used`;
const ATTEMPTS = 12;

// ---------------------------------------------------------------- dates and numbers

export { lagosToday };

export function defaultExpiry(quoteDate: string): string {
  return addDaysIso(quoteDate, QUOTE_DEFAULT_EXPIRY_DAYS);
}

export const formatNumber = (prefix: string, n: number) => `${prefix}${String(n).padStart(DOCUMENT_NUMBER_DIGITS, '0')}`;
const numberKey = (n: string) => n.toUpperCase();

export { displayStatus };

// ---------------------------------------------------------------- mapping

function toSummary(h: Pick<Header, 'documentId' | 'number' | 'reference' | 'issueDate' | 'expiryDate' | 'status' | 'customerId' | 'customerName' | 'totalKobo' | 'createdAt'>): QuoteSummary {
  const status = h.status as QuoteStatus;
  return {
    quoteId: h.documentId,
    quoteNumber: h.number,
    ...(h.reference ? { reference: h.reference } : {}),
    quoteDate: h.issueDate,
    ...(h.expiryDate ? { expiryDate: h.expiryDate } : {}),
    status,
    displayStatus: displayStatus(status, h.expiryDate),
    customerId: h.customerId,
    customerName: h.customerName,
    totalKobo: h.totalKobo,
    createdAt: h.createdAt,
  };
}

function toLine(l: Line): QuoteLine {
  return {
    lineNo: l.lineNo,
    ...(l.itemId ? { itemId: l.itemId } : {}),
    name: l.name,
    ...(l.description ? { description: l.description } : {}),
    quantity: l.quantity,
    unit: l.unit,
    rateKobo: l.rateKobo,
    taxRate: l.taxRate === 5 || l.taxRate === 7.5 || l.taxRate === 0 ? l.taxRate : null,
    amountKobo: l.amountKobo,
    discountKobo: l.discountKobo,
    taxKobo: l.taxKobo,
  };
}

const toDiscount = (h: Header): Discount =>
  h.discountType === 'amount' ? { type: 'amount', valueKobo: h.discountValue ?? 0 } : { type: 'percent', value: h.discountValue ?? 0 };

async function toQuote(h: Header, lines: Line[]): Promise<Quote> {
  const attachments = await Promise.all((h.attachments ?? []).map(async (a) => ({ ...a, url: await attachmentUrl(a.key, a.name) })));
  return {
    ...toSummary(h),
    ...(h.subject ? { subject: h.subject } : {}),
    ...(h.customerEmail ? { customerEmail: h.customerEmail } : {}),
    ...(h.customerNotes ? { customerNotes: h.customerNotes } : {}),
    ...(h.terms ? { terms: h.terms } : {}),
    discount: toDiscount(h),
    adjustmentKobo: h.adjustmentKobo ?? 0,
    subtotalKobo: h.subtotalKobo ?? 0,
    discountKobo: h.discountKobo ?? 0,
    taxKobo: h.taxKobo ?? 0,
    taxes: h.taxes ?? [],
    lines: lines.map(toLine).sort((a, b) => a.lineNo - b.lineNo),
    attachments,
    version: h.version ?? 0,
    updatedAt: h.updatedAt ?? h.createdAt,
  };
}

function toHistory(r: HistoryItem): HistoryEntry {
  return { entryId: r.entryId, kind: r.kind, text: r.text, author: r.author, createdAt: r.createdAt };
}

// ---------------------------------------------------------------- pure helpers

/** Header figures and line items for validated values: the shared module computes every figure. */
export function documentParts(companyId: string, documentId: string, v: QuoteValues) {
  const totals = quoteTotals(v);
  const lines: Line[] = v.lines.map((l, i) => ({
    companyId,
    documentId,
    lineNo: i + 1,
    ...(l.itemId ? { itemId: l.itemId } : {}),
    name: l.name,
    ...(l.description ? { description: l.description } : {}),
    quantity: l.quantity,
    unit: l.unit,
    rateKobo: l.rateKobo,
    ...(l.taxRate === null ? {} : { taxRate: l.taxRate }),
    amountKobo: totals.lines[i]!.amountKobo,
    discountKobo: totals.lines[i]!.discountKobo,
    taxKobo: totals.lines[i]!.taxKobo,
  }));
  const figures = {
    discountType: v.discount.type,
    discountValue: v.discount.type === 'percent' ? v.discount.value : v.discount.valueKobo,
    adjustmentKobo: totals.adjustmentKobo,
    subtotalKobo: totals.subtotalKobo,
    discountKobo: totals.discountKobo,
    taxKobo: totals.taxKobo,
    taxes: totals.taxes,
    totalKobo: totals.totalKobo,
    lineCount: lines.length,
  };
  return { lines, figures };
}

/** How many lines of each catalogue item a set of lines uses (an item's usageCount counts documents). */
const itemsOf = (lines: { itemId?: string }[]) => new Set(lines.flatMap((l) => (l.itemId ? [l.itemId] : [])));

/**
 * A document moves its customer's transaction count and its catalogue items'
 * usage counts (which guard their deletes) in its own transaction; each write
 * is conditional on the record still existing.
 */
type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];
function customerCount(tx: Tx, companyId: string, customerId: string, by: 1 | -1) {
  const patch = tx.customer.patch({ companyId, customerId });
  return (by > 0 ? patch.add({ transactionCount: 1 }) : patch.subtract({ transactionCount: 1 })).where((a, op) => op.exists(a.customerId)).commit();
}
function itemUsage(tx: Tx, companyId: string, itemId: string, by: 1 | -1) {
  const patch = tx.item.patch({ companyId, itemId });
  return (by > 0 ? patch.add({ usageCount: 1 }) : patch.subtract({ usageCount: 1 })).where((a, op) => op.exists(a.itemId)).commit();
}

function historyItem(companyId: string, documentId: string, text: string): HistoryItem {
  return { companyId, documentId, entryId: newId(), kind: 'system', text, author: SYSTEM_AUTHOR, createdAt: new Date().toISOString() };
}

const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

// ---------------------------------------------------------------- reads

async function readCustomer(companyId: string, customerId: string) {
  const { data } = await db().entities.customer.get({ companyId, customerId }).go({ consistent: true, attributes: ['customerId', 'name', 'email', 'status'] });
  if (!data) throw new NotFoundError('Customer');
  return data;
}

/** Every catalogue item the lines name must be the company's: one BatchGetItem. */
async function checkItems(companyId: string, lines: { itemId?: string }[]) {
  const ids = [...itemsOf(lines)];
  if (ids.length === 0) return;
  const { data, unprocessed } = await db()
    .entities.item.get(ids.map((itemId) => ({ companyId, itemId })))
    .go({ consistent: true, attributes: ['itemId'] });
  if (unprocessed.length) throw new Error('DynamoDB left items unread; try again');
  const found = new Set(data.map((i) => i.itemId));
  const fields: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (l.itemId && !found.has(l.itemId)) fields[`lines.${i}.itemId`] = 'This item no longer exists; pick it again or type the line';
  });
  if (Object.keys(fields).length) throw new BadRequestError('An item on this quote no longer exists', fields);
}

function checkAttachments(companyId: string, attachments: { key: string }[]) {
  const prefix = attachmentPrefix(companyId);
  const fields: Record<string, string> = {};
  attachments.forEach((a, i) => {
    if (!a.key.startsWith(prefix)) fields[`attachments.${i}.key`] = 'Not an uploaded attachment';
  });
  if (Object.keys(fields).length) throw new BadRequestError('An attachment was not uploaded for this company', fields);
}

async function readDetail(companyId: string, documentId: string): Promise<{ header: Header; lines: Line[] }> {
  const { data } = await db().collections.documentDetail({ companyId, documentId }).go({ consistent: true, pages: 'all', ignoreOwnership: true });
  const header = data.salesDocument[0];
  if (!header || header.kind !== KIND) throw new NotFoundError('Quote');
  return { header, lines: data.documentLine };
}

/** The quote with its lines: one Query over the document's partition. */
export async function getQuote(companyId: string, quoteId: string): Promise<Quote> {
  const { header, lines } = await readDetail(companyId, quoteId);
  return toQuote(header, lines);
}

/** The number the series would give next (the form pre-fills it); one GetItem. */
export async function nextQuoteNumber(companyId: string): Promise<{ quoteNumber: string }> {
  const { data } = await db().entities.documentCounter.get({ companyId, kind: KIND }).go({ consistent: true });
  return { quoteNumber: formatNumber(QUOTE_DEFAULT_PREFIX, (data?.last ?? 0) + 1) };
}

/**
 * Takes the series' next number: one atomic UpdateItem (ADD last 1) answers
 * each caller with its own value, so concurrent creates never share a number
 * and never queue behind each other. A number is reserved only after the
 * input has been checked; a create that still fails leaves a gap, never a duplicate.
 */
async function reserveNumber(companyId: string): Promise<number> {
  const { data } = await db().entities.documentCounter.update({ companyId, kind: KIND }).add({ last: 1 }).go({ response: 'all_new' });
  if (data.last === undefined) throw new Error('The quote counter gave no number');
  return data.last;
}

// ---------------------------------------------------------------- create

interface Claim {
  number: string;
  /** The reserved counter value this number came from; absent for a number the user typed. */
  fromCounter?: number;
}

/**
 * Creates a quote: header, lines, the number's claim (attribute_not_exists),
 * the customer's transaction count, the items' usage counts and the history
 * entry, in ONE transaction. A typed number that is taken: 409, nothing
 * written. An automatic number comes from reserveNumber; if someone typed it
 * by hand earlier, its claim fails and the next one is reserved.
 */
export async function createQuote(companyId: string, caller: Caller, input: QuoteCreateInput): Promise<Quote> {
  const v = quoteCreateSchema.parse(input);
  const customer = await readCustomer(companyId, v.customerId);
  await checkItems(companyId, v.lines);
  checkAttachments(companyId, v.attachments);
  const documentId = newId();
  const { lines, figures } = documentParts(companyId, documentId, v);
  const now = new Date().toISOString();
  const base = {
    companyId,
    kind: KIND,
    documentId,
    reference: v.reference,
    issueDate: v.quoteDate,
    expiryDate: v.expiryDate,
    subject: v.subject,
    status: v.status,
    customerId: customer.customerId,
    customerName: customer.name,
    customerEmail: customer.email,
    customerNotes: v.customerNotes,
    terms: v.terms,
    attachments: v.attachments,
    ...figures,
    version: 0,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  const items = [...itemsOf(v.lines)];

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let claim: Claim;
    if (v.quoteNumber) claim = { number: v.quoteNumber };
    else {
      const reserved = await reserveNumber(companyId);
      claim = { number: formatNumber(QUOTE_DEFAULT_PREFIX, reserved), fromCounter: reserved };
    }
    const header: Header = clean({ ...base, number: claim.number }) as Header;
    const tags: string[] = [];
    try {
      await committed(
        db()
          .transaction.write((tx) => {
            const { salesDocument, documentLine, documentNumber, documentHistory } = tx;
            const ops = [];
            tags.push('claim');
            ops.push(documentNumber.create({ companyId, kind: KIND, number: numberKey(claim.number), documentId }).commit());
            tags.push('header');
            ops.push(salesDocument.create(header).commit());
            for (const line of lines) {
              tags.push('line');
              ops.push(documentLine.create(line).commit());
            }
            tags.push('customer');
            ops.push(customerCount(tx, companyId, customer.customerId, 1));
            for (const itemId of items) {
              tags.push('item');
              ops.push(itemUsage(tx, companyId, itemId, 1));
            }
            tags.push('history');
            ops.push(documentHistory.create(historyItem(companyId, documentId, 'Quote created')).commit());
            if (v.status === 'sent') ops.push(documentHistory.create(historyItem(companyId, documentId, 'Quote marked as sent')).commit());
            return ops;
          })
          .go(),
      );
      return getQuote(companyId, documentId);
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const failed = new Set(error.failed.map((i) => tags[i]));
      if (failed.has('customer')) throw new NotFoundError('Customer');
      if (failed.has('item')) throw new BadRequestError('An item on this quote no longer exists');
      // A typed number that is taken is the user's to change; a reserved one was typed into an
      // earlier quote by hand, so the next is reserved. A transaction conflict is simply retried.
      if (failed.has('claim') && claim.fromCounter === undefined) throw new ConflictError(numberUsed(claim.number), 'number_used', { quoteNumber: numberUsed(claim.number) });
      if (!failed.has('claim')) await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
  throw new ConflictError('Too many quotes are being created at once. Try again.');
}

/** Clone: a new draft with the same customer, lines, discount, notes and terms, today's date and the next number. */
export async function cloneQuote(companyId: string, caller: Caller, quoteId: string): Promise<Quote> {
  const { header, lines } = await readDetail(companyId, quoteId);
  const today = lagosToday();
  return createQuote(companyId, caller, {
    customerId: header.customerId,
    reference: header.reference,
    quoteDate: today,
    expiryDate: defaultExpiry(today),
    subject: header.subject,
    lines: lines
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((l) => ({ itemId: l.itemId, name: l.name, description: l.description, quantity: l.quantity, unit: l.unit, rateKobo: l.rateKobo, taxRate: toLine(l).taxRate })),
    discount: toDiscount(header),
    adjustmentKobo: header.adjustmentKobo ?? 0,
    customerNotes: header.customerNotes,
    terms: header.terms,
    status: 'draft',
  });
}

// ---------------------------------------------------------------- edit

/**
 * Edit: every field and line (a full replace), in one transaction conditional
 * on the version read. Lines are written by position (extra old ones deleted),
 * a changed number swaps its claim, a changed customer moves the transaction
 * count, and items gained or dropped move their usage counts.
 */
export async function updateQuote(companyId: string, quoteId: string, input: QuoteUpdate): Promise<Quote> {
  const { version: expected, ...v } = quoteUpdateSchema.parse(input);
  const { header: current, lines: oldLines } = await readDetail(companyId, quoteId);
  if (expected !== undefined && expected !== (current.version ?? 0)) throw new ConflictError(EDIT_CONFLICT);
  const customer = current.customerId === v.customerId ? { customerId: current.customerId, name: current.customerName, email: current.customerEmail } : await readCustomer(companyId, v.customerId);
  await checkItems(companyId, v.lines);
  checkAttachments(companyId, v.attachments);
  const { lines, figures } = documentParts(companyId, quoteId, v);
  const number = v.quoteNumber ?? current.number;
  const numberChanged = numberKey(number) !== numberKey(current.number);
  const version = current.version ?? 0;
  const now = new Date().toISOString();
  const before = itemsOf(oldLines);
  const after = itemsOf(lines);
  const gained = [...after].filter((i) => !before.has(i));
  const dropped = [...before].filter((i) => !after.has(i));
  const set = clean({
    number,
    reference: v.reference,
    issueDate: v.quoteDate,
    expiryDate: v.expiryDate,
    subject: v.subject,
    customerId: customer.customerId,
    customerName: customer.name,
    customerEmail: customer.email,
    customerNotes: v.customerNotes,
    terms: v.terms,
    attachments: v.attachments,
    ...figures,
    version: version + 1,
    updatedAt: now,
  });
  const cleared = (['reference', 'expiryDate', 'subject', 'customerEmail', 'customerNotes', 'terms'] as const).filter((f) => set[f] === undefined);
  const tags: string[] = [];
  try {
    await committed(
      db()
        .transaction.write((tx) => {
            const { salesDocument, documentLine, documentNumber, documentHistory } = tx;
          const ops = [];
          tags.push('header');
          ops.push(
            salesDocument
              .patch({ companyId, documentId: quoteId })
              .set(set as never)
              .composite({ kind: KIND, createdAt: current.createdAt })
              .remove(cleared as never)
              .where((a, op) => op.eq(a.version, version))
              .commit(),
          );
          for (const line of lines) {
            tags.push('line');
            ops.push(documentLine.put(line).commit());
          }
          for (const old of oldLines.filter((l) => l.lineNo > lines.length)) {
            tags.push('line');
            ops.push(documentLine.delete({ companyId, documentId: quoteId, lineNo: old.lineNo }).commit());
          }
          if (numberChanged) {
            tags.push('claim');
            ops.push(documentNumber.create({ companyId, kind: KIND, number: numberKey(number), documentId: quoteId }).commit());
            tags.push('old-claim');
            ops.push(documentNumber.delete({ companyId, kind: KIND, number: numberKey(current.number) }).commit());
          }
          if (customer.customerId !== current.customerId) {
            tags.push('customer');
            ops.push(customerCount(tx, companyId, customer.customerId, 1));
            tags.push('old-customer');
            ops.push(customerCount(tx, companyId, current.customerId, -1));
          }
          for (const itemId of gained) {
            tags.push('item');
            ops.push(itemUsage(tx, companyId, itemId, 1));
          }
          for (const itemId of dropped) {
            tags.push('old-item');
            ops.push(itemUsage(tx, companyId, itemId, -1));
          }
          tags.push('history');
          ops.push(documentHistory.create(historyItem(companyId, quoteId, 'Quote details updated')).commit());
          return ops;
        })
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const failed = new Set(error.failed.map((i) => tags[i]));
    if (failed.has('claim')) throw new ConflictError(numberUsed(number), 'number_used', { quoteNumber: numberUsed(number) });
    if (failed.has('customer')) throw new NotFoundError('Customer');
    if (failed.has('item')) throw new BadRequestError('An item on this quote no longer exists');
    await readDetail(companyId, quoteId);
    throw new ConflictError(EDIT_CONFLICT);
  }
  return getQuote(companyId, quoteId);
}

// ---------------------------------------------------------------- status

/** The spec's state machine (any -> sent; sent -> accepted or draft; accepted -> draft), plus declined. */
const ALLOWED_FROM: Record<StatusChange['status'], readonly QuoteStatus[]> = {
  sent: ['draft', 'accepted', 'declined'],
  accepted: ['sent'],
  declined: ['sent'],
  draft: ['sent', 'accepted', 'declined'],
};
const STATUS_TEXT: Record<StatusChange['status'], string> = {
  sent: 'Quote marked as sent',
  accepted: 'Quote marked as accepted',
  declined: 'Quote marked as declined',
  draft: 'Quote reverted to draft',
};
const VERB: Record<StatusChange['status'], string> = {
  sent: 'marked as sent',
  accepted: 'marked as accepted',
  declined: 'marked as declined',
  draft: 'reverted to draft',
};

export async function changeQuoteStatus(companyId: string, quoteId: string, change: StatusChange): Promise<Quote> {
  const { header } = await readDetail(companyId, quoteId);
  const from = header.status as QuoteStatus;
  if (from === change.status) return getQuote(companyId, quoteId);
  if (!ALLOWED_FROM[change.status].includes(from)) {
    throw new ConflictError(`A${from === 'accepted' || from === 'invoiced' ? 'n' : ''} ${from} quote cannot be ${VERB[change.status]}`, 'invalid_transition');
  }
  const version = header.version ?? 0;
  try {
    await committed(
      db()
        .transaction.write(({ salesDocument, documentHistory }) => [
          salesDocument
            .patch({ companyId, documentId: quoteId })
            .set({ status: change.status, version: version + 1, updatedAt: new Date().toISOString() })
            // The index keys the status and customer are part of need their other composites too.
            .composite({ kind: KIND, createdAt: header.createdAt })
            .where((a, op) => `${op.eq(a.version, version)} AND ${op.eq(a.status, header.status)}`)
            .commit(),
          documentHistory.create(historyItem(companyId, quoteId, STATUS_TEXT[change.status])).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    await readDetail(companyId, quoteId);
    throw new ConflictError(EDIT_CONFLICT);
  }
  return getQuote(companyId, quoteId);
}

// ---------------------------------------------------------------- delete

const TRANSACTION_LIMIT = 100;

/**
 * Deletes a quote with its lines and its number's claim, and gives back the
 * customer's transaction count and the items' usage counts, in one transaction
 * (conditional on the version read): never half. History follows in further
 * transactions once the quote is gone.
 */
export async function deleteQuote(companyId: string, quoteId: string): Promise<void> {
  const { header, lines } = await readDetail(companyId, quoteId);
  const version = header.version ?? 0;
  const items = [...itemsOf(lines)];
  try {
    await committed(
      db()
        .transaction.write((tx) => [
          tx.salesDocument
            .delete({ companyId, documentId: quoteId })
            .where((a, op) => op.eq(a.version, version))
            .commit(),
          ...lines.map((l) => tx.documentLine.delete({ companyId, documentId: quoteId, lineNo: l.lineNo }).commit()),
          tx.documentNumber.delete({ companyId, kind: KIND, number: numberKey(header.number) }).commit(),
          customerCount(tx, companyId, header.customerId, -1),
          ...items.map((itemId) => itemUsage(tx, companyId, itemId, -1)),
        ])
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    await readDetail(companyId, quoteId);
    throw new ConflictError(EDIT_CONFLICT);
  }
  const { data: history } = await db().entities.documentHistory.query.byDocument({ companyId, documentId: quoteId }).go({ pages: 'all', attributes: ['entryId'] });
  for (let i = 0; i < history.length; i += TRANSACTION_LIMIT) {
    const batch = history.slice(i, i + TRANSACTION_LIMIT);
    await committed(
      db()
        .transaction.write(({ documentHistory }) => batch.map((h) => documentHistory.delete({ companyId, documentId: quoteId, entryId: h.entryId }).commit()))
        .go(),
    );
  }
}

// ---------------------------------------------------------------- list

export interface QuoteListOptions {
  status: QuoteDisplayStatus | 'all';
  customerId?: string;
  dateFrom?: string;
  dateTo?: string;
  minTotalKobo?: number;
  maxTotalKobo?: number;
  limit: number;
  cursor?: string;
}

type Ops = {
  eq: (a: never, v: unknown) => string;
  gte: (a: never, v: unknown) => string;
  lte: (a: never, v: unknown) => string;
  lt: (a: never, v: unknown) => string;
  notExists: (a: never) => string;
};
type Attrs = Record<'kind' | 'status' | 'issueDate' | 'expiryDate' | 'totalKobo', never>;

/**
 * Newest first, a page at a time. A status tab reads gsi3 (company#quote#status),
 * All reads gsi1, a customer filter reads gsi2 (the customer's documents).
 * Expired is derived: drafts and sent quotes whose expiry date has passed,
 * which the Draft and Sent tabs leave out. Date and amount ranges are
 * filters on the same Query; ElectroDB's `count` reads on until the page is full.
 */
export async function listQuotes(companyId: string, opts: QuoteListOptions): Promise<QuotePage> {
  const today = lagosToday();
  const { salesDocument } = db().entities;
  const conditions = (a: Attrs, op: Ops): string[] => {
    const c: string[] = [];
    if (opts.customerId) c.push(op.eq(a.kind, KIND));
    if (opts.customerId && opts.status !== 'all' && opts.status !== 'expired') c.push(op.eq(a.status, opts.status));
    if (opts.status === 'expired') c.push(`(${op.eq(a.status, 'draft')} OR ${op.eq(a.status, 'sent')})`, op.lt(a.expiryDate, today));
    if (opts.status === 'draft' || opts.status === 'sent') c.push(`(${op.notExists(a.expiryDate)} OR ${op.gte(a.expiryDate, today)})`);
    if (opts.dateFrom) c.push(op.gte(a.issueDate, opts.dateFrom));
    if (opts.dateTo) c.push(op.lte(a.issueDate, opts.dateTo));
    if (opts.minTotalKobo !== undefined) c.push(op.gte(a.totalKobo, opts.minTotalKobo));
    if (opts.maxTotalKobo !== undefined) c.push(op.lte(a.totalKobo, opts.maxTotalKobo));
    return c;
  };
  const where = (a: Attrs, op: Ops) => conditions(a, op).join(' AND ');
  const probe = conditions({} as Attrs, { eq: () => 'x', gte: () => 'x', lte: () => 'x', lt: () => 'x', notExists: () => 'x' });
  const filtered = probe.length > 0;
  const page = { ...(filtered ? { count: opts.limit } : { limit: opts.limit }), cursor: opts.cursor ?? null, order: 'desc' as const };
  try {
    const query = opts.customerId
      ? salesDocument.query.byCustomer({ companyId, customerId: opts.customerId })
      : opts.status === 'all' || opts.status === 'expired'
        ? salesDocument.query.recentByKind({ companyId, kind: KIND })
        : salesDocument.query.byStatus({ companyId, kind: KIND, status: opts.status });
    const result = await (filtered ? query.where(where as never) : query).go(page);
    return { items: result.data.map(toSummary), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

// ---------------------------------------------------------------- comments and history

export async function listQuoteHistory(companyId: string, quoteId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> {
  await readDetail(companyId, quoteId);
  try {
    const result = await db()
      .entities.documentHistory.query.byDocument({ companyId, documentId: quoteId })
      .go({ order: 'desc', limit: opts.limit, cursor: opts.cursor ?? null });
    return { items: result.data.map(toHistory), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

export async function addQuoteComment(companyId: string, quoteId: string, caller: Caller, input: { text: string }): Promise<HistoryEntry> {
  const v = quoteCommentSchema.parse(input);
  await readDetail(companyId, quoteId);
  const { data: profile } = await db().entities.profile.get({ userId: caller.userId }).go({ attributes: ['firstName', 'lastName', 'email'] });
  const author = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim() || profile?.email || caller.email;
  const item: HistoryItem = { companyId, documentId: quoteId, entryId: newId(), kind: 'comment', text: v.text, author, authorId: caller.userId, createdAt: new Date().toISOString() };
  try {
    await committed(
      db()
        .transaction.write(({ salesDocument, documentHistory }) => [
          salesDocument
            .check({ companyId, documentId: quoteId })
            .where((a, op) => op.exists(a.documentId))
            .commit(),
          documentHistory.create(item).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new NotFoundError('Quote');
    throw error;
  }
  return toHistory(item);
}
