import { createHmac } from 'node:crypto';
import { addMonths } from 'date-fns';
import { db } from '../../functions/entities/table';
import { PLANS } from '../../shared/plans';
import { billingSchema, planCheckoutResultSchema, planCheckoutSchema, type Billing } from '../../shared/schemas/billing';
import { BILLING_MESSAGES, GRACE_DAYS, READ_ONLY_MESSAGE, SUBSCRIPTION_PAGE, TRIAL_DAYS } from '../../shared/subscription';
import { pdfText } from '../support/pdf-text';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * A company paying Kobo for its plan, end to end against the real handlers, DynamoDB Local
 * and the Paystack stand-in (scripts/local/paystack.ts) as Kobo's own Paystack account
 * ('Kobo (plans)'): Settings > Subscription & Billing, the checkout the server starts with
 * the plan's Paystack code, the stand-in's checkout page, its signed webhook to Kobo's
 * billing address, the callback page's verify, renewals, cancelling, and what a company
 * whose subscription lapsed may still do. One reference gives one paid period, whatever
 * order and however often it is reported.
 *
 * Only the clock is arranged through the table (a trial's or a period's end in the past):
 * everything else goes through the API and the stand-in, as a user and Paystack would.
 */

jest.setTimeout(120_000);

type Owner = TestUser & { companyId: string };
type Json = Record<string, any>;

const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;
const KOBO_KEY = () => process.env.KOBO_PAYSTACK_SECRET_KEY!;
const HOOK = '/api/billing/paystack-webhook';
const DAY = 86_400_000;
/** Nothing listens on the discard port: Paystack's webhook to it is lost, as when Kobo is down. */
const UNREACHABLE = 'http://127.0.0.1:9/';

let baseUrl = '';

/** Kobo's webhook URL on the stand-in's Kobo account (what Paystack's dashboard holds). */
async function setKoboWebhook(url: string): Promise<void> {
  const res = await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: KOBO_KEY(), url }) });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  baseUrl = await startApi();
  expect(KOBO_KEY()).toMatch(/^sk_test_[0-9a-f]{40}$/);
  await setKoboWebhook(`${baseUrl}${HOOK}`);
});
afterAll(async () => {
  await setKoboWebhook('');
  await stopApi();
});

// ------------------------------------------------------------------ Paystack's side

