import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { DocumentEmail } from '../../../shared/schemas/email';
import { sesClient } from '../../lib/ses-client';
import { config } from '../../lib/config';
import { AppError } from '../../lib/errors';

/*
 * Sending mail: the MIME message (nodemailer's composer), SES (the stand-in locally), and the
 * errors a user is shown. No documents, no PDFs: what every function that e-mails shares.
 */

/** A send SES (or the stand-in) refused: shown to the user as the spec's 'Failed to send email: {message}'. */
export class EmailFailedError extends AppError {
  constructor(readonly reason: string) {
    super(502, 'email_failed', `Failed to send email: ${reason}`);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value from users passes here before it reaches the HTML part. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

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

