/**
 * npm run recurring-expenses [-- --today yyyy-mm-dd]: runs the recurring-expenses job once
 * against the running local stack (npm start's emulators, the ports it was started with), as
 * the schedule runs it in AWS (functions/jobs/recurring-expenses.ts), and prints what it made.
 * `npm start` already runs it every minute; this is for a run now. `--today` makes it act as
 * on that Lagos day (a day ahead makes that day's expenses). Safe to run any number of times.
 */
import './local/quiet';
import { portsFromEnv } from './local/ports';
import { localEnv } from './local/stack';

async function main() {
  const ports = portsFromEnv();
  Object.assign(process.env, localEnv(ports, { userPoolId: '', userPoolClientId: '' }));
  const at = process.argv.indexOf('--today');
  const today = at > 0 ? process.argv[at + 1] : undefined;
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('--today takes a day like 2026-11-28');
  const { handler } = await import('../functions/jobs/recurring-expenses');
  try {
    const result = await handler(today ? { today } : {});
    process.stdout.write(`Recurring expenses for ${result.today}: ${result.made} made for ${result.profiles} due profile(s)${result.behind ? `, ${result.behind} still behind (run again)` : ''}.\n`);
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
