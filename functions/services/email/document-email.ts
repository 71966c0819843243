import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { PrintableDocument, PrintableKind } from '../../../shared/documents/printable';
import type { Role } from '../../../shared/roles';
import type { DocumentEmail } from '../../../shared/schemas/email';
import { sesClient } from '../../lib/ses-client';
import { config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { Caller, DocumentKind } from '../documents/engine';
import { appendHistory, authorName } from '../documents/lifecycle';
import { changeInvoiceStatus, INVOICE } from '../invoices';
import { PAYMENT } from '../payments';
import { changeQuoteStatus, QUOTE } from '../quotes';
import { SALES_RECEIPT } from '../sales-receipts';
import { pdfFor, readPrintable, readTemplate } from '../pdf/documents';
import { readObject } from '../uploads';

const KINDS: Record<PrintableKind, DocumentKind> = { quote: QUOTE, invoice: INVOICE, salesreceipt: SALES_RECEIPT, payment: PAYMENT };

/** A send SES (or the stand-in) refused: shown to the user as the spec's 'Failed to send email: {message}'. */
export class EmailFailedError extends AppError {
  constructor(readonly reason: string) {
    super(502, 'email_failed', `Failed to send email: ${reason}`);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value from users passes here before it reaches the HTML part. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The HTML part: the user's text (escaped, paragraphs kept) and a card with the document's headline figure. */
export function htmlBody(text: string, doc: PrintableDocument, accent: string): string {
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
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1b1f24;line-height:1.5">${paragraphs}${card}<p style="font-size:12px;color:#555">${escapeHtml(doc.company.name)}</p></body></html>`;
}

export interface ComposeInput {
  fromName: string;
  fromAddress: string;
  replyTo?: string;
  mail: DocumentEmail;
  html: string;
  attachment?: { fileName: string; bytes: Buffer };
}

/** The raw MIME message: text and HTML alternatives, the PDF attached when asked (nodemailer builds it). */
export function composeMessage(m: ComposeInput): Promise<Buffer> {
  return new MailComposer({
    from: { name: m.fromName, address: m.fromAddress },
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    to: m.mail.to,
    cc: m.mail.cc,
    // Bcc goes to SES as a destination only, never as a header the other recipients would see.
    subject: m.mail.subject,
    text: m.mail.body,
    html: m.html,
    attachments: m.attachment ? [{ filename: m.attachment.fileName, content: m.attachment.bytes, contentType: 'application/pdf' }] : [],
  })
    .compile()
    .build();
}

export const list = (xs: string[]) => xs.join(', ');

/** The sender address, or 503 where this installation has no e-mail set up. */
export function mailFrom(): string {
  const from = config.mailFrom;
  if (!from) throw new AppError(503, 'email_not_configured', 'Failed to send email: e-mail is not set up for this installation');
  return from;
}

/** Sends a composed message through SES (Bcc as destinations only); a refusal is EmailFailedError with SES's reason. */
export async function deliver(m: ComposeInput): Promise<string> {
  const raw = await composeMessage(m);
  try {
    const out = await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: m.fromAddress,
        Destination: { ToAddresses: m.mail.to, CcAddresses: m.mail.cc, BccAddresses: m.mail.bcc },
        Content: { Raw: { Data: raw } },
        ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
      }),
    );
    return out.MessageId ?? '';
  } catch (error) {
    throw new EmailFailedError(error instanceof Error ? error.message : String(error));
  }
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
  let messageId: string;
  try {
    messageId = await deliver({ fromName: doc.company.name, fromAddress: from, replyTo: doc.company.email, mail, html: htmlBody(mail.body, doc.printable, template.accentColor), attachment });
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
