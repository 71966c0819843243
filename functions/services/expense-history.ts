import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { SYSTEM_AUTHOR } from '../../shared/constants';
import { commentInputSchema, type CommentInput, type HistoryEntry, type HistoryPage } from '../../shared/schemas/history';
import type { ExpenseHistory } from '../entities/expense-history';
import { db } from '../entities/table';
import { currentActor } from '../lib/actor';
import { committed, rethrowBadCursor, TransactionCancelled } from '../lib/dynamo-errors';
import { NotFoundError } from '../lib/errors';

/*
 * An expense's comments and history (functions/entities/expense-history.ts): entries in the
 * expense's own partition, newest first by ULID. Every write to an expense adds its entry in
 * the same transaction as the write (services/expenses.ts); a comment is added in a
 * transaction that checks the expense exists; deleting the expense deletes them all.
 */

export type ExpenseHistoryItem = EntityItem<ReturnType<typeof ExpenseHistory>>;

/** Entries written in one process keep their order (an edit's entry, then its receipt's). */
const newEntryId = monotonicFactory();

/** Items in one DynamoDB transaction. */
const TRANSACTION_LIMIT = 100;

/**
 * A system history entry of an expense, to write in the same transaction as the change it
 * records: `db().transaction.write(({ expense, expenseHistory }) => [expense.patch(...)...commit(),
 * expenseHistory.create(expenseHistoryItem(companyId, expenseId, 'Billed on invoice INV-000012')).commit()])`.
 * It names the member whose request made the change ('System' outside a request, e.g. a
 * script). `changed` lists the fields an edit changed, as the form labels them.
 *
 * The invoice engine (services/documents/billed.ts) is meant to call it for "Billed on invoice
 * INV-…" and "Freed from invoice INV-…", one item per expense it bills or frees: count them
 * in the transaction's 100 items.
 */
export function expenseHistoryItem(companyId: string, expenseId: string, text: string, changed?: string[]): ExpenseHistoryItem {
  const actor = currentActor();
  return {
    companyId,
    expenseId,
    entryId: newEntryId(),
    kind: 'system',
    text,
    author: actor?.name ?? SYSTEM_AUTHOR,
    ...(actor ? { authorId: actor.userId } : {}),
    ...(changed?.length ? { changedFields: changed } : {}),
    createdAt: new Date().toISOString(),
  };
}

function toHistory(r: ExpenseHistoryItem): HistoryEntry {
  return {
    entryId: r.entryId,
    kind: r.kind,
    text: r.text,
    author: r.author,
    ...(r.changedFields?.length ? { changedFields: r.changedFields } : {}),
    createdAt: r.createdAt,
  };
}

async function expenseExists(companyId: string, expenseId: string): Promise<void> {
  const { data } = await db().entities.expense.get({ companyId, expenseId }).go({ consistent: true, attributes: ['expenseId'] });
  if (!data) throw new NotFoundError('Expense');
}

/** Comments and history, newest first, one page (one Query) at a time; 404 for an expense that is not the company's. */
export async function listExpenseHistory(companyId: string, expenseId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> {
  await expenseExists(companyId, expenseId);
  try {
    const result = await db()
      .entities.expenseHistory.query.byExpense({ companyId, expenseId })
      .go({ order: 'desc', limit: opts.limit, cursor: opts.cursor ?? null });
    return { items: result.data.map(toHistory), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/** A comment, signed with the caller's name; written only while the expense exists (404 otherwise). */
export async function addExpenseComment(companyId: string, expenseId: string, caller: { userId: string; name: string }, input: CommentInput): Promise<HistoryEntry> {
  const { text } = commentInputSchema.parse(input);
  const key = { companyId, expenseId };
  const item: ExpenseHistoryItem = { ...key, entryId: newEntryId(), kind: 'comment', text, author: caller.name, authorId: caller.userId, createdAt: new Date().toISOString() };
  try {
    await committed(
      db()
        .transaction.write(({ expense, expenseHistory }) => [
          expense
            .check(key)
            .where((a, op) => op.exists(a.expenseId))
            .commit(),
          expenseHistory.create(item).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new NotFoundError('Expense');
    throw error;
  }
  return toHistory(item);
}

/** Up to `limit` of an expense's entries (their ids), read consistently. */
export async function readHistoryIds(companyId: string, expenseId: string, limit: number): Promise<string[]> {
  const { data } = await db().entities.expenseHistory.query.byExpense({ companyId, expenseId }).go({ consistent: true, limit, attributes: ['entryId'] });
  return data.map((h) => h.entryId);
}

/**
 * Deletes the entries left once the expense itself is gone, 100 at a time (one Query of
 * its partition, one transaction, again until the Query finds none). Run after the
 * expense's delete: no comment can be added after it (a comment checks the expense exists),
 * so an entry added while the delete ran is found by the next Query.
 */
export async function deleteRemainingHistory(companyId: string, expenseId: string): Promise<void> {
  for (;;) {
    const ids = await readHistoryIds(companyId, expenseId, TRANSACTION_LIMIT);
    if (ids.length === 0) return;
    await committed(db().transaction.write(({ expenseHistory }) => ids.map((entryId) => expenseHistory.delete({ companyId, expenseId, entryId }).commit())).go());
  }
}
