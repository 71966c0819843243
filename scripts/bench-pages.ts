/**
 * The pages table of `npm run bench` (scripts/bench.ts calls pageFigures): every page
 * measuredPages lists, each as a first visit (a cold HTTP cache; the session kept for the
 * signed-in ones), with what it transfers by kind (through CDP, headers included) and the
 * median of LIGHTHOUSE_RUNS Lighthouse mobile runs; then two returning visits (the
 * dashboard and the invoice list opened again with the HTTP cache the first visit left).
 * Printed as one Markdown table.
 *
 * BENCH_NETWORK_LOG=<file> also writes every response of every page (URL, kind, bytes,
 * status, from cache) as JSON, to see which chunks weigh.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { BUSY_THRESHOLD, LIGHTHOUSE_RUNS, lighthouse, rendererMode, type LighthouseResult } from './bench-lighthouse';
import { sharedQuotePath } from './bench-share';
import { DASHBOARD_PAGES, DASHBOARD_FEATURES, pageUrl } from '../frontend/src/app/features';
import { lagosToday } from '../shared/dates';

/** The records the seed makes for the pages that show one. */
interface Seeded {
  /** A record of each feature, by the feature's path: what a page's ':id' stands for. */
  ids: Record<string, string>;
  /** The public document page of a shared quote: `/share/<token>`. */
  sharePath: string;
}

/** A page the bench measures: its label in the table, its path, and whether it is opened signed in. */
interface BenchPage {
  label: string;
  path: string;
  signedIn: boolean;
}

/** The pages a repeat visit is measured on (a returning user's usual first pages), and the bar each is held to. */
const REPEAT_VISITS = ['/dashboard', '/dashboard/invoices'];
const REPEAT_VISIT_BAR = 30 * 1024;

/**
 * Every page the bench measures, in the table's order: every page of the front end's
 * manifest (frontend/src/app/features.ts), in the navigation's order, a record the seed
 * made standing for a page's ':id'; the home and pricing pages and sign-in before them, the
 * public document page last.
 */
function measuredPages(s: Seeded): BenchPage[] {
  const label = (pattern: string) => pattern.replace(/^\/dashboard\/?/, '') || 'Dashboard';
  const dashboard = DASHBOARD_FEATURES.filter((f) => f.path !== '*').flatMap((f) =>
    f.pages
      .map((p) => pageUrl(f, p))
      .filter((pattern) => DASHBOARD_PAGES.some((d) => d.pattern === pattern))
      .map((pattern) => ({ label: label(pattern), path: pattern.replace(/:id\b/, s.ids[f.path] ?? 'none'), signedIn: true })),
  );
  const all = [
    // The public pages (src/public/): a visitor's first look at Kobo.
    { label: '(home)', path: '/', signedIn: false },
    { label: 'pricing', path: '/pricing', signedIn: false },
    { label: 'auth', path: '/auth', signedIn: false },
    ...dashboard,
    { label: 'share/<token>', path: s.sharePath, signedIn: false },
  ];
  // BENCH_PAGES=<regular expression>: only the pages whose label matches (to measure a few again).
  const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
  return only ? all.filter((p) => only.test(p.label)) : all;
}

export interface PageBench {
  appUrl: string;
  /** More Chromium flags, for Playwright's browser and Lighthouse's (the bench's certificate, trusted). */
  chromeFlags: string[];
  chromiumPath: string;
  /** Lighthouse's reports go here. */
  dataDir: string;
  /** A Chrome profile folder of its own: Playwright signs in with it, Lighthouse audits with it. */
  profileDir: string;
  /** The company's owner, onboarded; the bench signs in with the form as them. */
  owner: { email: string; password: string };
  /** The API as the owner: a non-2xx answer throws. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (method: string, url: string, body?: unknown) => Promise<any>;
}

const KINDS = ['HTML', 'JS', 'CSS', 'fonts', 'API/JSON', 'other'] as const;
type Kind = (typeof KINDS)[number];

/** What a response is, for the breakdown: by the file's extension, else by what the browser loaded it as. */
function kindOf(type: string, url: string, mimeType: string): Kind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/') || pathname === '/config.json' || mimeType === 'application/json') return 'API/JSON';
  if (/\.m?js$/.test(pathname) || type === 'Script') return 'JS';
  if (pathname.endsWith('.css') || type === 'Stylesheet') return 'CSS';
  if (/\.(woff2?|ttf|otf)$/.test(pathname) || type === 'Font') return 'fonts';
  if (type === 'Document') return 'HTML';
  return 'other';
}

interface Transfer {
  url: string;
  kind: Kind;
  bytes: number;
  status: number;
  fromCache: boolean;
}

interface Weighed {
  transfers: Transfer[];
  /** Set when the browser ended on another path: not this page's bytes. */
  landedElsewhere?: string;
}

