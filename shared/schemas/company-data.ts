import * as z from 'zod';

/*
 * Settings > Company data: an owner exports everything the company has as one archive
 * (functions/services/company-data/), built in the background while the page shows how far it is.
 */

import { EXPORT_STAGES } from '../company-data';

export { DELETION_GRACE_DAYS, DELETION_MESSAGES, EXPORT_KEEP_DAYS, EXPORT_LINK_SECONDS, EXPORT_MESSAGES, EXPORT_STAGES, EXPORT_STAGE_LABELS } from '../company-data';

export const companyExportSchema = z.object({
  exportId: z.string(),
  status: z.enum(['running', 'ready', 'failed']),
  stage: z.enum(EXPORT_STAGES),
  /** Work done and to do in the current stage (records: partitions read; pdfs: documents drawn; files: files added). */
  done: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  startedBy: z.string(),
  finishedAt: z.string().optional(),
  /** The archive's size once ready. */
  sizeBytes: z.number().int().optional(),
  /** Counts of what the archive holds, once ready. */
  records: z.number().int().optional(),
  pdfs: z.number().int().optional(),
  files: z.number().int().optional(),
  /** When the archive stops being kept (ready ones). */
  expiresAt: z.string().optional(),
});
export type CompanyExport = z.infer<typeof companyExportSchema>;

export const companyExportListSchema = z.object({ items: z.array(companyExportSchema) });
export type CompanyExportList = z.infer<typeof companyExportListSchema>;

export const exportLinkSchema = z.object({ url: z.string(), fileName: z.string(), expiresInSeconds: z.number().int() });
export type ExportLink = z.infer<typeof exportLinkSchema>;

/** POST /api/settings/data/deletion: the owner confirms by typing the company's name. */
export const scheduleDeletionSchema = z
  .object({
    companyName: z.string().trim().min(1, 'Type the company’s name to confirm').max(200),
  })
  .strict();
export type ScheduleDeletion = z.infer<typeof scheduleDeletionSchema>;

/** Whether the company is scheduled for deletion: on which day (Lagos), asked for when and by whom. */
export const companyDeletionSchema = z.object({
  scheduled: z
    .object({
      /** yyyy-mm-dd: the day the deletion job removes the company. */
      deleteOn: z.string(),
      requestedAt: z.string(),
      requestedBy: z.string(),
    })
    .nullable(),
});
export type CompanyDeletion = z.infer<typeof companyDeletionSchema>;
