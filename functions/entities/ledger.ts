import { ModelEntity } from './model';
import { PAYMENT_MODES } from '../../shared/constants';

/*
 * A customer's account, kept by the transactions that change it, in the
 * customer's own partition (pk = company#customer), for statements:
 *   sk $ledgerentry_1#date_<yyyy-mm-dd>#documentid_<ulid>   one entry per posted document
 *   sk $ledgermonth_1#month_<yyyy-mm>                       the net of a month's entries
 * An invoice that is sent (not draft, not void) is a charge of its total; a
 * payment is a credit of its amount plus the withholding tax it settles. The
 * entries of a customer add up to what it owes less its unused credits, to the
 * kobo. The document's own transaction replaces its entry (date, number or
 * amount changed) and moves the months by ADD, so an opening balance on any
 * day is the months before it plus the entries of its month before it: a read
 * bounded by the customer's age in months, never by its number of documents.
 */

export const LedgerEntry = () => new ModelEntity({
  model: { entity: 'ledgerentry', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    /** The document's date (invoice date, payment date). */
    date: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['invoice', 'payment'] as const, required: true },
    number: { type: 'string', required: true },
    /** Signed: a charge is positive, a credit negative. */
    amountKobo: { type: 'number', required: true },
    /** Payments: the withholding tax part of the credit. */
    whtKobo: { type: 'number' },
    /** Invoices: the due date. */
    dueDate: { type: 'string' },
    /** Payments: how it was paid. */
    mode: { type: PAYMENT_MODES },
    reference: { type: 'string' },
  },
  indexes: {
    byCustomer: {
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['date', 'documentId'] },
    },
  },
});

export const LedgerMonth = () => new ModelEntity({
  model: { entity: 'ledgermonth', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    /** yyyy-mm */
    month: { type: 'string', required: true, readOnly: true },
    netKobo: { type: 'number' },
  },
  indexes: {
    byCustomer: {
      pk: { field: 'pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'sk', composite: ['month'] },
    },
  },
});
