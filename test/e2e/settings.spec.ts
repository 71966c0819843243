import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { pdfImages, pdfText } from '../support/pdf-text';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall, dismissMessages, lagosDay, selectButton } from './documents';

/** A PNG of `width` × `height` pixels, one colour (what a phone photo is to the upload: too big). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [15, 107, 58]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Opens a settings page from the menu, as a person would. */
async function openSetting(page: Page, entry: string, heading: string) {
  await page.goto('/dashboard/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('settings: a logo scaled to the image resolution, the organization on a quote, the invoice series and notes on a new invoice, the opening screen after sign-in @desktop-only', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await onboardedUser('settings', 'Ajah Furniture Ltd');
  const call = await apiCall(user);
  const customerId = (await call<{ customerId: string }>('POST', '/customers', { displayName: 'Lekki Suites' })).customerId;
  await signIn(page, user, '/dashboard/settings');

  // The menu lists only pages that work.
  const menu = page.getByRole('navigation', { name: 'Settings menu' });
  await expect(menu.getByRole('link')).toHaveText(['My Profile', 'Organization Profile', 'Team Members', 'Subscription & Billing', 'Preferences', 'Taxes', 'Expense categories', 'PDF Template Customization', 'Payment Gateways', 'Opening Screen - Default', 'Image upload resolution', 'Privacy & Security', 'Company data']);

  // Image upload resolution: 640 pixels; the logo chosen next is scaled to it in the browser.
  await openSetting(page, 'Image upload resolution', 'Image upload resolution');
  await page.getByRole('radio', { name: /^Small: 640 pixels/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Image upload resolution saved')).toBeVisible();
  await dismissMessages(page);

  // Organization Profile: the spec's messages, then every field saved.
  await openSetting(page, 'Organization Profile', 'Organization Profile');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(2400, 960) });
  await expect(page.getByRole('img', { name: 'Ajah Furniture Ltd logo' })).toBeVisible();
  await page.getByLabel(/^Company name/).fill('A');
  await page.getByLabel('TIN', { exact: true }).fill('12-34');
  await page.getByRole('button', { name: 'Save' }).click();
  // Each message is the field's own description (Cloudscape also repeats it, for a moment, in a live region).
  await expect(page.getByLabel(/^Company name/)).toHaveAccessibleDescription(/Company name must be at least 2 characters/);
  await expect(page.getByLabel('TIN', { exact: true })).toHaveAccessibleDescription(/Enter the TIN as 12345678-0001 or as 10 to 13 digits/);
  await page.getByLabel(/^Company name/).fill('Ajah Fine Furniture Ltd');
  await page.getByLabel('TIN', { exact: true }).fill('23456789-0001');
  await page.getByLabel('VAT registration number').fill('VAT-778812');
  await page.getByLabel('Street address', { exact: true }).fill('14 Admiralty Way');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company information saved')).toBeVisible();
  await dismissMessages(page);
  const logo = Buffer.from(await (await fetch((await call<{ logoUrl: string }>('GET', '/settings/organization')).logoUrl)).arrayBuffer());
  expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([640, 256]);

  // ... and is on the quote's PDF.
  const quote = await call<{ quoteId: string; quoteNumber: string }>('POST', '/quotes', {
    customerId,
    quoteDate: lagosDay(),
    lines: [{ name: 'Oak dining table', quantity: 1, rateKobo: 45_000_000, taxRate: 7.5 }],
    status: 'sent',
  });
  await page.goto(`/dashboard/quotes/${quote.quoteId}`);
  await expect(page.getByRole('heading', { level: 1, name: quote.quoteNumber })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'More quote actions' }).click();
  await page.getByRole('menuitem', { name: 'Download PDF', exact: true }).click();
  const text = pdfText(readFileSync(await (await downloading).path()));
  expect(text).toContain('Ajah Fine Furniture Ltd');
  expect(text).toContain('TIN: 23456789-0001');
  expect(text).toContain('VAT Reg. No: VAT-778812');
  expect(text).toContain('14 Admiralty Way');

  // Preferences: the invoice series and the invoice notes (bank details).
  await openSetting(page, 'Preferences', 'Preferences');
  const invoices = page.getByRole('group', { name: 'Invoices' });
  await invoices.getByLabel('Prefix').fill('AFL/');
  await invoices.getByLabel('Next number').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(invoices.getByText('The next number must be at least 1')).toBeVisible();
  await invoices.getByLabel('Next number').fill('305');
  await expect(invoices.getByText('The next one: AFL/000305')).toBeVisible();
  await page.getByLabel('Customer notes (invoices)').fill('Pay to Zenith Bank, Ajah Fine Furniture Ltd, 1012345678');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await dismissMessages(page);

  // A new invoice takes the number and the notes; it is created with them.
  await page.goto('/dashboard/invoices/new');
  await expect(page.getByLabel(/^Invoice #/)).toHaveValue('AFL/000305');
  await expect(page.getByLabel('Customer Notes')).toHaveValue('Pay to Zenith Bank, Ajah Fine Furniture Ltd, 1012345678');
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('lekki');
  await page.getByRole('option', { name: /Lekki Suites/ }).click();
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await page.getByLabel(/^Item Name/).fill('Wardrobe');
  await page.getByLabel(/^Rate/).fill('120000');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/dashboard/invoices/new');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'AFL/000305' })).toBeVisible();
  await dismissMessages(page);

  // Opening Screen: Invoices; signing in again lands there.
  await openSetting(page, 'Opening Screen - Default', 'Opening Screen');
  await page.getByRole('radio', { name: 'Invoices' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Opening screen saved')).toBeVisible();
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/auth');
  await signIn(page, user, '/auth');
  await page.waitForURL('**/dashboard/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

// The conversion, not layout: one width is enough.
test('a WebP logo is uploaded as a PNG, so the PDFs print it @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('webp-logo', 'Surulere Prints Ltd');
  const call = await apiCall(user);
  const customerId = (await call<{ customerId: string }>('POST', '/customers', { displayName: 'Ojuelegba Stores' })).customerId;
  await signIn(page, user, '/dashboard/settings/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization Profile' })).toBeVisible();

  // A WebP of 300 × 120, as a phone or a design tool would save it (the browser's own encoder makes it).
  const webp = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 120;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#0f6b3a';
      context.fillRect(0, 0, 300, 120);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/webp', 0.9));
      return [...new Uint8Array(await blob.arrayBuffer())];
    }),
  );
  expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  await page.locator('input[type="file"]').setInputFiles({ name: 'brand.webp', mimeType: 'image/webp', buffer: webp });
  await expect(page.getByRole('img', { name: 'Surulere Prints Ltd logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company information saved')).toBeVisible();

  // Stored as a PNG of the same size...
  const logo = Buffer.from(await (await fetch((await call<{ logoUrl: string }>('GET', '/settings/organization')).logoUrl)).arrayBuffer());
  expect(logo.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([300, 120]);

  // ... which the invoice's PDF draws.
  const invoice = await call<{ invoiceId: string }>('POST', '/invoices', {
    customerId,
    invoiceDate: lagosDay(),
    paymentTerms: 'due_on_receipt',
    lines: [{ name: 'Banner printing', quantity: 2, rateKobo: 1_500_000, taxRate: 7.5 }],
    status: 'sent',
  });
  const link = await call<{ url: string }>('GET', `/invoices/${invoice.invoiceId}/pdf`);
  const images = pdfImages(Buffer.from(await (await fetch(link.url)).arrayBuffer())).filter((i) => i.type === 'image');
  expect(images.map(({ width, height }) => [width, height])).toEqual([[300, 120]]);
});
