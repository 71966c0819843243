import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

async function customer(owner: Owner, displayName: string): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName, paymentTerms: 'net_30' } });
  expect(res.status).toBe(201);
  return res.body.customerId;
}

/** Lifts the free plan's invoice limit, as buying the Starter plan does. */
async function starter(owner: Owner) {
  await db().entities.subscription.patch({ companyId: owner.companyId }).set({ planType: 'starter' }).go();
}

/** One line of ₦100,000 at 7.5% VAT: total ₦107,500. */
const invoiceBody = (customerId: string, extra: Record<string, unknown> = {}) => ({
  customerId,
  invoiceDate: '2026-11-01',
  paymentTerms: 'net_15',
  lines: [{ name: 'Consulting', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 }],
  status: 'sent',
  ...extra,
});

const balances = async (owner: Owner, customerId: string) => {
  const c = (await call(owner, 'GET', `/api/customers/${customerId}`)).body;
  return { receivables: c.receivablesKobo, credits: c.unusedCreditsKobo };
};

describe('invoices', () => {
  it('creates a sent invoice with the series number, due date from the terms, and the customer owes its total', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Eko Hotels');
    const res = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { orderNumber: 'PO-1' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      invoiceNumber: 'INV-000001',
      orderNumber: 'PO-1',
      invoiceDate: '2026-11-01',
      dueDate: '2026-11-16',
      status: 'sent',
      totalKobo: 10_750_000,
      balanceDueKobo: 10_750_000,
      amountPaidKobo: 0,
      payments: [],
    });
    expect(await balances(owner, customerId)).toEqual({ receivables: 10_750_000, credits: 0 });
    const draft = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { status: 'draft' }) });
    expect(draft.body.invoiceNumber).toBe('INV-000002');
    // A draft owes nothing yet.
    expect(await balances(owner, customerId)).toEqual({ receivables: 10_750_000, credits: 0 });
    expect((await call(owner, 'GET', '/api/invoices/next-number')).body).toEqual({ invoiceNumber: 'INV-000003', limitReached: null });
  });

  // Fixed dates on purpose: they sit at the API's own bound (DATE_MAX, 2099-12-31), not near today.
  it('refuses terms that put the due date past the last date the API takes, naming dueDate, on create and edit', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Eko Hotels');
    const late = { invoiceDate: '2099-12-01', paymentTerms: 'net_60' };
    const refused = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, late) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.dueDate).toBe('These terms make the due date 2100-01-30, past 2099-12-31: choose shorter terms or an earlier invoice date');
    expect((await call(owner, 'GET', '/api/invoices?tab=all')).body.items).toEqual([]);
    const made = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { invoiceDate: '2099-12-01', paymentTerms: 'net_30', status: 'draft' }) });
    expect([made.status, made.body.dueDate]).toEqual([201, '2099-12-31']);
    const edit = await call(owner, 'PUT', `/api/invoices/${made.body.invoiceId}`, { body: { ...invoiceBody(customerId, late), status: undefined, version: made.body.version } });
    expect(edit.status).toBe(400);
    expect(Object.keys(edit.body.error.fields)).toEqual(['dueDate']);
    expect((await call(owner, 'GET', `/api/invoices/${made.body.invoiceId}`)).body).toMatchObject({ paymentTerms: 'net_30', dueDate: '2099-12-31', version: made.body.version });
    // A due date typed (custom terms) past the bound was refused before, by calendarDate.
    const typed = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { invoiceDate: '2099-12-01', paymentTerms: 'custom', dueDate: '2100-01-30' }) });
    expect(Object.keys(typed.body.error.fields)).toEqual(['dueDate']);
  });

  it('gives 15 invoices created at the same moment 15 different numbers, and refuses a typed duplicate', async () => {
    const owner = await onboardedUser();
    await starter(owner);
    const customerId = await customer(owner, 'Owerri Pharmacy');
    const results = await Promise.all(Array.from({ length: 15 }, () => call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })));
    expect(results.map((r) => r.status)).toEqual(Array(15).fill(201));
    expect(results.map((r) => r.body.invoiceNumber).sort()).toEqual(Array.from({ length: 15 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
    // Every one of them is in the customer's receivables, to the kobo.
    expect(await balances(owner, customerId)).toEqual({ receivables: 15 * 10_750_000, credits: 0 });
    const dup = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { invoiceNumber: 'inv-000003' }) });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual({ invoiceNumber: 'Invoice number inv-000003 is already used' });
  });

  it('moves draft -> sent -> partially paid -> paid only as payments say, and refuses the rest', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Calabar Hotels');
    const inv = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { status: 'draft' }) })).body;
    expect(await balances(owner, customerId)).toEqual({ receivables: 0, credits: 0 });
    const draftPay = await call(owner, 'POST', '/api/payments', {
      body: { customerId, amountKobo: 100, paymentDate: '2026-11-05', mode: 'cash', applications: [{ invoiceId: inv.invoiceId, amountKobo: 100 }] },
    });
    expect(draftPay.status).toBe(400);
    const sent = await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/status`, { body: { status: 'sent' } });
    expect(sent.body.status).toBe('sent');
    expect(await balances(owner, customerId)).toEqual({ receivables: 10_750_000, credits: 0 });
    expect((await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/status`, { body: { status: 'paid' } })).status).toBe(400);
    const pay = (await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 10_000_000, paymentDate: '2026-11-05', mode: 'cash' } })).body;
    expect((await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body.status).toBe('partially_paid');
    // Editing the payment up to the full balance pays the invoice; down again reopens it.
    const edited = await call(owner, 'PUT', `/api/payments/${pay.paymentId}`, {
      body: { customerId, amountKobo: 10_750_000, paymentDate: '2026-11-05', mode: 'cash', version: pay.version },
    });
    expect(edited.status).toBe(200);
    expect((await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
    expect((await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/status`, { body: { status: 'sent' } })).status).toBe(409);
    await call(owner, 'PUT', `/api/payments/${pay.paymentId}`, { body: { customerId, amountKobo: 750_000, paymentDate: '2026-11-05', mode: 'cash' } });
    expect((await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body).toMatchObject({ status: 'partially_paid', balanceDueKobo: 10_000_000 });
    expect(await balances(owner, customerId)).toEqual({ receivables: 10_000_000, credits: 0 });
  });

  it('takes a partial payment with WHT, then the rest, and moves the status and balances to the kobo', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Fola Clinic');
    const inv = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    // ₦50,000 received and ₦2,150 WHT withheld settle ₦52,150.
    const first = await call(owner, 'POST', '/api/payments', {
      body: { customerId, amountKobo: 5_000_000, whtKobo: 215_000, paymentDate: '2026-11-05', mode: 'bank_transfer' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ paymentNumber: 'PMT-00001', creditKobo: 0, applications: [{ invoiceId: inv.invoiceId, amountKobo: 5_000_000, whtKobo: 215_000 }] });
    let now = (await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body;
    expect(now).toMatchObject({ status: 'partially_paid', amountPaidKobo: 5_000_000, whtKobo: 215_000, balanceDueKobo: 5_535_000 });
    expect(now.payments).toHaveLength(1);
    expect(await balances(owner, customerId)).toEqual({ receivables: 5_535_000, credits: 0 });
    const rest = await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 5_535_000, paymentDate: '2026-11-06', mode: 'cash' } });
    expect(rest.status).toBe(201);
    now = (await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body;
    expect(now).toMatchObject({ status: 'paid', displayStatus: 'paid', balanceDueKobo: 0 });
    expect(await balances(owner, customerId)).toEqual({ receivables: 0, credits: 0 });
    const paid = await call(owner, 'GET', '/api/invoices?tab=paid');
    expect(paid.body.items.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([inv.invoiceId]);
    expect((await call(owner, 'GET', '/api/invoices?tab=unpaid')).body.items).toEqual([]);

    // Deleting the first payment gives the invoice back what it settled.
    expect((await call(owner, 'DELETE', `/api/payments/${first.body.paymentId}`)).status).toBe(204);
    now = (await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body;
    expect(now).toMatchObject({ status: 'partially_paid', amountPaidKobo: 5_535_000, whtKobo: 0, balanceDueKobo: 5_215_000 });
    expect(await balances(owner, customerId)).toEqual({ receivables: 5_215_000, credits: 0 });
  });

  it('turns an overpayment into credit and applies the credit to a later invoice', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Kano Motors');
    const a = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    const pay = await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 12_000_000, paymentDate: '2026-11-05', mode: 'cash' } });
    expect(pay.body).toMatchObject({ creditKobo: 1_250_000, applications: [{ invoiceId: a.invoiceId, amountKobo: 10_750_000 }] });
    expect(await balances(owner, customerId)).toEqual({ receivables: 0, credits: 1_250_000 });
    const b = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    const tooMuch = await call(owner, 'POST', `/api/payments/${pay.body.paymentId}/apply`, { body: { applications: [{ invoiceId: b.invoiceId, amountKobo: 1_250_001 }] } });
    expect(tooMuch.status).toBe(400);
    const applied = await call(owner, 'POST', `/api/payments/${pay.body.paymentId}/apply`, { body: { applications: [{ invoiceId: b.invoiceId, amountKobo: 1_250_000 }] } });
    expect(applied.status).toBe(200);
    expect(applied.body.creditKobo).toBe(0);
    expect((await call(owner, 'GET', `/api/invoices/${b.invoiceId}`)).body).toMatchObject({ status: 'partially_paid', balanceDueKobo: 9_500_000 });
    expect(await balances(owner, customerId)).toEqual({ receivables: 9_500_000, credits: 0 });
  });

  it('lets two payments at once never take a balance below zero', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Aba Textiles');
    const inv = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    const body = { customerId, amountKobo: 8_000_000, paymentDate: '2026-11-05', mode: 'cash', applications: [{ invoiceId: inv.invoiceId, amountKobo: 8_000_000 }] };
    const [x, y] = await Promise.all([call(owner, 'POST', '/api/payments', { body }), call(owner, 'POST', '/api/payments', { body })]);
    expect([x.status, y.status].sort()).toEqual([201, 400]);
    const loser = x.status === 400 ? x : y;
    expect(loser.body.error.message).toBe('Invoice INV-000001 has only ₦27,500.00 left to pay');
    expect((await call(owner, 'GET', `/api/invoices/${inv.invoiceId}`)).body.balanceDueKobo).toBe(2_750_000);
  });

  it('refuses bad payments with a clear message and writes nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const customerId = await customer(owner, 'Ibadan Farms');
    const otherCustomer = await customer(other, 'Elsewhere Ltd');
    const foreign = (await call(other, 'POST', '/api/invoices', { body: invoiceBody(otherCustomer) })).body;
    const inv = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    const base = { customerId, paymentDate: '2026-11-05', mode: 'cash' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, amountKobo: 0 }, 'amountKobo', 'Amount received must be more than 0'],
      [{ ...base, amountKobo: -5 }, 'amountKobo', 'Amount received must be more than 0'],
      [{ ...base, amountKobo: 100, paymentDate: '2099-01-01' }, 'paymentDate', 'The payment date cannot be after today'],
      [{ ...base, amountKobo: 100, applications: [{ invoiceId: foreign.invoiceId, amountKobo: 100 }] }, 'applications.0.invoiceId', "This is not one of this customer's invoices"],
      [{ ...base, amountKobo: 20_000_000, applications: [{ invoiceId: inv.invoiceId, amountKobo: 20_000_000 }] }, 'applications.0.amountKobo', 'Invoice INV-000001 has only ₦107,500.00 left to pay'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(owner, 'POST', '/api/payments', { body });
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await call(owner, 'GET', '/api/payments')).body.items).toEqual([]);
    expect(await balances(owner, customerId)).toEqual({ receivables: 10_750_000, credits: 0 });
  });

  it('voids only an invoice without payments, deletes only drafts, and keeps void out of receivables', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Jos Builders');
    const inv = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    expect((await call(owner, 'DELETE', `/api/invoices/${inv.invoiceId}`)).status).toBe(409);
    const pay = (await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 100_000, paymentDate: '2026-11-05', mode: 'cash' } })).body;
    const refused = await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/status`, { body: { status: 'void' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Delete the payments recorded on this invoice before voiding it');
    await call(owner, 'DELETE', `/api/payments/${pay.paymentId}`);
    const voided = await call(owner, 'POST', `/api/invoices/${inv.invoiceId}/status`, { body: { status: 'void' } });
    expect(voided.body).toMatchObject({ status: 'void', displayStatus: 'void' });
    expect(await balances(owner, customerId)).toEqual({ receivables: 0, credits: 0 });
    expect((await call(owner, 'GET', '/api/invoices?tab=all&status=void')).body.items).toHaveLength(1);
    const draft = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { status: 'draft' }) })).body;
    // Issued (what the reports count and drill into): neither the void invoice nor the draft.
    const sent = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    const issued = async (q: string) => (await call(owner, 'GET', `/api/invoices?${q}status=issued`)).body.items.map((i: { invoiceId: string }) => i.invoiceId);
    expect(await issued('tab=all&')).toEqual([sent.invoiceId]);
    expect(await issued(`tab=all&customerId=${customerId}&`)).toEqual([sent.invoiceId]);
    expect(await issued('tab=unpaid&')).toEqual([sent.invoiceId]);
    expect((await call(owner, 'DELETE', `/api/invoices/${draft.invoiceId}`)).status).toBe(204);
  });

  it('refuses an edit below what was paid and records what changed', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Lekki Foods');
    const inv = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).body;
    await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 5_000_000, paymentDate: '2026-11-05', mode: 'cash' } });
    const { status: _s, ...body } = invoiceBody(customerId, { lines: [{ name: 'Consulting', quantity: 1, rateKobo: 1_000_000 }] });
    const low = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe('The total cannot be less than the ₦50,000.00 already paid on this invoice');
    const ok = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body: { ...body, lines: [{ name: 'Consulting', quantity: 2, rateKobo: 10_000_000 }], paymentTerms: 'net_45' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ totalKobo: 20_000_000, balanceDueKobo: 15_000_000, status: 'partially_paid', dueDate: '2026-12-16' });
    expect(await balances(owner, customerId)).toEqual({ receivables: 15_000_000, credits: 0 });
    const elsewhere = await customer(owner, 'Somebody Else');
    const moved = await call(owner, 'PUT', `/api/invoices/${inv.invoiceId}`, { body: { ...body, customerId: elsewhere, lines: [{ name: 'Consulting', quantity: 2, rateKobo: 10_000_000 }] } });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toEqual({ customerId: 'This invoice has payments from its customer' });
    const history = (await call(owner, 'GET', `/api/invoices/${inv.invoiceId}/history`)).body.items;
    expect(history[0]).toMatchObject({ text: 'Invoice details updated', changedFields: expect.arrayContaining(['due date', 'terms', 'total', 'line items']) });
  });

  it('holds the free plan to 5 invoices: deleted drafts free a place, voided ones do not', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Warri Stores');
    const ids: string[] = [];
    const limitReached = async () => (await call(owner, 'GET', '/api/invoices/next-number')).body.limitReached as string | null;
    for (let i = 0; i < 5; i++) {
      // The form is told before it opens whether a new invoice would be refused.
      expect(await limitReached()).toBeNull();
      ids.push((await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { status: 'draft' }) })).body.invoiceId);
    }
    const message = 'The Free Trial allows 5 invoices. Upgrade to Starter or Professional in Settings > Subscription & Billing to create more.';
    expect(await limitReached()).toBe(message);
    const sixth = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toMatchObject({ code: 'plan_limit', message });
    // A draft is an invoice too: refused alike.
    expect((await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { status: 'draft' }) })).body.error).toMatchObject({ code: 'plan_limit', message });
    await call(owner, 'DELETE', `/api/invoices/${ids[0]}`);
    expect(await limitReached()).toBeNull();
    expect((await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).status).toBe(201);
    await call(owner, 'POST', `/api/invoices/${ids[1]}/status`, { body: { status: 'sent' } });
    await call(owner, 'POST', `/api/invoices/${ids[1]}/status`, { body: { status: 'void' } });
    expect((await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) })).status).toBe(409);
    await starter(owner);
    expect(await limitReached()).toBeNull();
    // The refusals took no number: the series goes on without a gap (INV-000006 went to the one made after the delete).
    const after = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId) });
    expect(after.status).toBe(201);
    expect(after.body.invoiceNumber).toBe('INV-000007');
  });

  it('converts a quote into a draft invoice, marks the quote invoiced, links both ways, and only once', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Abuja Prints');
    const quote = (
      await call(owner, 'POST', '/api/quotes', {
        body: { customerId, quoteDate: '2026-11-01', lines: [{ name: 'Banner', quantity: 3, rateKobo: 1_500_000, taxRate: 7.5 }], status: 'sent' },
      })
    ).body;
    await call(owner, 'POST', `/api/quotes/${quote.quoteId}/status`, { body: { status: 'accepted' } });
    const res = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/convert`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'draft', quoteId: quote.quoteId, quoteNumber: quote.quoteNumber, totalKobo: quote.totalKobo, paymentTerms: 'net_30' });
    const after = (await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body;
    expect(after).toMatchObject({ status: 'invoiced', invoiceId: res.body.invoiceId, invoiceNumber: res.body.invoiceNumber });
    expect((await call(owner, 'POST', `/api/quotes/${quote.quoteId}/convert`)).status).toBe(409);
    expect((await call(owner, 'GET', '/api/quotes?status=invoiced')).body.items).toHaveLength(1);
  });

  it('creates and edits a 200-line invoice atomically', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Onitsha Market');
    const lines = Array.from({ length: 200 }, (_, i) => ({ name: `Part ${i + 1}`, description: 'x'.repeat(200), quantity: 1, rateKobo: 100 + i, taxRate: 7.5 }));
    const res = await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { lines }) });
    expect(res.status).toBe(201);
    expect(res.body.lines).toHaveLength(200);
    expect(res.body.lines[199]).toMatchObject({ lineNo: 200, name: 'Part 200' });
    const { status: _s, ...edit } = invoiceBody(customerId, { lines: lines.slice(0, 120) });
    const edited = await call(owner, 'PUT', `/api/invoices/${res.body.invoiceId}`, { body: edit });
    expect(edited.status).toBe(200);
    expect((await call(owner, 'GET', `/api/invoices/${res.body.invoiceId}`)).body.lines).toHaveLength(120);
  });

  it('counts every catalogue item a document uses, even more than fit in its transaction', async () => {
    const owner = await onboardedUser();
    await starter(owner);
    const customerId = await customer(owner, 'Aba Spares');
    const items: string[] = [];
    for (let i = 0; i < 70; i++) items.push((await call(owner, 'POST', '/api/items', { body: { name: `Spare ${i}`, price: 1000 } })).body.itemId);
    const lines = items.map((itemId, i) => ({ itemId, name: `Spare ${i}`, quantity: 1, rateKobo: 1000 }));
    const draft = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { lines, status: 'draft' }) })).body;
    const usage = async (id: string) => (await call(owner, 'GET', `/api/items/${id}`)).body.usageCount;
    expect([await usage(items[0]!), await usage(items[69]!)]).toEqual([1, 1]);
    expect((await call(owner, 'DELETE', `/api/items/${items[69]}`)).status).toBe(409);
    expect((await call(owner, 'DELETE', `/api/invoices/${draft.invoiceId}`)).status).toBe(204);
    expect([await usage(items[0]!), await usage(items[69]!)]).toEqual([0, 0]);
  });

  it('lists by tab from the index: unpaid by default, draft, overdue through the status filter', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Uyo Agro');
    const overdue = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { invoiceDate: '2025-01-01' }) })).body;
    const current = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { invoiceDate: '2099-01-01' }) })).body;
    const draft = (await call(owner, 'POST', '/api/invoices', { body: invoiceBody(customerId, { status: 'draft' }) })).body;
    const ids = async (q: string) => (await call(owner, 'GET', `/api/invoices?${q}`)).body.items.map((i: { invoiceId: string }) => i.invoiceId);
    expect(await ids('')).toEqual([current.invoiceId, overdue.invoiceId]);
    expect(await ids('tab=draft')).toEqual([draft.invoiceId]);
    expect(await ids('tab=all&status=overdue')).toEqual([overdue.invoiceId]);
    expect(await ids('tab=all')).toEqual([draft.invoiceId, current.invoiceId, overdue.invoiceId]);
    const dash = (await call(owner, 'GET', '/api/dashboard')).body;
    expect(dash.receivables).toEqual({ totalKobo: 21_500_000, overdueKobo: 10_750_000 });
  });
});

describe('sales receipts', () => {
  it('records a sale paid in full for a walk-in or a customer, numbered SR-00001', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Ikeja Stores');
    const line = { name: 'Rice', quantity: 2, rateKobo: 7_500_000, taxRate: 0 };
    const walkIn = await call(owner, 'POST', '/api/sales-receipts', { body: { receiptDate: '2026-11-05', mode: 'pos', lines: [line] } });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body).toMatchObject({ receiptNumber: 'SR-00001', customerName: 'Walk-in customer', totalKobo: 15_000_000, mode: 'pos', status: 'paid' });
    // Paid on its own page and in the list, as an invoice paid in full is.
    expect((await call(owner, 'GET', `/api/sales-receipts/${walkIn.body.receiptId}`)).body.status).toBe('paid');
    const named = await call(owner, 'POST', '/api/sales-receipts', { body: { customerId, receiptDate: '2026-11-05', mode: 'cash', lines: [line] } });
    expect(named.body).toMatchObject({ receiptNumber: 'SR-00002', customerName: 'Ikeja Stores' });
    expect(await balances(owner, customerId)).toEqual({ receivables: 0, credits: 0 });
    const tx = (await call(owner, 'GET', `/api/customers/${customerId}/transactions`)).body.items;
    expect(tx.map((t: { kind: string }) => t.kind)).toEqual(['salesreceipt']);
    expect((await call(owner, 'DELETE', `/api/sales-receipts/${named.body.receiptId}`)).status).toBe(204);
    expect((await call(owner, 'GET', '/api/sales-receipts')).body.items).toEqual([expect.objectContaining({ receiptNumber: 'SR-00001', status: 'paid' })]);
  });
});
