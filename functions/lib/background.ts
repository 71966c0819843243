import { config } from './config';
import { logger } from './logger';

/** What a background job is given: the company and the export it builds. */
export interface CompanyExportJob {
  companyId: string;
  exportId: string;
}

type LocalRunner = (job: CompanyExportJob) => Promise<void>;
let localRunner: LocalRunner | undefined;

/**
 * Locally, where there is no Lambda, the local gateway (scripts/local/gateway.ts) runs the job in its
 * own process: it registers how here, so the data function's bundle never carries the job's code.
 */
export function runExportsLocally(run: LocalRunner): void {
  localRunner = run;
}

/**
 * Hands a company's export to the job that builds it (functions/jobs/company-export.ts). In AWS,
 * an asynchronous invocation of the job's own function (Lambda queues it and retries it twice on
 * an error; the job is safe to run again). Locally, the runner the gateway registered, once the
 * request has been answered.
 */
export async function startCompanyExport(job: CompanyExportJob): Promise<void> {
  const fn = config.companyExportFunction;
  if (fn) {
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    await new LambdaClient({ region: config.region }).send(new InvokeCommand({ FunctionName: fn, InvocationType: 'Event', Payload: Buffer.from(JSON.stringify(job)) }));
    return;
  }
  const run = localRunner;
  if (!run) throw new Error('No company-export job here: set COMPANY_EXPORT_FUNCTION, or run the local gateway');
  setImmediate(() => void run(job).catch((error: unknown) => logger.error('company export failed', { error: error as Error })));
}
