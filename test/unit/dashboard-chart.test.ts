import fc from 'fast-check';
import { barPercent, chartScale } from '../../frontend/src/components/chart-scale';
import { formatNairaShort } from '../../shared/money';

describe('the bar chart’s axis (chartScale: the dashboard’s Sales & Expenses, the reports’ charts)', () => {
  it('counts in round naira steps from 0 to just above the largest figure', () => {
    // ₦10,000 in four steps of ₦2,500.
    expect(chartScale([1_000_000, 250_000])).toEqual({ max: 1_000_000, ticks: [0, 250_000, 500_000, 750_000, 1_000_000] });
    // A kobo more takes the next round step: ₦5,000.
    expect(chartScale([1_000_001])).toEqual({ max: 1_500_000, ticks: [0, 500_000, 1_000_000, 1_500_000] });
    // ₦1,234,567.89 on steps of ₦500,000.
    expect(chartScale([123_456_789, 0, 5])).toEqual({ max: 150_000_000, ticks: [0, 50_000_000, 100_000_000, 150_000_000] });
  });

  it('never steps by less than a naira', () => {
    expect(chartScale([1])).toEqual({ max: 100, ticks: [0, 100] });
    expect(chartScale([350])).toEqual({ max: 400, ticks: [0, 100, 200, 300, 400] });
  });

  it('draws one line at 0 when every figure is 0 (or there are none)', () => {
    expect(chartScale([0, 0, 0])).toEqual({ max: 0, ticks: [0] });
    expect(chartScale([])).toEqual({ max: 0, ticks: [0] });
  });

  it('holds any figures: the top is at least the largest, at most 4 steps of 1, 2, 2.5 or 5 × 10ⁿ naira, each a whole naira', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 14 }), { minLength: 1, maxLength: 24 }), (values) => {
        const { max, ticks } = chartScale(values);
        const top = Math.max(...values);
        if (top === 0) return expect(ticks).toEqual([0]);
        expect(max).toBeGreaterThanOrEqual(top);
        expect(ticks[0]).toBe(0);
        expect(ticks.length - 1).toBeLessThanOrEqual(4);
        const step = ticks[1]!;
        expect(step % 100).toBe(0);
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5]).toContain(Math.round(mantissa * 1000) / 1000);
        ticks.forEach((tick, i) => expect(tick).toBe(i * step));
        // No step more than needed: one fewer would not reach the top.
        expect(max - step).toBeLessThan(top);
      }),
    );
  });
});

describe('a report’s chart (the Aging Summary’s five buckets, one owed)', () => {
  it('puts the axis on the one figure and leaves the empty buckets flat', () => {
    const owed = [0, 0, 0, 0, 3_000_000];
    const { max, ticks } = chartScale(owed);
    expect({ max, ticks }).toEqual({ max: 3_000_000, ticks: [0, 1_000_000, 2_000_000, 3_000_000] });
    expect(ticks.map(formatNairaShort)).toEqual(['₦0', '₦10K', '₦20K', '₦30K']);
    expect(owed.map((v) => barPercent(v, max))).toEqual([0, 0, 0, 0, 100]);
  });
});

describe('a bar’s height (barPercent)', () => {
  it('is the figure’s share of the axis, a sliver at least for any figure above 0', () => {
    expect(barPercent(500_000, 1_000_000)).toBe(50);
    expect(barPercent(1_000_000, 1_000_000)).toBe(100);
    expect(barPercent(1, 100_000_000)).toBe(0.5);
    expect(barPercent(0, 1_000_000)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
  });
});

describe('formatNairaShort (the axis’s labels)', () => {
  it('writes round amounts short: K, M and B of naira, at most two decimals', () => {
    expect(formatNairaShort(0)).toBe('₦0');
    expect(formatNairaShort(250)).toBe('₦2.5');
    expect(formatNairaShort(50_000)).toBe('₦500');
    expect(formatNairaShort(250_000)).toBe('₦2.5K');
    expect(formatNairaShort(7_500_000)).toBe('₦75K');
    expect(formatNairaShort(250_000_000)).toBe('₦2.5M');
    expect(formatNairaShort(125_000_000)).toBe('₦1.25M');
    expect(formatNairaShort(300_000_000_000)).toBe('₦3B');
    expect(formatNairaShort(500_000_000_000_000)).toBe('₦5,000B');
    expect(formatNairaShort(-250_000)).toBe('-₦2.5K');
  });

  it('refuses fractional kobo', () => {
    expect(() => formatNairaShort(1.5)).toThrow(/whole kobo/);
  });
});
