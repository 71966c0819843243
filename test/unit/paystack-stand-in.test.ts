import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LocalPaystack, periodsAfter, startLocalPaystack } from '../../scripts/local/paystack';

/**
 * The Paystack stand-in's plans and subscriptions (scripts/local/paystack.ts):
 * Paystack's answer shapes, each account seeing only its own, the webhook
 * events a subscription's life sends (signed as Paystack signs them), and the
 * local controls that play time passing.
 */

interface Received {
  event: string;
  data: any;
  signed: boolean;
}

describe('the Paystack stand-in: plans and subscriptions', () => {
  let dir: string;
  let stand: Awaited<ReturnType<typeof startLocalPaystack>>;
  let receiver: http.Server;
  let base: string;
  const received: Received[] = [];
  let key: string;
  let otherKey: string;

  const api = async (method: string, route: string, body?: unknown, secret = key) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const local = async (route: string, body?: unknown) => {
    const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    return { status: res.status, body: (await res.json()) as any };
  };
  /** The next event of this name received since `from` (events sent after an answer may still be on their way). */
  const eventAfter = async (from: number, event: string): Promise<Received> => {
    for (let i = 0; i < 100; i++) {
      const found = received.slice(from).find((r) => r.event === event);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${event} received`);
  };
  const account = async (name: string) => (await local('/_local/accounts', { name })).body as { secretKey: string };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-paystack-'));
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = createHmac('sha512', key).update(raw).digest('hex');
        const parsed = JSON.parse(raw) as { event: string; data: unknown };
        received.push({ ...parsed, signed: req.headers['x-paystack-signature'] === signature });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    stand = await startLocalPaystack({ port: 0, dataDir: dir });
    base = stand.url();
    key = (await account('Business')).secretKey;
    otherKey = (await account('Other business')).secretKey;
    await local('/_local/webhook', { secretKey: key, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` });
  });

  afterAll(async () => {
    for (const server of [stand.server, receiver]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  let plan: { plan_code: string; id: number; amount: number };

  it("creates a plan (201) and lists the account's plans only; refuses bad plans", async () => {
    const made = await api('POST', '/plan', { name: 'Starter', amount: 500_000, interval: 'monthly' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: true, message: 'Plan created', data: { name: 'Starter', amount: 500_000, interval: 'monthly', currency: 'NGN' } });
    expect(made.body.data.plan_code).toMatch(/^PLN_[a-z0-9]{14}$/);
    expect(typeof made.body.data.integration).toBe('number');
    plan = made.body.data;

    for (const bad of [{ amount: 500_000, interval: 'monthly' }, { name: 'X', amount: 99, interval: 'monthly' }, { name: 'X', amount: 100.5, interval: 'monthly' }, { name: 'X', amount: 500, interval: 'fortnightly' }, { name: 'X', amount: 500, interval: 'daily', currency: 'USD' }]) {
      const answer = await api('POST', '/plan', bad);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(typeof answer.body.message).toBe('string');
    }

    const listed = await api('GET', '/plan');
    expect(listed.body).toMatchObject({ status: true, message: 'Plans retrieved', meta: { total: 1, perPage: 50, page: 1, pageCount: 1 } });
    expect(listed.body.data.map((p: { plan_code: string }) => p.plan_code)).toEqual([plan.plan_code]);
    expect((await api('GET', '/plan', undefined, otherKey)).body.data).toEqual([]);
    expect((await api('GET', `/plan/${plan.plan_code}`, undefined, otherKey)).status).toBe(400);
  });

  it('creates a customer, and answers the same one (updated) for the same e-mail in any case', async () => {
    const made = await api('POST', '/customer', { email: 'ada@example.com', first_name: 'Ada', metadata: { a: 1 } });
    expect(made.body).toMatchObject({ status: true, message: 'Customer created', data: { email: 'ada@example.com', first_name: 'Ada', last_name: null, metadata: { a: 1 } } });
    expect(made.body.data.customer_code).toMatch(/^CUS_[a-z0-9]{15}$/);
    const again = await api('POST', '/customer', { email: 'ADA@example.com', last_name: 'Obi', metadata: { b: 2 } });
    expect(again.body).toMatchObject({ status: true, message: 'Customer updated', data: { id: made.body.data.id, customer_code: made.body.data.customer_code, first_name: 'Ada', last_name: 'Obi', metadata: { a: 1, b: 2 } } });
    // Another account has a customer of its own with that e-mail.
    const other = await api('POST', '/customer', { email: 'ada@example.com' }, otherKey);
    expect(other.body.message).toBe('Customer created');
    expect(other.body.data.customer_code).not.toBe(made.body.data.customer_code);
    expect((await api('POST', '/customer', { email: 'not an e-mail' })).status).toBe(400);
  });

  let subscription: any;

  it("charges a plan's amount, and paying it starts a subscription: charge.success then subscription.create, before the payer is sent back", async () => {
    expect(await api('POST', '/transaction/initialize', { email: 'ada@example.com', amount: 1000, plan: plan.plan_code }, otherKey)).toEqual({ status: 400, body: { status: false, message: 'Plan not found' } });
    const init = await api('POST', '/transaction/initialize', { email: 'ada@example.com', amount: 1, plan: plan.plan_code, reference: 'SUB-1', callback_url: 'http://app.test/back' });
    expect(init.body.status).toBe(true);

    const pending = (await api('GET', '/transaction/verify/SUB-1')).body.data;
    expect(pending).toMatchObject({ status: 'abandoned', amount: 500_000, plan: plan.plan_code, plan_object: { id: plan.id, plan_code: plan.plan_code, name: 'Starter', amount: 500_000, interval: 'monthly', currency: 'NGN' } });
    expect(pending.customer).toMatchObject({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi' });
    expect(pending.customer.customer_code).toMatch(/^CUS_/);

    const from = received.length;
    const pay = await fetch(`${init.body.data.authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe('http://app.test/back?trxref=SUB-1&reference=SUB-1');
    // Both arrived, in this order, before the redirect.
    expect(received.slice(from).map((r) => r.event)).toEqual(['charge.success', 'subscription.create']);
    expect(received.slice(from).every((r) => r.signed)).toBe(true);

    const [charge, created] = received.slice(from);
    expect(charge!.data).toMatchObject({ reference: 'SUB-1', status: 'success', amount: 500_000, plan: { plan_code: plan.plan_code, amount: 500_000, interval: 'monthly' }, customer: { email: 'ada@example.com' } });
    expect(charge!.data.plan_object).toBeUndefined();
    expect(charge!.data.authorization).toMatchObject({ last4: '4081', reusable: true, channel: 'card' });

    subscription = created!.data;
    expect(subscription).toMatchObject({ status: 'active', amount: 500_000, plan: { plan_code: plan.plan_code }, customer: { email: 'ada@example.com', customer_code: pending.customer.customer_code } });
    expect(subscription.subscription_code).toMatch(/^SUB_[a-z0-9]{15}$/);
    expect(subscription.email_token).toMatch(/^[a-z0-9]{15}$/);
    expect(subscription.authorization.authorization_code).toBe(charge!.data.authorization.authorization_code);
    expect(subscription.next_payment_date).toBe(periodsAfter(charge!.data.paid_at, 'monthly', 1));
    expect(subscription.cron_expression).toBe(`0 0 ${new Date(charge!.data.paid_at).getUTCDate()} * *`);

    const fetched = await api('GET', `/subscription/${subscription.subscription_code}`);
    expect(fetched.body).toEqual({ status: true, message: 'Subscription retrieved', data: subscription });
    expect(await api('GET', `/subscription/${subscription.subscription_code}`, undefined, otherKey)).toEqual({ status: 400, body: { status: false, message: 'Subscription not found' } });
    expect((await api('GET', '/subscription')).body.data.map((s: { subscription_code: string }) => s.subscription_code)).toEqual([subscription.subscription_code]);
    expect((await api('GET', '/subscription', undefined, otherKey)).body.data).toEqual([]);
  });

  it('describes a transaction without a plan with plan null / {} (verify) and {} (webhook), and its customer', async () => {
    const init = await api('POST', '/transaction/initialize', { email: 'bola@example.com', amount: 25_000, reference: 'INV-1' });
    const from = received.length;
    await fetch(`${init.body.data.authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    const verify = (await api('GET', '/transaction/verify/INV-1')).body.data;
    expect(verify).toMatchObject({ status: 'success', amount: 25_000, plan: null, plan_object: {}, customer: { email: 'bola@example.com', first_name: null } });
    expect(verify.customer.customer_code).toMatch(/^CUS_/);
    expect(received.slice(from).map((r) => [r.event, r.data.plan])).toEqual([['charge.success', {}]]);
  });

  it('renews: a charge moves the next payment date a month on; a decline needs attention', async () => {
    const code = subscription.subscription_code as string;
    let from = received.length;
    const charged = await local(`/_local/subscriptions/${code}/renew`, { outcome: 'success' });
    expect(charged.status).toBe(200);
    expect(charged.body).toMatchObject({ subscription: { status: 'active' }, webhookStatus: 200 });
    expect(charged.body.reference).toMatch(/^[a-z0-9]{10}$/);
    const paidAt = (await api('GET', '/transaction/verify/SUB-1')).body.data.paid_at as string;
    expect(charged.body.subscription.next_payment_date).toBe(periodsAfter(paidAt, 'monthly', 2));
    const renewal = (await api('GET', `/transaction/verify/${charged.body.reference}`)).body.data;
    expect(renewal).toMatchObject({ status: 'success', amount: 500_000, plan: plan.plan_code, customer: { email: 'ada@example.com' } });
    expect(received.slice(from).map((r) => r.event)).toEqual(['charge.success']);
    expect(received[from]!.data).toMatchObject({ reference: charged.body.reference, plan: { plan_code: plan.plan_code } });

    from = received.length;
    const declined = await local(`/_local/subscriptions/${code}/renew`, { outcome: 'fail' });
    expect(declined.body).toEqual({ subscription: expect.objectContaining({ status: 'attention', next_payment_date: charged.body.subscription.next_payment_date }), webhookStatus: 200 });
    const failed = received.slice(from);
    expect(failed.map((r) => r.event)).toEqual(['invoice.payment_failed']);
    expect(failed[0]!.signed).toBe(true);
    expect(failed[0]!.data).toMatchObject({
      status: 'failed',
      paid: false,
      paid_at: null,
      amount: 500_000,
      period_start: charged.body.subscription.next_payment_date,
      period_end: periodsAfter(paidAt, 'monthly', 3),
      subscription: { status: 'attention', subscription_code: code, email_token: subscription.email_token, amount: 500_000 },
      customer: { email: 'ada@example.com' },
      transaction: {},
    });
    expect(failed[0]!.data.invoice_code).toMatch(/^INV_[a-z0-9]+$/);

    expect((await local('/_local/subscriptions/SUB_nosuchsubscription/renew', { outcome: 'success' })).status).toBe(404);
    expect((await local(`/_local/subscriptions/${code}/renew`, { outcome: 'maybe' })).status).toBe(400);
  });

  it('disables with the e-mail token only (subscription.not_renew after the answer), then no longer renews, then completes', async () => {
    const code = subscription.subscription_code as string;
    const refusal = { status: 400, body: { status: false, message: 'Subscription with code not found or already inactive' } };
    expect(await api('POST', '/subscription/disable', { code, token: 'wrong' })).toEqual(refusal);
    // Another account's subscription, even with the right token.
    expect(await api('POST', '/subscription/disable', { code, token: subscription.email_token }, otherKey)).toEqual(refusal);

    const from = received.length;
    expect(await api('POST', '/subscription/disable', { code, token: subscription.email_token })).toEqual({ status: 200, body: { status: true, message: 'Subscription disabled successfully' } });
    const notRenew = await eventAfter(from, 'subscription.not_renew');
    expect(notRenew.signed).toBe(true);
    expect(notRenew.data).toMatchObject({ subscription_code: code, status: 'non-renewing', plan: { plan_code: plan.plan_code }, customer: { email: 'ada@example.com' } });
    expect(await api('POST', '/subscription/disable', { code, token: subscription.email_token })).toEqual(refusal);
    expect((await local(`/_local/subscriptions/${code}/renew`, { outcome: 'success' })).status).toBe(409);

    // Enabled again (the token, the account's own), it renews; an active one is not enabled twice; disabled again as before.
    const notEnabled = { status: 400, body: { status: false, message: 'Subscription with code not found or already active' } };
    expect(await api('POST', '/subscription/enable', { code, token: 'wrong' })).toEqual(notEnabled);
    expect(await api('POST', '/subscription/enable', { code, token: subscription.email_token }, otherKey)).toEqual(notEnabled);
    expect(await api('POST', '/subscription/enable', { code, token: subscription.email_token })).toEqual({ status: 200, body: { status: true, message: 'Subscription enabled successfully' } });
    expect((await api('GET', `/subscription/${code}`)).body.data.status).toBe('active');
    expect(await api('POST', '/subscription/enable', { code, token: subscription.email_token })).toEqual(notEnabled);
    const again = received.length;
    expect((await api('POST', '/subscription/disable', { code, token: subscription.email_token })).status).toBe(200);
    await eventAfter(again, 'subscription.not_renew');

    const ended = await local(`/_local/subscriptions/${code}/end`);
    expect(ended.body).toMatchObject({ subscription: { status: 'complete' }, webhookStatus: 200 });
    expect(received.at(-1)).toMatchObject({ event: 'subscription.disable', signed: true, data: { subscription_code: code, status: 'complete' } });
    expect((await local(`/_local/subscriptions/${code}/end`)).status).toBe(409);
    // Ended, it cannot be enabled.
    expect((await api('POST', '/subscription/enable', { code, token: subscription.email_token })).status).toBe(400);
  });

  it('ends a renewing subscription as cancelled; replays any event, signed', async () => {
    const init = await api('POST', '/transaction/initialize', { email: 'chi@example.com', amount: 100, plan: plan.plan_code });
    await fetch(`${init.body.data.authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    const code = received.at(-1)!.data.subscription_code as string;
    expect((await local(`/_local/subscriptions/${code}/end`)).body.subscription.status).toBe('cancelled');
    expect(received.at(-1)).toMatchObject({ event: 'subscription.disable', data: { status: 'cancelled' } });

    expect(await local('/_local/events', { secretKey: key, event: 'subscription.create', data: { subscription_code: 'SUB_x' } })).toEqual({ status: 200, body: { webhookStatus: 200 } });
    expect(received.at(-1)).toEqual({ event: 'subscription.create', data: { subscription_code: 'SUB_x' }, signed: true });
    // No webhook URL set: nothing sent.
    expect((await local('/_local/events', { secretKey: otherKey, event: 'charge.success', data: {} })).body).toEqual({ webhookStatus: 0 });
    expect((await local('/_local/events', { secretKey: 'sk_test_none', event: 'charge.success', data: {} })).status).toBe(404);
  });

  it('keeps plans, customers and subscriptions in the data folder; finds or makes the Kobo account', () => {
    const again = new LocalPaystack(dir);
    expect(again.plansOf(key).map((p) => p.planCode)).toEqual([plan.plan_code]);
    expect(again.subscription(subscription.subscription_code)).toMatchObject({ status: 'complete', planCode: plan.plan_code });
    expect(again.subscriptionsOf(key)).toHaveLength(2);
    expect(again.subscriptionsOf(otherKey)).toEqual([]);
    expect(again.customerByEmail(key, 'ADA@EXAMPLE.COM')?.customerCode).toBe(subscription.customer.customer_code);
    const kobo = again.koboAccount();
    expect(kobo).toMatchObject({ name: 'Kobo (plans)', mode: 'test' });
    expect(again.koboAccount()).toBe(kobo);
    expect(new LocalPaystack(dir).koboAccount().secretKey).toBe(kobo.secretKey);
  });

  it('counts months from the start, in UTC: the 31st comes back after a short month', () => {
    const start = '2027-01-31T23:30:00.000Z';
    expect([1, 2, 3, 12].map((n) => periodsAfter(start, 'monthly', n))).toEqual(['2027-02-28T23:30:00.000Z', '2027-03-31T23:30:00.000Z', '2027-04-30T23:30:00.000Z', '2028-01-31T23:30:00.000Z']);
    expect(periodsAfter('2027-11-15T10:00:00.000Z', 'quarterly', 1)).toBe('2028-02-15T10:00:00.000Z');
    expect(periodsAfter('2028-02-29T10:00:00.000Z', 'annually', 1)).toBe('2029-02-28T10:00:00.000Z');
    expect(periodsAfter(start, 'weekly', 1)).toBe('2027-02-07T23:30:00.000Z');
  });
});
