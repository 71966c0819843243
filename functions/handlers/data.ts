import { idParam } from '../../shared/schemas/common';
import { companyDeletionSchema, companyExportListSchema, companyExportSchema, exportLinkSchema, scheduleDeletionSchema } from '../../shared/schemas/company-data';
import { domainHandler, route } from '../lib/http';
import * as deletion from '../services/company-data/deletion';
import * as exports from '../services/company-data/exports';

/** Settings > Company data: the company's exports (owners only, by the route table). */
export const listExports = route('listExports', { response: companyExportListSchema }, ({ caller }) => exports.listExports(caller.companyId));
export const startExport = route('startExport', { status: 202, response: companyExportSchema }, ({ caller }) => exports.startExport(caller.companyId, caller));
export const exportDownload = route('exportDownload', { params: idParam, response: exportLinkSchema }, ({ caller, params }) => exports.exportDownload(caller.companyId, params.id));

/** Deleting the company: scheduled by an owner who types its name, stoppable by any owner until its day. */
export const getDeletion = route('getDeletion', { response: companyDeletionSchema }, ({ caller }) => deletion.getDeletion(caller.companyId));
export const scheduleDeletion = route('scheduleDeletion', { body: scheduleDeletionSchema, response: companyDeletionSchema }, ({ caller, body }) => deletion.scheduleDeletion(caller, body));
export const cancelDeletion = route('cancelDeletion', { response: companyDeletionSchema }, ({ caller }) => deletion.cancelDeletion(caller));

export const handler = domainHandler('data', { listExports, startExport, exportDownload, getDeletion, scheduleDeletion, cancelDeletion });