/** Records what a page's loads transfer, from CDP's network events (headers included; a file from the HTTP cache is 0 bytes). */
async function recorder(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; take: () => Transfer[] }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  // The status on the wire: a revalidated file is reported as its cached 200, the 304 only here.
  const wire = new Map<string, number>();
  let transfers: Transfer[] = [];
  cdp.on('Network.responseReceivedExtraInfo', (e) => wire.set(e.requestId, e.statusCode));
  cdp.on('Network.responseReceived', (e) =>
    responses.set(e.requestId, {
      url: e.response.url,
      kind: kindOf(e.type, e.response.url, e.response.mimeType),
      status: e.response.status,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = responses.get(e.requestId);
    if (r) transfers.push({ ...r, status: wire.get(e.requestId) ?? r.status, bytes: e.encodedDataLength });
  });
  return {
    cdp,
    take: () => {
      const taken = transfers;
      transfers = [];
      return taken;
    },
  };
}

async function visit(page: Page, take: () => Transfer[], url: string): Promise<Weighed> {
  take();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  return { transfers: take(), ...(landed === new URL(url).pathname ? {} : { landedElsewhere: landed }) };
}

const launch = (b: PageBench) =>
  chromium.launchPersistentContext(b.profileDir, {
    executablePath: b.chromiumPath,
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', ...b.chromeFlags],
    viewport: { width: 412, height: 823 },
  });

/** A customer, an item, a quote, an invoice, a payment and a shared quote: one row in each list, and the detail pages. */
async function seed(call: PageBench['call']): Promise<Seeded> {
  const { customerId } = await call('POST', '/api/customers', { displayName: 'Chinedu Prints Ltd', email: 'accounts@chineduprints.ng' });
  const { itemId } = await call('POST', '/api/items', { name: 'Business cards (box of 100)', itemType: 'goods', unit: 'box', price: 850_000, taxRate: 7.5 });
  const lines = [
    { itemId, name: 'Business cards (box of 100)', quantity: 4, rateKobo: 850_000, taxRate: 7.5 },
    { name: 'Delivery', quantity: 1, rateKobo: 250_000 },
  ];
  const today = lagosToday();
  const { quoteId } = await call('POST', '/api/quotes', { customerId, quoteDate: today, lines, status: 'sent' });
  const { invoiceId, totalKobo } = await call('POST', '/api/invoices', { customerId, invoiceDate: today, paymentTerms: 'net_30', lines, status: 'sent' });
  const { paymentId } = await call('POST', '/api/payments', { customerId, amountKobo: Math.floor(totalKobo / 2), paymentDate: today, mode: 'bank_transfer' });
  const { receiptId } = await call('POST', '/api/sales-receipts', { customerId, receiptDate: today, lines, mode: 'cash' });
  // A project with a task, and an hour on it: the time-entry and project pages' records.
  const project = await call('POST', '/api/projects', { name: 'Print run', customerId, billingMethod: 'project', rateKobo: 1_500_000, tasks: [{ name: 'Design' }] });
  const { timeEntryId } = await call('POST', '/api/time-entries', { projectId: project.projectId, taskId: project.tasks[0].taskId, entryDate: today, hours: 1, minutes: 0 });
  // The super-admin area's ':id': the bench's own company (its user page is then a not-found one).
  const { company } = await call('GET', '/api/me');
  const ids = { customers: customerId, items: itemId, quotes: quoteId, invoices: invoiceId, payments: paymentId, 'sales-receipts': receiptId, 'time-tracking': timeEntryId, 'time-tracking/projects': project.projectId, reports: 'sales-by-customer', 'admin-dashboard': company.companyId as string };
  return { ids, sharePath: await sharedQuotePath(call) };
}

interface Row {
  label: string;
  weighed: Weighed;
  lighthouse?: LighthouseResult;
  note?: string;
}

const kb = (n: number) => (n / 1024).toFixed(1);

