import { EXPORT_STAGES } from '../../shared/schemas/company-data';
import { ModelEntity } from './model';

/**
 * One export of a company's data (Settings > Company data), in the company's partition, its id a
 * ULID so the newest sort last. Written when an owner starts it (conditional on none running) and
 * by the one job that builds it (functions/jobs/company-export.ts), which moves it on as it goes:
 * a single writer, a few writes a second at most.
 */
export const CompanyExport = () => new ModelEntity({
  model: { entity: 'companyexport', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    exportId: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'ready', 'failed'] as const, required: true },
    stage: { type: EXPORT_STAGES, required: true },
    done: { type: 'number', required: true },
    total: { type: 'number', required: true },
    startedAt: { type: 'string', required: true, readOnly: true },
    /** The owner who started it, by name. */
    startedBy: { type: 'string', required: true, readOnly: true },
    finishedAt: { type: 'string' },
    /** The archive in the uploads bucket (exports/<companyId>/<exportId>.zip), once ready. */
    archiveKey: { type: 'string' },
    sizeBytes: { type: 'number' },
    records: { type: 'number' },
    pdfs: { type: 'number' },
    files: { type: 'number' },
    expiresAt: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['exportId'] },
    },
  },
});
