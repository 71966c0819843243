export const PAYMENTS_PATH = '/dashboard/payments';
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
