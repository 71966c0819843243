import { printableInvoice, printablePayment, printableQuote, type PrintCompany } from '../../shared/documents/printable';
import { computeTotals } from '../../shared/documents/totals';
import { formatNaira } from '../../shared/money';
import type { Invoice } from '../../shared/schemas/invoice';
import type { Payment } from '../../shared/schemas/payment';
import type { Quote } from '../../shared/schemas/quote';
import { DEFAULT_PDF_TEMPLATE } from '../../shared/schemas/pdf-template';
import { renderPdf } from '../../functions/services/pdf/render';
import { pageCount, pdfText } from '../support/pdf-text';

const company: PrintCompany = { name: 'Adaeze Foods Ltd', streetAddress: '12 Marina', city: 'Lagos', country: 'Nigeria', tin: '12345678-0001', email: 'sales@adaeze.ng' };

function invoiceWith(lineCount: number, extra: Partial<Invoice> = {}): Invoice {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    lineNo: i + 1,
    name: `Bag of rice ${i + 1}`,
    description: i % 4 === 0 ? 'Long grain, 50 kg, delivered to the warehouse in Apapa' : undefined,
    quantity: 1.5,
    unit: 'pcs' as const,
    rateKobo: 3_333_333,
    taxRate: (i % 3 === 0 ? 0 : 7.5) as 0 | 7.5,
  }));
  const discount = { type: 'percent' as const, value: 2.5 };
  const t = computeTotals({ lines, discount, adjustmentKobo: -37 });
  return {
    invoiceId: 'i1',
    invoiceNumber: 'INV-000042',
    invoiceDate: '2026-11-02',
    dueDate: '2026-11-17',
    paymentTerms: 'net_15',
    status: 'partially_paid',
    displayStatus: 'partially_paid',
    customerId: 'c1',
    customerName: 'Eko Hotels',
    totalKobo: t.totalKobo,
    amountPaidKobo: 1_000_000,
    whtKobo: 50_000,
    balanceDueKobo: t.totalKobo - 1_050_000,
    createdAt: '2026-11-02T10:00:00Z',
    recipients: [],
    payments: [],
    discount,
    adjustmentKobo: -37,
    subtotalKobo: t.subtotalKobo,
    discountKobo: t.discountKobo,
    taxKobo: t.taxKobo,
    taxes: t.taxes,
    lines: lines.map((l, i) => ({ ...l, amountKobo: t.lines[i]!.amountKobo, discountKobo: t.lines[i]!.discountKobo, taxKobo: t.lines[i]!.taxKobo })),
    attachments: [],
    customerNotes: 'Thank you for your business',
    terms: 'Payment within 15 days',
    version: 3,
    updatedAt: '2026-11-02T10:00:00Z',
    ...extra,
  };
}

const customer = { name: 'Eko Hotels', tin: '87654321-0001', billingAddress: { street1: '1 Ajose Adeogun', city: 'Victoria Island', state: 'Lagos' } };

