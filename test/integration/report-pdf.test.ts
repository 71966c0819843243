import { db } from '../../functions/entities/table';
import { addDaysIso, formatDate, lagosToday } from '../../shared/dates';
import { formatNaira } from '../../shared/money';
import type { Report } from '../../shared/schemas/report';
import { pageCount, pdfText } from '../support/pdf-text';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * A report as a PDF (GET /api/reports/{report}/pdf): the report's own figures over the
 * same period, printed by the documents' PDF renderer, as a short-lived link like a
 * statement's. The PDF's text as poppler reads it, so '₦' means the glyph is in the font.
 */

jest.setTimeout(120_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

const OCTOBER = 'period=custom&from=2026-10-01&to=2026-10-31';
const line = (rateKobo: number) => ({ name: 'Consulting', quantity: 1, rateKobo, taxRate: 7.5 });

async function customer(owner: Owner, displayName: string) {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}

async function invoice(owner: Owner, customerId: string, invoiceDate: string, rateKobo: number) {
  const res = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate, paymentTerms: 'net_15', lines: [line(rateKobo)], status: 'sent' } });
  expect(res.status).toBe(201);
}

async function report(owner: Owner, path: string): Promise<Report> {
  const res = await call(owner, 'GET', path);
  expect(res.status).toBe(200);
  return res.body as Report;
}

async function pdfOf(owner: Owner, path: string) {
  const res = await call(owner, 'GET', path);
  expect(res.status).toBe(200);
  const file = await fetch(res.body.url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await file.arrayBuffer());
  return { link: res.body as { url: string; fileName: string; expiresInSeconds: number }, disposition: file.headers.get('content-disposition'), text: pdfText(bytes) };
}

const keyOf = (url: string) => new URL(url).pathname;

