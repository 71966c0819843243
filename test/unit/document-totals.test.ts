import fc from 'fast-check';
import {
  computeTotals,
  lineAmountKobo,
  lowestAdjustmentKobo,
  roundHalfAwayFromZero,
  vatShareKobo,
  type DiscountInput,
  type DocumentInput,
  type DocumentTotals,
  type LineInput,
} from '../../shared/documents/totals';

const noDiscount: DiscountInput = { type: 'percent', value: 0 };

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero in both directions', () => {
    expect(roundHalfAwayFromZero(1n, 2n)).toBe(1n); // 0.5
    expect(roundHalfAwayFromZero(5n, 2n)).toBe(3n); // 2.5
    expect(roundHalfAwayFromZero(-1n, 2n)).toBe(-1n); // -0.5
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n); // -2.5
    expect(roundHalfAwayFromZero(5n, -2n)).toBe(-3n); // -2.5
    expect(roundHalfAwayFromZero(-5n, -2n)).toBe(3n); // 2.5
  });

  it('rounds everything else to the nearest integer', () => {
    expect(roundHalfAwayFromZero(4n, 10n)).toBe(0n);
    expect(roundHalfAwayFromZero(-4n, 10n)).toBe(0n);
    expect(roundHalfAwayFromZero(6n, 10n)).toBe(1n);
    expect(roundHalfAwayFromZero(-6n, 10n)).toBe(-1n);
    expect(roundHalfAwayFromZero(-1499n, 1000n)).toBe(-1n);
    expect(roundHalfAwayFromZero(-1500n, 1000n)).toBe(-2n);
    expect(roundHalfAwayFromZero(12n, 4n)).toBe(3n);
    expect(roundHalfAwayFromZero(0n, 7n)).toBe(0n);
  });

  it('refuses a zero denominator', () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe('lineAmountKobo', () => {
  it('multiplies quantity by rate and rounds half a kobo up', () => {
    expect(lineAmountKobo(2, 1_500_000)).toBe(3_000_000);
    expect(lineAmountKobo(0.5, 800_000)).toBe(400_000);
    expect(lineAmountKobo(0.005, 100)).toBe(1); // 0.5 kobo -> 1
    expect(lineAmountKobo(0.004, 100)).toBe(0); // 0.4 kobo -> 0
    expect(lineAmountKobo(0.015, 100)).toBe(2); // 1.5 kobo -> 2
    expect(lineAmountKobo(1.25, 1_999)).toBe(2_499); // 2498.75 -> 2499
  });

  it('is exact where float arithmetic is not', () => {
    // 1.005 * 100 is 100.49999999999999 in floats; the exact 100.5 rounds to 101.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(lineAmountKobo(1.005, 100)).toBe(101);
    // 1.015 * 100 is 101.49999999999999 in floats; the exact 101.5 rounds to 102.
    expect(lineAmountKobo(1.015, 100)).toBe(102);
    expect(lineAmountKobo(0.1 + 0.2, 1_000)).toBe(300);
  });

  it('bills a line of time from its minutes at an hourly rate, one rounding, whatever its quantity says', () => {
    // A minute at ₦15,000.00/h is ₦250.00; its quantity, 0.017 h, would make it ₦255.00.
    expect(lineAmountKobo(0.017, 1_500_000, 1)).toBe(25_000);
    expect(lineAmountKobo(0.017, 1_500_000)).toBe(25_500);
    expect(lineAmountKobo(0.333, 1_000_000, 20)).toBe(333_333); // 333,333.33… -> 333,333
    expect(lineAmountKobo(0.017, 90, 1)).toBe(2); // 1.5 kobo -> 2
    expect(() => lineAmountKobo(1, 100, 0)).toThrow(RangeError);
    expect(() => lineAmountKobo(1, 100, 1.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 }), fc.integer({ min: 0, max: 100_000_000 }), (minutes, rate) => {
        const exact = (minutes * rate) / 60;
        expect(Math.abs(lineAmountKobo(1, rate, minutes) - exact)).toBeLessThanOrEqual(0.5);
        // An hour's worth of minutes is the hourly rate, to the kobo.
        expect(lineAmountKobo(1, rate, 60)).toBe(rate);
      }),
    );
  });

  it('totals a document with lines of time through the same rules', () => {
    const t = computeTotals({ lines: [{ quantity: 0.017, minutes: 1, rateKobo: 1_500_000, taxRate: 7.5 }, { quantity: 2, rateKobo: 100_000, taxRate: null }], discount: { type: 'percent', value: 10 }, adjustmentKobo: 0 });
    expect(t.lines.map((l) => l.amountKobo)).toEqual([25_000, 200_000]);
    expect(t.subtotalKobo).toBe(225_000);
    expect(t.discountKobo).toBe(22_500);
    expect(t.taxKobo).toBe(1_688); // 7.5% of 22,500 (25,000 less its 2,500 share)
    expect(t.totalKobo).toBe(225_000 - 22_500 + 1_688);
  });
});

