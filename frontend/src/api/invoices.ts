import type { z } from 'zod';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/history';
import type {
  Invoice,
  InvoiceCreateInput,
  InvoiceListQuery,
  InvoicePage,
  InvoiceStatusChange,
  InvoiceUpdate,
  nextInvoiceNumberSchema,
  Salesperson,
  SalespersonInput,
  SalespersonPage,
} from '../../../shared/schemas/invoice';
import { api } from './client';

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** Newest first, a page at a time, by tab (default unpaid) and More Filters; a filtered page may be short with a cursor. */
export const listInvoices = (q: Omit<InvoiceListQuery, 'limit' | 'minTotalKobo' | 'maxTotalKobo'> & { limit?: number; minTotalKobo?: number; maxTotalKobo?: number }) =>
  api<InvoicePage>('/invoices', { query: q });
export const nextInvoiceNumber = () => api<z.output<typeof nextInvoiceNumberSchema>>('/invoices/next-number');
export const getInvoice = (id: string) => api<Invoice>(invoicePath(id));
/** 409 'plan_limit' past the free plan's invoices; 409 with fields.invoiceNumber when a typed number is taken. */
export const createInvoice = (input: InvoiceCreateInput) => api<Invoice>('/invoices', { method: 'POST', body: input });
/** Full replace with `version`: 409 when someone else saved it since; 400 when the total would fall below what was paid. */
export const updateInvoice = (id: string, input: InvoiceUpdate) => api<Invoice>(invoicePath(id), { method: 'PUT', body: input });
/** Drafts only (409 otherwise). */
export const deleteInvoice = (id: string) => api<undefined>(invoicePath(id), { method: 'DELETE' });
export const changeInvoiceStatus = (id: string, status: InvoiceStatusChange['status']) =>
  api<Invoice>(`${invoicePath(id)}/status`, { method: 'POST', body: { status } });
export const cloneInvoice = (id: string) => api<Invoice>(`${invoicePath(id)}/clone`, { method: 'POST' });
export const listInvoiceHistory = (id: string, cursor?: string) => api<HistoryPage>(`${invoicePath(id)}/history`, { query: { cursor } });
export const addInvoiceComment = (id: string, text: string) => api<HistoryEntry>(`${invoicePath(id)}/comments`, { method: 'POST', body: { text } });

export const listSalespeople = (cursor?: string) => api<SalespersonPage>('/salespeople', { query: { limit: 100, cursor } });
export const addSalesperson = (input: SalespersonInput) => api<Salesperson>('/salespeople', { method: 'POST', body: input });
