import { PLANS } from '../../../shared/plans';
import { db } from '../../entities/table';
import { isConditionFailure } from '../../lib/dynamo-errors';
import { koboPaystackKey } from '../../lib/kobo-paystack-key';
import { logger } from '../../lib/logger';
import { paystackCall } from '../../lib/paystack';
import { WebhookRefused } from './invoice-checkout';
import { planOfPaystackCode } from './kobo-plans';
import { chargeOf, signatureValid } from './paystack-engine';
import { readCharge, readSubscription, setStatus, settlePlanCharge } from './plan-checkout';

/*
 * Kobo's billing webhook: Paystack's events for Kobo's own account (the plans),
 * beside the checkout in plan-checkout.ts. Each event sets a state or claims a
 * reference, so a repeat or a stale event changes nothing.
 */

/** The company a Paystack customer of Kobo's account pays for. */
async function companyOfCustomer(customerCode: unknown): Promise<string | null> {
  if (typeof customerCode !== 'string' || !customerCode) return null;
  const { data } = await db().entities.paystackCustomer.get({ customerCode }).go();
  return data?.companyId ?? null;
}

interface SubscriptionEventData {
  subscription_code?: unknown;
  createdAt?: unknown;
  created_at?: unknown;
  email_token?: unknown;
  status?: unknown;
  plan?: { plan_code?: unknown } | null;
  customer?: { customer_code?: unknown } | null;
  subscription?: { subscription_code?: unknown } | null;
}

/**
 * `subscription.create`: the subscription that renews the plan. Only a subscription made after
 * the one the company has counts (a late or repeated report of a replaced one changes nothing,
 * by a condition on the creation time); one that replaces another (a change of plan) stops the
 * old one at Paystack.
 */
async function subscriptionCreated(key: string, companyId: string, d: SubscriptionEventData): Promise<void> {
  const code = d.subscription_code;
  const token = d.email_token;
  const createdMs = Date.parse(String(d.createdAt ?? d.created_at ?? ''));
  if (typeof code !== 'string' || typeof token !== 'string' || Number.isNaN(createdMs)) return;
  const created = new Date(createdMs).toISOString();
  const sub = await readSubscription(companyId);
  if (!sub || sub.paystackSubscriptionCode === code) return;
  if (sub.paystackSubscriptionCreatedAt && sub.paystackSubscriptionCreatedAt >= created) {
    logger.info('subscription.create of a replaced subscription ignored', { companyId });
    return;
  }
  const planType = typeof d.plan?.plan_code === 'string' ? await planOfPaystackCode(key, d.plan.plan_code) : null;
  try {
    await db()
      .entities.subscription.patch({ companyId })
      .set({
        paystackSubscriptionCode: code,
        paystackEmailToken: token,
        paystackSubscriptionCreatedAt: created,
        ...(planType ? { planType, amount: PLANS[planType].monthlyPriceKobo } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where((a, op) => `${op.notExists(a.paystackSubscriptionCreatedAt)} OR ${op.lt(a.paystackSubscriptionCreatedAt, created)}`)
      .go();
  } catch (error) {
    // A newer subscription was recorded meanwhile.
    if (isConditionFailure(error)) return;
    throw error;
  }
  if (sub.paystackSubscriptionCode && sub.paystackEmailToken) {
    // The plan changed: the old subscription must not renew as well.
    const old = await paystackCall(key, 'POST', '/subscription/disable', { code: sub.paystackSubscriptionCode, token: sub.paystackEmailToken }).catch((error: unknown) => ({ status: false, message: String(error) }));
    if (!old.status) logger.warn('replaced subscription not stopped at Paystack', { companyId, message: old.message });
  }
}

/**
 * POST /api/billing/paystack-webhook: Paystack's events for Kobo's own account. The signature
 * is checked against Kobo's secret key before the body is parsed; an event or a customer Kobo
 * does not know is answered 200 and logged, so Paystack stops sending it.
 */
export async function billingWebhook(rawBody: string, signature: string | undefined): Promise<{ received: true }> {
  const key = await koboPaystackKey();
  if (!key || !signatureValid(rawBody, signature, key)) {
    logger.warn('billing webhook refused', { configured: Boolean(key) });
    throw new WebhookRefused();
  }
  let event: { event?: unknown; data?: unknown };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    logger.warn('billing webhook body is not JSON');
    return { received: true };
  }
  const d = (event.data ?? {}) as SubscriptionEventData;
  const name = String(event.event);
  if (name === 'charge.success') {
    const paid = chargeOf(event.data);
    if (!paid || paid.outcome !== 'success') return { received: true };
    const ours = await readCharge(paid.reference);
    if (ours) {
      if (ours.payee === 'kobo' && ours.planType) await settlePlanCharge(ours.companyId, ours.planType, paid, ours.email, true);
      else logger.warn('billing webhook for a reference that is not a plan charge', { reference: paid.reference });
      return { received: true };
    }
    // A renewal: Paystack made the reference; the customer and the plan say whose and which.
    const companyId = await companyOfCustomer(paid.customerCode);
    const planType = companyId && paid.planCode ? await planOfPaystackCode(key, paid.planCode) : null;
    if (!companyId || !planType) {
      logger.warn('billing webhook charge for an unknown customer or plan', { reference: paid.reference });
      return { received: true };
    }
    await settlePlanCharge(companyId, planType, paid, '', false);
    return { received: true };
  }
  const subscriptionEvents = ['subscription.create', 'subscription.not_renew', 'subscription.disable', 'invoice.payment_failed'];
  if (!subscriptionEvents.includes(name)) {
    logger.info('billing webhook event ignored', { event: name });
    return { received: true };
  }
  const companyId = await companyOfCustomer(d.customer?.customer_code);
  if (!companyId) {
    logger.warn('billing webhook event for an unknown customer', { event: name });
    return { received: true };
  }
  const code = name === 'invoice.payment_failed' ? d.subscription?.subscription_code : d.subscription_code;
  if (typeof code !== 'string') return { received: true };
  if (name === 'subscription.create') await subscriptionCreated(key, companyId, d);
  else if (name === 'subscription.not_renew') await setStatus(companyId, code, 'non_renewing', ['active', 'past_due']);
  else if (name === 'subscription.disable') await setStatus(companyId, code, 'cancelled', ['active', 'past_due', 'non_renewing']);
  else await setStatus(companyId, code, 'past_due', ['active']);
  return { received: true };
}
