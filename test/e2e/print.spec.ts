import { formatNaira } from '../../shared/money';
import { pdfText } from '../support/pdf-text';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test, type User } from './fixtures';
import { FULL_CHROMIUM } from '../../playwright.config';
import { apiCall, dismissMessages, lagosDay } from './documents';

async function seed(user: User) {
  const call = await apiCall(user);
  const customerId = (await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels', email: `accounts-${Date.now()}@eko.ng` })).customerId;
  const line = { name: 'Jollof for 50 guests', quantity: 1, rateKobo: 25_000_000, taxRate: 7.5 };
  return { call, customerId, line };
}

async function moreAction(page: import('@playwright/test').Page, menu: string, entry: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

// Printing goes through Chrome's PDF viewer, which the lighter headless shell the other tests use
// lacks (it shows no PDF): these run in the full browser users print from.
test.use({ launchOptions: FULL_CHROMIUM });

/**
 * Records every print() the page asks of a frame (with the frame's address) instead of running it:
 * a real print dialog would hold a headless browser. Keeps what each blob: URL holds and which were
 * freed (the page's policy lets no fetch read a blob: URL back). Installed before the app loads.
 */
async function recordFramePrints(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __framePrints: string[]; __blobs: Record<string, Blob>; __revoked: string[] };
    w.__framePrints = [];
    w.__blobs = {};
    w.__revoked = [];
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const url = create(obj);
      if (obj instanceof Blob) w.__blobs[url] = obj;
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      w.__revoked.push(url);
      revoke(url);
    };
    const own = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const win = own.get!.call(this) as Window | null;
        if (!win) return win;
        const src = this.src;
        return new Proxy(win, {
          get(target, key) {
            if (key === 'print') return () => w.__framePrints.push(src);
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        });
      },
    });
  });
}

async function sentInvoice(prefix: string, company: string) {
  const user = await onboardedUser(prefix, company);
  const { call, customerId, line } = await seed(user);
  const inv = await call<{ invoiceId: string; invoiceNumber: string; totalKobo: number }>('POST', '/invoices', {
    customerId,
    invoiceDate: lagosDay(),
    paymentTerms: 'net_15',
    lines: [line],
    status: 'sent',
  });
  return { user, inv };
}

test('Print on a wide screen opens the print dialog for the PDF from a hidden frame, in this tab; a PDF that fails to load says so @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const { user, inv } = await sentInvoice('print-wide', 'Apapa Printers Ltd');
  await recordFramePrints(page);
  const popups: string[] = [];
  page.on('popup', (p) => popups.push(p.url()));
  await signIn(page, user, `/dashboard/invoices/${inv.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: inv.invoiceNumber })).toBeVisible();

  await moreAction(page, 'More invoice actions', 'Print');
  const prints = () => page.evaluate(() => (window as unknown as { __framePrints: string[] }).__framePrints);
  await expect.poll(prints).toHaveLength(1);
  const [printed] = await prints();
  expect(printed).toMatch(/^blob:http:\/\/localhost:\d+\//);
  // The frame printed is the invoice's PDF, and it is out of sight.
  const frame = page.locator('iframe[title="PDF for printing"]');
  await expect(frame).toHaveAttribute('src', printed!);
  await expect(frame).toBeHidden();
  const bytes = await page.evaluate(
    async (url) => Array.from(new Uint8Array(await (window as unknown as { __blobs: Record<string, Blob> }).__blobs[url]!.arrayBuffer())),
    printed!,
  );
  const text = pdfText(Buffer.from(bytes));
  expect(text).toContain(inv.invoiceNumber);
  expect(text).toContain(formatNaira(inv.totalKobo));
  expect(popups).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
  await expectAccessible(page);

  // Print again: one frame still, the first PDF freed.
  await moreAction(page, 'More invoice actions', 'Print');
  await expect.poll(prints).toHaveLength(2);
  await expect(frame).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __revoked: string[] }).__revoked)).toEqual([printed]);
  // Leaving the page takes the frame away.
  await page.getByRole('link', { name: 'Eko Hotels' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eko Hotels' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(popups).toEqual([]);

  // The PDF's storage answering with an error: a message, no print, no tab.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: inv.invoiceNumber })).toBeVisible();
  await page.route(/X-Amz-Signature=/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await moreAction(page, 'More invoice actions', 'Print');
  await expect(page.getByText('Failed to print the PDF')).toBeVisible();
  await expect(page.getByText('Could not load the PDF. Try again.')).toBeVisible();
  expect(await prints()).toHaveLength(2);
  expect(popups).toEqual([]);
  await dismissMessages(page);
});

test('Print on a phone opens the PDF in a tab of its own, to print from its viewer @mobile-only', async ({ page }) => {
  test.setTimeout(120_000);
  const { user, inv } = await sentInvoice('print-phone', 'Onitsha Prints Ltd');
  await recordFramePrints(page);
  await signIn(page, user, `/dashboard/invoices/${inv.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: inv.invoiceNumber })).toBeVisible();

  const opening = page.waitForEvent('popup');
  await moreAction(page, 'More invoice actions', 'Print');
  const tab = await opening;
  await tab.waitForURL(/X-Amz-Signature=/);
  // The PDF itself, shown (not saved): what the phone's viewer opens with its print or share menu.
  expect(decodeURIComponent(tab.url())).toContain('response-content-disposition=inline');
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await pdf.body())).toContain(inv.invoiceNumber);
  await tab.close();
  // No frame was printed from, none left behind.
  expect(await page.evaluate(() => (window as unknown as { __framePrints: string[] }).__framePrints)).toEqual([]);
  await expect(page.locator('iframe[title="PDF for printing"]')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});
