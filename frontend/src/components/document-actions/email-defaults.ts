import { WALK_IN_CUSTOMER_ID } from '../../../../shared/constants';
import { KIND_WORDS, type DocumentRef } from './document-ref';

/** The subject the Email overlay starts with (the spec: a quote's says it awaits approval). */
export function defaultSubject(doc: DocumentRef, company: string): string {
  if (doc.kind === 'quote') return `Quote ${doc.number} from ${company} is awaiting your approval`;
  return `${KIND_WORDS[doc.kind].Noun} ${doc.number} from ${company}`;
}

export function defaultBody(doc: DocumentRef, company: string): string {
  const greeting = doc.customerId === WALK_IN_CUSTOMER_ID ? 'Hello,' : `Dear ${doc.customerName},`;
  const line =
    doc.kind === 'quote'
      ? `Please find attached quote ${doc.number} for ${doc.amount}. We look forward to your approval.`
      : doc.kind === 'invoice'
        ? `Please find attached invoice ${doc.number}. The balance due is ${doc.amount}.`
        : `Thank you for your payment. Please find attached your ${KIND_WORDS[doc.kind].noun} ${doc.number} for ${doc.amount}.`;
  return `${greeting}\n\n${line}\n\nThank you for your business.\n\nRegards,\n${company}`;
}

