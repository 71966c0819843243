import * as z from 'zod';
import { pathId } from './common';

/*
 * Paying an invoice online from its share link (the public document page):
 * the server starts a Paystack checkout for the invoice's balance (or part of
 * it, when the company allows), and the page the payer comes back to asks
 * for the outcome. The amount that counts is always Paystack's.
 */

/** Letters, digits and `-.=`: what Paystack takes in a reference. */
export const CHECKOUT_REFERENCE = /^[A-Za-z0-9.=-]{6,100}$/;

export const CHECKOUT_MESSAGES = {
  notInvoice: 'Only invoices can be paid online',
  notPayable: 'This invoice cannot be paid online',
  noGateway: 'This business does not take online payments yet',
  email: 'Enter your e-mail address: Paystack sends the receipt there',
  partialNotAllowed: 'This business takes the whole balance only',
  moreThanBalance: 'The amount is more than the balance due',
  /** The spec's words when the checkout cannot be started. */
  initFailed: 'Failed to initialize payment',
} as const;

/** POST /api/public/{token}/pay: the payer's e-mail when the invoice has none, and the amount when part payments are allowed. */
export const checkoutStartInputSchema = z
  .object({
    email: z.email({ error: CHECKOUT_MESSAGES.email }).max(254, CHECKOUT_MESSAGES.email).optional(),
    /** Kobo; left out: the whole balance due. */
    amountKobo: z.number({ error: 'Enter the amount to pay' }).int('Enter the amount to pay').min(10_000, 'The smallest online payment is ₦100.00').max(100_000_000_000).optional(),
  })
  .strict();
export type CheckoutStartInput = z.input<typeof checkoutStartInputSchema>;

/** Where to send the payer (Paystack's checkout), and the reference the callback will carry. */
export const checkoutStartSchema = z.object({ authorizationUrl: z.string(), reference: z.string() }).strict();
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

export const checkoutReferenceParams = z.object({ token: pathId('Not a valid link'), reference: z.string().regex(CHECKOUT_REFERENCE, 'Unknown payment reference') }).strict();

/** POST /api/paystack/webhook/{webhookId}: the last segment of the company's webhook address. */
export const paystackWebhookParams = z.object({ webhookId: pathId('Not a webhook address') }).strict();

/** What a webhook call that Paystack should stop retrying is answered (200). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) }).strict();

/** GET /api/public/{token}/pay/{reference}: what became of a checkout, and what the invoice owes now. */
export const checkoutResultSchema = z
  .object({
    status: z.enum(['paid', 'pending', 'failed']),
    reference: z.string(),
    /** Paid: the amount Paystack took. */
    amountKobo: z.number().int().optional(),
    invoiceNumber: z.string(),
    balanceDueKobo: z.number().int(),
  })
  .strict();
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The public page's offer to pay: present when the company takes online payments and the invoice owes something. */
export const payOfferSchema = z.object({ balanceDueKobo: z.number().int(), partialPayments: z.boolean(), emailKnown: z.boolean() }).strict();
export type PayOffer = z.infer<typeof payOfferSchema>;
