import type { Domain } from './routes';

/** The only KMS calls any function makes: sealing and opening a payment gateway's secret key. */
export type KmsAction = 'kms:Encrypt' | 'kms:Decrypt';

/**
 * Which domains' functions may use the payment-secrets KMS key, and how. The
 * stack grants exactly this (infra/lib/constructs/kobo-function.ts), and
 * locally, where the KMS stand-in checks no IAM, the KMS client refuses a call
 * the running domain could not make in AWS (functions/lib/clients.ts). A domain
 * not listed gets no KMS access at all.
 */
export const DOMAIN_KMS_ACCESS: Readonly<Partial<Record<Domain, readonly KmsAction[]>>> = {
  gateways: ['kms:Encrypt', 'kms:Decrypt'],
};

/** The encryption-context key every payment secret is bound to (the IAM grant requires it). */
export const KMS_CONTEXT_COMPANY = 'companyId';
