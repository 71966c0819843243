import { Entity } from 'electrodb';
import { ATTACHMENT_CONTENT_TYPES, LINE_UNITS } from '../../shared/constants';

/*
 * Sales documents (quotes now; invoices and sales receipts later) share one model.
 *
 * A document's partition, pk = company#document, holds:
 *   sk $documentdetail#salesdocument_1                 the header (customer, dates, figures, status)
 *   sk $documentdetail#documentline_1#lineno_<n>       its lines
 *   sk $documenthistory_1#entryid_<ulid>               comments and history
 * The header and the lines form the `documentDetail` collection: reading a
 * document with its lines is one Query. Lists go through the indexes:
 *   gsi1 (company#kind)           every document of a kind, newest first (dashboard, All tab)
 *   gsi2 (company#customer)       a customer's documents, newest first (TRANSACTIONS tab)
 *   gsi3 (company#kind#status)    documents of a kind in one status, newest first (status tabs)
 * Numbers are unique per company and series through a claim item per number
 * (DocumentNumber) created in the same transaction as the document.
 */

const taxGroup = {
  type: 'map',
  properties: { rate: { type: 'number', required: true }, taxableKobo: { type: 'number', required: true }, taxKobo: { type: 'number', required: true } },
} as const;

const attachment = {
  type: 'map',
  properties: {
    key: { type: 'string', required: true },
    name: { type: 'string', required: true },
    size: { type: 'number', required: true },
    contentType: { type: ATTACHMENT_CONTENT_TYPES, required: true },
  },
} as const;

export const SalesDocument = new Entity({
  model: { entity: 'salesdocument', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    number: { type: 'string', required: true },
    reference: { type: 'string' },
    issueDate: { type: 'string', required: true },
    /** Quotes: the expiry date. */
    expiryDate: { type: 'string' },
    subject: { type: 'string' },
    status: { type: 'string', required: true },
    customerId: { type: 'string', required: true },
    customerName: { type: 'string', required: true },
    customerEmail: { type: 'string' },
    discountType: { type: ['percent', 'amount'] as const },
    /** Percent (up to 2 decimals) or kobo, by discountType. */
    discountValue: { type: 'number' },
    adjustmentKobo: { type: 'number' },
    subtotalKobo: { type: 'number' },
    discountKobo: { type: 'number' },
    taxKobo: { type: 'number' },
    taxes: { type: 'list', items: taxGroup },
    totalKobo: { type: 'number', required: true },
    /** What is still to be paid (invoices); absent on quotes. */
    balanceDueKobo: { type: 'number' },
    customerNotes: { type: 'string' },
    terms: { type: 'string' },
    attachments: { type: 'list', items: attachment },
    lineCount: { type: 'number' },
    /** Bumped by every change; changes are conditional on the value read. */
    version: { type: 'number', required: true, default: 0 },
    createdBy: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byDocument: {
      collection: 'documentDetail',
      pk: { field: 'pk', composite: ['companyId', 'documentId'] },
      sk: { field: 'sk', composite: [] },
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
    byStatus: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'kind', 'status'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'documentId'] },
    },
  },
});

/** One line of a document; lineNo is its position (1-based). The figures are computed by shared/documents/totals.ts. */
export const DocumentLine = new Entity({
  model: { entity: 'documentline', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    lineNo: { type: 'number', required: true, readOnly: true },
    itemId: { type: 'string' },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    quantity: { type: 'number', required: true },
    unit: { type: LINE_UNITS, required: true },
    rateKobo: { type: 'number', required: true },
    /** VAT percent; absent means no tax. */
    taxRate: { type: 'number' },
    amountKobo: { type: 'number', required: true },
    discountKobo: { type: 'number', required: true },
    taxKobo: { type: 'number', required: true },
  },
  indexes: {
    byDocument: {
      collection: 'documentDetail',
      pk: { field: 'pk', composite: ['companyId', 'documentId'] },
      sk: { field: 'sk', composite: ['lineNo'] },
    },
  },
});

/** A number taken in a company's series: created with attribute_not_exists in the document's transaction. */
export const DocumentNumber = new Entity({
  model: { entity: 'documentnumber', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true, readOnly: true },
    /** Upper-cased, so QT-00012 and qt-00012 are the same number. */
    number: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byNumber: {
      pk: { field: 'pk', composite: ['companyId', 'kind', 'number'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** The last number a company's series gave; taken with an atomic ADD (one UpdateItem per number). */
export const DocumentCounter = new Entity({
  model: { entity: 'documentcounter', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true, readOnly: true },
    last: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byKind: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
});

/** Comments and system history of a document, newest first by ULID. */
export const DocumentHistory = new Entity({
  model: { entity: 'documenthistory', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['system', 'comment'] as const, required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    author: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byDocument: {
      pk: { field: 'pk', composite: ['companyId', 'documentId'] },
      sk: { field: 'sk', composite: ['entryId'] },
    },
  },
});