/** Paystack's API with Kobo's secret key (what Kobo's operators see on Paystack's dashboard). */
async function paystack<T = Json>(method: string, path: string, body?: unknown): Promise<{ status: number; body: { status: boolean; message: string; data: T } }> {
  const res = await fetch(`${PAYSTACK()}${path}`, {
    method,
    headers: { authorization: `Bearer ${KOBO_KEY()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status: boolean; message: string; data: T } };
}

/** The stand-in's controls for time passing (no auth). */
async function control(path: string, body: unknown = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${PAYSTACK()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Paystack's verify answer for a reference on Kobo's account. */
const koboTransaction = async (reference: string) => (await paystack(`GET`, `/transaction/verify/${reference}`)).body.data;

/** A subscription on Kobo's account, as Paystack answers it. */
const koboSubscription = async (code: string) => (await paystack('GET', `/subscription/${code}`)).body.data;

/** The company owner's subscriptions on Kobo's account, newest first. */
async function subscriptionsOf(owner: Owner): Promise<Json[]> {
  const customer = (await paystack('GET', `/customer/${encodeURIComponent(owner.email)}`)).body.data;
  expect(customer.customer_code).toMatch(/^CUS_/);
  return (await paystack<Json[]>('GET', `/subscription?customer=${customer.id}&perPage=100`)).body.data;
}

/** The payer on the stand-in's checkout page: Pay, Fail or Pay later. Answers where Paystack sends them back. */
async function press(authorizationUrl: string, outcome: 'pay' | 'fail' | 'later' = 'pay'): Promise<URL> {
  const res = await fetch(`${authorizationUrl}/${outcome}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const sign = (body: string, secret = KOBO_KEY()) => createHmac('sha512', secret).update(body).digest('hex');

/** A call to Kobo's billing webhook, as Paystack makes it. */
const webhook = (body: string, signature?: string) =>
  call(null, 'POST', HOOK, { raw: body, headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) } });

/** `charge.success` for a reference as Paystack's webhook carries it: verify's data, the plan as an object. */
async function chargeSuccess(reference: string, changes: Json = {}): Promise<Json> {
  const data = await koboTransaction(reference);
  return { event: 'charge.success', data: { ...data, plan: data.plan_object, plan_object: undefined, ...changes } };
}

/** Runs `fn` while Kobo's webhook is unreachable (Paystack's events are lost), then puts it back. */
async function withoutWebhook<T>(fn: () => Promise<T>): Promise<T> {
  await setKoboWebhook(UNREACHABLE);
  try {
    return await fn();
  } finally {
    await setKoboWebhook(`${baseUrl}${HOOK}`);
  }
}

/** Reads until `done` holds (or `ms` passes): for what the stand-in sends just after it answers. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ------------------------------------------------------------------ Kobo's side

async function billingOf(owner: Owner): Promise<Billing> {
  const res = await call(owner, 'GET', '/api/settings/subscription');
  expect(res.status).toBe(200);
  return billingSchema.parse(res.body);
}

const startCheckout = (owner: Owner, body: Json) => call(owner, 'POST', '/api/settings/subscription/checkout', { body });
const checkoutResult = (owner: Owner, reference: string) => call(owner, 'GET', `/api/settings/subscription/checkout/${reference}`);
const cancel = (owner: Owner) => call(owner, 'POST', '/api/settings/subscription/cancel');

/** Starts a checkout for `plan` and answers where the owner is sent and its reference. */
async function checkoutFor(owner: Owner, plan: 'starter' | 'professional'): Promise<{ authorizationUrl: string; reference: string }> {
  const res = await startCheckout(owner, { plan });
  expect(res.status).toBe(200);
  return planCheckoutSchema.parse(res.body);
}

/** The owner pays for `plan` on the stand-in and comes back to the subscription page, which asks what became of it. */
async function upgrade(owner: Owner, plan: 'starter' | 'professional' = 'starter'): Promise<{ reference: string; billing: Billing }> {
  const { authorizationUrl, reference } = await checkoutFor(owner, plan);
  await press(authorizationUrl, 'pay');
  const res = await checkoutResult(owner, reference);
  expect(res.status).toBe(200);
  const result = planCheckoutResultSchema.parse(res.body);
  expect(result).toMatchObject({ status: 'paid', reference, planType: plan });
  return { reference, billing: result.billing };
}

/** A checkout paid at Paystack whose webhook never reached Kobo (Kobo was down meanwhile). */
async function paidUnreported(owner: Owner, plan: 'starter' | 'professional' = 'starter'): Promise<string> {
  const { authorizationUrl, reference } = await checkoutFor(owner, plan);
  await withoutWebhook(() => press(authorizationUrl, 'pay'));
  expect(await koboTransaction(reference)).toMatchObject({ status: 'success', amount: PLANS[plan].monthlyPriceKobo });
  return reference;
}

/** Moves the end of the trial or of the period paid for: the one thing a test cannot wait for. */
async function setEndDate(companyId: string, endDate: Date): Promise<void> {
  await db().entities.subscription.patch({ companyId }).set({ endDate: endDate.toISOString() }).go();
}

const line = { name: 'Catering for 50 guests', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
async function newCustomer(owner: Owner): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: 'accounts@ekohotels.ng' } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}
const newInvoice = (owner: Owner, customerId: string) =>
  call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines: [line], status: 'sent' } });
const writeSomething = (owner: Owner) => call(owner, 'POST', '/api/customers', { body: { displayName: `Customer ${Date.now()}` } });

/** About one month after `from`: the period Paystack's monthly plan pays for. */
function expectOneMonthAfter(endDate: string, from: string) {
  expect(endDate).toBe(addMonths(new Date(from), 1).toISOString());
}

// ------------------------------------------------------------------ tests