describe('report PDFs', () => {
  it('prints the report of the period with its title, period, rows in naira, totals and notes; keeps the file until a figure changes', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    const eko = await customer(owner, 'Eko Hotels');
    const bola = await customer(owner, 'Bola Stores');
    await invoice(owner, eko, '2026-10-05', 125_000_000);
    await invoice(owner, bola, '2026-10-20', 4_350_050);
    await invoice(owner, bola, '2026-11-02', 9_900_000); // after the period: not in it
    const shown = await report(owner, `/api/reports/sales-by-customer?${OCTOBER}`);
    expect(shown.rows).toHaveLength(2);

    const pdf = await pdfOf(owner, `/api/reports/sales-by-customer/pdf?${OCTOBER}&download=true`);
    expect(pdf.link.fileName).toBe('Sales_by_Customer_2026-10-01_2026-10-31.pdf');
    expect(pdf.link.expiresInSeconds).toBe(300);
    expect(pdf.disposition).toContain('attachment');
    for (const t of [
      'Adaeze Foods Ltd',
      'Sales by Customer',
      shown.period.label,
      'Customer',
      'Sales with tax',
      'Eko Hotels',
      'Bola Stores',
      formatNaira(1_250_000_00),
      formatNaira(43_500_50),
      'Total',
      formatNaira(shown.totals.sales as number),
      formatNaira(shown.totals.salesWithTax as number),
      'Notes',
      'Page 1 of 1',
    ])
      expect(pdf.text).toContain(t);
    expect(pdf.text).toContain('₦');
    expect(pdf.text).not.toContain(formatNaira(9_900_000));
    expect(pageCount(pdf.text)).toBe(1);

    // Shown in the browser without download=true; the same figures are not drawn twice, a new invoice in the period makes a new file.
    const again = await pdfOf(owner, `/api/reports/sales-by-customer/pdf?${OCTOBER}`);
    expect(again.disposition).not.toContain('attachment');
    expect(keyOf(again.link.url)).toBe(keyOf(pdf.link.url));
    await invoice(owner, eko, '2026-10-30', 1_000_000);
    const changed = await pdfOf(owner, `/api/reports/sales-by-customer/pdf?${OCTOBER}`);
    expect(keyOf(changed.link.url)).not.toBe(keyOf(pdf.link.url));
    expect(changed.text).toContain(formatNaira((await report(owner, `/api/reports/sales-by-customer?${OCTOBER}`)).totals.sales as number));
  });

  it('prints a report’s section headings and its totals line (the VAT Summary)', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    await invoice(owner, await customer(owner, 'Eko Hotels'), '2026-10-05', 10_000_000);
    const exp = await call(owner, 'POST', '/api/expenses', { body: { expenseDate: '2026-10-07', category: 'travel', amountKobo: 2_150_000, vatKobo: 150_000, vendor: 'Uber Nigeria' } });
    expect(exp.status).toBe(201);
    const shown = await report(owner, `/api/reports/vat-summary?${OCTOBER}`);
    const { text } = await pdfOf(owner, `/api/reports/vat-summary/pdf?${OCTOBER}`);
    for (const t of ['VAT Summary', shown.period.label, 'Output VAT (sales)', 'Input VAT (expenses)', 'Sales at 7.5%', String(shown.totals.name), formatNaira(shown.totals.vat as number), 'The return is due by the 21st']) expect(text).toContain(t);
    // Headings in the report's order, before their rows.
    expect(text.indexOf('Output VAT (sales)')).toBeLessThan(text.indexOf('Sales at 7.5%'));
    expect(text.indexOf('Sales at 7.5%')).toBeLessThan(text.indexOf('Input VAT (expenses)'));
  });

  it('runs a long report onto more pages, the column heads on each, the totals once at the end', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    // Past the free trial's five invoices.
    await db().entities.subscription.patch({ companyId: owner.companyId }).set({ planType: 'starter' }).go();
    const eko = await customer(owner, 'Eko Hotels');
    for (let i = 0; i < 45; i++) await invoice(owner, eko, '2026-09-01', 1_000_000 + i);
    const shown = await report(owner, '/api/reports/aging-details');
    expect(shown.rows).toHaveLength(45);
    const { text } = await pdfOf(owner, '/api/reports/aging-details/pdf');
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    // The heads may take two lines in their narrow columns.
    for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain('Days past due Balance due');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain(formatNaira(shown.totals.balance as number));
    expect(text.split(formatNaira(shown.totals.balance as number)).length - 1).toBe(1);
    expect(text).toContain(shown.period.label);
  });

  it('writes dates as the product does (MMM dd, yyyy) on Aging Details and its PDF, period included; the rows keep yyyy-MM-dd for CSV', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    const eko = await customer(owner, 'Eko Hotels');
    const issued = addDaysIso(lagosToday(), -40);
    const due = addDaysIso(issued, 15);
    await invoice(owner, eko, issued, 1_000_000);
    const shown = await report(owner, '/api/reports/aging-details');
    expect(shown.columns.filter((c) => c.kind === 'date').map((c) => c.header)).toEqual(['Invoice date', 'Due date']);
    expect(shown.rows[0]!.cells).toMatchObject({ date: issued, due });
    expect(shown.period.label).toBe(`As of ${formatDate(lagosToday())}`);
    expect(shown.period.label).toMatch(/^As of [A-Z][a-z]{2} \d{2}, \d{4}$/);
    const text = (await pdfOf(owner, '/api/reports/aging-details/pdf')).text.replace(/\s+/g, ' ');
    for (const t of [formatDate(issued), formatDate(due), shown.period.label]) expect(text).toContain(t);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const from = addDaysIso(lagosToday(), -30);
    const custom = await report(owner, `/api/reports/sales-by-customer?period=custom&from=${from}&to=${lagosToday()}`);
    expect(custom.period.label).toBe(`${formatDate(from)} – ${formatDate(lagosToday())}`);
  });

  it('refuses a bad period with the report’s own 400, and a report there is not as the report does', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    for (const query of ['period=custom&from=2026-10-31&to=2026-10-01', 'period=custom&from=2026-10-01', 'period=someday', 'period=this_month&from=2026-10-01']) {
      const shown = await call(owner, 'GET', `/api/reports/sales-by-customer?${query}`);
      const pdf = await call(owner, 'GET', `/api/reports/sales-by-customer/pdf?${query}`);
      expect(shown.status).toBe(400);
      expect({ query, status: pdf.status, body: pdf.body }).toEqual({ query, status: 400, body: shown.body });
    }
    const missing = await call(owner, 'GET', '/api/reports/balance-sheet/pdf');
    const missingReport = await call(owner, 'GET', '/api/reports/balance-sheet');
    expect({ status: missing.status, body: missing.body }).toEqual({ status: missingReport.status, body: missingReport.body });
  });
});
