import { lagosToday } from '../../../shared/dates';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/history';
import { db } from '../../entities/table';
import { rethrowBadCursor } from '../../lib/dynamo-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { moveCompany, moveCustomer, type Moves } from './balances';
import { currentActor, displayName } from '../../lib/actor';
import { ATTEMPTS, composites, customerFor, editConflict, filed, getDocument, itemUsage, present, type Caller, type DocumentKind } from './engine';
import { freeWrites, heldBy } from './billed';
import { postLedger } from './ledger';
import { postDocumentTallies } from '../reports/postings';
import { deleteShareLinkIn } from '../share/document-delete';
import { numberKey } from './numbering';
import { PlanRefused, Plan, historyItem, itemsOf, linesOf, newId, pause, readDetail, toHistory, type Header, type HistoryItem } from './store';
import { giveBack, splitUsage } from './usage';
import { rateUsage, ratesUsed } from '../tax-rates';

/*
 * The rest of a document's life, for every kind: status changes, delete,
 * comments and history. (engine.ts creates and edits.)
 */

// ---------------------------------------------------------------- status

/**
 * Moves a document to another status (the kind checked the move is allowed),
 * refiling it and moving its balance, conditional on the version and status read.
 * A step that `decides` (a customer's answer on the share link) is judged again on
 * the document as it is when another write got there first, so of several at once
 * one moves it and the others meet the status it moved to; any other step answers
 * that race with the edit conflict. `author` names who the history entry is from
 * when it is not the caller.
 */
export async function setStatus<Api>(
  k: DocumentKind<Api>,
  companyId: string,
  documentId: string,
  change: (current: Header) => { set: Partial<Header>; text: string; author?: string; decides?: boolean; extra?: (plan: Plan, current: Header) => void; releases?: boolean } | null,
): Promise<Api> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const detail = await readDetail(companyId, documentId, k.kind, k.Noun);
    const current = detail.header;
    const step = change(current);
    if (!step) return present(k, detail);
    const today = lagosToday();
    const version = current.version ?? 0;
    const next = { ...current, ...step.set, version: version + 1, updatedAt: new Date().toISOString() } as Header;
    Object.assign(next, filed(k, next, today));
    const before = k.owed(current, today);
    const after = k.owed(next, today);
    const customer = await customerFor(companyId, current.customerId).catch(() => null);
    // A status that ends the document (a void invoice) frees the expenses it billed.
    const held = step.releases ? await heldBy(companyId, documentId, linesOf(detail.blocks)) : [];
    const plan = new Plan();
    plan.add('header', (tx) =>
      tx.salesDocument
        .patch({ companyId, documentId })
        .set({ ...step.set, phase: next.phase, tab: next.tab, timer: next.timer, deadline: next.deadline, version: version + 1, updatedAt: next.updatedAt } as never)
        .composite(composites(current))
        .where((a, op) => `${op.eq(a.version, version)} AND ${op.eq(a.status, current.status)}`)
        .commit(),
    );
    const moves = { receivablesKobo: after.receivablesKobo - before.receivablesKobo, overdueKobo: after.overdueKobo - before.overdueKobo };
    moveCustomer(plan, companyId, customer, moves);
    moveCompany(plan, companyId, moves);
    postLedger(plan, k, companyId, current, next);
    const lines = detail.blocks.flatMap((b) => b.lines);
    postDocumentTallies(plan, companyId, { header: current, lines }, { header: next, lines });
    const { authorId, ...entry } = historyItem(companyId, documentId, step.text);
    plan.add('history', (tx) => tx.documentHistory.create(step.author ? { ...entry, author: step.author } : { ...entry, ...(authorId ? { authorId } : {}) }).commit());
    step.extra?.(plan, current);
    freeWrites(plan, held, documentId);
    try {
      await plan.commit();
      return getDocument(k, companyId, documentId);
    } catch (error) {
      if (!(error instanceof PlanRefused)) throw error;
      if (error.failed.has('header') && !step.decides) throw new ConflictError(editConflict(k));
      await pause(attempt);
    }
  }
  throw new ConflictError(editConflict(k));
}

// ---------------------------------------------------------------- delete

const TRANSACTION_LIMIT = 100;

/**
 * Deletes a document with its line blocks and its number's claim, giving back
 * the customer's count and balance and the items' usage counts, in one
 * transaction conditional on the version read: never half. History follows
 * in further transactions once the document is gone.
 */
