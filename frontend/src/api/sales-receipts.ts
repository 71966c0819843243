import { noContentSchema } from '../../../shared/schemas/common';
import { historyEntrySchema, historyPageSchema } from '../../../shared/schemas/customer';
import { nextReceiptNumberSchema, salesReceiptPageSchema, salesReceiptSchema, type SalesReceiptInput } from '../../../shared/schemas/sales-receipt';
import { api } from './client';

const receiptPath = (id: string) => `/sales-receipts/${encodeURIComponent(id)}`;

export interface SalesReceiptListFilters {
  customerId?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const listSalesReceipts = (q: SalesReceiptListFilters & { cursor?: string; limit?: number }) =>
  api('/sales-receipts', salesReceiptPageSchema, { query: { ...q } });
export const nextReceiptNumber = () => api('/sales-receipts/next-number', nextReceiptNumberSchema);
export const getSalesReceipt = (id: string) => api(receiptPath(id), salesReceiptSchema);
/** Leave `receiptNumber` out for the next of the series (SR-00001). */
export const createSalesReceipt = (input: SalesReceiptInput) => api('/sales-receipts', salesReceiptSchema, { method: 'POST', body: input });
export const deleteSalesReceipt = (id: string) => api(receiptPath(id), noContentSchema, { method: 'DELETE' });
export const listSalesReceiptHistory = (id: string, cursor?: string) => api(`${receiptPath(id)}/history`, historyPageSchema, { query: { cursor } });
export const addSalesReceiptComment = (id: string, text: string) =>
  api(`${receiptPath(id)}/comments`, historyEntrySchema, { method: 'POST', body: { text } });
