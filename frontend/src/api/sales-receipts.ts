import type { z } from 'zod';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/customer';
import type { nextReceiptNumberSchema, SalesReceipt, SalesReceiptInput, SalesReceiptPage } from '../../../shared/schemas/sales-receipt';
import { api } from './client';

const receiptPath = (id: string) => `/sales-receipts/${encodeURIComponent(id)}`;

export interface SalesReceiptListFilters {
  customerId?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const listSalesReceipts = (q: SalesReceiptListFilters & { cursor?: string; limit?: number }) =>
  api<SalesReceiptPage>('/sales-receipts', { query: { ...q } });
export const nextReceiptNumber = () => api<z.output<typeof nextReceiptNumberSchema>>('/sales-receipts/next-number');
export const getSalesReceipt = (id: string) => api<SalesReceipt>(receiptPath(id));
/** Leave `receiptNumber` out for the next of the series (SR-00001). */
export const createSalesReceipt = (input: SalesReceiptInput) => api<SalesReceipt>('/sales-receipts', { method: 'POST', body: input });
export const deleteSalesReceipt = (id: string) => api<undefined>(receiptPath(id), { method: 'DELETE' });
export const listSalesReceiptHistory = (id: string, cursor?: string) => api<HistoryPage>(`${receiptPath(id)}/history`, { query: { cursor } });
export const addSalesReceiptComment = (id: string, text: string) =>
  api<HistoryEntry>(`${receiptPath(id)}/comments`, { method: 'POST', body: { text } });
