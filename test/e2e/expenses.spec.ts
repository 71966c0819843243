import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { UPLOAD_RULES } from '../../shared/upload-purposes';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';
import { apiCall, chooseOption, lagosDay, selectButton } from './documents';

/** A value of the expense page's details, by its label. */
const detail = (page: Page, label: string) => page.locator('.kobo-ui-dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

/** A real PNG, 240 × 96 (test/fixtures/logo.png): the photo of a till slip. */
const SLIP = readFileSync(path.join(__dirname, '../fixtures/logo.png'));

async function expectFine(page: Page) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

/** Opens a tab of the list and waits for the list (or its empty text) of that tab. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('an owner logs a billable expense for a customer and a reimbursable one, and finds each under its tabs', async ({ page }) => {
  const owner = await onboardedUser('expenses', 'Ikeja Events Co');
  const call = await apiCall(owner);
  await call('POST', '/customers', { displayName: 'Funmi Bridal House', email: 'accounts@funmibridal.ng' });
  await signIn(page, owner);
  await navigate(page, 'Expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(page.getByText('There are no expenses')).toBeVisible();
  const list = page.getByRole('list', { name: 'Expenses' });

  // The first: billable to the customer. The form is dated today in Lagos.
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();
  await expect(page.getByLabel(/^Date/)).toHaveValue(lagosDay().replace(/-/g, '/'));
  // Nothing typed: the amount and the category are asked for.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveAccessibleDescription(new RegExp(EXPENSE_MESSAGES.amountRequired));
  await expect(page.getByText(EXPENSE_MESSAGES.categoryRequired)).toBeVisible();
  await page.getByLabel(/^Amount/).fill('25,000');
  await page.getByLabel(/^VAT included/).fill('1744.19');
  await chooseOption(page, 'Category', 'Travel');
  await page.getByLabel('Vendor').fill('Bolt Rides');
  await page.getByLabel('Description').fill('Trips to the venue in Lekki');
  // Billable needs the customer to bill.
  await page.getByLabel('Billable to the customer').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the customer to bill')).toBeVisible();
  await selectButton(page, 'Customer').click();
  await page.getByLabel('Search customers').fill('funmi');
  await page.getByRole('option', { name: /Funmi Bridal House/ }).click();
  // The receipt: a file that is no photo or PDF is refused before any upload; the photo is uploaded and shown with its size.
  await page.getByLabel(/Choose file/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Bolt: 25,000') });
  await expect(page.getByText(`notes.txt: ${UPLOAD_RULES.receipt.typeMessage}`)).toBeVisible();
  await page.getByLabel(/Choose file/).setInputFiles({ name: 'bolt-slip.png', mimeType: 'image/png', buffer: SLIP });
  await expect(page.getByText('bolt-slip.png', { exact: true })).toBeVisible();
  await expect(page.getByText(`${(SLIP.length / 1024).toFixed(1)} KB`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove receipt bolt-slip.png' })).toBeVisible();
  await expect(page.getByText(UPLOAD_RULES.receipt.typeMessage)).toHaveCount(0);
  await expectFine(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXPENSE_MESSAGES.added)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
  await expect(detail(page, 'Amount')).toHaveText('₦25,000.00');
  await expect(detail(page, 'VAT included')).toHaveText('₦1,744.19');
  await expect(detail(page, 'Customer')).toHaveText('Funmi Bridal House');
  await expect(detail(page, 'Billable')).toHaveText('Unbilled');
  await expect(detail(page, 'Reimbursable')).toHaveText('No');
  // The receipt through its short-lived link: the photo on the page (its bytes loaded), and a link that opens it.
  await expect(detail(page, 'Receipt')).toContainText('bolt-slip.png');
  await expect(detail(page, 'Receipt').getByRole('link', { name: /View receipt/ })).toHaveAttribute('href', /\/receipts\//);
  const photo = page.getByRole('img', { name: 'Receipt: bolt-slip.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  // Nothing to reimburse: no reimbursement button.
  await expect(page.getByRole('button', { name: 'Mark as reimbursed' })).toHaveCount(0);
  await expectFine(page);

  // The second: paid out of pocket, for no customer.
  await navigate(page, 'Expenses');
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill('12500.50');
  await chooseOption(page, 'Category', 'Meals');
  await page.getByLabel('Vendor').fill('Mama Put Canteen');
  await page.getByLabel('Reimbursable').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXPENSE_MESSAGES.added).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meals' })).toBeVisible();
  await expect(detail(page, 'Reimbursable')).toHaveText('To reimburse');
  await expect(detail(page, 'Billable')).toHaveText('No');
  await expect(detail(page, 'Receipt')).toHaveText('None');

  // The tabs: All has both, newest first; Unbilled only the billable one; nothing invoiced or reimbursed yet.
  await navigate(page, 'Expenses');
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').first()).toContainText('Mama Put Canteen');
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toContainText('₦25,000.00');
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toContainText('Funmi Bridal House');
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toContainText('Billable');
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toContainText('Receipt');
  await expect(list.getByRole('link', { name: /Mama Put Canteen/ })).not.toContainText('Receipt');
  await expect(list.getByRole('link', { name: /Mama Put Canteen/ })).toContainText('Reimbursable');
  await expectFine(page);
  await openTab(page, 'Unbilled');
  await expect(list.getByRole('link', { name: /Mama Put Canteen/ })).toHaveCount(0);
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toBeVisible();
  await openTab(page, 'Invoiced');
  await expect(page.getByText('There are no expenses')).toBeVisible();
  await openTab(page, 'Reimbursed');
  await expect(page.getByText('There are no expenses')).toBeVisible();
});

test('an expense is marked reimbursed on its page and listed under Reimbursed; one is edited, one deleted @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('expenses-life', 'Surulere Sound Hire');
  const call = await apiCall(owner);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Tunde Weddings', email: 'tunde@weddings.ng' });
  const expense = (body: Record<string, unknown>) => call<{ expenseId: string }>('POST', '/expenses', { expenseDate: lagosDay(), ...body });
  await expense({ category: 'travel', amountKobo: 2_500_000, vendor: 'Bolt Rides', customerId, billable: true });
  const { expenseId } = await expense({ category: 'meals', amountKobo: 1_250_050, vendor: 'Mama Put Canteen', reimbursable: true });
  await signIn(page, owner, `/dashboard/expenses/${expenseId}`);
  const list = page.getByRole('list', { name: 'Expenses' });

  // Reimbursed on its page: then it is under Reimbursed, and only it.
  await expect(page.getByRole('heading', { level: 1, name: 'Meals' })).toBeVisible();
  await expect(detail(page, 'Reimbursable')).toHaveText('To reimburse');
  await page.getByRole('button', { name: 'Mark as reimbursed' }).click();
  await expect(page.getByText('Expense marked as reimbursed')).toBeVisible();
  await expect(detail(page, 'Reimbursable')).toHaveText('Reimbursed');
  await expect(page.getByRole('button', { name: 'Mark as not reimbursed' })).toBeVisible();
  await expectFine(page);
  await navigate(page, 'Expenses');
  await openTab(page, 'Reimbursed');
  await expect(list.getByRole('link', { name: /Mama Put Canteen/ })).toContainText('Reimbursed');
  await expect(list.getByRole('link')).toHaveCount(1);

  // Edited: the form starts from what was saved; the new amount shows in the list.
  await openTab(page, 'All');
  await list.getByRole('link', { name: /Bolt Rides/ }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Expense' })).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('25000.00');
  await expect(selectButton(page, 'Customer')).toContainText('Tunde Weddings');
  await expect(page.getByLabel('Billable to the customer')).toBeChecked();
  await page.getByLabel(/^Amount/).fill('27500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXPENSE_MESSAGES.saved)).toBeVisible();
  await expect(detail(page, 'Amount')).toHaveText('₦27,500.00');
  await navigate(page, 'Expenses');
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toContainText('₦27,500.00');

  // Deleted, after a confirmation.
  await list.getByRole('link', { name: /Mama Put Canteen/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText(EXPENSE_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Bolt Rides/ })).toBeVisible();
});
