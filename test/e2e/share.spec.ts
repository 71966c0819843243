import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { cspViolations, expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall, dismissMessages, lagosDay } from './documents';

/**
 * The public document page, /share/<token>: what a customer sees from a link, signed
 * in to nothing. The journey starts in the app (the quote's Share link dialog) and the
 * customer opens the link in a browser context of their own, with no session; the
 * other tests seed the business side through the API and open the link in the
 * test's page, which is signed in to nothing either.
 */
const line = { name: 'A4 printer paper (box)', description: '5 reams of 80 gsm', quantity: 2, rateKobo: 2_250_000, taxRate: 7.5 };
/** 2 × ₦22,500.00 = ₦45,000.00, VAT 7.5% ₦3,375.00. */
const TOTAL = '₦48,375.00';
/** A real PNG, 240 × 96 (test/fixtures/logo.png). */
const LOGO = readFileSync(path.join(__dirname, '../fixtures/logo.png'));
const BANK = 'GTBank\nIkeja Office Supplies Ltd\n0123456789';
const FOOTER = 'Ikeja Office Supplies: paper and ink since 1998';

type Link = { link: { token: string; path: string } };

async function business(prefix: string, opts: { logo?: Buffer } = {}) {
  const user = await onboardedUser(prefix, 'Ikeja Office Supplies', opts);
  const call = await apiCall(user);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Adunni Bakery', email: 'orders@adunnibakery.ng' });
  return { user, call, customerId };
}

async function newQuote(b: Awaited<ReturnType<typeof business>>) {
  return b.call<{ quoteId: string; quoteNumber: string }>('POST', '/quotes', {
    customerId: b.customerId,
    quoteDate: lagosDay(),
    expiryDate: lagosDay(30),
    lines: [line],
    customerNotes: 'Delivered to the Allen Avenue shop.',
    terms: 'Payment within 15 days of delivery.',
    status: 'sent',
  });
}

async function sentQuote(prefix: string) {
  const b = await business(prefix);
  const quote = await newQuote(b);
  const { link } = await b.call<Link>('POST', `/quotes/${quote.quoteId}/share`, {});
  return { ...b, quote, link };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A browser context of the customer's own (no cookies, no storage: no session), at the test's width, refusing nothing under the CSP. */
async function customerPage(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize(), hasTouch: (like.viewportSize()?.width ?? 1440) < 768 });
  const page = await context.newPage();
  return { context, page, csp: cspViolations(page) };
}

/** Opens the quote's Share link dialog from its More menu. */
async function shareDialog(page: Page) {
  await page.getByRole('button', { name: 'More quote actions' }).click();
  await page.getByRole('menuitem', { name: 'Share Quote Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Quote Link' });
  await expect(dialog.getByLabel('Share link')).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  return dialog;
}