describe('computeTotals: hand-computed examples', () => {
  it('computes a three-line invoice with VAT, a no-tax line and a 10% discount', () => {
    // Line 1: 2 x ₦15,000.00 = ₦30,000.00 (3,000,000 kobo), VAT 7.5%
    // Line 2: 0.5 x ₦8,000.00 = ₦4,000.00 (400,000 kobo), VAT 7.5%
    // Line 3: 1 x ₦2,500.00 = ₦2,500.00 (250,000 kobo), no tax
    // Subtotal 3,650,000. Discount 10% = 365,000.
    // Shares 365,000 x amount / 3,650,000: 300,000, 40,000, 25,000 (exact, nothing left over).
    // Taxable: 2,700,000, 360,000, 225,000.
    // Tax: 2,700,000 x 7.5% = 202,500; 360,000 x 7.5% = 27,000; 0. Tax 229,500.
    // VAT group 7.5%: taxable 3,060,000, tax 229,500. Line 3 is in no group.
    // Total 3,650,000 - 365,000 + 229,500 + 0 = 3,514,500 (₦35,145.00).
    const totals = computeTotals({
      lines: [
        { quantity: 2, rateKobo: 1_500_000, taxRate: 7.5 },
        { quantity: 0.5, rateKobo: 800_000, taxRate: 7.5 },
        { quantity: 1, rateKobo: 250_000, taxRate: null },
      ],
      discount: { type: 'percent', value: 10 },
      adjustmentKobo: 0,
    });
    expect(totals).toEqual<DocumentTotals>({
      lines: [
        { amountKobo: 3_000_000, discountKobo: 300_000, taxableKobo: 2_700_000, taxKobo: 202_500 },
        { amountKobo: 400_000, discountKobo: 40_000, taxableKobo: 360_000, taxKobo: 27_000 },
        { amountKobo: 250_000, discountKobo: 25_000, taxableKobo: 225_000, taxKobo: 0 },
      ],
      subtotalKobo: 3_650_000,
      discountKobo: 365_000,
      taxKobo: 229_500,
      taxes: [{ rate: 7.5, taxableKobo: 3_060_000, taxKobo: 229_500 }],
      adjustmentKobo: 0,
      totalKobo: 3_514_500,
    });
  });

  it('rounds per line and spreads the discount by largest remainder', () => {
    // Line 1: 3 x 33,333 = 99,999, VAT 7.5%
    // Line 2: 1.25 x 1,999 = 2,498.75 -> 2,499, 5%
    // Line 3: 0.333 x 1,000 = 333, zero-rated (0%)
    // Subtotal 102,831. Discount 12.5% = 12,853.875 -> 12,854.
    // 12,854 x amount / 102,831:
    //   line 1: 1,285,387,146 / 102,831 = 12,499 rem 102,477
    //   line 2:    32,122,146 / 102,831 =    312 rem  38,874
    //   line 3:     4,280,382 / 102,831 =     41 rem  64,311
    //   floors sum to 12,852; the 2 kobo left go to the largest remainders: line 1, then line 3.
    //   Shares 12,500, 312, 42 (sum 12,854).
    // Taxable 87,499, 2,187, 291.
    // Tax 87,499 x 7.5% = 6,562.425 -> 6,562; 2,187 x 5% = 109.35 -> 109; 0. Tax 6,671.
    // Total 102,831 - 12,854 + 6,671 - 50 = 96,598.
    const totals = computeTotals({
      lines: [
        { quantity: 3, rateKobo: 33_333, taxRate: 7.5 },
        { quantity: 1.25, rateKobo: 1_999, taxRate: 5 },
        { quantity: 0.333, rateKobo: 1_000, taxRate: 0 },
      ],
      discount: { type: 'percent', value: 12.5 },
      adjustmentKobo: -50,
    });
    expect(totals.lines).toEqual([
      { amountKobo: 99_999, discountKobo: 12_500, taxableKobo: 87_499, taxKobo: 6_562 },
      { amountKobo: 2_499, discountKobo: 312, taxableKobo: 2_187, taxKobo: 109 },
      { amountKobo: 333, discountKobo: 42, taxableKobo: 291, taxKobo: 0 },
    ]);
    expect(totals.subtotalKobo).toBe(102_831);
    expect(totals.discountKobo).toBe(12_854);
    expect(totals.taxKobo).toBe(6_671);
    expect(totals.taxes).toEqual([
      { rate: 0, taxableKobo: 291, taxKobo: 0 },
      { rate: 5, taxableKobo: 2_187, taxKobo: 109 },
      { rate: 7.5, taxableKobo: 87_499, taxKobo: 6_562 },
    ]);
    expect(totals.adjustmentKobo).toBe(-50);
    expect(totals.totalKobo).toBe(96_598);
  });

  it('gives a tied leftover kobo to the earlier line', () => {
    // Three lines of 100 kobo, 100 kobo off: 33 each with equal remainders; the 1 left goes to line 1.
    const totals = computeTotals({
      lines: [1, 2, 3].map(() => ({ quantity: 1, rateKobo: 100, taxRate: 7.5 })),
      discount: { type: 'amount', valueKobo: 100 },
      adjustmentKobo: 0,
    });
    expect(totals.lines.map((l) => l.discountKobo)).toEqual([34, 33, 33]);
    // Tax 66 x 7.5% = 4.95 -> 5; 67 x 7.5% = 5.025 -> 5.
    expect(totals.lines.map((l) => l.taxKobo)).toEqual([5, 5, 5]);
    expect(totals.totalKobo).toBe(300 - 100 + 15);
  });

  it('rounds half a kobo of line amount and of tax away from zero', () => {
    // 0.005 x 100 kobo = 0.5 kobo -> 1; tax 20 kobo x 7.5% = 1.5 -> 2.
    const totals = computeTotals({
      lines: [
        { quantity: 0.005, rateKobo: 100, taxRate: null },
        { quantity: 1, rateKobo: 20, taxRate: 7.5 },
      ],
      discount: noDiscount,
      adjustmentKobo: 0,
    });
    expect(totals.lines[0].amountKobo).toBe(1);
    expect(totals.lines[1].taxKobo).toBe(2);
    expect(totals.subtotalKobo).toBe(21);
    expect(totals.totalKobo).toBe(23);
    expect(totals.taxes).toEqual([{ rate: 7.5, taxableKobo: 20, taxKobo: 2 }]);
  });

  it('rounds a percent discount of half a kobo up', () => {
    // Subtotal 5 kobo, 10% = 0.5 kobo -> 1.
    const totals = computeTotals({ lines: [{ quantity: 1, rateKobo: 5, taxRate: null }], discount: { type: 'percent', value: 10 }, adjustmentKobo: 0 });
    expect(totals.discountKobo).toBe(1);
    expect(totals.totalKobo).toBe(4);
  });

  it('clamps an amount discount to the subtotal', () => {
    // Subtotal 1.5 x ₦1,000.00 = 150,000 kobo; ₦5,000.00 off is clamped to 150,000; no tax left.
    const totals = computeTotals({
      lines: [{ quantity: 1.5, rateKobo: 100_000, taxRate: 7.5 }],
      discount: { type: 'amount', valueKobo: 500_000 },
      adjustmentKobo: 2_500,
    });
    expect(totals.subtotalKobo).toBe(150_000);
    expect(totals.discountKobo).toBe(150_000);
    expect(totals.lines).toEqual([{ amountKobo: 150_000, discountKobo: 150_000, taxableKobo: 0, taxKobo: 0 }]);
    expect(totals.taxes).toEqual([{ rate: 7.5, taxableKobo: 0, taxKobo: 0 }]);
    expect(totals.taxKobo).toBe(0);
    expect(totals.totalKobo).toBe(2_500);
  });

  it('handles an empty document and zero-priced lines', () => {
    expect(computeTotals({ lines: [], discount: { type: 'amount', valueKobo: 1_000 }, adjustmentKobo: -300 })).toEqual<DocumentTotals>({
      lines: [],
      subtotalKobo: 0,
      discountKobo: 0,
      taxKobo: 0,
      taxes: [],
      adjustmentKobo: -300,
      totalKobo: -300,
    });
    const free = computeTotals({ lines: [{ quantity: 2, rateKobo: 0, taxRate: 7.5 }], discount: { type: 'percent', value: 50 }, adjustmentKobo: 0 });
    expect(free.lines).toEqual([{ amountKobo: 0, discountKobo: 0, taxableKobo: 0, taxKobo: 0 }]);
    expect(free.totalKobo).toBe(0);
  });
});

