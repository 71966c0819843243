import { PLANS } from '../../../shared/plans';
import type { PaystackEvent } from '../../../shared/schemas/paystack-event';
import { db } from '../../entities/table';
import { isConditionFailure } from '../../lib/dynamo-errors';
import { koboPaystackKey } from '../../lib/kobo-paystack-key';
import { logger } from '../../lib/logger';
import { paystackCall } from '../../lib/paystack';
import { WebhookRefused } from './invoice-checkout';
import { planOfPaystackCode } from './kobo-plans';
import { chargeOf, notApplied, readEvent, signatureValid } from './paystack-engine';
import { readCharge, readSubscription, setStatus, settlePlanCharge } from './plan-checkout';

/*
 * Kobo's billing webhook: Paystack's events for Kobo's own account (the plans),
 * beside the checkout in plan-checkout.ts. Each event sets a state or claims a
 * reference, so a repeat or a stale event changes nothing.
 */

/** The company a Paystack customer of Kobo's account pays for. */
async function companyOfCustomer(customerCode: string | undefined): Promise<string | null> {
  if (!customerCode) return null;
  const { data } = await db().entities.paystackCustomer.get({ customerCode }).go();
  return data?.companyId ?? null;
}

type SubscriptionCreated = Extract<PaystackEvent, { event: 'subscription.create' }>['data'];

/**
 * `subscription.create`: the subscription that renews the plan. Only a subscription made after
 * the one the company has counts (a late or repeated report of a replaced one changes nothing,
 * by a condition on the creation time); one that replaces another (a change of plan) stops the
 * old one at Paystack.
 */
async function subscriptionCreated(key: string, companyId: string, d: SubscriptionCreated): Promise<void> {
  const code = d.subscription_code;
  const token = d.email_token;
  const created = new Date(Date.parse((d.createdAt ?? d.created_at)!)).toISOString();
  const sub = await readSubscription(companyId);
  if (!sub || sub.paystackSubscriptionCode === code) return;
  if (sub.paystackSubscriptionCreatedAt && sub.paystackSubscriptionCreatedAt >= created) {
    logger.info('subscription.create of a replaced subscription ignored', { companyId });
    return;
  }
  const planType = d.plan?.plan_code ? await planOfPaystackCode(key, d.plan.plan_code) : null;
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
 * is checked against Kobo's secret key before the body is parsed, then the body is read with
 * the engine's event schema. An event Kobo does not use, or one it cannot apply (a field out
 * of bounds, a body that is not JSON, a reference or a customer Kobo does not know) is answered
 * 200 and logged with why, so Paystack stops sending it, and nothing is written.
 */
export async function billingWebhook(rawBody: string, signature: string | undefined): Promise<{ received: true }> {
  const key = await koboPaystackKey();
  if (!key || !signatureValid(rawBody, signature, key)) {
    logger.warn('billing webhook refused', { configured: Boolean(key) });
    throw new WebhookRefused();
  }
  const read = readEvent(rawBody);
  if (read.kind === 'refused') return notApplied('kobo', read.reason, { event: read.name });
  if (read.kind === 'ignored') {
    logger.info('billing webhook event ignored', { event: read.name });
    return { received: true };
  }
  const { event } = read;
  if (event.event === 'charge.success') {
    const paid = chargeOf(event.data);
    const ours = await readCharge(paid.reference);
    if (ours) {
      if (ours.payee !== 'kobo' || !ours.planType) return notApplied('kobo', 'a reference that is not a plan charge', { event: event.event, reference: paid.reference });
      await settlePlanCharge(ours.companyId, ours.planType, paid, ours.email, true);
      return { received: true };
    }
    // A renewal: Paystack made the reference; the customer and the plan say whose and which.
    const companyId = await companyOfCustomer(paid.customerCode);
    const planType = companyId && paid.planCode ? await planOfPaystackCode(key, paid.planCode) : null;
    if (!companyId || !planType) return notApplied('kobo', 'a charge for an unknown customer or plan', { event: event.event, reference: paid.reference });
    await settlePlanCharge(companyId, planType, paid, '', false);
    return { received: true };
  }
  const companyId = await companyOfCustomer(event.data.customer.customer_code);
  if (!companyId) return notApplied('kobo', 'an unknown customer', { event: event.event });
  if (event.event === 'subscription.create') await subscriptionCreated(key, companyId, event.data);
  else if (event.event === 'invoice.payment_failed') await setStatus(companyId, event.data.subscription.subscription_code, 'past_due', ['active']);
  else if (event.event === 'subscription.not_renew') {
    // Late or sent again after the owner resumed the plan: Paystack's subscription as it stands now decides, and a
    // resume that lands while it is asked (its write is newer than the question) wins.
    const asked = new Date().toISOString();
    const now = await paystackCall<{ status?: string }>(key, 'GET', `/subscription/${encodeURIComponent(event.data.subscription_code)}`);
    if (now.status && now.data?.status === 'active') return notApplied('kobo', 'a subscription that renews again', { event: event.event });
    await setStatus(companyId, event.data.subscription_code, 'non_renewing', ['active', 'past_due'], asked);
  }
  else await setStatus(companyId, event.data.subscription_code, 'cancelled', ['active', 'past_due', 'non_renewing']);
  return { received: true };
}
