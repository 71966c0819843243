import { ModelEntity } from './model';
import { ATTACHMENT_CONTENT_TYPES, DOCUMENT_KINDS, PAYMENT_MODES, PAYMENT_TERMS } from '../../shared/constants';

/*
 * Sales documents of every kind (quotes, invoices, sales receipts, payments
 * received; credit notes later) share one model, written by one engine
 * (functions/services/documents/).
 *
 * A document's partition, pk = company#document, holds:
 *   sk $documentdetail#salesdocument_1                   the header (customer, dates, figures, status)
 *   sk $documentdetail#documentlines_1#block_<nn>        its lines, up to LINES_PER_BLOCK per item
 *   sk $documenthistory_1#entryid_<ulid>                 comments and history
 * The header and the line blocks form the `documentDetail` collection: reading
 * a document with its lines is one Query. Lines are kept in blocks so a
 * document of DOCUMENT_MAX_LINES lines is a handful of items and is still
 * created and edited in ONE transaction (at most 100 items), with its number
 * claim, customer balance, item counts and history (README: "Lines in blocks").
 * Lists go through the indexes, newest first:
 *   gsi1 (company#kind)                every document of a kind (All tab, dashboard)
 *   gsi2 (company#customer)            a customer's documents of every kind (TRANSACTIONS)
 *   gsi3 (company#kind#tab)            one list tab (invoices: draft, unpaid, paid, void)
 *   gsi4 (company#kind#phase)          one status as shown (overdue, partially paid, expired ...)
 *   gsi5 (company#kind#timer, deadline) documents whose status changes on a date (a quote's
 *                                      expiry, an invoice's due date), by that date
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

export const SalesDocument = () => new ModelEntity({
  model: { entity: 'salesdocument', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: DOCUMENT_KINDS, required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    number: { type: 'string', required: true },
    reference: { type: 'string' },
    issueDate: { type: 'string', required: true },
    /** Quotes: the expiry date. */
    expiryDate: { type: 'string' },
    /** Invoices: the due date and the terms that set it. */
    dueDate: { type: 'string' },
    paymentTerms: { type: PAYMENT_TERMS },
    subject: { type: 'string' },
    /** What the user set (quotes: draft, sent, accepted ...; invoices: draft, sent, void; payments: received). */
    status: { type: 'string', required: true },
    /** The status as shown, kept by every write and by the deadline sweep (expired, overdue, partially_paid ...). */
    phase: { type: 'string', required: true },
    /** The list tab the document is under (invoices: draft, unpaid, paid, void; quotes: its phase). */
    tab: { type: 'string', required: true },
    /** 'timed' while the phase will change on `deadline` (a quote's expiry, an invoice's due date). */
    timer: { type: ['timed', 'none'] as const, required: true, default: 'none' },
    deadline: { type: 'string', required: true, default: '-' },
    salespersonId: { type: 'string' },
    salespersonName: { type: 'string' },
    /** Invoices: who receives its e-mails (from the customer's contact persons). */
    recipients: { type: 'list', items: { type: 'map', properties: { name: { type: 'string', required: true }, email: { type: 'string', required: true } } } },
    /** Invoice made from a quote / the invoice a quote became. */
    sourceId: { type: 'string' },
    sourceNumber: { type: 'string' },
    convertedId: { type: 'string' },
    convertedNumber: { type: 'string' },
    /** Invoices: what payments and withholding tax have settled. */
    amountPaidKobo: { type: 'number' },
    whtKobo: { type: 'number' },
    /** Payments and sales receipts. */
    paymentMode: { type: PAYMENT_MODES },
    /** Payments: how the amount (+ WHT) settles the customer's invoices; the rest is unused credit. */
    applications: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          invoiceId: { type: 'string', required: true },
          number: { type: 'string', required: true },
          amountKobo: { type: 'number', required: true },
          whtKobo: { type: 'number', required: true },
          /** The VAT inside what it settles (amount + WHT), fixed when the share was set: the cash-basis profit and loss leaves it out. */
          vatKobo: { type: 'number' },
        },
      },
    },
    creditKobo: { type: 'number' },
    /** A payment made online: what the gateway kept (Paystack's fee), in kobo. */
    feeKobo: { type: 'number' },
    /** Invoices: the payments applied to it (its PAYMENTS tab), written with each payment. */
    payments: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          paymentId: { type: 'string', required: true },
          number: { type: 'string', required: true },
          date: { type: 'string', required: true },
          mode: { type: PAYMENT_MODES, required: true },
          amountKobo: { type: 'number', required: true },
          whtKobo: { type: 'number', required: true },
        },
      },
    },
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
    /** A customer's TRANSACTIONS tab: its documents of every kind, newest first. */
    byCustomer: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'documentId'] },
    },
    byTab: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'kind', 'tab'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'documentId'] },
    },
    byPhase: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['companyId', 'kind', 'phase'] },
      sk: { field: 'gsi4sk', composite: ['createdAt', 'documentId'] },
    },
    byDeadline: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['companyId', 'kind', 'timer'] },
      sk: { field: 'gsi5sk', composite: ['deadline', 'documentId'] },
    },
  },
});

