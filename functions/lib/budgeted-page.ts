import { createConversions } from 'electrodb';

/*
 * A filtered list page with a read budget: the Query (with its FilterExpression)
 * is read CHUNK items at a time until the page is full, the index ends or
 * `budget` items have been evaluated. A page may so come back short, or empty,
 * with a cursor to read on; it never reads an unbounded number of items to find
 * a few matches. When a chunk brings more matches than the page takes, the page
 * ends at its last row and the cursor is that row's key in the index read, so
 * the next page starts right after it: nothing is skipped or repeated.
 * The same budget as the document lists (services/documents/lists.ts).
 */

/** A filtered page evaluates at most this many items per row asked for (at least MIN_BUDGET), CHUNK at a time. */
export const BUDGET_PER_ROW = 8;
export const MIN_BUDGET = 200;
const CHUNK = 100;

/** What budgetedPage needs of an ElectroDB query: `go` with a DynamoDB Limit (one request per call, pages: 1). */
interface PagedQuery<T> {
  go: (o: { limit: number; cursor: string | null; order: 'asc' | 'desc' }) => Promise<{ data: T[]; cursor: string | null }>;
}

const conversionsByEntity = new WeakMap<object, ReturnType<typeof createConversions>>();

export async function budgetedPage<T>(opts: {
  /** The entity queried, and the access pattern read (for the cursor of a page cut short). */
  entity: object;
  index: string;
  query: PagedQuery<T>;
  /** Whether anything filters the Query's items; without, one read of `limit`. */
  filtered: boolean;
  /** A test on each item read, beside the FilterExpression (what DynamoDB cannot test, such as text in any case). */
  keep?: (item: T) => boolean;
  limit: number;
  cursor: string | null;
  order?: 'asc' | 'desc';
}): Promise<{ items: T[]; cursor: string | null }> {
  const order = opts.order ?? 'desc';
  if (!opts.filtered) {
    const result = await opts.query.go({ limit: opts.limit, cursor: opts.cursor, order });
    return { items: result.data, cursor: result.cursor };
  }
  const budget = Math.max(opts.limit * BUDGET_PER_ROW, MIN_BUDGET);
  const items: T[] = [];
  let cursor = opts.cursor;
  let read = 0;
  do {
    const chunk = Math.min(CHUNK, budget - read);
    const result = await opts.query.go({ limit: chunk, cursor, order });
    read += chunk;
    items.push(...(opts.keep ? result.data.filter(opts.keep) : result.data));
    cursor = result.cursor;
  } while (cursor && items.length < opts.limit && read < budget);
  if (items.length > opts.limit) {
    items.length = opts.limit;
    let conversions = conversionsByEntity.get(opts.entity);
    if (!conversions) conversionsByEntity.set(opts.entity, (conversions = createConversions(opts.entity as never)));
    const pattern = (conversions.byAccessPattern as Record<string, { fromComposite: { toCursor: (item: never) => string } }>)[opts.index];
    if (!pattern) throw new Error(`No access pattern ${opts.index}`);
    cursor = pattern.fromComposite.toCursor(items[items.length - 1] as never);
  }
  return { items, cursor };
}
