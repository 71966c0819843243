/**
 * The app's pages for `npm run bench` (scripts/bench.ts calls pageFigures): the sign-in
 * page, then every main page a signed-in owner opens (PAGES), each as a first visit: a
 * cold HTTP cache, the session kept. First what each transfers, through CDP, by kind
 * (headers included); then each page's Lighthouse mobile score, the signed-in pages
 * audited with the profile Playwright signed in with.
 *
 * BENCH_NETWORK_LOG=<file> also writes every response of every page (URL, kind, bytes)
 * as JSON, to see which chunks weigh.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LABEL_WIDTH, lighthouse } from './bench-lighthouse';
import { lagosToday } from '../shared/dates';

/** The records the seed makes for the pages that show one. */
interface Seeded {
  customerId: string;
  invoiceId: string;
}

/** A signed-in page: its label in the output, and its path (or how to find it from the seed). */
interface BenchPage {
  label: string;
  path: string | ((seeded: Seeded) => string);
}

/** Every signed-in page the bench weighs and audits, in this order (frontend/src/app/features.ts and each feature's routes.tsx). */
const PAGES: readonly BenchPage[] = [
  { label: 'dashboard', path: '/dashboard' },
  { label: 'customers', path: '/dashboard/customers' },
  { label: 'customer detail', path: (s) => `/dashboard/customers/${s.customerId}` },
  { label: 'items', path: '/dashboard/items' },
  { label: 'quotes', path: '/dashboard/quotes' },
  { label: 'new quote', path: '/dashboard/quotes/new' },
  { label: 'invoices', path: '/dashboard/invoices' },
  { label: 'invoice detail', path: (s) => `/dashboard/invoices/${s.invoiceId}` },
  { label: 'payments', path: '/dashboard/payments' },
  { label: 'settings', path: '/dashboard/settings' },
  { label: 'organization', path: '/dashboard/settings/organization' },
];

export interface PageBench {
  appUrl: string;
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

/** What a response is, for the per-page breakdown. */
function kindOf(type: string, url: string): string {
  if (type === 'Document') return 'HTML';
  if (type === 'Script') return 'JS';
  if (type === 'Stylesheet') return 'CSS';
  if (type === 'Font') return 'fonts';
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'API';
  if (pathname === '/config.json') return 'config';
  return 'other';
}

/** A customer, an item, a quote, an invoice and a payment: one row in each list, and the two detail pages. */
async function seed(call: PageBench['call']): Promise<Seeded> {
  const { customerId } = await call('POST', '/api/customers', { displayName: 'Chinedu Prints Ltd', email: 'accounts@chineduprints.ng' });
  const { itemId } = await call('POST', '/api/items', { name: 'Business cards (box of 100)', itemType: 'goods', unit: 'box', price: 850_000, taxRate: 7.5 });
  const lines = [
    { itemId, name: 'Business cards (box of 100)', quantity: 4, rateKobo: 850_000, taxRate: 7.5 },
    { name: 'Delivery', quantity: 1, rateKobo: 250_000 },
  ];
  const today = lagosToday();
  await call('POST', '/api/quotes', { customerId, quoteDate: today, lines, status: 'sent' });
  const { invoiceId, totalKobo } = await call('POST', '/api/invoices', { customerId, invoiceDate: today, paymentTerms: 'net_30', lines, status: 'sent' });
  await call('POST', '/api/payments', { customerId, amountKobo: Math.floor(totalKobo / 2), paymentDate: today, mode: 'bank_transfer' });
  return { customerId, invoiceId };
}

export async function pageFigures(out: (line: string) => void, b: PageBench): Promise<void> {
  const seeded = await seed(b.call);
  const pages = PAGES.map((p) => ({ label: p.label, path: typeof p.path === 'string' ? p.path : p.path(seeded) }));

  // Playwright signs in with a persistent profile; Lighthouse then audits with the same
  // profile (and --disable-storage-reset), so the pages are seen signed in.
  const context = await chromium.launchPersistentContext(b.profileDir, {
    executablePath: b.chromiumPath,
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    viewport: { width: 412, height: 823 },
  });
  const log: Record<string, { url: string; kind: string; bytes: number }[]> = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { url: string; kind: string }>();
    let requests: { url: string; kind: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (e) => responses.set(e.requestId, { url: e.response.url, kind: kindOf(e.type, e.response.url) }));
    cdp.on('Network.loadingFinished', (e) => requests.push({ url: '?', kind: 'other', ...responses.get(e.requestId), bytes: e.encodedDataLength }));
    const weigh = async (label: string, url: string, go: () => Promise<unknown>) => {
      requests = [];
      await go();
      await page.waitForLoadState('networkidle');
      const landed = new URL(page.url()).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}: the page was not measured`);
      log[label] = requests;
      const byKind = new Map<string, number>();
      for (const r of requests) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.bytes);
      const total = requests.reduce((sum, r) => sum + r.bytes, 0);
      const parts = [...byKind].map(([kind, n]) => `${kind} ${(n / 1024).toFixed(1)}`).join(', ');
      out(`  ${label.padEnd(LABEL_WIDTH)} ${(total / 1024).toFixed(0)} KB transferred (cold cache, config and fonts included; KB: ${parts})`);
    };

    const signIn = `${b.appUrl}/auth`;
    await weigh('sign-in', signIn, () => page.goto(signIn));
    await page.getByRole('tab', { name: 'Log In' }).click();
    const logInForm = page.getByRole('form', { name: 'Log in' });
    await logInForm.getByLabel('Email Address').fill(b.owner.email);
    await logInForm.getByLabel('Password', { exact: true }).fill(b.owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    // Each page a full load of its own with the cache off: a first visit, signed in.
    for (const p of pages) await weigh(p.label, `${b.appUrl}${p.path}`, () => page.goto(`${b.appUrl}${p.path}`));
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  } finally {
    await context.close();
  }
  if (process.env.BENCH_NETWORK_LOG) fs.writeFileSync(process.env.BENCH_NETWORK_LOG, JSON.stringify(log, null, 1));

  // Signed out: Lighthouse's own fresh profile. Signed in: the profile Playwright signed in
  // with, kept as it is (--disable-storage-reset).
  for (const p of [{ label: 'sign-in', path: '/auth', signedIn: false }, ...pages.map((p) => ({ ...p, signedIn: true }))]) {
    // A cold HTTP cache, as for a first visit; the profile's storage (the session) stays.
    for (const dir of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker']) fs.rmSync(path.join(b.profileDir, 'Default', dir), { recursive: true, force: true });
    const report = path.join(b.dataDir, `lh-${p.label.replace(/\W+/g, '-')}.json`);
    out(await lighthouse(p.label, { url: `${b.appUrl}${p.path}`, report, chromiumPath: b.chromiumPath, ...(p.signedIn ? { profileDir: b.profileDir } : {}) }));
  }
}
