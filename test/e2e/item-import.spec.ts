import fs from 'node:fs';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

test('items import from CSV with naira prices, bad rows reported, and export back @desktop-only', async ({ page }) => {
  const user = await onboardedUser('itemcsv', 'Kaduna Provisions');
  await signIn(page, user);
  await navigate(page, 'Items');
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Import items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Items' })).toBeVisible();

  // A file over the limit is refused before it is read.
  const huge = Buffer.alloc(6 * 1024 * 1024, 'a');
  await page.locator('input[type="file"]').setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: huge });
  await expect(page.getByText('This file is 6.0 MB. Choose a CSV file of at most 5.0 MB')).toBeVisible();

  const csv = [
    'Name,Description,Unit,Selling Price,Tax Rate',
    'Palm oil (25L),Red palm oil,pcs,"₦32,500.00",7.5',
    'Groundnut oil,,pcs,12.345,',
    'Cartons of noodles,40 packs,box,8400.5,0',
    'Yam tuber,,kg,,',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/2 ready to import, 2 rows with errors/)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3Selling PriceEnter an amount with at most 2 decimals');
  await expect(errors.getByRole('row').nth(2)).toContainText('5Selling PriceSelling price is required');
  await expect(page.getByRole('table', { name: 'Rows to import' })).toContainText('₦32,500.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Import 2 items' }).click();
  await expect(page.getByText('2 items imported.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Go to items' }).click();
  await expect(page.getByText('₦8,400.50')).toBeVisible();

  await page.getByRole('button', { name: 'Import / Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export items' }).click()]);
  const lines = fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('\uFEFFName,Description,Type,Unit,Selling Price,Tax Rate,Status,Created At');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 6).join(','))).toEqual([
    'Palm oil (25L),Red palm oil,Goods,pcs,32500.00,7.5',
    'Cartons of noodles,40 packs,Goods,box,8400.50,0',
  ]);
});
