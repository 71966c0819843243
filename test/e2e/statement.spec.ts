import { readFileSync } from 'node:fs';
import { formatNaira } from '../../shared/money';
import { periodRange } from '../../frontend/src/features/customers/components/statement-periods';
import { pdfText } from '../support/pdf-text';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall, chooseOption, dismissMessages, lagosDay, mailWithSubject } from './documents';

test('a customer statement: this month with its opening balance, last month, a custom period refused backwards, the PDF and the e-mail', async ({ page }) => {
  test.setTimeout(150_000);
  const user = await onboardedUser('statement', 'Apapa Wholesale Ltd');
  const call = await apiCall(user);
  const customer = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels', email: `accounts-${Date.now()}@eko.ng` });
  const id = customer.customerId;
  const today = lagosDay();
  const lastMonth = periodRange('last_month', today)!;
  const line = (naira: number) => [{ name: 'Crates of drinks', quantity: 1, rateKobo: naira * 100, taxRate: 7.5 }];
  const old = await call<{ invoiceNumber: string; totalKobo: number }>('POST', '/invoices', { customerId: id, invoiceDate: lastMonth.from, paymentTerms: 'net_15', lines: line(200_000), status: 'sent' });
  const recent = await call<{ invoiceNumber: string; totalKobo: number }>('POST', '/invoices', { customerId: id, invoiceDate: today, paymentTerms: 'net_15', lines: line(100_000), status: 'sent' });
  const paid = await call<{ paymentNumber: string }>('POST', '/payments', { customerId: id, amountKobo: 5_000_000, paymentDate: today, mode: 'bank_transfer' });
  const closing = old.totalKobo + recent.totalKobo - 5_000_000;

  await signIn(page, user, `/dashboard/customers/${id}`);
  await page.getByRole('tab', { name: 'STATEMENT' }).click();
  const summary = page.getByLabel('Account summary');
  await expect(summary).toContainText(`Opening Balance${formatNaira(old.totalKobo)}`);
  await expect(summary).toContainText(`Balance Due${formatNaira(closing)}`);
  // The statement agrees with the balances in the header.
  await expect(page.locator('.kobo-balances').first()).toContainText(formatNaira(closing));
  const table = page.getByRole('region', { name: 'Statement transactions' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(2)).toContainText(recent.invoiceNumber);
  await expect(table.getByRole('row').nth(3)).toContainText(paid.paymentNumber);
  await expect(table.getByRole('row').nth(3)).toContainText(formatNaira(closing));
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // On a phone the lines stack as cards: nothing scrolls sideways inside the statement either.
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await chooseOption(page, 'Period', 'Last Month');
  await expect(table.getByRole('row').nth(2)).toContainText(old.invoiceNumber);
  await expect(summary).toContainText(`Opening Balance${formatNaira(0)}`);

  await chooseOption(page, 'Period', 'Custom');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today.replace(/-/g, '/'));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(lastMonth.from.replace(/-/g, '/'));
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await chooseOption(page, 'Period', 'This Month');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Statement_Eko_Hotels_.*\.pdf$/);
  const text = pdfText(readFileSync(await download.path()));
  for (const t of ['STATEMENT OF ACCOUNTS', '₦', recent.invoiceNumber, paid.paymentNumber, formatNaira(closing)]) expect(text).toContain(t);

  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Statement' });
  await expect(dialog.getByLabel('Statement amount')).toContainText(formatNaira(closing));
  await expect(dialog.getByRole('checkbox', { name: 'Attach Statement PDF' })).toBeChecked();
  const subject = `Your statement from Apapa Wholesale ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  const mail = await mailWithSubject(subject);
  expect(pdfText(Buffer.from(mail.attachments[0]!.content, 'base64'))).toContain(formatNaira(closing));
  await dismissMessages(page);
  await page.getByRole('tab', { name: 'COMMENTS & HISTORY' }).click();
  await expect(page.getByText(/^Statement for .* emailed to accounts-/)).toBeVisible();
});
