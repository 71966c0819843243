import { addressInputSchema, contactInputSchema, contactName, type Address, type AddressInput, type AddressType, type Contact, type ContactInput, type CustomerDetail } from '../../../shared/schemas/customer';
import { db } from '../../entities/table';
import { NotFoundError } from '../../lib/errors';
import { committed, TransactionCancelled } from '../../lib/dynamo-errors';
import { type AddressItem, type ContactItem, EDIT_CONFLICT, PRIMARY_CONFLICT, addressCopy, addressCopyField, conflictOrGone, historyItem, newId, readContact, readCustomer, toAddress, toContact } from './store';
import { getCustomer } from './lists';

/*
 * A customer's billing and shipping addresses and contact persons (one primary).
 */

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
