import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall, chooseOption, dismissMessages, selectButton } from './documents';

const row = (page: Page, name: string) => page.getByRole('list', { name: 'Tax rates' }).getByRole('listitem').filter({ hasText: name });

test('a new tax rate on an invoice line: the invoice shows the tax by that rate, the rate cannot be deleted while used; a WHT rate fills a payment @desktop-only', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await onboardedUser('taxes', 'Ikoyi Wines Ltd');
  const api = await apiCall(user);
  await api('POST', '/customers', { displayName: 'Bisi Lounge', email: 'bisi@lounge.ng' });

  // Settings > Taxes: the built-in VAT and the defaults; add a rate.
  await signIn(page, user, '/dashboard/settings');
  await page.getByRole('link', { name: 'Taxes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
  await expect(row(page, 'VAT (7.5%)')).toContainText('Built in');
  await page.getByLabel('Name of the new tax rate').fill('Luxury levy');
  await page.getByLabel('Percentage').first().fill('12.555');
  await page.getByRole('button', { name: 'Add tax rate' }).click();
  await expect(page.getByLabel('Percentage').first()).toHaveAccessibleDescription(/Enter a percentage from 0 to 100, with at most 2 decimals/);
  await page.getByLabel('Percentage').first().fill('12.5');
  await page.getByRole('button', { name: 'Add tax rate' }).click();
  await expect(row(page, 'Luxury levy (12.5%)')).toContainText('Not used');
  await dismissMessages(page, 'Luxury levy (12.5%) added');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // An invoice line at that rate.
  await page.goto('/dashboard/invoices/new');
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('bisi');
  await page.getByRole('option', { name: /Bisi Lounge/ }).click();
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await page.getByLabel(/^Item Name/).fill('Champagne (case)');
  await page.getByLabel(/^Rate/).fill('200000');
  await chooseOption(page, 'Tax', 'Luxury levy (12.5%)');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/dashboard/invoices/new');
  // The line names its rate as Settings > Taxes does.
  const lines = page.getByRole('table', { name: 'Invoice items' }).or(page.getByRole('list', { name: 'Invoice items' }));
  await expect(lines.getByText('Luxury levy (12.5%)')).toBeVisible();
  await page.getByRole('button', { name: 'SAVE AS DRAFT' }).click();
  // The saved invoice's page (its id in the address, no longer /new).
  await page.waitForURL((url) => /^\/dashboard\/invoices\/[A-Za-z0-9]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
  const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
  // ₦200,000 at 12.5%: ₦25,000 of tax, ₦225,000 in all
  await expect(page.getByText('Luxury levy (12.5%)').first()).toBeVisible();
  await expect(page.getByText('₦25,000.00').first()).toBeVisible();
  await expect(page.getByText('₦225,000.00').first()).toBeVisible();
  await dismissMessages(page);

  // In use: deleting is refused with the server's reason.
  await page.goto('/dashboard/settings/taxes');
  await expect(row(page, 'Luxury levy (12.5%)')).toContainText('Used by 1 record');
  await page.getByRole('button', { name: 'Delete Luxury levy (12.5%)' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('This rate is used by items, customers or documents and cannot be deleted. Mark it inactive instead.')).toBeVisible();
  await expect(row(page, 'Luxury levy (12.5%)')).toBeVisible();
  await dismissMessages(page);

  // A payment: the company's WHT rates fill the WHT, a share of the invoice's amount before tax.
  await api('POST', `/invoices/${invoiceId}/status`, { status: 'sent' });
  await page.goto('/dashboard/payments/new');
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('bisi');
  await page.getByRole('option', { name: /Bisi Lounge/ }).click();
  // ₦225,000 settled in full by ₦221,000 of cash and 2% of the ₦200,000 before the levy.
  await page.getByLabel(/^Amount Received/).fill('221000');
  await page.getByRole('button', { name: /Withholding tax at 2% \(Goods and general services\)/ }).click();
  await expect(page.getByLabel(/^Withholding Tax/)).toHaveValue('4000.00');
  await expect(page.locator('.kobo-pay-summary')).toContainText('Applied to invoices₦225,000.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});
