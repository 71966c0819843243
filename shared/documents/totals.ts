/**
 * The one place that computes a sales document's figures (quotes, invoices,
 * sales receipts). The editor, the API, PDFs and reports all call
 * `computeTotals`; the server always recomputes and ignores totals sent by a
 * client. Pure, no dependencies, every amount an integer number of kobo.
 *
 * Rules, in order:
 *
 * 1. Line amount = quantity × rate, rounded to the kobo, half away from zero.
 *    The quantity (at most 3 decimals) is scaled to thousandths and the
 *    product is computed exactly with BigInt, so 1.005 × 100 kobo is
 *    100.5 → 101 kobo, never a float landing on 100.49999….
 *    A line of time carries its whole minutes, and its rate is an hourly
 *    rate: amount = rate × minutes / 60, one rounding (1 minute at
 *    ₦15,000.00/h is ₦250.00). Its quantity (the hours to 3 decimals, for
 *    lists that add quantities up) plays no part: 0.017 h would be ₦255.00.
 * 2. Subtotal = sum of the line amounts.
 * 3. Discount:
 *    - percent (0..100, at most 2 decimals): subtotal × percent / 100,
 *      rounded half away from zero (exact integer math on hundredths);
 *    - amount: the given kobo, clamped to the subtotal. Telling the user
 *      "discount over the subtotal" is the schemas' job, not this module's.
 * 4. The discount is spread over the lines in proportion to their amounts,
 *    exact to the kobo, by the largest-remainder method: each line gets
 *    floor(discount × amount / subtotal); the kobo left over go one each to
 *    the lines with the largest remainders (ties: the earlier line). The
 *    shares sum to the discount and no share exceeds its line's amount. With
 *    a subtotal of 0 every share is 0.
 * 5. Taxable amount of a line = amount − its discount share (the net amount;
 *    reported for every line, also for lines with no tax).
 *    Tax of a line = taxable × taxRate / 100, rounded half away from zero
 *    (rate at most 2 decimals, exact integer math). Tax is applied AFTER the
 *    discount. A null rate means no tax: tax 0 and the line is in no group.
 * 6. taxKobo = sum of the line taxes. `taxes` has one group per distinct
 *    non-null rate (rate 0 included), ascending by rate, with the sums of the
 *    lines' taxable amounts and taxes; the group taxes sum to taxKobo.
 * 7. total = subtotal − discount + tax + adjustment.
 * 8. A document's total is never below zero. The discount cannot take it
 *    there (a percent is at most 100, an amount at most the subtotal) and
 *    tax is never negative, so only a negative adjustment can: the lowest
 *    adjustment a document takes is `lowestAdjustmentKobo` (the one that
 *    brings the total to exactly ₦0.00). `computeTotals` still answers for
 *    a lower one, so an editor can show the figure as it is typed; the
 *    schemas (documentRules) and the server (every write of every kind:
 *    create, edit, clone, convert) refuse it, naming the adjustment.
 *
 * Rounding happens per line (amount, tax), then figures are summed; nothing is
 * rounded twice. Bad input (a quantity <= 0 or with more than 3 decimals, a
 * non-integer or negative rate, a tax rate < 0 or with more than 2 decimals,
 * a percent outside 0..100 or with more than 2 decimals, a non-integer or
 * negative amount discount, a non-integer adjustment, or a figure too large
 * for a safe integer) throws a RangeError. Float noise from arithmetic such as
 * 0.1 + 0.2 is tolerated: quantities, rates and percents are read to 15
 * significant digits, which must show no more than the allowed decimals.
 */

export interface LineInput {
  /** > 0, at most 3 decimals (0.5 kg, 1.25 hrs). */
  quantity: number;
  /** A line of time: its whole minutes (> 0), billed at `rateKobo` an hour; the amount is from them, not from the quantity. */
  minutes?: number;
  /** Integer kobo, >= 0. */
  rateKobo: number;
  /** Percent (0, 5, 7.5 ...) with at most 2 decimals, or null for no tax. */
  taxRate: number | null;
}

export type DiscountInput =
  | { type: 'percent'; /** 0..100, at most 2 decimals. */ value: number }
  | { type: 'amount'; /** Integer kobo, >= 0. */ valueKobo: number };

export interface DocumentInput {
  lines: LineInput[];
  discount: DiscountInput;
  /** Integer kobo, may be negative. */
  adjustmentKobo: number;
}

export interface LineTotals {
  amountKobo: number;
  /** This line's share of the document discount. */
  discountKobo: number;
  /** amountKobo − discountKobo: the base the line's tax is computed on. */
  taxableKobo: number;
  taxKobo: number;
}

