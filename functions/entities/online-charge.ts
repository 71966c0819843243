import { ModelEntity } from './model';

/**
 * A checkout started with Paystack, found by its reference (Paystack's
 * callback and webhook name nothing else): its own partition, so a reference
 * leads to exactly one charge. What it is for (an invoice of a company, paid
 * by that company's customer) is written when it is started, by the server;
 * the amount and currency that count are Paystack's, read when it is paid.
 * `paymentId` is set in the same transaction that records the payment, on
 * the condition that it is not set yet: one reference, one payment.
 */
export const OnlineCharge = () => new ModelEntity({
  model: { entity: 'onlinecharge', version: '1', service: 'kobo' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    /** Who is paid: the company (its customer pays an invoice with the company's keys). */
    payee: { type: ['company'] as const, required: true, readOnly: true },
    invoiceId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    /** The share link the payer started from (the callback page's). */
    token: { type: 'string', required: true, readOnly: true },
    /** The payer's e-mail address (the customer's, or the one they typed): Paystack's receipt and ours go there. */
    email: { type: 'string', required: true, readOnly: true },
    /** What was asked of Paystack, in kobo. */
    requestedKobo: { type: 'number', required: true, readOnly: true },
    /** initialized, then paid (with paymentId) or failed. */
    status: { type: ['initialized', 'paid', 'failed'] as const, required: true },
    paymentId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * A company's Paystack webhook address, found by its unguessable id (the last
 * segment of the URL pasted into Paystack's dashboard): which company's
 * secret key signs the calls that come to it.
 */
export const PaystackWebhook = () => new ModelEntity({
  model: { entity: 'paystackwebhook', version: '1', service: 'kobo' },
  attributes: {
    webhookId: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byWebhookId: {
      pk: { field: 'pk', composite: ['webhookId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
