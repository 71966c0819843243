/**
 * npm run load: a load test of the API on this machine, loopback only, bounded in time and count.
 *
 * A fresh local stack on its own ports (npm start's gateway over the real handlers, DynamoDB Local,
 * cognito-local), LOAD_COMPANIES companies (20) each with customers, items and an open invoice per
 * customer; then, for LOAD_SECONDS (120) at LOAD_RPS requests a second in all (50), a mix of what
 * people do all day, each kind its own autocannon run at its share of the rate, spread over every
 * company: lists, reads, new invoices, payments, new expenses and a report.
 *
 * Afterwards it checks what must hold, from the records: no error and no timeout, no number used
 * twice in a series, no invoice below zero, each company's receivables equal to its open invoices'
 * balances, and the report tallies equal to the records (rebuild.ts's proof). It prints p50, p95
 * and p99 per kind, and exits 1 when a check fails. Figures, not assertions about speed.
 */
import './local/quiet';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { lagosToday } from '../shared/dates';
import { apiHelpers } from './local/api-client';
import { percentile } from './local/percentile';
import { startLocalStack } from './local/stack';

const COMPANIES = Number(process.env.LOAD_COMPANIES ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const RPS = Number(process.env.LOAD_RPS ?? 50);
const offset = Number(process.env.LOAD_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries({ app: 3500, dynamodb: 8500, cognito: 9500, cognitoProxy: 9501, s3: 4500, ses: 8501, paystack: 8502, kms: 8503 }).map(([k, v]) => [k, v + offset]),
) as Record<'app' | 'dynamodb' | 'cognito' | 'cognitoProxy' | 's3' | 'ses' | 'paystack' | 'kms', number>;
const out = (line: string) => process.stdout.write(`${line}\n`);

interface Company {
  token: string;
  companyId: string;
  customers: string[];
  items: string[];
  /** One open invoice per customer (payments are applied to it). */
  invoices: { customerId: string; invoiceId: string }[];
}

const line = (itemId: string) => ({ itemId, name: 'Rice (50kg)', quantity: 1, rateKobo: 4_500_000, taxRate: 7.5 });

/** A request of one kind for a random company. */
type Make = (c: Company, i: number) => { method: 'GET' | 'POST'; path: string; body?: unknown };
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The mix: each kind's share of the rate, and how it makes a request. */
const KINDS: { name: string; share: number; make: Make }[] = [
  { name: 'list', share: 0.3, make: (c, i) => ({ method: 'GET', path: i % 2 ? '/api/invoices?tab=unpaid' : '/api/customers?status=all' }) },
  { name: 'read', share: 0.3, make: (c) => ({ method: 'GET', path: `/api/invoices/${pick(c.invoices).invoiceId}` }) },
  {
    name: 'create invoice',
    share: 0.15,
    make: (c) => ({ method: 'POST', path: '/api/invoices', body: { customerId: pick(c.customers), invoiceDate: lagosToday(), paymentTerms: 'net_30', lines: [line(pick(c.items))], status: 'sent' } }),
  },
  {
    name: 'record payment',
    share: 0.12,
    make: (c) => {
      const { customerId, invoiceId } = pick(c.invoices);
      return { method: 'POST', path: '/api/payments', body: { customerId, amountKobo: 10_000, paymentDate: lagosToday(), mode: 'bank_transfer', applications: [{ invoiceId, amountKobo: 10_000 }] } };
    },
  },
  { name: 'create expense', share: 0.1, make: () => ({ method: 'POST', path: '/api/expenses', body: { expenseDate: lagosToday(), category: 'travel', amountKobo: 350_000, vendor: 'Bolt' } }) },
  { name: 'open report', share: 0.03, make: () => ({ method: 'GET', path: '/api/reports/sales-by-customer?period=this_month' }) },
];

async function seed(base: string): Promise<Company[]> {
  const { newUser, call, setBase } = await apiHelpers();
  setBase(base);
  const { db } = await import('../functions/entities/table');
  const companies: Company[] = [];
  for (let n = 0; n < COMPANIES; n++) {
    const owner = await newUser('load');
    const me = await call(owner, 'POST', '/api/onboarding', { profile: { firstName: 'Load', lastName: String(n) }, company: { name: `Load Traders ${n}` } });
    const companyId = me.company.companyId as string;
    // Starter: no limit on invoices.
    await db().entities.subscription.patch({ companyId }).set({ planType: 'starter', amount: 500_000 }).go();
    const customers: string[] = [];
    for (let i = 0; i < 3; i++) customers.push((await call(owner, 'POST', '/api/customers', { displayName: `Customer ${n}-${i}` })).customerId);
    const items: string[] = [];
    for (let i = 0; i < 2; i++) items.push((await call(owner, 'POST', '/api/items', { name: `Item ${i}`, price: 4_500_000 })).itemId);
    const invoices = [];
    for (const customerId of customers) {
      // Large enough for every payment the run makes on it.
      const inv = await call(owner, 'POST', '/api/invoices', { customerId, invoiceDate: lagosToday(), paymentTerms: 'net_30', lines: [{ ...line(items[0]!), quantity: 100 }], status: 'sent' });
      invoices.push({ customerId, invoiceId: inv.invoiceId as string });
    }
    companies.push({ token: owner.token, companyId, customers, items, invoices });
  }
  return companies;
}

interface KindResult {
  name: string;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
}

function runKind(base: string, companies: Company[], kind: (typeof KINDS)[number]): Promise<KindResult> {
  const rate = Math.max(1, Math.round(RPS * kind.share));
  let i = 0;
  const statuses: Record<string, number> = {};
  // Each connection has one request in flight (no pipelining): its start is kept on the connection's context.
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: Math.max(1, Math.ceil(rate / 5)),
        overallRate: rate,
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            setupRequest: (req, context) => {
              (context as { start?: number }).start = performance.now();
              const c = pick(companies);
              const r = kind.make(c, i++);
              return { ...req, method: r.method, path: r.path, headers: { authorization: `Bearer ${c.token}`, ...(r.body ? { 'content-type': 'application/json' } : {}) }, body: r.body ? JSON.stringify(r.body) : undefined };
            },
            onResponse: (status, _body, context) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              const start = (context as { start?: number }).start;
              if (start !== undefined) times.push(performance.now() - start);
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name: kind.name,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          p50: tenths(percentile(times, 50)),
          p95: tenths(percentile(times, 95)),
          p99: tenths(percentile(times, 99)),
          statuses,
        });
      },
    );
  });
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** What must hold after the run, from the records. Answers the failures. */
async function check(companies: Company[]): Promise<string[]> {
  const { db } = await import('../functions/entities/table');
  const { companyTotals } = await import('../functions/services/documents/balances');
  const { compareTallies } = await import('../functions/services/reports/rebuild');
  const failures: string[] = [];
  for (const c of companies) {
    const totals = await companyTotals(c.companyId);
    let receivables = 0;
    for (const kind of ['invoice', 'payment', 'salesreceipt'] as const) {
      const { data } = await db().entities.salesDocument.query.recentByKind({ companyId: c.companyId, kind }).go({ pages: 'all' });
      const numbers = data.map((d) => d.number);
      if (new Set(numbers).size !== numbers.length) failures.push(`${c.companyId}: a ${kind} number is used twice`);
      for (const d of data) {
        if ((d.balanceDueKobo ?? 0) < 0) failures.push(`${c.companyId}: ${d.number} is below zero (${d.balanceDueKobo})`);
        if (kind === 'invoice' && d.status !== 'draft' && d.status !== 'void') receivables += d.balanceDueKobo ?? 0;
      }
    }
    if (receivables !== totals.receivablesKobo) failures.push(`${c.companyId}: receivables ${totals.receivablesKobo} kept, ${receivables} in its invoices`);
    const diffs = await compareTallies(c.companyId);
    if (diffs.length) failures.push(`${c.companyId}: ${diffs.length} report figure(s) differ from the records, e.g. ${JSON.stringify(diffs[0])}`);
  }
  return failures;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-load-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDir);
  const stack = await startLocalStack({ dataDir, ports, webDir });
  try {
    out(`Load: ${COMPANIES} companies, ${RPS} requests a second for ${SECONDS} s against ${stack.appUrl} (local gateway, real handlers, DynamoDB Local)`);
    const started = performance.now();
    const companies = await seed(stack.appUrl);
    out(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results = await Promise.all(KINDS.map((k) => runKind(stack.appUrl, companies, k)));
    out('');
    out('| Kind | Requests | Rate /s | Errors | p50 ms | p95 ms | p99 ms | Answers |');
    out('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const r of results) {
      const answers = Object.entries(r.statuses).map(([s, n]) => `${s}: ${n}`).join(', ');
      out(`| ${r.name} | ${r.requests} | ${(r.requests / SECONDS).toFixed(1)} | ${r.non2xx + r.errors + r.timeouts} | ${r.p50} | ${r.p95} | ${r.p99} | ${answers} |`);
    }
    const failures = results.filter((r) => r.non2xx + r.errors + r.timeouts > 0).map((r) => `${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    failures.push(...(await check(companies)));
    out('');
    if (failures.length) {
      out(`FAILED (${failures.length}):`);
      for (const f of failures.slice(0, 30)) out(`  ${f}`);
      process.exitCode = 1;
    } else out('Checks: no errors; no number used twice; no invoice below zero; receivables equal the open invoices; report tallies equal the records.');
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
