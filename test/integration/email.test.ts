import { formatNaira } from '../../shared/money';
import { pdfText } from '../support/pdf-text';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Stored = {
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename: string; contentType: string; content: string }[];
};

/** The messages the SES stand-in holds for a subject (its mailbox is what a developer opens at /store). */
async function mailbox(subject: string): Promise<Stored[]> {
  const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: Stored[] };
  return store.emails.filter((e) => e.subject === subject);
}

async function setUp() {
  const owner: Owner = await onboardedUser('Adaeze Foods Ltd');
  const company = await call(owner, 'GET', '/api/me');
  const customer = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: 'accounts@eko.ng', paymentTerms: 'net_30' } });
  return { owner, companyEmail: company.body.company.email as string | undefined, customerId: customer.body.customerId as string };
}

const line = { name: 'Jollof for 50 guests', quantity: 1, rateKobo: 25_000_000, taxRate: 7.5 };

describe('e-mailing documents', () => {
  it('sends a quote as a MIME e-mail with text, escaped HTML and the PDF, marks the draft sent and records it in the history', async () => {
    const { owner, customerId } = await setUp();
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    const subject = `Quote ${quote.quoteNumber} from Adaeze Foods Ltd ${Date.now()}`;
    const res = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/email`, {
      body: { to: ['accounts@eko.ng', 'chef@eko.ng'], cc: ['owner@eko.ng'], bcc: ['archive@adaeze.ng'], subject, body: 'Dear Eko,\n\nOur quote is attached. <script>alert(1)</script>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');

    const [mail] = await mailbox(subject);
    expect(mail).toBeDefined();
    expect(mail!.from).toContain('Adaeze Foods Ltd');
    expect(mail!.destination.to).toEqual(['accounts@eko.ng, chef@eko.ng']);
    expect(mail!.destination.cc).toEqual(['owner@eko.ng']);
    // Bcc never appears in the headers the other recipients receive.
    expect(JSON.stringify(mail!.destination.bcc)).not.toContain('archive@adaeze.ng');
    expect(mail!.body.text).toContain('<script>alert(1)</script>');
    expect(mail!.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.body.html).not.toContain('<script>');
    expect(mail!.body.html).toContain(formatNaira(quote.totalKobo));
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: `${quote.quoteNumber}.pdf`, contentType: 'application/pdf' });
    const text = pdfText(Buffer.from(mail!.attachments[0]!.content, 'base64'));
    expect(text).toContain('₦');
    expect(text).toContain(formatNaira(quote.totalKobo));

    expect((await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body.status).toBe('sent');
    const history = (await call(owner, 'GET', `/api/quotes/${quote.quoteId}/history`)).body.items;
    expect(history.find((h: { email?: unknown }) => h.email)).toMatchObject({
      kind: 'system',
      text: 'Emailed to accounts@eko.ng, chef@eko.ng',
      email: { to: ['accounts@eko.ng', 'chef@eko.ng'], cc: ['owner@eko.ng'], subject, result: 'sent' },
    });
  });

  it('sends an invoice without the PDF when asked, and e-mailing it makes the draft sent and owed', async () => {
    const { owner, customerId } = await setUp();
    const inv = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'draft' } })).body;
    const subject = `Invoice ${inv.invoiceNumber} ${Date.now()}`;
    const res = await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/email`, { body: { to: ['accounts@eko.ng'], subject, body: 'Please pay by transfer.', attachPdf: false } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');
    const [mail] = await mailbox(subject);
    expect(mail!.attachments).toHaveLength(0);
    expect((await call(owner, 'GET', `/api/customers/${customerId}`)).body.receivablesKobo).toBe(inv.totalKobo);
  });

  it('e-mails a payment receipt and a sales receipt with their PDFs', async () => {
    const { owner, customerId } = await setUp();
    const pay = (await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 5_000_000, paymentDate: '2026-11-02', mode: 'bank_transfer' } })).body;
    const subject = `Payment receipt ${Date.now()}`;
    expect((await call(owner, 'POST', `/api/payments/${pay.paymentId}/email`, { body: { to: ['accounts@eko.ng'], subject, body: 'Thank you for your payment.' } })).status).toBe(200);
    const [mail] = await mailbox(subject);
    expect(pdfText(Buffer.from(mail!.attachments[0]!.content, 'base64'))).toContain('PAYMENT RECEIPT');

    const sr = (await call(owner, 'POST', '/api/sales-receipts', { body: { customerId, receiptDate: '2026-11-02', mode: 'cash', lines: [line] } })).body;
    const srSubject = `Sales receipt ${Date.now()}`;
    expect((await call(owner, 'POST', `/api/sales-receipts/${sr.receiptId}/email`, { body: { to: ['accounts@eko.ng'], subject: srSubject, body: 'Thanks.' } })).status).toBe(200);
    const [srMail] = await mailbox(srSubject);
    expect(pdfText(Buffer.from(srMail!.attachments[0]!.content, 'base64'))).toContain(sr.receiptNumber);
  });

  it('refuses an e-mail with no recipient or a bad address, sending nothing', async () => {
    const { owner, customerId } = await setUp();
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    const subject = `Never sent ${Date.now()}`;
    const none = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/email`, { body: { to: [], subject, body: 'x' } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Please select at least one recipient');
    const bad = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/email`, { body: { to: ['not-an-email'], subject, body: 'x' } });
    expect(bad.status).toBe(400);
    expect(await mailbox(subject)).toHaveLength(0);
    expect((await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body.status).toBe('draft');
  });

  it("when SES cannot be reached: 'Failed to send email: …', the draft stays a draft, and the history records the failure", async () => {
    const { owner, customerId } = await setUp();
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    const endpoint = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens there: the send is refused
    try {
      const res = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/email`, { body: { to: ['accounts@eko.ng'], subject: 'Unlucky', body: 'x' } });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toMatch(/^Failed to send email: /);
    } finally {
      process.env.SES_ENDPOINT = endpoint;
    }
    expect((await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body.status).toBe('draft');
    const history = (await call(owner, 'GET', `/api/quotes/${quote.quoteId}/history`)).body.items;
    expect(history.find((h: { email?: unknown }) => h.email)).toMatchObject({ email: { to: ['accounts@eko.ng'], subject: 'Unlucky', result: 'failed' } });
  });
});
