import { printableReport } from '../../../shared/documents/printable-report';
import type { ReportId } from '../../../shared/reports/catalog';
import type { PdfLink } from '../../../shared/schemas/pdf-template';
import type { ReportQuery } from '../../../shared/schemas/report';
import { getReport } from '../reports/reports';
import { pdfFor, pdfLink, readCompany, readTemplate } from './documents';

/**
 * GET /api/reports/{report}/pdf: a short-lived link to the report over the period, printed
 * (shared/documents/printable-report.ts) by the one renderer and kept in S3 like a statement's
 * PDF: under the report, by a hash of everything printed, so the same figures are not drawn
 * twice and any new record in the period makes a new file. The period is read as the report
 * reads it (a bad one is the report's own 400).
 */
export async function reportPdf(companyId: string, id: ReportId, query: ReportQuery, download: boolean): Promise<PdfLink> {
  const [report, company, template] = await Promise.all([getReport(companyId, id, query), readCompany(companyId), readTemplate(companyId)]);
  const file = await pdfFor(companyId, `reports/${id}`, printableReport(report, company), 0, company, template, `${report.title} ${report.period.from} ${report.period.to}`);
  return pdfLink(file.key, file.fileName, download);
}
