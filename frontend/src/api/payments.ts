import { noContentSchema } from '../../../shared/schemas/common';
import { historyEntrySchema, historyPageSchema } from '../../../shared/schemas/customer';
import {
  nextPaymentNumberSchema,
  openInvoicePageSchema,
  paymentPageSchema,
  paymentSchema,
  type ApplicationInput,
  type PaymentInput,
  type PaymentUpdate,
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
export const listPayments = (q: PaymentListFilters & { cursor?: string; limit?: number }) => api('/payments', paymentPageSchema, { query: { ...q } });
export const nextPaymentNumber = () => api('/payments/next-number', nextPaymentNumberSchema);
export const getPayment = (id: string) => api(paymentPath(id), paymentSchema);
/** Without `applications` the server settles the oldest open invoices first. */
export const recordPayment = (input: PaymentInput) => api('/payments', paymentSchema, { method: 'POST', body: input });
export const updatePayment = (id: string, input: PaymentUpdate) => api(paymentPath(id), paymentSchema, { method: 'PUT', body: input });
/** Gives every invoice back what the payment settled, and takes back its unused credit. */
export const deletePayment = (id: string) => api(paymentPath(id), noContentSchema, { method: 'DELETE' });
/** Applies (part of) the payment's unused credit to further invoices. */
export const applyPaymentCredit = (id: string, applications: ApplicationInput[]) =>
  api(`${paymentPath(id)}/apply`, paymentSchema, { method: 'POST', body: { applications } });
export const listPaymentHistory = (id: string, cursor?: string) => api(`${paymentPath(id)}/history`, historyPageSchema, { query: { cursor } });
export const addPaymentComment = (id: string, text: string) => api(`${paymentPath(id)}/comments`, historyEntrySchema, { method: 'POST', body: { text } });

/** A customer's open invoices, oldest first. */
export const listOpenInvoices = (customerId: string, cursor?: string) =>
  api(`/customers/${encodeURIComponent(customerId)}/open-invoices`, openInvoicePageSchema, { query: { cursor, limit: 100 } });
