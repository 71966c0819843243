/**
 * The invoice rules the screens show before the server would refuse: the
 * sentence is the server's own refusal (functions/services/invoices.ts), so
 * the invoice page can offer Void disabled with the same reason instead of
 * refusing after the confirmation.
 */
export const VOID_HAS_PAYMENTS = 'Delete the payments recorded on this invoice before voiding it';

/** Why an invoice cannot be voided now (payments or withholding tax credited on it), or null when it can. */
export function voidRefusal(invoice: { payments?: readonly unknown[]; amountPaidKobo?: number; whtKobo?: number }): string | null {
  const settled = (invoice.amountPaidKobo ?? 0) + (invoice.whtKobo ?? 0);
  return (invoice.payments ?? []).length > 0 || settled > 0 ? VOID_HAS_PAYMENTS : null;
}
