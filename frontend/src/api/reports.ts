import type { ReportId } from '../../../shared/reports/catalog';
import type { Report, ReportQuery } from '../../../shared/schemas/report';
import type { PdfLink } from '../../../shared/schemas/pdf-template';
import { api } from './client';

/**
 * One report over one period (GET /api/reports/{report}). The default period (this month) is
 * asked with no query at all, as the prerendered page's early GET names it (features.ts); a
 * custom period with bad dates answers 400 naming `from` or `to`.
 */
export const getReport = (id: ReportId, q: ReportQuery) => api<Report>(`/reports/${encodeURIComponent(id)}`, { query: { ...q } });

/**
 * The report over the same period as a PDF (GET /api/reports/{report}/pdf): a short-lived link to
 * it, which saves the file when `download` (as a statement's PDF link).
 */
export const reportPdf = (id: ReportId, q: ReportQuery, download = false) =>
  api<PdfLink>(`/reports/${encodeURIComponent(id)}/pdf`, { query: { ...q, ...(download ? { download: 'true' } : {}) } });
