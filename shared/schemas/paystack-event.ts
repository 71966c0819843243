import * as z from 'zod';
import { DATE_MIN, MAX_AMOUNT_KOBO } from '../constants';
import { lagosToday } from '../dates';
import { CHECKOUT_REFERENCE } from './checkout';

/*
 * Paystack's events as both of Kobo's webhooks read them (a company's, for its
 * customers' payments; Kobo's own, for the plans), and its transactions as
 * verify answers them. Every field the app uses is bounded and checked here,
 * before it names a key or reaches a writer: a signature proves who sent an
 * event, not that each field is one the app can take. Paystack adds fields
 * freely, so objects keep what they do not name (the app never reads those).
 */

/** How far ahead of Kobo's clock Paystack's may be: a moment later than that is not one that happened. */
export const PAYSTACK_CLOCK_SKEW_MS = 10 * 60_000;

/** A Paystack code (CUS_…, PLN_…, SUB_…, an e-mail token): short, and safe as a key. */
export const PAYSTACK_CODE = /^[A-Za-z0-9_-]{1,100}$/;
const code = z.string().regex(PAYSTACK_CODE, 'Not a Paystack code');

/** A transaction's reference: what Paystack takes (letters, digits and `-.=`, 6 to 100). */
const reference = z.string().regex(CHECKOUT_REFERENCE, 'Not a Paystack reference');

/** A moment Paystack reports: ISO 8601, on a Lagos day the API takes (DATE_MIN on), and not in the future. */
const moment = z.iso.datetime({ offset: true, error: 'Not an ISO 8601 moment' }).refine((v) => {
  const t = Date.parse(v);
  return !Number.isNaN(t) && lagosToday(new Date(t)) >= DATE_MIN && t <= Date.now() + PAYSTACK_CLOCK_SKEW_MS;
}, `Not a moment between ${DATE_MIN} and now`);

/** A transaction as verify answers it and `charge.success` carries it. */
const chargeFields = {
  reference,
  /** success, failed, reversed, abandoned, ongoing, pending, processing, queued... */
  status: z.string().regex(/^[a-z_]{1,40}$/, 'Not a transaction status'),
  /** Kobo, more than 0 and within the money bound: what the payment records. */
  amount: z.number().int('Not whole kobo').min(1, 'Not more than 0').max(MAX_AMOUNT_KOBO, 'Beyond the money bound'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Not a currency code'),
  fees: z.number().int('Not whole kobo').min(0, 'Negative').max(MAX_AMOUNT_KOBO, 'Beyond the money bound').nullish(),
  /** null until paid (verify of an open checkout). */
  paid_at: moment.nullish(),
  /** A code in verify's answer, the plan itself in a webhook's; null, '' or {} without one. */
  plan: z.union([code, z.literal(''), z.looseObject({ plan_code: code.optional() }), z.null()]).optional(),
  customer: z.looseObject({ customer_code: code.optional() }).nullish(),
};
const feesWithinAmount = (d: { amount: number; fees?: number | null }) => d.fees === null || d.fees === undefined || d.fees <= d.amount;
const FEES_MESSAGE = { error: 'More than the amount', path: ['fees'] };

export const paystackChargeSchema = z.looseObject(chargeFields).refine(feesWithinAmount, FEES_MESSAGE);
export type PaystackCharge = z.infer<typeof paystackChargeSchema>;

/** The customer an event is about: the subscription events name nothing else that leads to a company. */
const customer = z.looseObject({ customer_code: code });

const chargeSuccess = z.looseObject({
  event: z.literal('charge.success'),
  data: z.looseObject({ ...chargeFields, status: z.literal('success', 'Not success') }).refine(feesWithinAmount, FEES_MESSAGE),
});

const subscriptionCreate = z.looseObject({
  event: z.literal('subscription.create'),
  data: z
    .looseObject({
      subscription_code: code,
      email_token: code,
      createdAt: moment.optional(),
      created_at: moment.optional(),
      plan: z.looseObject({ plan_code: code.optional() }).nullish(),
      customer,
    })
    .refine((d) => d.createdAt !== undefined || d.created_at !== undefined, { error: 'Required', path: ['createdAt'] }),
});

const subscriptionState = z.looseObject({
  event: z.enum(['subscription.not_renew', 'subscription.disable']),
  data: z.looseObject({ subscription_code: code, customer }),
});

const paymentFailed = z.looseObject({
  event: z.literal('invoice.payment_failed'),
  data: z.looseObject({ subscription: z.looseObject({ subscription_code: code }), customer }),
});

/** The events Kobo acts on (each webhook uses its own of them); any other is answered 200 and ignored. */
export const PAYSTACK_EVENTS = ['charge.success', 'subscription.create', 'subscription.not_renew', 'subscription.disable', 'invoice.payment_failed'] as const;

/** One Paystack event Kobo acts on, every field it uses checked. */
export const paystackEventSchema = z.discriminatedUnion('event', [chargeSuccess, subscriptionCreate, subscriptionState, paymentFailed]);
export type PaystackEvent = z.infer<typeof paystackEventSchema>;
