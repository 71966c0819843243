import {
  checkoutReferenceParams,
  checkoutResultSchema,
  checkoutStartInputSchema,
  checkoutStartSchema,
  paystackWebhookParams,
  webhookReceivedSchema,
} from '../../shared/schemas/checkout';
import { connectionTestSchema, paymentGatewaysSchema, paystackKeysInputSchema, paystackSettingsSchema } from '../../shared/schemas/payment-gateways';
import { tokenParam } from '../../shared/schemas/share';
import { domainHandler, rawBodyOf, route } from '../lib/http';
import * as gateways from '../services/payment-gateways';
import * as checkout from '../services/checkout/invoice-checkout';
import * as billing from '../services/checkout/plan-checkout';
import { billingWebhook as takeBillingWebhook } from '../services/checkout/billing-webhook';
import { billingSchema, planCheckoutInputSchema, planCheckoutResultSchema, planCheckoutSchema, planReferenceParams } from '../../shared/schemas/billing';

export const getPaymentGateways = route('getPaymentGateways', { response: paymentGatewaysSchema }, ({ caller }) => gateways.getPaymentGateways(caller.companyId));

export const savePaystackKeys = route('savePaystackKeys', { body: paystackKeysInputSchema, response: paystackSettingsSchema }, ({ caller, body }) => gateways.savePaystackKeys(caller, body));

export const removePaystackKeys = route('removePaystackKeys', { status: 204 }, async ({ caller }) => {
  await gateways.removePaystackKeys(caller.companyId);
  return undefined;
});

export const testPaystackConnection = route('testPaystackConnection', { response: connectionTestSchema }, ({ caller }) => gateways.testPaystackConnection(caller.companyId));

export const startInvoiceCheckout = route('startInvoiceCheckout', { params: tokenParam, body: checkoutStartInputSchema, response: checkoutStartSchema }, ({ params, body }) =>
  checkout.startInvoiceCheckout(params.token, body),
);

export const invoiceCheckoutResult = route('invoiceCheckoutResult', { params: checkoutReferenceParams, response: checkoutResultSchema }, ({ params }) =>
  checkout.invoiceCheckoutResult(params.token, params.reference),
);

/** Paystack's events for one company: the signature over the raw body is checked before anything is parsed. */
export const paystackWebhook = route('paystackWebhook', { params: paystackWebhookParams, rawBody: true, maxBodyBytes: 256 * 1024, response: webhookReceivedSchema }, ({ params, event }) =>
  checkout.companyWebhook(params.webhookId, rawBodyOf(event, 256 * 1024), event.headers?.['x-paystack-signature'] ?? event.headers?.['X-Paystack-Signature']),
);

export const getBilling = route('getBilling', { response: billingSchema }, ({ caller }) => billing.getBilling(caller.companyId));

export const startPlanCheckout = route('startPlanCheckout', { body: planCheckoutInputSchema, response: planCheckoutSchema }, ({ caller, body }) => billing.startPlanCheckout(caller, body));

export const planCheckoutResult = route('planCheckoutResult', { params: planReferenceParams, response: planCheckoutResultSchema }, ({ caller, params }) => billing.planCheckoutResult(caller, params.reference));

export const cancelSubscription = route('cancelSubscription', { response: billingSchema }, ({ caller }) => billing.cancelSubscription(caller));

export const resumeSubscription = route('resumeSubscription', { response: billingSchema }, ({ caller }) => billing.resumeSubscription(caller));

/** Paystack's events for Kobo's own account (plans): the signature over the raw body is checked before anything is parsed. */
export const billingWebhook = route('billingWebhook', { rawBody: true, maxBodyBytes: 256 * 1024, response: webhookReceivedSchema }, ({ event }) =>
  takeBillingWebhook(rawBodyOf(event, 256 * 1024), event.headers?.['x-paystack-signature'] ?? event.headers?.['X-Paystack-Signature']),
);

export const handler = domainHandler('gateways', {
  getPaymentGateways,
  savePaystackKeys,
  removePaystackKeys,
  testPaystackConnection,
  startInvoiceCheckout,
  invoiceCheckoutResult,
  paystackWebhook,
  getBilling,
  startPlanCheckout,
  planCheckoutResult,
  cancelSubscription,
  resumeSubscription,
  billingWebhook,
});
