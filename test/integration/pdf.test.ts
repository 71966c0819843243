import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate } from '../../shared/dates';
import { formatNaira } from '../../shared/money';
import { day } from '../support/dates';
import { pageCount, pdfImages, pdfText } from '../support/pdf-text';
import { call, onboardedUser, onboardedWithLogo, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

async function pdfOf(owner: Owner, path: string, download = false) {
  const res = await call(owner, 'GET', `${path}/pdf${download ? '?download=true' : ''}`);
  expect(res.status).toBe(200);
  const file = await fetch(res.body.url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await file.arrayBuffer());
  return { link: res.body as { url: string; fileName: string }, disposition: file.headers.get('content-disposition'), bytes, text: pdfText(bytes) };
}

const keyOf = (url: string) => new URL(url).pathname;

async function customer(owner: Owner) {
  const res = await call(owner, 'POST', '/api/customers', {
    body: { displayName: 'Eko Hotels', tin: '87654321-0001', paymentTerms: 'net_30', addresses: { billing: { street1: '1 Ajose Adeogun', city: 'Victoria Island' } } },
  });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}

const line = (rateKobo: number) => ({ name: 'Consulting', quantity: 1, rateKobo, taxRate: 7.5 });

describe('document PDFs', () => {
  it('makes an invoice PDF with ₦ and the figures the API gives, keeps it until the invoice changes, and names the file', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    const customerId = await customer(owner);
    const inv = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line(10_000_000)], status: 'sent' } })).body;
    const first = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`, true);
    expect(first.link.fileName).toBe('INV-000001.pdf');
    expect(first.disposition).toContain('attachment');
    for (const s of ['₦', formatNaira(inv.totalKobo), 'INV-000001', 'Adaeze Foods Ltd', 'Eko Hotels', 'TIN: 87654321-0001', '1 Ajose Adeogun', 'Nov 16, 2026', 'Page 1 of 1']) expect(first.text).toContain(s);

    // The same document again: the same stored file (no second render); shown inline when not downloading.
    const again = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    expect(keyOf(again.link.url)).toBe(keyOf(first.link.url));
    expect(again.disposition).toContain('inline');

    // An edit makes a new PDF with the new total.
    const edited = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line(20_000_000)] } });
    expect(edited.status).toBe(200);
    const after = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    expect(keyOf(after.link.url)).not.toBe(keyOf(first.link.url));
    expect(after.text).toContain(formatNaira(edited.body.totalKobo));
    expect(after.text).not.toContain(formatNaira(inv.totalKobo));

    // A payment changes what the invoice prints (paid, balance due).
    const paid = await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: edited.body.totalKobo, paymentDate: '2026-11-05', mode: 'cash' } });
    expect(paid.status).toBe(201);
    const settled = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    expect(settled.text).toContain('PAID');
    expect(settled.text).toMatch(/Balance Due\s+₦0\.00/);

    const receipt = await pdfOf(owner, `/api/payments/${paid.body.paymentId}`);
    for (const s of ['PAYMENT RECEIPT', paid.body.paymentNumber, 'INV-000001', formatNaira(edited.body.totalKobo), 'Cash']) expect(receipt.text).toContain(s);
  });

  it('prints quotes and sales receipts (walk-in too), and a 200-line invoice on several numbered pages', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner);
    const expiryDate = day(30);
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: day(0), expiryDate, lines: [line(5_000_000)], status: 'draft' } })).body;
    const q = await pdfOf(owner, `/api/quotes/${quote.quoteId}`);
    for (const s of ['QUOTE', quote.quoteNumber, 'DRAFT', formatDate(expiryDate), formatNaira(quote.totalKobo)]) expect(q.text).toContain(s);

    const sr = (await call(owner, 'POST', '/api/sales-receipts', { body: { receiptDate: '2026-11-02', mode: 'pos', lines: [line(1_234_567)] } })).body;
    const r = await pdfOf(owner, `/api/sales-receipts/${sr.receiptId}`);
    for (const s of ['SALES RECEIPT', sr.receiptNumber, 'Walk-in customer', 'POS', formatNaira(sr.totalKobo)]) expect(r.text).toContain(s);

    const lines = Array.from({ length: 200 }, (_, i) => ({ name: `Bag of rice ${i + 1}`, quantity: 1, rateKobo: 100_000 + i, taxRate: 7.5 }));
    const big = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines, status: 'sent' } });
    expect(big.status).toBe(201);
    const b = await pdfOf(owner, `/api/invoices/${big.body.invoiceId}`);
    const pages = pageCount(b.text);
    expect(pages).toBeGreaterThan(3);
    expect(b.text).toContain(`Page ${pages} of ${pages}`);
    expect(b.text).toContain('Bag of rice 200');
    expect(b.text).toContain(formatNaira(big.body.totalKobo));
  });

  it('keeps a PDF template per company: saved, used by the next PDF, previewed before saving, and refused when stale', async () => {
    const owner = await onboardedUser();
    expect((await call(owner, 'GET', '/api/settings/pdf-template')).body).toEqual({ layout: 'classic', accentColor: '#1f4e79', showLogo: true, version: 0 });
    const customerId = await customer(owner);
    const inv = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line(10_000_000)], status: 'sent' } })).body;
    const before = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    expect(before.text).not.toContain('Bank Details');

    const preview = await call(owner, 'POST', '/api/settings/pdf-template/preview', { body: { layout: 'modern', accentColor: '#0B6E4F', showLogo: false, footerText: 'Preview footer' } });
    expect(preview.status).toBe(200);
    const previewText = pdfText(Buffer.from(await (await fetch(preview.body.url)).arrayBuffer()));
    expect(previewText).toContain('Preview footer');
    expect(previewText).toContain('INV-PREVIEW');
    // A preview saves nothing.
    expect((await call(owner, 'GET', '/api/settings/pdf-template')).body.version).toBe(0);

    const saved = await call(owner, 'PUT', '/api/settings/pdf-template', {
      body: { layout: 'modern', accentColor: '#0B6E4F', showLogo: false, footerText: 'Adaeze Foods: quality you can trust', bankDetails: 'GTBank\nAdaeze Foods Ltd\n0123456789', version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ layout: 'modern', accentColor: '#0b6e4f', version: 1 });
    const after = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    expect(keyOf(after.link.url)).not.toBe(keyOf(before.link.url));
    for (const s of ['Bank Details', '0123456789', 'Adaeze Foods: quality you can trust']) expect(after.text).toContain(s);

    const stale = await call(owner, 'PUT', '/api/settings/pdf-template', { body: { layout: 'classic', accentColor: '#000000', showLogo: true, version: 0 } });
    expect(stale.status).toBe(409);
    const bad = await call(owner, 'PUT', '/api/settings/pdf-template', { body: { layout: 'classic', accentColor: 'blue', showLogo: true } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Use a colour like #1F4E79');
    expect((await call(owner, 'GET', '/api/settings/pdf-template')).body.version).toBe(1);
  });
  it('prints the logo uploaded as a PNG through the upload flow, and leaves it out when the template hides it', async () => {
    // A real PNG (240 x 96, RGBA, written by Chromium), uploaded as the browser does: a ticket, then a POST straight to S3; saved at onboarding.
    const owner = await onboardedWithLogo(readFileSync(path.join(__dirname, '../fixtures/logo.png')), 'Logo Foods Ltd');
    const customerId = await customer(owner);
    const inv = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line(10_000_000)], status: 'sent' } })).body;
    const shown = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    // The picture and its alpha channel, at the PNG's own size, drawn once on page 1 within the 140 x 56 pt box (240 px in 140 pt: 123 ppi).
    expect(pdfImages(shown.bytes)).toEqual([
      expect.objectContaining({ page: 1, type: 'image', width: 240, height: 96, color: 'rgb', xPpi: 123 }),
      expect.objectContaining({ page: 1, type: 'smask', width: 240, height: 96, color: 'gray' }),
    ]);
    expect(shown.text).toContain('Logo Foods Ltd');

    const hidden = await call(owner, 'PUT', '/api/settings/pdf-template', { body: { layout: 'classic', accentColor: '#1F4E79', showLogo: false, version: 0 } });
    expect(hidden.status).toBe(200);
    const without = await pdfOf(owner, `/api/invoices/${inv.invoiceId}`);
    expect(keyOf(without.link.url)).not.toBe(keyOf(shown.link.url));
    expect(pdfImages(without.bytes)).toEqual([]);
    expect(without.text).toContain('Logo Foods Ltd');
  });
});
