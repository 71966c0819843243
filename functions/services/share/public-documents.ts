import type { PrintableDocument, PrintableKind } from '../../../shared/documents/printable';
import { SHARE_LINK_INVALID, type QuoteResponse } from '../../../shared/schemas/share';
import type { Quote } from '../../../shared/schemas/quote';
import { AppError, ConflictError } from '../../lib/errors';
import { appendHistory } from '../documents/lifecycle';
import { changeQuoteStatus } from '../quotes';
import { pdfFor, pdfLink, readPrintable, readTemplate, type PdfLink } from '../pdf/documents';
import { KINDS, markViewed, resolveToken } from './share-links';

/** A wrong, malformed or revoked token: the same plain answer, whatever the reason. */
class LinkInvalid extends AppError {
  constructor() {
    super(404, 'link_invalid', SHARE_LINK_INVALID);
  }
}

export interface PublicDocument {
  kind: PrintableKind;
  document: PrintableDocument;
  accentColor: string;
  /** Quotes: whether the customer can still accept or decline, and what they decided. */
  quote?: { canRespond: boolean; status: string };
}

async function open(token: string) {
  const target = await resolveToken(token);
  if (!target) throw new LinkInvalid();
  try {
    const [doc, template] = await Promise.all([readPrintable(target.kind, target.companyId, target.documentId), readTemplate(target.companyId)]);
    return { target, doc, template };
  } catch (error) {
    // The document was deleted after the link was made.
    if (error instanceof AppError && error.status === 404) throw new LinkInvalid();
    throw error;
  }
}

const RESPONDABLE = new Set(['draft', 'sent']);

/**
 * GET /api/public/{token}: the document as the customer sees it. Nothing
 * else: no ids, no other documents. The first view is recorded in the
 * document's history (an invoice or quote "viewed").
 */
export async function publicDocument(token: string): Promise<PublicDocument> {
  const { target, doc, template } = await open(token);
  if (await markViewed(target.companyId, target.documentId, token)) {
    const k = KINDS[target.kind];
    await appendHistory(k, target.companyId, target.documentId, { kind: 'system', text: `${k.Noun} viewed by the customer through the share link`, author: 'Customer' });
  }
  const out: PublicDocument = { kind: target.kind, document: doc.printable, accentColor: template.accentColor };
  if (target.kind === 'quote') {
    const q = doc.api as unknown as Quote;
    out.quote = { canRespond: RESPONDABLE.has(q.displayStatus), status: q.displayStatus };
  }
  return out;
}

/** GET /api/public/{token}/pdf: a short-lived link to the PDF, saved under the document's number. */
export async function publicPdf(token: string): Promise<PdfLink> {
  const { target, doc, template } = await open(token);
  const { key, fileName } = await pdfFor(target.companyId, target.documentId, doc.printable, doc.version, doc.company, template);
  return pdfLink(key, fileName, true);
}

/** POST /api/public/{token}/respond: the customer accepts or declines the quote; the history says so, with the reason. */
export async function respondToQuote(token: string, response: QuoteResponse): Promise<PublicDocument> {
  const { target, doc, template } = await open(token);
  if (target.kind !== 'quote') throw new LinkInvalid();
  const q = doc.api as unknown as Quote;
  if (!RESPONDABLE.has(q.displayStatus)) {
    throw new ConflictError(q.displayStatus === 'expired' ? 'This quote has expired. Ask for a new one.' : `This quote is already ${q.displayStatus}.`, 'quote_closed');
  }
  await changeQuoteStatus(target.companyId, target.documentId, { status: response.decision === 'accept' ? 'accepted' : 'declined' });
  const text = response.decision === 'accept' ? 'Quote accepted by the customer' : `Quote declined by the customer${response.reason ? `: ${response.reason}` : ''}`;
  await appendHistory(KINDS.quote, target.companyId, target.documentId, { kind: 'system', text, author: 'Customer' });
  // The answer from what was read, with the quote's new status (no second read of the document).
  const status = response.decision === 'accept' ? 'accepted' : 'declined';
  const document = { ...doc.printable, stamp: status.toUpperCase() };
  return { kind: 'quote', document, accentColor: template.accentColor, quote: { canRespond: false, status } };
}
