import { logger } from '../../functions/lib/logger';
import { MAX_AMOUNT_KOBO } from '../../shared/constants';
import { PLANS } from '../../shared/plans';
import { call, startApi, stopApi } from './helpers/api';
import { snapshot } from './helpers/contract';
import { BILLING_HOOK, chargeSuccess, INVOICE_TOTAL, invoiceCheckout, KOBO_KEY, planCheckout, signedWebhook } from './helpers/paystack';

/*
 * Signed webhook events that cannot be applied, at both payees' webhooks (a company's
 * customers paying its invoices; the company paying Kobo for its plan): a reference of
 * 3,000 characters or 100 KB, an amount of 0, below 0 or beyond the money bound, a payment
 * made in 1970 or 2200. Each is acknowledged (200, so Paystack stops retrying), logged with
 * why, and changes nothing; the same checkout's genuine event still counts afterwards.
 */

jest.setTimeout(120_000);
beforeAll(startApi);
afterAll(stopApi);

const THREE_THOUSAND = `INV-${'a'.repeat(2996)}`;
const HUNDRED_KB = 'b'.repeat(100 * 1024);
const yearsFromNow = (years: number) => new Date(new Date().setUTCFullYear(new Date().getUTCFullYear() + years)).toISOString();
/** A moment in 1970 and one in 2200, whatever today is. */
const LONG_AGO = new Date(Date.UTC(1970, 0, 1, 9)).toISOString();
const FAR_AHEAD = yearsFromNow(2200 - new Date().getUTCFullYear());

/** What the structured logger was told about events not applied, while `fn` ran. */
async function notApplied(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const spy = jest.spyOn(logger, 'warn');
  try {
    await fn();
    return spy.mock.calls.filter((c) => c[0] === 'paystack event not applied').map((c) => c[1] as Record<string, unknown>);
  } finally {
    spy.mockRestore();
  }
}

describe("a company's webhook (its customers paying invoices)", () => {
  it('answers 200 to a reference of 3,000 characters or 100 KB, logs why, and changes nothing', async () => {
    const { owner, secretKey, webhookPath, invoiceId, reference } = await invoiceCheckout();
    const before = await snapshot(owner);
    const logged = await notApplied(async () => {
      for (const long of [THREE_THOUSAND, HUNDRED_KB]) {
        const res = await signedWebhook(webhookPath, JSON.stringify(chargeSuccess({ reference: long, amount: INVOICE_TOTAL })), secretKey);
        expect({ length: long.length, status: res.status, body: res.body }).toEqual({ length: long.length, status: 200, body: { received: true } });
      }
    });
    expect(logged).toEqual([0, 1].map(() => expect.objectContaining({ payee: 'company', event: 'charge.success', reason: expect.stringContaining('data.reference') })));
    expect(await snapshot(owner)).toEqual(before);
    expect((await call(owner, 'GET', `/api/invoices/${invoiceId}`)).body).toMatchObject({ status: 'sent', balanceDueKobo: INVOICE_TOTAL });

    // The checkout's own event still counts.
    expect((await signedWebhook(webhookPath, JSON.stringify(chargeSuccess({ reference, amount: INVOICE_TOTAL, fees: 171_250 })), secretKey)).status).toBe(200);
    expect((await call(owner, 'GET', `/api/invoices/${invoiceId}`)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
  });

  it('answers 200 to a real checkout paid 0, -1 or beyond the money bound, or in 1970 or 2200, and records nothing', async () => {
    const { owner, secretKey, webhookPath, invoiceId, reference } = await invoiceCheckout();
    const before = await snapshot(owner);
    const cases: [string, Record<string, unknown>][] = [
      ['amount 0', { amount: 0 }],
      ['amount -1', { amount: -1 }],
      ['amount beyond the bound', { amount: MAX_AMOUNT_KOBO + 1 }],
      ['paid in 1970', { paid_at: LONG_AGO }],
      ['paid in 2200', { paid_at: FAR_AHEAD }],
    ];
    const logged = await notApplied(async () => {
      for (const [name, changes] of cases) {
        const res = await signedWebhook(webhookPath, JSON.stringify(chargeSuccess({ reference, amount: INVOICE_TOTAL }, changes)), secretKey);
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 200, body: { received: true } });
      }
    });
    expect(logged.map((l) => l.reason)).toEqual([
      expect.stringContaining('data.amount'),
      expect.stringContaining('data.amount'),
      expect.stringContaining('data.amount'),
      expect.stringContaining('data.paid_at'),
      expect.stringContaining('data.paid_at'),
    ]);
    // The invoice, its payments, the checkout (still open) and the company's totals: all as they were.
    expect(await snapshot(owner)).toEqual(before);
    expect((await call(owner, 'GET', '/api/payments')).body.items).toEqual([]);
    expect((await call(owner, 'GET', `/api/invoices/${invoiceId}`)).body).toMatchObject({ status: 'sent', balanceDueKobo: INVOICE_TOTAL });

    const genuine = JSON.stringify(chargeSuccess({ reference, amount: INVOICE_TOTAL, fees: 171_250 }));
    expect((await signedWebhook(webhookPath, genuine, secretKey)).status).toBe(200);
    expect((await call(owner, 'GET', '/api/payments')).body.items).toEqual([expect.objectContaining({ amountKobo: INVOICE_TOTAL, reference, feeKobo: 171_250 })]);
  });

  it('answers 200 to a body that is not JSON, and to an event with its fields missing', async () => {
    const { owner, secretKey, webhookPath } = await invoiceCheckout();
    const before = await snapshot(owner);
    for (const raw of ['not json', '{"event":"charge.success"}', '{"event":"charge.success","data":{}}', '{"event":"charge.success","data":null}']) {
      const res = await signedWebhook(webhookPath, raw, secretKey);
      expect({ raw, status: res.status, body: res.body }).toEqual({ raw, status: 200, body: { received: true } });
    }
    expect(await snapshot(owner)).toEqual(before);
  });
});

