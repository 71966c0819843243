import type { z } from 'zod';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/customer';
import type {
  ApplicationInput,
  nextPaymentNumberSchema,
  openInvoicePageSchema,
  Payment,
  PaymentInput,
  PaymentPage,
  PaymentUpdate,
} from '../../../shared/schemas/payment';
import type { PAYMENT_MODES } from '../../../shared/constants';
import { api } from './client';

const paymentPath = (id: string) => `/payments/${encodeURIComponent(id)}`;

export interface PaymentListFilters {
  customerId?: string;
  mode?: (typeof PAYMENT_MODES)[number];
  dateFrom?: string;
  dateTo?: string;
}

/** Newest first; a filtered page may come back short with a cursor (keep Load more while there is one). */
export const listPayments = (q: PaymentListFilters & { cursor?: string; limit?: number }) => api<PaymentPage>('/payments', { query: { ...q } });
export const nextPaymentNumber = () => api<z.output<typeof nextPaymentNumberSchema>>('/payments/next-number');
export const getPayment = (id: string) => api<Payment>(paymentPath(id));
/** Without `applications` the server settles the oldest open invoices first. */
export const recordPayment = (input: PaymentInput) => api<Payment>('/payments', { method: 'POST', body: input });
export const updatePayment = (id: string, input: PaymentUpdate) => api<Payment>(paymentPath(id), { method: 'PUT', body: input });
/** Gives every invoice back what the payment settled, and takes back its unused credit. */
export const deletePayment = (id: string) => api<undefined>(paymentPath(id), { method: 'DELETE' });
/** Applies (part of) the payment's unused credit to further invoices. */
export const applyPaymentCredit = (id: string, applications: ApplicationInput[]) =>
  api<Payment>(`${paymentPath(id)}/apply`, { method: 'POST', body: { applications } });
export const listPaymentHistory = (id: string, cursor?: string) => api<HistoryPage>(`${paymentPath(id)}/history`, { query: { cursor } });
export const addPaymentComment = (id: string, text: string) => api<HistoryEntry>(`${paymentPath(id)}/comments`, { method: 'POST', body: { text } });

/** A customer's open invoices, oldest first. */
export const listOpenInvoices = (customerId: string, cursor?: string) =>
  api<z.output<typeof openInvoicePageSchema>>(`/customers/${encodeURIComponent(customerId)}/open-invoices`, { query: { cursor, limit: 100 } });
