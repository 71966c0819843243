import type { PrintableDocument, PrintableKind } from '../../../shared/documents/printable';
import type { Role } from '../../../shared/roles';
import type { DocumentEmail } from '../../../shared/schemas/email';
import { config } from '../../lib/config';
import { logger } from '../../lib/logger';
import { EmailFailedError, escapeHtml, list, mailFrom } from './basics';
import { deliver, type ComposeInput } from './mailer';
import type { Caller, DocumentKind } from '../documents/engine';
import { appendHistory, authorName } from '../documents/lifecycle';
import { changeInvoiceStatus, INVOICE } from '../invoices';
import { PAYMENT } from '../payment-kind';
import { changeQuoteStatus, QUOTE } from '../quotes';
import { SALES_RECEIPT } from '../sales-receipts';
import { pdfFor, readPrintable, readTemplate } from '../pdf/documents';
import { readObject } from '../uploads';
import { formatNaira } from '../../../shared/money';
import type { Invoice } from '../../../shared/schemas/invoice';
import { payOffer } from '../checkout/pay-offer';
import { shareDocument } from '../share/share-links';

const KINDS: Record<PrintableKind, DocumentKind> = { quote: QUOTE, invoice: INVOICE, salesreceipt: SALES_RECEIPT, payment: PAYMENT };

/** An invoice the customer can pay online: its public page (where Paystack's checkout starts) and the balance. */
export interface PayLink {
  url: string;
  amount: string;
}

/** The HTML part: the user's text (escaped, paragraphs kept), a card with the document's headline figure, and Pay now when the invoice can be paid online. */
export function htmlBody(text: string, doc: PrintableDocument, accent: string, pay?: PayLink): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const card = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border:1px solid #d5d9de;border-radius:6px;width:100%;max-width:420px">
<tr><td style="padding:14px 16px;font-family:Arial,sans-serif">
<div style="font-size:12px;color:#555">${escapeHtml(doc.title)} ${escapeHtml(doc.number)}</div>
<div style="font-size:12px;color:#555;margin-top:8px">${escapeHtml(doc.headline.label)}</div>
<div style="font-size:22px;font-weight:bold;color:${escapeHtml(accent)}">${escapeHtml(doc.headline.value)}</div>
</td></tr></table>`;
  const button = pay
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(pay.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${escapeHtml(accent)};color:#ffffff;font-weight:bold;text-decoration:none">Pay now ${escapeHtml(pay.amount)}</a></p><p style="font-size:12px;color:#555;margin:0 0 12px">Card, bank transfer or USSD, through Paystack.</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1b1f24;line-height:1.5">${paragraphs}${card}${button}<p style="font-size:12px;color:#555">${escapeHtml(doc.company.name)}</p></body></html>`;
}

/**
 * Pay now for an invoice e-mail: when the company takes online payments and the invoice owes
 * something (a draft counts as the sent invoice it becomes), the link to its public page
 * (made if it has none yet) and the balance.
 */
async function payLink(companyId: string, documentId: string, invoice: Invoice): Promise<PayLink | undefined> {
  const offer = await payOffer(companyId, { ...invoice, status: invoice.status === 'draft' ? 'sent' : invoice.status });
  if (!offer) return undefined;
  const { link } = await shareDocument('invoice', companyId, documentId, false);
  return { url: `${config.appUrl}${link.path}`, amount: formatNaira(offer.balanceDueKobo) };
}

/**
 * POST /api/{kind}/{id}/email: sends the document (with its PDF when asked)
 * through SES, records the e-mail in the document's history whatever the
 * result, and marks a draft quote or invoice as sent once the message is
 * accepted. A refused send changes no status.
 */
export async function emailDocument(kind: PrintableKind, companyId: string, documentId: string, caller: Caller & { role: Role }, mail: DocumentEmail): Promise<{ messageId: string; status?: string }> {
  const k = KINDS[kind];
  const [doc, template, author] = await Promise.all([readPrintable(kind, companyId, documentId), readTemplate(companyId), authorName(caller)]);
  const from = mailFrom();
  let attachment: ComposeInput['attachment'];
  if (mail.attachPdf) {
    const pdf = await pdfFor(companyId, documentId, doc.printable, doc.version, doc.company, template);
    attachment = { fileName: pdf.fileName, bytes: pdf.bytes ?? (await readObject(pdf.key)) };
  }
  const record = { to: mail.to, ...(mail.cc.length ? { cc: mail.cc } : {}), subject: mail.subject };
  const pay = kind === 'invoice' ? await payLink(companyId, documentId, doc.api as unknown as Invoice) : undefined;
  const sent = pay ? { ...mail, body: `${mail.body}\n\nPay ${pay.amount} online (card, bank transfer or USSD): ${pay.url}` } : mail;
  let messageId: string;
  try {
    messageId = await deliver({ fromName: doc.company.name, fromAddress: from, replyTo: doc.company.email, mail: sent, html: htmlBody(mail.body, doc.printable, template.accentColor, pay), attachment });
  } catch (error) {
    if (!(error instanceof EmailFailedError)) throw error;
    logger.warn('document e-mail refused', { kind, documentId, error: error.reason });
    await appendHistory(k, companyId, documentId, {
      kind: 'system',
      text: `E-mail to ${list(mail.to)} failed: ${error.reason}`,
      author,
      authorId: caller.userId,
      email: { ...record, result: 'failed', error: error.reason },
    });
    throw error;
  }
  await appendHistory(k, companyId, documentId, { kind: 'system', text: `Emailed to ${list(mail.to)}`, author, authorId: caller.userId, email: { ...record, result: 'sent' } });
  const status = (doc.api as { status?: string }).status;
  if (status === 'draft' && kind === 'quote') return { messageId, status: (await changeQuoteStatus(companyId, documentId, { status: 'sent' }, caller.role)).status };
  if (status === 'draft' && kind === 'invoice') return { messageId, status: (await changeInvoiceStatus(companyId, documentId, { status: 'sent' }, caller.role)).status };
  return { messageId, ...(status ? { status } : {}) };
}
