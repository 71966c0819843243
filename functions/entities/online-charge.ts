import { PLAN_CODES } from '../../shared/plans';
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
    /**
     * Who is paid: the company (its customer pays an invoice with the company's keys: invoiceId,
     * customerId and token are set), or Kobo (the company pays for a plan with Kobo's keys: planType is set).
     */
    payee: { type: ['company', 'kobo'] as const, required: true, readOnly: true },
    invoiceId: { type: 'string', readOnly: true },
    customerId: { type: 'string', readOnly: true },
    /** The share link the payer started from (the callback page's). */
    token: { type: 'string', readOnly: true },
    planType: { type: PLAN_CODES, readOnly: true },
    /** The payer's e-mail address (the customer's, or the one they typed): Paystack's receipt and ours go there. */
    email: { type: 'string', required: true, readOnly: true },
    /** What was asked of Paystack, in kobo. */
    requestedKobo: { type: 'number', required: true, readOnly: true },
    /** initialized, then paid (with paymentId: the invoice's payment, or Kobo's billing charge) or failed. */
    status: { type: ['initialized', 'paid', 'failed'] as const, required: true },
    paymentId: { type: 'string' },
    /** A plan charge, once paid (Kobo's receipt prints them): Paystack's amount, when, and the period it paid for. */
    amountKobo: { type: 'number' },
    paidAt: { type: 'string' },
    periodStart: { type: 'string' },
    periodEnd: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'] },
      sk: { field: 'sk', composite: [] },
    },
    // The company's checkouts, oldest first: its export and its deletion find them here (company-data/partitions.ts).
    byCompany: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'reference'] },
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

/**
 * Kobo's Paystack customer for a company (made before the company's first plan
 * checkout): the subscription events and the renewals Paystack reports name the
 * customer, and this leads to the company.
 */
export const PaystackCustomer = () => new ModelEntity({
  model: { entity: 'paystackcustomer', version: '1', service: 'kobo' },
  attributes: {
    customerCode: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCustomerCode: {
      pk: { field: 'pk', composite: ['customerCode'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * A charge Kobo took from a company for its plan (the first payment, or a
 * renewal): the company's billing history, newest first. Written in the same
 * transaction that moves the subscription on and claims the reference, so a
 * charge reported twice is written once.
 */
export const BillingCharge = () => new ModelEntity({
  model: { entity: 'billingcharge', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    reference: { type: 'string', required: true, readOnly: true },
    planType: { type: PLAN_CODES, required: true, readOnly: true },
    amountKobo: { type: 'number', required: true, readOnly: true },
    feeKobo: { type: 'number', readOnly: true },
    paidAt: { type: 'string', required: true, readOnly: true },
    periodStart: { type: 'string', required: true, readOnly: true },
    periodEnd: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['paidAt', 'reference'] },
    },
  },
});
