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
 * - expenses: the list's four tabs (first page and a later page) with 5,000 expenses
 *   (BENCH_EXPENSES), and a page filtered by category and dates within its read budget;
 * - time: the week view with 500 entries in one week (BENCH_WEEK_ENTRIES) and one
 *   customer's unbilled time; `BENCH_ONLY=expenses npm run bench` runs these two alone
 *   (after the customers);
 * - reports: with BENCH_REPORT_INVOICES invoices (20,000), half as many payments and a
 *   quarter as many expenses written through the real services over this fiscal year, every
 *   report for the fiscal year and for a period that cuts months, and the dashboard;
 *   `BENCH_ONLY=reports npm run bench` runs it alone (after the customers);
 * - the super-admin area with BENCH_COMPANIES companies (10,000): the Companies tab's pages, searches,
 *   the Users and Subscriptions tabs, a company's page; `BENCH_ONLY=admin npm run bench` runs it alone
 * - a company's export (Settings > Company data) with BENCH_EXPORT_INVOICES invoices (default 2,000), half of
 *   them paid in part: `BENCH_ONLY=export npm run bench` runs it alone (after the customers)
 *   (after the customers);
 * - each function's bundle size and cold init (scripts/bench-functions.ts);
 * - PDFs: warm and cold rendering (scripts/bench-pdf.ts).
 * Figures, not assertions: nothing here fails on a slow run. Each figure is kept in
 * bench/results.json and printed beside the last run's, marked when more than 20% worse
 * (scripts/bench-results.ts).
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
import { apiHelpers, idTokenOf } from './local/api-client';
import { BenchResults } from './bench-results';
import { percentile } from './local/percentile';
import { onRequestTimings } from '../functions/lib/timings';

/** Its own ports, so a bench runs beside `npm start`; BENCH_PORT_OFFSET moves them all (two benches at once). */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries({ app: 3400, dynamodb: 8400, cognito: 9400, cognitoProxy: 9401, s3: 4400, ses: 8401, paystack: 8402, kms: 8403 }).map(([k, v]) => [k, v + offset]),
) as Record<'app' | 'dynamodb' | 'cognito' | 'cognitoProxy' | 's3' | 'ses' | 'paystack' | 'kms', number>;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5000);
const QUOTES = Number(process.env.BENCH_QUOTES ?? 2000);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20000);
const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 5000);
const WEEK_ENTRIES = Number(process.env.BENCH_WEEK_ENTRIES ?? 500);
const REPORT_INVOICES = Number(process.env.BENCH_REPORT_INVOICES ?? 20000);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every line goes through the results (bench/results.json): its figures kept, the last run's printed beside them.
const results = new BenchResults();
const out = (line: string) => process.stdout.write(`${results.line(line)}\n`);

