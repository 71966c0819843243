import { lagosToday } from '../../../shared/dates';
import { createConversions } from 'electrodb';
import { db } from '../../entities/table';
import { rethrowBadCursor } from '../../lib/dynamo-errors';
import { moveCompany } from './balances';
import { composites, filed, type DocumentKind } from './engine';
import { PlanRefused, Plan, type Header } from './store';

/*
 * Lists of documents, newest first, a page at a time. A tab is one key range
 * (gsi3 company#kind#tab), a status as shown another (gsi4
 * company#kind#phase), a customer's documents a third (gsi2); All reads gsi1.
 * So a tab never reads past what it shows, however many documents the
 * company has.
 *
 * Statuses that change with the calendar (a quote expires, an invoice falls
 * overdue) are kept filed by `refreshDeadlines`, which every list and the
 * dashboard call first: one Query of gsi5 (company#kind#timed, by deadline)
 * for documents whose day has passed (normally none), refiled each in its own
 * conditional transaction. Each document is refiled once, so the work is paid
 * once per document, not per read.
 *
 * The remaining filters (customer with a tab, dates, amounts, salesperson) are
 * conditions on the same Query with a read budget: one page reads at most
 * BUDGET_PER_ROW items per row asked for and may come back shorter, with a
 * cursor to read on. A page never reads an unbounded number of items to find
 * a few matches.
 */

export interface ListFilters {
  customerId?: string;
  salespersonId?: string;
  dateFrom?: string;
  dateTo?: string;
  dueFrom?: string;
  dueTo?: string;
  minTotalKobo?: number;
  maxTotalKobo?: number;
  paymentMode?: string;
}

export interface ListOptions extends ListFilters {
  /** A list tab (invoices: unpaid, paid, draft; quotes: a status). */
  tab?: string;
  /** A status as shown (overdue, partially_paid, void ...). */
  phase?: string;
  /** Tabs left out, as a condition (an invoice list's `issued`: not draft, not void). */
  notTabs?: string[];
  limit: number;
  cursor?: string;
  /** Newest first (default) or oldest first. */
  order?: 'asc' | 'desc';
}

/** The header's cursor conversions, made on first use (the entity is built when first used). */
const makeConversions = () => createConversions(db().entities.salesDocument);
let headerConversions: ReturnType<typeof makeConversions> | undefined;
const conversions = () => (headerConversions ??= makeConversions());
const SWEEP_PAGE = 25;
/** A filtered page reads at most this many items per row asked for (at least MIN_BUDGET), CHUNK at a time. */
const BUDGET_PER_ROW = 8;
const MIN_BUDGET = 200;
const CHUNK = 100;
const SWEEP_ROUNDS = 4;

/** Refiles the company's documents of a kind whose deadline has passed. */
export async function refreshDeadlines(k: DocumentKind, companyId: string, today = lagosToday()): Promise<void> {
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const { data } = await db()
      .entities.salesDocument.query.byDeadline({ companyId, kind: k.kind, timer: 'timed' })
      .lt({ deadline: today })
      .go({ limit: SWEEP_PAGE });
    for (const h of data) await refile(k, companyId, h, today);
    if (data.length < SWEEP_PAGE) return;
  }
}

async function refile(k: DocumentKind, companyId: string, h: Header, today: string): Promise<void> {
  const next = filed(k, h, today);
  const before = k.owed(h, today);
  const after = k.owed({ ...h, ...next }, today);
  const version = h.version ?? 0;
  const plan = new Plan();
  plan.add('header', (tx) =>
    tx.salesDocument
      .patch({ companyId, documentId: h.documentId })
      .set({ ...next, version: version + 1 })
      .composite(composites(h))
      .where((a, op) => op.eq(a.version, version))
      .commit(),
  );
  const overdue = after.overdueKobo - before.overdueKobo;
  moveCompany(plan, companyId, { overdueKobo: overdue });
  try {
    await plan.commit();
  } catch (error) {
    // Changed meanwhile: that write filed it already.
    if (!(error instanceof PlanRefused)) throw error;
  }
}

