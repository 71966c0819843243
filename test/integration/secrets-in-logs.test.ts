import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { logger } from '../../functions/lib/logger';
import { CURSOR_SECRET_ENV, LOG_TIMINGS_ENV } from '../../functions/lib/config';
import { SERVER_ERROR_LOG_ENV } from '../../scripts/local/gateway';
import { dataFolderSecrets, describeFindings, findSecrets, TEST_PASSWORDS, type KnownSecret } from '../support/secrets';
import { call, newUser, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * No log line holds a secret (docs/threat-model.md, "Secrets"). The integration tier keeps
 * the logger quiet (LOG_LEVEL=SILENT, setup/env.ts); this file turns it up to debug, with
 * every request's timing line, keeps every line written to stdout and stderr (the structured
 * logger's, functions/lib/logger.ts) and every console call, and drives the requests that
 * carry secrets through the real handlers behind the local gateway: Paystack keys saved
 * (well and badly), tested against the stand-in (good, unknown and slow keys) and used for a
 * checkout; the company's and Kobo's webhooks signed, forged and unsigned; a document shared,
 * its link regenerated and a made-up one refused; an invitation viewed, refused a weak
 * password and accepted; a failed sign-in, a forged token and a token signed out everywhere;
 * page cursors, good and tampered. The last test greps every line for every secret the run
 * handled, every secret of the run's data folder (test/support/secrets.ts) and anything
 * shaped like a secret. test/infra/no-secrets.test.ts does the same for the bundles.
 */

jest.setTimeout(120_000);

type Owner = TestUser & { companyId: string };
interface Account {
  name: string;
  publicKey: string;
  secretKey: string;
}

/** Every line written while the file runs. */
const lines: string[] = [];
/** The secrets the requests below carried, each with what it is. */
const handled: KnownSecret[] = [];
const keep = <T extends string>(name: string, value: T): T => {
  handled.push({ name, value });
  return value;
};

/** Keeps every line written to stdout and stderr, and every console call; the logger's JSON lines go no further (anything else still shows). */
function capture(): () => void {
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((s) => s.write);
  streams.forEach((stream, i) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const own = text.split('\n').filter(Boolean);
      lines.push(...own);
      if (own.length && own.every((l) => l.startsWith('{"level":'))) {
        const done = rest.find((r) => typeof r === 'function') as ((error: Error | null) => void) | undefined;
        done?.(null);
        return true;
      }
      return (writes[i] as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
  });
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
    jest.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? `${a.message} ${a.stack}` : JSON.stringify(a))).join(' '));
    }),
  );
  return () => {
    streams.forEach((stream, i) => (stream.write = writes[i]!));
    for (const spy of spies) spy.mockRestore();
  };
}

let restore = () => {};
let baseUrl = '';
beforeAll(async () => {
  logger.setLogLevel('DEBUG');
  process.env[LOG_TIMINGS_ENV] = '1';
  // Paystack answers slower than this are 'timeout' (config.paystackTimeoutMs): a slow stand-in account plays it below.
  process.env.PAYSTACK_TIMEOUT_MS = '400';
  restore = capture();
  baseUrl = await startApi();
});
afterAll(async () => {
  await stopApi();
  restore();
  logger.setLogLevel('SILENT');
  process.env[LOG_TIMINGS_ENV] = '0';
  delete process.env.PAYSTACK_TIMEOUT_MS;
});

