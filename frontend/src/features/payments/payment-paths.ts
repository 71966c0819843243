import type { RecordKindNames } from '../../components/record-load-state';

export const PAYMENTS_PATH = '/dashboard/payments';
/** How the payment screens name a payment (KindLoadState). */
export const PAYMENT_NAMES: RecordKindNames = { lowerNoun: 'payment', listTitle: 'Payments Received', basePath: PAYMENTS_PATH };
export const paymentPath = (id: string) => `${PAYMENTS_PATH}/${encodeURIComponent(id)}`;
export const invoicePath = (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}`;
export const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;

/** Every query a payment changes: lists, the customer's balances and transactions, invoices, the dashboard. */
export const PAYMENT_AFFECTS = (customerId: string) => [
  ['payments'],
  ['customers'],
  ['customer', customerId],
  ['customer-transactions', customerId],
  ['customer-open-invoices', customerId],
  ['invoices'],
  ['invoice'],
  ['dashboard'],
];