test('the business shares a quote from its page; the customer opens the link with no session, sees the template\'s logo, bank details and footer, and accepts; the quote page shows it accepted; Stop sharing closes the link @desktop-only', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const b = await business('share-accept', { logo: LOGO });
  await b.call('PUT', '/settings/pdf-template', { layout: 'classic', accentColor: '#0B6E4F', showLogo: true, footerText: FOOTER, bankDetails: BANK, version: 0 });
  const quote = await newQuote(b);

  // The business: the quote's page, its Share link dialog, the link it shows.
  await signIn(page, b.user, `/dashboard/quotes/${quote.quoteId}`);
  await expect(heading(page, quote.quoteNumber)).toBeVisible();
  const dialog = await shareDialog(page);
  const url = await dialog.getByLabel('Share link').inputValue();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The customer, in a browser of their own.
  const customer = await customerPage(browser, page);
  const pub = customer.page;
  await pub.goto(url);
  await expect(heading(pub, `Quote ${quote.quoteNumber}`)).toBeVisible();
  await expect(pub.getByRole('banner')).toHaveText('Ikeja Office Supplies');
  await expect(pub.getByRole('main').getByText(TOTAL).first()).toBeVisible();
  // The printed document: bill to, the line with its description, the totals, notes and terms.
  const sheet = pub.getByRole('article');
  await expect(sheet.getByText('Adunni Bakery')).toBeVisible();
  const items = pub.getByRole('table', { name: 'Items' });
  await expect(items.getByText('A4 printer paper (box)')).toBeVisible();
  await expect(items.getByText('5 reams of 80 gsm')).toBeVisible();
  await expect(items.getByText('₦45,000.00')).toBeVisible();
  await expect(pub.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /VAT \(7\.5%\)/ })).toContainText('₦3,375.00');
  await expect(sheet.getByText('Delivered to the Allen Avenue shop.')).toBeVisible();
  await expect(sheet.getByText('Payment within 15 days of delivery.')).toBeVisible();
  // What the PDF template adds, as the PDF prints it: the logo (loaded, at its own size), bank details, the footer text.
  const logo = sheet.locator('img');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 240, 96]);
  await expect(sheet.getByRole('heading', { name: 'Bank Details' })).toBeVisible();
  await expect(sheet.getByText('0123456789')).toBeVisible();
  await expect(sheet.getByText(FOOTER)).toBeVisible();
  await expect(pub).toHaveTitle(`Quote ${quote.quoteNumber} · Ikeja Office Supplies`);
  await expectAccessible(pub);
  await expectNoHorizontalScroll(pub);

  const [download] = await Promise.all([pub.waitForEvent('download'), pub.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${quote.quoteNumber}.pdf`);
  await expect(pub.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

  await pub.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(pub.getByRole('status')).toHaveText('Quote accepted');
  await expect(pub.getByRole('status')).toBeFocused();
  await expect(pub.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(pub.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
  await expect(sheet.getByText('ACCEPTED', { exact: true })).toBeVisible();
  await expectAccessible(pub);
  // Opened again, the link shows the answer and offers nothing to press but the PDF.
  await pub.reload();
  await expect(pub.getByRole('status')).toHaveText('Quote accepted');
  await expect(pub.getByRole('button')).toHaveText(['Download PDF']);

  // The business: the quote's page shows it accepted, and its history says who did it.
  await page.reload();
  const status = page.getByRole('heading', { level: 1, name: quote.quoteNumber }).locator('..');
  await expect(status.getByText('ACCEPTED')).toBeVisible();
  await expect(page.getByText('This quote is ACCEPTED')).toBeVisible();
  await page.getByRole('tab', { name: 'COMMENTS & HISTORY' }).click();
  const history = page.getByRole('list', { name: 'Quote history' });
  await expect(history.getByText('Quote accepted by the customer')).toBeVisible();
  await expect(history.getByText('Quote viewed by the customer through the share link')).toBeVisible();

  // Stop sharing, in the same dialog: the customer's page now refuses the link.
  const again = await shareDialog(page);
  await expect(again.getByLabel('Share link')).toHaveValue(url);
  await expect(again.getByText(/The customer first opened it on/)).toBeVisible();
  await again.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(again).toBeHidden();
  await dismissMessages(page);
  await pub.reload();
  await expect(heading(pub, 'This link is no longer valid')).toBeVisible();
  // Nothing about the business or the document.
  await expect(pub.getByText('Ikeja Office Supplies')).toHaveCount(0);
  await expect(pub.getByText(quote.quoteNumber)).toHaveCount(0);
  await expect(pub.locator('img')).toHaveCount(0);
  await expect(pub.getByRole('button')).toHaveCount(0);
  await expectAccessible(pub);
  expect(customer.csp, 'Content-Security-Policy violations on the public page').toEqual([]);
  await customer.context.close();
});

test('a customer declines with a reason; a token nobody made reads as no longer valid @desktop-only', async ({ page }) => {
  const { call, quote, link } = await sentQuote('share-decline');
  await page.goto(link.path);
  await expect(heading(page, `Quote ${quote.quoteNumber}`)).toBeVisible();
  // No PDF template saved: no bank details, no footer text, no logo.
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toHaveCount(0);
  await expect(page.locator('article img')).toHaveCount(0);

  // Decline asks for an optional reason in a small form of its own; Cancel goes back.
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const form = page.getByRole('form', { name: 'Decline the quote' });
  await expect(form.getByLabel('Reason for declining (optional)')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await form.getByLabel('Reason for declining (optional)').fill('Over our budget this quarter');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: 'Decline quote' }).click();
  await expect(page.getByRole('status')).toHaveText('Quote declined');
  await expect(page.getByRole('article').getByText('DECLINED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  expect((await call<{ status: string }>('GET', `/quotes/${quote.quoteId}`)).status).toBe('declined');
  const history = await call<{ items: { text: string }[] }>('GET', `/quotes/${quote.quoteId}/history`);
  expect(history.items.map((h) => h.text)).toContain('Quote declined by the customer: Over our budget this quarter');

  await page.goto('/share/this-is-not-a-token');
  await expect(heading(page, 'This link is no longer valid')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});

test('an answer the server refuses shows its message: the quote was accepted meanwhile @desktop-only', async ({ page }) => {
  const { call, quote, link } = await sentQuote('share-refused');
  await page.goto(link.path);
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  // The business marks it accepted while the customer is reading.
  await call('POST', `/quotes/${quote.quoteId}/status`, { status: 'accepted' });
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByLabel('Reason for declining (optional)').fill('Changed our mind');
  await page.getByRole('button', { name: 'Decline quote' }).click();
  await expect(page.getByRole('alert')).toHaveText('This quote is already accepted.');
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline quote' })).toHaveCount(0);
  expect((await call<{ status: string }>('GET', `/quotes/${quote.quoteId}`)).status).toBe('accepted');
});

test('an invoice link shows the balance due and offers no Accept or Decline @mobile-only', async ({ page }) => {
  const { call, customerId } = await business('share-invoice');
  const invoice = await call<{ invoiceId: string; invoiceNumber: string }>('POST', '/invoices', {
    customerId,
    invoiceDate: lagosDay(),
    paymentTerms: 'net_30',
    lines: [line],
    status: 'sent',
  });
  const { link } = await call<Link>('POST', `/invoices/${invoice.invoiceId}/share`, {});
  await page.goto(link.path);
  await expect(heading(page, `Invoice ${invoice.invoiceNumber}`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Balance Due').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /Balance Due/ })).toContainText(TOTAL);
  await expect(page.getByRole('article').getByText('Due Date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveText(['Download PDF']);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('before its script arrives the page shows its shell and nothing to press; then the document', async ({ page }) => {
  const { quote, link } = await sentQuote('share-slow');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/share-[^/?]*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  // The module script holds the load event back, so wait only for the HTML.
  await page.goto(link.path, { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  // No dead controls: nothing to tap or type into that the script would not know about.
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  release();
  await expect(heading(page, `Quote ${quote.quoteNumber}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
