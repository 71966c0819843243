import { paystackKeysInputSchema } from '../../shared/schemas/payment-gateways';
import { domainHandler, route } from '../lib/http';
import * as gateways from '../services/payment-gateways';

export const getPaymentGateways = route('getPaymentGateways', {}, ({ caller }) => gateways.getPaymentGateways(caller.companyId));

export const savePaystackKeys = route('savePaystackKeys', { body: paystackKeysInputSchema }, ({ caller, body }) => gateways.savePaystackKeys(caller, body));

export const removePaystackKeys = route('removePaystackKeys', { status: 204 }, async ({ caller }) => {
  await gateways.removePaystackKeys(caller.companyId);
  return undefined;
});

export const testPaystackConnection = route('testPaystackConnection', {}, ({ caller }) => gateways.testPaystackConnection(caller.companyId));

export const handler = domainHandler('gateways', { getPaymentGateways, savePaystackKeys, removePaystackKeys, testPaystackConnection });
