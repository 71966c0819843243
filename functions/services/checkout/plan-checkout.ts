import { BILLING_HISTORY_LIMIT, type Billing, type PlanCheckout, type PlanCheckoutInput, type PlanCheckoutResult } from '../../../shared/schemas/billing';
import { PLANS, planOf, type PlanCode } from '../../../shared/plans';
import { accessOf, BILLING_MESSAGES, periodEnd, renewsWithPaystack, SUBSCRIPTION_PAGE, type SubscriptionStatus } from '../../../shared/subscription';
import { db } from '../../entities/table';
import { config } from '../../lib/config';
import { committed, isConditionFailure, TransactionCancelled } from '../../lib/dynamo-errors';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Member } from '../../lib/http';
import { koboPaystackKey } from '../../lib/kobo-paystack-key';
import { logger } from '../../lib/logger';
import { paystackCall, PaystackUnavailable } from '../../lib/paystack';
import { companyTotals } from '../documents/balances';
import { paystackPlanCode } from './kobo-plans';
import { CheckoutUnavailable, initializeCheckout, newReference, verifyCheckout, type Charge } from './paystack-engine';

/*
 * The company pays Kobo for its plan: the same Paystack engine as an invoice's
 * "Pay now", with Kobo's own keys and Paystack's plans and subscriptions.
 *
 * - Upgrade: the server makes (or finds) the company's Paystack customer, keeps
 *   the checkout under its reference, and starts it with the plan's Paystack
 *   code; Paystack then charges the plan's price and starts a subscription.
 * - A charge (the callback page's verify, or `charge.success` at Kobo's
 *   webhook in billing-webhook.ts, whichever comes first; and every renewal) moves the plan's paid
 *   period on, in one transaction with the billing history's entry and the
 *   claim on its reference: one reference, one period, however often and in
 *   whatever order it is reported.
 * - The subscription's events (`subscription.create`, `subscription.not_renew`,
 *   `subscription.disable`, `invoice.payment_failed`) set how it stands; each
 *   sets a state rather than adding to one, and names the subscription it is
 *   about, so a repeat or a stale event from a replaced subscription changes
 *   nothing.
 * - What the company may do follows from the record and the clock
 *   (shared/subscription.ts `accessOf`): nothing has to run when a period ends.
 */

export type SubscriptionRecord = {
  companyId: string;
  planType: PlanCode;
  status: SubscriptionStatus;
  amount: number;
  startDate: string;
  endDate: string;
  paystackCustomerCode?: string;
  paystackSubscriptionCode?: string;
  paystackEmailToken?: string;
  paystackSubscriptionCreatedAt?: string;
};

class BillingUnavailable extends AppError {
  constructor() {
    super(503, 'billing_unavailable', 'Paying for a plan is not available on this installation of Kobo yet');
  }
}

export async function koboKey(): Promise<string> {
  const key = await koboPaystackKey();
  if (!key) throw new BillingUnavailable();
  return key;
}

export async function readSubscription(companyId: string): Promise<SubscriptionRecord | null> {
  const { data } = await db().entities.subscription.get({ companyId }).go({ consistent: true });
  return (data as SubscriptionRecord | null) ?? null;
}

/** GET /api/settings/subscription: the plan, how it stands, the free plan's count and the newest charges. */
export async function getBilling(companyId: string, now = new Date()): Promise<Billing> {
  const [sub, totals, charges] = await Promise.all([
    readSubscription(companyId),
    companyTotals(companyId),
    db().entities.billingCharge.query.byCompany({ companyId }).go({ order: 'desc', limit: BILLING_HISTORY_LIMIT, pages: 1 }),
  ]);
  if (!sub) throw new NotFoundError('Subscription');
  const access = accessOf(sub, now);
  return {
    planType: sub.planType,
    status: sub.status,
    phase: access.phase,
    readOnly: access.readOnly,
    startDate: sub.startDate,
    endDate: sub.endDate,
    graceEndsAt: access.graceEndsAt,
    invoicesUsed: totals.invoiceCount,
    invoiceLimit: planOf(sub.planType).invoiceLimit,
    cancellable: sub.planType !== 'free' && (sub.status === 'active' || sub.status === 'past_due') && Boolean(sub.paystackSubscriptionCode),
    resumable: resumable(sub, now),
    charges: charges.data.map((c) => ({ reference: c.reference, planType: c.planType, amountKobo: c.amountKobo, paidAt: c.paidAt, periodStart: c.periodStart, periodEnd: c.periodEnd })),
  };
}

