import { E2E } from '../../playwright.config';
import { cspViolations, expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall, lagosDay } from './documents';

/**
 * A customer pays an invoice online from its share link, through the local Paystack
 * stand-in's checkout (its Pay and Fail buttons play the payer), and the business sees
 * the payment: the company saved its keys and pasted its webhook address into the
 * stand-in, as into Paystack's dashboard.
 */
const line = { name: 'Wedding cake (3 tiers)', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
/** ₦100,000.00 plus VAT 7.5%. */
const TOTAL = '₦107,500.00';

async function business() {
  const user = await onboardedUser('pay-online', 'Adunni Bakery');
  const call = await apiCall(user);
  const account = (await (
    await fetch(`http://127.0.0.1:${E2E.paystack}/_local/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'e2e' }) })
  ).json()) as { publicKey: string; secretKey: string };
  const saved = await call<{ webhookUrl: string }>('PUT', '/settings/payment-gateways/paystack', { publicKey: account.publicKey, secretKey: account.secretKey });
  await fetch(`http://127.0.0.1:${E2E.paystack}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: account.secretKey, url: saved.webhookUrl }) });
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Events', email: `events-${Date.now()}@ekoevents.ng` });
  const invoice = async () => {
    const made = await call<{ invoiceId: string; invoiceNumber: string }>('POST', '/invoices', { customerId, invoiceDate: lagosDay(), paymentTerms: 'net_15', lines: [line], status: 'sent' });
    const { link } = await call<{ link: { path: string } }>('POST', `/invoices/${made.invoiceId}/share`, { regenerate: false });
    return { ...made, path: link.path };
  };
  /** The business records the invoice's whole balance as a bank transfer, as from another tab. */
  const paidByTransfer = (invoiceId: string) =>
    call('POST', '/payments', { customerId, amountKobo: 10_750_000, paymentDate: lagosDay(), mode: 'bank_transfer', applications: [{ invoiceId, amountKobo: 10_750_000 }] });
  return { user, invoice, paidByTransfer };
}

test('a customer pays an invoice with Pay now, and the business sees it paid with Paystack’s fee @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const csp = cspViolations(page);
  const b = await business();
  const invoice = await b.invoice();
  await page.goto(invoice.path);
  const pay = page.getByRole('button', { name: `Pay now ${TOTAL}` });
  await expect(pay).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await pay.click();

  // Paystack's checkout (the stand-in's page), then back to the invoice.
  await expect(page.getByRole('heading', { name: 'Paystack checkout' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${TOTAL}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Payment received: ${TOTAL}. Thank you! Balance due now ₦0.00.`);
  expect(new URL(page.url()).pathname).toBe(invoice.path);
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await expectAccessible(page);
  expect(csp).toEqual([]);

  // The business: the invoice is paid, by a payment made through Paystack, with its fee.
  await signIn(page, b.user, `/dashboard/invoices/${invoice.invoiceId}`);
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await page.goto('/dashboard/payments');
  await page.getByRole('link', { name: /PMT-00001/ }).click();
  await expect(page.getByText('Paystack (online)').first()).toBeVisible();
  await expect(page.getByText('Paystack Fee')).toBeVisible();
  // 1.5% + ₦100 (at most ₦2,000), and what reaches the bank.
  await expect(page.getByText('₦1,712.50')).toBeVisible();
  await expect(page.getByText('₦105,787.50')).toBeVisible();
});

test('a failed payment changes nothing: the invoice still owes its balance and Pay now is still there @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const b = await business();
  const invoice = await b.invoice();
  await page.goto(invoice.path);
  await page.getByRole('button', { name: `Pay now ${TOTAL}` }).click();
  await expect(page.getByRole('heading', { name: 'Paystack checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('status')).toHaveText('The payment did not go through, and nothing was taken. You can try again.');
  await expect(page.getByRole('button', { name: `Pay now ${TOTAL}` })).toBeVisible();
  const call = await apiCall(b.user);
  expect((await call<{ status: string; balanceDueKobo: number }>('GET', `/invoices/${invoice.invoiceId}`)).balanceDueKobo).toBe(10_750_000);
});

test('an invoice page left open while the invoice was paid says so: at Pay now, and when its tab comes back to the front @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const b = await business();

  // Pay now pressed on a page drawn before the payment: the page shows the invoice as it is now.
  const first = await b.invoice();
  await page.goto(first.path);
  const pay = page.getByRole('button', { name: `Pay now ${TOTAL}` });
  await expect(pay).toBeVisible();
  await b.paidByTransfer(first.invoiceId);
  await pay.click();
  await expect(page.getByRole('status')).toHaveText('This invoice has been paid');
  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await expect(page.getByText('This invoice cannot be paid online')).toHaveCount(0);
  await expectAccessible(page);

  // A page in a background tab: brought back to the front, it reads the invoice again.
  const second = await b.invoice();
  await page.goto(second.path);
  await expect(page.getByRole('button', { name: `Pay now ${TOTAL}` })).toBeVisible();
  await b.paidByTransfer(second.invoiceId);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('status')).toHaveText('This invoice has been paid');
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();

  // Opened afresh, a paid invoice says so too.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('This invoice has been paid');
});
