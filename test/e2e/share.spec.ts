import type { Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { expect, expectAccessible, expectNoHorizontalScroll, idToken, onboardedUser, test, type User } from './fixtures';
import { apiCall, lagosDay } from './documents';

/**
 * The public document page, /share/<token>: what a customer sees from a link, signed
 * in to nothing (each test's page is a fresh browser context with no session). The
 * business side (the quote, its link, revoking it) is done through the API.
 */
const line = { name: 'A4 printer paper (box)', description: '5 reams of 80 gsm', quantity: 2, rateKobo: 2_250_000, taxRate: 7.5 };
/** 2 × ₦22,500.00 = ₦45,000.00, VAT 7.5% ₦3,375.00. */
const TOTAL = '₦48,375.00';

type Link = { link: { token: string; path: string } };

async function business(prefix: string) {
  const user = await onboardedUser(prefix, 'Ikeja Office Supplies');
  const call = await apiCall(user);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Adunni Bakery', email: 'orders@adunnibakery.ng' });
  return { user, call, customerId };
}

async function sentQuote(prefix: string) {
  const b = await business(prefix);
  const quote = await b.call<{ quoteId: string; quoteNumber: string }>('POST', '/quotes', {
    customerId: b.customerId,
    quoteDate: lagosDay(),
    expiryDate: lagosDay(30),
    lines: [line],
    customerNotes: 'Delivered to the Allen Avenue shop.',
    terms: 'Payment within 15 days of delivery.',
    status: 'sent',
  });
  const { link } = await b.call<Link>('POST', `/quotes/${quote.quoteId}/share`, {});
  return { ...b, quote, link };
}

/** DELETE answers 204 with no body, which apiCall (JSON) does not read. */
async function revoke(user: User, path: string) {
  const res = await fetch(`http://localhost:${E2E.app}/api${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${await idToken(user)}` } });
  expect(res.status).toBe(204);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a customer opens a shared quote with no sign-in, downloads its PDF and accepts it', async ({ page }) => {
  const { call, quote, link } = await sentQuote('share-accept');
  expect(link.path).toBe(`/share/${link.token}`);

  await page.goto(link.path);
  await expect(heading(page, `Quote ${quote.quoteNumber}`)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveText('Ikeja Office Supplies');
  await expect(page.getByText('Total').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(TOTAL).first()).toBeVisible();
  // The printed document: bill to, the line with its description, the totals, notes and terms.
  const sheet = page.getByRole('article');
  await expect(sheet.getByText('Adunni Bakery')).toBeVisible();
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByText('A4 printer paper (box)')).toBeVisible();
  await expect(items.getByText('5 reams of 80 gsm')).toBeVisible();
  await expect(items.getByText('₦45,000.00')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /VAT \(7\.5%\)/ })).toContainText('₦3,375.00');
  await expect(sheet.getByText('Delivered to the Allen Avenue shop.')).toBeVisible();
  await expect(sheet.getByText('Payment within 15 days of delivery.')).toBeVisible();
  await expect(page).toHaveTitle(`Quote ${quote.quoteNumber} · Ikeja Office Supplies`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${quote.quoteNumber}.pdf`);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Quote accepted');
  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
  await expect(sheet.getByText('ACCEPTED', { exact: true })).toBeVisible();
  expect((await call<{ status: string }>('GET', `/quotes/${quote.quoteId}`)).status).toBe('accepted');
  await expectAccessible(page);

  // Opened again, the link shows the answer and offers nothing to press but the PDF.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Quote accepted');
  await expect(page.getByRole('button')).toHaveText(['Download PDF']);
});

test('a customer declines with a reason; once the link is revoked the page only says it is no longer valid', async ({ page }) => {
  const { user, call, quote, link } = await sentQuote('share-decline');
  await page.goto(link.path);
  await expect(heading(page, `Quote ${quote.quoteNumber}`)).toBeVisible();

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

  await revoke(user, `/quotes/${quote.quoteId}/share`);
  await page.reload();
  await expect(heading(page, 'This link is no longer valid')).toBeVisible();
  // Nothing about the business or the document.
  await expect(page.getByText('Ikeja Office Supplies')).toHaveCount(0);
  await expect(page.getByText(quote.quoteNumber)).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // A token nobody made reads the same.
  await page.goto('/share/this-is-not-a-token');
  await expect(heading(page, 'This link is no longer valid')).toBeVisible();
});

test('an answer the server refuses shows its message: the quote was accepted meanwhile', async ({ page }) => {
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

test('an invoice link shows the balance due and offers no Accept or Decline', async ({ page }) => {
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
