import { readFileSync } from 'node:fs';
import { formatNaira } from '../../shared/money';
import { pdfText } from '../support/pdf-text';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test, type User } from './fixtures';
import { apiCall, dismissMessages, lagosDay, mailWithSubject } from './documents';

async function seed(user: User) {
  const call = await apiCall(user);
  const customerId = (await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels', email: `accounts-${Date.now()}@eko.ng` })).customerId;
  const line = { name: 'Jollof for 50 guests', quantity: 1, rateKobo: 25_000_000, taxRate: 7.5 };
  return { call, customerId, line };
}

async function moreAction(page: import('@playwright/test').Page, menu: string, entry: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

test('e-mail a draft quote with its PDF: the overlay as the spec has it, the mailbox gets it, the quote is sent @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('quote-mail', 'Surulere Prints Ltd');
  const { call, customerId, line } = await seed(user);
  const quote = await call<{ quoteId: string; quoteNumber: string; totalKobo: number }>('POST', '/quotes', { customerId, quoteDate: lagosDay(), lines: [line], status: 'draft' });
  await signIn(page, user, `/dashboard/quotes/${quote.quoteId}`);
  await expect(page.getByRole('heading', { level: 1, name: quote.quoteNumber })).toBeVisible();
  await page.getByRole('button', { name: 'Send Email' }).click();

  const dialog = page.getByRole('dialog', { name: 'Email Quote' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Quote ${quote.quoteNumber} from Surulere Prints Ltd is awaiting your approval`);
  await expect(dialog.getByLabel('Quote amount')).toContainText(formatNaira(quote.totalKobo));
  await expect(dialog.getByRole('checkbox', { name: 'Attach Estimate PDF' })).toBeChecked();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The contact-selection sub-screen: a new contact needs a name.
  await dialog.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('button', { name: 'New contact' }).click();
  const contact = page.getByRole('dialog', { name: 'New contact' });
  await contact.getByLabel('Email').fill('chef@eko.ng');
  await contact.getByRole('button', { name: 'Add' }).click();
  await expect(contact.getByText('Name is required')).toBeVisible();
  await contact.getByLabel('Name').fill('Chef Tunde');
  await contact.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('list', { name: 'Recipients' })).toContainText('Chef Tunde <chef@eko.ng>');

  const subject = `Quote ${quote.quoteNumber} for the wedding ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully and quote marked as sent!')).toBeVisible();
  await expect(page.getByText('This quote is SENT')).toBeVisible();

  const mail = await mailWithSubject(subject);
  expect(mail.destination.to.join(',')).toContain('chef@eko.ng');
  expect(mail.attachments[0]!.filename).toBe(`${quote.quoteNumber}.pdf`);
  expect(pdfText(Buffer.from(mail.attachments[0]!.content, 'base64'))).toContain(formatNaira(quote.totalKobo));
});

test('download an invoice PDF and read it; share its link and stop sharing it @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('invoice-pdf', 'Ikeja Supplies Ltd');
  const { call, customerId, line } = await seed(user);
  const inv = await call<{ invoiceId: string; invoiceNumber: string; totalKobo: number }>('POST', '/invoices', {
    customerId,
    invoiceDate: lagosDay(),
    paymentTerms: 'net_15',
    lines: [line],
    status: 'sent',
  });
  await signIn(page, user, `/dashboard/invoices/${inv.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: inv.invoiceNumber })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await moreAction(page, 'More invoice actions', 'Download PDF');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${inv.invoiceNumber}.pdf`);
  const text = pdfText(readFileSync(await download.path()));
  expect(text).toContain('₦');
  expect(text).toContain(formatNaira(inv.totalKobo));
  expect(text).toContain('Ikeja Supplies Ltd');

  await moreAction(page, 'More invoice actions', 'Share Invoice Link');
  const share = page.getByRole('dialog', { name: 'Share Invoice Link' });
  const link = share.getByLabel('Share link');
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  await expect(share.getByRole('link', { name: 'Share via WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  expect(await call('GET', `/invoices/${inv.invoiceId}/share`)).toEqual({ link: null });
  await dismissMessages(page);
});

test("an invoice PDF prints the customer's 45-character e-mail address whole and a Yoruba name as typed @desktop-only", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('invoice-pdf-text', 'Ikeja Supplies Ltd');
  const call = await apiCall(user);
  const email = 'accounts.payable.ltd@awolowostores-ikj.com.ng';
  expect(email).toHaveLength(45);
  const displayName = 'Ọbáfẹ́mi Àwólọ́wọ̀ Stores';
  const customerId = (await call<{ customerId: string }>('POST', '/customers', { displayName, email })).customerId;
  const inv = await call<{ invoiceId: string; invoiceNumber: string }>('POST', '/invoices', {
    customerId,
    invoiceDate: lagosDay(),
    paymentTerms: 'net_15',
    lines: [{ name: 'Jollof for 50 guests', quantity: 1, rateKobo: 25_000_000, taxRate: 7.5 }],
    status: 'sent',
  });
  await signIn(page, user, `/dashboard/invoices/${inv.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: inv.invoiceNumber })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await moreAction(page, 'More invoice actions', 'Download PDF');
  const lines = pdfText(readFileSync(await (await downloading).path())).split('\n');
  // What pdftotext reads is NFC, as the browser sent the name.
  expect(lines).toContain(displayName.normalize('NFC'));
  expect(lines).toContain(email);
});

test('PDF template: a modern layout with bank details is saved and used by the next PDF @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('pdf-template', 'Yaba Bakery Ltd');
  const { call } = await seed(user);
  await signIn(page, user, '/dashboard/settings');
  await page.getByRole('link', { name: 'PDF Template Customization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PDF Template Customization' })).toBeVisible();
  await page.getByRole('radio', { name: /^Modern/ }).check();
  await page.getByLabel('Accent colour').fill('#0B6E4F');
  await page.getByLabel('Footer text').fill('Yaba Bakery: fresh every morning');
  await page.getByLabel('Bank details').fill('GTBank\nYaba Bakery Ltd\n0123456789');
  await expect(page.getByTitle('PDF template preview')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PDF template saved. New PDFs use it.')).toBeVisible();
  expect(await call('GET', '/settings/pdf-template')).toMatchObject({ layout: 'modern', accentColor: '#0b6e4f', footerText: 'Yaba Bakery: fresh every morning', version: 1 });
});
