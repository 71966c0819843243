import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import {
  ITEM_EDITABLE_FIELDS,
  itemImportValuesSchema,
  itemInputSchema,
  itemUpdateSchema,
  type Item,
  type ItemExportPage,
  type ItemInput,
  type ItemPage,
  type ItemStatusFilter,
  type ItemTaxRate,
  type ItemUpdate,
  type ItemValues,
} from '../../shared/schemas/item';
import type { Item as ItemEntity, ItemSearch } from '../entities/item';
import { db } from '../entities/table';
import { committed, rethrowBadCursor, TransactionCancelled } from '../lib/dynamo-errors';
import { ConflictError, NotFoundError } from '../lib/errors';
import { itemSearchTokens, searchTerm } from './item-search';
import { runImport, type ImportMarker } from './imports';
import type { ImportBatch, ImportResult } from '../../shared/schemas/import';
import { CSV_EXPORT_PAGE_SIZE } from '../../shared/constants';
import { checkNewRates, rateUsage, RATE_CHANGED, ratesUsed, usageMoves } from './tax-rates';
import { BadRequestError } from '../lib/errors';

type ItemItem = EntityItem<ReturnType<typeof ItemEntity>>;
type SearchItem = EntityItem<ReturnType<typeof ItemSearch>>;
type Key = { companyId: string; itemId: string };
type ItemStatus = Item['status'];

/** ULIDs that keep their order within one process, so items created together list in order. */
const newId = monotonicFactory();

export const EDIT_CONFLICT = 'This item was changed by someone else. Reload and try again.';
export const IN_USE = 'This item is used on quotes or invoices and cannot be deleted. Mark it inactive instead.';

// ---------------------------------------------------------------- mapping

const toTaxRate = (rate: number | undefined): ItemTaxRate => rate ?? null;

/** One item as the API answers it (with its counters). */
function toItem(r: ItemItem): Item {
  return { ...toListItem(r), usageCount: r.usageCount ?? 0, version: r.version ?? 0 };
}