describe('PDF builder', () => {
  it('prints the naira sign and the figures of the shared totals module, to the kobo', async () => {
    const inv = invoiceWith(3);
    const text = pdfText(await renderPdf({ doc: printableInvoice(inv, company, customer), template: DEFAULT_PDF_TEMPLATE }));
    expect(text).toContain('₦');
    for (const kobo of [inv.subtotalKobo, inv.totalKobo, inv.balanceDueKobo, inv.taxes.find((t) => t.rate === 7.5)!.taxKobo]) expect(text).toContain(formatNaira(kobo));
    expect(text).toContain(`-${formatNaira(inv.discountKobo)}`);
    for (const s of ['INVOICE', 'INV-000042', 'Adaeze Foods Ltd', 'TIN: 12345678-0001', 'Eko Hotels', 'TIN: 87654321-0001', 'Nov 17, 2026', 'Net 15', 'VAT (7.5%)', 'Discount (2.5%)', 'Balance Due', 'WHT Credited', 'Payment within 15 days', 'Page 1 of 1']) {
      expect(text).toContain(s);
    }
    expect(pageCount(text)).toBe(1);
  });

  it('paginates a 200-line invoice: the header on every page, every line once, the totals once at the end, page X of Y', async () => {
    const inv = invoiceWith(200);
    const text = pdfText(await renderPdf({ doc: printableInvoice(inv, company, customer), template: { ...DEFAULT_PDF_TEMPLATE, footerText: 'Adaeze Foods: quality you can trust' } }));
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => {
      expect(page).toContain('INV-000042');
      expect(page).toContain('Item & Description');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Adaeze Foods: quality you can trust');
    });
    for (let n = 1; n <= 200; n++) expect(text.match(new RegExp(`Bag of rice ${n}\\b`, 'g'))).toHaveLength(1);
    expect(text.match(/Sub Total/g)).toHaveLength(1);
    expect(pages.at(-1)).toContain(formatNaira(inv.totalKobo));
    expect(pages.slice(0, -1).join('')).not.toContain('Sub Total');
  });

  it('prints the bank details once when the invoice notes already hold them', async () => {
    const t = { ...DEFAULT_PDF_TEMPLATE, bankDetails: 'GTBank\nAjah Furniture Ltd\nAccount 0123456789' };
    const count = (text: string) => text.split('0123456789').length - 1;
    const withNotes = { ...invoiceWith(1), customerNotes: 'Thank you for your business.\nPay to: gtbank  ajah furniture ltd\nAccount 0123456789' };
    const once = pdfText(await renderPdf({ doc: printableInvoice(withNotes, company, customer), template: t }));
    expect(count(once)).toBe(1);
    expect(once).not.toContain('Bank Details');
    const otherNotes = { ...invoiceWith(1), customerNotes: 'Thank you for your business.' };
    const block = pdfText(await renderPdf({ doc: printableInvoice(otherNotes, company, customer), template: t }));
    expect(count(block)).toBe(1);
    expect(block).toContain('Bank Details');
  });

  it('stamps the status across the page and prints bank details under a quote in the modern layout', async () => {
    const inv = invoiceWith(1);
    const t = { ...DEFAULT_PDF_TEMPLATE, layout: 'modern' as const, bankDetails: 'GTBank\nAccount 0123456789' };
    const paid = pdfText(await renderPdf({ doc: printableInvoice({ ...inv, status: 'paid', displayStatus: 'paid' }, company, customer), template: t }));
    expect(paid).toContain('PAID');
    expect(paid).toContain('Account 0123456789');
    const { invoiceId: _i, invoiceNumber: _n, invoiceDate: _d, ...rest } = inv;
    const quote = { ...rest, quoteId: 'q1', quoteNumber: 'QT-00007', quoteDate: '2026-11-02', expiryDate: '2026-12-02', status: 'draft', displayStatus: 'draft' } as unknown as Quote;
    const text = pdfText(await renderPdf({ doc: printableQuote(quote, company, customer), template: t }));
    expect(text).toContain('QUOTE');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Expiry Date');
    expect(text).toContain('Account 0123456789');
    expect(text).not.toContain('Balance Due');
  });

  it('keeps a 45-character e-mail address whole on one line and wraps long names and addresses only at spaces', async () => {
    const email = 'accounts.payable.ltd@awolowostores-ikj.com.ng';
    expect(email).toHaveLength(45);
    const name = 'Awolowo Stores and General Merchandise Company of Nigeria Limited';
    const street = 'Plot 14, Industrial Layout, off Obafemi Awolowo Way, Alausa Secretariat Road';
    const longCompany = { ...company, name: 'Adaeze Foods and Beverages Processing Company of Nigeria Limited', streetAddress: street, email };
    const lines = (text: string) => text.split('\n').map((l) => l.trim());
    const billTo = lines(pdfText(await renderPdf({ doc: printableInvoice(invoiceWith(1), longCompany, { name, email }), template: DEFAULT_PDF_TEMPLATE })));
    // The address on a line of its own, whole: in the company's block and in Bill To.
    expect(billTo.filter((l) => l === email)).toHaveLength(2);
    // Long names and the street wrap, and only between words: their lines join back with single spaces.
    for (const long of [name, longCompany.name, street]) {
      const first = billTo.findIndex((l) => long.startsWith(l) && l.length < long.length);
      expect(first).toBeGreaterThanOrEqual(0);
      let joined = billTo[first]!;
      for (let i = first + 1; joined.length < long.length; i++) joined += ` ${billTo[i]}`;
      expect(joined).toBe(long);
    }

    // Beside a ship-to block the address has half the room: it breaks after its @, the domain whole.
    const shipping = { street1: '2 Creek Road', city: 'Apapa', phone: email };
    const halves = lines(pdfText(await renderPdf({ doc: printableInvoice(invoiceWith(1), company, { name, email, shippingAddress: shipping }), template: DEFAULT_PDF_TEMPLATE })));
    expect(halves).toContain('accounts.payable.ltd@');
    expect(halves).toContain('awolowostores-ikj.com.ng');
  });

  it('prints a payment receipt with the invoices it settled and the WHT deducted', async () => {
    const p: Payment = {
      paymentId: 'p1',
      paymentNumber: 'PMT-00003',
      paymentDate: '2026-11-20',
      customerId: 'c1',
      customerName: 'Eko Hotels',
      mode: 'bank_transfer',
      reference: 'TRF-778',
      amountKobo: 9_800_000,
      whtKobo: 200_000,
      creditKobo: 0,
      createdAt: '',
      applications: [
        { invoiceId: 'i1', number: 'INV-000001', amountKobo: 4_900_000, whtKobo: 100_000 },
        { invoiceId: 'i2', number: 'INV-000002', amountKobo: 4_900_000, whtKobo: 100_000 },
      ],
      version: 1,
      updatedAt: '',
    };
    const text = pdfText(await renderPdf({ doc: printablePayment(p, company, customer), template: DEFAULT_PDF_TEMPLATE }));
    for (const s of ['PAYMENT RECEIPT', 'PMT-00003', 'Received From', 'Bank transfer', 'TRF-778', 'INV-000001', 'INV-000002', '₦98,000.00', '₦2,000.00', '₦100,000.00', '₦49,000.00']) expect(text).toContain(s);
  });
});
