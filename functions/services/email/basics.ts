import { config } from '../../lib/config';
import { AppError } from '../../lib/errors';

/*
 * What every e-mail shares and needs no MIME library: the sender, the error a user is
 * shown, escaping for the HTML part. A function that sends a simple message (text and
 * HTML, no attachment) uses these with SES's own simple content, without nodemailer.
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

export const list = (xs: string[]) => xs.join(', ');

/** The sender address, or 503 where this installation has no e-mail set up. */
export function mailFrom(): string {
  const from = config.mailFrom;
  if (!from) throw new AppError(503, 'email_not_configured', 'Failed to send email: e-mail is not set up for this installation');
  return from;
}

