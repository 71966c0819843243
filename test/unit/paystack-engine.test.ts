import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { chargeOf, newReference, readEvent, signatureValid } from '../../functions/services/checkout/paystack-engine';
import { MAX_AMOUNT_KOBO } from '../../shared/constants';
import { addDaysIso, lagosToday } from '../../shared/dates';
import { PAYSTACK_CLOCK_SKEW_MS, paystackChargeSchema } from '../../shared/schemas/paystack-event';
import { paymentInputSchema } from '../../shared/schemas/payment';
import { CHECKOUT_REFERENCE } from '../../shared/schemas/checkout';

const sign = (body: string, key: string) => createHmac('sha512', key).update(body).digest('hex');
const KEY = `sk_test_${'a1'.repeat(20)}`;
const OTHER = `sk_test_${'b2'.repeat(20)}`;

describe("a webhook's signature (x-paystack-signature: hex HMAC-SHA512 of the raw body with the secret key)", () => {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'INV-1', amount: 10_000 } });

  it('is good only for the exact body and the same secret key', () => {
    expect(signatureValid(body, sign(body, KEY), KEY)).toBe(true);
    // Upper-case hex is the same bytes.
    expect(signatureValid(body, sign(body, KEY).toUpperCase(), KEY)).toBe(true);
    expect(signatureValid(body, sign(body, OTHER), KEY)).toBe(false);
    expect(signatureValid(`${body} `, sign(body, KEY), KEY)).toBe(false);
    expect(signatureValid(body.replace('10000', '10001'), sign(body, KEY), KEY)).toBe(false);
  });

  it('missing, empty, short, long or not hex: refused without throwing', () => {
    const good = sign(body, KEY);
    for (const bad of [undefined, '', good.slice(0, 127), `${good}0`, `${good.slice(0, 126)}zz`, 'sha512=' + good]) {
      expect(signatureValid(body, bad, KEY)).toBe(false);
    }
  });

  it('any change to any body is refused (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ minLength: 1, maxLength: 5 }), (raw, extra) => {
        expect(signatureValid(raw, sign(raw, KEY), KEY)).toBe(true);
        expect(signatureValid(raw + extra, sign(raw, KEY), KEY)).toBe(false);
      }),
    );
  });
});

/** A transaction as the engine takes it: checked by the shared schema, then read; null when the schema refuses it. */
const read = (data: unknown) => {
  const checked = paystackChargeSchema.safeParse(data);
  return checked.success ? chargeOf(checked.data) : null;
};

