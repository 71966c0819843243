import { idParam } from '../../shared/schemas/common';
import { companyExportListSchema, companyExportSchema, exportLinkSchema } from '../../shared/schemas/company-data';
import { domainHandler, route } from '../lib/http';
import * as exports from '../services/company-data/exports';

/** Settings > Company data: the company's exports (owners only, by the route table). */
export const listExports = route('listExports', { response: companyExportListSchema }, ({ caller }) => exports.listExports(caller.companyId));
export const startExport = route('startExport', { status: 202, response: companyExportSchema }, ({ caller }) => exports.startExport(caller.companyId, caller));
export const exportDownload = route('exportDownload', { params: idParam, response: exportLinkSchema }, ({ caller, params }) => exports.exportDownload(caller.companyId, params.id));

export const handler = domainHandler('data', { listExports, startExport, exportDownload });
