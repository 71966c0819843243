import { customerPageSchema, customerSchema, type CustomerInput } from '../../../shared/schemas/customer';
import { api } from './client';

export const listCustomers = (q: { search?: string; cursor?: string; limit?: number }) =>
  api('/customers', customerPageSchema, { query: q });
export const getCustomer = (id: string) => api(`/customers/${encodeURIComponent(id)}`, customerSchema);
export const createCustomer = (input: CustomerInput) => api('/customers', customerSchema, { method: 'POST', body: input });
