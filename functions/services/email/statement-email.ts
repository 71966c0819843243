import { statementPeriodText } from '../../../shared/documents/printable-statement';
import type { StatementEmail } from '../../../shared/schemas/statement';
import { db } from '../../entities/table';
import { logger } from '../../lib/logger';
import type { Caller } from '../documents/engine';
import { authorName } from '../documents/lifecycle';
import { newId } from '../documents/store';
import { statementPdfFile } from '../pdf/statement';
import { readObject } from '../uploads';
import { htmlBody } from './document-email';
import { EmailFailedError, list, mailFrom } from './basics';
import { deliver } from './mailer';

/**
 * POST /api/customers/{id}/statement/email: the statement of a period sent
 * through SES with its PDF (when asked), as documents are; the customer's
 * history records the e-mail, sent or refused.
 */
export async function emailStatement(companyId: string, customerId: string, caller: Caller, mail: StatementEmail): Promise<{ messageId: string }> {
  const [s, author] = await Promise.all([statementPdfFile(companyId, customerId, mail.period), authorName(caller)]);
  const from = mailFrom();
  const attachment = mail.attachPdf ? { fileName: s.file.fileName, bytes: s.file.bytes ?? (await readObject(s.file.key)) } : undefined;
  const period = statementPeriodText(s.statement);
  const record = async (text: string) =>
    db()
      .entities.customerHistory.create({ companyId, customerId, entryId: newId(), kind: 'system', text, author, authorId: caller.userId, createdAt: new Date().toISOString() })
      .go();
  try {
    const messageId = await deliver({ fromName: s.company.name, fromAddress: from, replyTo: s.company.email, mail, html: htmlBody(mail.body, s.printable, s.template.accentColor), attachment });
    await record(`Statement for ${period} emailed to ${list(mail.to)}`);
    return { messageId };
  } catch (error) {
    if (!(error instanceof EmailFailedError)) throw error;
    logger.warn('statement e-mail refused', { customerId, error: error.reason });
    await record(`E-mail of the statement for ${period} to ${list(mail.to)} failed: ${error.reason}`);
    throw error;
  }
}
