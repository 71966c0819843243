import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenStandIn } from './stand-in';

/*
 * A local stand-in for Paystack's API (https://api.paystack.co): no machine
 * here reaches Paystack, so the local stack and the tests talk to this with
 * the same request and answer shapes. The functions find it through
 * PAYSTACK_BASE_URL (functions/lib/config.ts); in AWS that is Paystack itself.
 *
 * - Accounts: each has a test or live key pair shaped like Paystack's
 *   (`pk_test_` / `sk_test_` + 40 hex characters). One is made for a new data
 *   folder; its keys are shown at the stand-in's root page, and
 *   `POST /_local/accounts` makes another (the tests make one each). They are
 *   kept in <dataDir>/paystack/accounts.json.
 * - Authentication as Paystack does it: `Authorization: Bearer <secret key>`;
 *   an unknown key is 401 `{ "status": false, "message": "Invalid key" }`.
 * - Endpoints: add one to ENDPOINTS (method, path, handler). Today:
 *   `GET /balance`. Plan purchases, transaction initialize/verify, the checkout
 *   page and signed webhooks are to come, each as an entry here.
 * - An account made with `{ delayMs }` answers that much later: how the tests
 *   see a Paystack that does not answer in time.
 */

export interface PaystackAccount {
  name: string;
  mode: 'test' | 'live';
  publicKey: string;
  secretKey: string;
  /** Answers to this account's calls wait this long (to play a slow Paystack). */
  delayMs?: number;
}

interface Call {
  account: PaystackAccount;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status: number; body: unknown };
interface Endpoint {
  method: string;
  path: string;
  handle: (call: Call) => Answer;
}

const ok = (message: string, data: unknown): Answer => ({ status: 200, body: { status: true, message, data } });

/** Paystack's API as far as the app uses it. */
const ENDPOINTS: readonly Endpoint[] = [
  // Read-only and authenticated: what Settings > Payment Gateways' "Test connection" calls.
  { method: 'GET', path: '/balance', handle: () => ok('Balances retrieved', [{ currency: 'NGN', balance: 0 }]) },
];

const newKey = (kind: 'pk' | 'sk', mode: 'test' | 'live') => `${kind}_${mode}_${randomBytes(20).toString('hex')}`;

export class LocalPaystack {
  private readonly accounts: PaystackAccount[] = [];
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'paystack', 'accounts.json');
    if (fs.existsSync(this.file)) this.accounts.push(...(JSON.parse(fs.readFileSync(this.file, 'utf8')) as PaystackAccount[]));
    if (!this.accounts.length) this.createAccount({ name: 'Local test account' });
  }

  list(): readonly PaystackAccount[] {
    return this.accounts;
  }

  createAccount(opts: { name?: string; mode?: 'test' | 'live'; delayMs?: number } = {}): PaystackAccount {
    const mode = opts.mode === 'live' ? 'live' : 'test';
    const account: PaystackAccount = {
      name: opts.name?.slice(0, 100) || `Account ${this.accounts.length + 1}`,
      mode,
      publicKey: newKey('pk', mode),
      secretKey: newKey('sk', mode),
      ...(opts.delayMs ? { delayMs: Math.min(Math.max(0, Number(opts.delayMs) || 0), 60_000) } : {}),
    };
    this.accounts.push(account);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.accounts, null, 2), { mode: 0o600 });
    return account;
  }

  /** One API call as Paystack answers it. */
  call(method: string, url: URL, authorization: string | undefined, body: unknown): Answer & { delayMs?: number } {
    const endpoint = ENDPOINTS.find((e) => e.method === method && e.path === url.pathname);
    if (!endpoint) return { status: 404, body: { status: false, message: 'Route not found' } };
    if (!authorization) return { status: 401, body: { status: false, message: 'No Authorization header was found' } };
    const secret = /^Bearer (.+)$/.exec(authorization)?.[1];
    const account = this.accounts.find((a) => a.secretKey === secret);
    if (!account) return { status: 401, body: { status: false, message: 'Invalid key' } };
    return { ...endpoint.handle({ account, query: url.searchParams, body }), delayMs: account.delayMs };
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rootPage(accounts: readonly PaystackAccount[]): string {
  const rows = accounts
    .map((a) => `<tr><td>${escape(a.name)}</td><td>${a.mode}</td><td><code>${a.publicKey}</code></td><td><code>${a.secretKey}</code></td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Paystack stand-in</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 8px;text-align:left}code{word-break:break-all}</style></head>
<body><h1>Local Paystack stand-in</h1>
<p>Paste a pair of these keys into Settings &gt; Payment Gateways. Any other key is refused as Paystack refuses it (401 Invalid key).</p>
<table><thead><tr><th>Account</th><th>Mode</th><th>Public key</th><th>Secret key</th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/_local/accounts"><p><button type="submit">Make another test account</button></p></form>
</body></html>`;
}

/** Starts the Paystack stand-in on 127.0.0.1:port (0: any free port). */
export async function startLocalPaystack(opts: { port: number; dataDir: string }): Promise<{ server: http.Server; paystack: LocalPaystack; url: () => string }> {
  const paystack = new LocalPaystack(opts.dataDir);
  const { server, url: address } = await listenStandIn(opts.port, (req, rawBody, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = rawBody.toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      if (url.pathname !== '/_local/accounts') return send(400, { status: false, message: 'Invalid JSON body' });
    }
    // The stand-in's own controls (not Paystack's API).
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(rootPage(paystack.list()));
    }
    if (url.pathname === '/_local/accounts' && req.method === 'POST') {
      const account = paystack.createAccount((body ?? {}) as { name?: string; mode?: 'test' | 'live'; delayMs?: number });
      if (!String(req.headers['content-type'] ?? '').includes('json')) {
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      return send(201, account);
    }
    const answer = paystack.call(req.method ?? 'GET', url, req.headers.authorization, body);
    // unref: a slow answer still pending never keeps the process (a test run) from ending.
    if (answer.delayMs) setTimeout(() => !res.destroyed && send(answer.status, answer.body), answer.delayMs).unref();
    else send(answer.status, answer.body);
  });
  return { server, paystack, url: address };
}
