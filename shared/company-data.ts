/*
 * Settings > Company data, zod-free (the page loads it): how long an export is kept, its link
 * works, its stages and the words the page and the API use. The schemas are in
 * shared/schemas/company-data.ts.
 */

/** Settings > Company data: where an owner exports the company's data and deletes the company (or stops that). */
export const COMPANY_DATA_PAGE = '/dashboard/settings/data';

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


/**
 * How long a company scheduled for deletion is kept before the deletion job removes it: time to
 * change one's mind and to take an export. Until then its records can be read and exported but
 * not changed, and any owner can stop the deletion.
 */
export const DELETION_GRACE_DAYS = 30;

export const DELETION_MESSAGES = {
  nameMismatch: 'Type the company’s name as it is shown to confirm.',
  planRenews: 'Your paid plan still renews. Cancel it in Settings > Subscription & Billing first, so Paystack charges you nothing more, then delete the company.',
  alreadyScheduled: 'This company is already scheduled for deletion.',
  notScheduled: 'This company is not scheduled for deletion.',
  started: 'The deletion has begun and can no longer be stopped.',
  cancelled: 'The deletion is stopped. The company works as before.',
};

/** What a change is answered with while the company waits to be deleted (HTTP 409 `deletion_scheduled`); `day` as the page shows it. */
export const deletionScheduledMessage = (day: string) =>
  `This company will be deleted on ${day}, so its records can be read and exported but not changed. An owner can stop the deletion in Settings > Company data.`;

/** Shown once the deletion is scheduled; `day` as the page shows it. */
export const deletionScheduledNotice = (day: string) => `The company will be deleted on ${day}. Until then any owner can stop it here.`;

/** What an invitee is told when the company that invited them waits to be deleted. */
export const joiningDeletedMessage = (companyName: string) => `${companyName} is being deleted, so it cannot take new members. Ask its owner.`;
