import { noContentSchema } from '../../../shared/schemas/common';
import { historyEntrySchema, historyPageSchema } from '../../../shared/schemas/history';
import {
  invoicePageSchema,
  invoiceSchema,
  nextInvoiceNumberSchema,
  salespersonPageSchema,
  salespersonSchema,
  type InvoiceCreateInput,
  type InvoiceListQuery,
  type InvoiceStatusChange,
  type InvoiceUpdate,
  type SalespersonInput,
} from '../../../shared/schemas/invoice';
import { api } from './client';

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** Newest first, a page at a time, by tab (default unpaid) and More Filters; a filtered page may be short with a cursor. */
export const listInvoices = (q: Omit<InvoiceListQuery, 'limit' | 'minTotalKobo' | 'maxTotalKobo'> & { limit?: number; minTotalKobo?: number; maxTotalKobo?: number }) =>
  api('/invoices', invoicePageSchema, { query: q });
export const nextInvoiceNumber = () => api('/invoices/next-number', nextInvoiceNumberSchema);
export const getInvoice = (id: string) => api(invoicePath(id), invoiceSchema);
/** 409 'plan_limit' past the free plan's invoices; 409 with fields.invoiceNumber when a typed number is taken. */
export const createInvoice = (input: InvoiceCreateInput) => api('/invoices', invoiceSchema, { method: 'POST', body: input });
/** Full replace with `version`: 409 when someone else saved it since; 400 when the total would fall below what was paid. */
export const updateInvoice = (id: string, input: InvoiceUpdate) => api(invoicePath(id), invoiceSchema, { method: 'PUT', body: input });
/** Drafts only (409 otherwise). */
export const deleteInvoice = (id: string) => api(invoicePath(id), noContentSchema, { method: 'DELETE' });
export const changeInvoiceStatus = (id: string, status: InvoiceStatusChange['status']) =>
  api(`${invoicePath(id)}/status`, invoiceSchema, { method: 'POST', body: { status } });
export const cloneInvoice = (id: string) => api(`${invoicePath(id)}/clone`, invoiceSchema, { method: 'POST' });
export const listInvoiceHistory = (id: string, cursor?: string) => api(`${invoicePath(id)}/history`, historyPageSchema, { query: { cursor } });
export const addInvoiceComment = (id: string, text: string) => api(`${invoicePath(id)}/comments`, historyEntrySchema, { method: 'POST', body: { text } });

export const listSalespeople = (cursor?: string) => api('/salespeople', salespersonPageSchema, { query: { limit: 100, cursor } });
export const addSalesperson = (input: SalespersonInput) => api('/salespeople', salespersonSchema, { method: 'POST', body: input });
