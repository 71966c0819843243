import type { EntityItem } from 'electrodb';
import { encodeTime, monotonicFactory } from 'ulid';
import type * as z from 'zod';
import { ADDRESS_TYPES, SYSTEM_AUTHOR } from '../../shared/constants';
import {
  addressInputSchema,
  commentInputSchema,
  contactInputSchema,
  contactName,
  CUSTOMER_EDITABLE_FIELDS,
  customerCreateInputSchema,
  customerDetailsInputSchema,
  customerImportValuesSchema,
  customerListQuerySchema,
  customerName,
  type Address,
  type AddressInput,
  type AddressType,
  type CommentInput,
  type Contact,
  type ContactInput,
  type Customer,
  type CustomerCreateInput,
  type CustomerDetail,
  type CustomerDetailsInput,
  type CustomerDetailsValues,
  type CustomerExport,
  type CustomerExportPage,
  type CustomerPage,
  type CustomerTransactionPage,
  type HistoryEntry,
  type HistoryPage,
} from '../../shared/schemas/customer';
import type { ContactPerson, Customer as CustomerEntity, CustomerAddress, CustomerHistory, CustomerSearch } from '../entities/customer';
import { db } from '../entities/table';
import { ConflictError, NotFoundError } from '../lib/errors';
import { committed, rethrowBadCursor, TransactionCancelled } from '../lib/dynamo-errors';
import type { ImportBatch, ImportResult } from '../../shared/schemas/import';
import { runImport, type ImportMarker } from './imports';
import { CSV_EXPORT_PAGE_SIZE } from '../../shared/constants';

type CustomerItem = EntityItem<typeof CustomerEntity>;
type SearchItem = EntityItem<typeof CustomerSearch>;
type AddressItem = EntityItem<typeof CustomerAddress>;
type ContactItem = EntityItem<typeof ContactPerson>;
type HistoryItem = EntityItem<typeof CustomerHistory>;
type CustomerFields = Omit<CustomerDetailsValues, 'taxRate'> & { taxRate?: number; name: string; displayName: string };
type Key = { companyId: string; customerId: string };

/** ULIDs that keep their order within one process, so entries written together list in order. */
const newId = monotonicFactory();

export const EDIT_CONFLICT = 'This customer was changed by someone else. Reload and try again.';
export const HAS_TRANSACTIONS = 'This customer has transactions and cannot be deleted. Mark it inactive instead.';
export const PRIMARY_CONFLICT = 'The primary contact was changed by someone else. Reload and try again.';

/** A transaction holds at most 100 items. */
const TRANSACTION_LIMIT = 100;

// ---------------------------------------------------------------- mapping

/** Items written before the full customer record existed lack some attributes; they read as the defaults. */
function toCustomer(r: Partial<CustomerItem> & SearchLike): Customer {
  return {
    customerId: r.customerId,
    name: r.name,
    displayName: r.displayName,
    customerType: r.customerType ?? 'business',
    salutation: r.salutation,
    firstName: r.firstName,
    lastName: r.lastName,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    mobile: r.mobile,
    workPhone: r.workPhone,
    tin: r.tin,
    taxRate: r.taxRate === 5 || r.taxRate === 7.5 ? r.taxRate : null,
    currency: r.currency ?? 'NGN',
    paymentTerms: r.paymentTerms ?? 'net_15',
    portalEnabled: r.portalEnabled ?? false,
    portalLanguage: r.portalLanguage ?? 'English',
    status: r.status ?? 'active',
    receivablesKobo: r.receivablesKobo ?? 0,
    unusedCreditsKobo: r.unusedCreditsKobo ?? 0,
    transactionCount: r.transactionCount,
    primaryContactId: r.primaryContactId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt ?? r.createdAt,
  };
}
type SearchLike = Pick<CustomerItem, 'customerId' | 'name' | 'displayName' | 'createdAt'>;

/** List items (from gsi1, gsi2 or search entries) carry the list fields only, never the counters. */
function toListItem(r: SearchLike & Partial<CustomerItem>): Customer {
  const { transactionCount: _t, primaryContactId: _p, ...item } = toCustomer(r);
  return item;
}

function toAddress(r: AddressItem): Address {
  return {
    addressType: r.addressType,
    attention: r.attention,
    street1: r.street1,
    street2: r.street2,
    city: r.city,
    state: r.state,
    zipCode: r.zipCode,
    country: r.country,
    phone: r.phone,
    fax: r.fax,
    updatedAt: r.updatedAt,
  };
}

