import type { Page } from '@playwright/test';
import { chooseOption, dismissMessages, selectButton } from './documents';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

/** The figure of one row of the totals block ('Sub Total', 'Discount', 'VAT (7.5%)', 'Total'). */
const totalsRow = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'Quote totals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

async function expectTotals(page: Page, figures: Record<string, string>) {
  for (const [label, figure] of Object.entries(figures)) await expect(totalsRow(page, label)).toContainText(figure);
}

/** Opens Add Line Item from the quote form and waits for the screen. */
async function openAddLine(page: Page) {
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Quote Item' })).toBeVisible();
}

test('a quote for a new customer with 3 lines, 10% off and VAT on two is kept across a reload, saved as a draft and edited @desktop-only', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await onboardedUser('quotes', 'Yaba Office Supplies');
  await signIn(page, user);

  // A catalogue item, made through the Items screens.
  await navigate(page, 'Items');
  await page.getByRole('link', { name: 'Add Item' }).click();
  await page.getByLabel(/^Name/).fill('Ergonomic Office Chair');
  await page.getByLabel('Selling Price (₦)').fill('45000');
  await page.getByLabel('Description').fill('Mesh back, adjustable arms');
  await chooseOption(page, 'Tax', 'VAT (7.5%)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item added successfully')).toBeVisible();

  // Create Quote: the next number of the series is pre-filled, today and +30 days are the dates.
  await page.goto('/dashboard/quotes/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Quote' })).toBeVisible();
  await expect(page.getByLabel(/^Quote #/)).toHaveValue('QT-00001');
  await expect(page.getByLabel('Customer Notes')).toHaveValue('Thank you for your business');
  await expect(page.getByLabel('Terms & Conditions')).toHaveValue('All quotes are valid for 30 days from the date of issue');
  await page.getByLabel('Reference #').fill('PO-7781');

  // The plus button makes a customer and comes back with it selected; what was typed is still there.
  await page.getByRole('button', { name: 'New customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Customer' })).toBeVisible();
  await page.getByLabel('Display Name').fill('Chinwe Okafor Ventures');
  await page.getByLabel('Email').fill('chinwe@okaforventures.ng');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/dashboard/quotes/new');
  await expect(selectButton(page, 'Customer Name')).toContainText('Chinwe Okafor Ventures');
  await expect(page.getByRole('link', { name: 'Address', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer Details' })).toBeVisible();
  await expect(page.getByLabel('Reference #')).toHaveValue('PO-7781');
  await page.getByLabel('Subject').fill('Office chairs for the Yaba branch');

  // Line 1, from the catalogue: the item fills name, description, rate and VAT.
  await openAddLine(page);
  await selectButton(page, 'Item from the catalogue').click();
  await page.getByLabel('Search items').fill('chair');
  await page.getByRole('option', { name: /Ergonomic Office Chair/ }).click();
  await expect(page.getByText('Item selected')).toBeVisible();
  await expect(page.getByLabel(/^Item Name/)).toHaveValue('Ergonomic Office Chair');
  await expect(page.getByLabel(/^Rate/)).toHaveValue('45000.00');
  await expect(selectButton(page, 'Tax')).toContainText('VAT (7.5%)');
  await page.getByLabel(/^Quantity/).fill('2');
  await expect(page.getByLabel('Amount')).toHaveValue('₦90,000.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item added to quote')).toBeVisible();
  await page.waitForURL('**/dashboard/quotes/new');

  // A reload keeps the whole draft.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Quote' })).toBeVisible();
  await expect(selectButton(page, 'Customer Name')).toContainText('Chinwe Okafor Ventures');
  await expect(page.getByLabel('Reference #')).toHaveValue('PO-7781');
  await expect(page.getByLabel('Subject')).toHaveValue('Office chairs for the Yaba branch');
  await expect(page.getByRole('button', { name: 'Edit line 1: Ergonomic Office Chair' })).toBeVisible();

  // Line 2, typed, with VAT: a line needs a name.
  await openAddLine(page);
  await page.getByLabel(/^Rate/).fill('15000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Item Name/)).toHaveAccessibleDescription(/Item name is required/);
  await page.getByLabel(/^Item Name/).fill('Delivery and assembly');
  await chooseOption(page, 'Tax', 'VAT (7.5%)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit line 2: Delivery and assembly' })).toBeVisible();

  // Line 3, typed, 1.5 hours, no tax.
  await openAddLine(page);
  await page.getByLabel(/^Item Name/).fill('Staff training session');
  await page.getByLabel(/^Quantity/).fill('1.5');
  await chooseOption(page, 'Unit', 'hrs');
  await page.getByLabel(/^Rate/).fill('12,000');
  await expect(page.getByLabel('Amount')).toHaveValue('₦18,000.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit line 3: Staff training session' })).toBeVisible();

  // 10% discount. By hand, in naira:
  //   lines: 2 × 45,000 = 90,000 (VAT 7.5%); 1 × 15,000 = 15,000 (VAT 7.5%); 1.5 × 12,000 = 18,000 (no tax)
  //   sub total = 90,000 + 15,000 + 18,000 = 123,000.00
  //   discount 10% = 12,300.00, spread in proportion: 9,000 + 1,500 + 1,800
  //   VAT after the discount = 7.5% × ((90,000 − 9,000) + (15,000 − 1,500)) = 7.5% × 94,500 = 7,087.50
  //   total = 123,000 − 12,300 + 7,087.50 = 117,787.50
  await page.getByLabel('Discount', { exact: true }).fill('150');
  await expect(page.getByText('Discount cannot be more than 100%')).toBeVisible();
  await page.getByLabel('Discount', { exact: true }).fill('10');
  await expectTotals(page, { 'Sub Total': '₦123,000.00', Discount: '-₦12,300.00', 'VAT (7.5%)': '₦7,087.50', Total: '₦117,787.50' });

  // A real attachment; a file of the wrong type is refused with the API's message.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'installer.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
  await expect(page.getByText(/installer\.zip: Attach a PDF, an image/).first()).toBeVisible();
  await fileInput.setInputFiles({ name: 'floor-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Ground floor: 12 chairs\nFirst floor: 8 chairs\n') });
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText('floor-plan.txt')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Save as Draft: created, and the detail page opens.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Quote created successfully')).toBeVisible();
  await page.waitForURL(/\/dashboard\/quotes\/(?!new$)[A-Za-z0-9]+$/);
  const quoteId = new URL(page.url()).pathname.split('/').pop()!;

  // Edit: the form loads every saved field and the server's figures match the ones computed on screen.
  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Quote' })).toBeVisible();
  await expect(page.getByLabel(/^Quote #/)).toHaveValue('QT-00001');
  await expect(selectButton(page, 'Customer Name')).toContainText('Chinwe Okafor Ventures');
  await expect(page.getByLabel('Reference #')).toHaveValue('PO-7781');
  await expect(page.getByLabel('Subject')).toHaveValue('Office chairs for the Yaba branch');
  await expect(page.getByLabel('Discount', { exact: true })).toHaveValue('10');
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText('floor-plan.txt')).toBeVisible();
  await expectTotals(page, { 'Sub Total': '₦123,000.00', Total: '₦117,787.50' });

  // Change a quantity (the line opens in the line screen and comes back to the edit form).
  await page.getByRole('button', { name: 'Edit line 2: Delivery and assembly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Quote Item' })).toBeVisible();
  await expect(page.getByLabel(/^Item Name/)).toHaveValue('Delivery and assembly');
  await page.getByLabel(/^Quantity/).fill('2');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await page.waitForURL(`**/dashboard/quotes/${quoteId}/edit`);
  // By hand: 15,000 → 30,000; sub total 138,000; discount 13,800;
  //   VAT 7.5% × ((90,000 − 9,000) + (30,000 − 3,000)) = 7.5% × 108,000 = 8,100; total 138,000 − 13,800 + 8,100 = 132,300.00
  await expectTotals(page, { 'Sub Total': '₦138,000.00', 'VAT (7.5%)': '₦8,100.00', Total: '₦132,300.00' });
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Quote updated successfully')).toBeVisible();
  await page.waitForURL(`**/dashboard/quotes/${quoteId}`);

  // Saved: the edit form, loaded from the server again, shows the new figures.
  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  await expect(page.getByRole('button', { name: 'Edit line 2: Delivery and assembly' })).toBeVisible();
  await expectTotals(page, { 'Sub Total': '₦138,000.00', Discount: '-₦13,800.00', 'VAT (7.5%)': '₦8,100.00', Total: '₦132,300.00' });
  await page.getByRole('button', { name: 'Back to the quote' }).click();
  await page.waitForURL(`**/dashboard/quotes/${quoteId}`);

  // A second quote: the customer is found by search, and a number already used is refused on its field.
  await page.goto('/dashboard/quotes/new');
  await expect(page.getByLabel(/^Quote #/)).toHaveValue('QT-00002');
  await page.getByRole('button', { name: 'Create & Send Quote' }).click();
  await expect(page.getByText('Please select a customer').first()).toBeVisible();
  await expect(page.getByText('Please add at least one item').first()).toBeVisible();
  await dismissMessages(page, 'Please select a customer', 'Please add at least one item');
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('okafor');
  await page.getByRole('option', { name: /Chinwe Okafor Ventures/ }).click();
  await openAddLine(page);
  await page.getByLabel(/^Item Name/).fill('Site survey');
  await page.getByLabel(/^Rate/).fill('5000');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel(/^Quote #/).fill('QT-00001');
  await page.getByRole('button', { name: 'Create & Send Quote' }).click();
  await expect(page.getByText('Failed to create quote: Quote number QT-00001 is already used')).toBeVisible();
  await expect(page.getByLabel(/^Quote #/)).toHaveAccessibleDescription(/Quote number QT-00001 is already used/);
  await dismissMessages(page);
  await page.getByRole('button', { name: 'Back to Quotes' }).click();
  await page.waitForURL('**/dashboard/quotes');

  // Back dropped the draft: a new form starts empty.
  await page.goto('/dashboard/quotes/new');
  await expect(page.getByText('No items added yet. Use Add Line Item to add one.')).toBeVisible();
  await expect(selectButton(page, 'Customer Name')).not.toContainText('Chinwe Okafor Ventures');

  // An unknown quote cannot be edited.
  await page.goto('/dashboard/quotes/01NOSUCHQUOTE0000000000000/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Quotes' }).click();
  await page.waitForURL('**/dashboard/quotes');
});
