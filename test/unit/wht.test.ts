import fc from 'fast-check';
import { whtForReceived } from '../../shared/wht';

describe('WHT from the amount received (shared/wht.ts)', () => {
  it('is the rate’s share of the gross the payment settles', () => {
    expect(whtForReceived(9_500_000, 5)).toBe(500_000); // ₦95,000 received at 5%: ₦5,000 withheld of ₦100,000
    expect(whtForReceived(9_800_000, 2)).toBe(200_000);
    expect(whtForReceived(9_000_000, 10)).toBe(1_000_000);
    expect(whtForReceived(0, 5)).toBe(0);
  });

  it('rounds to the kobo, half away from zero, with rates of 2 decimals', () => {
    expect(whtForReceived(100, 5)).toBe(5); // 5.263 kobo
    expect(whtForReceived(19, 5)).toBe(1); // exactly 1 kobo
    expect(whtForReceived(1, 50)).toBe(1); // 0.5 kobo rounds up
    expect(whtForReceived(9_750_000, 2.5)).toBe(250_000);
    expect(whtForReceived(1_000_000, 7.25)).toBe(78_167); // 78,167.11 kobo
  });

  it('refuses amounts that are not whole kobo and rates outside (0, 100)', () => {
    expect(() => whtForReceived(10.5, 5)).toThrow(RangeError);
    expect(() => whtForReceived(-1, 5)).toThrow(RangeError);
    expect(() => whtForReceived(100, 0)).toThrow(RangeError);
    expect(() => whtForReceived(100, 100)).toThrow(RangeError);
    expect(() => whtForReceived(100, 2.555)).toThrow(RangeError);
  });

  it('received + WHT is the gross, and WHT is the rate of that gross to within half a kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.integer({ min: 1, max: 5000 }), (received, rate100) => {
        const rate = rate100 / 100;
        const wht = whtForReceived(received, rate);
        expect(Number.isSafeInteger(wht)).toBe(true);
        const gross = received + wht;
        // |wht - gross × rate/100| ≤ 0.5 kobo + the rounding carried through the gross-up
        expect(Math.abs(wht * 10_000 - gross * rate100)).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});
