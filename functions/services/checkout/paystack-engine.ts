import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lagosToday } from '../../../shared/dates';
import type * as z from 'zod';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/checkout';
import { PAYSTACK_EVENTS, paystackChargeSchema, paystackEventSchema, type PaystackCharge, type PaystackEvent } from '../../../shared/schemas/paystack-event';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { paystackCall, PaystackUnavailable } from '../../lib/paystack';

/*
 * The one Paystack engine: starting a checkout, asking what became of it, and
 * telling a genuine webhook call from a forged one. Who is paid is the
 * caller's business (the payee's secret key): a company paid by its customers
 * with its own keys, or Kobo paid by a company for its plan with Kobo's. Both
 * payees' webhooks read their bodies with one schema (readEvent), so a field
 * out of bounds is refused the same way at either.
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

/** A checked transaction (paystackChargeSchema) in the app's terms; a `paid_at` a little ahead of Kobo's clock counts as now. */
export function chargeOf(d: PaystackCharge, now = new Date()): Charge {
  const paidAt = d.paid_at ? new Date(Math.min(Date.parse(d.paid_at), now.getTime())) : now;
  return {
    reference: d.reference,
    outcome: d.status === 'success' ? 'success' : d.status === 'failed' || d.status === 'reversed' ? 'failed' : 'pending',
    amountKobo: d.amount,
    currency: d.currency,
    feeKobo: d.fees ?? 0,
    paidOn: lagosToday(paidAt),
    paidAt: paidAt.toISOString(),
    ...optional('planCode', typeof d.plan === 'string' ? d.plan : d.plan?.plan_code),
    ...optional('customerCode', d.customer?.customer_code),
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
  const checked = paystackChargeSchema.safeParse(answer.data);
  if (!checked.success) {
    logger.warn('paystack verify answer not taken', { reason: reasonOf(checked.error) });
    return null;
  }
  return chargeOf(checked.data);
}

/** What a zod refusal says, short enough for a log line: the fields and why, never their values. */
const reasonOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ')
    .slice(0, 300);

/** What a signed webhook body is: an event to act on (every field checked), one Kobo does not use, or one it cannot take (and why). */
export type EventReading = { kind: 'event'; event: PaystackEvent } | { kind: 'ignored'; name: string } | { kind: 'refused'; reason: string; name: string };

/** A name or a reference as a log line may carry it: a string, cut short. */
const logged = (v: unknown) => (typeof v === 'string' ? v.slice(0, 60) : typeof v);

/** Reads a signed webhook body (its signature checked already) with the one event schema both payees' webhooks share. */
export function readEvent(rawBody: string): EventReading {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { kind: 'refused', reason: 'the body is not JSON', name: '' };
  }
  const name = (body as { event?: unknown } | null)?.event;
  if (typeof name !== 'string' || !(PAYSTACK_EVENTS as readonly string[]).includes(name)) return { kind: 'ignored', name: logged(name) };
  const checked = paystackEventSchema.safeParse(body);
  return checked.success ? { kind: 'event', event: checked.data } : { kind: 'refused', reason: reasonOf(checked.error), name };
}

/**
 * A signed event that is not applied: acknowledged (200, so Paystack stops retrying), logged with
 * why, and nothing written. `details` names what it was about (the reference, cut short).
 */
export function notApplied(payee: 'company' | 'kobo', reason: string, details: { event?: string; reference?: unknown } = {}): { received: true } {
  logger.warn('paystack event not applied', { payee, reason, ...(details.event ? { event: details.event } : {}), ...(details.reference !== undefined ? { reference: logged(details.reference) } : {}) });
  return { received: true };
}