describe("Paystack's transaction, as the app reads it", () => {
  it('takes the amount, currency and fee from Paystack, and the Lagos day of paid_at', () => {
    // 23:30 UTC two days ago is 00:30 the next day in Lagos.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const paidAt = `${twoDaysAgo}T23:30:00.000Z`;
    expect(read({ reference: 'INV-000001', status: 'success', amount: 10_750_000, currency: 'NGN', fees: 200_000, paid_at: paidAt })).toEqual({
      reference: 'INV-000001',
      outcome: 'success',
      amountKobo: 10_750_000,
      currency: 'NGN',
      feeKobo: 200_000,
      paidOn: addDaysIso(twoDaysAgo, 1),
      paidAt,
    });
  });

  it("reads a subscription charge's plan (a code in verify's answer, an object in a webhook's) and the customer who paid", () => {
    const base = { reference: 'REF-000001', status: 'success', amount: 500_000, currency: 'NGN', customer: { customer_code: 'CUS_abc', email: 'a@b.ng' } };
    expect(read({ ...base, plan: 'PLN_1' })).toMatchObject({ planCode: 'PLN_1', customerCode: 'CUS_abc' });
    expect(read({ ...base, plan: { plan_code: 'PLN_2', name: 'Kobo Starter' } })).toMatchObject({ planCode: 'PLN_2' });
    // A charge with no plan (an invoice's): Paystack sends null or an empty object.
    expect(read({ ...base, plan: null })!.planCode).toBeUndefined();
    expect(read({ ...base, plan: {} })!.planCode).toBeUndefined();
  });

  it('counts only success as paid; failed and reversed are failures; anything else is still pending', () => {
    const of = (status: string) => read({ reference: 'REF-000001', status, amount: 100, currency: 'NGN' })!.outcome;
    expect(of('success')).toBe('success');
    expect(of('failed')).toBe('failed');
    expect(of('reversed')).toBe('failed');
    for (const s of ['abandoned', 'ongoing', 'pending', 'processing', 'queued']) expect(of(s)).toBe('pending');
  });

  it('is not a charge without a reference Paystack takes, a whole amount in kobo within the money bound, a currency, or a sound fee', () => {
    const good = { reference: 'REF-000001', status: 'success', amount: 100, currency: 'NGN' };
    expect(read(good)).not.toBeNull();
    const bad: unknown[] = [
      null,
      {},
      { reference: 'REF-000001' },
      { ...good, amount: 10.5 },
      { ...good, amount: '100' },
      { ...good, amount: 0 },
      { ...good, amount: -1 },
      { ...good, amount: MAX_AMOUNT_KOBO + 1 },
      { ...good, reference: 1 },
      { ...good, reference: `REF-${'x'.repeat(3000)}` },
      { ...good, reference: 'a/b/../c' },
      { ...good, currency: undefined },
      { ...good, currency: 'naira' },
      { ...good, fees: -5 },
      { ...good, fees: 1.5 },
      { ...good, fees: 101 },
      { ...good, customer: { customer_code: 'C'.repeat(3000) } },
      { ...good, plan: { plan_code: 'PLN 1' } },
    ];
    for (const data of bad) expect({ data, charge: read(data) }).toEqual({ data, charge: null });
  });

  it('is not a charge paid before 2000 or after now; a moment a little ahead of our clock counts as now', () => {
    const good = { reference: 'REF-000001', status: 'success', amount: 100, currency: 'NGN' };
    const year = (offset: number) => new Date(new Date().setUTCFullYear(new Date().getUTCFullYear() + offset)).toISOString();
    for (const paid_at of ['1970-01-01T00:00:00.000Z', '1999-12-31T22:59:59.000Z', year(1), year(174), new Date(Date.now() + PAYSTACK_CLOCK_SKEW_MS + 60_000).toISOString(), 'yesterday', '2026-02-31T10:00:00Z']) {
      expect({ paid_at, charge: read({ ...good, paid_at }) }).toEqual({ paid_at, charge: null });
    }
    const ahead = read({ ...good, paid_at: new Date(Date.now() + 60_000).toISOString() })!;
    expect(Date.parse(ahead.paidAt)).toBeLessThanOrEqual(Date.now());
    expect(ahead.paidOn).toBe(lagosToday());
    // No paid_at (verify of an open checkout): now.
    expect(read({ ...good, paid_at: null })!.paidOn).toBe(lagosToday());
  });

  it('every charge the schema takes is a payment the payments engine takes (property)', () => {
    const now = Date.now();
    const moment = fc.oneof(fc.integer({ min: Date.UTC(1960, 0, 1), max: now + 10 * 365 * 86_400_000 }).map((t) => new Date(t).toISOString()), fc.constant(null));
    const charge = fc.record({
      reference: fc.oneof(fc.stringMatching(/^[A-Za-z0-9.=-]{1,120}$/), fc.string()),
      status: fc.constantFrom('success', 'failed', 'abandoned'),
      amount: fc.oneof(fc.integer({ min: -10, max: 10 }), fc.integer({ min: MAX_AMOUNT_KOBO - 10, max: MAX_AMOUNT_KOBO + 10 }), fc.integer(), fc.double()),
      currency: fc.constantFrom('NGN', 'USD', ''),
      fees: fc.oneof(fc.constant(null), fc.integer({ min: -10, max: MAX_AMOUNT_KOBO })),
      paid_at: moment,
    });
    let taken = 0;
    fc.assert(
      fc.property(charge, (data) => {
        const paid = read(data);
        if (!paid) return;
        taken++;
        const payment = paymentInputSchema.safeParse({ customerId: 'c1', amountKobo: paid.amountKobo, paymentDate: paid.paidOn, mode: 'paystack', reference: paid.reference, applications: [] });
        expect(payment.error?.issues).toBeUndefined();
        expect(paid.feeKobo).toBeLessThanOrEqual(paid.amountKobo);
      }),
      { numRuns: 2000 },
    );
    expect(taken).toBeGreaterThan(20);
  });
});