async function timed(n: number, fn: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${n} requests)`;
}

/**
 * Where the API's time goes (functions/lib/timings.ts): for the ten routes this run called most
 * through the gateway, the handler's time beside the sum of its DynamoDB round trips (p50s), so a
 * slow path shows whether it waits on the table or works on its own. The bar: handler at most
 * 1.5 times its DynamoDB time.
 */
function collectServerTime() {
  const byRoute = new Map<string, { handler: number[]; dynamo: number[]; calls: number[] }>();
  const stop = onRequestTimings((t) => {
    const r = byRoute.get(t.routeKey) ?? { handler: [], dynamo: [], calls: [] };
    r.handler.push(t.handlerMs);
    r.dynamo.push(t.dynamoMs);
    r.calls.push(t.dynamoCalls);
    byRoute.set(t.routeKey, r);
  });
  return {
    print() {
      stop();
      const busiest = [...byRoute].sort((a, b) => b[1].handler.length - a[1].handler.length).slice(0, 10);
      out('\nServer time of the ten busiest routes of this run (p50s; DynamoDB: its round trips summed, calls made at once each counted)');
      out('| Route | Requests | Handler ms | DynamoDB ms | DynamoDB calls | Handler / DynamoDB |');
      out('|---|---:|---:|---:|---:|---:|');
      for (const [route, r] of busiest) {
        const [h, d] = [percentile(r.handler, 50), percentile(r.dynamo, 50)];
        const ratio = d > 0 ? h / d : Infinity;
        out(`| ${route} | ${r.handler.length} | ${h.toFixed(1)} | ${d.toFixed(1)} | ${percentile(r.calls, 50)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'no calls'}${ratio > 1.5 ? ' (over 1.5)' : ''} |`);
      }
    },
  };
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

    // BENCH_ONLY=expenses: the expense and time figures alone (no pages, documents, functions or PDFs).
    const only = process.env.BENCH_ONLY;
    // A super admin too, so the super-admin area's pages are measured as their users see them (it signs in after this).
    await (await import('../functions/services/admin/super-admins')).makeSuperAdmin(owner.email);
    // Page weight and Lighthouse: a real browser, signed in through the real form.
    if (only !== 'expenses' && only !== 'reports' && only !== 'admin' && only !== 'export') await pageFigures(out, { appUrl: stack.secureAppUrl!, chromeFlags: [certificate.chromeFlag], chromiumPath, dataDir, profileDir, owner, call: (method, url, body) => call(owner, method, url, body) });
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
    const serverTime = collectServerTime();
    out(`  list, first page of 25:   ${await timed(50, () => call(owner, 'GET', '/api/customers?limit=25'))}`);
    const first = await call(owner, 'GET', '/api/customers?limit=25');
    out(`  list, second page:        ${await timed(50, () => call(owner, 'GET', `/api/customers?limit=25&cursor=${encodeURIComponent(first.cursor)}`))}`);
    out(`  search "ngozi":           ${await timed(50, () => call(owner, 'GET', '/api/customers?search=ngozi'))}`);
    out(`  search "c1999@":          ${await timed(50, () => call(owner, 'GET', '/api/customers?search=c1999%40'))}`);
    out(`  one customer:             ${await timed(50, () => call(owner, 'GET', `/api/customers/${first.items[0].customerId}`))}`);

    if (only === 'reports') {
      await reportFigures(companyId, owner, call, first.items.slice(0, 25).map((c: { customerId: string }) => c.customerId), newUser);
      serverTime.print();
      gateway.close();
      gateway.closeAllConnections();
      return;
    }

    if (only === 'admin' || !only) await adminFigures(owner, call);
    if (only === 'admin') {
      serverTime.print();
      gateway.close();
      gateway.closeAllConnections();
      return;
    }

    if (only === 'export') {
      await exportFigures(companyId, owner, call);
      gateway.close();
      gateway.closeAllConnections();
      return;
    }

    if (only === 'expenses') {
      await expenseFigures(companyId, owner, call);
      await timeFigures(companyId, owner, call);
      serverTime.print();
      gateway.close();
      gateway.closeAllConnections();
      return;
    }

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
    await expenseFigures(companyId, owner, call);
    await timeFigures(companyId, owner, call);
    serverTime.print();
    gateway.close();
    gateway.closeAllConnections();

    await functionFigures(out, dataDir);
    // The first PDF request after a cold start renders invoices of the quiet customer (the plan allows them by now).
    const caller = { userId: me.userId as string, email: owner.email };
    await pdfFigures(out, dataDir, { env: stack.env, caller, invoiceIds: await coldInvoices(companyId, caller, quiet) });
  } finally {
    // What this run measured, kept beside the last runs' (bench/results.json).
    for (const line of results.save()) process.stdout.write(`${line}\n`);
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

/**
 * Reports at scale: invoices, payments and expenses through the real services (so the
 * tallies are kept by their own transactions), spread over this year to today; then each
 * report answered through the gateway, for this fiscal year and for a period that cuts
 * months (its partial months read by day), and the dashboard.
 */
async function reportFigures(companyId: string, owner: { token: string }, call: Call, customers: string[], newUser: () => Promise<{ token: string }>) {
  const { db } = await import('../functions/entities/table');
  const { createInvoice } = await import('../functions/services/invoices');
  const { recordPayment } = await import('../functions/services/payments');
  const { createExpense } = await import('../functions/services/expenses');
  const { createItem } = await import('../functions/services/items');
  const { REPORT_IDS } = await import('../shared/reports/catalog');
  const { lagosToday, addDaysIso } = await import('../shared/dates');
  await db().entities.subscription.patch({ companyId }).set({ planType: 'starter' }).go();
  const member = { userId: 'bench', email: 'bench@example.ng', isSuperAdmin: false, companyId, role: 'owner' as const };
  const items: string[] = [];
  for (let i = 0; i < 40; i++) items.push((await createItem(companyId, { name: `Bench item ${i}`, price: 100_000 + i * 1_000 })).itemId);
  const today = lagosToday();
  const dayOf = (n: number, count: number) => addDaysIso(`${today.slice(0, 4)}-01-01`, Math.floor((n / count) * 320));
  // A quiet company beside the busy one (its own partition keys): its figures before and after.
  const quiet = await newUser();
  await call(quiet, 'POST', '/api/onboarding', { profile: { firstName: 'Quiet' }, company: { name: 'Quiet Stores Ltd' } });
  const { customerId: quietCustomer } = await call(quiet, 'POST', '/api/customers', { displayName: 'Kano Textiles' });
  for (let i = 0; i < 5; i++) await call(quiet, 'POST', '/api/invoices', { customerId: quietCustomer, invoiceDate: today, lines: [{ name: 'Ankara fabric', quantity: 1 + i, rateKobo: 1_200_000, taxRate: 7.5 }], status: 'sent' });
  const quietFigures = async () =>
    `dashboard ${await timed(20, () => call(quiet, 'GET', '/api/dashboard'))}; aging summary ${await timed(10, () => call(quiet, 'GET', '/api/reports/aging-summary'))}; sales by customer ${await timed(10, () => call(quiet, 'GET', '/api/reports/sales-by-customer?period=this_year'))}`;
  out(`\nA quiet company (5 invoices) before the busy one's records: ${await quietFigures()}`);
  out(`\nReports with ${REPORT_INVOICES} invoices, ${REPORT_INVOICES / 2} payments and ${REPORT_INVOICES / 4} expenses (${customers.length} customers, 40 items; through the services)`);
  const seeded = performance.now();
  const invoiceIds: { id: string; customerId: string; total: number; date: string }[] = [];
  for (let i = 0; i < REPORT_INVOICES; i += 20) {
    const made = await Promise.all(
      Array.from({ length: Math.min(20, REPORT_INVOICES - i) }, (_, j) => {
        const n = i + j;
        return createInvoice(companyId, member, {
          customerId: customers[n % customers.length]!,
          invoiceDate: dayOf(n, REPORT_INVOICES),
          paymentTerms: 'net_30',
          status: 'sent',
          lines: [
            { itemId: items[n % items.length], name: 'Bench item', quantity: 1 + (n % 4), rateKobo: 150_000 + (n % 97) * 100, taxRate: 7.5 },
            { name: 'Delivery', quantity: 1, rateKobo: 50_000, taxRate: null },
          ],
          discount: { type: 'percent', value: n % 3 === 0 ? 5 : 0 },
        } as never);
      }),
    );
    for (const inv of made) invoiceIds.push({ id: inv.invoiceId, customerId: inv.customerId, total: inv.totalKobo, date: inv.invoiceDate });
  }
  out(`  invoices written in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const paid = performance.now();
  const toPay = invoiceIds.filter((_, n) => n % 2 === 0);
  for (let i = 0; i < toPay.length; i += 20) {
    await Promise.all(
      toPay.slice(i, i + 20).map((inv, j) => {
        const wht = (i + j) % 4 === 0 ? Math.floor(inv.total * 0.05) : 0;
        return recordPayment(companyId, member, { customerId: inv.customerId, paymentDate: inv.date, amountKobo: inv.total - wht, whtKobo: wht, mode: 'bank_transfer', applications: [{ invoiceId: inv.id, amountKobo: inv.total }] } as never);
      }),
    );
  }
  out(`  payments written in ${((performance.now() - paid) / 1000).toFixed(1)} s`);
  const spent = performance.now();
  const EXPENSES_N = REPORT_INVOICES / 4;
  for (let i = 0; i < EXPENSES_N; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, EXPENSES_N - i) }, (_, j) => {
        const n = i + j;
        const amountKobo = 150_000 + ((n * 7919) % 5_000_000);
        return createExpense(companyId, { name: 'Bench', userId: 'bench' }, { expenseDate: dayOf(n, EXPENSES_N), category: ['office', 'travel', 'meals', 'software'][n % 4]!, amountKobo, vatKobo: n % 3 === 0 ? Math.round((amountKobo * 7.5) / 107.5) : 0, reimbursable: n % 6 === 1 } as never);
      }),
    );
  }
  out(`  expenses written in ${((performance.now() - spent) / 1000).toFixed(1)} s`);
  const cut = `period=custom&from=${today.slice(0, 4)}-02-14&to=${today.slice(0, 4)}-09-10`;
  for (const id of REPORT_IDS) {
    out(`  ${id.padEnd(22)} fiscal year: ${await timed(10, () => call(owner, 'GET', `/api/reports/${id}?period=this_year`))}; cut months: ${await timed(10, () => call(owner, 'GET', `/api/reports/${id}?${cut}`))}`);
  }
  out(`  dashboard:              ${await timed(20, () => call(owner, 'GET', '/api/dashboard'))}`);
  out(`  the quiet company after: ${await quietFigures()}`);
}
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

/** Reads `pages - 1` pages of `url` (limit 25) and answers the cursor of page `pages` (or of the last page there is). */
async function laterPage(owner: { token: string }, call: Call, url: string, pages: number): Promise<{ cursor: string; page: number } | undefined> {
  let cursor: string | null = null;
  let page = 1;
  for (; page < pages; page++) {
    const res = await call(owner, 'GET', `${url}&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (!res.cursor) break;
    cursor = res.cursor;
  }
  return cursor ? { cursor, page } : undefined;
}

