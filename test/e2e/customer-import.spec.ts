import fs from 'node:fs';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

const CITIES = ['Ikeja', 'Wuse', 'Kano', 'Port Harcourt', 'Ibadan'];
const BAD: Record<number, string> = { 51: 'email', 102: 'name', 177: 'tax' };

/** 200 customer rows (rows 2 to 201 of the file), three of them bad. */
function customerCsv(tag: string): string {
  const lines = ['Display Name,Email,Phone,Tax Rate,Billing Street 1,Billing City,Billing State'];
  for (let row = 2; row <= 201; row++) {
    const n = String(row).padStart(3, '0');
    const name = BAD[row] === 'name' ? '' : `${tag} Customer ${n}`;
    const email = BAD[row] === 'email' ? 'not-an-email' : `c${n}@${tag.toLowerCase()}.ng`;
    const tax = BAD[row] === 'tax' ? '10' : row % 2 ? '7.5' : '';
    lines.push([name, email, `+234 80${row % 10} 000 ${n}0`, tax, `"${row} Allen Avenue, Suite 2"`, CITIES[row % 5], 'Lagos'].join(','));
  }
  return lines.join('\n');
}

// Scale and the import's rules, not layout (the import page at 375px: item-import.spec.ts): one width is enough.
test('a 200-row customer CSV with 3 bad rows imports 197, reports exactly the 3, never twice, and exports back @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('csv', 'Ibadan Wholesale Ltd');
  await signIn(page, user);
  await navigate(page, 'Customers');
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Import customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Customers' })).toBeVisible();

  // A file with a wrong header is refused whole.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('Nmae,Email\nAda,ada@x.ng\n') });
  await expect(page.getByText('Unknown column "Nmae"')).toBeVisible();
  await expect(page.getByText('Nothing was imported.')).toBeVisible();

  const tag = `T${Date.now().toString(36)}`;
  const csv = Buffer.from(customerCsv(tag));
  await fileInput.setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText(/200 rows read/)).toBeVisible();
  await expect(page.getByText(/197 ready to import, 3 rows with errors/)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row').nth(1)).toContainText('51EmailEnter a valid email address');
  await expect(errors.getByRole('row').nth(2)).toContainText('102Display NameDisplay name is required');
  await expect(errors.getByRole('row').nth(3)).toContainText("177Tax Rate10% is not one of the company's tax rates; choose one from Settings > Taxes");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Import 197 customers' }).click();
  await expect(page.getByText('197 customers imported.').first()).toBeVisible({ timeout: 60_000 });
  await expect(errors.getByRole('row')).toHaveCount(4);

  // The same file again: nothing is written twice.
  await page.reload();
  // The file is chosen once the app has taken over the prerendered page (see known gaps: a file
  // chosen on the prerendered import page is handed over, but was once seen lost on a reload).
  await page.waitForFunction(() => !('__koboEarly' in window));
  await page.locator('input[type="file"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Import 197 customers' }).click();
  await expect(page.getByText('0 customers imported; 197 rows were already imported before and not added again.').first()).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Go to customers' }).click();
  await page.getByLabel('Search customers').fill(`${tag} Customer 050`);
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('link')).toHaveCount(1);

  // Export: every customer, addresses flattened.
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export customers' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
  expect(exported).toHaveLength(198);
  expect(exported[0]).toMatch(/^\uFEFFDisplay Name,Customer Type,/);
  const row50 = exported.find((l) => l.startsWith(`${tag} Customer 050,`))!;
  expect(row50).toContain('"50 Allen Avenue, Suite 2",,Ikeja,Lagos');
  await expect(page.getByText('197 customers exported')).toBeVisible();
});