const line = {
  type: 'map',
  properties: {
    itemId: { type: 'string' },
    /** The expense the line bills (marked invoiced by the same transaction). */
    expenseId: { type: 'string' },
    /** The time entry the line bills (marked invoiced by the same transaction). */
    timeEntryId: { type: 'string' },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    quantity: { type: 'number', required: true },
    /** A line of time: its whole minutes; the amount is the hourly rate × minutes / 60 (quantity is those hours to 3 decimals). */
    minutes: { type: 'number' },
    unit: { type: 'string', required: true },
    rateKobo: { type: 'number', required: true },
    /** Tax percent (one of the company's rates when saved); absent means no tax. */
    taxRate: { type: 'number' },
    /** That rate's name when the line was saved: renaming the rate later does not change the document. */
    taxName: { type: 'string' },
    amountKobo: { type: 'number', required: true },
    discountKobo: { type: 'number', required: true },
    taxKobo: { type: 'number', required: true },
  },
} as const;

/**
 * Up to LINES_PER_BLOCK consecutive lines of a document, in order; block n
 * holds lines n*LINES_PER_BLOCK+1 onwards. The figures are computed by
 * shared/documents/totals.ts.
 */
export const DocumentLines = () => new ModelEntity({
  model: { entity: 'documentlines', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    block: { type: 'number', required: true, readOnly: true, padding: { length: 2, char: '0' } },
    lines: { type: 'list', required: true, items: line },
  },
  indexes: {
    byDocument: {
      collection: 'documentDetail',
      pk: { field: 'pk', composite: ['companyId', 'documentId'] },
      sk: { field: 'sk', composite: ['block'] },
    },
  },
});

/** A number taken in a company's series: created with attribute_not_exists in the document's transaction. */
export const DocumentNumber = () => new ModelEntity({
  model: { entity: 'documentnumber', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: DOCUMENT_KINDS, required: true, readOnly: true },
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

/** The last number a company's series gave, and its prefix; a number is taken with an atomic ADD (one UpdateItem per number). */
export const DocumentCounter = () => new ModelEntity({
  model: { entity: 'documentcounter', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: DOCUMENT_KINDS, required: true, readOnly: true },
    last: { type: 'number', required: true, default: 0 },
    /**
     * What the series prints before the number (Settings > Preferences; absent: the kind's
     * default). On the counter itself, so the ADD that reserves a number answers the prefix
     * it goes with in the same atomic write.
     */
    prefix: { type: 'string' },
  },
  indexes: {
    byKind: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
});

/** Comments and system history of a document, newest first by ULID. */
export const DocumentHistory = () => new ModelEntity({
  model: { entity: 'documenthistory', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['system', 'comment'] as const, required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    author: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', readOnly: true },
    changedFields: { type: 'list', items: { type: 'string' }, readOnly: true },
    email: {
      type: 'map',
      readOnly: true,
      properties: {
        to: { type: 'list', items: { type: 'string' }, required: true },
        cc: { type: 'list', items: { type: 'string' } },
        subject: { type: 'string', required: true },
        result: { type: ['sent', 'failed'] as const, required: true },
        error: { type: 'string' },
      },
    },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byDocument: {
      pk: { field: 'pk', composite: ['companyId', 'documentId'] },
      sk: { field: 'sk', composite: ['entryId'] },
    },
  },
});

/** A company's salespeople (picked on invoices), in the company's partition. */
export const Salesperson = () => new ModelEntity({
  model: { entity: 'salesperson', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    salespersonId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['salespersonId'] },
    },
  },
});