/**
 * The expense list with EXPENSES expenses: its four tabs (first page, and page 10 through
 * the cursors), and a page filtered by one of the company's own categories and a date
 * range (a condition on the tab's key range, read with a budget: docs/data-model.md).
 * The expenses are written straight into the table in batches, as the service files them
 * (the list reads only the expense items), a mix of categories, billing and reimbursement.
 */
/** BENCH_EXPORT_INVOICES (default 2,000) invoices of 3 lines, each paid in part; then the company's whole export, started through the API. */
async function exportFigures(companyId: string, owner: { token: string }, call: Call) {
  const INVOICES = Number(process.env.BENCH_EXPORT_INVOICES) || 2000;
  out(`\nExport of a company with ${INVOICES} invoices and their payments (the job in the gateway's process, one core)`);
  const { db } = await import('../functions/entities/table');
  await db().entities.subscription.patch({ companyId }).set({ planType: 'starter' }).go();
  const customers: string[] = (await call(owner, 'GET', '/api/customers?limit=25')).items.map((c: { customerId: string }) => c.customerId);
  const { createInvoice } = await import('../functions/services/invoices');
  const { recordPayment } = await import('../functions/services/payments');
  const member = { userId: 'bench', email: 'bench@kobo.local', isSuperAdmin: false, companyId, role: 'owner' as const };
  const seeded = performance.now();
  for (let i = 0; i < INVOICES; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, INVOICES - i) }, async (_, j) => {
        const customerId = customers[(i + j) % customers.length]!;
        const inv = await createInvoice(companyId, member, {
          customerId,
          invoiceDate: '2026-11-02',
          paymentTerms: 'net_30',
          status: 'sent',
          lines: [
            { name: 'Cement (50kg)', quantity: 10, rateKobo: 950_000, taxRate: 7.5 },
            { name: 'Sharp sand (tonne)', quantity: 2, rateKobo: 2_500_000, taxRate: 7.5 },
            { name: 'Delivery', quantity: 1, rateKobo: 1_500_000 },
          ],
        });
        if ((i + j) % 2 === 0) await recordPayment(companyId, member, { customerId, amountKobo: 1_000_000, paymentDate: '2026-11-10', mode: 'bank_transfer', applications: [{ invoiceId: inv.invoiceId, amountKobo: 1_000_000 }] });
      }),
    );
  }
  out(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const started = performance.now();
  const { exportId } = await call(owner, 'POST', '/api/settings/data/exports');
  let done: { status: string; records: number; pdfs: number; files: number; sizeBytes: number } | undefined;
  while (!done) {
    await new Promise((r) => setTimeout(r, 500));
    const x = (await call(owner, 'GET', '/api/settings/data/exports')).items.find((e: { exportId: string }) => e.exportId === exportId);
    if (x.status !== 'running') done = x;
  }
  const seconds = (performance.now() - started) / 1000;
  if (done.status !== 'ready') throw new Error(`the export ${done.status}`);
  out(`  export, start to ready:   ${seconds.toFixed(1)} s (${done.records} records, ${done.pdfs} PDFs, ${(done.sizeBytes / 1_048_576).toFixed(1)} MB)`);
  out(`  export, per document:     ${((seconds * 1000) / done.pdfs).toFixed(1)} ms`);
}