const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;
const json = { 'content-type': 'application/json' };
const line = { name: 'Catering for 50 guests', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
const sign = (body: string, secret: string) => createHmac('sha512', secret).update(body).digest('hex');
const signed = (hookPath: string, body: string, signature?: string) => call(null, 'POST', hookPath, { raw: body, headers: { ...json, ...(signature ? { 'x-paystack-signature': signature } : {}) } });

async function paystackAccount(name: string, opts: { delayMs?: number } = {}): Promise<Account> {
  const res = await fetch(`${PAYSTACK()}/_local/accounts`, { method: 'POST', headers: json, body: JSON.stringify({ name, ...opts }) });
  expect(res.status).toBe(201);
  const account = (await res.json()) as Account;
  keep(`the Paystack secret key of '${name}'`, account.secretKey);
  return account;
}

const saveKeys = (owner: Owner, body: Record<string, unknown>) => call(owner, 'PUT', '/api/settings/payment-gateways/paystack', { body });
const testConnection = (owner: Owner) => call(owner, 'POST', '/api/settings/payment-gateways/paystack/test');

/** A company (its owner's id token kept) with a customer and a sent invoice. */
async function company(): Promise<{ owner: Owner; customerId: string; invoiceId: string }> {
  const owner: Owner = await onboardedUser('Adaeze Foods Ltd');
  keep("an owner's id token", owner.token);
  const customerId = (await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: `accounts-${randomUUID().slice(0, 8)}@ekohotels.ng` } })).body.customerId as string;
  const invoice = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines: [line], status: 'sent' } });
  expect(invoice.status).toBe(201);
  return { owner, customerId, invoiceId: invoice.body.invoiceId as string };
}

/** The token of a document's share link, kept. */
async function shareToken(owner: Owner, invoiceId: string, regenerate = false): Promise<string> {
  const res = await call(owner, 'POST', `/api/invoices/${invoiceId}/share`, { body: regenerate ? { regenerate: true } : {} });
  expect(res.status).toBe(200);
  return keep('a share link token', (res.body.link.path as string).replace('/share/', ''));
}