describe('computeTotals: bad input', () => {
  const line: LineInput = { quantity: 1, rateKobo: 100, taxRate: 7.5 };
  const doc = (over: Partial<DocumentInput>, lineOver: Partial<LineInput> = {}): DocumentInput => ({
    lines: [{ ...line, ...lineOver }],
    discount: noDiscount,
    adjustmentKobo: 0,
    ...over,
  });

  it.each<[string, DocumentInput]>([
    ['quantity 0', doc({}, { quantity: 0 })],
    ['negative quantity', doc({}, { quantity: -1 })],
    ['quantity with 4 decimals', doc({}, { quantity: 1.0005 })],
    ['quantity below a thousandth', doc({}, { quantity: 0.0004 })],
    ['NaN quantity', doc({}, { quantity: Number.NaN })],
    ['infinite quantity', doc({}, { quantity: Number.POSITIVE_INFINITY })],
    ['huge quantity', doc({}, { quantity: 1e13 })],
    ['fractional rate', doc({}, { rateKobo: 100.5 })],
    ['negative rate', doc({}, { rateKobo: -1 })],
    ['unsafe rate', doc({}, { rateKobo: 2 ** 53 })],
    ['tax rate with 3 decimals', doc({}, { taxRate: 7.555 })],
    ['negative tax rate', doc({}, { taxRate: -5 })],
    ['NaN tax rate', doc({}, { taxRate: Number.NaN })],
    ['percent over 100', doc({ discount: { type: 'percent', value: 100.01 } })],
    ['negative percent', doc({ discount: { type: 'percent', value: -1 } })],
    ['percent with 3 decimals', doc({ discount: { type: 'percent', value: 10.005 } })],
    ['fractional amount discount', doc({ discount: { type: 'amount', valueKobo: 10.5 } })],
    ['negative amount discount', doc({ discount: { type: 'amount', valueKobo: -1 } })],
    ['fractional adjustment', doc({ adjustmentKobo: 0.5 })],
    ['NaN adjustment', doc({ adjustmentKobo: Number.NaN })],
    ['unknown discount type', doc({ discount: { type: 'other', value: 1 } as unknown as DiscountInput })],
    ['a total beyond safe integers', doc({}, { quantity: 9_000_000, rateKobo: 1_000_000_000_000 })],
  ])('throws a RangeError for %s', (_name, input) => {
    expect(() => computeTotals(input)).toThrow(RangeError);
  });

  it('lineAmountKobo refuses the same quantities and rates', () => {
    expect(() => lineAmountKobo(0, 100)).toThrow(RangeError);
    expect(() => lineAmountKobo(1.0001, 100)).toThrow(RangeError);
    expect(() => lineAmountKobo(1, 1.5)).toThrow(RangeError);
    expect(() => lineAmountKobo(1, -100)).toThrow(RangeError);
  });
});

