/**
 * Money is always an integer number of kobo (1 naira = 100 kobo). This module is
 * the only place that turns kobo into text or text into kobo, so the screen,
 * the API, PDFs and reports show the same figure.
 */

/** Digits of a whole number grouped in threes with commas, e.g. 1234567 -> "1,234,567". */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Naira and kobo as text, from the integers alone: digits grouped in threes with commas, a point
 * and two kobo digits, as en-NG writes money. No Intl.NumberFormat: its output rests on the
 * browser's locale data (which differs between engines and versions), it works through a binary
 * fraction, and building one costs about 20 ms at a cold start (a phone's first paint, a Lambda's
 * first PDF); a figure must read the same on every screen and in every PDF, to the kobo.
 */
function digits(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  const abs = Math.abs(kobo);
  return `${grouped(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats kobo as naira, e.g. 123456750 -> "₦1,234,567.50". */
export function formatNaira(kobo: number): string {
  return `${kobo < 0 ? '-' : ''}₦${digits(kobo)}`;
}

/** Kobo as a plain amount for an input field, e.g. 150050 -> "1,500.50"; parseNaira reads it back. */
export function formatNairaAmount(kobo: number): string {
  return `${kobo < 0 ? '-' : ''}${digits(kobo)}`;
}

/**
 * A line's quantity as documents print it, e.g. 1500 -> "1,500", 2.5 -> "2.5", 0.125 -> "0.125":
 * at most three decimals (the line schema's), no trailing zeros, grouped like money; from the
 * integers, like the money above, so the screen and the PDF agree.
 */
export function formatQuantity(quantity: number): string {
  const thousandths = Math.round(Math.abs(quantity) * 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  const sign = quantity < 0 && thousandths > 0 ? '-' : '';
  return `${sign}${grouped(Math.trunc(thousandths / 1000))}${fraction ? `.${fraction}` : ''}`;
}

/** Kobo as a plain decimal naira amount for files, e.g. 150050 -> "1500.50" (no symbol, no grouping). */
export function koboToDecimal(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  const abs = Math.abs(kobo);
  return `${kobo < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses a naira amount typed by a person ("1,234.5", "₦20") into kobo.
 * Returns null for anything that is not a non-negative amount with at most 2 decimals.
 */
export function parseNaira(input: string): number | null {
  const cleaned = input.replace(/[₦,\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const kobo = whole * 100 + fraction;
  return Number.isSafeInteger(kobo) ? kobo : null;
}

const SHORT_UNITS = [
  { kobo: 100 * 1e9, suffix: 'B' },
  { kobo: 100 * 1e6, suffix: 'M' },
  { kobo: 100 * 1e3, suffix: 'K' },
] as const;

/**
 * Kobo as a short naira label for a chart's axis, e.g. 250000000 -> "₦2.5M", 7500000 -> "₦75K",
 * 50000 -> "₦500", 250 -> "₦2.5": at most two decimals, none trailing; from the integers, like the
 * figures above. Only for axes: a figure a person reads is formatNaira's, to the kobo.
 */
export function formatNairaShort(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  const abs = Math.abs(kobo);
  const unit = SHORT_UNITS.find((u) => abs >= u.kobo) ?? { kobo: 100, suffix: '' };
  const hundredths = Math.round((abs * 100) / unit.kobo);
  const fraction = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return `${kobo < 0 ? '-' : ''}₦${grouped(Math.trunc(hundredths / 100))}${fraction ? `.${fraction}` : ''}${unit.suffix}`;
}
