import { Entity } from 'electrodb';

/**
 * Quotes and invoices share one document header model (lines come with the quotes
 * and invoices issues). The dashboard's recent-transactions block reads the newest
 * headers of one kind through gsi1; a customer's TRANSACTIONS tab reads its
 * headers through gsi2.
 */
export const SalesDocument = new Entity({
  model: { entity: 'salesdocument', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    number: { type: 'string', required: true },
    issueDate: { type: 'string', required: true },
    status: { type: 'string', required: true },
    customerId: { type: 'string', required: true },
    customerName: { type: 'string', required: true },
    totalKobo: { type: 'number', required: true },
    /** What is still to be paid (invoices); absent on quotes. */
    balanceDueKobo: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind', 'documentId'] },
    },
    recentByKind: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'kind'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'documentId'] },
    },
    /** A customer's TRANSACTIONS tab: its quotes and invoices, newest first. */
    byCustomer: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'documentId'] },
    },
  },
});
