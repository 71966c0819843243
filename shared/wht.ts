import { roundHalfAwayFromZero } from './documents/totals';

/*
 * Withholding tax on a payment received. WHT is a share of the amount BEFORE
 * VAT of what the payment settles: the customer keeps back rate × that amount
 * and pays the rest, and cash + WHT together settle the invoices. On a ₦107.50
 * invoice (₦100.00 + 7.5% VAT) at 5% the customer withholds ₦5.00 and pays
 * ₦102.50. The amount before VAT of an invoice is its total less its tax;
 * a part settled counts in proportion (settled × before VAT / total).
 *
 * Two ways to ask, one rule:
 * - `whtOnSettled`: the payment's applications are known (the user typed what
 *   goes to each invoice): WHT = Σ rate × settled_i × beforeVat_i / total_i.
 * - `whtForReceived`: only the cash is known, and it goes to the invoices in
 *   order: the WHT that, added to the cash and spread over them in that order,
 *   settles them by the rule above (each invoice taken whole needs
 *   balance × (1 − rate × beforeVat / total) of cash).
 * Exact arithmetic on fractions of kobo; the sum is rounded once, to the kobo,
 * half away from zero. Never a float.
 */

/** An invoice as the WHT rule sees it: its total and the tax in it (kobo). */
export interface WhtInvoice {
  totalKobo: number;
  taxKobo: number;
}

/** A non-negative fraction n/d of a kobo, kept exact. */
type Fraction = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function frac(n: bigint, d: bigint): Fraction {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
const add = (a: Fraction, b: Fraction) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Fraction, b: Fraction) => frac(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Fraction, b: Fraction) => frac(a.n * b.n, a.d * b.d);
const div = (a: Fraction, b: Fraction) => frac(a.n * b.d, a.d * b.n);
const atLeast = (a: Fraction, b: Fraction) => a.n * b.d >= b.n * a.d;
const ZERO: Fraction = { n: 0n, d: 1n };
const kobo = (k: number) => frac(BigInt(k), 1n);

function wholeKobo(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole kobo, 0 or more, got ${value}`);
}

/** The rate in hundredths of a percent (5 → 500n): more than 0, less than 100, at most 2 decimals. */
function rateOf(percent: number): bigint {
  const r100 = Math.round(percent * 100);
  if (!(r100 > 0 && r100 < 10_000) || Math.abs(r100 - percent * 100) > 1e-6) throw new RangeError(`WHT rate must be more than 0 and less than 100 with at most 2 decimals, got ${percent}`);
  return BigInt(r100);
}

/** rate × beforeVat / total of an invoice: the WHT on each kobo settled on it (0 for a total of 0). */
function whtShare(r100: bigint, inv: WhtInvoice): Fraction {
  wholeKobo(inv.totalKobo, 'An invoice total');
  if (!Number.isSafeInteger(inv.taxKobo)) throw new RangeError(`Tax must be whole kobo, got ${inv.taxKobo}`);
  if (inv.totalKobo === 0) return ZERO;
  // An adjustment can leave less before VAT than the tax itself; never below 0 or above the total.
  const beforeVat = Math.min(Math.max(inv.totalKobo - inv.taxKobo, 0), inv.totalKobo);
  return frac(r100 * BigInt(beforeVat), 10_000n * BigInt(inv.totalKobo));
}

const toKobo = (f: Fraction) => Number(roundHalfAwayFromZero(f.n, f.d));

/** The WHT on what a payment settles on each invoice (`settledKobo`: cash and WHT together), to the kobo. */
export function whtOnSettled(percent: number, invoices: (WhtInvoice & { settledKobo: number })[]): number {
  const r100 = rateOf(percent);
  let wht = ZERO;
  for (const inv of invoices) {
    wholeKobo(inv.settledKobo, 'An amount settled');
    wht = add(wht, mul(kobo(inv.settledKobo), whtShare(r100, inv)));
  }
  return toKobo(wht);
}

/**
 * The WHT when `receivedKobo` of cash goes to `invoices` in order, each up to
 * what it may still take (`availableKobo`), to the kobo. Cash left after the
 * last invoice is credit, and carries no WHT.
 */
export function whtForReceived(receivedKobo: number, percent: number, invoices: (WhtInvoice & { availableKobo: number })[]): number {
  wholeKobo(receivedKobo, 'The amount received');
  const r100 = rateOf(percent);
  let cash = kobo(receivedKobo);
  let wht = ZERO;
  for (const inv of invoices) {
    if (cash.n === 0n) break;
    wholeKobo(inv.availableKobo, 'An amount available');
    const share = whtShare(r100, inv);
    const cashShare = sub(kobo(1), share); // cash per kobo settled: more than 0, as the rate is under 100%
    const whole = mul(kobo(inv.availableKobo), cashShare);
    if (atLeast(cash, whole)) {
      wht = add(wht, mul(kobo(inv.availableKobo), share));
      cash = sub(cash, whole);
    } else {
      wht = add(wht, mul(div(cash, cashShare), share));
      cash = ZERO;
    }
  }
  return toKobo(wht);
}
