import type { Printable } from '../schemas/printable';

/*
 * What the company's PDF template adds to a printed document, by kind: one
 * rule for the PDF (functions/services/pdf/render.ts) and the public page's
 * answer (functions/services/share/public-documents.ts). No imports but types,
 * so the PDF renderer loads nothing more for it.
 */

/** Bank details are printed on quotes, invoices and statements (what is still to be paid), not on receipts. */
export const printsBankDetails = (kind: Printable['kind']): boolean => kind === 'quote' || kind === 'invoice' || kind === 'statement';

const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The template's bank details as a document prints them: only on the kinds that print them, and
 * not when the document's notes already hold them (the default invoice notes carry the company's
 * bank details, as the spec has them), so they never print twice. Spacing and case do not count.
 */
export function bankDetailsFor(d: Pick<Printable, 'kind' | 'notes'>, bankDetails: string | undefined): string | undefined {
  if (!bankDetails?.trim() || !printsBankDetails(d.kind)) return undefined;
  return d.notes && words(d.notes).includes(words(bankDetails)) ? undefined : bankDetails;
}
