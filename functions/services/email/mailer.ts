import MailComposer from 'nodemailer/lib/mail-composer';
import type { DocumentEmail } from '../../../shared/schemas/email';
import { sendEmail } from '../../lib/ses-client';
import { EmailFailedError } from './basics';

/*
 * Sending mail: the MIME message (nodemailer's composer), SES (the stand-in locally), and the
 * errors a user is shown. No documents, no PDFs: what every function that e-mails shares.
 */

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

/** Sends a composed message through SES (Bcc as destinations only); a refusal is EmailFailedError with SES's reason. */
export async function deliver(m: ComposeInput): Promise<string> {
  const raw = await composeMessage(m);
  try {
    const out = await sendEmail({
      FromEmailAddress: m.fromAddress,
      Destination: { ToAddresses: m.mail.to, CcAddresses: m.mail.cc, BccAddresses: m.mail.bcc },
      Content: { Raw: { Data: raw } },
    });
    return out.MessageId ?? '';
  } catch (error) {
    throw new EmailFailedError(error instanceof Error ? error.message : String(error));
  }
}

