import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { SYSTEM_AUTHOR } from '../../../shared/constants';
import { currentActor } from '../../lib/actor';
import { CUSTOMER_EDITABLE_FIELDS, customerName, type Address, type AddressType, type Contact, type Customer, type CustomerDetailsValues, type HistoryEntry } from '../../../shared/schemas/customer';
import type { ContactPerson, Customer as CustomerEntity, CustomerAddress, CustomerHistory, CustomerSearch } from '../../entities/customer';
import { db } from '../../entities/table';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { TransactionCancelled } from '../../lib/dynamo-errors';
import { normalise } from '../../../shared/search-text';

/*
 * Customers: the shapes, mappings, pure rules and reads every customer service shares.
 */

export type CustomerItem = EntityItem<ReturnType<typeof CustomerEntity>>;
export type SearchItem = EntityItem<ReturnType<typeof CustomerSearch>>;
export type AddressItem = EntityItem<ReturnType<typeof CustomerAddress>>;
export type ContactItem = EntityItem<ReturnType<typeof ContactPerson>>;
export type HistoryItem = EntityItem<ReturnType<typeof CustomerHistory>>;
export type CustomerFields = Omit<CustomerDetailsValues, 'taxRate'> & { taxRate?: number; name: string; displayName: string };
export type Key = { companyId: string; customerId: string };

/** ULIDs that keep their order within one process, so entries written together list in order. */
export const newId = monotonicFactory();

export const EDIT_CONFLICT = 'This customer was changed by someone else. Reload and try again.';
export const HAS_TRANSACTIONS = 'This customer has transactions and cannot be deleted. Mark it inactive instead.';
export const PRIMARY_CONFLICT = 'The primary contact was changed by someone else. Reload and try again.';

/** A transaction holds at most 100 items. */
export const TRANSACTION_LIMIT = 100;

// ---------------------------------------------------------------- mapping

/** Items written before the full customer record existed lack some attributes; they read as the defaults. */
export function toCustomer(r: Partial<CustomerItem> & SearchLike): Customer {
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
    taxRate: r.taxRate ?? null,
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
export type SearchLike = Pick<CustomerItem, 'customerId' | 'name' | 'displayName' | 'createdAt'>;

/** List items (from gsi1, gsi2 or search entries) carry the list fields only, never the counters. */
export function toListItem(r: SearchLike & Partial<CustomerItem>): Customer {
  const { transactionCount: _t, primaryContactId: _p, ...item } = toCustomer(r);
  return item;
}

export function toAddress(r: AddressItem): Address {
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

export function toContact(r: ContactItem, primaryContactId?: string): Contact {
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

export function toHistory(r: HistoryItem): HistoryEntry {
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

export { normalise };

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

/**
 * A history entry of a change, to write in the same transaction as the change it records: it
 * names the member whose request made it ('System' outside one, e.g. a script).
 */
export function historyItem(key: Key, text: string, changed?: string[]): HistoryItem {
  const actor = currentActor();
  return {
    ...key,
    entryId: newId(),
    kind: 'system',
    text,
    author: actor?.name ?? SYSTEM_AUTHOR,
    ...(actor ? { authorId: actor.userId } : {}),
    ...(changed ? { changedFields: changed } : {}),
    createdAt: new Date().toISOString(),
  };
}

/** A search entry: the customer's list fields plus one token. */
export function searchItem(c: CustomerItem, token: string): SearchItem {
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

export type AddressCopy = NonNullable<CustomerItem['billingAddress']>;
export const addressCopyField = (t: AddressType) => (t === 'billing' ? 'billingAddress' : 'shippingAddress');

/** The copy of an address the customer item carries (for exports). */
export function addressCopy(a: Omit<Address, 'addressType' | 'updatedAt'>): AddressCopy {
  const { attention, street1, street2, city, state, zipCode, country, phone, fax } = a;
  return Object.fromEntries(Object.entries({ attention, street1, street2, city, state, zipCode, country, phone, fax }).filter(([, v]) => v !== undefined)) as AddressCopy;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------- reads

export async function readCustomer(key: Key): Promise<CustomerItem> {
  const { data } = await db().entities.customer.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Customer');
  return data;
}

export async function readContact(key: Key, contactId: string): Promise<ContactItem> {
  const { data } = await db()
    .entities.contactPerson.get({ ...key, contactId })
    .go({ consistent: true });
  if (!data) throw new NotFoundError('Contact person');
  return data;
}

export async function readSearchEntries(key: Key): Promise<SearchItem[]> {
  const { data } = await db().entities.customerSearch.query.byCustomer(key).go({ consistent: true, pages: 'all' });
  return data;
}

/** After a cancelled transaction: 404 if the customer is gone, else the given conflict. */
export async function conflictOrGone(key: Key, error: unknown, conflict: string): Promise<never> {
  if (!(error instanceof TransactionCancelled)) throw error;
  const { data } = await db().entities.customer.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Customer');
  throw new ConflictError(conflict);
}
