import { VAT_PERCENT } from '../../shared/constants';
import { lagosToday } from '../../shared/dates';
import { billedExpense } from '../../shared/documents/totals';
import { BILLED_MESSAGES } from '../../shared/expense-values';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

/*
 * Billing expenses onto invoices: a line names the expense, and the invoice's own
 * transaction marks it invoiced (or frees it), so an expense is never on two invoices.
 */

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Body = Record<string, unknown>;

async function newCustomer(owner: Owner, displayName: string): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}

async function newExpense(owner: Owner, body: Body): Promise<string> {
  const res = await call(owner, 'POST', '/api/expenses', { body: { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000, ...body } });
  expect(res.status).toBe(201);
  return res.body.expenseId as string;
}

const expense = async (owner: Owner, id: string) => (await call(owner, 'GET', `/api/expenses/${id}`)).body;
const expenseLine = (expenseId: string, rateKobo = 2_150_000) => ({ name: 'Travel: Lagos to Abuja', quantity: 1, rateKobo, expenseId });
const invoiceBody = (customerId: string, lines: Body[], extra: Body = {}) => ({ customerId, invoiceDate: '2026-03-10', paymentTerms: 'net_15', lines, status: 'draft', ...extra });
const createInvoice = (owner: Owner, body: Body) => call(owner, 'POST', '/api/invoices', { body });
const unbilledFor = async (owner: Owner, customerId: string) =>
  ((await call(owner, 'GET', `/api/expenses?tab=unbilled&customerId=${customerId}`)).body.items as { expenseId: string }[]).map((e) => e.expenseId);

