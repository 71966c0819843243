/**
 * The public document page's figures for `npm run bench` (scripts/bench.ts calls
 * shareFigures): a quote shared by its link, opened as its customer would, signed in
 * to nothing, with a cold cache. What it transfers (the HTML with its inline styles,
 * the script, the document from the API, the icon; headers included) and its
 * Lighthouse mobile score.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LABEL_WIDTH, lighthouse } from './bench-lighthouse';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface ShareBench {
  appUrl: string;
  chromiumPath: string;
  dataDir: string;
  /** The API as the business (the bench's owner): a non-2xx answer throws. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (method: string, url: string, body?: unknown) => Promise<any>;
}

export async function shareFigures(out: (line: string) => void, b: ShareBench): Promise<void> {
  const { customerId } = await b.call('POST', '/api/customers', { displayName: 'Adunni Bakery', email: 'orders@adunnibakery.ng' });
  const quote = await b.call('POST', '/api/quotes', {
    customerId,
    quoteDate: '2026-11-20',
    expiryDate: '2099-12-20',
    lines: [
      { name: 'Printed cake boxes', description: '12 inch, two colours', quantity: 200, rateKobo: 45_000, taxRate: 7.5 },
      { name: 'Ribbon (roll)', quantity: 10, rateKobo: 150_000, taxRate: 7.5 },
      { name: 'Delivery', quantity: 1, rateKobo: 500_000 },
    ],
    customerNotes: 'Thank you for your business.',
    terms: 'Payment within 15 days of delivery.',
    status: 'sent',
  });
  const { link } = await b.call('POST', `/api/quotes/${quote.quoteId}/share`, {});
  const url = `${b.appUrl}${link.path}`;

  const browser = await chromium.launch({ executablePath: b.chromiumPath, args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Each response's size on the wire, headers included, by what it is.
    const kinds = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type === 'Document' ? 'HTML' : e.type === 'Script' ? 'script' : /\/api\//.test(e.response.url) ? 'API' : 'icon'));
    cdp.on('Network.loadingFinished', (e) => {
      const kind = kinds.get(e.requestId) ?? 'other';
      sizes.set(kind, (sizes.get(kind) ?? 0) + e.encodedDataLength);
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: `Quote ${quote.quoteNumber}` }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
    const parts = [...sizes].map(([kind, n]) => `${kind} ${kb(n)}`).join(', ');
    out(`  ${'share'.padEnd(LABEL_WIDTH)} ${kb(total)} transferred (cold cache, no session; ${parts}; headers included)`);
  } finally {
    await browser.close();
  }
  out(await lighthouse('share', { url, report: path.join(b.dataDir, 'lh-share.json'), chromiumPath: b.chromiumPath }));
}
