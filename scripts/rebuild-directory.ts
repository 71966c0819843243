/**
 * npm run rebuild-directory: lists every company and every user in the super-admin directory
 * (functions/services/admin/directory.ts), for data written before the directory existed.
 * Each record's creation time is its place (newest first); an entry that exists keeps its
 * place. Against the running local stack, or in AWS with TABLE_NAME and credentials set.
 * An operator's command: it reads whole tables, which no request path does.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import './local/quiet';
import { portsFromEnv } from './local/ports';
import { localEnv } from './local/stack';

async function main() {
  if (!process.env.TABLE_NAME) Object.assign(process.env, localEnv(portsFromEnv(), { userPoolId: '', userPoolClientId: '' }));
  const { db } = await import('../functions/entities/table');
  const { documentClient } = await import('../functions/lib/clients');
  const { companyEntryOp, userEntryOp } = await import('../functions/services/admin/directory');
  const put = (op: { Update: Record<string, unknown> }) => documentClient().send(new UpdateCommand(op.Update as never));
  const companies = (await db().entities.company.scan.go({ pages: 'all', attributes: ['companyId', 'name', 'email', 'createdAt'] })).data;
  for (const c of companies) await put(companyEntryOp(c, new Date(c.createdAt)));
  const profiles = (await db().entities.profile.scan.go({ pages: 'all', attributes: ['userId', 'email', 'firstName', 'lastName', 'createdAt'] })).data;
  for (const p of profiles) await put(userEntryOp(p, new Date(p.createdAt)));
  process.stdout.write(`Listed ${companies.length} company(ies) and ${profiles.length} user(s) in the directory.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
