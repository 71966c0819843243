import { createHmac, randomBytes } from 'node:crypto';
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
 * - Endpoints: add one to ENDPOINTS (method, path pattern, handler). Today:
 *   `GET /balance`, `POST /transaction/initialize`, `GET /transaction/verify/:reference`.
 * - A checkout page (`authorization_url` of an initialised transaction) with
 *   Pay, Fail and Pay later (the transaction stays pending; Pay can still be
 *   pressed later). Each press sends the payer to the transaction's
 *   `callback_url` with `?trxref=<ref>&reference=<ref>`, as Paystack does.
 * - Webhooks: an account's webhook URL (its row on the root page, or
 *   `POST /_local/webhook` with `{ secretKey, url }`) gets `charge.success`
 *   when a payment goes through, signed as Paystack signs it:
 *   `x-paystack-signature` = hex HMAC-SHA512 of the raw body with the secret key.
 * - Transactions are kept in memory and in <dataDir>/paystack/transactions.json.
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
  /** Where its webhook events are sent (set on the root page or with POST /_local/webhook). */
  webhookUrl?: string;
}

/** A transaction as the stand-in keeps it. */
export interface LocalTransaction {
  id: number;
  /** The secret key of the account it belongs to. */
  secretKey: string;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl?: string;
  metadata?: unknown;
  /** Paystack's: abandoned until the payer acts, then success, failed or ongoing (pay later). */
  status: 'abandoned' | 'success' | 'failed' | 'ongoing';
  fees?: number;
  paidAt?: string;
  createdAt: string;
}

interface Call {
  account: PaystackAccount;
  query: URLSearchParams;
  body: unknown;
  /** The path pattern's named groups. */
  params: Record<string, string>;
  /** The stand-in's own address (for the checkout page's URL). */
  base: string;
}
type Answer = { status: number; body: unknown };
interface Endpoint {
  method: string;
  path: RegExp;
  handle: (call: Call, paystack: LocalPaystack) => Answer;
}

const ok = (message: string, data: unknown): Answer => ({ status: 200, body: { status: true, message, data } });
const refused = (message: string, status = 400): Answer => ({ status, body: { status: false, message } });

/** Paystack's local fee: 1.5% plus ₦100 from ₦2,500, at most ₦2,000 (in kobo). */
export function localFee(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

/** A transaction as Paystack's verify and webhook describe it. */
export function transactionData(t: LocalTransaction) {
  return {
    id: t.id,
    domain: t.secretKey.startsWith('sk_live_') ? 'live' : 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: { success: 'Successful', failed: 'Declined', ongoing: 'Transaction ongoing', abandoned: 'The transaction was not completed' }[t.status],
    paid_at: t.paidAt ?? null,
    created_at: t.createdAt,
    channel: 'card',
    fees: t.fees ?? null,
    metadata: t.metadata ?? null,
    customer: { email: t.email },
  };
}

/** Paystack's API as far as the app uses it. */
const ENDPOINTS: readonly Endpoint[] = [
  // Read-only and authenticated: what Settings > Payment Gateways' "Test connection" calls.
  { method: 'GET', path: /^\/balance$/, handle: () => ok('Balances retrieved', [{ currency: 'NGN', balance: 0 }]) },
  {
    method: 'POST',
    path: /^\/transaction\/initialize$/,
    handle: ({ account, body, base }, paystack) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const amount = Number(b.amount);
      if (typeof b.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(b.email)) return refused('Invalid Email Address Passed');
      if (!Number.isInteger(amount) || amount < 100) return refused('Invalid Amount Sent');
      const currency = typeof b.currency === 'string' ? b.currency : 'NGN';
      if (currency !== 'NGN') return refused('Currency not supported by merchant');
      const reference = typeof b.reference === 'string' && b.reference ? b.reference : randomBytes(8).toString('hex');
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refused('Invalid transaction reference');
      if (paystack.transaction(reference)) return refused('Duplicate Transaction Reference');
      const t = paystack.addTransaction({
        secretKey: account.secretKey,
        reference,
        email: b.email,
        amount,
        currency,
        ...(typeof b.callback_url === 'string' ? { callbackUrl: b.callback_url } : {}),
        ...(b.metadata !== undefined ? { metadata: b.metadata } : {}),
      });
      return ok('Authorization URL created', { authorization_url: `${base}/checkout/${t.accessCode}`, access_code: t.accessCode, reference });
    },
  },
  {
    method: 'GET',
    path: /^\/transaction\/verify\/(?<reference>[^/]+)$/,
    handle: ({ account, params }, paystack) => {
      const t = paystack.transaction(decodeURIComponent(params.reference!));
      if (!t || t.secretKey !== account.secretKey) return refused('Transaction reference not found');
      return ok('Verification successful', transactionData(t));
    },
  },
];

