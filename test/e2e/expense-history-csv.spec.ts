import fs from 'node:fs';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';
import { apiCall } from './documents';

test('a comment on an expense shows in its history, newest first, with the edit that named its fields @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('exphist', 'Lekki Studios');
  const call = await apiCall(owner);
  const expense = await call<{ expenseId: string }>('POST', '/expenses', { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000, vendor: 'Bolt' });
  await call('PUT', `/expenses/${expense.expenseId}`, { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_500_000, vendor: 'Uber' });
  await signIn(page, owner);
  await navigate(page, 'Expenses');
  await page.getByRole('list', { name: 'Expenses' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Expense history' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Expense edited');
  await expect(timeline.getByRole('listitem').first()).toContainText('Changed: Amount, Vendor');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Expense created');

  // An empty comment is refused on the page; a written one joins the timeline at the top.
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('Write a comment')).toBeVisible();
  await page.getByLabel('Add a comment').fill('Paid with the company card; receipt to follow.');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first()).toContainText('Paid with the company card; receipt to follow.');
  await expect(timeline.getByRole('listitem').first()).toContainText(/by \S+/);
  await expect(page.getByLabel('Add a comment')).toHaveValue('');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // It is the server's: a reload shows the same.
  await page.reload();
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
});

test('an expense CSV with a bad row: the preview names it, the import creates the rest, and they are listed @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await onboardedUser('expcsv', 'Ikeja Caterers');
  const call = await apiCall(owner);
  await call('POST', '/customers', { displayName: 'Funmi Bridal House' });
  await signIn(page, owner);
  await navigate(page, 'Expenses');
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Import expenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Expenses' })).toBeVisible();
  await page.waitForFunction(() => !('__koboEarly' in window));

  const csv = [
    'Date,Category,Amount,VAT,Vendor,Description,Customer,Billable,Reimbursable',
    '01/04/2026,Travel,"15,000.50",,Bolt,Airport run,Funmi Bridal House,Yes,No',
    '2026-04-02,Snacks,2500,,Mr Biggs,,,,',
    '03/04/2026,Office,"₦45,000",3375,Jumia,Printer paper,,No,Yes',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'expenses.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/3 rows read/)).toBeVisible();
  // A category the browser does not know may be one of the company's own: the server decides, row by row.
  await expect(page.getByText(/3 ready to import/)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Import 3 expenses' }).click();
  await expect(page.getByText('2 expenses imported.').first()).toBeVisible({ timeout: 30_000 });
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('Choose one of your categories');
  await page.getByRole('button', { name: 'Go to expenses' }).click();
  const list = page.getByRole('list', { name: 'Expenses' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').first()).toContainText('Office');
  await expect(list.getByRole('link').first()).toContainText('₦45,000.00');
  await expect(list.getByRole('link').nth(1)).toContainText('₦15,000.50');
  await expect(list.getByRole('link').nth(1)).toContainText('Funmi Bridal House');

  // The list's tab exports as CSV: the imported rows, newest first, naira to the kobo.
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export expenses' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^expenses-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
  expect(exported).toEqual([
    '\uFEFFDate,Category,Description,Vendor,Customer,Amount,VAT,Billing,Invoice Number,Reimbursement',
    '2026-04-03,Office,Printer paper,Jumia,,45000.00,3375.00,Not billable,,To reimburse',
    '2026-04-01,Travel,Airport run,Bolt,Funmi Bridal House,15000.50,0.00,Unbilled,,No',
  ]);
  await expect(page.getByText('2 expenses exported')).toBeVisible();
});
