/**
 * npm run bench: the performance figures the README quotes, measured on this
 * machine against a fresh local stack (its own ports and data folder):
 * - one table of pages (scripts/bench-pages.ts): every page, signed in or public (the
 *   sign-in page, the public document page), its first-visit bytes by kind and its
 *   Lighthouse mobile figures (median of 3, marked when the machine was too loaded for
 *   them to count), and two returning visits; `BENCH_ONLY=pages npm run bench` stops there;
 * - API latency of the customer list and search with 5,000 customers (BENCH_CUSTOMERS);
 * - quotes: a customer with 2,000 quotes (BENCH_QUOTES) against one with 2, the quote
 *   list and one quote;
 * - invoices: a customer with 2,000 invoices against one with 2, their statements, a
 *   payment applied across a customer's 50 open invoices;
 * - every tab and status filter of the quote and invoice lists against the
 *   unfiltered list, with 20,000 documents of each kind (BENCH_DOCUMENTS);
 * - each function's bundle size and cold init (scripts/bench-functions.ts);
 * - PDFs: warm and cold rendering (scripts/bench-pdf.ts).
 * Figures, not assertions: nothing here fails on a slow run.
 */
import './local/quiet';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildWeb } from '../frontend/build';
import { startLocalStack } from './local/stack';
import { selfSignedCertificate } from './local/tls';
import { startGateway } from './local/gateway';
import { coldInvoices, pdfFigures } from './bench-pdf';
import { functionFigures } from './bench-functions';
import { pageFigures } from './bench-pages';