/** The table, in Markdown: one row a page, bytes in KB by kind, Lighthouse's medians. */
function table(rows: Row[]): string[] {
  const header = ['Page', ...KINDS.map((k) => `${k} KB`), 'Total KB', 'Perf', 'A11y', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'Note'];
  const cells = rows.map((r) => {
    const byKind = KINDS.map((k) => kb(r.weighed.transfers.filter((t) => t.kind === k).reduce((sum, t) => sum + t.bytes, 0)));
    const total = kb(r.weighed.transfers.reduce((sum, t) => sum + t.bytes, 0));
    const notes = [r.note, r.weighed.landedElsewhere && `bytes: ended at ${r.weighed.landedElsewhere}, not this page`];
    let scores = ['', '', '', '', '', ''];
    const lh = r.lighthouse;
    if (lh) {
      const m = lh.median;
      scores = [String(m.performance), String(m.accessibility), (m.fcpMs / 1000).toFixed(1), (m.lcpMs / 1000).toFixed(1), m.tbtMs.toFixed(0), m.cls.toFixed(3)];
      const small = rendererMode() === 'too-small';
      if (lh.busy > BUSY_THRESHOLD || small) {
        // Shown in brackets so nobody copies them as figures.
        scores = scores.map((s) => `(${s})`);
        if (lh.busy > BUSY_THRESHOLD) notes.push(`scores not a figure: machine busy (${Math.round(lh.busy * 100)}% of its CPU in use before a run)`);
        if (small) notes.push(`scores not a figure: ${os.cpus().length} cores, and the renderer could not have one of its own (run as root on Linux)`);
      }
      if (lh.landedElsewhere) notes.push(`scores: ended at ${lh.landedElsewhere}, not this page`);
      if (lh.failed) notes.push(`Lighthouse failed ${lh.failed.runs} of ${LIGHTHOUSE_RUNS} runs (${lh.failed.message})`);
      if (lh.failed?.runs === LIGHTHOUSE_RUNS) scores = scores.map(() => 'n/a');
    }
    return [r.label, ...byKind, total, ...scores, notes.filter(Boolean).join('; ')];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((s, i) => (i === 0 || i === c.length - 1 ? s.padEnd(widths[i]!) : s.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`, ...cells.map(line)];
}

export async function pageFigures(out: (line: string) => void, b: PageBench): Promise<void> {
  const seeded = await seed(b.call);
  const pages = measuredPages(seeded);
  const rows = new Map<string, Row>();

  // First visits. Playwright signs in with a persistent profile; Lighthouse then audits with
  // the same profile (and --disable-storage-reset), so the pages are seen signed in.
  let context = await launch(b);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const { cdp, take } = await recorder(context, page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    for (const p of pages.filter((p) => !p.signedIn)) rows.set(p.path, { label: p.label, weighed: await visit(page, take, `${b.appUrl}${p.path}`) });
    await page.goto(`${b.appUrl}/auth`);
    await page.getByRole('tab', { name: 'Log In' }).click();
    const logInForm = page.getByRole('form', { name: 'Log in' });
    await logInForm.getByLabel('Email Address').fill(b.owner.email);
    await logInForm.getByLabel('Password', { exact: true }).fill(b.owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.waitForLoadState('networkidle');
    // Each page a full load of its own with the cache off: a first visit, signed in.
    for (const p of pages.filter((p) => p.signedIn)) rows.set(p.path, { label: p.label, weighed: await visit(page, take, `${b.appUrl}${p.path}`) });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  } finally {
    await context.close();
  }

  // Returning visits: a first visit fills the profile's HTTP cache; the browser is closed and
  // opened again on the same profile, as when a user comes back another day, and the page
  // opened again. What still crosses the wire: revalidations (304s), the API's answers.
  const repeats: Row[] = [];
  for (const p of REPEAT_VISITS) {
    context = await launch(b);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const { cdp, take } = await recorder(context, page);
      await cdp.send('Network.clearBrowserCache');
      await visit(page, take, `${b.appUrl}${p}`);
    } finally {
      await context.close();
    }
    context = await launch(b);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const { take } = await recorder(context, page);
      const weighed = await visit(page, take, `${b.appUrl}${p}`);
      const total = weighed.transfers.reduce((sum, t) => sum + t.bytes, 0);
      const count = (f: (t: Transfer) => boolean) => weighed.transfers.filter(f).length;
      const label = pages.find((q) => q.path === p)?.label ?? p;
      repeats.push({
        label: `${label}, repeat visit`,
        weighed,
        note: `${total <= REPEAT_VISIT_BAR ? 'under' : 'OVER'} the ${REPEAT_VISIT_BAR / 1024} KB bar; ${weighed.transfers.length} responses: ${count((t) => t.fromCache)} from the HTTP cache, ${count((t) => t.status === 304)} revalidated (304), ${count((t) => !t.fromCache && t.status !== 304)} downloaded`,
      });
    } finally {
      await context.close();
    }
  }
  if (process.env.BENCH_NETWORK_LOG) {
    const log = Object.fromEntries([...rows.values(), ...repeats].map((r) => [r.label, r.weighed.transfers]));
    fs.writeFileSync(process.env.BENCH_NETWORK_LOG, JSON.stringify(log, null, 1));
  }

  // Lighthouse. Signed out: Lighthouse's own fresh profile. Signed in: the profile Playwright
  // signed in with, kept as it is (--disable-storage-reset), its HTTP cache emptied before
  // each run (a first visit; the session stays).
  const emptyCache = () => {
    for (const dir of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker']) fs.rmSync(path.join(b.profileDir, 'Default', dir), { recursive: true, force: true });
  };
  for (const p of pages) {
    process.stderr.write(`bench: Lighthouse ${p.label}\n`);
    const report = path.join(b.dataDir, `lh-${p.label.replace(/\W+/g, '-')}`);
    rows.get(p.path)!.lighthouse = await lighthouse({
      url: `${b.appUrl}${p.path}`,
      report,
      chromiumPath: b.chromiumPath,
      chromeFlags: b.chromeFlags,
      ...(p.signedIn ? { profileDir: b.profileDir, beforeRun: emptyCache } : {}),
    });
  }

  out(`\nPages: first visit (cold HTTP cache; config, fonts and API answers included; headers counted), Lighthouse mobile median of ${LIGHTHOUSE_RUNS}${rendererMode() === 'own-core' ? `, the page's renderer on a core of its own (${os.cpus().length} cores, fewer than the 4 Lighthouse asks for: docs/decisions/0012)` : ''}; then returning visits (the HTTP cache a first visit left)`);
  for (const line of table([...pages.map((p) => rows.get(p.path)!), ...repeats])) out(line);
}
