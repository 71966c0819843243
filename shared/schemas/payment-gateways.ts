import * as z from 'zod';

/*
 * Settings > Payment Gateways: the company's Paystack keys. The public key is
 * shown as saved; the secret key is write-only: once saved, the API only ever
 * answers its mode and last four characters (`secretKeyHint`).
 */

export type PaystackMode = 'test' | 'live';

/** Paystack's keys: `pk_`/`sk_`, the mode, then letters and digits (40 hex characters in the keys Paystack issues). */
const KEY_BODY = /^[A-Za-z0-9]{20,100}$/;

/** The mode of a key of the given kind, or undefined when it is not shaped like one. */
export function paystackKeyMode(key: string, kind: 'pk' | 'sk'): PaystackMode | undefined {
  const m = /^(pk|sk)_(test|live)_(.*)$/.exec(key);
  if (!m || m[1] !== kind || !KEY_BODY.test(m[3]!)) return undefined;
  return m[2] as PaystackMode;
}

export const PAYSTACK_KEY_MESSAGES = {
  publicKey: 'Enter your Paystack public key: it starts with pk_test_ or pk_live_',
  publicKeyIsSecret: 'This is a secret key. Put it in Secret key; the public key starts with pk_test_ or pk_live_',
  secretKey: 'Enter your Paystack secret key: it starts with sk_test_ or sk_live_',
  secretKeyIsPublic: 'This is a public key. Put it in Public key; the secret key starts with sk_test_ or sk_live_',
  secretKeyRequired: 'Enter your Paystack secret key',
  modeMismatch: (publicMode: PaystackMode, secretMode: PaystackMode) =>
    `The public key is a ${publicMode} key and the secret key a ${secretMode} key: use both test keys or both live keys`,
} as const;

const keyField = (kind: 'pk' | 'sk') =>
  z
    .string({ error: kind === 'pk' ? PAYSTACK_KEY_MESSAGES.publicKey : PAYSTACK_KEY_MESSAGES.secretKey })
    .trim()
    .max(120, kind === 'pk' ? PAYSTACK_KEY_MESSAGES.publicKey : PAYSTACK_KEY_MESSAGES.secretKey)
    .superRefine((v, ctx) => {
      if (kind === 'sk' && v === '') return; // blank: keep the saved secret (the service says when there is none)
      if (paystackKeyMode(v, kind)) return;
      const other = kind === 'pk' ? 'sk' : 'pk';
      const message = paystackKeyMode(v, other)
        ? kind === 'pk'
          ? PAYSTACK_KEY_MESSAGES.publicKeyIsSecret
          : PAYSTACK_KEY_MESSAGES.secretKeyIsPublic
        : kind === 'pk'
          ? PAYSTACK_KEY_MESSAGES.publicKey
          : PAYSTACK_KEY_MESSAGES.secretKey;
      ctx.addIssue({ code: 'custom', message });
    });

/**
 * PUT /api/settings/payment-gateways/paystack. `secretKey` left out or blank
 * keeps the saved one (the page never has it to send back); the first save
 * needs it. Both keys must be of the same mode.
 */
export const paystackKeysInputSchema = z
  .object({
    publicKey: keyField('pk'),
    secretKey: keyField('sk').optional(),
    /** Whether customers paying online may pay part of an invoice's balance; left out keeps the saved choice (at first: no). */
    partialPayments: z.boolean().optional(),
    /** The version read; a save over someone else's change is 409. */
    version: z.number().int().min(0).max(1_000_000_000).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const publicMode = paystackKeyMode(v.publicKey, 'pk');
    const secretMode = v.secretKey ? paystackKeyMode(v.secretKey, 'sk') : undefined;
    if (publicMode && secretMode && publicMode !== secretMode) {
      ctx.addIssue({ code: 'custom', path: ['secretKey'], message: PAYSTACK_KEY_MESSAGES.modeMismatch(publicMode, secretMode) });
    }
  });
export type PaystackKeysInput = z.input<typeof paystackKeysInputSchema>;

/** The masked form of a secret key the page shows: `sk_test_••••1234`. */
export function secretKeyHint(mode: PaystackMode, last4: string): string {
  return `sk_${mode}_••••${last4}`;
}

export const paystackSettingsSchema = z
  .object({
    mode: z.enum(['test', 'live']),
    publicKey: z.string(),
    /** e.g. `sk_test_••••1234`: the mode and the last four characters, never the key. */
    secretKeyHint: z.string(),
    /** The address to paste into Paystack's dashboard (Settings, API Keys & Webhooks): this company's own, unguessable. */
    webhookUrl: z.string(),
    /** Customers paying online may pay part of the balance. */
    partialPayments: z.boolean(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .strict();
export type PaystackSettings = z.infer<typeof paystackSettingsSchema>;

/** GET /api/settings/payment-gateways: `paystack` is null until keys are saved. */
export const paymentGatewaysSchema = z.object({ paystack: paystackSettingsSchema.nullable() }).strict();
export type PaymentGateways = z.infer<typeof paymentGatewaysSchema>;

export const CONNECTION_FAILURES = ['invalid_key', 'unreachable', 'timeout', 'unexpected'] as const;

/** POST /api/settings/payment-gateways/paystack/test: what Paystack said to the saved secret key. */
export const connectionTestSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), mode: z.enum(['test', 'live']), message: z.string() }).strict(),
  z.object({ ok: z.literal(false), reason: z.enum(CONNECTION_FAILURES), message: z.string() }).strict(),
]);
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
