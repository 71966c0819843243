import { checkoutReferenceParams, checkoutStartInputSchema, paystackWebhookParams } from '../../shared/schemas/checkout';
import { paystackKeysInputSchema } from '../../shared/schemas/payment-gateways';
import { tokenParam } from '../../shared/schemas/share';
import { domainHandler, rawBodyOf, route } from '../lib/http';
import * as gateways from '../services/payment-gateways';
import * as checkout from '../services/checkout/invoice-checkout';

export const getPaymentGateways = route('getPaymentGateways', {}, ({ caller }) => gateways.getPaymentGateways(caller.companyId));

export const savePaystackKeys = route('savePaystackKeys', { body: paystackKeysInputSchema }, ({ caller, body }) => gateways.savePaystackKeys(caller, body));

export const removePaystackKeys = route('removePaystackKeys', { status: 204 }, async ({ caller }) => {
  await gateways.removePaystackKeys(caller.companyId);
  return undefined;
});

export const testPaystackConnection = route('testPaystackConnection', {}, ({ caller }) => gateways.testPaystackConnection(caller.companyId));

export const startInvoiceCheckout = route('startInvoiceCheckout', { params: tokenParam, body: checkoutStartInputSchema }, ({ params, body }) =>
  checkout.startInvoiceCheckout(params.token, body),
);

export const invoiceCheckoutResult = route('invoiceCheckoutResult', { params: checkoutReferenceParams }, ({ params }) =>
  checkout.invoiceCheckoutResult(params.token, params.reference),
);

/** Paystack's events for one company: the signature over the raw body is checked before anything is parsed. */
export const paystackWebhook = route('paystackWebhook', { params: paystackWebhookParams, rawBody: true, maxBodyBytes: 256 * 1024 }, ({ params, event }) =>
  checkout.companyWebhook(params.webhookId, rawBodyOf(event, 256 * 1024), event.headers?.['x-paystack-signature'] ?? event.headers?.['X-Paystack-Signature']),
);

export const handler = domainHandler('gateways', {
  getPaymentGateways,
  savePaystackKeys,
  removePaystackKeys,
  testPaystackConnection,
  startInvoiceCheckout,
  invoiceCheckoutResult,
  paystackWebhook,
});
