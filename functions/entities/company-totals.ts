import { ModelEntity } from './model';

/**
 * A company's running money figures, kept by the transactions that change
 * them (never recomputed by reading documents): what customers owe, the part
 * of it that is overdue, the unused credits they hold, and how many invoices
 * the company has raised (the free plan's limit is a condition on it).
 * Written with ADD (upsert), so a company without one starts at zero.
 */
export const CompanyTotals = () => new ModelEntity({
  model: { entity: 'companytotals', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    receivablesKobo: { type: 'number' },
    overdueKobo: { type: 'number' },
    unusedCreditsKobo: { type: 'number' },
    invoiceCount: { type: 'number' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
