import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { LINES_PER_BLOCK, SYSTEM_AUTHOR } from '../../../shared/constants';
import { currentActor } from '../../lib/actor';
import type { Attachment, Discount, DocumentLine, LineValues } from '../../../shared/schemas/document';
import { documentTotals, totalBelowZeroMessage } from '../../../shared/schemas/document';
import type { HistoryEntry } from '../../../shared/schemas/history';
import { attachmentPrefix } from '../../../shared/s3-prefixes';
import type { DocumentHistory, DocumentLines, SalesDocument } from '../../entities/sales-document';
import { db } from '../../entities/table';
import { TransactionCancelled, committed } from '../../lib/dynamo-errors';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { RequestReplayed, requestClaim } from '../../lib/request-key';

/*
 * The storage side of the sales-document engine: line blocks, reads, history
 * entries and the tagged transaction every write goes through.
 */

export type Header = EntityItem<ReturnType<typeof SalesDocument>>;
export type LineBlock = EntityItem<ReturnType<typeof DocumentLines>>;
export type HistoryItem = EntityItem<ReturnType<typeof DocumentHistory>>;
export type StoredLine = LineBlock['lines'][number];
export type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

export const newId = monotonicFactory();

export const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

// ---------------------------------------------------------------- lines

/** Validated lines with their figures (the shared module computes them), cut into blocks of LINES_PER_BLOCK. */
export function lineBlocks(
  companyId: string,
  documentId: string,
  v: { lines: LineValues[]; discount: Discount; adjustmentKobo: number },
  /** The name each line's tax rate gets as its snapshot. */
  taxName: (percent: number) => string | undefined = () => undefined,
) {
  const totals = documentTotals(v);
  // Money rule 8 on every write of every kind (a clone or a conversion copies figures no schema saw again).
  if (totals.totalKobo < 0) {
    const message = totalBelowZeroMessage(totals);
    throw new BadRequestError(message, { adjustmentKobo: message });
  }
  const stored: StoredLine[] = v.lines.map((l, i) =>
    clean({
      itemId: l.itemId,
      expenseId: l.expenseId,
      timeEntryId: l.timeEntryId,
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      minutes: l.minutes,
      unit: l.unit,
      rateKobo: l.rateKobo,
      taxRate: l.taxRate === null ? undefined : l.taxRate,
      taxName: l.taxRate === null ? undefined : taxName(l.taxRate),
      amountKobo: totals.lines[i]!.amountKobo,
      discountKobo: totals.lines[i]!.discountKobo,
      taxKobo: totals.lines[i]!.taxKobo,
    }),
  );
  const blocks: LineBlock[] = [];
  for (let i = 0; i < stored.length; i += LINES_PER_BLOCK) blocks.push({ companyId, documentId, block: i / LINES_PER_BLOCK, lines: stored.slice(i, i + LINES_PER_BLOCK) });
  const figures = {
    discountType: v.discount.type,
    discountValue: v.discount.type === 'percent' ? v.discount.value : v.discount.valueKobo,
    adjustmentKobo: totals.adjustmentKobo,
    subtotalKobo: totals.subtotalKobo,
    discountKobo: totals.discountKobo,
    taxKobo: totals.taxKobo,
    taxes: totals.taxes,
    totalKobo: totals.totalKobo,
    lineCount: stored.length,
  };
  return { blocks, figures };
}

/** The lines of a document's blocks, numbered from 1 in order. */
export function linesOf(blocks: LineBlock[]): DocumentLine[] {
  return [...blocks]
    .sort((a, b) => a.block - b.block)
    .flatMap((b) => b.lines)
    .map((l, i) => ({
      lineNo: i + 1,
      ...(l.itemId ? { itemId: l.itemId } : {}),
      ...(l.expenseId ? { expenseId: l.expenseId } : {}),
      ...(l.timeEntryId ? { timeEntryId: l.timeEntryId } : {}),
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      quantity: l.quantity,
      ...(l.minutes ? { minutes: l.minutes } : {}),
      unit: l.unit as DocumentLine['unit'],
      rateKobo: l.rateKobo,
      taxRate: l.taxRate ?? null,
      ...(l.taxRate !== undefined && l.taxName ? { taxName: l.taxName } : {}),
      amountKobo: l.amountKobo,
      discountKobo: l.discountKobo,
      taxKobo: l.taxKobo,
    }));
}

/** A document's lines as input again (clone, convert). */
export const linesAsInput = (lines: DocumentLine[]) =>
  lines.map((l) => ({ itemId: l.itemId, name: l.name, description: l.description, quantity: l.quantity, minutes: l.minutes, unit: l.unit, rateKobo: l.rateKobo, taxRate: l.taxRate }));

export const discountOf = (h: Header): Discount =>
  h.discountType === 'amount' ? { type: 'amount', valueKobo: h.discountValue ?? 0 } : { type: 'percent', value: h.discountValue ?? 0 };

/** The figures, lines, notes and version every kind's API shape carries (documentFiguresSchema). */
export function figuresOf(h: Header, blocks: LineBlock[], attachments: (Attachment & { url?: string })[]) {
  return {
    ...(h.customerNotes ? { customerNotes: h.customerNotes } : {}),
    ...(h.terms ? { terms: h.terms } : {}),
    discount: discountOf(h),
    adjustmentKobo: h.adjustmentKobo ?? 0,
    subtotalKobo: h.subtotalKobo ?? 0,
    discountKobo: h.discountKobo ?? 0,
    taxKobo: h.taxKobo ?? 0,
    taxes: h.taxes ?? [],
    lines: linesOf(blocks),
    attachments,
    version: h.version ?? 0,
    updatedAt: h.updatedAt ?? h.createdAt,
  };
}