describe('Subscription & Billing on the free trial', () => {
  it('shows a new company on the trial, with the free plan’s limit, and only to owners', async () => {
    const owner: Owner = await onboardedUser();
    const billing = await billingOf(owner);
    expect(billing).toMatchObject({ planType: 'free', status: 'active', phase: 'trial', readOnly: false, invoiceLimit: 5, invoicesUsed: 0, charges: [], cancellable: false });
    // The trial runs 14 days from onboarding; the grace 3 more.
    expect(Math.round((Date.parse(billing.endDate) - Date.parse(billing.startDate)) / DAY)).toBe(TRIAL_DAYS);
    expect(Date.parse(billing.startDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(Math.round((Date.parse(billing.graceEndsAt) - Date.parse(billing.endDate)) / DAY)).toBe(GRACE_DAYS);
    // Nothing to cancel on the trial.
    const refused = await cancel(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'not_cancellable', message: BILLING_MESSAGES.notCancellable });

    for (const role of ['admin', 'staff', 'viewer'] as const) {
      const member = await memberOf(owner, role);
      const answers = [await call(member, 'GET', '/api/settings/subscription'), await startCheckout(member, { plan: 'starter' }), await cancel(member)];
      expect({ role, statuses: answers.map((a) => a.status) }).toEqual({ role, statuses: [403, 403, 403] });
    }
    // Nothing was started on their behalf.
    expect((await paystack('GET', `/customer/${encodeURIComponent(owner.email)}`)).status).toBe(400);
  });
});

describe('upgrading through Paystack', () => {
  it('the trial refuses the 6th invoice; paying for Starter lifts the limit at once', async () => {
    const owner: Owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    for (let i = 0; i < 5; i++) expect((await newInvoice(owner, customerId)).status).toBe(201);
    const sixth = await newInvoice(owner, customerId);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.code).toBe('plan_limit');
    expect(await billingOf(owner)).toMatchObject({ invoicesUsed: 5, invoiceLimit: 5 });

    const { authorizationUrl, reference } = await checkoutFor(owner, 'starter');
    expect(authorizationUrl.startsWith(`${PAYSTACK()}/checkout/`)).toBe(true);
    expect(reference).toMatch(/^KOBO-[0-9a-z]{25}$/);
    // The server set what Paystack charges: the plan's price, for the plan's Paystack plan, to the owner.
    const started = await koboTransaction(reference);
    expect(started).toMatchObject({ status: 'abandoned', amount: PLANS.starter.monthlyPriceKobo, currency: 'NGN', customer: { email: owner.email } });
    expect(started.plan_object).toMatchObject({ name: 'Kobo Starter', amount: PLANS.starter.monthlyPriceKobo, interval: 'monthly' });

    // The owner pays; Paystack reports the charge and the subscription to Kobo, then sends the owner back.
    const back = await press(authorizationUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(`${process.env.APP_URL}${SUBSCRIPTION_PAGE}`);
    expect(back.searchParams.get('trxref')).toBe(reference);
    expect(back.searchParams.get('reference')).toBe(reference);
    // The webhook got there first: the plan is already Starter before the page asks.
    expect((await billingOf(owner)).planType).toBe('starter');

    const res = await checkoutResult(owner, reference);
    expect(res.status).toBe(200);
    const result = planCheckoutResultSchema.parse(res.body);
    expect(result).toMatchObject({ status: 'paid', reference, planType: 'starter' });
    const paidAt = (await koboTransaction(reference)).paid_at as string;
    expect(result.billing).toMatchObject({ planType: 'starter', status: 'active', phase: 'active', readOnly: false, invoiceLimit: null, invoicesUsed: 5, cancellable: true });
    expect(result.billing.charges).toEqual([{ reference, planType: 'starter', amountKobo: 500_000, paidAt, periodStart: paidAt, periodEnd: result.billing.endDate }]);
    expect(result.billing.startDate).toBe(paidAt);
    expectOneMonthAfter(result.billing.endDate, paidAt);
    expect(Date.parse(paidAt)).toBeGreaterThan(Date.now() - 60_000);

    // Paystack's subscription renews the plan monthly.
    const [subscription, ...others] = await subscriptionsOf(owner);
    expect(others).toHaveLength(0);
    expect(subscription).toMatchObject({ status: 'active', amount: 500_000, plan: { name: 'Kobo Starter' } });

    expect((await newInvoice(owner, customerId)).status).toBe(201);
    expect((await billingOf(owner)).invoicesUsed).toBe(6);
  });

  it('records a payment the callback page reports before the webhook once, however often Paystack replays it', async () => {
    const owner: Owner = await onboardedUser();
    const reference = await paidUnreported(owner);
    expect((await billingOf(owner)).planType).toBe('free');

    // The callback page asks (twice: a reload): Kobo verifies with Paystack and records the charge.
    const first = (await checkoutResult(owner, reference)).body;
    const again = (await checkoutResult(owner, reference)).body;
    expect(first).toMatchObject({ status: 'paid', planType: 'starter', billing: { planType: 'starter', phase: 'active' } });
    expect(again).toEqual(first);
    const { endDate, charges } = first.billing as Billing;
    expect(charges.map((c) => c.reference)).toEqual([reference]);

    // Paystack retries the webhook it could not deliver, five times.
    const event = await chargeSuccess(reference);
    for (let i = 0; i < 5; i++) {
      const sent = await control('/_local/events', { secretKey: KOBO_KEY(), ...event });
      expect(sent).toEqual({ status: 200, body: { webhookStatus: 200 } });
    }
    const after = await billingOf(owner);
    expect(after.charges.map((c) => c.reference)).toEqual([reference]);
    expect(after.endDate).toBe(endDate);

    // The lost subscription.create, replayed, gives Kobo the subscription to cancel.
    expect(after.cancellable).toBe(false);
    const [subscription] = await subscriptionsOf(owner);
    expect((await control('/_local/events', { secretKey: KOBO_KEY(), event: 'subscription.create', data: subscription })).body.webhookStatus).toBe(200);
    expect(await billingOf(owner)).toMatchObject({ cancellable: true, endDate, planType: 'starter' });
  });

  it('gives one charge and one period when the callback races five webhook calls', async () => {
    const owner: Owner = await onboardedUser();
    const reference = await paidUnreported(owner);
    const body = JSON.stringify(await chargeSuccess(reference));
    const answers = await Promise.all([checkoutResult(owner, reference), ...Array.from({ length: 5 }, () => webhook(body, sign(body)))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[0]!.body.status).toBe('paid');
    for (const a of answers.slice(1)) expect(a.body).toEqual({ received: true });

    const billing = await billingOf(owner);
    const paidAt = (await koboTransaction(reference)).paid_at as string;
    expect(billing.charges).toEqual([{ reference, planType: 'starter', amountKobo: 500_000, paidAt, periodStart: paidAt, periodEnd: billing.endDate }]);
    expectOneMonthAfter(billing.endDate, paidAt);
    expect((await checkoutResult(owner, reference)).body.billing.charges).toHaveLength(1);
  });

  it('does not let a company pay for the plan it is on', async () => {
    const owner: Owner = await onboardedUser();
    await upgrade(owner, 'starter');
    const refused = await startCheckout(owner, { plan: 'starter' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'already_on_plan', message: BILLING_MESSAGES.alreadyOnPlan });
  });

  it('changes Starter for Professional: the new price is charged and the old subscription stops renewing', async () => {
    const owner: Owner = await onboardedUser();
    await upgrade(owner, 'starter');
    const [starter] = await subscriptionsOf(owner);
    expect(starter).toMatchObject({ status: 'active', plan: { name: 'Kobo Starter' } });

    const { reference, billing } = await upgrade(owner, 'professional');
    expect(billing).toMatchObject({ planType: 'professional', status: 'active', phase: 'active', invoiceLimit: null, cancellable: true });
    expect(billing.charges).toHaveLength(2);
    expect(billing.charges[0]).toMatchObject({ reference, planType: 'professional', amountKobo: 1_000_000 });
    expect(billing.charges[1]).toMatchObject({ planType: 'starter', amountKobo: 500_000 });
    expectOneMonthAfter(billing.endDate, billing.charges[0]!.paidAt);

    // Kobo stopped the Starter subscription when Professional's arrived: only one renews.
    const old = await eventually(
      () => koboSubscription(starter!.subscription_code as string),
      (s) => s.status !== 'active',
    );
    expect(old.status).toBe('non-renewing');
    const renewing = (await subscriptionsOf(owner)).filter((s) => s.status === 'active');
    expect(renewing).toHaveLength(1);
    expect(renewing[0]).toMatchObject({ plan: { name: 'Kobo Professional', amount: 1_000_000 } });
    // The old subscription's news (its not_renew, its end), however late, changes nothing.
    for (const event of ['subscription.not_renew', 'subscription.disable']) {
      const sent = await control('/_local/events', { secretKey: KOBO_KEY(), event, data: { ...old, status: event === 'subscription.disable' ? 'complete' : old.status } });
      expect(sent.body.webhookStatus).toBe(200);
    }
    expect(await billingOf(owner)).toMatchObject({ planType: 'professional', status: 'active', cancellable: true, endDate: billing.endDate });
  });

  it('a late subscription.create of the replaced Starter subscription (a Paystack retry) changes nothing', async () => {
    const owner: Owner = await onboardedUser();
    await upgrade(owner, 'starter');
    const [starter] = await subscriptionsOf(owner);
    const { billing } = await upgrade(owner, 'professional');
    const [professional] = await subscriptionsOf(owner);
    expect(professional).toMatchObject({ status: 'active', plan: { name: 'Kobo Professional' } });
    await eventually(
      () => koboSubscription(starter!.subscription_code as string),
      (s) => s.status !== 'active',
    );

    // Paystack retries the Starter subscription's first event as it first sent it (Kobo had not answered it in time).
    const retry = await control('/_local/events', { secretKey: KOBO_KEY(), event: 'subscription.create', data: starter });
    expect(retry.body.webhookStatus).toBe(200);
    // Still Professional, and the subscription that renews Professional is not the one stopped at Paystack.
    const after = await billingOf(owner);
    const renewing = await koboSubscription(professional!.subscription_code as string);
    expect({ planType: after.planType, status: after.status, endDate: after.endDate, professionalAtPaystack: renewing.status }).toEqual({
      planType: 'professional',
      status: 'active',
      endDate: billing.endDate,
      professionalAtPaystack: 'active',
    });
  });
});

describe("Kobo's billing webhook", () => {
  it('refuses a bad, missing or foreign signature (401) and gives no value for an amount that is not the plan’s price', async () => {
    const owner: Owner = await onboardedUser();
    // The amount is never the browser's: the body takes the plan only.
    for (const body of [{ plan: 'starter', amountKobo: 100 }, { plan: 'free' }, { plan: 'enterprise' }, {}]) {
      const res = await startCheckout(owner, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }

    const reference = await paidUnreported(owner);
    const body = JSON.stringify(await chargeSuccess(reference));
    const company = (await control('/_local/accounts', { name: 'A company’s own account' })).body as { secretKey: string };
    const tampered = body.replace('"amount":500000', '"amount":5000000');
    expect(tampered).not.toBe(body);
    const forged: [string, string | undefined][] = [
      [body, undefined],
      [body, 'not-hex'],
      [body, '0'.repeat(128)],
      [body, sign(body, company.secretKey)],
      [body, sign(`${body} `)],
      [tampered, sign(body)],
    ];
    for (const [raw, signature] of forged) {
      const res = await webhook(raw, signature);
      expect({ signature, status: res.status }).toEqual({ signature, status: 401 });
    }
    expect(await billingOf(owner)).toMatchObject({ planType: 'free', phase: 'trial', charges: [] });

    // Signed by Kobo's key, for a checkout Kobo started but at an amount (or currency) that is not the plan's price.
    const fresh = (await checkoutFor(owner, 'starter')).reference;
    for (const changes of [{ amount: 100_00 }, { amount: 499_999 }, { currency: 'USD' }]) {
      const wrong = JSON.stringify(await chargeSuccess(fresh, { status: 'success', paid_at: new Date().toISOString(), amount: 500_000, ...changes }));
      const res = await webhook(wrong, sign(wrong));
      expect({ changes, status: res.status, body: res.body }).toEqual({ changes, status: 200, body: { received: true } });
    }
    expect(await billingOf(owner)).toMatchObject({ planType: 'free', phase: 'trial', charges: [] });
    // Paystack itself says that checkout was never paid.
    expect((await checkoutResult(owner, fresh)).body).toMatchObject({ status: 'pending', billing: { planType: 'free' } });

    // The genuine call, signed as Paystack signs it, still counts.
    expect((await webhook(body, sign(body))).body).toEqual({ received: true });
    const billing = await billingOf(owner);
    expect(billing).toMatchObject({ planType: 'starter', phase: 'active' });
    expect(billing.charges.map((c) => c.reference)).toEqual([reference]);
  });

  it('answers 200 and changes nothing for a reference and a customer nobody knows, or an event Kobo does not use', async () => {
    const owner: Owner = await onboardedUser();
    // A checkout started, so the company has its Paystack customer and Starter has its Paystack plan.
    const { reference } = await checkoutFor(owner, 'starter');
    const started = await koboTransaction(reference);
    const before = await billingOf(owner);
    const paid = { status: 'success', amount: 500_000, currency: 'NGN', paid_at: new Date().toISOString(), fees: 17_500 };
    const events = [
      // A reference and a customer nobody knows, for a real plan.
      { event: 'charge.success', data: { ...paid, reference: 'abcdefghij', customer: { customer_code: 'CUS_nobodyknowsthis' }, plan: started.plan_object } },
      // The company's customer, for a plan that is none of Kobo's.
      { event: 'charge.success', data: { ...paid, reference: 'klmnopqrst', customer: started.customer, plan: { plan_code: 'PLN_notkobosplan00' } } },
      { event: 'charge.success', data: { ...paid, reference: 'uvwxyz0123', customer: started.customer, plan: {} } },
      { event: 'subscription.create', data: { subscription_code: 'SUB_nobodyknowsthis', email_token: 'x', customer: { customer_code: 'CUS_nobodyknowsthis' }, plan: started.plan_object } },
      { event: 'invoice.payment_failed', data: { subscription: { subscription_code: 'SUB_nobodyknowsthis' }, customer: started.customer } },
      { event: 'subscription.disable', data: { subscription_code: 'SUB_nobodyknowsthis', customer: started.customer } },
      { event: 'transfer.success', data: {} },
    ];
    for (const e of events) {
      const raw = JSON.stringify(e);
      const res = await webhook(raw, sign(raw));
      expect({ event: e.event, status: res.status, body: res.body }).toEqual({ event: e.event, status: 200, body: { received: true } });
    }
    expect((await webhook('not json', sign('not json'))).body).toEqual({ received: true });
    expect(await billingOf(owner)).toEqual(before);
  });

  it("does not answer a company about another company's reference", async () => {
    const a: Owner = await onboardedUser('Adaeze Foods Ltd');
    const b: Owner = await onboardedUser('Bola Prints Ltd');
    const { authorizationUrl, reference } = await checkoutFor(a, 'starter');
    expect((await checkoutResult(b, reference)).status).toBe(404);
    await withoutWebhook(() => press(authorizationUrl, 'pay'));
    // Paid, but still not B's to ask about, nor to record.
    const foreign = await checkoutResult(b, reference);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    expect(await billingOf(b)).toMatchObject({ planType: 'free', charges: [] });
    expect(await billingOf(a)).toMatchObject({ planType: 'free', charges: [] });
    expect((await checkoutResult(a, reference)).body).toMatchObject({ status: 'paid', billing: { planType: 'starter' } });
    expect((await checkoutResult(a, 'KOBO-000000000000000000000000')).status).toBe(404);
  });
});

describe('renewals, a declined card and a lapsed subscription', () => {
  it('a renewal moves the period on; a declined one is past due; after the grace the company reads only, until it pays', async () => {
    const owner: Owner = await onboardedUser();
    const { reference: first } = await upgrade(owner);
    const [subscription] = await subscriptionsOf(owner);
    const code = subscription!.subscription_code as string;

    // The period ends; Paystack's renewal is on its way: the grace, full use.
    await setEndDate(owner.companyId, new Date(Date.now() - 3_600_000));
    expect(await billingOf(owner)).toMatchObject({ phase: 'grace', readOnly: false, status: 'active' });

    const renewed = await control(`/_local/subscriptions/${code}/renew`, { outcome: 'success' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.webhookStatus).toBe(200);
    const renewal = renewed.body.reference as string;
    let billing = await billingOf(owner);
    expect(billing).toMatchObject({ planType: 'starter', status: 'active', phase: 'active' });
    expect(billing.charges.map((c) => c.reference)).toEqual([renewal, first]);
    expect(billing.charges[0]).toMatchObject({ planType: 'starter', amountKobo: 500_000 });
    expectOneMonthAfter(billing.endDate, billing.charges[0]!.paidAt);
    expect(Date.parse(billing.endDate)).toBeGreaterThan(Date.now() + 27 * DAY);
    const renewedEnd = billing.endDate;
    // Paystack replays the renewal's webhook: still one charge for it.
    const replay = await control('/_local/events', { secretKey: KOBO_KEY(), ...(await chargeSuccess(renewal)) });
    expect(replay.body.webhookStatus).toBe(200);
    billing = await billingOf(owner);
    expect(billing.charges.map((c) => c.reference)).toEqual([renewal, first]);
    expect(billing.endDate).toBe(renewedEnd);

    // The next renewal is declined.
    const declined = await control(`/_local/subscriptions/${code}/renew`, { outcome: 'fail' });
    expect(declined.body.webhookStatus).toBe(200);
    expect(await billingOf(owner)).toMatchObject({ status: 'past_due', phase: 'active', cancellable: true, endDate: renewedEnd });
    expect((await billingOf(owner)).charges).toHaveLength(2);

    // Four days after the period's end (past the 3-day grace): read-only.
    await setEndDate(owner.companyId, new Date(Date.now() - 4 * DAY));
    billing = await billingOf(owner);
    expect(billing).toMatchObject({ status: 'past_due', phase: 'read_only', readOnly: true });
    expect(Date.parse(billing.graceEndsAt)).toBeLessThan(Date.now());
    const write = await writeSomething(owner);
    expect(write.status).toBe(402);
    expect(write.body.error).toEqual({ code: 'read_only', message: READ_ONLY_MESSAGE });
    expect((await call(owner, 'GET', '/api/customers')).status).toBe(200);

    // Paying stays open, and restores the company at once.
    const { authorizationUrl, reference } = await checkoutFor(owner, 'starter');
    await press(authorizationUrl, 'pay');
    billing = await billingOf(owner);
    expect(billing).toMatchObject({ planType: 'starter', status: 'active', phase: 'active', readOnly: false });
    expect(billing.charges[0]!.reference).toBe(reference);
    expect((await writeSomething(owner)).status).toBe(201);
    expect((await checkoutResult(owner, reference)).body.status).toBe('paid');
    // The declined subscription no longer renews beside the new one.
    expect((await eventually(() => koboSubscription(code), (s) => s.status !== 'attention')).status).toBe('non-renewing');
  });

  it("prints Kobo's receipt for each charge, the first and a renewal, only for the company that paid", async () => {
    const owner: Owner = await onboardedUser('Ikeja Prints Ltd');
    const { reference } = await upgrade(owner);
    const [subscription] = await subscriptionsOf(owner);
    const renewed = await control(`/_local/subscriptions/${subscription!.subscription_code as string}/renew`, { outcome: 'success' });
    const renewal = renewed.body.reference as string;
    for (const ref of [reference, renewal]) {
      const res = await call(owner, 'GET', `/api/settings/subscription/charges/${ref}/pdf?download=true`);
      expect(res.status).toBe(200);
      expect(res.body.fileName).toBe(`Kobo_receipt_${ref}.pdf`);
      const text = pdfText(Buffer.from(await (await fetch(res.body.url as string)).arrayBuffer()));
      for (const s of ['RECEIPT', 'PAID', 'Kobo', 'Ikeja Prints Ltd', 'Kobo Starter plan, one month', '₦5,000.00', ref, 'Paystack']) expect(text).toContain(s);
    }
    // Another company's charge, and a checkout never paid, have no receipt.
    const other: Owner = await onboardedUser();
    expect((await call(other, 'GET', `/api/settings/subscription/charges/${reference}/pdf`)).status).toBe(404);
    const { reference: unpaid } = await checkoutFor(owner, 'professional');
    expect((await call(owner, 'GET', `/api/settings/subscription/charges/${unpaid}/pdf`)).status).toBe(404);
  });

  it('a lapsed trial has its grace, then reads only; upgrading restores writes at once', async () => {
    const owner: Owner = await onboardedUser();
    await setEndDate(owner.companyId, new Date(Date.now() - DAY));
    expect(await billingOf(owner)).toMatchObject({ planType: 'free', phase: 'grace', readOnly: false });
    expect((await writeSomething(owner)).status).toBe(201);

    await setEndDate(owner.companyId, new Date(Date.now() - 4 * DAY));
    expect(await billingOf(owner)).toMatchObject({ planType: 'free', phase: 'read_only', readOnly: true });
    const refused = await writeSomething(owner);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toEqual({ code: 'read_only', message: READ_ONLY_MESSAGE });
    expect((await call(owner, 'GET', '/api/customers')).body.items).toHaveLength(1);

    const { billing } = await upgrade(owner, 'professional');
    expect(billing).toMatchObject({ planType: 'professional', phase: 'active', readOnly: false });
    expect((await writeSomething(owner)).status).toBe(201);
  });
});

describe('cancelling', () => {
  it('stops the renewal at Paystack; the plan runs to the end of the period paid for', async () => {
    const owner: Owner = await onboardedUser();
    const { billing: paid } = await upgrade(owner);
    const [subscription] = await subscriptionsOf(owner);
    const code = subscription!.subscription_code as string;

    const res = await cancel(owner);
    expect(res.status).toBe(200);
    expect(billingSchema.parse(res.body)).toMatchObject({ planType: 'starter', status: 'non_renewing', phase: 'ending', readOnly: false, cancellable: false, endDate: paid.endDate });
    expect((await koboSubscription(code)).status).toBe('non-renewing');

    const again = await cancel(owner);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_cancellable');
    // Still on Starter until the period ends: nothing to buy.
    expect((await startCheckout(owner, { plan: 'starter' })).body.error?.code).toBe('already_on_plan');
    // Paystack's own subscription.not_renew (sent just after it answered; replayed here) keeps it so.
    const notRenew = await control('/_local/events', { secretKey: KOBO_KEY(), event: 'subscription.not_renew', data: await koboSubscription(code) });
    expect(notRenew.body.webhookStatus).toBe(200);
    expect(await billingOf(owner)).toMatchObject({ status: 'non_renewing', phase: 'ending' });

    // Paystack ends the subscription.
    const ended = await control(`/_local/subscriptions/${code}/end`);
    expect(ended.body).toMatchObject({ webhookStatus: 200, subscription: { status: 'complete' } });
    expect(await billingOf(owner)).toMatchObject({ planType: 'starter', status: 'cancelled', phase: 'ending', readOnly: false, cancellable: false, endDate: paid.endDate });
    expect((await writeSomething(owner)).status).toBe(201);
    expect((await cancel(owner)).status).toBe(409);
  });

  it('hears of a cancellation made on Paystack’s side (subscription.not_renew)', async () => {
    const owner: Owner = await onboardedUser();
    await upgrade(owner);
    const [subscription] = await subscriptionsOf(owner);
    const disabled = await paystack('POST', '/subscription/disable', { code: subscription!.subscription_code, token: subscription!.email_token });
    expect(disabled.body.status).toBe(true);
    const billing = await eventually(
      () => billingOf(owner),
      (b) => b.status !== 'active',
    );
    expect(billing).toMatchObject({ status: 'non_renewing', phase: 'ending', cancellable: false });
  });
});
