import { noContentSchema } from '../../../shared/schemas/common';
import { taxRateSchema, taxRatesSchema, type TaxRateInput } from '../../../shared/schemas/tax-rate';
import { api } from './client';

const ratePath = (id: string) => `/tax-rates/${encodeURIComponent(id)}`;

/** The company's tax and WHT rates (every signed-in member may read them: forms offer them). */
export const getTaxRates = () => api('/settings/taxes', taxRatesSchema);
export const createTaxRate = (input: TaxRateInput) => api('/tax-rates', taxRateSchema, { method: 'POST', body: input });
export const renameTaxRate = (id: string, name: string) => api(ratePath(id), taxRateSchema, { method: 'PUT', body: { name } });
export const setTaxRateActive = (id: string, active: boolean) => api(`${ratePath(id)}/${active ? 'activate' : 'deactivate'}`, taxRateSchema, { method: 'POST' });
/** 409 (with the server's message) while anything uses the rate, or for VAT. */
export const deleteTaxRate = (id: string) => api(ratePath(id), noContentSchema, { method: 'DELETE' });