type Ops = {
  eq: (a: never, v: unknown) => string;
  ne: (a: never, v: unknown) => string;
  gte: (a: never, v: unknown) => string;
  lte: (a: never, v: unknown) => string;
};
type Attrs = Record<'kind' | 'tab' | 'phase' | 'issueDate' | 'dueDate' | 'totalKobo' | 'salespersonId' | 'paymentMode', never>;

export async function listDocuments(k: DocumentKind, companyId: string, opts: ListOptions): Promise<{ items: Header[]; cursor: string | null }> {
  await refreshDeadlines(k, companyId);
  const { salesDocument } = db().entities;
  const conditions = (a: Attrs, op: Ops): string[] => {
    const c: string[] = [];
    if (opts.customerId) c.push(op.eq(a.kind, k.kind));
    if (opts.customerId && opts.tab) c.push(op.eq(a.tab, opts.tab));
    if ((opts.customerId || opts.tab) && opts.phase) c.push(op.eq(a.phase, opts.phase));
    for (const t of opts.notTabs ?? []) c.push(op.ne(a.tab, t));
    if (opts.salespersonId) c.push(op.eq(a.salespersonId, opts.salespersonId));
    if (opts.paymentMode) c.push(op.eq(a.paymentMode, opts.paymentMode));
    if (opts.dateFrom) c.push(op.gte(a.issueDate, opts.dateFrom));
    if (opts.dateTo) c.push(op.lte(a.issueDate, opts.dateTo));
    if (opts.dueFrom) c.push(op.gte(a.dueDate, opts.dueFrom));
    if (opts.dueTo) c.push(op.lte(a.dueDate, opts.dueTo));
    if (opts.minTotalKobo !== undefined) c.push(op.gte(a.totalKobo, opts.minTotalKobo));
    if (opts.maxTotalKobo !== undefined) c.push(op.lte(a.totalKobo, opts.maxTotalKobo));
    return c;
  };
  const probe = conditions({} as Attrs, { eq: () => 'x', ne: () => 'x', gte: () => 'x', lte: () => 'x' });
  const where = (a: Attrs, op: Ops) => conditions(a, op).join(' AND ');
  const index = opts.customerId ? 'byCustomer' : opts.phase && !opts.tab ? 'byPhase' : opts.tab ? 'byTab' : 'recentByKind';
  try {
    const query = opts.customerId
      ? salesDocument.query.byCustomer({ companyId, customerId: opts.customerId })
      : opts.phase && !opts.tab
        ? salesDocument.query.byPhase({ companyId, kind: k.kind, phase: opts.phase })
        : opts.tab
          ? salesDocument.query.byTab({ companyId, kind: k.kind, tab: opts.tab })
          : salesDocument.query.recentByKind({ companyId, kind: k.kind });
    if (!probe.length) {
      const result = await query.go({ limit: opts.limit, cursor: opts.cursor ?? null, order: opts.order ?? 'desc' });
      return { items: result.data, cursor: result.cursor };
    }
    // Conditions: read on in chunks until the page is full or the read budget is spent.
    const filtered = query.where(where as never);
    const budget = Math.max(opts.limit * BUDGET_PER_ROW, MIN_BUDGET);
    const items: Header[] = [];
    let cursor: string | null = opts.cursor ?? null;
    let read = 0;
    do {
      const chunk = Math.min(CHUNK, budget - read);
      const result = await filtered.go({ limit: chunk, cursor, order: opts.order ?? 'desc' });
      read += chunk;
      items.push(...result.data);
      cursor = result.cursor;
    } while (cursor && items.length < opts.limit && read < budget);
    if (items.length > opts.limit) {
      items.length = opts.limit;
      // The page ends at its last row: the cursor is that row's key in the index read.
      cursor = conversions().byAccessPattern[index].fromComposite.toCursor(items[items.length - 1]! as never);
    }
    return { items, cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}
