import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lagosToday } from '../../../shared/dates';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/checkout';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { paystackCall, PaystackUnavailable } from '../../lib/paystack';

/*
 * The one Paystack engine: starting a checkout, asking what became of it, and
 * telling a genuine webhook call from a forged one. Who is paid is the
 * caller's business (the payee's secret key): a company paid by its customers
 * with its own keys, or Kobo paid by a company for its plan with Kobo's.
 */

/** Paystack would not start the checkout, or could not be reached: the spec's 'Failed to initialize payment'. */
export class CheckoutUnavailable extends AppError {
  constructor(detail: string) {
    super(502, 'payment_init_failed', CHECKOUT_MESSAGES.initFailed);
    logger.warn('paystack checkout not started', { detail });
  }
}

/**
 * A new reference: a prefix naming what it pays, and 128 random bits as 25 lower-case base-36
 * characters (what Paystack takes; lower case, as the table's keys are; short enough for the
 * receipt's number box).
 */
export const newReference = (prefix: string) => `${prefix}-${BigInt(`0x${randomBytes(16).toString('hex')}`).toString(36).padStart(REFERENCE_CHARS, '0')}`;
export const REFERENCE_CHARS = 25;

/**
 * Whether `signature` (the `x-paystack-signature` header) is the hex HMAC-SHA512 of the raw
 * body with the payee's secret key. Compared in constant time; checked before the body is parsed.
 */
export function signatureValid(rawBody: string, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export interface CheckoutRequest {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
  /** A Paystack plan code: the checkout starts a subscription. */
  plan?: string;
}

/** Starts a checkout (POST /transaction/initialize) in NGN; answers Paystack's checkout address. */
export async function initializeCheckout(secretKey: string, req: CheckoutRequest): Promise<string> {
  const body = {
    email: req.email,
    amount: req.amountKobo,
    currency: 'NGN',
    reference: req.reference,
    callback_url: req.callbackUrl,
    ...(req.metadata ? { metadata: req.metadata } : {}),
    ...(req.plan ? { plan: req.plan } : {}),
  };
  let answer;
  try {
    answer = await paystackCall<{ authorization_url?: unknown }>(secretKey, 'POST', '/transaction/initialize', body);
  } catch (error) {
    if (error instanceof PaystackUnavailable) throw new CheckoutUnavailable(error.message);
    throw error;
  }
  const url = answer.data?.authorization_url;
  if (!answer.status || typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new CheckoutUnavailable(`HTTP ${answer.httpStatus}: ${answer.message}`);
  return url;
}

/** A charge as Paystack reports it (verify, or a webhook's `data`), in the terms the app uses. */
export interface Charge {
  reference: string;
  /** success is money taken; failed and reversed are not; anything else is not final yet. */
  outcome: 'success' | 'failed' | 'pending';
  amountKobo: number;
  currency: string;
  feeKobo: number;
  /** The Lagos day it was paid on (today when Paystack gives none). */
  paidOn: string;
  /** The moment it was paid (ISO; now when Paystack gives none). */
  paidAt: string;
  /** The Paystack plan it paid for, when it is a subscription's charge (a code in verify's answer, an object in a webhook's). */
  planCode?: string;
  /** The Paystack customer who paid. */
  customerCode?: string;
}

/** Reads a charge from Paystack's transaction shape; null when it is not one. */
export function chargeOf(data: unknown): Charge | null {
  const d = data as { reference?: unknown; status?: unknown; amount?: unknown; currency?: unknown; fees?: unknown; paid_at?: unknown; plan?: unknown; customer?: unknown } | null;
  if (!d || typeof d.reference !== 'string' || typeof d.amount !== 'number' || !Number.isInteger(d.amount)) return null;
  const status = String(d.status);
  const paidAt = typeof d.paid_at === 'string' && !Number.isNaN(Date.parse(d.paid_at)) ? new Date(d.paid_at) : new Date();
  return {
    reference: d.reference,
    outcome: status === 'success' ? 'success' : status === 'failed' || status === 'reversed' ? 'failed' : 'pending',
    amountKobo: d.amount,
    currency: typeof d.currency === 'string' ? d.currency : '',
    feeKobo: typeof d.fees === 'number' && Number.isInteger(d.fees) && d.fees >= 0 ? d.fees : 0,
    paidOn: lagosToday(paidAt),
    paidAt: paidAt.toISOString(),
    ...optional('planCode', typeof d.plan === 'string' ? d.plan : (d.plan as { plan_code?: unknown } | null)?.plan_code),
    ...optional('customerCode', (d.customer as { customer_code?: unknown } | null)?.customer_code),
  };
}

/** `{ [key]: value }` when value is a non-empty string, else nothing. */
const optional = <K extends string>(key: K, value: unknown): Partial<Record<K, string>> =>
  typeof value === 'string' && value ? ({ [key]: value } as Record<K, string>) : {};

/** Asks Paystack what became of a checkout (GET /transaction/verify/:reference); null when Paystack does not know it. */
export async function verifyCheckout(secretKey: string, reference: string): Promise<Charge | null> {
  const answer = await paystackCall(secretKey, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  if (!answer.status) {
    if (answer.httpStatus === 400 || answer.httpStatus === 404) return null;
    throw new PaystackUnavailable('unreachable');
  }
  return chargeOf(answer.data);
}