async function writesNothing(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

async function setup() {
  const owner = await onboardedUser();
  const eko = await newCustomer(owner, 'Eko Hotels');
  const ikeja = await newCustomer(owner, 'Ikeja Motors');
  const fare = await newExpense(owner, { customerId: eko, billable: true, vendor: 'Air Peace' });
  return { owner, eko, ikeja, fare };
}

describe('billing an expense onto an invoice', () => {
  it('an invoice line bills the expense: it is invoiced with the invoice number, off the customer’s unbilled list, and locked', async () => {
    const { owner, eko, fare } = await setup();
    const other = await newExpense(owner, { customerId: eko, billable: true, vendor: 'Uber', expenseDate: '2026-03-04' });
    expect(await unbilledFor(owner, eko)).toEqual([fare, other]);

    const res = await createInvoice(owner, invoiceBody(eko, [expenseLine(fare)]));
    expect(res.status).toBe(201);
    expect(res.body.lines[0]).toMatchObject({ expenseId: fare, amountKobo: 2_150_000 });
    expect(res.body.totalKobo).toBe(2_150_000);
    expect(await expense(owner, fare)).toMatchObject({ billing: 'invoiced', invoiceId: res.body.invoiceId, invoiceNumber: res.body.invoiceNumber });
    expect(await unbilledFor(owner, eko)).toEqual([other]);
    const invoiced = (await call(owner, 'GET', '/api/expenses?tab=invoiced')).body.items;
    expect(invoiced).toEqual([expect.objectContaining({ expenseId: fare, invoiceNumber: res.body.invoiceNumber })]);

    // While the invoice holds it, the expense can be neither edited nor deleted.
    const edit = await call(owner, 'PUT', `/api/expenses/${fare}`, { body: { expenseDate: '2026-03-05', category: 'travel', amountKobo: 1, customerId: eko, billable: true } });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(EXPENSE_MESSAGES.invoicedLocked);
    expect((await call(owner, 'DELETE', `/api/expenses/${fare}`)).status).toBe(409);
  });

  it('an expense already on an invoice, another customer’s, a non-billable one or an unknown id is refused, naming the line, and nothing is written', async () => {
    const { owner, eko, ikeja, fare } = await setup();
    const first = await createInvoice(owner, invoiceBody(eko, [expenseLine(fare)]));
    expect(first.status).toBe(201);
    const plain = await newExpense(owner, { vendor: 'Shoprite' });
    const theirs = await newExpense(owner, { customerId: ikeja, billable: true });
    const stranger = await onboardedUser();
    const foreign = await newExpense(stranger as Owner, {});

    await writesNothing(owner, async () => {
      const again = await createInvoice(owner, invoiceBody(eko, [{ name: 'Consulting', quantity: 1, rateKobo: 100 }, expenseLine(fare)]));
      expect(again.status).toBe(409);
      expect(again.body.error.fields).toEqual({ 'lines.1.expenseId': BILLED_MESSAGES.onInvoice(first.body.invoiceNumber) });

      const cases: [string, string][] = [
        [plain, BILLED_MESSAGES.notBillable],
        [theirs, BILLED_MESSAGES.otherCustomer('Ikeja Motors')],
        [foreign, BILLED_MESSAGES.gone],
        ['01HZZZZZZZZZZZZZZZZZZZZZZZ', BILLED_MESSAGES.gone],
      ];
      for (const [id, message] of cases) {
        const res = await createInvoice(owner, invoiceBody(eko, [expenseLine(id)]));
        expect(res.status).toBe(400);
        expect(res.body.error.fields).toEqual({ 'lines.0.expenseId': message });
      }
      const twice = await createInvoice(owner, invoiceBody(ikeja, [expenseLine(theirs), expenseLine(theirs)]));
      expect(twice.status).toBe(400);
      expect(twice.body.error.fields).toEqual({ 'lines.1.expenseId': BILLED_MESSAGES.twice });
      // Only invoices bill expenses.
      const quote = await call(owner, 'POST', '/api/quotes', { body: { customerId: ikeja, quoteDate: '2026-03-10', lines: [expenseLine(theirs)], status: 'draft' } });
      expect(quote.status).toBe(400);
      expect(quote.body.error.fields).toEqual({ 'lines.0.expenseId': BILLED_MESSAGES.onlyInvoices });
    });
    expect((await expense(stranger as Owner, foreign)).billing).toBe('not_billable');
  });

  it('removing the line frees the expense, adding it back bills it again, and a new invoice number follows onto it', async () => {
    const { owner, eko, fare } = await setup();
    const inv = (await createInvoice(owner, invoiceBody(eko, [expenseLine(fare)]))).body;
    const base = { customerId: eko, invoiceDate: '2026-03-10', paymentTerms: 'net_15' };

    const removed = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body: { ...base, lines: [{ name: 'Consulting', quantity: 1, rateKobo: 5_000_000 }], version: inv.version } });
    expect(removed.status).toBe(200);
    const freed = await expense(owner, fare);
    expect(freed.billing).toBe('unbilled');
    expect(freed).not.toHaveProperty('invoiceId');
    expect(await unbilledFor(owner, eko)).toEqual([fare]);

    const back = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body: { ...base, lines: [expenseLine(fare, 2_500_000)], version: removed.body.version } });
    expect(back.status).toBe(200);
    expect(await expense(owner, fare)).toMatchObject({ billing: 'invoiced', invoiceId: inv.invoiceId, invoiceNumber: inv.invoiceNumber });

    const renumbered = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body: { ...base, invoiceNumber: 'TRIP-7', lines: [expenseLine(fare, 2_500_000)], version: back.body.version } });
    expect(renumbered.status).toBe(200);
    expect(await expense(owner, fare)).toMatchObject({ billing: 'invoiced', invoiceNumber: 'TRIP-7' });

    // A copy of the invoice is a new invoice of the same lines, without the expense: it stays on the first.
    const copy = await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/clone`);
    expect(copy.status).toBe(201);
    expect(copy.body.lines[0]).not.toHaveProperty('expenseId');
    expect((await expense(owner, fare)).invoiceId).toBe(inv.invoiceId);
  });

  it('deleting a draft invoice and voiding a sent one free what they billed', async () => {
    const { owner, eko, fare } = await setup();
    const hotel = await newExpense(owner, { customerId: eko, billable: true, category: 'meals' });
    const draft = (await createInvoice(owner, invoiceBody(eko, [expenseLine(fare)]))).body;
    const sent = (await createInvoice(owner, invoiceBody(eko, [expenseLine(hotel)], { status: 'sent' }))).body;
    expect(await unbilledFor(owner, eko)).toEqual([]);

    expect((await call(owner, 'DELETE', `/api/invoices/${draft.invoiceId}`)).status).toBe(204);
    expect(await expense(owner, fare)).toMatchObject({ billing: 'unbilled' });
    const voided = await call(owner, 'POST', `/api/invoices/${sent.invoiceId}/status`, { body: { status: 'void' } });
    expect(voided.status).toBe(200);
    expect(await expense(owner, hotel)).toMatchObject({ billing: 'unbilled' });
    expect((await unbilledFor(owner, eko)).sort()).toEqual([fare, hotel].sort());
    // Freed, it can be edited and deleted again.
    expect((await call(owner, 'DELETE', `/api/expenses/${hotel}`)).status).toBe(204);
  });

  it('two people billing the same expense at once: one invoice has it, the other is refused and not created', async () => {
    const { owner, eko, fare } = await setup();
    const results = await Promise.all(Array.from({ length: 4 }, () => createInvoice(owner, invoiceBody(eko, [expenseLine(fare)]))));
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 201)) {
      expect(lost.status).toBe(409);
      expect(lost.body.error.code).toBe('already_billed');
    }
    expect((await expense(owner, fare)).invoiceId).toBe(won[0]!.body.invoiceId);
    expect((await call(owner, 'GET', '/api/invoices?tab=all')).body.items).toHaveLength(1);
  });

  it('lists a customer’s expenses by billing state, and its reimbursed ones', async () => {
    const { owner, eko, fare } = await setup();
    await createInvoice(owner, invoiceBody(eko, [expenseLine(fare)]));
    const later = await newExpense(owner, { customerId: eko, billable: true, expenseDate: '2026-03-09' });
    const invoiced = (await call(owner, 'GET', `/api/expenses?tab=invoiced&customerId=${eko}`)).body.items.map((e: { expenseId: string }) => e.expenseId);
    expect(invoiced).toEqual([fare]);
    expect(await unbilledFor(owner, eko)).toEqual([later]);
    // All of them: unbilled first, then not billable, then invoiced (the customer's Transactions tab).
    const plain = await newExpense(owner, { customerId: eko, expenseDate: '2026-01-01' });
    const all = (await call(owner, 'GET', `/api/expenses?tab=all&customerId=${eko}`)).body.items.map((e: { expenseId: string }) => e.expenseId);
    expect(all).toEqual([later, plain, fare]);
    // Reimbursed is not kept by customer: the Reimbursed tab's own index with the customer as a condition (none here).
    const reimbursed = await call(owner, 'GET', `/api/expenses?tab=reimbursed&customerId=${eko}`);
    expect([reimbursed.status, reimbursed.body.items]).toEqual([200, []]);
  });
});

describe('billing an expense that held VAT', () => {
  const report = async (owner: Owner, id: string, day: string) => {
    const res = await call(owner, 'GET', `/api/reports/${id}?period=custom&from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    return new Map((res.body.rows as { key: string; cells: Record<string, number | string> }[]).map((r) => [r.key, r.cells]));
  };

  it('bills the cost before VAT plus the markup with VAT on the line: the VAT Summary has it as output VAT and the input VAT once, Profit and Loss the margin', async () => {
    const owner = await onboardedUser();
    const prefs = (await call(owner, 'GET', '/api/settings/preferences')).body;
    const saved = await call(owner, 'PUT', '/api/settings/preferences', {
      body: {
        series: Object.fromEntries(Object.entries(prefs.series as Record<string, { prefix: string }>).map(([k, v]) => [k, { prefix: v.prefix }])),
        paymentTerms: prefs.paymentTerms,
        quoteValidityDays: prefs.quoteValidityDays,
        documents: prefs.documents,
        expenseMarkupPercent: 12.5,
        version: prefs.version,
      },
    });
    expect(saved.status).toBe(200);
    const day = lagosToday();
    const eko = await newCustomer(owner, 'Eko Hotels');
    const fare = await newExpense(owner, { expenseDate: day, amountKobo: 2_150_000, vatKobo: 150_000, customerId: eko, billable: true, vendor: 'Air Peace' });
    const taxi = await newExpense(owner, { expenseDate: day, amountKobo: 800_000, customerId: eko, billable: true, vendor: 'Bolt' });

    // ₦21,500.00 holding ₦1,500.00 VAT: ₦20,000.00 x 1.125 = ₦22,500.00, and 7.5% VAT on it; the taxi held none: ₦9,000.00, no tax.
    expect(billedExpense({ amountKobo: 2_150_000, vatKobo: 150_000 }, 12.5, VAT_PERCENT)).toEqual({ rateKobo: 2_250_000, taxRate: 7.5 });
    const lines = [
      { name: 'Travel · Air Peace', quantity: 1, ...billedExpense({ amountKobo: 2_150_000, vatKobo: 150_000 }, 12.5, VAT_PERCENT), expenseId: fare },
      { name: 'Travel · Bolt', quantity: 1, ...billedExpense({ amountKobo: 800_000, vatKobo: 0 }, 12.5, VAT_PERCENT), expenseId: taxi },
    ];
    const inv = await createInvoice(owner, { customerId: eko, invoiceDate: day, paymentTerms: 'net_15', lines, status: 'sent' });
    expect(inv.status).toBe(201);
    expect(inv.body.lines.map((l: { amountKobo: number; taxKobo: number }) => [l.amountKobo, l.taxKobo])).toEqual([
      [2_250_000, 168_750],
      [900_000, 0],
    ]);
    expect(inv.body.totalKobo).toBe(3_318_750);

    const vat = await report(owner, 'vat-summary', day);
    expect(vat.get('sales')).toMatchObject({ amount: 3_150_000 });
    expect(vat.get('exempt')).toMatchObject({ amount: 900_000 });
    expect(vat.get('rate-750')).toMatchObject({ amount: 2_250_000, vat: 168_750 });
    expect(vat.get('output')).toMatchObject({ vat: 168_750 });
    expect(vat.get('expenses')).toMatchObject({ amount: 2_800_000 });
    expect(vat.get('input')).toMatchObject({ vat: 150_000 });
    const pl = await report(owner, 'profit-and-loss', day);
    expect(pl.get('income')).toMatchObject({ amount: 3_150_000 });
    expect(pl.get('expenses')).toMatchObject({ amount: -2_800_000 });
    // The margin is the markup on the costs before VAT: (₦20,000.00 + ₦8,000.00) x 12.5%.
    const net = (await call(owner, 'GET', `/api/reports/profit-and-loss?period=custom&from=${day}&to=${day}`)).body.totals.amount;
    expect(net).toBe(350_000);
  });
});
