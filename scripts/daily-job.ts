/**
 * npm run recurring-expenses | company-deletion [-- --today yyyy-mm-dd] [--company <id>]: runs one of the daily
 * jobs once against the running local stack (npm start's emulators, the ports it was started
 * with), as its schedule runs it in AWS (functions/jobs/<job>.ts), and prints what it did.
 * `npm start` already runs both every minute; this is for a run now. `--today` makes it act as
 * on that Lagos day (a day ahead makes that day's expenses; a company's deletion day deletes it);
 * `--company` deletes only that company (if its day has come). Safe to run any number of times.
 */
import './local/quiet';
import { portsFromEnv } from './local/ports';
import { localEnv } from './local/stack';

const JOBS: Record<'recurring-expenses' | 'company-deletion', (today?: string, companyId?: string) => Promise<string>> = {
  async 'recurring-expenses'(today?: string) {
    const { handler } = await import('../functions/jobs/recurring-expenses');
    const result = await handler(today ? { today } : {});
    return `Recurring expenses for ${result.today}: ${result.made} made for ${result.profiles} due profile(s)${result.behind ? `, ${result.behind} still behind (run again)` : ''}.`;
  },
  async 'company-deletion'(today?: string, companyId?: string) {
    const { handler } = await import('../functions/jobs/company-deletion');
    const result = await handler({ ...(today ? { today } : {}), ...(companyId ? { companyId } : {}) });
    const deleted = result.runs.filter((r) => r.status === 'deleted');
    const lines = deleted.map((r) => `  ${r.companyId}: ${r.items} records, ${r.files} files, ${r.members} member(s) freed`);
    const left = result.runs.filter((r) => r.status === 'renews').map((r) => `  ${r.companyId}: not deleted, its paid plan still renews with Paystack`);
    return [`Company deletion for ${result.today}: ${deleted.length} deleted.`, ...lines, ...left].join('\n');
  },
};

async function main() {
  const job = process.argv[2] as keyof typeof JOBS;
  if (!(job in JOBS)) throw new Error(`Which job? ${Object.keys(JOBS).join(' or ')}`);
  const ports = portsFromEnv();
  Object.assign(process.env, localEnv(ports, { userPoolId: '', userPoolClientId: '' }));
  const at = process.argv.indexOf('--today');
  const today = at > 0 ? process.argv[at + 1] : undefined;
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('--today takes a day like 2026-11-28');
  const named = process.argv.indexOf('--company');
  const companyId = named > 0 ? process.argv[named + 1] : undefined;
  if (named > 0 && (job !== 'company-deletion' || !companyId)) throw new Error('--company takes a company id, for company-deletion');
  try {
    process.stdout.write(`${await JOBS[job](today, companyId)}\n`);
  } catch (error) {
    const message = (error as Error).message;
    if (/ECONNREFUSED|connect/i.test(message)) throw new Error(`No local DynamoDB on port ${ports.dynamodb}: start the app first (npm start), or set DYNAMODB_PORT to its port.`, { cause: error });
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