/** The catalogue items a set of lines names (an item's usageCount counts documents, not lines). */
export const itemsOf = (lines: { itemId?: string }[]) => new Set(lines.flatMap((l) => (l.itemId ? [l.itemId] : [])));

// ---------------------------------------------------------------- reads

export interface Detail {
  header: Header;
  blocks: LineBlock[];
}

/** A document with its line blocks: one Query over its partition. Another kind, or none, is a 404 naming `noun`. */
export async function readDetail(companyId: string, documentId: string, kind: Header['kind'], noun: string): Promise<Detail> {
  const { data } = await db().collections.documentDetail({ companyId, documentId }).go({ consistent: true, pages: 'all', ignoreOwnership: true });
  const header = data.salesDocument[0];
  if (!header || header.kind !== kind) throw new NotFoundError(noun);
  return { header, blocks: data.documentLines };
}

export async function readCustomer(companyId: string, customerId: string) {
  const { data } = await db()
    .entities.customer.get({ companyId, customerId })
    .go({ consistent: true, attributes: ['customerId', 'name', 'email', 'status', 'receivablesKobo', 'unusedCreditsKobo', 'paymentTerms'] });
  if (!data) throw new NotFoundError('Customer');
  return data;
}
export type CustomerRead = Awaited<ReturnType<typeof readCustomer>>;

/** Every catalogue item the lines name must be the company's: one BatchGetItem. */
export async function checkItems(companyId: string, lines: { itemId?: string }[], noun: string) {
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
  if (Object.keys(fields).length) throw new BadRequestError(`An item on this ${noun} no longer exists`, fields);
}

export function checkAttachments(companyId: string, attachments: { key: string }[]) {
  const prefix = attachmentPrefix(companyId);
  const fields: Record<string, string> = {};
  attachments.forEach((a, i) => {
    if (!a.key.startsWith(prefix)) fields[`attachments.${i}.key`] = 'Not an uploaded attachment';
  });
  if (Object.keys(fields).length) throw new BadRequestError('An attachment was not uploaded for this company', fields);
}

// ---------------------------------------------------------------- history

/** A history entry of a change, to write in the same transaction: it names the member whose request made it ('System' outside one). */
export function historyItem(companyId: string, documentId: string, text: string, changedFields?: string[]): HistoryItem {
  const actor = currentActor();
  return clean({
    companyId,
    documentId,
    entryId: newId(),
    kind: 'system' as const,
    text,
    author: actor?.name ?? SYSTEM_AUTHOR,
    authorId: actor?.userId,
    createdAt: new Date().toISOString(),
    changedFields: changedFields?.length ? changedFields : undefined,
  }) as HistoryItem;
}

export function toHistory(r: HistoryItem): HistoryEntry {
  return {
    entryId: r.entryId,
    kind: r.kind,
    text: r.text,
    author: r.author,
    ...(r.changedFields?.length ? { changedFields: r.changedFields } : {}),
    ...(r.email ? { email: r.email } : {}),
    createdAt: r.createdAt,
  };
}

// ---------------------------------------------------------------- the tagged transaction

type Built = ReturnType<Tx['salesDocument']['create']>['commit'] extends () => infer R ? R : never;

/**
 * Every write of the engine is one transaction of tagged operations, so a
 * cancelled transaction says which invariant refused it (the number claim, the
 * customer, an item, the version read ...).
 */
export class Plan {
  private readonly ops: { tag: string; build: (tx: Tx) => unknown }[] = [];

  add(tag: string, build: (tx: Tx) => unknown): this {
    this.ops.push({ tag, build });
    return this;
  }

  get size(): number {
    return this.ops.length;
  }

  private claim?: () => void;

  /**
   * The running request's client request id (lib/request-key.ts), claimed in this transaction for
   * the record `ref` it makes or changes: a retry of the request then answers that record. Nothing
   * outside a keyed request, or once the request's record committed.
   */
  claimRequest(ref: string): this {
    const claim = requestClaim(ref);
    if (!claim) return this;
    this.claim = claim.committed;
    return this.add('request', (tx) => tx.requestKey.create(claim.item).commit());
  }

  /**
   * Commits the plan; a cancelled transaction throws PlanRefused with the tags whose condition failed,
   * or RequestReplayed when the request's own key was claimed meanwhile (the same request ran twice).
   */
  async commit(): Promise<void> {
    if (this.ops.length > 100) throw new Error(`A transaction of ${this.ops.length} items is over DynamoDB's 100`);
    try {
      await committed(
        db()
          .transaction.write((tx) => this.ops.map((o) => o.build(tx) as Built))
          .go(),
      );
      this.claim?.();
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const failed = new Set(error.failed.map((i) => this.ops[i]!.tag));
      if (failed.has('request')) throw new RequestReplayed();
      throw new PlanRefused(failed, error.codes);
    }
  }
}

export class PlanRefused extends Error {
  constructor(
    readonly failed: Set<string>,
    readonly codes: string[],
  ) {
    super(`Transaction refused (${[...failed].join(', ') || codes.join(', ')})`);
  }
  /** Cancelled for a conflict with another transaction, not for a condition: try again. */
  get conflict(): boolean {
    return this.failed.size === 0;
  }
}

export const pause = (attempt: number) => new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