/**
 * Kobo's Paystack customer for the company, made (or found, by e-mail) before its checkout,
 * so every later event that names the customer leads to the company. An e-mail address that
 * already pays for another company's plan is refused: its renewals would be ambiguous.
 */
async function customerFor(key: string, caller: Member, sub: SubscriptionRecord): Promise<string> {
  const answer = await paystackCall<{ customer_code?: unknown }>(key, 'POST', '/customer', { email: caller.email, metadata: { company_id: caller.companyId } });
  const code = answer.data?.customer_code;
  if (!answer.status || typeof code !== 'string') throw new CheckoutUnavailable(`customer: HTTP ${answer.httpStatus}: ${answer.message}`);
  const { data: mapped } = await db().entities.paystackCustomer.get({ customerCode: code }).go({ consistent: true });
  if (mapped && mapped.companyId !== caller.companyId) {
    const other = await readSubscription(mapped.companyId);
    if (other && other.paystackCustomerCode === code && other.planType !== 'free' && !accessOf(other).readOnly) throw new ConflictError(BILLING_MESSAGES.emailTaken, 'email_taken');
  }
  const now = new Date().toISOString();
  await db().entities.paystackCustomer.put({ customerCode: code, companyId: caller.companyId, updatedAt: now }).go();
  if (sub.paystackCustomerCode !== code) await db().entities.subscription.patch({ companyId: caller.companyId }).set({ paystackCustomerCode: code, updatedAt: now }).go();
  return code;
}

/** POST /api/settings/subscription/checkout: starts a Paystack checkout for the plan; answers where to send the owner. */
export async function startPlanCheckout(caller: Member, input: PlanCheckoutInput): Promise<PlanCheckout> {
  const key = await koboKey();
  const sub = await readSubscription(caller.companyId);
  if (!sub) throw new NotFoundError('Subscription');
  const plan = PLANS[input.plan];
  const access = accessOf(sub);
  // The same plan, paid and running (or running to its end): nothing to buy.
  if (sub.planType === plan.code && (access.phase === 'active' || access.phase === 'ending')) throw new ConflictError(BILLING_MESSAGES.alreadyOnPlan, 'already_on_plan');
  try {
    await customerFor(key, caller, sub);
    const planCode = await paystackPlanCode(key, plan.code);
    const reference = newReference('KOBO');
    const now = new Date().toISOString();
    // Kept before Paystack hears of it: the callback and the webhook always find what the reference is for.
    await db()
      .entities.onlineCharge.create({ reference, companyId: caller.companyId, payee: 'kobo', planType: plan.code, email: caller.email, requestedKobo: plan.monthlyPriceKobo, status: 'initialized', createdAt: now, updatedAt: now })
      .go();
    const authorizationUrl = await initializeCheckout(key, {
      email: caller.email,
      amountKobo: plan.monthlyPriceKobo,
      reference,
      plan: planCode,
      callbackUrl: `${config.appUrl}${SUBSCRIPTION_PAGE}`,
      metadata: { company_id: caller.companyId, plan: plan.code },
    });
    return { authorizationUrl, reference };
  } catch (error) {
    if (error instanceof PaystackUnavailable) throw new CheckoutUnavailable(error.message);
    throw error;
  }
}

/**
 * Records a plan's charge once: claims the reference, writes the billing history's entry and
 * moves the paid period on, in one transaction. The amount and currency are Paystack's and
 * must be the plan's price in NGN; anything else gives no value (logged). A period never moves
 * back: a late report of an older renewal keeps the later end.
 */
