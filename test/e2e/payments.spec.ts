import type { Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { lagosToday, addDaysIso } from '../../shared/dates';
import { expect, expectAccessible, expectNoHorizontalScroll, idToken, navigate, onboardedUser, signIn, test as base, type User } from './fixtures';

/** Every test here also fails on any error the browser console shows. */
const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const API = `http://localhost:${E2E.app}/api`;

/** Calls the API as `user` (what the invoice screens, built elsewhere, would do). */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Invoice {
  invoiceId: string;
  invoiceNumber: string;
  status: string;
  displayStatus: string;
  balanceDueKobo: number;
  amountPaidKobo: number;
  whtKobo: number;
}

async function setUp(prefix: string, company: string) {
  const user: User = await onboardedUser(prefix, company);
  const token = await idToken(user);
  const customer = await call<{ customerId: string; name: string }>(token, 'POST', '/customers', { displayName: `${company} Customer`, email: `${prefix}@customer.ng` });
  const invoice = (naira: number, invoiceDate = lagosToday(), paymentTerms = 'net_15') =>
    call<Invoice>(token, 'POST', '/invoices', {
      customerId: customer.customerId,
      invoiceDate,
      paymentTerms,
      status: 'sent',
      lines: [{ name: 'Printing services', quantity: 1, rateKobo: naira * 100 }],
    });
  const getInvoice = (id: string) => call<Invoice>(token, 'GET', `/invoices/${id}`);
  return { user, token, customer, invoice, getInvoice };
}

/** The receivables a customer page shows in its header. */
async function expectBalances(page: Page, customerId: string, receivables: string, credits: string) {
  await page.goto(`/dashboard/customers/${customerId}`);
  const balances = page.locator('.kobo-balances');
  await expect(balances.getByText('Receivables').locator('xpath=..')).toContainText(receivables);
  await expect(balances.getByText('Unused Credits').locator('xpath=..')).toContainText(credits);
}

async function dismissMessages(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss message' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

test('the WHT rate buttons fill the rate of the amount before VAT: ₦5.00 at 5% on ₦107.50, from the cash or from the amounts applied @desktop-only', async ({ page }) => {
  const { user, customer, token } = await setUp('pay-vat', 'Yaba Audit Partners');
  const vat = await call<Invoice>(token, 'POST', '/invoices', {
    customerId: customer.customerId,
    invoiceDate: lagosToday(),
    paymentTerms: 'net_15',
    status: 'sent',
    lines: [{ name: 'Audit', quantity: 1, rateKobo: 10_000, taxRate: 7.5 }],
  });
  await signIn(page, user);
  await page.goto(`/dashboard/payments/new?customerId=${customer.customerId}&invoiceId=${vat.invoiceId}`);
  await expect(page.getByText('The rate × the amount before VAT of the invoices this payment settles')).toBeVisible();
  const applied = page.getByLabel(`Amount applied to ${vat.invoiceNumber}`);
  await expect(applied).toHaveValue('107.50');
  // The customer paid ₦102.50 and withheld 5% of ₦100.00.
  await page.getByLabel(/^Amount Received/).fill('102.50');
  await page.getByRole('button', { name: /^Withholding tax at 5%/ }).click();
  await expect(page.getByLabel(/^Withholding Tax/)).toHaveValue('5.00');
  await expect(applied).toHaveValue('107.50');
  // Half the invoice applied by hand: half the WHT.
  await applied.fill('53.75');
  await page.getByRole('button', { name: /^Withholding tax at 5%/ }).click();
  await expect(page.getByLabel(/^Withholding Tax/)).toHaveValue('2.50');
  // The user may still type another figure.
  await page.getByLabel(/^Withholding Tax/).fill('2.60');
  await expect(page.locator('.kobo-pay-summary')).toContainText('Withholding tax₦2.60');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('a partial payment with WHT leaves the invoice partly paid to the kobo; paying the rest makes it paid', async ({ page }) => {
  test.setTimeout(120_000);
  const { user, customer, invoice, getInvoice } = await setUp('pay-part', 'Ikorodu Print House');
  const inv = await invoice(100_000);
  await signIn(page, user);

  // From the invoice's Record Payment: the customer is chosen and the amount starts at the balance due.
  await page.goto(`/dashboard/payments/new?customerId=${customer.customerId}&invoiceId=${inv.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeVisible();
  await expect(page.getByText(customer.name).first()).toBeVisible();
  await expect(page.getByLabel(/^Amount Received/)).toHaveValue('100000.00');
  await expect(page.getByLabel(/^Payment #/)).toHaveValue('PMT-00001');
  const applied = page.getByLabel(`Amount applied to ${inv.invoiceNumber}`);
  await expect(applied).toHaveValue('100000.00');

  // ₦47,500 received after 5% WHT: WHT = 47,500 × 5 / 95 = 2,500; together they settle 50,000.
  await page.getByLabel(/^Amount Received/).fill('47500');
  await page.getByRole('button', { name: 'Withholding tax at 5%' }).click();
  await expect(page.getByLabel(/^Withholding Tax/)).toHaveValue('2500.00');
  await expect(applied).toHaveValue('50000.00');
  const summary = page.locator('.kobo-pay-summary');
  await expect(summary).toContainText('Applied to invoices₦50,000.00');
  await expect(summary).toContainText('Unused credit₦0.00');
  await page.getByLabel('Reference #').fill('TRF-88121');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'PMT-00001' })).toBeVisible();
  await expect(page.getByText('₦47,500.00').first()).toBeVisible();
  const settled = page.getByRole('table', { name: 'Invoices settled' });
  await expect(settled.getByRole('row').filter({ hasText: inv.invoiceNumber })).toContainText('₦47,500.00₦2,500.00₦50,000.00');
  await expect(page.getByRole('link', { name: inv.invoiceNumber })).toHaveAttribute('href', `/dashboard/invoices/${inv.invoiceId}`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const partly = await getInvoice(inv.invoiceId);
  expect(partly).toMatchObject({ status: 'partially_paid', balanceDueKobo: 5_000_000, amountPaidKobo: 4_750_000, whtKobo: 250_000 });

  // The customer owes ₦50,000.00; the transactions list both documents.
  await expectBalances(page, customer.customerId, '₦50,000.00', '₦0.00');
  await page.getByRole('tab', { name: 'TRANSACTIONS' }).click();
  const transactions = page.getByRole('list', { name: 'Transactions' });
  await expect(transactions.getByRole('link', { name: /PMT-00001/ })).toHaveAttribute('href', /\/dashboard\/payments\//);
  await expect(transactions.getByRole('link', { name: new RegExp(inv.invoiceNumber) })).toContainText('Balance due ₦50,000.00');
  await expect(transactions.getByRole('link', { name: new RegExp(inv.invoiceNumber) })).toContainText('PARTIALLY PAID');
  await page.getByRole('tab', { name: 'DETAILS' }).click();

  // The rest, from the customer's Record Payment.
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeVisible();
  await expect(page.getByLabel(`Amount applied to ${inv.invoiceNumber}`)).toBeVisible();
  await page.getByLabel(/^Amount Received/).fill('50,000');
  await expect(page.getByLabel(`Amount applied to ${inv.invoiceNumber}`)).toHaveValue('50000.00');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'PMT-00002' })).toBeVisible();
  expect(await getInvoice(inv.invoiceId)).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
  await expectBalances(page, customer.customerId, '₦0.00', '₦0.00');

  // Both in the list, newest first.
  await navigate(page, 'Payments Received');
  const list = page.getByRole('list', { name: 'Payments Received' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').first()).toContainText('PMT-00002');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await dismissMessages(page);
});

test('an overpayment becomes unused credit, applied later to a second invoice @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const { user, customer, invoice, getInvoice } = await setUp('pay-credit', 'Aba Shoe Makers');
  const first = await invoice(30_000);
  const second = await invoice(20_000);
  await signIn(page, user);

  await navigate(page, 'Payments Received');
  await expect(page.getByText('No Payments have been received')).toBeVisible();
  await page.getByRole('link', { name: 'Record Payment' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Customer Name/ }).click();
  await page.getByRole('option', { name: new RegExp(customer.name) }).click();
  await expect(page.getByLabel(`Amount applied to ${second.invoiceNumber}`)).toBeVisible();
  // ₦45,000 filled oldest first: 30,000 then 15,000; the user keeps it all off the second invoice.
  await page.getByLabel(/^Amount Received/).fill('45000');
  await expect(page.getByLabel(`Amount applied to ${first.invoiceNumber}`)).toHaveValue('30000.00');
  await expect(page.getByLabel(`Amount applied to ${second.invoiceNumber}`)).toHaveValue('15000.00');
  await page.getByLabel(`Amount applied to ${second.invoiceNumber}`).fill('');
  const summary = page.locator('.kobo-pay-summary');
  await expect(summary).toContainText('Unused credit₦15,000.00');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'PMT-00001' })).toBeVisible();
  await expect(page.getByText('Unused credit ₦15,000.00')).toBeVisible();
  await expectBalances(page, customer.customerId, '₦20,000.00', '₦15,000.00');

  // Apply credit: the dialog puts it on the open invoice.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'PMT-00001' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply credit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply credit' });
  await expect(dialog.getByLabel(`Amount applied to ${second.invoiceNumber}`)).toHaveValue('15000.00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Credit applied successfully')).toBeVisible();
  await expect(page.getByText('Unused credit ₦0.00')).toBeVisible();
  await expect(page.getByRole('link', { name: second.invoiceNumber })).toBeVisible();
  expect(await getInvoice(second.invoiceId)).toMatchObject({ status: 'partially_paid', balanceDueKobo: 500_000 });
  expect(await getInvoice(first.invoiceId)).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
  await expectBalances(page, customer.customerId, '₦5,000.00', '₦0.00');
});

test('deleting a payment gives the invoice its balance back @desktop-only', async ({ page }) => {
  const { user, token, customer, invoice, getInvoice } = await setUp('pay-delete', 'Onitsha Textiles');
  const inv = await invoice(10_000);
  const payment = await call<{ paymentId: string; paymentNumber: string }>(token, 'POST', '/payments', {
    customerId: customer.customerId,
    amountKobo: 1_000_000,
    paymentDate: lagosToday(),
    mode: 'bank_transfer',
  });
  expect(await getInvoice(inv.invoiceId)).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
  await signIn(page, user, `/dashboard/payments/${payment.paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: payment.paymentNumber })).toBeVisible();
  await expect(page.getByText('Bank transfer')).toBeVisible();
  await page.getByRole('button', { name: 'More payment actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('the invoices it settled get their balances back');
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Payment deleted successfully')).toBeVisible();
  await expect(page.getByText('No Payments have been received')).toBeVisible();
  expect(await getInvoice(inv.invoiceId)).toMatchObject({ status: 'sent', balanceDueKobo: 1_000_000 });
  await expectBalances(page, customer.customerId, '₦10,000.00', '₦0.00');
});

test('a sales receipt for a walk-in customer @desktop-only', async ({ page }) => {
  const user = await onboardedUser('receipt', 'Kano Grains');
  await signIn(page, user);
  await navigate(page, 'Sales Receipts');
  await expect(page.getByText('There are no entries on your list.')).toBeVisible();
  await page.getByRole('link', { name: 'New Sales Receipt' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Sales Receipt' })).toBeVisible();
  await expect(page.getByLabel(/^Sales Receipt #/)).toHaveValue('SR-00001');
  await page.getByRole('radio', { name: 'Walk-in customer' }).check();
  await page.getByLabel('Reference #').fill('POS-5521');

  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Sales Receipt Item' })).toBeVisible();
  await page.getByLabel(/^Item Name/).fill('Bag of rice (50kg)');
  await page.getByLabel(/^Quantity/).fill('2');
  await page.getByLabel(/^Rate/).fill('45000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item added to sales receipt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'New Sales Receipt' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Walk-in customer' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Sales Receipt totals' })).toContainText('₦90,000.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Create Sales Receipt' }).click();
  await expect(page.getByText('Sales receipt created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'SR-00001' })).toBeVisible();
  await expect(page.getByText('Walk-in customer').first()).toBeVisible();
  await expect(page.getByText('Bag of rice (50kg)').first()).toBeVisible();
  await expect(page.locator('.kobo-pay-total')).toHaveText('₦90,000.00');
  // Paid in full on the spot: its page says PAID, as a paid invoice's does, and still does when opened again.
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'SR-00001' })).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();

  await navigate(page, 'Sales Receipts');
  await expect(page.getByRole('list', { name: 'Sales Receipts' }).getByRole('link')).toContainText(['SR-00001']);
  await expectAccessible(page);
});

test('the dashboard shows current and overdue receivables and the recent invoices with their status @desktop-only', async ({ page }) => {
  const { user, invoice } = await setUp('pay-dash', 'Jos Hardware');
  const old = await invoice(12_345.5, addDaysIso(lagosToday(), -40));
  await invoice(7_000);
  await signIn(page, user);
  const card = page.locator('.kobo-dash-recv');
  await expect(card).toContainText('Current₦7,000.00');
  await expect(card).toContainText('Overdue₦12,345.50');
  await expect(card).toContainText('Total Receivables₦19,345.50');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: old.invoiceNumber })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: old.invoiceNumber })).toContainText('OVERDUE');
  await expect(page.getByRole('link', { name: 'New Invoice' })).toHaveAttribute('href', '/dashboard/invoices/new');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});
