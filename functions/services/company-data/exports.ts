import { ulid } from 'ulid';
import { EXPORT_LINK_SECONDS, EXPORT_MESSAGES, type CompanyExport, type CompanyExportList, type ExportLink } from '../../../shared/schemas/company-data';
import type { EntityItem } from 'electrodb';
import type { CompanyExport as CompanyExportEntity } from '../../entities/company-export';
import { db } from '../../entities/table';
import { startCompanyExport } from '../../lib/background';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { exportUrl } from '../uploads';

/*
 * Settings > Company data: an owner starts an export of everything the company has, sees how far
 * it is, and downloads the archive through a link that works for EXPORT_LINK_SECONDS. The archive
 * is built in the background (lib/background.ts, archive.ts).
 */

type ExportItem = EntityItem<ReturnType<typeof CompanyExportEntity>>;

/** The exports the page lists: the newest few. */
const LISTED = 5;

/** An export still running after this long has died with its job (Lambda's limit is 15 minutes): another may start. */
const STALE_MS = 20 * 60 * 1000;

export function toApi(x: ExportItem): CompanyExport {
  return {
    exportId: x.exportId,
    status: x.status,
    stage: x.stage,
    done: x.done,
    total: x.total,
    startedAt: x.startedAt,
    startedBy: x.startedBy,
    ...(x.finishedAt ? { finishedAt: x.finishedAt } : {}),
    ...(x.sizeBytes !== undefined ? { sizeBytes: x.sizeBytes } : {}),
    ...(x.records !== undefined ? { records: x.records } : {}),
    ...(x.pdfs !== undefined ? { pdfs: x.pdfs } : {}),
    ...(x.files !== undefined ? { files: x.files } : {}),
    ...(x.expiresAt ? { expiresAt: x.expiresAt } : {}),
  };
}

async function newest(companyId: string, limit: number): Promise<ExportItem[]> {
  const { data } = await db().entities.companyExport.query.byCompany({ companyId }).go({ order: 'desc', limit });
  return data;
}

export async function listExports(companyId: string): Promise<CompanyExportList> {
  return { items: (await newest(companyId, LISTED)).map(toApi) };
}

/** Starts an export (409 while one runs) and hands it to the job; answers it as it starts. */
export async function startExport(companyId: string, by: { name: string }): Promise<CompanyExport> {
  const [last] = await newest(companyId, 1);
  if (last?.status === 'running' && Date.now() - Date.parse(last.startedAt) < STALE_MS) throw new ConflictError(EXPORT_MESSAGES.running, 'export_running');
  const item: ExportItem = { companyId, exportId: ulid(), status: 'running', stage: 'records', done: 0, total: 0, startedAt: new Date().toISOString(), startedBy: by.name };
  await db().entities.companyExport.create(item).go();
  await startCompanyExport({ companyId, exportId: item.exportId });
  return toApi(item);
}

/** A short-lived link to a ready export's archive. */
export async function exportDownload(companyId: string, exportId: string): Promise<ExportLink> {
  const { data } = await db().entities.companyExport.get({ companyId, exportId }).go();
  if (!data) throw new NotFoundError('Export');
  if (data.status !== 'ready' || !data.archiveKey) throw new ConflictError(EXPORT_MESSAGES.notReady, 'export_not_ready');
  if (data.expiresAt && Date.parse(data.expiresAt) <= Date.now()) throw new ConflictError(EXPORT_MESSAGES.expired, 'export_expired');
  const fileName = `kobo-export-${data.startedAt.slice(0, 10)}.zip`;
  return { url: await exportUrl(data.archiveKey, fileName, EXPORT_LINK_SECONDS), fileName, expiresInSeconds: EXPORT_LINK_SECONDS };
}
