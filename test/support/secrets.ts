import fs from 'node:fs';
import path from 'node:path';

/*
 * The secrets the local stack and the tests use, and what any secret looks like: what the
 * no-leak tests grep for (test/infra/no-secrets.test.ts: the repository, the Lambda bundles,
 * the web app's files and the synthesized stack; test/integration/secrets-in-logs.test.ts:
 * every log line the handlers write). docs/threat-model.md, "Secrets".
 *
 * Where each comes from:
 * - Paystack keys: the Paystack stand-in (scripts/local/paystack.ts) makes each account's
 *   `sk_test_` + 40 hex characters at random and keeps them in <dataDir>/paystack/accounts.json;
 *   Kobo's own key (KOBO_PAYSTACK_SECRET_KEY, functions/lib/kobo-paystack-key.ts) is its
 *   'Kobo (plans)' account's. The same key signs that account's webhooks (HMAC-SHA512).
 * - The KMS stand-in's key material (scripts/local/kms.ts), which seals companies' Paystack
 *   secret keys: 32 random bytes per key in <dataDir>/kms/keys.json.
 * - The page-cursor secret (KOBO_CURSOR_SECRET, functions/lib/cursor.ts): <dataDir>/cursor-secret.
 * - Passwords: the fixed ones below, and whatever cognito-local keeps (in clear) under
 *   <dataDir>/cognito. The local user pool's app client has no client secret (scripts/local/bootstrap.ts).
 * - Made while a test runs, so the tests collect them themselves: share and invitation
 *   tokens (functions/lib/tokens.ts), a company's webhook id, webhook signatures, id tokens.
 */

export interface KnownSecret {
  /** What it is, for the failure message (never the value). */
  name: string;
  value: string;
}

/**
 * The passwords the tests, the seed and the scripts sign local accounts up with, or type
 * wrongly on purpose. They are in the repository on purpose (local emulators only, never a
 * deployed pool) and so are not a leak there; in a bundle or a log line they would be.
 */
export const TEST_PASSWORDS: readonly string[] = [
  'Demo-Passw0rd!', // npm run seed's and npm run screenshots' demo user (README.md)
  'Passw0rd!23', // test/integration/helpers/api.ts, test/e2e/fixtures.ts, scripts/local/api-client.ts
  'Str0ng!Pass', // invitation joins (team tests)
  'N3w-Passw0rd!', // password changes (security tests)
  'NewPassw0rd!45', // password resets (mail-bridge, guards)
  'Wr0ng!Pass', // wrong on purpose (join.spec.ts)
  'Wr0ng-Passw0rd!', // wrong on purpose (security.test.ts)
  'wrong-Passw0rd', // wrong on purpose (journey.spec.ts)
  'Not-the-passw0rd', // wrong on purpose (security.spec.ts)
  'Passw0rd!47', // slow-start.spec.ts
  'Passw0rd!99', // slow-start.spec.ts
];

/** What a secret looks like, whoever's it is: no match may be in a bundle, a log line or the repository (but the allow-listed ones). */
export const SECRET_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  // Paystack's (and Stripe's) secret keys: the schema's messages say `sk_test_` and `sk_live_`, never followed by a key.
  { name: 'a Paystack secret key', pattern: /\bsk_(?:test|live)_[0-9A-Za-z]{16,}/ },
  { name: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'an AWS secret access key', pattern: /aws_?secret_?access_?key["']?\s*[:=]\s*["']?[A-Za-z0-9/+]{40}\b/i },
  { name: 'a private key (PEM)', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  { name: 'a GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{50,})\b/ },
  { name: 'an npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  // An .npmrc's registry credential (a `${NPM_TOKEN}` reference to the environment is none).
  { name: 'an npm registry credential', pattern: /^\s*(?:\/\/\S+:)?_(?:authToken|auth|password)\s*=\s*[^\s$]/m },
  { name: 'a Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'a Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  // A signed JWT (a Cognito id or access token): header and claims are base64url JSON.
  { name: 'a JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/ },
];

/** A value shorter than this is not looked for: it would be found by chance. */
const MIN_SECRET_LENGTH = 8;

export interface Finding {
  /** The known secret's name, or the pattern's. */
  secret: string;
  /** The pattern's match (a known value is not repeated); describeFindings shows its start only. */
  match?: string;
  /** Where: a file, or a log line's number. */
  where: string;
}

/** Every known value and every secret-looking match in `text`. */
export function findSecrets(text: string, where: string, known: readonly KnownSecret[]): Finding[] {
  const found: Finding[] = [];
  for (const { name, value } of known) {
    if (value.length >= MIN_SECRET_LENGTH && text.includes(value)) found.push({ secret: name, where });
  }
  for (const { name, pattern } of SECRET_PATTERNS) {
    for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) found.push({ secret: name, match: m[0], where });
  }
  return found;
}

const readJson = (file: string): unknown => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

/** The values of every `Password` key in a JSON value (cognito-local's users). */
function passwordsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) passwordsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'Password' && typeof v === 'string') out.push(v);
      else passwordsIn(v, out);
    }
  }
  return out;
}

/**
 * The secrets a local data folder holds (npm start's `.local/`, or a test run's): every
 * Paystack stand-in account's secret key, the KMS stand-in's key material, the cursor
 * secret and the passwords cognito-local keeps. None when the folder does not exist.
 */
export function dataFolderSecrets(dataDir: string): KnownSecret[] {
  const found: KnownSecret[] = [];
  const accounts = readJson(path.join(dataDir, 'paystack', 'accounts.json')) as { name: string; secretKey: string }[] | undefined;
  for (const a of accounts ?? []) found.push({ name: `the Paystack stand-in's secret key of '${a.name}'`, value: a.secretKey });
  const keys = readJson(path.join(dataDir, 'kms', 'keys.json')) as { description: string; material: string }[] | undefined;
  for (const k of keys ?? []) {
    found.push({ name: `the KMS stand-in's key material of '${k.description}' (base64)`, value: k.material });
    found.push({ name: `the KMS stand-in's key material of '${k.description}' (hex)`, value: Buffer.from(k.material, 'base64').toString('hex') });
  }
  const cursorFile = path.join(dataDir, 'cursor-secret');
  if (fs.existsSync(cursorFile)) found.push({ name: 'the page-cursor secret (KOBO_CURSOR_SECRET)', value: fs.readFileSync(cursorFile, 'utf8').trim() });
  const cognitoDb = path.join(dataDir, 'cognito', '.cognito', 'db');
  if (fs.existsSync(cognitoDb)) {
    const passwords = new Set(fs.readdirSync(cognitoDb).filter((f) => f.endsWith('.json')).flatMap((f) => passwordsIn(readJson(path.join(cognitoDb, f)))));
    for (const p of passwords) found.push({ name: 'a password cognito-local keeps', value: p });
  }
  return found;
}

/** npm start's data folder (scripts/dev.ts), if this machine has one. */
export const LOCAL_DATA_DIR = path.resolve(__dirname, '../..', process.env.KOBO_DATA_DIR ?? '.local');

/** One line per finding, naming the secret and where it was: never a known value, and only the start of a match (a real key must not reach the test's output whole). */
export const describeFindings = (findings: readonly Finding[]) => findings.map((f) => `${f.where}: ${f.secret}${f.match ? ` (${f.match.slice(0, 12)}…)` : ''}`);