describe('computeTotals: properties', () => {
  const taxRate = fc.constantFrom<number | null>(null, 0, 5, 7.5);
  const lineArb = fc.record({
    q1000: fc.integer({ min: 1, max: 10_000_000 }), // quantity up to 10,000 with 3 decimals
    rateKobo: fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 })), // up to ₦10,000,000
    taxRate,
    split: fc.integer({ min: 0, max: 10_000_000 }), // where to cut the quantity for the float-noise version
  });
  const discountArb = fc.oneof(
    fc.record({ type: fc.constant('percent' as const), p100: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ type: fc.constant('amount' as const), valueKobo: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10 ** 13 })) }),
  );
  const docArb = fc.record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 20 }),
    discount: discountArb,
    adjustmentKobo: fc.integer({ min: -10_000_000, max: 10_000_000 }), // ±₦100,000
  });
  type Doc = typeof docArb extends fc.Arbitrary<infer T> ? T : never;

  const clean = (d: Doc): DocumentInput => ({
    lines: d.lines.map((l) => ({ quantity: l.q1000 / 1000, rateKobo: l.rateKobo, taxRate: l.taxRate })),
    discount: d.discount.type === 'percent' ? { type: 'percent', value: d.discount.p100 / 100 } : { type: 'amount', valueKobo: d.discount.valueKobo },
    adjustmentKobo: d.adjustmentKobo,
  });
  // The same document with quantities and percents computed the float way (0.1 + 0.2 style).
  const noisy = (d: Doc): DocumentInput => ({
    ...clean(d),
    lines: d.lines.map((l) => {
      const a = Math.min(l.split, l.q1000);
      return { quantity: a / 1000 + (l.q1000 - a) / 1000, rateKobo: l.rateKobo, taxRate: l.taxRate === 7.5 ? 2.5 * 3 : l.taxRate };
    }),
    discount: d.discount.type === 'percent' ? { type: 'percent', value: (d.discount.p100 * 0.1) / 10 } : clean(d).discount,
  });

  it('keeps every figure exact, consistent and in range', () => {
    fc.assert(
      fc.property(docArb, (d) => {
        const input = clean(d);
        const t = computeTotals(input);
        const figures = [t.subtotalKobo, t.discountKobo, t.taxKobo, t.adjustmentKobo, t.totalKobo];
        for (const l of t.lines) figures.push(l.amountKobo, l.discountKobo, l.taxableKobo, l.taxKobo);
        for (const g of t.taxes) figures.push(g.taxableKobo, g.taxKobo);
        expect(figures.every(Number.isSafeInteger)).toBe(true);

        expect(t.totalKobo).toBe(t.subtotalKobo - t.discountKobo + t.taxKobo + t.adjustmentKobo);
        expect(t.adjustmentKobo).toBe(d.adjustmentKobo);
        expect(t.lines).toHaveLength(d.lines.length);
        expect(t.subtotalKobo).toBe(t.lines.reduce((s, l) => s + l.amountKobo, 0));
        expect(t.taxKobo).toBe(t.lines.reduce((s, l) => s + l.taxKobo, 0));
        expect(t.discountKobo).toBeGreaterThanOrEqual(0);
        expect(t.discountKobo).toBeLessThanOrEqual(t.subtotalKobo);
        expect(t.lines.reduce((s, l) => s + l.discountKobo, 0)).toBe(t.discountKobo);

        t.lines.forEach((l, i) => {
          const src = d.lines[i];
          expect(l.amountKobo).toBe(lineAmountKobo(input.lines[i].quantity, src.rateKobo));
          // amount is q x rate to the nearest kobo, halves up: -500 < amount x 1000 - q1000 x rate <= 500.
          const amountErr = BigInt(l.amountKobo) * 1000n - BigInt(src.q1000) * BigInt(src.rateKobo);
          expect(amountErr > -500n && amountErr <= 500n).toBe(true);
          expect(l.discountKobo).toBeGreaterThanOrEqual(0);
          expect(l.discountKobo).toBeLessThanOrEqual(l.amountKobo);
          expect(l.taxableKobo).toBe(l.amountKobo - l.discountKobo);
          if (src.taxRate === null) {
            expect(l.taxKobo).toBe(0);
          } else {
            // tax is taxable x rate to the nearest kobo, halves up.
            const taxErr = BigInt(l.taxKobo) * 10_000n - BigInt(l.taxableKobo) * BigInt(Math.round(src.taxRate * 100));
            expect(taxErr > -5_000n && taxErr <= 5_000n).toBe(true);
          }
        });

        // Groups: one per distinct non-null rate, ascending, summing to the line figures.
        const rates = [...new Set(d.lines.map((l) => l.taxRate).filter((r): r is number => r !== null))].sort((a, b) => a - b);
        expect(t.taxes.map((g) => g.rate)).toEqual(rates);
        expect(t.taxes.reduce((s, g) => s + g.taxKobo, 0)).toBe(t.taxKobo);
        for (const g of t.taxes) {
          const inGroup = t.lines.filter((_, i) => d.lines[i].taxRate === g.rate);
          expect(g.taxableKobo).toBe(inGroup.reduce((s, l) => s + l.taxableKobo, 0));
          expect(g.taxKobo).toBe(inGroup.reduce((s, l) => s + l.taxKobo, 0));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('with a 100% discount leaves no tax and a total equal to the adjustment', () => {
    fc.assert(
      fc.property(docArb, fc.boolean(), (d, asAmount) => {
        const base = clean(d);
        const subtotal = computeTotals({ ...base, discount: noDiscount }).subtotalKobo;
        const discount: DiscountInput = asAmount ? { type: 'amount', valueKobo: subtotal + 1 } : { type: 'percent', value: 100 };
        const t = computeTotals({ ...base, discount });
        expect(t.discountKobo).toBe(subtotal);
        expect(t.lines.every((l) => l.discountKobo === l.amountKobo && l.taxableKobo === 0)).toBe(true);
        expect(t.taxKobo).toBe(0);
        expect(t.totalKobo).toBe(d.adjustmentKobo);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on float noise in quantities, tax rates and percents', () => {
    expect(computeTotals({ lines: [{ quantity: 0.1 + 0.2, rateKobo: 333, taxRate: 7.5 }], discount: noDiscount, adjustmentKobo: 0 })).toEqual(
      computeTotals({ lines: [{ quantity: 0.3, rateKobo: 333, taxRate: 7.5 }], discount: noDiscount, adjustmentKobo: 0 }),
    );
    fc.assert(
      fc.property(docArb, (d) => {
        expect(computeTotals(noisy(d))).toEqual(computeTotals(clean(d)));
      }),
      { numRuns: 500 },
    );
  });

  it('spreads a percent discount exactly like the same discount given in kobo', () => {
    fc.assert(
      fc.property(docArb, (d) => {
        const base = clean(d);
        const byPercent = computeTotals({ ...base, discount: { type: 'percent', value: 25 } });
        const byAmount = computeTotals({ ...base, discount: { type: 'amount', valueKobo: byPercent.discountKobo } });
        expect(byAmount).toEqual(byPercent);
      }),
      { numRuns: 500 },
    );
  });

  it('rule 8: no discount takes a total below zero; an adjustment does exactly when it is under lowestAdjustmentKobo', () => {
    fc.assert(
      fc.property(docArb, fc.integer({ min: 0, max: 10_000_000 }), (d, extra) => {
        const base = clean(d);
        const without = computeTotals({ ...base, adjustmentKobo: 0 });
        // Any discount, of any kind and size: the total stays at zero or above.
        expect(without.totalKobo).toBeGreaterThanOrEqual(0);
        const lowest = lowestAdjustmentKobo(computeTotals(base));
        expect(lowest).toBe(-without.totalKobo || 0);
        expect(computeTotals({ ...base, adjustmentKobo: lowest }).totalKobo).toBe(0);
        expect(computeTotals({ ...base, adjustmentKobo: lowest + extra }).totalKobo).toBeGreaterThanOrEqual(0);
        expect(computeTotals({ ...base, adjustmentKobo: lowest - 1 - extra }).totalKobo).toBeLessThan(0);
        // Whatever its adjustment, a document reports the same lowest adjustment.
        expect(lowestAdjustmentKobo(computeTotals({ ...base, adjustmentKobo: d.adjustmentKobo + extra }))).toBe(lowest);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the VAT inside a payment’s share of an invoice', () => {
  it('is the invoice’s tax in proportion, to the kobo, half away from zero', () => {
    expect(vatShareKobo(10_750, 750, 10_750)).toBe(750);
    // ₦50.00 of a ₦107.50 invoice with ₦7.50 VAT: 348.84 kobo → 349
    expect(vatShareKobo(5_000, 750, 10_750)).toBe(349);
    expect(vatShareKobo(1, 1, 2)).toBe(1);
    expect(vatShareKobo(5_000, 0, 10_750)).toBe(0);
    expect(vatShareKobo(0, 750, 0)).toBe(0);
  });
});