export interface TaxGroup {
  rate: number;
  taxableKobo: number;
  taxKobo: number;
}

export interface DocumentTotals {
  lines: LineTotals[];
  subtotalKobo: number;
  discountKobo: number;
  taxKobo: number;
  /** One per distinct non-null rate, ascending by rate, rate 0 included. */
  taxes: TaxGroup[];
  adjustmentKobo: number;
  totalKobo: number;
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from
 * zero (2.5 → 3, −2.5 → −3, −0.4 → 0). Exact for any BigInt inputs.
 */
/** A cost with a markup in percent (at most 2 decimals), to the kobo (half away from zero): ₦1,000.00 at 12.5% is ₦1,125.00. */
export function withMarkup(kobo: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number(roundHalfAwayFromZero(BigInt(kobo) * (10_000n + basisPoints), 10_000n));
}

/**
 * An expense billed to a customer: the line's rate and tax rate. A re-billed cost is part of
 * what the company charges for its own supply, so the line charges the cost before the VAT the
 * company paid on it (that VAT is its input VAT, reclaimed on the VAT Summary) plus the markup,
 * and carries the company's VAT (`vatPercent`) as output VAT; charging the VAT inside the price
 * would have the customer pay it and the company reclaim it too. An expense that held no VAT
 * (exempt goods, a vendor outside VAT) is billed at its cost plus the markup with no tax, as it
 * came: there is no input VAT on it to pass on.
 */
export function billedExpense(e: { amountKobo: number; vatKobo: number }, markupPercent: number, vatPercent: number): { rateKobo: number; taxRate: number | null } {
  if (e.vatKobo <= 0) return { rateKobo: withMarkup(e.amountKobo, markupPercent), taxRate: null };
  return { rateKobo: withMarkup(e.amountKobo - e.vatKobo, markupPercent), taxRate: vatPercent };
}

/**
 * The VAT inside a part of an invoice's total (what a payment settles of it):
 * settled × tax / total, to the kobo, half away from zero; 0 for a total of 0.
 */
export function vatShareKobo(settledKobo: number, taxKobo: number, totalKobo: number): number {
  if (totalKobo <= 0 || taxKobo === 0) return 0;
  return Number(roundHalfAwayFromZero(BigInt(settledKobo) * BigInt(taxKobo), BigInt(totalKobo)));
}

export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * Reads a decimal number with at most `places` decimals as an integer count of
 * 10^-places units (1.25 with 3 places → 1250n). Tolerates float noise
 * (0.1 + 0.2 → 300n) but refuses a genuine extra decimal (1.0005 → RangeError).
 */
function scaledDecimal(value: number, places: number, what: string): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
  const scale = 10 ** places;
  const units = Math.round(value * scale);
  // At most 15 significant digits, so the check below can see every decimal.
  if (!(Math.abs(units) < 1e15)) throw new RangeError(`${what} is too large: ${value}`);
  // Read both sides to 15 significant digits (what a double holds reliably): float
  // noise such as 0.1 + 0.2 = 0.30000000000000004 disappears, a real extra decimal does not.
  if (Number((units / scale).toPrecision(15)) !== Number(value.toPrecision(15))) {
    throw new RangeError(`${what} must have at most ${places} decimals, got ${value}`);
  }
  return BigInt(units);
}