/** Its own ports, so a bench runs beside `npm start`; BENCH_PORT_OFFSET moves them all (two benches at once). */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries({ app: 3400, dynamodb: 8400, cognito: 9400, cognitoProxy: 9401, s3: 4400, ses: 8401, paystack: 8402, kms: 8403 }).map(([k, v]) => [k, v + offset]),
) as Record<'app' | 'dynamodb' | 'cognito' | 'cognitoProxy' | 's3' | 'ses' | 'paystack' | 'kms', number>;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5000);
const QUOTES = Number(process.env.BENCH_QUOTES ?? 2000);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20000);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = (line: string) => process.stdout.write(`${line}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(n: number, fn: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${n} requests)`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bench-'));
  const webDir = path.join(dataDir, 'web');
  await buildWeb({ outDir: webDir });
  // The pages are measured over TLS and HTTP/2, as CloudFront serves them (one connection for
  // every file, headers compressed); the API calls below use the plain HTTP address.
  const certificate = selfSignedCertificate(dataDir);
  const stack = await startLocalStack({ dataDir, ports, webDir, secure: certificate });
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bench-chrome-'));
  try {
    const { newUser, call, setBase } = await apiHelpers();
    setBase(stack.appUrl);
    const owner = await newUser();
    await call(owner, 'POST', '/api/onboarding', { profile: { firstName: 'Bench' }, company: { name: 'Bench Traders Ltd' } });

    // Page weight and Lighthouse: a real browser, signed in through the real form.
    await pageFigures(out, { appUrl: stack.secureAppUrl!, chromeFlags: [certificate.chromeFlag], chromiumPath, dataDir, profileDir, owner, call: (method, url, body) => call(owner, method, url, body) });
    if (process.env.BENCH_ONLY === 'pages') return;

    // API latency through the local gateway (real handlers, DynamoDB Local).
    out(`\nCustomers API with ${CUSTOMERS} customers (local gateway + DynamoDB Local)`);
    const { createCustomer } = await import('../functions/services/customers');
    const me = await call(owner, 'GET', '/api/me');
    const companyId = me.company.companyId as string;
    const names = ['Adaeze', 'Chukwuma', 'Aisha', 'Tunde', 'Ngozi', 'Emeka', 'Funmi', 'Musa', 'Bola', 'Ifeoma'];
    const trades = ['Foods', 'Stores', 'Logistics', 'Pharmacy', 'Textiles', 'Prints', 'Motors', 'Farms'];
    const started = performance.now();
    for (let i = 0; i < CUSTOMERS; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, CUSTOMERS - i) }, (_, j) => {
          const n = i + j;
          const name = `${names[n % names.length]} ${trades[n % trades.length]} ${n}`;
          return createCustomer(companyId, { displayName: name, email: `c${n}@${trades[n % trades.length]!.toLowerCase()}.ng` });
        }),
      );
    }
    out(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const gateway = await startGateway({
      port: 0,
      webDir,
      runtimeConfig: () => ({}),
      issuer: `http://127.0.0.1:${ports.cognito}/${stack.userPoolId}`,
      clientId: stack.userPoolClientId,
    });
    setBase(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    out(`  list, first page of 25:   ${await timed(50, () => call(owner, 'GET', '/api/customers?limit=25'))}`);
    const first = await call(owner, 'GET', '/api/customers?limit=25');
    out(`  list, second page:        ${await timed(50, () => call(owner, 'GET', `/api/customers?limit=25&cursor=${encodeURIComponent(first.cursor)}`))}`);
    out(`  search "ngozi":           ${await timed(50, () => call(owner, 'GET', '/api/customers?search=ngozi'))}`);
    out(`  search "c1999@":          ${await timed(50, () => call(owner, 'GET', '/api/customers?search=c1999%40'))}`);
    out(`  one customer:             ${await timed(50, () => call(owner, 'GET', `/api/customers/${first.items[0].customerId}`))}`);

    out(`\nQuotes API: a customer with ${QUOTES} quotes and one with 2`);
    const { createQuote } = await import('../functions/services/quotes');
    const member = { userId: 'bench', email: owner.email, isSuperAdmin: false, companyId, role: 'owner' as const };
    const [busy, quiet] = [first.items[0].customerId as string, first.items[1].customerId as string];
    const quote = (customerId: string, i: number) =>
      createQuote(companyId, member, {
        customerId,
        quoteDate: '2026-11-20',
        expiryDate: '2026-12-20',
        lines: [
          { name: `Line ${i}`, quantity: 1 + (i % 5), rateKobo: 150_000 + i, taxRate: 7.5 },
          { name: 'Delivery', quantity: 1, rateKobo: 500_000 },
        ],
        discount: { type: 'percent', value: 10 },
        status: i % 2 ? 'sent' : 'draft',
      });
    const seeded = performance.now();
    for (let i = 0; i < QUOTES; i += 10) await Promise.all(Array.from({ length: Math.min(10, QUOTES - i) }, (_, j) => quote(busy, i + j)));
    await quote(quiet, 0);
    const lastQuote = await quote(quiet, 1);
    out(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    for (const [label, id] of [
      [`${QUOTES} quotes`, busy],
      ['2 quotes', quiet],
    ] as const) {
      out(`  customer with ${label.padEnd(12)} detail:        ${await timed(50, () => call(owner, 'GET', `/api/customers/${id}`))}`);
      out(`  customer with ${label.padEnd(12)} transactions:  ${await timed(50, () => call(owner, 'GET', `/api/customers/${id}/transactions`))}`);
    }
    out(`  quote list, Draft tab:    ${await timed(50, () => call(owner, 'GET', '/api/quotes?limit=25'))}`);
    out(`  quote list, All:          ${await timed(50, () => call(owner, 'GET', '/api/quotes?status=all&limit=25'))}`);
    out(`  one quote with its lines: ${await timed(50, () => call(owner, 'GET', `/api/quotes/${lastQuote.quoteId}`))}`);
    out(`  create a quote:           ${await timed(30, () => call(owner, 'POST', '/api/quotes', { customerId: quiet, quoteDate: '2026-11-20', lines: [{ name: 'Bench line', quantity: 2, rateKobo: 100_000, taxRate: 7.5 }] }))}`);
    await invoiceFigures(companyId, owner, call, member, busy, quiet);
    await listFigures(companyId, owner, call);
    gateway.close();
    gateway.closeAllConnections();

    await functionFigures(out, dataDir);
    // The first PDF request after a cold start renders invoices of the quiet customer (the plan allows them by now).
    const caller = { userId: me.userId as string, email: owner.email };
    await pdfFigures(out, dataDir, { env: stack.env, caller, invoiceIds: await coldInvoices(companyId, caller, quiet) });
  } finally {
    await stack.stop();
    // BENCH_KEEP_REPORTS=<dir>: Lighthouse's JSON reports are kept there (to read what a page's main thread did).
    if (process.env.BENCH_KEEP_REPORTS) {
      fs.mkdirSync(process.env.BENCH_KEEP_REPORTS, { recursive: true });
      for (const f of fs.readdirSync(dataDir).filter((n) => n.startsWith('lh-'))) fs.copyFileSync(path.join(dataDir, f), path.join(process.env.BENCH_KEEP_REPORTS, f));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

type Call = Awaited<ReturnType<typeof apiHelpers>>['call'];
type Member = { userId: string; email: string; isSuperAdmin: boolean; companyId: string; role: 'owner' };

/** Invoices through the real services (balances and all): a busy customer against a quiet one, and a payment over 50 invoices. */
async function invoiceFigures(companyId: string, owner: { token: string }, call: Call, member: Member, busy: string, quiet: string) {
  const { db } = await import('../functions/entities/table');
  const { createInvoice } = await import('../functions/services/invoices');
  await db().entities.subscription.patch({ companyId }).set({ planType: 'starter' }).go();
  const invoice = (customerId: string, i: number) =>
    createInvoice(companyId, member, {
      customerId,
      invoiceDate: '2026-11-01',
      paymentTerms: 'net_30',
      lines: [{ name: `Line ${i}`, quantity: 1 + (i % 3), rateKobo: 250_000 + i, taxRate: 7.5 }],
      status: 'sent',
    });
  out(`\nInvoices API: a customer with ${QUOTES} invoices and one with 2`);
  const seeded = performance.now();
  // A customer's balance is a conditional write: a few at once, the rest retried by the service.
  for (let i = 0; i < QUOTES; i += 4) await Promise.all(Array.from({ length: Math.min(4, QUOTES - i) }, (_, j) => invoice(busy, i + j)));
  await invoice(quiet, 0);
  const last = await invoice(quiet, 1);
  out(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  for (const [label, id] of [
    [`${QUOTES} invoices`, busy],
    ['2 invoices', quiet],
  ] as const) {
    out(`  customer with ${label.padEnd(14)} detail:       ${await timed(50, () => call(owner, 'GET', `/api/customers/${id}`))}`);
  }
  out(`  one invoice with its lines:  ${await timed(50, () => call(owner, 'GET', `/api/invoices/${last.invoiceId}`))}`);
  // A statement reads month totals for the opening balance, never the documents before the period.
  out(`  statement after ${QUOTES} invoices (opening from month totals, no lines): ${await timed(50, () => call(owner, 'GET', `/api/customers/${busy}/statement?from=2026-12-01&to=2026-12-31`))}`);
  out(`  statement of 2 invoices:     ${await timed(50, () => call(owner, 'GET', `/api/customers/${quiet}/statement?from=2026-11-01&to=2026-11-30`))}`);
  out(`  create an invoice:           ${await timed(30, () => call(owner, 'POST', '/api/invoices', { customerId: quiet, invoiceDate: '2026-11-20', lines: [{ name: 'Bench line', quantity: 2, rateKobo: 100_000, taxRate: 7.5 }], status: 'sent' }))}`);

  // A payment that settles 50 open invoices oldest first: one transaction of 53 items.
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const customer = (await call(owner, 'POST', '/api/customers', { displayName: `Spread ${round}` })).customerId as string;
    let owed = 0;
    for (let i = 0; i < 50; i += 5) owed += (await Promise.all(Array.from({ length: 5 }, (_, j) => invoice(customer, i + j)))).reduce((sum, inv) => sum + inv.totalKobo, 0);
    const t = performance.now();
    const payment = await call(owner, 'POST', '/api/payments', { customerId: customer, amountKobo: owed, paymentDate: '2026-11-20', mode: 'bank_transfer' });
    times.push(performance.now() - t);
    if (payment.applications.length !== 50) throw new Error(`The payment settled ${payment.applications.length} invoices, not 50`);
  }
  out(`  a payment across 50 open invoices: p50 ${percentile(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (5 payments)`);
}

/**
 * Every tab and status of the quote and invoice lists against the unfiltered
 * list with DOCUMENTS documents of each kind. The documents are written
 * straight into the table in batches, filed as the engine files them (the
 * lists read only headers), which is far quicker than creating them one by one.
 */
async function listFigures(companyId: string, owner: { token: string }, call: Call) {
  const { db } = await import('../functions/entities/table');
  const { filed } = await import('../functions/services/documents/engine');
  const { QUOTE } = await import('../functions/services/quotes');
  const { INVOICE } = await import('../functions/services/invoices');
  const { ulid } = await import('ulid');
  out(`\nLists with ${DOCUMENTS} quotes and ${DOCUMENTS} invoices more (first page of 25, newest first)`);
  const seeded = performance.now();
  const quoteStatuses = ['draft', 'sent', 'accepted', 'declined', 'invoiced'];
  const invoiceStatuses = ['draft', 'sent', 'partially_paid', 'paid', 'void'];
  for (const [k, statuses] of [
    [QUOTE, quoteStatuses],
    [INVOICE, invoiceStatuses],
  ] as const) {
    for (let i = 0; i < DOCUMENTS; i += 25) {
      const batch = Array.from({ length: Math.min(25, DOCUMENTS - i) }, (_, j) => {
        const n = i + j;
        const status = statuses[n % statuses.length]!;
        // One in ten is past its date: expired quotes, overdue invoices.
        const late = n % 10 === 0;
        const header = {
          companyId,
          kind: k.kind,
          documentId: ulid(),
          number: `${k.prefix}B${n}`,
          issueDate: '2026-10-01',
          ...(k.kind === 'quote' ? { expiryDate: late ? '2026-10-15' : '2099-01-01' } : { dueDate: late ? '2026-10-15' : '2099-01-01' }),
          status,
          customerId: 'bench-customer',
          customerName: 'Bench Customer',
          totalKobo: 100_000 + n,
          balanceDueKobo: status === 'paid' || status === 'void' ? 0 : 100_000 + n,
          amountPaidKobo: 0,
          version: 0,
          createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
          phase: '',
          tab: '',
        };
        return { ...header, ...filed(k, header as never, '2026-11-20') };
      });
      await db().entities.salesDocument.put(batch as never).go();
    }
  }
  out(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const row = async (label: string, url: string) => out(`  ${label.padEnd(30)} ${await timed(30, () => call(owner, 'GET', url))}`);
  await row('quotes, All (unfiltered)', '/api/quotes?status=all&limit=25');
  for (const tab of ['draft', 'sent', 'accepted', 'declined', 'invoiced', 'expired']) await row(`quotes, ${tab}`, `/api/quotes?status=${tab}&limit=25`);
  await row('invoices, All (unfiltered)', '/api/invoices?tab=all&limit=25');
  for (const tab of ['unpaid', 'paid', 'draft']) await row(`invoices, ${tab} tab`, `/api/invoices?tab=${tab}&limit=25`);
  for (const status of ['overdue', 'partially_paid', 'void']) await row(`invoices, status ${status}`, `/api/invoices?tab=all&status=${status}&limit=25`);
}

/** Minimal API client for the bench: a confirmed user with a token, and JSON calls. */
async function apiHelpers() {
  const { CognitoIdentityProviderClient, SignUpCommand, AdminConfirmSignUpCommand, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  let base = '';
  const client = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return {
    setBase: (url: string) => (base = url),
    async newUser() {
      const email = `bench-${Date.now()}@example.ng`;
      const password = 'Passw0rd!23';
      await client.send(new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: email }));
      const auth = await client.send(
        new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
      );
      return { email, password, token: auth.AuthenticationResult!.IdToken! };
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async call(user: { token: string }, method: string, url: string, body?: unknown): Promise<any> {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
