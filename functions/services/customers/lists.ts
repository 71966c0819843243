import { encodeTime } from 'ulid';
import type * as z from 'zod';
import { customerListQuerySchema, type Customer, type CustomerDetail, type CustomerExport, type CustomerExportPage, type CustomerPage, type CustomerTransactionPage, type HistoryPage } from '../../../shared/schemas/customer';
import { db } from '../../entities/table';
import { NotFoundError } from '../../lib/errors';
import { rethrowBadCursor } from '../../lib/dynamo-errors';
import { CSV_EXPORT_PAGE_SIZE } from '../../../shared/constants';
import { type AddressCopy, type CustomerItem, normalise, readCustomer, sortContacts, toAddress, toContact, toCustomer, toHistory, toListItem } from './store';

/*
 * Customers: reading them (one customer, the lists, transactions, history, the CSV export).
 */

/**
 * The customer with its addresses and contact persons: one Query over the
 * customer's partition (the customerDetail collection), not one read per part.
 * Only collection members have keys in that range, so ElectroDB's ownership
 * filter is left out (ignoreOwnership): the Query has no FilterExpression.
 */
export async function getCustomer(companyId: string, customerId: string): Promise<CustomerDetail> {
  const { data } = await db().collections.customerDetail({ companyId, customerId }).go({ consistent: true, pages: 'all', ignoreOwnership: true });
  const customer = data.customer[0];
  if (!customer) throw new NotFoundError('Customer');
  const addresses = data.customerAddress.map(toAddress).sort((a, b) => a.addressType.localeCompare(b.addressType));
  const contacts = sortContacts(data.contactPerson.map((c) => toContact(c, customer.primaryContactId ?? '')));
  return { ...toCustomer(customer), transactionCount: customer.transactionCount ?? 0, addresses, contacts };
}

/** Africa/Lagos is UTC+1 all year (no daylight saving): a calendar day there starts at 23:00 UTC the day before. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first and last instant of a Lagos calendar-day range, as ISO strings and as ULID bounds. */
export function createdRange(from?: string, to?: string) {
  const start = from ? Date.parse(`${from}T00:00:00Z`) - LAGOS_OFFSET_MS : 0;
  const end = to ? Date.parse(`${to}T00:00:00Z`) - LAGOS_OFFSET_MS + DAY_MS - 1 : Date.UTC(9999, 0);
  return {
    fromIso: new Date(start).toISOString(),
    toIso: new Date(end).toISOString(),
    // A ULID starts with its creation time, so a time range is a key range.
    fromId: `${encodeTime(start, 10)}${'0'.repeat(16)}`,
    toId: `${encodeTime(end, 10)}${'Z'.repeat(16)}`,
  };
}

/** Balances of some customers: one BatchGetItem (at most a page of ids). Customers deleted meanwhile are left out. */
async function readBalances(companyId: string, customerIds: string[]) {
  if (customerIds.length === 0) return new Map<string, Pick<CustomerItem, 'receivablesKobo' | 'unusedCreditsKobo' | 'balanceState'>>();
  const { data, unprocessed } = await db()
    .entities.customer.get(customerIds.map((customerId) => ({ companyId, customerId })))
    .go({ attributes: ['customerId', 'receivablesKobo', 'unusedCreditsKobo', 'balanceState'] });
  if (unprocessed.length) throw new Error('DynamoDB left customers unread; try again');
  return new Map(data.map((d) => [d.customerId, { receivablesKobo: d.receivablesKobo ?? 0, unusedCreditsKobo: d.unusedCreditsKobo ?? 0, balanceState: d.balanceState ?? 'settled' }]));
}

type ListOptions = Omit<z.output<typeof customerListQuerySchema>, 'limit'> & { limit: number };

/**
 * Lists newest first, one page at a time: all customers on gsi1, one status on
 * gsi2. With a search term it reads the search entries whose token starts with
 * the term instead (gsi1, or gsi2 for one status), so a keystroke never
 * downloads the whole customer list. A created-date range is a key range on
 * the ULID sort key; on search entries, and for the e-mail filter, it is a
 * filter on the same Query, which ElectroDB pages through until the page is full.
 */