function toContact(r: ContactItem, primaryContactId?: string): Contact {
  return {
    contactId: r.contactId,
    salutation: r.salutation,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    workPhone: r.workPhone,
    mobile: r.mobile,
    designation: r.designation,
    department: r.department,
    // The customer item is the source of truth for the one primary contact.
    isPrimary: primaryContactId === undefined ? r.isPrimary : r.contactId === primaryContactId,
    createdAt: r.createdAt,
  };
}

function toHistory(r: HistoryItem): HistoryEntry {
  return {
    entryId: r.entryId,
    kind: r.kind,
    text: r.text,
    author: r.author,
    ...(r.changedFields?.length ? { changedFields: r.changedFields } : {}),
    createdAt: r.createdAt,
  };
}

/** Primary first, then oldest first. */
export function sortContacts<T extends { isPrimary: boolean; contactId: string }>(contacts: T[]): T[] {
  return [...contacts].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.contactId.localeCompare(b.contactId));
}

// ---------------------------------------------------------------- pure helpers

const normalise = (s: string) => s.toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();

/** The tokens a customer can be found by: each name word, the whole name, the e-mail and its domain. */
export function searchTokens(c: { name: string; email?: string }): string[] {
  const tokens = new Set<string>();
  const name = normalise(c.name);
  if (name) tokens.add(name);
  for (const word of name.split(/[^\p{L}\p{N}@.&'-]+/u).slice(0, 12)) if (word) tokens.add(word);
  if (c.email) {
    const email = normalise(c.email);
    tokens.add(email);
    const domain = email.split('@')[1];
    if (domain) tokens.add(domain);
  }
  return [...tokens].map((t) => t.slice(0, 200));
}

/** The stored form of validated customer input: name from customerName(), no tax as an absent attribute. */
export function customerFields(v: CustomerDetailsValues): CustomerFields {
  const { taxRate, ...rest } = v;
  return { ...rest, ...(taxRate === null ? {} : { taxRate }), name: customerName(v), displayName: v.displayName! };
}

/** The editable fields whose value differs between the stored customer and the new input (for the edit history). */
export function changedFields(before: Customer, after: CustomerFields): string[] {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  return CUSTOMER_EDITABLE_FIELDS.filter((f) => !same(before[f], after[f]));
}

/** A system history entry (author 'System'), to write in the same transaction as the change it records. */
function historyItem(key: Key, text: string, changed?: string[]): HistoryItem {
  return { ...key, entryId: newId(), kind: 'system', text, author: SYSTEM_AUTHOR, ...(changed ? { changedFields: changed } : {}), createdAt: new Date().toISOString() };
}

/** A search entry: the customer's list fields plus one token. */
function searchItem(c: CustomerItem, token: string): SearchItem {
  const {
    version: _v,
    transactionCount: _t,
    primaryContactId: _p,
    billingAddress: _b,
    shippingAddress: _s,
    receivablesKobo: _r,
    unusedCreditsKobo: _u,
    balanceState: _bs,
    ...listFields
  } = c;
  return { ...listFields, token };
}

type AddressCopy = NonNullable<CustomerItem['billingAddress']>;
const addressCopyField = (t: AddressType) => (t === 'billing' ? 'billingAddress' : 'shippingAddress');

/** The copy of an address the customer item carries (for exports). */
function addressCopy(a: Omit<Address, 'addressType' | 'updatedAt'>): AddressCopy {
  const { attention, street1, street2, city, state, zipCode, country, phone, fax } = a;
  return Object.fromEntries(Object.entries({ attention, street1, street2, city, state, zipCode, country, phone, fax }).filter(([, v]) => v !== undefined)) as AddressCopy;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------- reads

async function readCustomer(key: Key): Promise<CustomerItem> {
  const { data } = await db().entities.customer.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Customer');
  return data;
}

async function readContact(key: Key, contactId: string): Promise<ContactItem> {
  const { data } = await db()
    .entities.contactPerson.get({ ...key, contactId })
    .go({ consistent: true });
  if (!data) throw new NotFoundError('Contact person');
  return data;
}

async function readSearchEntries(key: Key): Promise<SearchItem[]> {
  const { data } = await db().entities.customerSearch.query.byCustomer(key).go({ consistent: true, pages: 'all' });
  return data;
}

/** After a cancelled transaction: 404 if the customer is gone, else the given conflict. */
async function conflictOrGone(key: Key, error: unknown, conflict: string): Promise<never> {
  if (!(error instanceof TransactionCancelled)) throw error;
  const { data } = await db().entities.customer.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Customer');
  throw new ConflictError(conflict);
}

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

// ---------------------------------------------------------------- customer writes

/**
 * Creates a customer with its addresses and contact persons (if given), its
 * search entries and its 'Customer created' history entry in one transaction.
 */
export async function createCustomer(companyId: string, input: CustomerCreateInput): Promise<CustomerDetail> {
  const v = customerCreateInputSchema.parse(input);
  const { addresses, contacts, ...details } = v;
  const customerId = await writeNewCustomer(companyId, details, { addresses, contacts, status: 'active', historyText: 'Customer created' });
  return getCustomer(companyId, customerId);
}

interface NewCustomerParts {
  status: 'active' | 'inactive';
  addresses?: { billing?: z.output<typeof addressInputSchema>; shipping?: z.output<typeof addressInputSchema> };
  contacts?: z.output<typeof contactInputSchema>[];
  historyText: string;
  /** For CSV imports: the row marker, created in the same transaction (the write fails if it exists). */
  marker?: ImportMarker;
}

async function writeNewCustomer(companyId: string, v: CustomerDetailsValues, parts: NewCustomerParts): Promise<string> {
  const now = new Date().toISOString();
  const customerId = newId();
  const key = { companyId, customerId };
  const addressItems: AddressItem[] = ADDRESS_TYPES.flatMap((t) => {
    const a = parts.addresses?.[t];
    return a ? [{ ...key, addressType: t, ...a, updatedAt: now }] : [];
  });
  const contactItems: ContactItem[] = (parts.contacts ?? []).map((c) => ({ ...key, contactId: newId(), ...c, createdAt: now }));
  const primary = contactItems.find((c) => c.isPrimary);
  const record: CustomerItem = {
    ...key,
    ...customerFields(v),
    status: parts.status,
    version: 0,
    transactionCount: 0,
    receivablesKobo: 0,
    unusedCreditsKobo: 0,
    balanceState: 'settled',
    ...(primary ? { primaryContactId: primary.contactId } : {}),
    ...Object.fromEntries(addressItems.map((a) => [addressCopyField(a.addressType), addressCopy(a)])),
    createdAt: now,
    updatedAt: now,
  };
  const tokens = searchTokens(record);
  await committed(
    db()
      .transaction.write(({ customer, customerSearch, customerAddress, contactPerson, customerHistory, importRow }) => [
        ...(parts.marker ? [importRow.create({ ...parts.marker, recordId: customerId }).commit()] : []),
        customer.create(record).commit(),
        ...tokens.map((token) => customerSearch.create(searchItem(record, token)).commit()),
        ...addressItems.map((a) => customerAddress.create(a).commit()),
        ...contactItems.map((c) => contactPerson.create(c).commit()),
        customerHistory.create(historyItem(key, parts.historyText)).commit(),
      ])
      .go(),
  );
  return customerId;
}

/** One batch of a customer CSV import (see runImport): each valid row becomes a customer, once. */
export function importCustomers(companyId: string, batch: ImportBatch): Promise<ImportResult> {
  return runImport(companyId, 'customers', batch, customerImportValuesSchema, ({ addresses, status, ...details }, marker) =>
    writeNewCustomer(companyId, details, { addresses, status, marker, historyText: 'Customer imported from CSV' }),
  );
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

/**
 * Edit: a full replace of the editable fields. The search entries are replaced
 * in the same transaction (entries for dropped tokens deleted, the others put
 * with the new list fields), and the transaction is conditional on the version
 * read, so a concurrent edit or status change cannot leave stale entries.
 */
export async function updateCustomer(companyId: string, customerId: string, input: CustomerDetailsInput): Promise<CustomerDetail> {
  const v = customerDetailsInputSchema.parse(input);
  const key = { companyId, customerId };
  // Customer first, then its entries: an edit committed in between changes the version and fails ours.
  const current = await readCustomer(key);
  const entries = await readSearchEntries(key);
  const fields = customerFields(v);
  const changed = changedFields(toCustomer(current), fields);
  if (changed.length === 0) return getCustomer(companyId, customerId);

  const version = current.version ?? 0;
  const now = new Date().toISOString();
  const next: CustomerItem = { ...current, ...fields, version: version + 1, updatedAt: now };
  const cleared = CUSTOMER_EDITABLE_FIELDS.filter((f) => fields[f as keyof CustomerFields] === undefined);
  for (const f of cleared) delete (next as Record<string, unknown>)[f];
  const tokens = searchTokens(next);
  const dropped = entries.filter((e) => !tokens.includes(e.token));
  const set = Object.fromEntries(Object.entries({ ...fields, version: version + 1, updatedAt: now }).filter(([, x]) => x !== undefined)) as Partial<CustomerItem>;

  try {
    await committed(
      db()
        .transaction.write(({ customer, customerSearch, customerHistory }) => [
          customer
            .patch(key)
            .set(set)
            .remove(cleared as never)
            .where((a, op) => (current.version === undefined ? op.notExists(a.version) : op.eq(a.version, version)))
            .commit(),
          ...dropped.map((e) => customerSearch.delete({ ...key, token: e.token }).commit()),
          ...tokens.map((token) => customerSearch.put(searchItem(next, token)).commit()),
          customerHistory.create(historyItem(key, 'Customer details updated', changed)).commit(),
        ])
        .go(),
    );
  } catch (error) {
    await conflictOrGone(key, error, EDIT_CONFLICT);
  }
  return getCustomer(companyId, customerId);
}

/** Archive (inactive) or reactivate (active): the customer and its search entries move list together. */
export async function setCustomerStatus(companyId: string, customerId: string, status: 'active' | 'inactive'): Promise<CustomerDetail> {
  const key = { companyId, customerId };
  const current = await readCustomer(key);
  const entries = await readSearchEntries(key);
  if ((current.status ?? 'active') === status) return getCustomer(companyId, customerId);
  const version = current.version ?? 0;
  const now = new Date().toISOString();
  const next: CustomerItem = { ...current, status, version: version + 1, updatedAt: now };
  const tokens = new Set([...entries.map((e) => e.token), ...searchTokens(next)]);
  try {
    await committed(
      db()
        .transaction.write(({ customer, customerSearch, customerHistory }) => [
          customer
            .patch(key)
            .set({ status, version: version + 1, updatedAt: now })
            .where((a, op) => (current.version === undefined ? op.notExists(a.version) : op.eq(a.version, version)))
            .commit(),
          ...[...tokens].map((token) => customerSearch.put(searchItem(next, token)).commit()),
          customerHistory.create(historyItem(key, status === 'inactive' ? 'Customer marked as inactive' : 'Customer marked as active')).commit(),
        ])
        .go(),
    );
  } catch (error) {
    await conflictOrGone(key, error, EDIT_CONFLICT);
  }
  return getCustomer(companyId, customerId);
}

/**
 * Deletes a customer that has no transactions, with everything in its partition.
 * The first transaction removes the customer (conditional on transactionCount = 0)
 * with its search entries, addresses and contacts; history beyond the first
 * transaction's 100 items goes in further transactions.
 */
export async function deleteCustomer(companyId: string, customerId: string): Promise<void> {
  const key = { companyId, customerId };
  const current = await readCustomer(key);
  if ((current.transactionCount ?? 0) > 0) throw new ConflictError(HAS_TRANSACTIONS);
  const [entries, detail, history, months] = await Promise.all([
    readSearchEntries(key),
    db().collections.customerDetail(key).go({ consistent: true, pages: 'all', ignoreOwnership: true }),
    db().entities.customerHistory.query.byCustomer(key).go({ consistent: true, pages: 'all', attributes: ['entryId'] }),
    // Months of a ledger whose documents were all deleted (their net is 0).
    db().entities.ledgerMonth.query.byCustomer(key).go({ consistent: true, pages: 'all', attributes: ['month'] }),
  ]);
  type Op =
    | { kind: 'search'; token: string }
    | { kind: 'address'; addressType: AddressType }
    | { kind: 'contact'; contactId: string }
    | { kind: 'history'; entryId: string }
    | { kind: 'month'; month: string };
  const ops: Op[] = [
    ...entries.map((e) => ({ kind: 'search' as const, token: e.token })),
    ...detail.data.customerAddress.map((a) => ({ kind: 'address' as const, addressType: a.addressType })),
    ...detail.data.contactPerson.map((c) => ({ kind: 'contact' as const, contactId: c.contactId })),
    ...history.data.map((h) => ({ kind: 'history' as const, entryId: h.entryId })),
    ...months.data.map((m) => ({ kind: 'month' as const, month: m.month })),
  ];
  const [first, ...rest] = [ops.slice(0, TRANSACTION_LIMIT - 1), ...chunks(ops.slice(TRANSACTION_LIMIT - 1), TRANSACTION_LIMIT)];
  const write = (batch: Op[], withCustomer: boolean) =>
    committed(
      db()
        .transaction.write(({ customer, customerSearch, customerAddress, contactPerson, customerHistory, ledgerMonth }) => [
          ...(withCustomer
            ? [
                customer
                  .delete(key)
                  .where((a, op) => `${op.exists(a.customerId)} AND (${op.notExists(a.transactionCount)} OR ${op.eq(a.transactionCount, 0)})`)
                  .commit(),
              ]
            : []),
          ...batch.map((o) =>
            o.kind === 'search'
              ? customerSearch.delete({ ...key, token: o.token }).commit()
              : o.kind === 'address'
                ? customerAddress.delete({ ...key, addressType: o.addressType }).commit()
                : o.kind === 'contact'
                  ? contactPerson.delete({ ...key, contactId: o.contactId }).commit()
                  : o.kind === 'month'
                    ? ledgerMonth.delete({ ...key, month: o.month }).commit()
                    : customerHistory.delete({ ...key, entryId: o.entryId }).commit(),
          ),
        ])
        .go(),
    );
  try {
    await write(first ?? [], true);
  } catch (error) {
    await conflictOrGone(key, error, HAS_TRANSACTIONS);
  }
  for (const batch of rest) await write(batch, false);
}

// ---------------------------------------------------------------- addresses

const addressLabel = (t: AddressType) => (t === 'billing' ? 'Billing address' : 'Shipping address');

/** Upsert: the address type is the sort key, so a customer holds at most one of each. */
export async function saveAddress(companyId: string, customerId: string, addressType: AddressType, input: AddressInput): Promise<Address> {
  const v = addressInputSchema.parse(input);
  const key = { companyId, customerId };
  await readCustomer(key);
  const item: AddressItem = { ...key, addressType, ...v, updatedAt: new Date().toISOString() };
  try {
    await committed(
      db()
        .transaction.write(({ customer, customerAddress, customerHistory }) => [
          customer
            .patch(key)
            .set({ [addressCopyField(addressType)]: addressCopy(item) })
            .where((a, op) => op.exists(a.customerId))
            .commit(),
          customerAddress.put(item).commit(),
          customerHistory.create(historyItem(key, `${addressLabel(addressType)} saved`)).commit(),
        ])
        .go(),
    );
  } catch (error) {
    await conflictOrGone(key, error, EDIT_CONFLICT);
  }
  return toAddress(item);
}

export async function deleteAddress(companyId: string, customerId: string, addressType: AddressType): Promise<void> {
  const key = { companyId, customerId };
  await readCustomer(key);
  try {
    await committed(
      db()
        .transaction.write(({ customer, customerAddress, customerHistory }) => [
          customerAddress
            .delete({ ...key, addressType })
            .where((a, op) => op.exists(a.street1))
            .commit(),
          customer
            .patch(key)
            .remove([addressCopyField(addressType)])
            .where((a, op) => op.exists(a.customerId))
            .commit(),
          customerHistory.create(historyItem(key, `${addressLabel(addressType)} deleted`)).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new NotFoundError(addressLabel(addressType));
    throw error;
  }
}

// ---------------------------------------------------------------- contact persons

/**
 * The one-primary rule lives in the database: the customer item names its
 * primary contact, and every change of primary is a transaction conditional on
 * the primaryContactId read before it (flipping both contacts' isPrimary flags
 * in the same transaction). Of two racing changes, one fails its condition: 409.
 */
function primaryIs(current: string | undefined) {
  return (a: { primaryContactId: unknown }, op: { eq: (a: never, v: string) => string; notExists: (a: never) => string }) =>
    current === undefined ? op.notExists(a.primaryContactId as never) : op.eq(a.primaryContactId as never, current);
}

export async function addContact(companyId: string, customerId: string, input: ContactInput): Promise<Contact> {
  const v = contactInputSchema.parse(input);
  const key = { companyId, customerId };
  const current = await readCustomer(key);
  const previous = current.primaryContactId;
  const item: ContactItem = { ...key, contactId: newId(), ...v, createdAt: new Date().toISOString() };
  const name = contactName(item);
  try {
    await committed(
      db()
        .transaction.write(({ customer, contactPerson, customerHistory }) => [
          contactPerson.create(item).commit(),
          v.isPrimary
            ? customer
                .patch(key)
                .set({ primaryContactId: item.contactId })
                .where(primaryIs(previous) as never)
                .commit()
            : customer
                .check(key)
                .where((a, op) => op.exists(a.customerId))
                .commit(),
          ...(v.isPrimary && previous ? [contactPerson.patch({ ...key, contactId: previous }).set({ isPrimary: false }).commit()] : []),
          customerHistory.create(historyItem(key, `Contact person ${name} added`)).commit(),
          ...(v.isPrimary ? [customerHistory.create(historyItem(key, `${name} set as primary contact`)).commit()] : []),
        ])
        .go(),
    );
  } catch (error) {
    await conflictOrGone(key, error, PRIMARY_CONFLICT);
  }
  return toContact(item);
}

export async function makePrimaryContact(companyId: string, customerId: string, contactId: string): Promise<CustomerDetail> {
  const key = { companyId, customerId };
  const current = await readCustomer(key);
  const contact = await readContact(key, contactId);
  const previous = current.primaryContactId;
  if (previous === contactId) return getCustomer(companyId, customerId);
  try {
    await committed(
      db()
        .transaction.write(({ customer, contactPerson, customerHistory }) => [
          customer
            .patch(key)
            .set({ primaryContactId: contactId })
            .where(primaryIs(previous) as never)
            .commit(),
          contactPerson.patch({ ...key, contactId }).set({ isPrimary: true }).commit(),
          ...(previous ? [contactPerson.patch({ ...key, contactId: previous }).set({ isPrimary: false }).commit()] : []),
          customerHistory.create(historyItem(key, `${contactName(contact)} set as primary contact`)).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) await readContact(key, contactId);
    await conflictOrGone(key, error, PRIMARY_CONFLICT);
  }
  return getCustomer(companyId, customerId);
}

export async function deleteContact(companyId: string, customerId: string, contactId: string): Promise<void> {
  const key = { companyId, customerId };
  const current = await readCustomer(key);
  const contact = await readContact(key, contactId);
  const previous = current.primaryContactId;
  try {
    await committed(
      db()
        .transaction.write(({ customer, contactPerson, customerHistory }) => [
          contactPerson
            .delete({ ...key, contactId })
            .where((a, op) => op.exists(a.contactId))
            .commit(),
          // Deleting the primary clears the customer's pointer; either way the pointer must still be what was read.
          previous === contactId
            ? customer
                .patch(key)
                .remove(['primaryContactId'])
                .where(primaryIs(previous) as never)
                .commit()
            : customer
                .check(key)
                .where(primaryIs(previous) as never)
                .commit(),
          customerHistory.create(historyItem(key, `Contact person ${contactName(contact)} deleted`)).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) await readContact(key, contactId);
    await conflictOrGone(key, error, PRIMARY_CONFLICT);
  }
}

// ---------------------------------------------------------------- comments

/** A comment, signed with the caller's name from their profile (or their e-mail). */
export async function addComment(companyId: string, customerId: string, caller: { userId: string; email: string }, input: CommentInput): Promise<HistoryEntry> {
  const v = commentInputSchema.parse(input);
  const key = { companyId, customerId };
  await readCustomer(key);
  const { data: profile } = await db().entities.profile.get({ userId: caller.userId }).go({ attributes: ['firstName', 'lastName', 'email'] });
  const author = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim() || profile?.email || caller.email;
  const item: HistoryItem = { ...key, entryId: newId(), kind: 'comment', text: v.text, author, authorId: caller.userId, createdAt: new Date().toISOString() };
  try {
    await committed(
      db()
        .transaction.write(({ customer, customerHistory }) => [
          customer
            .check(key)
            .where((a, op) => op.exists(a.customerId))
            .commit(),
          customerHistory.create(item).commit(),
        ])
        .go(),
    );
  } catch (error) {
    await conflictOrGone(key, error, EDIT_CONFLICT);
  }
  return toHistory(item);
}