/** List items (from gsi1, gsi2 or search entries) carry the list fields only, never the counters. */
function toListItem(r: Omit<SearchItem, 'token'>): Item {
  return {
    itemId: r.itemId,
    name: r.name,
    itemType: r.itemType,
    unit: r.unit,
    description: r.description,
    price: r.price,
    taxRate: toTaxRate(r.taxRate),
    status: r.status,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The stored form of validated input: no tax and no description are absent attributes. */
function storedFields(v: ItemValues) {
  const { taxRate, description, ...rest } = v;
  return { ...rest, ...(taxRate === null ? {} : { taxRate }), ...(description === undefined ? {} : { description }) };
}

/** The editable fields whose value differs between the stored item and the new input. */
export function changedItemFields(before: Item, after: ItemValues): (keyof ItemValues)[] {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  return ITEM_EDITABLE_FIELDS.filter((f) => !same(before[f], after[f]));
}

/** A search entry: the item's list fields plus one token. */
function searchItem(r: ItemItem, token: string): SearchItem {
  const { version: _v, usageCount: _u, ...listFields } = r;
  return { ...listFields, token };
}

// ---------------------------------------------------------------- reads

async function readItem(key: Key): Promise<ItemItem> {
  const { data } = await db().entities.item.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Item');
  return data;
}

async function readSearchEntries(key: Key): Promise<SearchItem[]> {
  const { data } = await db().entities.itemSearch.query.byItem(key).go({ consistent: true, pages: 'all' });
  return data;
}

/** After a cancelled transaction: 404 if the item is gone, else the given conflict. */
async function conflictOrGone(key: Key, error: unknown, conflict: (current: ItemItem) => string): Promise<never> {
  if (!(error instanceof TransactionCancelled)) throw error;
  const { data } = await db().entities.item.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Item');
  throw new ConflictError(conflict(data));
}

export async function getItem(companyId: string, itemId: string): Promise<Item> {
  return toItem(await readItem({ companyId, itemId }));
}

/**
 * Lists newest first, one Query page at a time: all items on gsi1, one status
 * on gsi2. With a search term it reads the search entries whose token starts
 * with the term instead (gsi1, or gsi2 for one status), so a keystroke never
 * downloads the item list and no FilterExpression is needed. An item found by
 * two tokens is listed once per page (the web app also de-duplicates across pages).
 */
export async function listItems(
  companyId: string,
  opts: { search?: string; status?: ItemStatusFilter; limit: number; cursor?: string },
): Promise<ItemPage> {
  const status = opts.status ?? 'all';
  const page = { limit: opts.limit, cursor: opts.cursor ?? null };
  const { item, itemSearch } = db().entities;
  try {
    if (!opts.search) {
      const result =
        status === 'all'
          ? await item.query.all({ companyId }).go({ ...page, order: 'desc' })
          : await item.query.byStatus({ companyId, status }).go({ ...page, order: 'desc' });
      return { items: result.data.map(toListItem), cursor: result.cursor };
    }
    const term = searchTerm(opts.search);
    // Only punctuation: nothing can match it.
    if (!term) return { items: [], cursor: null };
    const result =
      status === 'all'
        ? await itemSearch.query.byToken({ companyId }).begins({ token: term }).go(page)
        : await itemSearch.query.byStatusToken({ companyId, status }).begins({ token: term }).go(page);
    const seen = new Set<string>();
    const items: Item[] = [];
    for (const r of result.data) {
      if (seen.has(r.itemId)) continue;
      seen.add(r.itemId);
      items.push(toListItem(r));
    }
    return { items, cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

// ---------------------------------------------------------------- writes

/** Creates an active item with its search entries, in one transaction. */
export async function createItem(companyId: string, input: ItemInput): Promise<Item> {
  return toItem(await writeNewItem(companyId, itemInputSchema.parse(input), 'active'));
}

/** The item and its search entries (and, for a CSV row, the row's import marker) in one transaction. */
async function writeNewItem(companyId: string, v: ItemValues, status: ItemStatus, marker?: ImportMarker): Promise<ItemItem> {
  const now = new Date().toISOString();
  const record: ItemItem = {
    companyId,
    itemId: newId(),
    ...storedFields(v),
    status,
    version: 0,
    usageCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  await checkNewRates(companyId, [{ field: 'taxRate', percent: v.taxRate }], new Set(), 'Item');
  const rates = [...ratesUsed([v.taxRate])];
  try {
    await committed(
      db()
        .transaction.write((tx) => [
          ...rates.map((h) => rateUsage(tx, companyId, h, 1)),
          ...(marker ? [tx.importRow.create({ ...marker, recordId: record.itemId }).commit()] : []),
          tx.item.create(record).commit(),
          ...itemSearchTokens(record).map((token) => tx.itemSearch.create(searchItem(record, token)).commit()),
        ])
        .go(),
    );
  } catch (error) {
    rethrowRateChanged(error, rates.length);
    throw error;
  }
  return record;
}

/** One batch of an item CSV import (see runImport): each valid row becomes an item, once. */
export function importItems(companyId: string, batch: ImportBatch): Promise<ImportResult> {
  return runImport(companyId, 'items', batch, itemImportValuesSchema, async ({ status, ...values }, marker) =>
    (await writeNewItem(companyId, values, status, marker)).itemId,
  );
}

/** Every item, oldest first, one Query page at a time (for the CSV export). */
export async function exportItems(companyId: string, opts: { cursor?: string }): Promise<ItemExportPage> {
  try {
    const result = await db().entities.item.query.all({ companyId }).go({ order: 'asc', limit: CSV_EXPORT_PAGE_SIZE, cursor: opts.cursor ?? null });
    return { items: result.data.map(toListItem), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/**
 * Writes `next` over `current` in one transaction conditional on the version
 * read: the item (version + 1), its search entries (those for dropped tokens
 * deleted, the others put with the new list fields and status). A concurrent
 * edit or status change therefore fails one of the two writes (409), and search
 * entries never go stale.
 */
async function replaceItem(current: ItemItem, entries: SearchItem[], changes: Partial<ItemValues> & { status?: ItemStatus }): Promise<Item> {
  const key = { companyId: current.companyId, itemId: current.itemId };
  const version = current.version ?? 0;
  const now = new Date().toISOString();
  const next: ItemItem = { ...current, ...changes, version: version + 1, updatedAt: now } as ItemItem;
  // A key given as undefined or null (no description, no tax) removes the attribute.
  const cleared = (['description', 'taxRate'] as const).filter((f) => f in changes && (changes[f] === undefined || changes[f] === null));
  for (const f of cleared) delete next[f];
  const set = Object.fromEntries(
    Object.entries({ ...changes, version: version + 1, updatedAt: now }).filter(([, x]) => x !== undefined && x !== null),
  ) as Partial<ItemItem>;
  const tokens = itemSearchTokens(next);
  const dropped = entries.filter((e) => !tokens.includes(e.token));
  // The rate it had stays usable (even once inactive); a new one must be an active rate of the company.
  const before = ratesUsed([current.taxRate]);
  if ('taxRate' in changes) await checkNewRates(current.companyId, [{ field: 'taxRate', percent: changes.taxRate ?? null }], before, 'Item');
  const moves = usageMoves(before, ratesUsed([next.taxRate]));
  try {
    await committed(
      db()
        .transaction.write((tx) => [
          ...moves.gained.map((h) => rateUsage(tx, current.companyId, h, 1)),
          ...moves.dropped.map((h) => rateUsage(tx, current.companyId, h, -1)),
          tx.item
            .patch(key)
            .set(set)
            .remove([...cleared])
            .where((a, op) => op.eq(a.version, version))
            .commit(),
          ...dropped.map((e) => tx.itemSearch.delete({ ...key, token: e.token }).commit()),
          ...tokens.map((token) => tx.itemSearch.put(searchItem(next, token)).commit()),
        ])
        .go(),
    );
  } catch (error) {
    rethrowRateChanged(error, moves.gained.length);
    await conflictOrGone(key, error, () => EDIT_CONFLICT);
  }
  return toItem(next);
}

/**
 * Edit: a full replace of the editable fields. When the caller sends the
 * version it loaded, a save over a newer version is refused (409) rather than
 * overwriting someone else's change.
 */
export async function updateItem(companyId: string, itemId: string, input: ItemUpdate): Promise<Item> {
  const { version: expected, ...values } = itemUpdateSchema.parse(input);
  const key = { companyId, itemId };
  // Item first, then its entries: an edit committed in between changes the version and fails ours.
  const current = await readItem(key);
  const entries = await readSearchEntries(key);
  if (expected !== undefined && expected !== (current.version ?? 0)) throw new ConflictError(EDIT_CONFLICT);
  if (changedItemFields(toItem(current), values).length === 0) return toItem(current);
  // Every editable field, present even when blank, so a field left out is cleared.
  const replacement = Object.fromEntries(ITEM_EDITABLE_FIELDS.map((f) => [f, values[f]])) as ItemValues;
  return replaceItem(current, entries, replacement);
}

/** Deactivate or activate: the item and its search entries move list together. */
export async function setItemStatus(companyId: string, itemId: string, status: ItemStatus): Promise<Item> {
  const key = { companyId, itemId };
  const current = await readItem(key);
  const entries = await readSearchEntries(key);
  if (current.status === status) return toItem(current);
  return replaceItem(current, entries, { status });
}

/**
 * Deletes an item no quote or invoice line uses, with its search entries, in one
 * transaction conditional on usageCount = 0 and on the version read (so an edit
 * that added search entries meanwhile cannot leave them behind).
 */
export async function deleteItem(companyId: string, itemId: string): Promise<void> {
  const key = { companyId, itemId };
  const current = await readItem(key);
  if ((current.usageCount ?? 0) > 0) throw new ConflictError(IN_USE);
  const entries = await readSearchEntries(key);
  const version = current.version ?? 0;
  const rates = [...ratesUsed([current.taxRate])];
  try {
    await committed(
      db()
        .transaction.write((tx) => [
          ...rates.map((h) => rateUsage(tx, companyId, h, -1)),
          tx.item
            .delete(key)
            .where((a, op) => `${op.exists(a.itemId)} AND ${op.eq(a.usageCount, 0)} AND ${op.eq(a.version, version)}`)
            .commit(),
          ...entries.map((e) => tx.itemSearch.delete({ ...key, token: e.token }).commit()),
        ])
        .go(),
    );
  } catch (error) {
    await conflictOrGone(key, error, (now) => ((now.usageCount ?? 0) > 0 ? IN_USE : EDIT_CONFLICT));
  }
}

/** A cancelled transaction whose refused operation is one of the first `gains` (a rate gained): 400, the rate changed meanwhile. */
function rethrowRateChanged(error: unknown, gains: number): void {
  if (error instanceof TransactionCancelled && error.failed.some((i) => i < gains)) throw new BadRequestError(RATE_CHANGED, { taxRate: RATE_CHANGED });
}
