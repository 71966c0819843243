import type { TaxRate, TaxRateInput, TaxRates } from '../../../shared/schemas/tax-rate';
import { api } from './client';

const ratePath = (id: string) => `/tax-rates/${encodeURIComponent(id)}`;

/** The company's tax and WHT rates (every signed-in member may read them: forms offer them). */
export const getTaxRates = () => api<TaxRates>('/settings/taxes');
export const createTaxRate = (input: TaxRateInput) => api<TaxRate>('/tax-rates', { method: 'POST', body: input });
export const renameTaxRate = (id: string, name: string) => api<TaxRate>(ratePath(id), { method: 'PUT', body: { name } });
export const setTaxRateActive = (id: string, active: boolean) => api<TaxRate>(`${ratePath(id)}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' });
/** 409 (with the server's message) while anything uses the rate, or for VAT. */
export const deleteTaxRate = (id: string) => api<undefined>(ratePath(id), { method: 'DELETE' });