describe('Paystack keys', () => {
  it('saved badly and well, tested good, unknown and slow, used for a checkout, with its webhook signed, forged and unsigned', async () => {
    const { owner, invoiceId } = await company();
    const account = await paystackAccount('Logs: good');
    // Refused shapes, each carrying the secret key in the body.
    for (const body of [
      { publicKey: account.secretKey, secretKey: account.secretKey },
      { publicKey: account.publicKey, secretKey: `${account.secretKey}!` },
      { publicKey: account.publicKey.replace('pk_test_', 'pk_live_'), secretKey: account.secretKey },
    ]) {
      expect((await saveKeys(owner, body)).status).toBe(400);
    }

    // A key Paystack does not know (401 from the stand-in), then one whose account answers too late.
    const unknown = keep('a Paystack secret key no account has', `sk_test_${randomBytes(20).toString('hex')}`);
    expect((await saveKeys(owner, { publicKey: account.publicKey, secretKey: unknown })).status).toBe(200);
    expect((await testConnection(owner)).body).toMatchObject({ ok: false, reason: 'invalid_key' });
    const slow = await paystackAccount('Logs: slow', { delayMs: 1500 });
    expect((await saveKeys(owner, { publicKey: slow.publicKey, secretKey: slow.secretKey })).status).toBe(200);
    expect((await testConnection(owner)).body).toMatchObject({ ok: false, reason: 'timeout' });

    const saved = await saveKeys(owner, { publicKey: account.publicKey, secretKey: account.secretKey });
    expect(saved.status).toBe(200);
    expect((await testConnection(owner)).body).toMatchObject({ ok: true });
    const hookPath = new URL(saved.body.webhookUrl as string).pathname;
    keep("a company's webhook id", hookPath.split('/').pop()!);

    // A customer pays through the stand-in: the server opens the key from KMS to start and verify it, and the stand-in signs its webhook with it.
    await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: json, body: JSON.stringify({ secretKey: account.secretKey, url: `${baseUrl}${hookPath}` }) });
    const token = await shareToken(owner, invoiceId);
    const started = await call(null, 'POST', `/api/public/${token}/pay`, { body: {} });
    expect(started.status).toBe(200);
    const paid = await fetch(`${started.body.authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await call(null, 'GET', `/api/public/${token}/pay/${started.body.reference}`)).body).toMatchObject({ status: 'paid' });

    // Webhook calls: signed for a reference the company never started, signed with another key, unsigned, and to an address no company has.
    const body = JSON.stringify({ event: 'charge.success', data: { reference: `inv-${randomUUID()}`, amount: 100, currency: 'NGN', status: 'success' } });
    expect((await signed(hookPath, body, keep('a webhook signature', sign(body, account.secretKey)))).status).toBe(200);
    expect((await signed(hookPath, body, keep('a forged webhook signature', sign(body, slow.secretKey)))).status).toBe(401);
    expect((await signed(hookPath, body)).status).toBe(401);
    expect((await signed(`/api/paystack/webhook/${randomBytes(20).toString('hex')}`, body, sign(body, account.secretKey))).status).toBe(401);
  });
});

describe("Kobo's billing webhook", () => {
  it('signed with Kobo’s key, forged and unsigned', async () => {
    const koboKey = process.env.KOBO_PAYSTACK_SECRET_KEY!;
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: `logs-${randomUUID()}` } });
    expect((await signed('/api/billing/paystack-webhook', body, keep('a billing webhook signature', sign(body, koboKey)))).status).toBe(200);
    expect((await signed('/api/billing/paystack-webhook', body, sign(body, `${koboKey}0`))).status).toBe(401);
    expect((await signed('/api/billing/paystack-webhook', body)).status).toBe(401);
  });
});

describe('share links', () => {
  it('opened, its PDF fetched, regenerated, and the old and a made-up token refused', async () => {
    const { owner, invoiceId } = await company();
    const first = await shareToken(owner, invoiceId);
    expect((await call(null, 'GET', `/api/public/${first}`)).status).toBe(200);
    expect((await call(null, 'GET', `/api/public/${first}/pdf`)).status).toBe(200);
    const second = await shareToken(owner, invoiceId, true);
    expect(second).not.toBe(first);
    expect((await call(null, 'GET', `/api/public/${first}`)).status).toBe(404);
    const madeUp = keep('a made-up share token', randomBytes(32).toString('base64url'));
    expect((await call(null, 'GET', `/api/public/${madeUp}`)).status).toBe(404);
    expect((await call(null, 'POST', `/api/public/${madeUp}/pay`, { body: {} })).status).toBe(404);
    expect((await call(owner, 'DELETE', `/api/invoices/${invoiceId}/share`)).status).toBe(204);
    expect((await call(null, 'GET', `/api/public/${second}`)).status).toBe(404);
  });
});

describe('invitations', () => {
  /** The invitation link's token from the last e-mail the SES stand-in holds for `to`. */
  async function invitationToken(to: string): Promise<string> {
    const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; body: { text?: string } }[] };
    const mail = store.emails.filter((e) => JSON.stringify(e).includes(to) && /invited to join/.test(e.subject)).at(-1);
    const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(mail?.body.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mail for ${to}`);
    return keep('an invitation token', token);
  }

  it('viewed, refused a weak password, accepted with a new account and by a signed-in user, and refused when used again', async () => {
    const { owner } = await company();
    const email = `hire-${randomUUID().slice(0, 8)}@example.ng`;
    expect((await call(owner, 'POST', '/api/team/invitations', { body: { email, role: 'staff' } })).status).toBe(201);
    const token = await invitationToken(email);
    expect((await call(null, 'GET', `/api/join/${token}`)).status).toBe(200);
    const weak = keep('a weak password', `weakpassword${randomBytes(3).toString('hex')}`);
    expect((await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', lastName: 'Okeke', password: weak } })).status).toBe(400);
    expect((await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', lastName: 'Okeke', password: 'Str0ng!Pass' } })).status).toBe(200);
    expect((await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', lastName: 'Okeke', password: 'Str0ng!Pass' } })).status).toBe(404);

    // Someone who already has an account accepts signed in.
    const existing = await newUser();
    keep("an invitee's id token", existing.token);
    expect((await call(owner, 'POST', '/api/team/invitations', { body: { email: existing.email, role: 'viewer' } })).status).toBe(201);
    const second = await invitationToken(existing.email);
    expect((await call(existing, 'POST', `/api/join/${second}/accept`)).status).toBe(200);
    expect((await call(existing, 'GET', `/api/join/${second}`)).status).toBe(404);
  });
});

describe('sign-in and sessions', () => {
  it('a wrong password, a forged token and a token signed out everywhere are refused', async () => {
    const user = await onboardedUser();
    keep("a user's id token", user.token);
    const cognito = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const wrong = keep('a wrong password', `Wr0ng!${randomBytes(4).toString('hex')}`);
    await expect(
      cognito.send(new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: wrong } })),
    ).rejects.toThrow();
    cognito.destroy();

    const [header, claims] = user.token.split('.');
    const forged = keep('a forged id token', `${header}.${claims}.${randomBytes(64).toString('base64url')}`);
    expect((await call({ ...user, token: forged }, 'GET', '/api/me')).status).toBe(401);
    expect((await call(user, 'POST', '/api/me/sign-out-everywhere')).status).toBe(204);
    expect((await call(user, 'GET', '/api/dashboard')).status).toBe(401);
  });
});

describe('page cursors', () => {
  it('a list paged with a sealed cursor, and a tampered one refused', async () => {
    const { owner } = await company();
    await call(owner, 'POST', '/api/customers', { body: { displayName: 'Dangote Stores' } });
    const first = await call(owner, 'GET', '/api/customers?limit=1');
    const cursor = keep('a page cursor', first.body.cursor as string);
    expect((await call(owner, 'GET', `/api/customers?limit=1&cursor=${encodeURIComponent(cursor)}`)).status).toBe(200);
    const tampered = `${cursor.slice(0, -4)}${cursor.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await call(owner, 'GET', `/api/customers?limit=1&cursor=${encodeURIComponent(tampered)}`)).status).toBe(400);
  });
});

it('no log line holds any of these secrets, or anything shaped like a secret', () => {
  // The run's data folder: where the global setup's gateway records 5xx answers (setup/global-setup.ts).
  const serverErrors = process.env[SERVER_ERROR_LOG_ENV]!;
  const folder = dataFolderSecrets(path.dirname(serverErrors));
  // The sources are read: Kobo's key, the KMS key that seals companies' keys, the cursor secret and the test users' passwords.
  expect(folder.map((s) => s.value)).toEqual(expect.arrayContaining([process.env.KOBO_PAYSTACK_SECRET_KEY, process.env[CURSOR_SECRET_ENV], 'Passw0rd!23', 'Str0ng!Pass']));
  expect(folder.some((s) => s.name.includes("KMS stand-in's key material of 'payment-secrets'"))).toBe(true);

  const secrets: KnownSecret[] = [
    ...handled,
    ...folder,
    { name: "Kobo's Paystack secret key (KOBO_PAYSTACK_SECRET_KEY)", value: process.env.KOBO_PAYSTACK_SECRET_KEY! },
    { name: `the page-cursor secret (${CURSOR_SECRET_ENV})`, value: process.env[CURSOR_SECRET_ENV]! },
    ...TEST_PASSWORDS.map((value) => ({ name: `the test password ${value.slice(0, 3)}…`, value })),
  ];
  expect(handled.length).toBeGreaterThan(15);

  // The lines are there: the refusals and webhooks above were logged, and every request's timing.
  const messages = new Set(lines.flatMap((l) => (l.startsWith('{') ? [(JSON.parse(l) as { message?: string }).message] : [])));
  expect([...messages]).toEqual(expect.arrayContaining(['request refused', 'request timing', 'paystack webhook refused', 'paystack event not applied', 'billing webhook refused', 'billing webhook event ignored']));

  const messageOf = (l: string) => (l.startsWith('{') ? `'${(JSON.parse(l) as { message?: string }).message}'` : l.slice(0, 40));
  const findings = lines.flatMap((l, i) => findSecrets(l, `log line ${i + 1} ${messageOf(l)}`, secrets));
  // The gateway's record of 5xx answers (a test log too: the teardown prints it).
  const errorLog = fs.existsSync(serverErrors) ? fs.readFileSync(serverErrors, 'utf8') : '';
  findings.push(...findSecrets(errorLog, path.basename(serverErrors), secrets));
  expect(describeFindings(findings)).toEqual([]);
});
