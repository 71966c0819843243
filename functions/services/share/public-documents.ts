import type { PrintableDocument, PrintableKind } from '../../../shared/documents/printable';
import { bankDetailsFor } from '../../../shared/documents/print-template';
import type { PdfLink, PdfTemplate } from '../../../shared/schemas/pdf-template';
import { SHARE_LINK_INVALID, type PublicDocument, type QuoteResponse } from '../../../shared/schemas/share';
import type { Quote } from '../../../shared/schemas/quote';
import type { Invoice } from '../../../shared/schemas/invoice';
import { AppError } from '../../lib/errors';
import { appendHistory } from '../documents/lifecycle';
import { changeQuoteStatus, quoteClosed } from '../quotes';
import { PDF_LINK_SECONDS, pdfFor, pdfLink, printedLogoKey, readPrintable, readTemplate } from '../pdf/documents';
import { imageUrl } from '../uploads';
import { KINDS, markViewed, resolveToken } from './share-links';
import { payOffer } from '../checkout/pay-offer';

/** A wrong, malformed or revoked token: the same plain answer, whatever the reason. */
class LinkInvalid extends AppError {
  constructor() {
    super(404, 'link_invalid', SHARE_LINK_INVALID);
  }
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
 * The answer of the public routes: the printable model and what the company's
 * PDF template adds around it, as the PDF prints it (bank details on quotes and
 * invoices, the footer text, the logo when the template shows it). The logo is
 * a link as short-lived as the PDF's, straight to the private bucket.
 */
async function answer(
  kind: PrintableKind,
  document: PrintableDocument,
  company: { logoKey?: string },
  template: PdfTemplate,
  quote?: PublicDocument['quote'],
  pay?: PublicDocument['pay'],
): Promise<PublicDocument> {
  const logoKey = printedLogoKey(company, template);
  const bankDetails = bankDetailsFor(document, template.bankDetails);
  return {
    kind,
    document,
    accentColor: template.accentColor,
    ...(bankDetails ? { bankDetails } : {}),
    ...(template.footerText ? { footerText: template.footerText } : {}),
    ...(logoKey ? { logoUrl: await imageUrl(logoKey, PDF_LINK_SECONDS) } : {}),
    ...(quote ? { quote } : {}),
    ...(pay ? { pay } : {}),
  };
}

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
  let quote: PublicDocument['quote'];
  if (target.kind === 'quote') {
    const q = doc.api as unknown as Quote;
    quote = { canRespond: RESPONDABLE.has(q.displayStatus), status: q.displayStatus };
  }
  const pay = target.kind === 'invoice' ? await payOffer(target.companyId, doc.api as unknown as Invoice) : undefined;
  return answer(target.kind, doc.printable, doc.company, template, quote, pay);
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
  if (!RESPONDABLE.has(q.displayStatus)) throw quoteClosed(q.displayStatus);
  const status = response.decision === 'accept' ? 'accepted' : 'declined';
  const text = response.decision === 'accept' ? 'Quote accepted by the customer' : `Quote declined by the customer${response.reason ? `: ${response.reason}` : ''}`;
  // The status and its one history entry in one write, conditional on the quote still being open to an answer.
  await changeQuoteStatus(target.companyId, target.documentId, { status }, 'customer', text);
  // The answer from what was read, with the quote's new status (no second read of the document).
  const document = { ...doc.printable, stamp: status.toUpperCase() };
  return answer('quote', document, doc.company, template, { canRespond: false, status });
}
