import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

/*
 * The money loop's edges: a total below zero, a repeated invoice in a payment's
 * applications, a body sent to a route that takes none. Each is refused with a
 * message naming the field, and changes nothing in the table.
 */

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

/** ₦10.00 + 7.5% VAT = ₦10.75. */
const line = { name: 'Sachet water', quantity: 1, rateKobo: 1_000, taxRate: 7.5 };
const bodies = (customerId: string) => ({
  quote: { path: '/api/quotes', body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } },
  invoice: { path: '/api/invoices', body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'sent' } },
  'sales receipt': { path: '/api/sales-receipts', body: { customerId, receiptDate: '2026-11-01', mode: 'cash', lines: [line] } },
});

async function company() {
  const owner = await onboardedUser();
  const customer = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Awolowo Stores' } });
  expect(customer.status).toBe(201);
  return { owner, customerId: customer.body.customerId as string };
}

const expectBelowZero = (r: { status: number; body: any }, lowest: string) => {
  expect(r.status).toBe(400);
  expect(r.body.error.fields).toEqual({ adjustmentKobo: `The total cannot be below ₦0.00: the adjustment must be at least ${lowest}` });
};

async function unchanged(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

describe('no document total below zero', () => {
  it.each(['quote', 'invoice', 'sales receipt'] as const)('a new %s whose adjustment takes the total below zero is a 400 naming the adjustment; exactly zero is taken', async (kind) => {
    const { owner, customerId } = await company();
    const { path, body } = bodies(customerId)[kind];
    await unchanged(owner, async () => {
      expectBelowZero(await call(owner, 'POST', path, { body: { ...body, adjustmentKobo: -1_076 } }), '-₦10.75');
      expectBelowZero(await call(owner, 'POST', path, { body: { ...body, adjustmentKobo: -1_000_000_000_000 } }), '-₦10.75');
      // With a whole-amount discount the lines leave nothing, so no negative adjustment is taken at all.
      expectBelowZero(await call(owner, 'POST', path, { body: { ...body, discount: { type: 'percent', value: 100 }, adjustmentKobo: -1 } }), '₦0.00');
    });
    const zero = await call(owner, 'POST', path, { body: { ...body, adjustmentKobo: -1_075 } });
    expect(zero.status).toBe(201);
    expect(zero.body.totalKobo).toBe(0);
  });

  it('an edit of a quote or an invoice that would take its total below zero is refused and changes nothing', async () => {
    const { owner, customerId } = await company();
    for (const kind of ['quote', 'invoice'] as const) {
      const { path, body } = bodies(customerId)[kind];
      const created = await call(owner, 'POST', path, { body });
      expect(created.status).toBe(201);
      const id = created.body[`${kind}Id`];
      const { status: _s, ...edit } = body;
      await unchanged(owner, async () => expectBelowZero(await call(owner, 'PUT', `${path}/${id}`, { body: { ...edit, adjustmentKobo: -5_000 } }), '-₦10.75'));
    }
  });

  it('a clone or a conversion of a document stored with a total below zero (before this rule) is refused, naming the adjustment', async () => {
    const { owner, customerId } = await company();
    const b = bodies(customerId);
    const quote = (await call(owner, 'POST', b.quote.path, { body: b.quote.body })).body;
    const invoice = (await call(owner, 'POST', b.invoice.path, { body: b.invoice.body })).body;
    // As such a document was stored: the adjustment and the total it gave.
    for (const id of [quote.quoteId, invoice.invoiceId]) {
      await db().entities.salesDocument.patch({ companyId: owner.companyId, documentId: id }).set({ adjustmentKobo: -500_000, totalKobo: -498_925 }).go();
    }
    await unchanged(owner, async () => {
      expectBelowZero(await call(owner, 'POST', `/api/quotes/${quote.quoteId}/convert`), '-₦10.75');
      expectBelowZero(await call(owner, 'POST', `/api/quotes/${quote.quoteId}/clone`), '-₦10.75');
      expectBelowZero(await call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/clone`), '-₦10.75');
    });
  });

  it('the statement case: an invoice with an adjustment of -₦5,000.00 on ₦10.00 is refused, and the statement closes at receivables less credit', async () => {
    const { owner, customerId } = await company();
    const big = await call(owner, 'POST', '/api/invoices', { body: { ...bodies(customerId).invoice.body, lines: [{ name: 'Goods', quantity: 1, rateKobo: 100_000, taxRate: null }] } });
    expect(big.status).toBe(201);
    // ₦500 kept as credit: the payment settles nothing.
    expect((await call(owner, 'POST', '/api/payments', { body: { customerId, paymentDate: '2026-11-02', amountKobo: 50_000, mode: 'cash', applications: [] } })).status).toBe(201);
    const small = await call(owner, 'POST', '/api/invoices', { body: { ...bodies(customerId).invoice.body, lines: [{ name: 'Goods', quantity: 1, rateKobo: 1_000, taxRate: null }], adjustmentKobo: -500_000 } });
    expectBelowZero(small, '-₦10.00');
    const c = (await call(owner, 'GET', `/api/customers/${customerId}`)).body;
    expect([c.receivablesKobo, c.unusedCreditsKobo]).toEqual([100_000, 50_000]);
    const s = (await call(owner, 'GET', `/api/customers/${customerId}/statement?from=2026-01-01&to=2026-11-26`)).body;
    expect(s.closingBalanceKobo).toBe(50_000);
    expect(s.closingBalanceKobo).toBe(s.openingBalanceKobo + s.invoicedKobo - s.paidKobo);
  });
});

describe('a repeated invoice in a payment', () => {
  it('POST /api/payments/{id}/apply with the same invoice twice is a 400 naming the repeat, and applies nothing', async () => {
    const { owner, customerId } = await company();
    const invoice = (await call(owner, 'POST', '/api/invoices', { body: bodies(customerId).invoice.body })).body;
    const payment = (await call(owner, 'POST', '/api/payments', { body: { customerId, paymentDate: '2026-11-02', amountKobo: 50_000, mode: 'cash', applications: [] } })).body;
    await unchanged(owner, async () => {
      const r = await call(owner, 'POST', `/api/payments/${payment.paymentId}/apply`, {
        body: { applications: [{ invoiceId: invoice.invoiceId, amountKobo: 100 }, { invoiceId: invoice.invoiceId, amountKobo: 200 }] },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({ 'applications.1.invoiceId': 'This invoice is listed twice' });
      const again = await call(owner, 'POST', '/api/payments', {
        body: { customerId, paymentDate: '2026-11-02', amountKobo: 500, mode: 'cash', applications: [{ invoiceId: invoice.invoiceId, amountKobo: 100 }, { invoiceId: invoice.invoiceId, amountKobo: 100 }] },
      });
      expect(again.status).toBe(400);
      expect(again.body.error.fields).toEqual({ 'applications.1.invoiceId': 'This invoice is listed twice' });
    });
    const once = await call(owner, 'POST', `/api/payments/${payment.paymentId}/apply`, { body: { applications: [{ invoiceId: invoice.invoiceId, amountKobo: 300 }] } });
    expect(once.status).toBe(200);
    expect(once.body.creditKobo).toBe(49_700);
  });
});

describe('routes that take no body', () => {
  it('POST /api/quotes/{id}/convert refuses null, [] and true, converting nothing; none or {} converts', async () => {
    const { owner, customerId } = await company();
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { ...bodies(customerId).quote.body, status: 'sent' } })).body;
    await unchanged(owner, async () => {
      for (const raw of ['null', '[]', 'true']) {
        const r = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/convert`, { raw, headers: { 'content-type': 'application/json' } });
        expect([r.status, r.body.error.message]).toEqual([400, 'This request takes no body: send none, or {}']);
      }
    });
    const r = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/convert`, { body: {} });
    expect(r.status).toBe(201);
    expect(r.body.totalKobo).toBe(1_075);
  });
});

describe('withholding tax on the amount before VAT', () => {
  it('open invoices and a payment’s invoices carry the total and the tax the WHT rule works from; ₦102.50 and ₦5.00 of WHT settle ₦107.50', async () => {
    const { owner, customerId } = await company();
    const invoice = (await call(owner, 'POST', '/api/invoices', { body: { ...bodies(customerId).invoice.body, lines: [{ name: 'Audit', quantity: 1, rateKobo: 10_000, taxRate: 7.5 }] } })).body;
    const open = await call(owner, 'GET', `/api/customers/${customerId}/open-invoices`);
    expect(open.body.items).toEqual([expect.objectContaining({ invoiceId: invoice.invoiceId, totalKobo: 10_750, taxKobo: 750, balanceDueKobo: 10_750 })]);
    const paid = await call(owner, 'POST', '/api/payments', { body: { customerId, paymentDate: '2026-11-02', amountKobo: 10_250, whtKobo: 500, mode: 'bank_transfer' } });
    expect(paid.status).toBe(201);
    expect(paid.body.applications).toEqual([{ invoiceId: invoice.invoiceId, number: invoice.invoiceNumber, amountKobo: 10_250, whtKobo: 500, invoiceTotalKobo: 10_750, invoiceTaxKobo: 750, vatKobo: 750 }]);
    expect((await call(owner, 'GET', `/api/payments/${paid.body.paymentId}`)).body.applications[0]).toMatchObject({ invoiceTotalKobo: 10_750, invoiceTaxKobo: 750 });
    expect((await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}`)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0, amountPaidKobo: 10_250, whtKobo: 500 });
  });
});
