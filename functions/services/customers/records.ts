import type * as z from 'zod';
import { ADDRESS_TYPES } from '../../../shared/constants';
import { addressInputSchema, commentInputSchema, contactInputSchema, CUSTOMER_EDITABLE_FIELDS, customerCreateInputSchema, customerDetailsInputSchema, customerImportValuesSchema, type AddressType, type CommentInput, type CustomerCreateInput, type CustomerDetail, type CustomerDetailsInput, type CustomerDetailsValues, type HistoryEntry } from '../../../shared/schemas/customer';
import { db } from '../../entities/table';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { checkNewRates, rateUsage, RATE_CHANGED, ratesUsed, usageMoves } from '../tax-rates';
import { committed, TransactionCancelled } from '../../lib/dynamo-errors';
import type { ImportBatch, ImportResult } from '../../../shared/schemas/import';
import { runImport, type ImportMarker } from '../imports';
import { type AddressItem, type ContactItem, type CustomerFields, type CustomerItem, EDIT_CONFLICT, HAS_TRANSACTIONS, type HistoryItem, TRANSACTION_LIMIT, addressCopy, addressCopyField, changedFields, chunks, conflictOrGone, customerFields, historyItem, newId, readCustomer, readSearchEntries, searchItem, searchTokens, toCustomer, toHistory } from './store';
import { getCustomer } from './lists';
import { CUSTOMER_COUNT } from '../reports/postings';
import { TallyMoves } from '../reports/tally';

/*
 * Customers: creating (by hand or CSV import), editing, status, delete and comments.
 */

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
  await checkNewRates(companyId, [{ field: 'taxRate', percent: v.taxRate }], new Set(), 'Customer');
  const rates = [...ratesUsed([v.taxRate])];
  await committed(
    db()
      .transaction.write(({ customer, customerSearch, customerAddress, contactPerson, customerHistory, importRow, taxRate }) => [
        ...rates.map((h) => rateUsage({ taxRate }, companyId, h, 1)),
        ...(parts.marker ? [importRow.create({ ...parts.marker, recordId: customerId }).commit()] : []),
        customer.create(record).commit(),
        ...tokens.map((token) => customerSearch.create(searchItem(record, token)).commit()),
        ...addressItems.map((a) => customerAddress.create(a).commit()),
        ...contactItems.map((c) => contactPerson.create(c).commit()),
        customerHistory.create(historyItem(key, parts.historyText)).commit(),
        ...(customerCountOps(companyId, 1) as never[]),
      ])
      .go(),
  ).catch((error: unknown) => {
    rethrowRateChanged(error, rates.length);
    throw error;
  });
  return customerId;
}

/** The company's customer count (u:cust:n, a state figure of the report tallies in a random shard: no hot item), moved in the customer's own transaction. */
const customerCountOps = (companyId: string, sign: 1 | -1) => new TallyMoves().addState('totals', { [CUSTOMER_COUNT]: 1 }, sign).operations(companyId);

/** One batch of a customer CSV import (see runImport): each valid row becomes a customer, once. */
export function importCustomers(companyId: string, batch: ImportBatch): Promise<ImportResult> {
  return runImport(companyId, 'customers', batch, customerImportValuesSchema, ({ addresses, status, ...details }, marker) =>
    writeNewCustomer(companyId, details, { addresses, status, marker, historyText: 'Customer imported from CSV' }),
  );
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
  // The default tax it had stays (even once inactive); a new one must be an active rate of the company.
  const before = ratesUsed([current.taxRate]);
  await checkNewRates(companyId, [{ field: 'taxRate', percent: v.taxRate }], before, 'Customer');
  const moves = usageMoves(before, ratesUsed([v.taxRate]));

  try {
    await committed(
      db()
        .transaction.write(({ customer, customerSearch, customerHistory, taxRate }) => [
          ...moves.gained.map((h) => rateUsage({ taxRate }, companyId, h, 1)),
          ...moves.dropped.map((h) => rateUsage({ taxRate }, companyId, h, -1)),
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
    rethrowRateChanged(error, moves.gained.length);
    await conflictOrGone(key, error, EDIT_CONFLICT);
  }
  return getCustomer(companyId, customerId);
}

/** A cancelled transaction refused at one of its first `gains` operations (a rate gained): 400. */
function rethrowRateChanged(error: unknown, gains: number): void {
  if (error instanceof TransactionCancelled && error.failed.some((i) => i < gains)) throw new BadRequestError(RATE_CHANGED, { taxRate: RATE_CHANGED });
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
  // Its default tax rate is given back with the customer, in the first transaction.
  const rates = [...ratesUsed([current.taxRate])];
  const firstSize = TRANSACTION_LIMIT - 2 - rates.length;
  const [first, ...rest] = [ops.slice(0, firstSize), ...chunks(ops.slice(firstSize), TRANSACTION_LIMIT)];
  const write = (batch: Op[], withCustomer: boolean) =>
    committed(
      db()
        .transaction.write(({ customer, customerSearch, customerAddress, contactPerson, customerHistory, ledgerMonth, taxRate }) => [
          ...(withCustomer ? rates.map((h) => rateUsage({ taxRate }, companyId, h, -1)) : []),
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
          ...((withCustomer ? customerCountOps(companyId, -1) : []) as never[]),
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
