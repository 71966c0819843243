import { Entity } from 'electrodb';

const customerAttributes = {
  companyId: { type: 'string', required: true, readOnly: true },
  /** A ULID: sorting by it is sorting by creation time. */
  customerId: { type: 'string', required: true, readOnly: true },
  name: { type: 'string', required: true },
  displayName: { type: 'string', required: true },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  companyName: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  mobile: { type: 'string' },
  currency: { type: 'string', required: true, default: 'NGN' },
  createdAt: { type: 'string', required: true, readOnly: true },
} as const;

export const Customer = new Entity({
  model: { entity: 'customer', version: '1', service: 'kobo' },
  attributes: customerAttributes,
  indexes: {
    // Newest first = this key range read in descending order.
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['customerId'] },
    },
  },
});

/**
 * Search entries: one item per searchable token of a customer (each word of the
 * name, the whole name, the e-mail and its domain), written in the same
 * transaction as the customer. A search is one begins_with Query on the token,
 * and each entry carries the customer's list fields, so no second read is needed.
 */
export const CustomerSearch = new Entity({
  model: { entity: 'customersearch', version: '1', service: 'kobo' },
  attributes: {
    ...customerAttributes,
    token: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['token', 'customerId'] },
      index: 'gsi1',
    },
    // The base-table key groups a customer's entries so they can be found and replaced on edit.
    byCustomer: {
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['token'] },
    },
  },
});
