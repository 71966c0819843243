import { formatNaira } from '../../shared/money';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicDocumentSchema, SHARE_LINK_INVALID } from '../../shared/schemas/share';
import { pdfText } from '../support/pdf-text';
import { call, onboardedUser, onboardedWithLogo, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';
import { Plan, PlanRefused } from '../../functions/services/documents/store';
import { deleteShareLinkIn } from '../../functions/services/share/document-delete';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
const line = { name: 'Catering for 50 guests', quantity: 1, rateKobo: 25_000_000, taxRate: 7.5 };
const token = (path: string) => path.replace('/share/', '');

async function owner() {
  const o: Owner = await onboardedUser('Adaeze Foods Ltd');
  const customerId = (await call(o, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } })).body.customerId as string;
  return { o, customerId };
}

const historyTexts = async (o: Owner, path: string) => ((await call(o, 'GET', `${path}/history`)).body.items as { text: string }[]).map((h) => h.text);

describe('share links and the public page', () => {
  it('opens a quote by its link with no sign-in, records the first view, and the customer accepts it', async () => {
    const { o, customerId } = await owner();
    const quote = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2030-01-01', lines: [line], status: 'sent' } })).body;
    expect((await call(o, 'GET', `/api/quotes/${quote.quoteId}/share`)).body).toEqual({ link: null });
    const made = await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: {} });
    expect(made.status).toBe(200);
    const t = token(made.body.link.path);
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Asking again gives the same link.
    expect((await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: {} })).body.link.token).toBe(t);

    const page = await call(null, 'GET', `/api/public/${t}`);
    expect(page.status).toBe(200);
    // The shared schema the page's type comes from holds the answer exactly (strict: nothing more).
    expect(publicDocumentSchema.parse(page.body)).toEqual(page.body);
    expect(page.body).toMatchObject({ kind: 'quote', quote: { canRespond: true, status: 'sent' }, document: { title: 'QUOTE', number: quote.quoteNumber, headline: { value: formatNaira(quote.totalKobo) } } });
    // Nothing that names records: no ids of the company, the customer or the document.
    const text = JSON.stringify(page.body);
    for (const id of [o.companyId, customerId, quote.quoteId]) expect(text).not.toContain(id);
    await call(null, 'GET', `/api/public/${t}`);
    expect((await historyTexts(o, `/api/quotes/${quote.quoteId}`)).filter((h) => h.includes('viewed by the customer'))).toHaveLength(1);
    expect((await call(o, 'GET', `/api/quotes/${quote.quoteId}/share`)).body.link.viewedAt).toEqual(expect.any(String));

    const pdf = await call(null, 'GET', `/api/public/${t}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await (await fetch(pdf.body.url)).arrayBuffer()))).toContain(formatNaira(quote.totalKobo));

    const accepted = await call(null, 'POST', `/api/public/${t}/respond`, { body: { decision: 'accept' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.quote).toEqual({ canRespond: false, status: 'accepted' });
    expect((await call(o, 'GET', `/api/quotes/${quote.quoteId}`)).body.status).toBe('accepted');
    expect(await historyTexts(o, `/api/quotes/${quote.quoteId}`)).toContain('Quote accepted by the customer');
    const again = await call(null, 'POST', `/api/public/${t}/respond`, { body: { decision: 'decline' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This quote is already accepted.');
  });

  it('five identical accepts sent at once make one decision and one history entry; the others answer as a repeat does', async () => {
    const { o, customerId } = await owner();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Three quotes, each answered five times at once: the race is won by whichever write lands first, every time.
    const quotes = await Promise.all(
      [0, 1, 2].map(async () => {
        const q = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: day(-1), expiryDate: day(30), lines: [line], status: 'sent' } })).body as { quoteId: string };
        return { quoteId: q.quoteId, t: token((await call(o, 'POST', `/api/quotes/${q.quoteId}/share`, { body: {} })).body.link.path) };
      }),
    );
    await Promise.all(
      quotes.map(async ({ quoteId, t }) => {
        const answers = await Promise.all([0, 1, 2, 3, 4].map(() => call(null, 'POST', `/api/public/${t}/respond`, { body: { decision: 'accept' } })));
        expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
        const repeat = await call(null, 'POST', `/api/public/${t}/respond`, { body: { decision: 'accept' } });
        expect(repeat.body.error).toMatchObject({ code: 'quote_closed', message: 'This quote is already accepted.' });
        for (const r of answers.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 409, body: repeat.body });
        const texts = await historyTexts(o, `/api/quotes/${quoteId}`);
        expect(texts.filter((h) => /accepted/.test(h))).toEqual(['Quote accepted by the customer']);
        expect((await call(o, 'GET', `/api/quotes/${quoteId}`)).body.status).toBe('accepted');
      }),
    );
  });

  it('declines with a reason, and a revoked or regenerated link is refused with the same plain answer as a made-up one', async () => {
    const { o, customerId } = await owner();
    const quote = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2030-01-01', lines: [line], status: 'sent' } })).body;
    const first = token((await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: {} })).body.link.path);
    const second = token((await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: { regenerate: true } })).body.link.path);
    expect(second).not.toBe(first);
    for (const bad of [first, 'x'.repeat(43), 'short', `${second}x`]) {
      const res = await call(null, 'GET', `/api/public/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'link_invalid', message: SHARE_LINK_INVALID });
    }
    const declined = await call(null, 'POST', `/api/public/${second}/respond`, { body: { decision: 'decline', reason: 'Over our budget' } });
    expect(declined.body.quote.status).toBe('declined');
    expect(await historyTexts(o, `/api/quotes/${quote.quoteId}`)).toContain('Quote declined by the customer: Over our budget');

    expect((await call(o, 'DELETE', `/api/quotes/${quote.quoteId}/share`)).status).toBe(204);
    expect((await call(null, 'GET', `/api/public/${second}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/public/${second}/pdf`)).status).toBe(404);
    expect((await call(o, 'GET', `/api/quotes/${quote.quoteId}/share`)).body).toEqual({ link: null });
  });

  it('shows an invoice with its balance, marks it viewed, and offers no accept or decline', async () => {
    const { o, customerId } = await owner();
    const inv = (await call(o, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'sent' } })).body;
    const t = token((await call(o, 'POST', `/api/invoices/${inv.invoiceId}/share`, { body: {} })).body.link.path);
    const page = await call(null, 'GET', `/api/public/${t}`);
    expect(page.body.quote).toBeUndefined();
    expect(page.body.document.headline).toEqual({ label: 'Balance Due', value: formatNaira(inv.balanceDueKobo) });
    expect(await historyTexts(o, `/api/invoices/${inv.invoiceId}`)).toContain('Invoice viewed by the customer through the share link');
    expect((await call(null, 'POST', `/api/public/${t}/respond`, { body: { decision: 'accept' } })).status).toBe(404);
    // Another company's member cannot see or revoke this invoice's link.
    const other = await onboardedUser();
    expect((await call(other, 'GET', `/api/invoices/${inv.invoiceId}/share`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/invoices/${inv.invoiceId}/share`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/public/${t}`)).status).toBe(200);
  });

  it('shows what the PDF template adds, as the PDF prints it: bank details on quotes and invoices, the footer text, and the logo by a short-lived link', async () => {
    const png = readFileSync(path.join(__dirname, '../fixtures/logo.png'));
    const o = await onboardedWithLogo(png, 'Adaeze Foods Ltd');
    const customerId = (await call(o, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } })).body.customerId as string;
    const bankDetails = 'GTBank\nAdaeze Foods Ltd\n0123456789';
    const footerText = 'Adaeze Foods: quality you can trust';
    const saved = await call(o, 'PUT', '/api/settings/pdf-template', { body: { layout: 'modern', accentColor: '#0B6E4F', showLogo: true, footerText, bankDetails, version: 0 } });
    expect(saved.status).toBe(200);

    const quote = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2030-01-01', lines: [line], status: 'sent' } })).body;
    const t = token((await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: {} })).body.link.path);
    const page = await call(null, 'GET', `/api/public/${t}`);
    expect(page.status).toBe(200);
    const body = publicDocumentSchema.parse(page.body);
    expect(body).toMatchObject({ accentColor: '#0b6e4f', bankDetails, footerText, logoUrl: expect.any(String) });
    // The logo's link serves the PNG uploaded, and dies within minutes, as the PDF's does.
    const logo = await fetch(body.logoUrl!);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
    expect(Number(new URL(body.logoUrl!).searchParams.get('X-Amz-Expires'))).toBe(300);
    // No ids of the company, the customer or the document in the answer.
    for (const id of [o.companyId, customerId, quote.quoteId]) expect(JSON.stringify(page.body)).not.toContain(id);
    // The PDF behind the same link prints the same bank details and footer.
    const pdf = pdfText(Buffer.from(await (await fetch((await call(null, 'GET', `/api/public/${t}/pdf`)).body.url)).arrayBuffer()));
    for (const s of ['Bank Details', '0123456789', footerText]) expect(pdf).toContain(s);

    // Accepting answers with the same template parts.
    const accepted = publicDocumentSchema.parse((await call(null, 'POST', `/api/public/${t}/respond`, { body: { decision: 'accept' } })).body);
    expect(accepted).toMatchObject({ bankDetails, footerText, logoUrl: expect.any(String), quote: { canRespond: false, status: 'accepted' } });

    // A sales receipt is paid: the PDF prints no bank details, and neither does the page; the footer stays.
    const receipt = (await call(o, 'POST', '/api/sales-receipts', { body: { receiptDate: '2026-11-02', mode: 'cash', lines: [line] } })).body;
    const rt = token((await call(o, 'POST', `/api/sales-receipts/${receipt.receiptId}/share`, { body: {} })).body.link.path);
    const paid = publicDocumentSchema.parse((await call(null, 'GET', `/api/public/${rt}`)).body);
    expect(paid.bankDetails).toBeUndefined();
    expect(paid.footerText).toBe(footerText);
    expect(pdfText(Buffer.from(await (await fetch((await call(null, 'GET', `/api/public/${rt}/pdf`)).body.url)).arrayBuffer()))).not.toContain('Bank Details');

    // With the logo hidden and no footer or bank details, the answer has none of them.
    expect((await call(o, 'PUT', '/api/settings/pdf-template', { body: { layout: 'classic', accentColor: '#1F4E79', showLogo: false, version: 1 } })).status).toBe(200);
    const plain = publicDocumentSchema.parse((await call(null, 'GET', `/api/public/${t}`)).body);
    expect(plain).not.toHaveProperty('logoUrl');
    expect(plain).not.toHaveProperty('bankDetails');
    expect(plain).not.toHaveProperty('footerText');
  });

  it('deletes a document with its share link: the token and the document\'s record of it go in the same delete, for every kind', async () => {
    const { o, customerId } = await owner();
    const company = { companyId: o.companyId, userId: o.userId };
    const shareItems = async () => (await snapshot(company)).filter((item) => /"(sharelink|documentshare)"/.test(item));
    const quote = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    const invoice = (await call(o, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'draft' } })).body;
    const receipt = (await call(o, 'POST', '/api/sales-receipts', { body: { receiptDate: '2026-11-02', mode: 'cash', lines: [line] } })).body;
    const payment = (await call(o, 'POST', '/api/payments', { body: { customerId, amountKobo: 1_000_000, paymentDate: '2026-11-05', mode: 'cash' } })).body;
    const docs = [
      { path: `/api/quotes/${quote.quoteId}` },
      { path: `/api/invoices/${invoice.invoiceId}` },
      { path: `/api/sales-receipts/${receipt.receiptId}` },
      { path: `/api/payments/${payment.paymentId}` },
    ];
    const tokens: string[] = [];
    for (const d of docs) {
      const t = token((await call(o, 'POST', `${d.path}/share`, { body: {} })).body.link.path);
      expect((await call(null, 'GET', `/api/public/${t}`)).status).toBe(200);
      tokens.push(t);
    }
    // A regenerated link leaves one token per document: two items each.
    tokens[0] = token((await call(o, 'POST', `${docs[0]!.path}/share`, { body: { regenerate: true } })).body.link.path);
    const before = await shareItems();
    expect(before).toHaveLength(2 * docs.length);
    for (const t of tokens) expect(before.filter((item) => item.includes(t))).toHaveLength(2);

    for (const [i, d] of docs.entries()) {
      expect((await call(o, 'DELETE', d.path)).status).toBe(204);
      const left = await shareItems();
      expect(left).toHaveLength(2 * (docs.length - i - 1));
      expect(left.filter((item) => item.includes(tokens[i]!))).toEqual([]);
      const res = await call(null, 'GET', `/api/public/${tokens[i]}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'link_invalid', message: SHARE_LINK_INVALID });
    }
    // A document never shared deletes as before.
    const plain = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    expect((await call(o, 'DELETE', `/api/quotes/${plain.quoteId}`)).status).toBe(204);
    expect((await call(o, 'GET', `/api/quotes/${plain.quoteId}`)).status).toBe(404);
  });

  it('stops sharing a document of every kind: the link is refused and the document has none', async () => {
    const { o, customerId } = await owner();
    const quote = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'sent' } })).body;
    const invoice = (await call(o, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'sent' } })).body;
    const receipt = (await call(o, 'POST', '/api/sales-receipts', { body: { receiptDate: '2026-11-02', mode: 'cash', lines: [line] } })).body;
    const payment = (await call(o, 'POST', '/api/payments', { body: { customerId, amountKobo: 1_000_000, paymentDate: '2026-11-05', mode: 'cash' } })).body;
    for (const path of [`/api/quotes/${quote.quoteId}`, `/api/invoices/${invoice.invoiceId}`, `/api/sales-receipts/${receipt.receiptId}`, `/api/payments/${payment.paymentId}`]) {
      const t = token((await call(o, 'POST', `${path}/share`, { body: {} })).body.link.path);
      expect((await call(o, 'DELETE', `${path}/share`)).status).toBe(204);
      expect((await call(null, 'GET', `/api/public/${t}`)).status).toBe(404);
      expect((await call(o, 'GET', `${path}/share`)).body).toEqual({ link: null });
    }
  });

  it('a link made or regenerated between a delete\'s read and its commit refuses the delete\'s transaction, so the delete reads again', async () => {
    const { o, customerId } = await owner();
    const quote = (await call(o, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    // Read with no link; a link is made before the commit.
    const unshared = new Plan();
    await deleteShareLinkIn(unshared, o.companyId, quote.quoteId);
    await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: {} });
    await expect(unshared.commit()).rejects.toEqual(expect.objectContaining({ failed: new Set(['share']) }));
    // Read with a link; it is regenerated before the commit.
    const shared = new Plan();
    await deleteShareLinkIn(shared, o.companyId, quote.quoteId);
    const fresh = token((await call(o, 'POST', `/api/quotes/${quote.quoteId}/share`, { body: { regenerate: true } })).body.link.path);
    await expect(shared.commit()).rejects.toBeInstanceOf(PlanRefused);
    expect((await call(null, 'GET', `/api/public/${fresh}`)).status).toBe(200);
    // The delete itself retries with what it reads then.
    expect((await call(o, 'DELETE', `/api/quotes/${quote.quoteId}`)).status).toBe(204);
    expect((await call(null, 'GET', `/api/public/${fresh}`)).status).toBe(404);
  });
});