export async function settlePlanCharge(companyId: string, planType: PlanCode, paid: Charge, email: string, known: boolean): Promise<void> {
  const plan = PLANS[planType];
  if (paid.currency !== 'NGN' || paid.amountKobo !== plan.monthlyPriceKobo) {
    logger.error('plan charge does not match the plan: not given value', { reference: paid.reference, planType, amountKobo: paid.amountKobo, currency: paid.currency });
    return;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const sub = await readSubscription(companyId);
    if (!sub) throw new NotFoundError('Subscription');
    const start = paid.paidAt;
    const end = periodEnd(new Date(paid.paidAt)).toISOString();
    const keepsLaterEnd = sub.planType !== 'free' && sub.endDate > end;
    const now = new Date().toISOString();
    try {
      await committed(
        db()
          .transaction.write(({ onlineCharge, billingCharge, subscription }) => [
            known
              ? onlineCharge
                  .patch({ reference: paid.reference })
                  .set({ status: 'paid', paymentId: paid.reference, amountKobo: paid.amountKobo, paidAt: paid.paidAt, periodStart: start, periodEnd: end, updatedAt: now })
                  .where((a, op) => op.notExists(a.paymentId))
                  .commit()
              : onlineCharge
                  .create({
                    reference: paid.reference,
                    companyId,
                    payee: 'kobo',
                    planType,
                    email,
                    requestedKobo: paid.amountKobo,
                    status: 'paid',
                    paymentId: paid.reference,
                    amountKobo: paid.amountKobo,
                    paidAt: paid.paidAt,
                    periodStart: start,
                    periodEnd: end,
                    createdAt: now,
                    updatedAt: now,
                  })
                  .commit(),
            billingCharge.create({ companyId, reference: paid.reference, planType, amountKobo: paid.amountKobo, feeKobo: paid.feeKobo, paidAt: paid.paidAt, periodStart: start, periodEnd: end }).commit(),
            subscription
              .patch({ companyId })
              // A charge older than the period the company has (reported late) is history only.
              .set(keepsLaterEnd ? { updatedAt: now } : { planType, amount: plan.monthlyPriceKobo, status: 'active', startDate: start, endDate: end, updatedAt: now })
              // What was read is what is written over (another charge may have moved it meanwhile).
              .where((a, op) => op.eq(a.endDate, sub.endDate))
              .commit(),
          ])
          .go(),
      );
      logger.info('plan charge recorded', { companyId, planType, reference: paid.reference });
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      // The reference was claimed already: reported before, nothing more to do.
      if (error.failed.includes(0) || error.failed.includes(1)) return;
      // The period moved meanwhile, or a concurrent transaction touched the same items: read again and retry.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
  throw new ConflictError('The subscription changed while the payment was recorded. Try again.');
}

type ChargeItem = { reference: string; companyId: string; payee: 'company' | 'kobo'; planType?: PlanCode; email: string; status: 'initialized' | 'paid' | 'failed' };

export async function readCharge(reference: string): Promise<ChargeItem | null> {
  const { data } = await db().entities.onlineCharge.get({ reference }).go({ consistent: true });
  return (data as ChargeItem | null) ?? null;
}

/**
 * GET /api/settings/subscription/checkout/{reference}: the page Paystack sends the owner back
 * to asks what became of the checkout. Asks Paystack (never the browser), records the charge
 * when it went through (unless the webhook did first), and answers the subscription now.
 */
export async function planCheckoutResult(caller: Member, reference: string): Promise<PlanCheckoutResult> {
  const charge = await readCharge(reference);
  if (!charge || charge.payee !== 'kobo' || charge.companyId !== caller.companyId || !charge.planType) throw new AppError(404, 'not_found', 'Unknown payment reference');
  let status: PlanCheckoutResult['status'] = charge.status === 'paid' ? 'paid' : 'pending';
  if (status !== 'paid') {
    // Paystack down or slow is its own 502 (PaystackUnavailable): the checkout stays as it is, to be asked again or settled by the webhook.
    const paid = await verifyCheckout(await koboKey(), reference);
    if (paid?.outcome === 'success') {
      await settlePlanCharge(caller.companyId, charge.planType, paid, charge.email, true);
      status = (await readCharge(reference))?.status === 'paid' ? 'paid' : 'failed';
    } else if (paid?.outcome === 'failed') {
      status = 'failed';
    }
  }
  return { status, reference, planType: charge.planType, billing: await getBilling(caller.companyId) };
}

/** POST /api/settings/subscription/cancel: Paystack stops renewing; the plan runs to the end of the period paid for. */
export async function cancelSubscription(caller: Member): Promise<Billing> {
  const sub = await readSubscription(caller.companyId);
  if (!sub || !renewsWithPaystack(sub) || !sub.paystackSubscriptionCode || !sub.paystackEmailToken) {
    throw new ConflictError(BILLING_MESSAGES.notCancellable, 'not_cancellable');
  }
  const key = await koboKey();
  // Paystack down or slow is its own 502 (PaystackUnavailable), and the subscription is left as it was.
  const answer = await paystackCall(key, 'POST', '/subscription/disable', { code: sub.paystackSubscriptionCode, token: sub.paystackEmailToken });
  // Paystack refuses a subscription it has stopped already: either way it no longer renews.
  if (!answer.status && answer.httpStatus !== 400) throw new AppError(502, 'paystack_unavailable', 'Paystack could not cancel the plan. Try again in a moment.');
  await setStatus(caller.companyId, sub.paystackSubscriptionCode, 'non_renewing', ['active', 'past_due']);
  return getBilling(caller.companyId);
}

/** Whether Resume applies: a paid plan cancelled by the owner (or on Paystack's page) whose period has not ended. */
const resumable = (sub: SubscriptionRecord, now: Date): boolean =>
  sub.planType !== 'free' && sub.status === 'non_renewing' && now < new Date(sub.endDate) && Boolean(sub.paystackSubscriptionCode && sub.paystackEmailToken);

/**
 * POST /api/settings/subscription/resume: a cancelled plan renews again, before its period ends.
 * Paystack enables the same subscription (it renews on the date it would have), so nothing is
 * charged now. Paystack refusing (the subscription ended on its side meanwhile) is a 409: the
 * owner pays for a plan again when the period is over.
 */
export async function resumeSubscription(caller: Member, now = new Date()): Promise<Billing> {
  const sub = await readSubscription(caller.companyId);
  if (!sub || !resumable(sub, now)) throw new ConflictError(BILLING_MESSAGES.notResumable, 'not_resumable');
  const key = await koboKey();
  // Paystack down or slow is its own 502 (PaystackUnavailable), and the subscription is left as it was.
  const answer = await paystackCall(key, 'POST', '/subscription/enable', { code: sub.paystackSubscriptionCode, token: sub.paystackEmailToken });
  if (!answer.status) {
    if (answer.httpStatus !== 400) throw new AppError(502, 'paystack_unavailable', 'Paystack could not resume the plan. Try again in a moment.');
    logger.warn('paystack refused to enable a subscription', { companyId: caller.companyId, message: answer.message });
    throw new ConflictError(BILLING_MESSAGES.notResumable, 'not_resumable');
  }
  await setStatus(caller.companyId, sub.paystackSubscriptionCode!, 'active', ['non_renewing']);
  return getBilling(caller.companyId);
}

/**
 * Sets the status when the record is still about `subscriptionCode` and in one of `from`; otherwise
 * nothing (a repeat, or a stale event). With `unchangedSince`, also only when nothing wrote the record
 * after that moment (an owner's resume landing while an event about the cancel was being checked).
 */
export async function setStatus(companyId: string, subscriptionCode: string, status: SubscriptionStatus, from: SubscriptionStatus[], unchangedSince?: string): Promise<boolean> {
  try {
    await db()
      .entities.subscription.patch({ companyId })
      .set({ status, updatedAt: new Date().toISOString() })
      .where((a, op) =>
        [`${op.eq(a.paystackSubscriptionCode, subscriptionCode)}`, `(${from.map((s) => op.eq(a.status, s)).join(' OR ')})`, ...(unchangedSince ? [`(${op.notExists(a.updatedAt)} OR ${op.lte(a.updatedAt, unchangedSince)})`] : [])].join(' AND '),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
