import { runAsDomain } from '../lib/domain-context';
import type { CompanyExportJob } from '../lib/background';
import { logger } from '../lib/logger';
import { buildExport } from '../services/company-data/archive';

/**
 * The company-export job: builds one export's archive (services/company-data/archive.ts). In AWS
 * the data function invokes it asynchronously when an owner starts an export (lib/background.ts);
 * locally it runs in the API's own process. It runs as the data function (its table and bucket
 * grants), with the PDF fonts beside it, and may take up to COMPANY_EXPORT_TIMEOUT_SECONDS.
 */
export async function handler(event: CompanyExportJob): Promise<void> {
  if (typeof event?.companyId !== 'string' || typeof event.exportId !== 'string') throw new Error('A company export needs a companyId and an exportId');
  await runAsDomain('data', () => buildExport(event.companyId, event.exportId));
  logger.info('company export built', { companyId: event.companyId, exportId: event.exportId });
}
