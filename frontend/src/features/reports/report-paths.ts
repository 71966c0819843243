import type { ReportId } from '../../../../shared/reports/catalog';

export const REPORTS_PATH = '/dashboard/reports';
export const reportPath = (id: ReportId) => `${REPORTS_PATH}/${id}`;
