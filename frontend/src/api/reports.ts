import type { ReportId } from '../../../shared/reports/catalog';
import type { Report, ReportQuery } from '../../../shared/schemas/report';
import { api } from './client';

/**
 * One report over one period (GET /api/reports/{report}). The default period (this month) is
 * asked with no query at all, as the prerendered page's early GET names it (features.ts); a
 * custom period with bad dates answers 400 naming `from` or `to`.
 */
export const getReport = (id: ReportId, q: ReportQuery) => api<Report>(`/reports/${encodeURIComponent(id)}`, { query: { ...q } });
