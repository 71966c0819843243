import { PAYMENT_TERMS } from '../../shared/constants';
import { ModelEntity } from './model';

/**
 * A company's document preferences (Settings > Preferences): default payment
 * terms, quote validity, and the default customer notes and terms of each kind.
 * One per company, absent until first saved; the series' prefixes and next
 * numbers live on their counters (DocumentCounter), written in the same
 * transaction as this item.
 */
export const CompanyPreferences = () => new ModelEntity({
  model: { entity: 'preferences', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    paymentTerms: { type: PAYMENT_TERMS, required: true },
    quoteValidityDays: { type: 'number', required: true },
    /** Percent added to an expense's cost when it is billed onto an invoice (absent: 0). */
    expenseMarkupPercent: { type: 'number' },
    quoteNotes: { type: 'string' },
    quoteTerms: { type: 'string' },
    invoiceNotes: { type: 'string' },
    invoiceTerms: { type: 'string' },
    salesreceiptNotes: { type: 'string' },
    salesreceiptTerms: { type: 'string' },
    version: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
