import { ModelEntity } from './model';

/**
 * A company's connection to a payment gateway (Settings > Payment Gateways);
 * one per company and provider (today only Paystack), absent until saved.
 * The secret key is stored only as a KMS ciphertext whose encryption context
 * names the company (functions/services/payment-gateways.ts), with its last
 * four characters beside it for the page; the key itself never is.
 */
export const PaymentGateway = () => new ModelEntity({
  model: { entity: 'paymentgateway', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    provider: { type: ['paystack'] as const, required: true, readOnly: true },
    mode: { type: ['test', 'live'] as const, required: true },
    publicKey: { type: 'string', required: true },
    /** base64 KMS ciphertext of the secret key (encryption context: company and provider). */
    secretCiphertext: { type: 'string', required: true },
    secretLast4: { type: 'string', required: true },
    /** The last segment of the company's webhook URL (a PaystackWebhook item leads from it back to the company). */
    webhookId: { type: 'string' },
    /** Customers paying online may pay part of an invoice's balance. */
    partialPayments: { type: 'boolean' },
    version: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['provider'] },
    },
  },
});