it('references are what Paystack takes, and never repeat', () => {
  const refs = new Set(Array.from({ length: 1000 }, () => newReference('INV')));
  expect(refs.size).toBe(1000);
  for (const r of refs) expect(r).toMatch(CHECKOUT_REFERENCE);
});

describe('a signed webhook body, read by the one event schema both webhooks share', () => {
  const kind = (body: unknown) => readEvent(typeof body === 'string' ? body : JSON.stringify(body)).kind;
  const charge = { reference: 'REF-000001', status: 'success', amount: 500_000, currency: 'NGN', paid_at: new Date().toISOString(), customer: { customer_code: 'CUS_abc' } };
  const customer = { customer_code: 'CUS_abc' };

  it('takes the events Kobo uses with every field they use in bounds', () => {
    expect(kind({ event: 'charge.success', data: charge })).toBe('event');
    expect(kind({ event: 'subscription.create', data: { subscription_code: 'SUB_1', email_token: 'tok1', createdAt: new Date().toISOString(), customer, plan: { plan_code: 'PLN_1' } } })).toBe('event');
    expect(kind({ event: 'subscription.disable', data: { subscription_code: 'SUB_1', customer } })).toBe('event');
    expect(kind({ event: 'invoice.payment_failed', data: { subscription: { subscription_code: 'SUB_1' }, customer } })).toBe('event');
  });

  it('ignores events Kobo does not use, whatever they hold', () => {
    for (const body of [{ event: 'transfer.success', data: {} }, { event: 'x'.repeat(100_000) }, { event: 42 }, {}, [], null, 'null', 7]) expect({ body, kind: kind(body) }).toEqual({ body, kind: 'ignored' });
  });

  it('refuses, with the field and why, a body that is not JSON and any field out of bounds', () => {
    expect(readEvent('not json')).toEqual({ kind: 'refused', reason: 'the body is not JSON', name: '' });
    const long = 'R'.repeat(100 * 1024);
    const refused: unknown[] = [
      { event: 'charge.success', data: { ...charge, reference: long } },
      { event: 'charge.success', data: { ...charge, status: 'failed' } },
      { event: 'charge.success', data: { ...charge, amount: 0 } },
      { event: 'charge.success', data: { ...charge, paid_at: '1970-01-01T00:00:00.000Z' } },
      { event: 'charge.success' },
      { event: 'subscription.create', data: { subscription_code: 'SUB_1', email_token: 'tok1', customer } },
      { event: 'subscription.create', data: { subscription_code: long, email_token: 'tok1', createdAt: new Date().toISOString(), customer } },
      { event: 'subscription.not_renew', data: { subscription_code: 'SUB_1', customer: { customer_code: long } } },
      { event: 'invoice.payment_failed', data: { subscription: {}, customer } },
    ];
    for (const body of refused) {
      const r = readEvent(JSON.stringify(body));
      expect(r.kind).toBe('refused');
      if (r.kind === 'refused') {
        expect(r.reason).toMatch(/^data(\.[a-z_A-Z]+)*: /);
        expect(r.reason.length).toBeLessThanOrEqual(300);
      }
    }
    const r = readEvent(JSON.stringify({ event: 'charge.success', data: { ...charge, amount: -1 } }));
    expect(r).toEqual({ kind: 'refused', name: 'charge.success', reason: 'data.amount: Not more than 0' });
  });
});
