/**
 * Money is always an integer number of kobo (1 naira = 100 kobo). This module is
 * the only place that turns kobo into text or text into kobo, so the screen,
 * the API, PDFs and reports show the same figure.
 */
// Made on first use: a formatter for a locale costs tens of milliseconds on a slow phone, which
// a page that shows no amounts (the dashboard before its figures arrive) should not pay.
let nairaFormat: Intl.NumberFormat | undefined;
const naira = () =>
  (nairaFormat ??= new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** Formats kobo as naira, e.g. 123456750 -> "₦1,234,567.50". */
export function formatNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  // Format from the integer parts so no binary fraction ever reaches the output.
  const negative = kobo < 0;
  const abs = Math.abs(kobo);
  const text = naira().format(Math.trunc(abs / 100) + (abs % 100) / 100);
  return negative ? `-${text}` : text;
}

let amountFormat: Intl.NumberFormat | undefined;
const amount = () => (amountFormat ??= new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Kobo as a plain amount for an input field, e.g. 150050 -> "1,500.50"; parseNaira reads it back. */
export function formatNairaAmount(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  const abs = Math.abs(kobo);
  const text = amount().format(Math.trunc(abs / 100) + (abs % 100) / 100);
  return kobo < 0 ? `-${text}` : text;
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
