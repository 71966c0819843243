import { ModelEntity } from './model';

/*
 * A company's tax rates (kind `tax`: on items, customers and document lines)
 * and withholding-tax rates (kind `wht`: offered when recording a payment).
 *
 * pk = company, sk = $taxrate_1#kind_<kind>#hundredths_<percent × 100>: the
 * percentage is the rate's key within its kind, so a second rate of the same
 * percentage is refused by `attribute_not_exists`, and a line, item or
 * customer that carries a percentage reaches its rate's counter without a
 * lookup. Every rate of a company is one Query (at most TAX_RATES_MAX of each
 * kind). `rateId` (a ULID) names it in the API.
 */
export const TaxRate = () =>
  new ModelEntity({
  model: { entity: 'taxrate', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['tax', 'wht'] as const, required: true, readOnly: true },
    /** The percentage × 100, an integer (7.5% -> 750). */
    hundredths: { type: 'number', required: true, readOnly: true },
    rateId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    status: { type: ['active', 'inactive'] as const, required: true, default: 'active' },
    /** VAT 7.5%: never deleted. */
    builtIn: { type: 'boolean', required: true, default: false },
    /**
     * Items, customers (their default tax) and documents (any of whose lines)
     * using the rate: moved by the transactions that create, change and delete
     * them; delete is conditional on 0.
     */
    usageCount: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byRate: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind', 'hundredths'] },
    },
  },
});
