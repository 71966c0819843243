import { reportParams, reportQuerySchema, reportSchema } from '../../shared/schemas/report';
import { domainHandler, route } from '../lib/http';
import * as reports from '../services/reports/reports';

export const getReport = route('getReport', { params: reportParams, query: reportQuerySchema, response: reportSchema }, ({ caller, params, query }) =>
  reports.getReport(caller.companyId, params.report, query),
);

export const handler = domainHandler('reports', { getReport });
