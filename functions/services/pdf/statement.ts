import { printableStatement } from '../../../shared/documents/printable-statement';
import type { StatementQuery } from '../../../shared/schemas/statement';
import { customerStatement } from '../statements';
import type { PdfLink } from '../../../shared/schemas/pdf-template';
import { pdfFor, pdfLink, readCompany, readPrintCustomer, readTemplate } from './documents';

/** A customer's statement with what its PDF prints (company, customer addresses). */
export async function printableStatementOf(companyId: string, customerId: string, query: StatementQuery) {
  const [statement, company, customer] = await Promise.all([customerStatement(companyId, customerId, query), readCompany(companyId), readPrintCustomer(companyId, customerId)]);
  return { statement, company, printable: printableStatement(statement, company, customer) };
}

/**
 * The statement's PDF, kept in S3 like a document's: under the customer, by a
 * hash of everything printed, so a statement whose figures have not changed
 * is not drawn twice, and any new transaction in the period makes a new file.
 */
export async function statementPdfFile(companyId: string, customerId: string, query: StatementQuery) {
  const [s, template] = await Promise.all([printableStatementOf(companyId, customerId, query), readTemplate(companyId)]);
  const file = await pdfFor(companyId, `statements/${customerId}`, s.printable, 0, s.company, template, `Statement ${s.statement.customerName} ${s.statement.from} ${s.statement.to}`);
  return { ...s, template, file };
}

/** GET /api/customers/{id}/statement/pdf: a short-lived link to it. */
export async function statementPdf(companyId: string, customerId: string, query: StatementQuery, download: boolean): Promise<PdfLink> {
  const { file } = await statementPdfFile(companyId, customerId, query);
  return pdfLink(file.key, file.fileName, download);
}
