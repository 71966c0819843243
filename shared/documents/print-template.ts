import type { PrintableDocument } from '../schemas/printable';

/*
 * What the company's PDF template adds to a printed document, by kind: one
 * rule for the PDF (functions/services/pdf/render.ts) and the public page's
 * answer (functions/services/share/public-documents.ts). No imports but types,
 * so the PDF renderer loads nothing more for it.
 */

/** Bank details are printed on quotes, invoices and statements (what is still to be paid), not on receipts. */
export const printsBankDetails = (kind: PrintableDocument['kind']): boolean => kind === 'quote' || kind === 'invoice' || kind === 'statement';
