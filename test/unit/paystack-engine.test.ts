import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { chargeOf, newReference, signatureValid } from '../../functions/services/checkout/paystack-engine';
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

describe("Paystack's transaction, as the app reads it", () => {
  it('takes the amount, currency and fee from Paystack, and the Lagos day of paid_at', () => {
    expect(chargeOf({ reference: 'INV-1', status: 'success', amount: 10_750_000, currency: 'NGN', fees: 200_000, paid_at: '2026-11-25T23:30:00.000Z' })).toEqual({
      reference: 'INV-1',
      outcome: 'success',
      amountKobo: 10_750_000,
      currency: 'NGN',
      feeKobo: 200_000,
      // 23:30 UTC is 00:30 the next day in Lagos.
      paidOn: '2026-11-26',
      paidAt: '2026-11-25T23:30:00.000Z',
    });
  });

  it("reads a subscription charge's plan (a code in verify's answer, an object in a webhook's) and the customer who paid", () => {
    const base = { reference: 'R', status: 'success', amount: 500_000, customer: { customer_code: 'CUS_abc', email: 'a@b.ng' } };
    expect(chargeOf({ ...base, plan: 'PLN_1' })).toMatchObject({ planCode: 'PLN_1', customerCode: 'CUS_abc' });
    expect(chargeOf({ ...base, plan: { plan_code: 'PLN_2', name: 'Kobo Starter' } })).toMatchObject({ planCode: 'PLN_2' });
    // A charge with no plan (an invoice's): Paystack sends null or an empty object.
    expect(chargeOf({ ...base, plan: null })!.planCode).toBeUndefined();
    expect(chargeOf({ ...base, plan: {} })!.planCode).toBeUndefined();
  });

  it('counts only success as paid; failed and reversed are failures; anything else is still pending', () => {
    const of = (status: string) => chargeOf({ reference: 'R', status, amount: 100 })!.outcome;
    expect(of('success')).toBe('success');
    expect(of('failed')).toBe('failed');
    expect(of('reversed')).toBe('failed');
    for (const s of ['abandoned', 'ongoing', 'pending', 'processing', 'queued']) expect(of(s)).toBe('pending');
  });

  it('is not a charge without a reference or a whole amount in kobo', () => {
    for (const bad of [null, {}, { reference: 'R' }, { reference: 'R', amount: 10.5 }, { reference: 1, amount: 100 }, { reference: 'R', amount: '100' }]) expect(chargeOf(bad)).toBeNull();
  });

  it('a negative or fractional fee reads as none', () => {
    expect(chargeOf({ reference: 'R', status: 'success', amount: 100, fees: -5 })!.feeKobo).toBe(0);
    expect(chargeOf({ reference: 'R', status: 'success', amount: 100, fees: 1.5 })!.feeKobo).toBe(0);
  });
});

it('references are what Paystack takes, and never repeat', () => {
  const refs = new Set(Array.from({ length: 1000 }, () => newReference('INV')));
  expect(refs.size).toBe(1000);
  for (const r of refs) expect(r).toMatch(CHECKOUT_REFERENCE);
});
