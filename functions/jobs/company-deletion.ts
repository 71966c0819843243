import { lagosToday } from '../../shared/dates';
import { COMPANY_DELETION_S3_ACCESS } from '../../shared/s3-prefixes';
import { runAsJob } from '../lib/domain-context';
import { logger } from '../lib/logger';
import { deleteCompany, dueDeletions, type DeletionRun } from '../services/company-data/deletion';

/**
 * The company-deletion job: deletes every company whose deletion day (Lagos) has come
 * (services/company-data/deletion.ts). In AWS an EventBridge Scheduler schedule invokes it
 * daily at 01:00 Lagos time (infra/lib/constructs/jobs.ts); locally `npm start` runs it every
 * minute. A company it does not finish (Lambda's 15 minutes) is finished by the next run.
 *
 * It has the data domain's table grant and, in the bucket, only listing and deleting under a
 * company's prefixes (COMPANY_DELETION_S3_ACCESS).
 */
export async function handler(event?: { today?: string; companyId?: string }): Promise<{ today: string; runs: DeletionRun[] }> {
  const today = typeof event?.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(event.today) ? event.today : lagosToday();
  // A run by hand may name one company (an operator's, once its renewing plan is cancelled): only it, and only if due.
  const only = typeof event?.companyId === 'string' ? event.companyId : undefined;
  return runAsJob('data', COMPANY_DELETION_S3_ACCESS, async () => {
    const runs: DeletionRun[] = [];
    // One company at a time: each is already parallel inside, and a failure leaves the others to their own run.
    for (const companyId of only ? [only] : await dueDeletions(today)) {
      try {
        runs.push(await deleteCompany(companyId, today));
      } catch (error) {
        logger.error('company deletion failed: the next run goes on with it', { companyId, error: error as Error });
      }
    }
    if (runs.length) logger.info('company deletion run', { today, deleted: runs.filter((r) => r.status === 'deleted').length });
    return { today, runs };
  });
}
