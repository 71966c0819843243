/*
 * Withholding tax on a payment received. The payer keeps WHT back from the
 * gross amount it owes and pays the rest: received = gross - gross × rate.
 * The payment form knows what was received, so the WHT it fills in is the
 * part of the gross that makes received + WHT settle the gross:
 *
 *   whtKobo = received × rate / (100 - rate), rounded to the kobo, half away from zero
 *
 * (₦95,000.00 received at 5% -> ₦5,000.00 withheld: 5% of ₦100,000.00). Exact
 * integer arithmetic on kobo and hundredths of a percent; never a float.
 */

/** The WHT on `receivedKobo` (whole kobo, >= 0) at `percent` (more than 0, less than 100, at most 2 decimals). */
export function whtForReceived(receivedKobo: number, percent: number): number {
  if (!Number.isSafeInteger(receivedKobo) || receivedKobo < 0) throw new RangeError(`Amount must be whole kobo, got ${receivedKobo}`);
  const rate = BigInt(Math.round(percent * 100));
  if (rate <= 0n || rate >= 10_000n || Math.abs(Number(rate) - percent * 100) > 1e-6) throw new RangeError(`WHT rate must be more than 0 and less than 100 with at most 2 decimals, got ${percent}`);
  const num = BigInt(receivedKobo) * rate;
  const den = 10_000n - rate;
  // half away from zero (both are positive): floor((2·num + den) / (2·den))
  return Number((2n * num + den) / (2n * den));
}