async function expenseFigures(companyId: string, owner: { token: string }, call: Call) {
  const { db } = await import('../functions/entities/table');
  const { createExpenseCategory } = await import('../functions/services/expense-categories');
  const { EXPENSE_CATEGORIES } = await import('../shared/expense-values');
  const { ulid } = await import('ulid');
  out(`\nExpenses API with ${EXPENSES} expenses (first page of 25, newest first)`);
  const own = await createExpenseCategory(companyId, { name: 'Generator fuel' });
  const customer = (await call(owner, 'POST', '/api/customers', { displayName: 'Expense Customer' })) as { customerId: string; displayName: string };
  const categories = [...EXPENSE_CATEGORIES, own.name];
  const seeded = performance.now();
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < EXPENSES; i += 25) {
    const batch = Array.from({ length: Math.min(25, EXPENSES - i) }, (_, j) => {
      const n = i + j;
      // Spread over the year to November, a few a day; one in five billable (some of those invoiced), one in six reimbursable.
      const expenseDate = new Date(start + Math.floor((n / EXPENSES) * 320) * 86_400_000).toISOString().slice(0, 10);
      const billable = n % 5 === 0 || n % 5 === 1;
      const billing = !billable ? 'not_billable' : n % 5 === 1 ? 'invoiced' : 'unbilled';
      const reimbursement = n % 6 === 0 ? 'reimbursed' : n % 6 === 1 ? 'to_reimburse' : 'none';
      const amountKobo = 150_000 + ((n * 7919) % 5_000_000);
      const now = new Date(start + n * 1000).toISOString();
      return {
        companyId,
        expenseId: ulid(start + n * 1000),
        expenseDate,
        category: categories[n % categories.length]!,
        amountKobo,
        vatKobo: n % 3 === 0 ? Math.round((amountKobo * 7.5) / 107.5) : 0,
        vendor: `Vendor ${n % 40}`,
        ...(billable ? { customerId: customer.customerId, customerName: customer.displayName, customerKey: customer.customerId } : { customerKey: 'none' }),
        billing,
        ...(billing === 'invoiced' ? { invoiceId: 'bench-invoice', invoiceNumber: 'INV-BENCH' } : {}),
        reimbursement,
        createdBy: 'Bench',
        version: 0,
        createdAt: now,
        updatedAt: now,
      };
    });
    await db().entities.expense.put(batch as never).go();
  }
  out(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const row = async (label: string, url: string) => out(`  ${label.padEnd(44)} ${await timed(30, () => call(owner, 'GET', url))}`);
  for (const tab of ['all', 'unbilled', 'invoiced', 'reimbursed']) {
    await row(`${tab}, first page`, `/api/expenses?tab=${tab}&limit=25`);
    const later = await laterPage(owner, call, `/api/expenses?tab=${tab}`, 10);
    if (later) await row(`${tab}, page ${later.page} (cursor)`, `/api/expenses?tab=${tab}&limit=25&cursor=${encodeURIComponent(later.cursor)}`);
  }
  // One category in seven, three months: a condition on the All tab's date range, at most max(25 x 8, 200) items read.
  const filtered = `/api/expenses?tab=all&category=${encodeURIComponent(own.name)}&dateFrom=2026-06-01&dateTo=2026-08-31&limit=25`;
  const page = await call(owner, 'GET', filtered);
  await row(`own category + 3 months (${page.items.length} rows)`, filtered);
  // A rarer match (one reimbursed expense in seven is in that category): the page stops at its budget, short, with a cursor to read on.
  const sparse = `/api/expenses?tab=reimbursed&category=${encodeURIComponent(own.name)}&dateFrom=2026-01-01&dateTo=2026-10-31&limit=25`;
  const few = await call(owner, 'GET', sparse);
  await row(`reimbursed + own category (${few.items.length} rows${few.cursor ? ', cursor' : ''})`, sparse);
}

