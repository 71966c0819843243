/**
 * The bar chart's scale (bar-chart.tsx: the dashboard's Sales & Expenses, the reports' charts): a
 * pure function of the figures, so the bars' heights and the axis's lines are tested without a
 * browser (test/unit/dashboard-chart.test.ts).
 */

/** The steps an axis counts in, times a power of ten (of kobo): ₦1, ₦2, ₦2.50, ₦5, ₦10, ... */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;
/** The smallest step: a whole naira, so no axis line falls on a kobo figure. */
const MIN_STEP_KOBO = 100;

export interface ChartScale {
  /** The top of the axis, in kobo: the last tick, at least the largest figure (0 when every figure is 0). */
  max: number;
  /** The axis's lines from 0 up to max, in kobo, evenly spaced. */
  ticks: number[];
}

/**
 * An axis from 0 that holds every figure, in at most `maxTicks` equal steps of a round amount
 * (1, 2, 2.5 or 5 times a power of ten naira), the smallest such step that fits. Negative
 * figures (none today: the charts' are sums of amounts) count as 0. All zero: one line at 0.
 */
export function chartScale(values: readonly number[], maxTicks = 4): ChartScale {
  const top = Math.max(0, ...values);
  if (top === 0) return { max: 0, ticks: [0] };
  const rough = Math.max(top / maxTicks, MIN_STEP_KOBO);
  const power = 10 ** Math.floor(Math.log10(rough));
  // rough < 10 × power, so the last nice step always fits.
  const step = NICE_STEPS.map((nice) => nice * power).find((s) => s >= rough) ?? 10 * power;
  const count = Math.ceil(top / step);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Math.round(i * step));
  return { max: ticks[ticks.length - 1]!, ticks };
}

/** A figure's bar as a share of the axis, in percent (0 to 100); a figure above 0 shows at least a sliver. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(0.5, Math.min(100, (value / max) * 100));
}
