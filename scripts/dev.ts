/**
 * npm start: the whole app on this machine. Emulators for Cognito, DynamoDB, S3
 * and SES, the local gateway (web app + API on one origin) and a rebuilding web
 * app. Data is kept in .local/ (or KOBO_DATA_DIR); `npm run reset` wipes it.
 */
import "./local/quiet";
import path from "node:path";
import { watchWeb } from '../frontend/build';
import { CHECK_RESPONSES_ENV } from '../functions/lib/config';
import { portsFromEnv } from './local/ports';
import { startLocalStack } from './local/stack';

async function main() {
  const dataDir = path.resolve(process.env.KOBO_DATA_DIR ?? '.local');
  const webDir = path.join(dataDir, 'web');
  const ports = portsFromEnv();
  // Every answer the local API gives (to the app, and to the e2e tier) is checked against its route's answer schema,
  // and must be exactly that schema's output: the app takes answers unparsed (KOBO_CHECK_RESPONSES=0 npm start turns it off).
  process.env[CHECK_RESPONSES_ENV] ??= '1';
  const log = (line: string) => process.stdout.write(`${line}\n`);
  let stack;
  try {
    stack = await startLocalStack({ dataDir, ports, webDir, log });
  } catch (error) {
    process.stderr.write(`\nCould not start the local stack:\n${(error as Error).message}\n`);
    process.exit(1);
  }
  const recurring = runDailyJobs(log);
  const web = await watchWeb({ outDir: webDir, minify: process.env.KOBO_MINIFY !== 'false', onRebuild: (n) => log(n ? `web app: ${n} build error(s)` : 'web app: built') });
  log('');
  log(`  Kobo is running:   ${stack.appUrl}`);
  log(`  API:               ${stack.appUrl}/api`);
  log(`  Local mailbox:     ${stack.mailboxUrl}`);
  log(`  Local Paystack:    ${stack.paystackUrl} (test keys)`);
  log(`  Data folder:       ${path.relative(process.cwd(), dataDir) || dataDir}`);
  log('  Press Ctrl-C to stop.');
  log('');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping...');
    setTimeout(() => process.exit(0), 8000).unref();
    recurring.stop();
    await web.dispose();
    await stack.stop();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * The daily jobs, as EventBridge Scheduler runs them in AWS (infra/lib/constructs/jobs.ts): the
 * recurring expenses (functions/jobs/recurring-expenses.ts) and the company deletion
 * (functions/jobs/company-deletion.ts), here once at start and then every minute
 * (KOBO_RECURRING_EVERY_MS moves it), so what falls due appears within a minute. Both jobs are
 * idempotent, so running them this often does nothing twice.
 */
function runDailyJobs(log: (line: string) => void): { stop: () => void } {
  const every = Number(process.env.KOBO_RECURRING_EVERY_MS ?? 60_000);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { handler } = await import('../functions/jobs/recurring-expenses');
      const result = await handler({});
      if (result.made) log(`recurring expenses: ${result.made} made for ${result.today}`);
    } catch (error) {
      log(`recurring expenses: the job failed: ${(error as Error).message}`);
    }
    try {
      const { handler } = await import('../functions/jobs/company-deletion');
      const result = await handler({});
      for (const r of result.runs.filter((x) => x.status === 'deleted')) log(`company deletion: ${r.companyId} deleted (${r.items} records, ${r.files} files)`);
    } catch (error) {
      log(`company deletion: the job failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), every);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

void main();