export async function listCustomers(companyId: string, opts: ListOptions): Promise<CustomerPage> {
  const term = opts.search ? normalise(opts.search) : '';
  const status = opts.status ?? 'all';
  const dated = Boolean(opts.createdFrom || opts.createdTo);
  const range = createdRange(opts.createdFrom, opts.createdTo);
  const filtered = Boolean(opts.email) || (dated && Boolean(term));
  // With a filter, `count` keeps reading until the page is full (or the index ends); without, one read of `limit`.
  const page = { ...(filtered ? { count: opts.limit } : { limit: opts.limit }), cursor: opts.cursor ?? null };
  type Attrs = { email: never; createdAt: never };
  type Ops = { exists: (a: never) => string; notExists: (a: never) => string; between: (a: never, x: string, y: string) => string };
  const where = (a: Attrs, op: Ops) =>
    [
      opts.email === 'with' ? op.exists(a.email) : opts.email === 'without' ? op.notExists(a.email) : '',
      dated && term ? op.between(a.createdAt, range.fromIso, range.toIso) : '',
    ]
      .filter(Boolean)
      .join(' AND ');
  const { customer, customerSearch } = db().entities;
  try {
    if (!term) {
      const query =
        status === 'all'
          ? customer.query.all({ companyId })
          : status === 'unpaid'
            ? customer.query.byBalance({ companyId, balanceState: 'open' })
            : customer.query.byStatus({ companyId, status });
      const ranged = dated ? query.between({ customerId: range.fromId }, { customerId: range.toId }) : query;
      const result = await (filtered ? ranged.where(where as never) : ranged).go({ ...page, order: 'desc' });
      return { items: result.data.map(toListItem), cursor: result.cursor };
    }
    // Search entries carry the list fields but not the balances, which change with every invoice:
    // those come from the customer items, one BatchGetItem per page.
    const query =
      status === 'all' || status === 'unpaid'
        ? customerSearch.query.byToken({ companyId }).begins({ token: term })
        : customerSearch.query.byStatusToken({ companyId, status }).begins({ token: term });
    const seen = new Set<string>();
    const items: Customer[] = [];
    let cursor = opts.cursor ?? null;
    // Unpaid drops the settled hits, so it reads on (a few pages at most) to fill the page.
    for (let round = 0; round < (status === 'unpaid' ? 10 : 1); round++) {
      const result = await (filtered ? query.where(where as never) : query).go({ ...page, cursor });
      const hits = result.data.filter((r) => !seen.has(r.customerId) && seen.add(r.customerId));
      const balances = await readBalances(companyId, hits.map((r) => r.customerId));
      for (const r of hits) {
        const balance = balances.get(r.customerId);
        if (!balance || (status === 'unpaid' && balance.balanceState !== 'open')) continue;
        items.push(toListItem({ ...r, ...balance }));
      }
      cursor = result.cursor;
      if (!cursor || items.length >= opts.limit) break;
    }
    return { items, cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/** The customer's quotes and invoices, newest first, one Query page at a time (gsi2 of the document headers). */
export async function listTransactions(companyId: string, customerId: string, opts: { limit: number; cursor?: string }): Promise<CustomerTransactionPage> {
  await readCustomer({ companyId, customerId });
  try {
    const result = await db()
      .entities.salesDocument.query.byCustomer({ companyId, customerId })
      .go({ order: 'desc', limit: opts.limit, cursor: opts.cursor ?? null });
    return {
      items: result.data.map((d) => ({
        kind: d.kind,
        id: d.documentId,
        number: d.number,
        issueDate: d.issueDate,
        status: d.status,
        totalKobo: d.totalKobo,
        ...(d.balanceDueKobo === undefined ? {} : { balanceDueKobo: d.balanceDueKobo }),
      })),
      cursor: result.cursor,
    };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/** Comments and history, newest first, one page at a time. */
export async function listHistory(companyId: string, customerId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> {
  await readCustomer({ companyId, customerId });
  try {
    const result = await db()
      .entities.customerHistory.query.byCustomer({ companyId, customerId })
      .go({ order: 'desc', limit: opts.limit, cursor: opts.cursor ?? null });
    return { items: result.data.map(toHistory), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}


/**
 * Every customer with both addresses, oldest first, one page at a time (for the
 * CSV export). The addresses come from the copies on the customer items, so a
 * page is one Query, not one read per customer.
 */
export async function exportCustomers(companyId: string, opts: { cursor?: string }): Promise<CustomerExportPage> {
  try {
    const result = await db().entities.customer.query.all({ companyId }).go({ order: 'asc', limit: CSV_EXPORT_PAGE_SIZE, cursor: opts.cursor ?? null });
    return { items: result.data.map(toExport), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

function toExport(r: CustomerItem): CustomerExport {
  const { transactionCount: _t, primaryContactId: _p, ...customer } = toCustomer(r);
  const copy = (a: AddressCopy | undefined) => (a?.street1 ? { ...a, street1: a.street1, country: a.country ?? '' } : undefined);
  return { ...customer, billingAddress: copy(r.billingAddress), shippingAddress: copy(r.shippingAddress) };
}
