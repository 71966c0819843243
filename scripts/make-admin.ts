/**
 * npm run make-admin -- <email>: makes the account with this e-mail a Kobo super admin (the
 * Cognito group super_admin and the roster, with an audit entry), against the running local
 * stack (the ports and data folder npm start was started with). The person signs in again to
 * see the Admin Dashboard. In AWS: docs/operations.md gives the AWS CLI lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import './local/quiet';
import { portsFromEnv } from './local/ports';
import { localEnv } from './local/stack';

async function main() {
  const email = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!email || !email.includes('@')) {
    process.stderr.write('Usage: npm run make-admin -- <email of an account that has signed up>\n');
    process.exit(2);
  }
  if (!process.env.TABLE_NAME) {
    // The local stack's user pool: named by USER_POOL_ID, or kept in its data folder.
    const dataDir = path.resolve(process.env.KOBO_DATA_DIR ?? '.local');
    const stateFile = path.join(dataDir, 'state.json');
    if (!process.env.USER_POOL_ID && !fs.existsSync(stateFile)) throw new Error(`No local stack in ${dataDir}: run npm start first`);
    const pool = process.env.USER_POOL_ID ? { userPoolId: process.env.USER_POOL_ID, userPoolClientId: '' } : (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userPoolId: string; userPoolClientId: string });
    Object.assign(process.env, localEnv(portsFromEnv(), pool));
  }
  const { makeSuperAdmin } = await import('../functions/services/admin/super-admins');
  const { userId, already } = await makeSuperAdmin(email);
  process.stdout.write(already ? `${email} (${userId}) is a super admin already.\n` : `${email} (${userId}) is a super admin now: sign in again to see the Admin Dashboard.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
