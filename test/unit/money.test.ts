import fc from 'fast-check';
import { formatNaira, formatNairaAmount, formatQuantity, parseNaira } from '../../shared/money';

describe('formatNaira', () => {
  it('prints kobo as naira in the en-NG format with two decimals', () => {
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(5)).toBe('₦0.05');
    expect(formatNaira(123456750)).toBe('₦1,234,567.50');
    expect(formatNaira(-2550)).toBe('-₦25.50');
    expect(formatNaira(100000)).toBe('₦1,000.00');
    expect(formatNaira(99999999)).toBe('₦999,999.99');
    expect(formatNaira(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
  });

  it('writes what en-NG writes (Node’s locale data), without asking it', () => {
    const enNG = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (kobo) => {
        const sign = kobo < 0 ? '-' : '';
        expect(formatNaira(kobo)).toBe(sign + enNG.format(Math.abs(kobo) / 100));
      }),
    );
  });

  it('refuses fractional kobo', () => {
    expect(() => formatNaira(10.5)).toThrow(/whole kobo/);
  });

  it('round-trips every amount through parseNaira exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (kobo) => {
        expect(parseNaira(formatNaira(kobo))).toBe(kobo);
      }),
    );
  });
});

describe('parseNaira', () => {
  it('reads what people type', () => {
    expect(parseNaira('1,234.5')).toBe(123450);
    expect(parseNaira('₦20')).toBe(2000);
    expect(parseNaira(' 0.07 ')).toBe(7);
  });

  it('rejects negative amounts, more than 2 decimals and text', () => {
    expect(parseNaira('-1')).toBeNull();
    expect(parseNaira('1.234')).toBeNull();
    expect(parseNaira('abc')).toBeNull();
    expect(parseNaira('')).toBeNull();
  });
});

describe('formatNairaAmount', () => {
  it('prints kobo as a plain amount for an input, which parseNaira reads back', () => {
    expect(formatNairaAmount(150050)).toBe('1,500.50');
    expect(formatNairaAmount(0)).toBe('0.00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (kobo) => {
        expect(parseNaira(formatNairaAmount(kobo))).toBe(kobo);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('prints up to three decimals without trailing zeros, grouped like money', () => {
    expect(formatQuantity(1)).toBe('1');
    expect(formatQuantity(1500)).toBe('1,500');
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(0.125)).toBe('0.125');
    expect(formatQuantity(1234567.89)).toBe('1,234,567.89');
    expect(formatQuantity(0)).toBe('0');
  });

  it('writes what en-NG writes for every quantity of at most three decimals', () => {
    const enNG = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (thousandths) => {
        const q = thousandths / 1000;
        expect(formatQuantity(q)).toBe(enNG.format(q));
      }),
    );
  });
});
