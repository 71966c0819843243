/**
 * npm run rebuild-reports [-- --company <id>] [--fix]: proves the report tallies equal to the
 * records, company by company (every company without --company), against the running local
 * stack (the ports npm start was started with). Prints "equal" or each figure that differs;
 * exits 1 when any differs. --fix replaces a differing company's tallies with the figures from
 * its records (run it while nobody writes to that company). In AWS: the same module
 * (functions/services/reports/rebuild.ts) with TABLE_NAME and AWS credentials set, see
 * docs/operations.md.
 */
import './local/quiet';
import { portsFromEnv } from './local/ports';
import { localEnv } from './local/stack';

async function main() {
  if (!process.env.TABLE_NAME) Object.assign(process.env, localEnv(portsFromEnv(), { userPoolId: '', userPoolClientId: '' }));
  const at = process.argv.indexOf('--company');
  const fix = process.argv.includes('--fix');
  const { db } = await import('../functions/entities/table');
  const { compareTallies, rebuildTallies } = await import('../functions/services/reports/rebuild');
  // An operator's command may read every company (no request path does).
  const companies = at > 0 ? [process.argv[at + 1]!] : (await db().entities.company.scan.go({ pages: 'all', attributes: ['companyId'] })).data.map((c) => c.companyId);
  let differing = 0;
  for (const companyId of companies) {
    const diffs = await compareTallies(companyId);
    if (diffs.length === 0) {
      process.stdout.write(`${companyId}: equal\n`);
      continue;
    }
    differing++;
    process.stdout.write(`${companyId}: ${diffs.length} figure(s) differ\n`);
    for (const d of diffs.slice(0, 20)) process.stdout.write(`  ${d.item} ${d.figure}: stored ${d.stored}, records ${d.records}\n`);
    if (fix) {
      const { items } = await rebuildTallies(companyId);
      const after = await compareTallies(companyId);
      process.stdout.write(`  rebuilt ${items} item(s): ${after.length === 0 ? 'equal now' : `${after.length} still differ (written to meanwhile?)`}\n`);
      if (after.length === 0) differing--;
    }
  }
  process.stdout.write(`${companies.length} company(ies), ${differing} differing.\n`);
  process.exit(differing ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
