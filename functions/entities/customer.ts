import { ModelEntity } from './model';
import {
  ADDRESS_TYPES,
  CUSTOMER_CURRENCIES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  PAYMENT_TERMS,
  PORTAL_LANGUAGES,
  SALUTATIONS,
} from '../../shared/constants';

/*
 * Key design for customers (see the README's access-pattern table).
 *
 * Everything a customer owns lives in ONE partition, pk = company#customer:
 *   sk $customerdetail#customer_1                          the customer
 *   sk $customerdetail#customeraddress_1#addresstype_<t>   its billing / shipping address
 *   sk $customerdetail#contactperson_1#contactid_<ulid>    its contact persons
 *   sk $customerhistory_1#entryid_<ulid>                   comments and history
 *   sk $customersearch_1#token_<t>                         its search entries
 * The first three form the `customerDetail` collection, so the detail page is one
 * Query (sk begins_with $customerdetail), and deleting a customer finds every item
 * it owns in its own partition. Lists go through the indexes:
 *   gsi1 (gsi1pk = company):          all customers newest first; search entries by token
 *   gsi2 (gsi2pk = company#status):   customers of one status newest first; search entries of one status
 */

const customerAttributes = {
  companyId: { type: 'string', required: true, readOnly: true },
  /** A ULID: sorting by it is sorting by creation time. */
  customerId: { type: 'string', required: true, readOnly: true },
  name: { type: 'string', required: true },
  displayName: { type: 'string', required: true },
  customerType: { type: CUSTOMER_TYPES, required: true, default: 'business' },
  salutation: { type: SALUTATIONS },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  companyName: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  mobile: { type: 'string' },
  workPhone: { type: 'string' },
  tin: { type: 'string' },
  /** VAT percent (5 or 7.5); absent means no tax. */
  taxRate: { type: 'number' },
  currency: { type: CUSTOMER_CURRENCIES, required: true, default: 'NGN' },
  paymentTerms: { type: PAYMENT_TERMS, required: true, default: 'net_15' },
  portalEnabled: { type: 'boolean', required: true, default: false },
  portalLanguage: { type: PORTAL_LANGUAGES, required: true, default: 'English' },
  status: { type: CUSTOMER_STATUSES, required: true, default: 'active' },
  createdAt: { type: 'string', required: true, readOnly: true },
  updatedAt: { type: 'string', required: true },
} as const;

/** A copy of a billing or shipping address on the customer item, so exports read addresses without a read per customer. */
const addressCopy = {
  type: 'map',
  properties: {
    attention: { type: 'string' },
    street1: { type: 'string' },
    street2: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipCode: { type: 'string' },
    country: { type: 'string' },
    phone: { type: 'string' },
    fax: { type: 'string' },
  },
} as const;

export const Customer = () => new ModelEntity({
  model: { entity: 'customer', version: '1', service: 'kobo' },
  attributes: {
    ...customerAttributes,
    /**
     * Bumped by every write that changes what the search entries carry (edit,
     * archive, reactivate); those writes are conditional on the value they read.
     */
    version: { type: 'number', required: true, default: 0 },
    /** Quotes and invoices raised for this customer; delete is conditional on 0. */
    transactionCount: { type: 'number', required: true, default: 0 },
    /** The one primary contact person; changes are conditional on the value read. */
    primaryContactId: { type: 'string' },
    /**
     * What the customer owes (open invoice balances) and holds as unused credits,
     * in kobo. Invoices and payments change them in the same transaction as
     * themselves, with balanceState ('open' while receivables > 0), which files
     * the customer under the Unpaid list (gsi3).
     */
    receivablesKobo: { type: 'number', required: true, default: 0 },
    unusedCreditsKobo: { type: 'number', required: true, default: 0 },
    balanceState: { type: ['open', 'settled'] as const, required: true, default: 'settled' },
    /** Copies of the address items, written in the same transaction as them (see addressCopy). */
    billingAddress: addressCopy,
    shippingAddress: addressCopy,
  },
  indexes: {
    byCustomer: {
      collection: 'customerDetail',
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: [] },
    },
    // Newest first = these key ranges read in descending order.
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['customerId'] },
    },
    byStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['customerId'] },
    },
    /** The Unpaid tab: customers with an open balance, newest first. */
    byBalance: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'balanceState'] },
      sk: { field: 'gsi3sk', composite: ['customerId'] },
    },
  },
});

/**
 * Search entries: one item per searchable token of a customer (each word of the
 * name, the whole name, the e-mail and its domain), written in the same
 * transaction as the customer. A search is one begins_with Query on the token,
 * and each entry carries the customer's list fields (status included), so no
 * second read is needed: gsi1 finds any status, gsi2 one status.
 */
export const CustomerSearch = () => new ModelEntity({
  model: { entity: 'customersearch', version: '1', service: 'kobo' },
  attributes: {
    ...customerAttributes,
    token: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    // The base-table key groups a customer's entries in its partition so they can be found and replaced on edit.
    byCustomer: {
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['token'] },
    },
    byToken: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['token', 'customerId'] },
    },
    byStatusToken: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['token', 'customerId'] },
    },
  },
});

/** At most one billing and one shipping address per customer: the type is the sort key. */
export const CustomerAddress = () => new ModelEntity({
  model: { entity: 'customeraddress', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    addressType: { type: ADDRESS_TYPES, required: true, readOnly: true },
    attention: { type: 'string' },
    street1: { type: 'string', required: true },
    street2: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipCode: { type: 'string' },
    country: { type: 'string', required: true },
    phone: { type: 'string' },
    fax: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCustomer: {
      collection: 'customerDetail',
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['addressType'] },
    },
  },
});

/** A customer's contact persons; `isPrimary` mirrors the customer's primaryContactId. */
export const ContactPerson = () => new ModelEntity({
  model: { entity: 'contactperson', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    contactId: { type: 'string', required: true, readOnly: true },
    salutation: { type: SALUTATIONS },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    email: { type: 'string' },
    workPhone: { type: 'string' },
    mobile: { type: 'string' },
    designation: { type: 'string' },
    department: { type: 'string' },
    isPrimary: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCustomer: {
      collection: 'customerDetail',
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['contactId'] },
    },
  },
});

/**
 * Comments and system history, newest first by ULID. System entries are written
 * in the same transaction as the change they describe.
 */
export const CustomerHistory = () => new ModelEntity({
  model: { entity: 'customerhistory', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['system', 'comment'] as const, required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    author: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', readOnly: true },
    changedFields: { type: 'list', items: { type: 'string' }, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCustomer: {
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['entryId'] },
    },
  },
});