function wholeKobo(value: number, what: string, allowNegative: boolean): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole kobo, got ${value}`);
  if (!allowNegative && value < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
  return BigInt(value);
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function toSafeNumber(value: bigint, what: string): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) throw new RangeError(`${what} is too large to compute exactly`);
  return Number(value);
}

function lineAmount(quantity: number, rateKobo: number, minutes?: number): bigint {
  if (minutes !== undefined) {
    if (!Number.isSafeInteger(minutes) || minutes <= 0) throw new RangeError(`Minutes must be a whole number greater than 0, got ${minutes}`);
    return roundHalfAwayFromZero(BigInt(minutes) * wholeKobo(rateKobo, 'Rate', false), 60n);
  }
  const q1000 = scaledDecimal(quantity, 3, 'Quantity');
  if (q1000 <= 0n) throw new RangeError(`Quantity must be greater than 0, got ${quantity}`);
  const rate = wholeKobo(rateKobo, 'Rate', false);
  return roundHalfAwayFromZero(q1000 * rate, 1000n);
}

/** A line's amount (quantity × rate, or hourly rate × minutes / 60 for time, rounded half away from zero to the kobo), e.g. for the editor as it is typed. */
export function lineAmountKobo(quantity: number, rateKobo: number, minutes?: number): number {
  return toSafeNumber(lineAmount(quantity, rateKobo, minutes), 'Line amount');
}

/** Tax rate in hundredths of a percent (7.5 → 750n), or null for no tax. */
function taxRateHundredths(taxRate: number | null): bigint | null {
  if (taxRate === null) return null;
  const r100 = scaledDecimal(taxRate, 2, 'Tax rate');
  if (r100 < 0n) throw new RangeError(`Tax rate must not be negative, got ${taxRate}`);
  return r100;
}

function documentDiscount(discount: DiscountInput, subtotal: bigint): bigint {
  if (discount.type === 'percent') {
    const p100 = scaledDecimal(discount.value, 2, 'Discount percent');
    if (p100 < 0n || p100 > 10000n) throw new RangeError(`Discount percent must be between 0 and 100, got ${discount.value}`);
    return roundHalfAwayFromZero(subtotal * p100, 10000n);
  }
  if (discount.type === 'amount') {
    const amount = wholeKobo(discount.valueKobo, 'Discount amount', false);
    return amount > subtotal ? subtotal : amount;
  }
  throw new RangeError(`Unknown discount type: ${(discount as { type: unknown }).type}`);
}

/** Largest-remainder split of `discount` (0 <= discount <= sum of amounts) in proportion to `amounts`. */
function spreadDiscount(discount: bigint, amounts: bigint[], subtotal: bigint): bigint[] {
  if (subtotal === 0n || discount === 0n) return amounts.map(() => 0n);
  const shares: bigint[] = [];
  const remainders: bigint[] = [];
  let given = 0n;
  for (const amount of amounts) {
    const product = discount * amount;
    const share = product / subtotal;
    shares.push(share);
    remainders.push(product % subtotal);
    given += share;
  }
  let left = discount - given; // < number of lines
  if (left > 0n) {
    const order = amounts.map((_, i) => i);
    order.sort((a, b) => (remainders[a] === remainders[b] ? a - b : remainders[a] > remainders[b] ? -1 : 1));
    for (const i of order) {
      if (left === 0n) break;
      shares[i] += 1n;
      left -= 1n;
    }
  }
  return shares;
}

/** Computes every figure of a sales document; see the module comment for the rules. */
export function computeTotals(input: DocumentInput): DocumentTotals {
  const adjustment = wholeKobo(input.adjustmentKobo, 'Adjustment', true);
  const rates = input.lines.map((line) => taxRateHundredths(line.taxRate));
  const amounts = input.lines.map((line) => lineAmount(line.quantity, line.rateKobo, line.minutes));
  const subtotal = amounts.reduce((sum, a) => sum + a, 0n);
  const discount = documentDiscount(input.discount, subtotal);
  const shares = spreadDiscount(discount, amounts, subtotal);

  const groups = new Map<bigint, { taxable: bigint; tax: bigint }>();
  let taxTotal = 0n;
  const lines: LineTotals[] = amounts.map((amount, i) => {
    const taxable = amount - shares[i];
    const r100 = rates[i];
    const tax = r100 === null ? 0n : roundHalfAwayFromZero(taxable * r100, 10000n);
    taxTotal += tax;
    if (r100 !== null) {
      const group = groups.get(r100) ?? { taxable: 0n, tax: 0n };
      group.taxable += taxable;
      group.tax += tax;
      groups.set(r100, group);
    }
    return {
      amountKobo: toSafeNumber(amount, 'Line amount'),
      discountKobo: toSafeNumber(shares[i], 'Line discount'),
      taxableKobo: toSafeNumber(taxable, 'Line taxable amount'),
      taxKobo: toSafeNumber(tax, 'Line tax'),
    };
  });

  const taxes: TaxGroup[] = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([r100, group]) => ({
      rate: Number(r100) / 100,
      taxableKobo: toSafeNumber(group.taxable, 'Taxable amount'),
      taxKobo: toSafeNumber(group.tax, 'Tax'),
    }));

  return {
    lines,
    subtotalKobo: toSafeNumber(subtotal, 'Subtotal'),
    discountKobo: toSafeNumber(discount, 'Discount'),
    taxKobo: toSafeNumber(taxTotal, 'Tax'),
    taxes,
    adjustmentKobo: toSafeNumber(adjustment, 'Adjustment'),
    totalKobo: toSafeNumber(subtotal - discount + taxTotal + adjustment, 'Total'),
  };
}

/**
 * Rule 8: the lowest adjustment a document with these figures takes, the one
 * that brings its total to exactly zero (−(subtotal − discount + tax); 0 or less).
 */
export function lowestAdjustmentKobo(totals: Pick<DocumentTotals, 'totalKobo' | 'adjustmentKobo'>): number {
  const beforeAdjustment = totals.totalKobo - totals.adjustmentKobo;
  return beforeAdjustment === 0 ? 0 : -beforeAdjustment;
}
