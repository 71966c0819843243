import { readFileSync } from 'node:fs';
import { formatNaira } from '../../shared/money';
import { formatDate } from '../../frontend/src/features/customers/components/format';
import { periodRange } from '../../frontend/src/features/customers/components/statement-periods';
import { pdfText } from '../support/pdf-text';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall, chooseOption, dismissMessages, lagosDay, mailWithSubject } from './documents';

/** Below 768px the app takes its phone layout. */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** The statement's lines, the opening balance first: table rows on a wide screen, cards in a list on a phone. */
function statementLines(page: Page): Locator {
  const name = 'Statement transactions';
  if (onPhone(page)) return page.getByRole('list', { name }).getByRole('listitem');
  return page.getByRole('table', { name }).getByRole('row').filter({ has: page.getByRole('cell') });
}

/** A card's figures as a reader hears them: each term with its definition. */
async function labelledValues(card: Locator): Promise<string[][]> {
  const terms = await card.getByRole('term').allTextContents();
  const values = await card.getByRole('definition').allTextContents();
  return terms.map((t, i) => [t, values[i] ?? '']);
}

/** Elements in `within` that scroll sideways (their content wider than they are, overflow auto or scroll). */
function sidewaysScrollers(within: Locator): Promise<string[]> {
  return within.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.scrollWidth > el.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

test('a customer statement: this month with its opening balance, last month, a custom period refused backwards, the PDF and the e-mail @desktop-only', async ({ page }) => {
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
  const lines = statementLines(page);
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Opening Balance');
  await expect(lines.nth(1)).toContainText(recent.invoiceNumber);
  await expect(lines.nth(2)).toContainText(paid.paymentNumber);
  const opening = formatNaira(old.totalKobo);
  if (onPhone(page)) {
    // Each line is a card: what it is and its date, the document, then its figures each named.
    await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(0);
    await expect(lines.nth(1)).toContainText(`Invoice${formatDate(today)}${recent.invoiceNumber} - due on`);
    expect(await labelledValues(lines.nth(0))).toEqual([['Amount', opening], ['Balance', opening]]);
    expect(await labelledValues(lines.nth(1))).toEqual([['Amount', formatNaira(recent.totalKobo)], ['Balance', formatNaira(old.totalKobo + recent.totalKobo)]]);
    expect(await labelledValues(lines.nth(2))).toEqual([['Payments', formatNaira(5_000_000)], ['Balance', formatNaira(closing)]]);
  } else {
    // On a wide screen the six columns of the PDF, unchanged.
    const table = page.getByRole('table', { name: 'Statement transactions' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Transactions', 'Details', 'Amount', 'Payments', 'Balance']);
    await expect(lines.nth(0).getByRole('cell')).toHaveText([formatDate(periodRange('this_month', today)!.from), 'Opening Balance', '', opening, '', opening]);
    await expect(lines.nth(2).getByRole('cell')).toHaveText([formatDate(today), 'Payment Received', `${paid.paymentNumber} - Bank transfer`, '', formatNaira(5_000_000), formatNaira(closing)]);
  }
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // Nor does anything in the statement scroll sideways on its own.
  expect(await sidewaysScrollers(page.getByRole('tabpanel'))).toEqual([]);

  await chooseOption(page, 'Period', 'Last Month');
  await expect(lines.nth(1)).toContainText(old.invoiceNumber);
  await expect(summary).toContainText(`Opening Balance${formatNaira(0)}`);

  await chooseOption(page, 'Period', 'Custom');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today.replace(/-/g, '/'));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(lastMonth.from.replace(/-/g, '/'));
  // The message under the dates (Cloudscape also repeats it, for a moment, in a live region).
  await expect(page.getByRole('tabpanel', { name: 'STATEMENT' }).getByText('The end date must be on or after the start date')).toBeVisible();
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