/**
 * Time: WEEK_ENTRIES entries in one week of one customer's project (several a day, across
 * its tasks), written in batches as the service files them, then the week view and that
 * customer's unbilled time (first page, and a later one).
 */
async function timeFigures(companyId: string, owner: { token: string }, call: Call) {
  const { db } = await import('../functions/entities/table');
  const { createProject } = await import('../functions/services/time/projects');
  const { filedUnder } = await import('../functions/services/time/entries');
  const { ulid } = await import('ulid');
  out(`\nTime API: ${WEEK_ENTRIES} entries in one week`);
  const customer = (await call(owner, 'POST', '/api/customers', { displayName: 'Time Customer' })) as { customerId: string };
  const detail = await createProject(companyId, { userId: 'bench', name: 'Bench' }, {
    name: 'Bench retainer',
    customerId: customer.customerId,
    billingMethod: 'task',
    tasks: [
      { name: 'Design', rateKobo: 2_500_000 },
      { name: 'Build', rateKobo: 3_000_000 },
      { name: 'Meetings', rateKobo: 0, billable: false },
    ],
  });
  const { data: project } = await db().entities.project.get({ companyId, projectId: detail.projectId }).go();
  const { data: tasks } = await db().entities.projectTask.query.byProject({ companyId, projectId: detail.projectId }).go({ pages: 'all' });
  const seeded = performance.now();
  const monday = Date.UTC(2026, 10, 16);
  for (let i = 0; i < WEEK_ENTRIES; i += 25) {
    const batch = Array.from({ length: Math.min(25, WEEK_ENTRIES - i) }, (_, j) => {
      const n = i + j;
      const task = tasks[n % tasks.length]!;
      const now = new Date(monday + n * 1000).toISOString();
      const billing = task.billable === false ? 'not_billable' : n % 10 === 1 ? 'invoiced' : 'unbilled';
      return {
        companyId,
        timeEntryId: ulid(monday + n * 1000),
        ...filedUnder(project!, task),
        entryDate: new Date(monday + (n % 7) * 86_400_000).toISOString().slice(0, 10),
        durationMinutes: 15 + (n % 8) * 15,
        notes: `Bench entry ${n}`,
        billing,
        ...(billing === 'invoiced' ? { invoiceId: 'bench-invoice', invoiceNumber: 'INV-BENCH' } : {}),
        userId: 'bench',
        userName: 'Bench',
        version: 0,
        createdAt: now,
        updatedAt: now,
      };
    });
    await db().entities.timeEntry.put(batch as never).go();
  }
  out(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const row = async (label: string, url: string) => out(`  ${label.padEnd(44)} ${await timed(30, () => call(owner, 'GET', url))}`);
  const week = await call(owner, 'GET', '/api/time-entries/week?date=2026-11-18');
  await row(`week view (${week.entries.length} entries)`, '/api/time-entries/week?date=2026-11-18');
  const unbilled = `/api/customers/${customer.customerId}/time-entries?billing=unbilled`;
  await row("customer's unbilled, first page", `${unbilled}&limit=25`);
  const later = await laterPage(owner, call, unbilled, 10);
  if (later) await row(`customer's unbilled, page ${later.page}`, `${unbilled}&limit=25&cursor=${encodeURIComponent(later.cursor)}`);
}

/** Minimal API client for the bench: a confirmed user with a token, and JSON calls. */
/**
 * The super-admin area with BENCH_COMPANIES companies (10,000), each made by the real onboarding
 * transaction (profile, company, membership, trial, and their directory entries): the
 * Companies tab's first and a later page, a search, the Users tab, one company's page.
 */
async function adminFigures(owner: { email: string; password: string; token: string }, call: Call) {
  const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10000);
  out(`\nSuper-admin area with ${COMPANIES} companies`);
  const { completeOnboarding } = await import('../functions/services/account');
  const { makeSuperAdmin } = await import('../functions/services/admin/super-admins');
  const started = performance.now();
  const trades = ['Foods', 'Stores', 'Logistics', 'Pharmacy', 'Textiles', 'Prints', 'Motors', 'Farms'];
  for (let i = 0; i < COMPANIES; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, COMPANIES - i) }, (_, j) => {
        const n = i + j;
        const user = { userId: `bench-owner-${n}`, email: `owner${n}@bench.ng`, isSuperAdmin: false };
        return completeOnboarding(user, { profile: { firstName: 'Owner', lastName: String(n) }, company: { name: `${trades[n % trades.length]} Company ${n}`, email: `accounts${n}@bench.ng` } });
      }),
    );
  }
  out(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await makeSuperAdmin(owner.email);
  const admin = { ...owner, token: await idTokenOf(owner) };
  const first = await call(admin, 'GET', '/api/admin/companies');
  out(`  Companies tab, first page of 25:   ${await timed(50, () => call(admin, 'GET', '/api/admin/companies'))}`);
  let cursor = first.cursor as string;
  for (let i = 0; i < 20; i++) cursor = (await call(admin, 'GET', `/api/admin/companies?cursor=${encodeURIComponent(cursor)}`)).cursor;
  out(`  Companies tab, the 22nd page:      ${await timed(50, () => call(admin, 'GET', `/api/admin/companies?cursor=${encodeURIComponent(cursor)}`))}`);
  out(`  search "textiles company 7":       ${await timed(50, () => call(admin, 'GET', '/api/admin/companies?search=textiles%20company%207'))}`);
  out(`  search "owner99@":                 ${await timed(50, () => call(admin, 'GET', '/api/admin/users?search=owner99%40'))}`);
  out(`  Users tab, first page:             ${await timed(50, () => call(admin, 'GET', '/api/admin/users'))}`);
  out(`  Subscriptions tab, first page:     ${await timed(50, () => call(admin, 'GET', '/api/admin/subscriptions'))}`);
  out(`  one company's page:                ${await timed(50, () => call(admin, 'GET', `/api/admin/companies/${first.items[3].companyId}`))}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
