import { formatNaira } from '../../../shared/money';
import { db } from '../../entities/table';
import { config } from '../../lib/config';
import { logger } from '../../lib/logger';
import { sendEmail } from '../../lib/ses-client';
import { escapeHtml, mailFrom } from '../email/basics';

/**
 * The payer's receipt for an invoice paid online, sent by the payment that recorded it (once
 * per charge): what was paid, for which invoice, Paystack's reference, what the invoice owes
 * now, and its public page. A mail that cannot go (no sender set up, SES refusing) is logged:
 * the payment stands either way.
 */
export async function sendOnlineReceipt(r: { companyId: string; invoiceId: string; to: string; amountKobo: number; reference: string; token: string }): Promise<void> {
  try {
    const [company, invoice] = await Promise.all([
      db().entities.company.get({ companyId: r.companyId }).go(),
      db().entities.salesDocument.get({ companyId: r.companyId, documentId: r.invoiceId }).go({ consistent: true }),
    ]);
    const name = company.data?.name ?? 'The business';
    const number = invoice.data?.number ?? '';
    const balance = formatNaira(invoice.data?.balanceDueKobo ?? 0);
    const amount = formatNaira(r.amountKobo);
    const url = `${config.appUrl}/share/${r.token}`;
    const text = [
      `Thank you. ${name} has received your payment of ${amount} for invoice ${number}.`,
      `Paystack reference: ${r.reference}`,
      `Balance due now: ${balance}`,
      `View the invoice: ${url}`,
    ].join('\n\n');
    const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1b1f24;line-height:1.5">
<p>Thank you. ${escapeHtml(name)} has received your payment of <strong>${escapeHtml(amount)}</strong> for invoice ${escapeHtml(number)}.</p>
<p>Paystack reference: ${escapeHtml(r.reference)}<br>Balance due now: ${escapeHtml(balance)}</p>
<p><a href="${escapeHtml(url)}">View the invoice</a></p></body></html>`;
    // SES's simple content (text and HTML, no attachment): no MIME library in this function.
    await sendEmail({
      FromEmailAddress: `"${name.replace(/["\\\r\n]/g, '')}" <${mailFrom()}>`,
      Destination: { ToAddresses: [r.to] },
      ...(company.data?.email ? { ReplyToAddresses: [company.data.email] } : {}),
      Content: { Simple: { Subject: { Data: `Payment received for invoice ${number}`, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } } } },
    });
  } catch (error) {
    logger.warn('online payment receipt not sent', { reference: r.reference, error: error instanceof Error ? error.message : String(error) });
  }
}