export async function deleteDocument(k: DocumentKind, companyId: string, documentId: string, check?: (h: Header) => void): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { header, blocks } = await readDetail(companyId, documentId, k.kind, k.Noun);
    check?.(header);
    const version = header.version ?? 0;
    const today = lagosToday();
    const owed = k.owed(header, today);
    const customer = await customerFor(companyId, header.customerId).catch(() => null);
    const lines = linesOf(blocks);
    const held = await heldBy(companyId, documentId, lines);
    const plan = new Plan();
    plan.add('header', (tx) =>
      tx.salesDocument
        .delete({ companyId, documentId })
        .where((a, op) => op.eq(a.version, version))
        .commit(),
    );
    for (const b of blocks) plan.add('lines', (tx) => tx.documentLines.delete({ companyId, documentId, block: b.block }).commit());
    plan.add('old-claim', (tx) => tx.documentNumber.delete({ companyId, kind: k.kind, number: numberKey(header.number) }).commit());
    await deleteShareLinkIn(plan, companyId, documentId);
    const moves: Moves = { count: -1, receivablesKobo: -owed.receivablesKobo, overdueKobo: -owed.overdueKobo, invoices: k.limited ? -1 : 0 };
    moveCustomer(plan, companyId, customer, moves);
    moveCompany(plan, companyId, moves);
    postLedger(plan, k, companyId, header, null);
    postDocumentTallies(plan, companyId, { header, lines: blocks.flatMap((b) => b.lines) }, null);
    freeWrites(plan, held, documentId);
    const rates = [...ratesUsed(lines.map((l) => l.taxRate))];
    for (const h of rates) plan.add('old-rate', (tx) => rateUsage(tx, companyId, h, -1));
    const usage = splitUsage([], [...itemsOf(lines)], rates.length + held.length);
    for (const itemId of usage.droppedIn) plan.add('old-item', (tx) => itemUsage(tx, companyId, itemId, -1));
    try {
      await plan.commit();
      await giveBack(companyId, usage.droppedOut);
      break;
    } catch (error) {
      if (!(error instanceof PlanRefused)) throw error;
      if (error.failed.has('header')) {
        await readDetail(companyId, documentId, k.kind, k.Noun);
        throw new ConflictError(editConflict(k));
      }
      await pause(attempt);
      if (attempt === ATTEMPTS - 1) throw new ConflictError(editConflict(k));
    }
  }
  await deleteHistory(companyId, documentId);
}

/** A deleted document's history, in transactions of up to 100 once the document is gone. */
export async function deleteHistory(companyId: string, documentId: string): Promise<void> {
  const { data: history } = await db().entities.documentHistory.query.byDocument({ companyId, documentId }).go({ pages: 'all', attributes: ['entryId'] });
  for (let i = 0; i < history.length; i += TRANSACTION_LIMIT) {
    const plan = new Plan();
    for (const h of history.slice(i, i + TRANSACTION_LIMIT)) plan.add('history', (tx) => tx.documentHistory.delete({ companyId, documentId, entryId: h.entryId }).commit());
    await plan.commit();
  }
}

// ---------------------------------------------------------------- comments and history

export async function listHistory(k: DocumentKind, companyId: string, documentId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> {
  await readDetail(companyId, documentId, k.kind, k.Noun);
  try {
    const result = await db()
      .entities.documentHistory.query.byDocument({ companyId, documentId })
      .go({ order: 'desc', limit: opts.limit, cursor: opts.cursor ?? null });
    return { items: result.data.map(toHistory), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/** The name history shows for a user: first and last name, else the e-mail. */
export async function authorName(caller: Caller): Promise<string> {
  const actor = currentActor();
  if (actor?.userId === caller.userId) return actor.name; // read with the caller's membership already
  const { data: profile } = await db().entities.profile.get({ userId: caller.userId }).go({ attributes: ['firstName', 'lastName', 'email'] });
  return displayName(profile, caller.email);
}

/** Adds an entry to a document's history, on condition that the document is still there (else 404). */
export async function appendHistory(k: DocumentKind, companyId: string, documentId: string, entry: Omit<HistoryItem, 'companyId' | 'documentId' | 'entryId' | 'createdAt'>): Promise<HistoryEntry> {
  const item: HistoryItem = { companyId, documentId, entryId: newId(), createdAt: new Date().toISOString(), ...entry };
  const plan = new Plan()
    .add('header', (tx) =>
      tx.salesDocument
        .check({ companyId, documentId })
        .where((a, op) => op.exists(a.documentId))
        .commit(),
    )
    .add('history', (tx) => tx.documentHistory.create(item).commit());
  try {
    await plan.commit();
  } catch (error) {
    if (error instanceof PlanRefused) throw new NotFoundError(k.Noun);
    throw error;
  }
  return toHistory(item);
}

export async function addComment(k: DocumentKind, companyId: string, documentId: string, caller: Caller, text: string): Promise<HistoryEntry> {
  await readDetail(companyId, documentId, k.kind, k.Noun);
  return appendHistory(k, companyId, documentId, { kind: 'comment', text, author: await authorName(caller), authorId: caller.userId });
}
