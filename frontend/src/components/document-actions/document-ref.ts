import type { PrintableKind } from '../../../../shared/documents/printable';
import { formatNaira } from '../../../../shared/money';
import type { Payment } from '../../../../shared/schemas/payment';

/** What the document actions (PDF, print, e-mail, share) need to know of a document of any kind. */
export interface DocumentRef {
  kind: PrintableKind;
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  /** The figure the e-mail's amount card shows: 'Total' / 'Balance Due' / 'Amount Received'. */
  amountLabel: string;
  amount: string;
  /** yyyy-MM-dd: the document's date. */
  date: string;
  /** Stored recipients (an invoice's e-mail communications). */
  recipients?: { name: string; email: string }[];
}

/** The kind's noun in sentences and in titles. */
export const KIND_WORDS: Record<PrintableKind, { noun: string; Noun: string; pdf: string }> = {
  quote: { noun: 'quote', Noun: 'Quote', pdf: 'Attach Estimate PDF' },
  invoice: { noun: 'invoice', Noun: 'Invoice', pdf: 'Attach Invoice PDF' },
  salesreceipt: { noun: 'sales receipt', Noun: 'Sales Receipt', pdf: 'Attach Receipt PDF' },
  payment: { noun: 'payment receipt', Noun: 'Payment Receipt', pdf: 'Attach Receipt PDF' },
};

/** The query keys a sent e-mail or a share changes (the document and its history). */
export const DOCUMENT_QUERY_KEY: Record<PrintableKind, string> = { quote: 'quote', invoice: 'invoice', salesreceipt: 'sales-receipt', payment: 'payment' };

/** A payment as the document actions see it (its detail page, and the receipt sent after recording it). */
export const paymentRef = (p: Payment): DocumentRef => ({
  kind: 'payment',
  id: p.paymentId,
  number: p.paymentNumber,
  customerId: p.customerId,
  customerName: p.customerName,
  amountLabel: 'Amount Received',
  amount: formatNaira(p.amountKobo),
  date: p.paymentDate,
});