describe("Kobo's billing webhook (a company paying for its plan)", () => {
  const starter = PLANS.starter.monthlyPriceKobo;

  it('answers 200 to a reference or a Paystack code of 3,000 characters or 100 KB, logs why, and changes nothing', async () => {
    const { owner, reference, customerCode, planCode } = await planCheckout();
    const before = await snapshot(owner);
    const customer = { customer_code: customerCode };
    const events = [THREE_THOUSAND, HUNDRED_KB].flatMap((long) => [
      chargeSuccess({ reference: long, amount: starter, customer, plan: { plan_code: planCode } }),
      chargeSuccess({ reference, amount: starter, customer: { customer_code: long }, plan: { plan_code: planCode } }),
      chargeSuccess({ reference, amount: starter, customer, plan: { plan_code: long } }),
      { event: 'subscription.create', data: { subscription_code: long, email_token: 'tok123', createdAt: new Date().toISOString(), customer, plan: { plan_code: planCode } } },
      { event: 'subscription.disable', data: { subscription_code: 'SUB_abc', customer: { customer_code: long } } },
      { event: 'invoice.payment_failed', data: { subscription: { subscription_code: long }, customer } },
    ]);
    const logged = await notApplied(async () => {
      for (const e of events) {
        const res = await signedWebhook(BILLING_HOOK, JSON.stringify(e), KOBO_KEY());
        expect({ event: e.event, status: res.status, body: res.body }).toEqual({ event: e.event, status: 200, body: { received: true } });
      }
    });
    expect(logged).toHaveLength(events.length);
    for (const l of logged) expect(l).toMatchObject({ payee: 'kobo', reason: expect.stringMatching(/^data\./) });
    expect(await snapshot(owner)).toEqual(before);
    expect((await call(owner, 'GET', '/api/settings/subscription')).body).toMatchObject({ planType: 'free', phase: 'trial', charges: [] });

    expect((await signedWebhook(BILLING_HOOK, JSON.stringify(chargeSuccess({ reference, amount: starter, fees: 17_500, customer, plan: { plan_code: planCode } })), KOBO_KEY())).status).toBe(200);
    expect((await call(owner, 'GET', '/api/settings/subscription')).body).toMatchObject({ planType: 'starter', phase: 'active', charges: [expect.objectContaining({ reference })] });
  });

  it('answers 200 to a real plan checkout paid 0, -1 or beyond the money bound, or in 1970 or 2200, and moves no plan', async () => {
    const { owner, reference, customerCode, planCode } = await planCheckout();
    const before = await snapshot(owner);
    const data = { reference, amount: starter, fees: 17_500, customer: { customer_code: customerCode }, plan: { plan_code: planCode } };
    const cases: [string, Record<string, unknown>][] = [
      ['amount 0', { amount: 0, fees: 0 }],
      ['amount -1', { amount: -1, fees: 0 }],
      ['amount beyond the bound', { amount: MAX_AMOUNT_KOBO + 1 }],
      ['paid in 1970', { paid_at: LONG_AGO }],
      ['paid in 2200', { paid_at: FAR_AHEAD }],
    ];
    const logged = await notApplied(async () => {
      for (const [name, changes] of cases) {
        const res = await signedWebhook(BILLING_HOOK, JSON.stringify(chargeSuccess(data, changes)), KOBO_KEY());
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 200, body: { received: true } });
      }
    });
    expect(logged.map((l) => l.reason)).toEqual(['amount', 'amount', 'amount', 'paid_at', 'paid_at'].map((f) => expect.stringContaining(`data.${f}`)));
    expect(await snapshot(owner)).toEqual(before);
    expect((await call(owner, 'GET', '/api/settings/subscription')).body).toMatchObject({ planType: 'free', phase: 'trial', charges: [] });

    expect((await signedWebhook(BILLING_HOOK, JSON.stringify(chargeSuccess(data)), KOBO_KEY())).status).toBe(200);
    const billing = (await call(owner, 'GET', '/api/settings/subscription')).body;
    expect(billing).toMatchObject({ planType: 'starter', phase: 'active', charges: [expect.objectContaining({ reference, amountKobo: starter })] });
  });
});
