import fc from 'fast-check';
import { whtForReceived, whtOnSettled } from '../../shared/wht';

/** ₦107.50: ₦100.00 and 7.5% VAT. */
const vatInvoice = { totalKobo: 10_750, taxKobo: 750 };

describe('withholding tax: a share of the amount before VAT of what a payment settles', () => {
  it('withholds ₦5.00 at 5% on a ₦107.50 invoice settled in full (₦102.50 paid), and in proportion on a part', () => {
    expect(whtOnSettled(5, [{ ...vatInvoice, settledKobo: 10_750 }])).toBe(500);
    expect(whtForReceived(10_250, 5, [{ ...vatInvoice, availableKobo: 10_750 }])).toBe(500);
    expect(whtOnSettled(5, [{ ...vatInvoice, settledKobo: 5_375 }])).toBe(250);
    expect(whtForReceived(5_125, 5, [{ ...vatInvoice, availableKobo: 10_750 }])).toBe(250);
  });

  it('sums the invoices a payment settles, and leaves credit beyond them without WHT', () => {
    const noVat = { totalKobo: 10_000_000, taxKobo: 0 };
    expect(whtOnSettled(2, [{ ...vatInvoice, settledKobo: 10_750 }, { ...noVat, settledKobo: 10_000_000 }])).toBe(200 + 200_000);
    // At 2%: ₦105.50 settles the first, ₦98,000.00 the second, ₦1,000.00 more is credit.
    expect(whtForReceived(10_550 + 9_800_000 + 100_000, 2, [{ ...vatInvoice, availableKobo: 10_750 }, { ...noVat, availableKobo: 10_000_000 }])).toBe(200 + 200_000);
    expect(whtForReceived(50_000, 5, [])).toBe(0);
  });

  it('is the rate of the gross when there is no VAT (₦47,500.00 received at 5% → ₦2,500.00)', () => {
    expect(whtForReceived(4_750_000, 5, [{ totalKobo: 5_000_000, taxKobo: 0, availableKobo: 5_000_000 }])).toBe(250_000);
    expect(whtForReceived(9_000_000, 10, [{ totalKobo: 10_000_000, taxKobo: 0, availableKobo: 10_000_000 }])).toBe(1_000_000);
  });

  it('rounds once, to the kobo, half away from zero', () => {
    expect(whtOnSettled(5, [{ totalKobo: 10, taxKobo: 0, settledKobo: 10 }])).toBe(1); // 0.5 kobo
    expect(whtOnSettled(5, [{ totalKobo: 8, taxKobo: 0, settledKobo: 8 }])).toBe(0); // 0.4 kobo
    // Three invoices of 0.4 kobo each: 1.2 kobo in all, not 0 + 0 + 0.
    expect(whtOnSettled(5, [0, 1, 2].map(() => ({ totalKobo: 8, taxKobo: 0, settledKobo: 8 })))).toBe(1);
  });

  it('refuses what is not a rate or whole kobo', () => {
    for (const rate of [0, 100, 2.555, -5]) expect(() => whtOnSettled(rate, [])).toThrow(RangeError);
    expect(() => whtForReceived(10.5, 5, [])).toThrow(RangeError);
    expect(() => whtForReceived(-1, 5, [])).toThrow(RangeError);
    expect(() => whtOnSettled(5, [{ totalKobo: 100, taxKobo: 0, settledKobo: 1.5 }])).toThrow(RangeError);
  });

  const invoiceArb = fc.record({ beforeVat: fc.integer({ min: 1, max: 10 ** 10 }), vat100: fc.constantFrom(0, 500, 750, 1250) }).chain(({ beforeVat, vat100 }) => {
    const taxKobo = Math.round((beforeVat * vat100) / 10_000);
    const totalKobo = beforeVat + taxKobo;
    return fc.integer({ min: 1, max: totalKobo }).map((availableKobo) => ({ totalKobo, taxKobo, availableKobo }));
  });

  it('the cash-first fill agrees with the rule on what it settles: cash + WHT spread in order gives back the same WHT, to a kobo', () => {
    fc.assert(
      fc.property(fc.array(invoiceArb, { maxLength: 5 }), fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 1, max: 5_000 }), (invoices, cash, rate100) => {
        const rate = rate100 / 100;
        const wht = whtForReceived(cash, rate, invoices);
        expect(Number.isSafeInteger(wht)).toBe(true);
        // Spread cash + WHT over the invoices in order, as the form does.
        let left = cash + wht;
        const settled = invoices.map((inv) => {
          const take = Math.min(inv.availableKobo, left);
          left -= take;
          return { ...inv, settledKobo: take };
        });
        expect(Math.abs(whtOnSettled(rate, settled) - wht)).toBeLessThanOrEqual(1);
        // Never more than the rate of what it settles.
        const settledTotal = settled.reduce((s, i) => s + i.settledKobo, 0);
        expect(wht * 10_000).toBeLessThanOrEqual(settledTotal * rate100 + 5_000);
      }),
      { numRuns: 500 },
    );
  });
});
