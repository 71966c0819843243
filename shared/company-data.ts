/*
 * Settings > Company data, zod-free (the page loads it): how long an export is kept, its link
 * works, its stages and the words the page and the API use. The schemas are in
 * shared/schemas/company-data.ts.
 */

/** How long an archive is kept before S3's lifecycle rule removes it. */
export const EXPORT_KEEP_DAYS = 7;

/** How long a download link works. */
export const EXPORT_LINK_SECONDS = 300;

/** The stages an export goes through, in order, as the page names them. */
export const EXPORT_STAGES = ['records', 'pdfs', 'files', 'upload'] as const;
export const EXPORT_STAGE_LABELS: Record<(typeof EXPORT_STAGES)[number], string> = {
  records: 'Reading the records',
  pdfs: 'Making the PDFs',
  files: 'Adding attachments and receipts',
  upload: 'Saving the archive',
};

export const EXPORT_MESSAGES = {
  started: 'Your export has started. You can leave this page: it goes on without you.',
  running: 'An export is already being made. Wait for it to finish.',
  ready: 'Your export is ready to download.',
  failed: 'The export could not be made. Start it again.',
  expired: 'This export is no longer kept. Start a new one.',
  notReady: 'This export is not ready yet.',
};

