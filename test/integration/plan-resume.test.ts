import { db } from '../../functions/entities/table';
import { billingSchema, planCheckoutResultSchema, planCheckoutSchema, type Billing } from '../../shared/schemas/billing';
import { BILLING_MESSAGES } from '../../shared/subscription';
import { pdfText } from '../support/pdf-text';
import { call, onboardedUser, startApi, stopApi } from './helpers/api';
import { BILLING_HOOK as HOOK, KOBO_KEY, signedWebhook, type Owner } from './helpers/paystack';

/*
 * A cancelled plan resumed before its period ends, and the plan receipt's reference, against
 * the real handlers, DynamoDB Local and the Paystack stand-in as Kobo's own account (the rest of
 * paying for a plan: billing.test.ts).
 */

jest.setTimeout(120_000);

type Json = Record<string, any>;

const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;

async function setKoboWebhook(url: string): Promise<void> {
  const res = await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: KOBO_KEY(), url }) });
  expect(res.status).toBe(200);
}

let baseUrl = '';
beforeAll(async () => {
  baseUrl = await startApi();
  await setKoboWebhook(`${baseUrl}${HOOK}`);
});
afterAll(async () => {
  await setKoboWebhook('');
  await stopApi();
});

/** Paystack's API with Kobo's secret key. */
async function paystack(method: string, path: string): Promise<Json> {
  const res = await fetch(`${PAYSTACK()}${path}`, { method, headers: { authorization: `Bearer ${KOBO_KEY()}` } });
  return ((await res.json()) as { data: Json }).data;
}

/** The company's one subscription on Kobo's Paystack account. */
async function subscriptionOf(owner: Owner): Promise<Json> {
  const customer = await paystack('GET', `/customer/${encodeURIComponent(owner.email)}`);
  const [subscription] = (await paystack('GET', `/subscription?customer=${customer.id}&perPage=100`)) as unknown as Json[];
  return subscription!;
}

async function billingOf(owner: Owner): Promise<Billing> {
  const res = await call(owner, 'GET', '/api/settings/subscription');
  expect(res.status).toBe(200);
  return billingSchema.parse(res.body);
}

/** The owner pays for Starter on the stand-in's checkout and comes back to the subscription page. */
async function upgrade(owner: Owner): Promise<{ reference: string; billing: Billing }> {
  const { authorizationUrl, reference } = planCheckoutSchema.parse((await call(owner, 'POST', '/api/settings/subscription/checkout', { body: { plan: 'starter' } })).body);
  expect((await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const result = planCheckoutResultSchema.parse((await call(owner, 'GET', `/api/settings/subscription/checkout/${reference}`)).body);
  expect(result.status).toBe('paid');
  return { reference, billing: result.billing };
}

const cancel = (owner: Owner) => call(owner, 'POST', '/api/settings/subscription/cancel');
const resume = (owner: Owner) => call(owner, 'POST', '/api/settings/subscription/resume');

describe('resuming a cancelled plan', () => {
  it('renews again at Paystack before the period ends, with nothing charged and the same period; only an owner may', async () => {
    const owner: Owner = await onboardedUser();
    // Nothing to resume on the trial, nor on a plan that renews.
    const onTrial = await resume(owner);
    expect(onTrial.status).toBe(409);
    expect(onTrial.body.error).toEqual({ code: 'not_resumable', message: BILLING_MESSAGES.notResumable });
    const { billing: paid } = await upgrade(owner);
    expect(paid).toMatchObject({ resumable: false, cancellable: true });
    expect((await resume(owner)).status).toBe(409);

    const code = (await subscriptionOf(owner)).subscription_code as string;
    expect(billingSchema.parse((await cancel(owner)).body)).toMatchObject({ status: 'non_renewing', phase: 'ending', resumable: true, cancellable: false });
    expect((await paystack('GET', `/subscription/${code}`)).status).toBe('non-renewing');

    const res = await resume(owner);
    expect(res.status).toBe(200);
    expect(billingSchema.parse(res.body)).toMatchObject({ planType: 'starter', status: 'active', phase: 'active', resumable: false, cancellable: true, endDate: paid.endDate });
    // The same subscription renews at Paystack, and no second charge was taken.
    expect(await paystack('GET', `/subscription/${code}`)).toMatchObject({ status: 'active' });
    expect((await billingOf(owner)).charges).toHaveLength(1);
    expect((await resume(owner)).body.error?.code).toBe('not_resumable');
    // The cancel's subscription.not_renew, arriving late or sent again after the resume, changes nothing: Paystack's subscription renews.
    const late = JSON.stringify({ event: 'subscription.not_renew', data: { ...(await paystack('GET', `/subscription/${code}`)), status: 'non-renewing' } });
    expect((await signedWebhook(HOOK, late, KOBO_KEY())).status).toBe(200);
    expect(await billingOf(owner)).toMatchObject({ status: 'active', phase: 'active', resumable: false, cancellable: true });

    // It can be cancelled again, and the renewal at the period's end is charged.
    expect((await cancel(owner)).status).toBe(200);
    expect((await resume(owner)).status).toBe(200);
    const renewed = await fetch(`${PAYSTACK()}/_local/subscriptions/${code}/renew`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'success' }) });
    expect(renewed.status).toBe(200);
    const after = await billingOf(owner);
    expect(after.charges).toHaveLength(2);
    expect(after.endDate > paid.endDate).toBe(true);
  });

  it('is refused once the period has ended, or when Paystack has ended the subscription', async () => {
    const owner: Owner = await onboardedUser();
    await upgrade(owner);
    const code = (await subscriptionOf(owner)).subscription_code as string;
    expect((await cancel(owner)).status).toBe(200);

    // The period is over (the one thing a test cannot wait for, set in the table).
    const { data: sub } = await db().entities.subscription.get({ companyId: owner.companyId }).go();
    await db().entities.subscription.patch({ companyId: owner.companyId }).set({ endDate: new Date(Date.now() - 60_000).toISOString() }).go();
    expect(await billingOf(owner)).toMatchObject({ status: 'non_renewing', phase: 'grace', resumable: false });
    expect((await resume(owner)).status).toBe(409);
    expect((await paystack('GET', `/subscription/${code}`)).status).toBe('non-renewing');

    // Within the period again, but Paystack ended the subscription (its event lost): Paystack refuses, and Kobo says so.
    await db().entities.subscription.patch({ companyId: owner.companyId }).set({ endDate: sub!.endDate }).go();
    await setKoboWebhook('http://127.0.0.1:9/');
    try {
      expect((await fetch(`${PAYSTACK()}/_local/subscriptions/${code}/end`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    } finally {
      await setKoboWebhook(`${baseUrl}${HOOK}`);
    }
    const refused = await resume(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_resumable');
    expect(await billingOf(owner)).toMatchObject({ status: 'non_renewing' });
  });
});

describe("Kobo's plan receipt", () => {
  it('prints the Paystack reference whole, on one line, wherever it appears', async () => {
    const owner: Owner = await onboardedUser('Ikeja Prints Ltd');
    const { reference } = await upgrade(owner);
    const res = await call(owner, 'GET', `/api/settings/subscription/charges/${reference}/pdf`);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await (await fetch(res.body.url as string)).arrayBuffer()));
    const lines = text.split('\n');
    // The header's number and the Reference# fact, each whole: no line holds a piece of it.
    expect(lines.filter((l) => l.includes(reference))).toHaveLength(2);
    expect(lines.filter((l) => l.includes(reference.slice(0, 12)) || l.includes(reference.slice(-8)))).toHaveLength(2);
  });
});