const newKey = (kind: 'pk' | 'sk', mode: 'test' | 'live') => `${kind}_${mode}_${randomBytes(20).toString('hex')}`;

export class LocalPaystack {
  private readonly accounts: PaystackAccount[] = [];
  private readonly transactions = new Map<string, LocalTransaction>();
  private readonly file: string;
  private readonly transactionsFile: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'paystack', 'accounts.json');
    this.transactionsFile = path.join(dataDir, 'paystack', 'transactions.json');
    if (fs.existsSync(this.file)) this.accounts.push(...(JSON.parse(fs.readFileSync(this.file, 'utf8')) as PaystackAccount[]));
    if (fs.existsSync(this.transactionsFile)) for (const t of JSON.parse(fs.readFileSync(this.transactionsFile, 'utf8')) as LocalTransaction[]) this.transactions.set(t.reference, t);
    if (!this.accounts.length) this.createAccount({ name: 'Local test account' });
  }

  private saveAccounts(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.accounts, null, 2), { mode: 0o600 });
  }

  private saveTransactions(): void {
    fs.mkdirSync(path.dirname(this.transactionsFile), { recursive: true });
    fs.writeFileSync(this.transactionsFile, JSON.stringify([...this.transactions.values()]), { mode: 0o600 });
  }

  transaction(reference: string): LocalTransaction | undefined {
    return this.transactions.get(reference);
  }

  byAccessCode(code: string): LocalTransaction | undefined {
    return [...this.transactions.values()].find((t) => t.accessCode === code);
  }

  addTransaction(t: Omit<LocalTransaction, 'id' | 'accessCode' | 'status' | 'createdAt'>): LocalTransaction {
    const made: LocalTransaction = { ...t, id: this.transactions.size + 1, accessCode: randomBytes(10).toString('hex'), status: 'abandoned', createdAt: new Date().toISOString() };
    this.transactions.set(made.reference, made);
    this.saveTransactions();
    return made;
  }

  /** The payer's choice on the checkout page. A transaction already paid or failed stays as it is. */
  settle(t: LocalTransaction, outcome: 'pay' | 'fail' | 'later'): LocalTransaction {
    if (t.status === 'success' || t.status === 'failed') return t;
    if (outcome === 'pay') Object.assign(t, { status: 'success', fees: localFee(t.amount), paidAt: new Date().toISOString() });
    else if (outcome === 'fail') t.status = 'failed';
    else t.status = 'ongoing';
    this.saveTransactions();
    return t;
  }

  account(secretKey: string): PaystackAccount | undefined {
    return this.accounts.find((a) => a.secretKey === secretKey);
  }

  setWebhook(secretKey: string, url: string): PaystackAccount | undefined {
    const account = this.account(secretKey);
    if (!account) return undefined;
    account.webhookUrl = url;
    this.saveAccounts();
    return account;
  }

  /** Sends `event` to the account's webhook URL, signed with its secret key; answers the HTTP status (0: not sent or unreachable). */
  async sendWebhook(secretKey: string, event: string, data: unknown): Promise<number> {
    const account = this.account(secretKey);
    if (!account?.webhookUrl) return 0;
    const body = JSON.stringify({ event, data });
    const signature = createHmac('sha512', secretKey).update(body).digest('hex');
    try {
      const res = await fetch(account.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body, signal: AbortSignal.timeout(10_000) });
      return res.status;
    } catch {
      return 0;
    }
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
    this.saveAccounts();
    return account;
  }

  /** One API call as Paystack answers it. */
  call(method: string, url: URL, authorization: string | undefined, body: unknown, base = ''): Answer & { delayMs?: number } {
    let params: Record<string, string> = {};
    const endpoint = ENDPOINTS.find((e) => {
      const m = e.method === method ? e.path.exec(url.pathname) : null;
      if (m) params = { ...m.groups };
      return Boolean(m);
    });
    if (!endpoint) return { status: 404, body: { status: false, message: 'Route not found' } };
    if (!authorization) return { status: 401, body: { status: false, message: 'No Authorization header was found' } };
    const secret = /^Bearer (.+)$/.exec(authorization)?.[1];
    const account = this.accounts.find((a) => a.secretKey === secret);
    if (!account) return { status: 401, body: { status: false, message: 'Invalid key' } };
    return { ...endpoint.handle({ account, query: url.searchParams, body, params, base }, this), delayMs: account.delayMs };
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rootPage(accounts: readonly PaystackAccount[]): string {
  const rows = accounts
    .map(
      (a) =>
        `<tr><td>${escape(a.name)}</td><td>${a.mode}</td><td><code>${a.publicKey}</code></td><td><code>${a.secretKey}</code></td><td><form method="post" action="/_local/webhook"><input type="hidden" name="secretKey" value="${a.secretKey}"><label>Webhook URL <input name="url" size="50" value="${escape(a.webhookUrl ?? '')}"></label> <button type="submit">Save</button></form></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Paystack stand-in</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 8px;text-align:left}code{word-break:break-all}</style></head>
<body><h1>Local Paystack stand-in</h1>
<p>Paste a pair of these keys into Settings &gt; Payment Gateways. Any other key is refused as Paystack refuses it (401 Invalid key).</p>
<p>Paste the webhook URL Settings &gt; Payment Gateways shows into the account's row, as into Paystack's dashboard: payments made on the stand-in's checkout are then reported to Kobo, signed.</p>
<table><thead><tr><th>Account</th><th>Mode</th><th>Public key</th><th>Secret key</th><th>Webhook</th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/_local/accounts"><p><button type="submit">Make another test account</button></p></form>
</body></html>`;
}

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function checkoutPage(t: LocalTransaction): string {
  const done = t.status === 'success' || t.status === 'failed';
  const buttons = done
    ? `<p>This transaction is ${t.status === 'success' ? 'paid' : 'failed'}.</p>`
    : ['pay', 'fail', 'later']
        .map((o) => `<form method="post" action="/checkout/${t.accessCode}/${o}"><button type="submit">${{ pay: `Pay ${naira(t.amount)}`, fail: 'Fail', later: 'Pay later' }[o]}</button></form>`)
        .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Paystack checkout (local stand-in)</title>
<style>body{font:16px system-ui,sans-serif;margin:24px;max-width:420px}form{display:inline-block;margin:8px 8px 0 0}button{font:inherit;padding:10px 16px}</style></head>
<body><main><h1>Paystack checkout</h1><p>Local stand-in: card, bank transfer and USSD are one button here.</p>
<p>${escape(t.email)} pays <strong>${naira(t.amount)}</strong> (reference <code>${escape(t.reference)}</code>).</p>${buttons}</main></body></html>`;
}

/** Where the payer goes after the checkout: the transaction's callback with its reference, as Paystack sends them. */
function callbackTo(t: LocalTransaction): string {
  if (!t.callbackUrl) return `/checkout/${t.accessCode}`;
  const url = new URL(t.callbackUrl);
  url.searchParams.set('trxref', t.reference);
  url.searchParams.set('reference', t.reference);
  return url.toString();
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
      // The stand-in's own forms post URL-encoded bodies.
      if (!url.pathname.startsWith('/_local/')) return send(400, { status: false, message: 'Invalid JSON body' });
    }
    // The stand-in's own controls (not Paystack's API).
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(rootPage(paystack.list()));
    }
    const checkout = /^\/checkout\/(?<code>[0-9a-f]+)(?:\/(?<outcome>pay|fail|later))?$/.exec(url.pathname);
    if (checkout) {
      const t = paystack.byAccessCode(checkout.groups!.code!);
      if (!t) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('No such checkout');
      }
      const outcome = checkout.groups!.outcome as 'pay' | 'fail' | 'later' | undefined;
      if (!outcome && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(t));
      }
      if (outcome && req.method === 'POST') {
        const before = t.status;
        paystack.settle(t, outcome);
        // Paystack reports a successful charge to the webhook before the payer is back on the callback page, most of the time.
        const sent = t.status === 'success' && before !== 'success' ? paystack.sendWebhook(t.secretKey, 'charge.success', transactionData(t)) : Promise.resolve(0);
        return void sent.then(() => {
          res.writeHead(303, { location: callbackTo(t) });
          res.end();
        });
      }
    }
    if (url.pathname === '/_local/webhook' && req.method === 'POST') {
      const form = body === undefined ? Object.fromEntries(new URLSearchParams(raw)) : (body as Record<string, string>);
      const account = paystack.setWebhook(String(form.secretKey ?? ''), String(form.url ?? ''));
      if (!account) return send(404, { status: false, message: 'No account has this secret key' });
      if (!String(req.headers['content-type'] ?? '').includes('json')) {
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      return send(200, { status: true, message: 'Webhook URL saved' });
    }
    if (url.pathname === '/_local/accounts' && req.method === 'POST') {
      const account = paystack.createAccount((body ?? {}) as { name?: string; mode?: 'test' | 'live'; delayMs?: number });
      if (!String(req.headers['content-type'] ?? '').includes('json')) {
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      return send(201, account);
    }
    const answer = paystack.call(req.method ?? 'GET', url, req.headers.authorization, body, address());
    // unref: a slow answer still pending never keeps the process (a test run) from ending.
    if (answer.delayMs) setTimeout(() => !res.destroyed && send(answer.status, answer.body), answer.delayMs).unref();
    else send(answer.status, answer.body);
  });
  return { server, paystack, url: address };
}
