import fc from 'fast-check';
import { db } from '../../functions/entities/table';
import { addDaysIso } from '../../shared/dates';
import { formatNaira } from '../../shared/money';
import { pageCount, pdfText } from '../support/pdf-text';
import { call, onboardedUser, startApi, stopApi } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = Awaited<ReturnType<typeof onboardedUser>>;

const customer = async (owner: Owner, displayName: string) => (await call(owner, 'POST', '/api/customers', { body: { displayName } })).body.customerId as string;

/** ₦100,000 + 7.5% VAT = ₦107,500.00 for one unit. */
const invoice = async (owner: Owner, customerId: string, invoiceDate: string, extra: Record<string, unknown> = {}) => {
  const res = await call(owner, 'POST', '/api/invoices', {
    body: { customerId, invoiceDate, paymentTerms: 'net_15', lines: [{ name: 'Consulting', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 }], status: 'sent', ...extra },
  });
  expect(res.status).toBe(201);
  return res.body as { invoiceId: string; invoiceNumber: string; version: number };
};

const pay = async (owner: Owner, customerId: string, paymentDate: string, amountKobo: number, extra: Record<string, unknown> = {}) => {
  const res = await call(owner, 'POST', '/api/payments', { body: { customerId, paymentDate, amountKobo, mode: 'bank_transfer', ...extra } });
  expect(res.status).toBe(201);
  return res.body as { paymentId: string; paymentNumber: string; version: number };
};

const statement = async (owner: Owner, customerId: string, from: string, to: string) => {
  const res = await call(owner, 'GET', `/api/customers/${customerId}/statement?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body as {
    openingBalanceKobo: number;
    closingBalanceKobo: number;
    invoicedKobo: number;
    paidKobo: number;
    lines: { date: string; kind: string; number: string; chargeKobo: number; creditKobo: number; whtKobo: number; balanceKobo: number }[];
  };
};

/** What the customer owes less its unused credits, as the customer record keeps it. */
const netBalance = async (owner: Owner, customerId: string) => {
  const c = (await call(owner, 'GET', `/api/customers/${customerId}`)).body;
  return c.receivablesKobo - c.unusedCreditsKobo;
};

/** The statement from the beginning of time to far ahead ends where the customer's balance is, and every split of it agrees. */
async function agrees(owner: Owner, customerId: string) {
  const whole = await statement(owner, customerId, '2000-01-01', '2099-12-31');
  expect(whole.openingBalanceKobo).toBe(0);
  expect(whole.closingBalanceKobo).toBe(await netBalance(owner, customerId));
  for (const cut of ['2026-09-15', '2026-10-01', '2026-10-21', '2026-11-30']) {
    const before = await statement(owner, customerId, '2000-01-01', cut);
    const after = await statement(owner, customerId, addDaysIso(cut, 1), '2099-12-31');
    expect(after.openingBalanceKobo).toBe(before.closingBalanceKobo);
    expect(after.closingBalanceKobo).toBe(whole.closingBalanceKobo);
  }
  return whole;
}

describe('customer statement', () => {
  it('lists sent invoices and payments of a period with the opening, running and closing balances, agreeing with the balance to the kobo', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Statement Stores');
    const september = await invoice(owner, customerId, '2026-09-10');
    await invoice(owner, customerId, '2026-10-05', { status: 'draft' });
    const october = await invoice(owner, customerId, '2026-10-20', { orderNumber: 'PO-77' });
    // ₦50,000 in cash and ₦2,500 of WHT settle ₦52,500 of the September invoice.
    await pay(owner, customerId, '2026-10-25', 5_000_000, { whtKobo: 250_000, applications: [{ invoiceId: september.invoiceId, amountKobo: 5_000_000 }] });

    const oct = await statement(owner, customerId, '2026-10-01', '2026-10-31');
    expect(oct.openingBalanceKobo).toBe(10_750_000);
    expect(oct.lines).toEqual([
      expect.objectContaining({ date: '2026-10-20', kind: 'invoice', number: october.invoiceNumber, chargeKobo: 10_750_000, creditKobo: 0, balanceKobo: 21_500_000 }),
      expect.objectContaining({ date: '2026-10-25', kind: 'payment', number: 'PMT-00001', chargeKobo: 0, creditKobo: 5_250_000, whtKobo: 250_000, balanceKobo: 16_250_000 }),
    ]);
    expect(oct).toMatchObject({ invoicedKobo: 10_750_000, paidKobo: 5_250_000, closingBalanceKobo: 16_250_000 });
    // A period starting mid-month counts that month's earlier entries into the opening balance.
    const late = await statement(owner, customerId, '2026-10-21', '2026-10-31');
    expect(late.openingBalanceKobo).toBe(21_500_000);
    expect(late.lines.map((l) => l.kind)).toEqual(['payment']);
    // Both ends are included.
    expect((await statement(owner, customerId, '2026-10-20', '2026-10-20')).lines.map((l) => l.number)).toEqual([october.invoiceNumber]);

    // An overpayment leaves a credit: the closing balance goes below zero.
    await pay(owner, customerId, '2026-11-02', 30_000_000);
    const whole = await agrees(owner, customerId);
    expect(whole.closingBalanceKobo).toBe(21_500_000 - 5_250_000 - 30_000_000);
    expect(whole.lines).toHaveLength(4);
  });

  it('follows every change: edits, dates moved, drafts sent, voids, deleted payments and a customer changed', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Changing Traders');
    const otherId = await customer(owner, 'Second Traders');
    const a = await invoice(owner, customerId, '2026-09-10');
    const b = await invoice(owner, customerId, '2026-10-12', { status: 'draft' });
    const c = await invoice(owner, customerId, '2026-10-14');
    const p = await pay(owner, customerId, '2026-10-30', 2_000_000);
    await agrees(owner, customerId);

    // Edit a sent invoice (the payment settled part of it): two units and a new date in October.
    const paid = (await call(owner, 'GET', `/api/invoices/${a.invoiceId}`)).body;
    const edited = await call(owner, 'PUT', `/api/invoices/${a.invoiceId}`, {
      body: { customerId, invoiceDate: '2026-10-02', paymentTerms: 'net_15', lines: [{ name: 'Consulting', quantity: 2, rateKobo: 10_000_000, taxRate: 7.5 }], version: paid.version },
    });
    expect(edited.status).toBe(200);
    expect((await statement(owner, customerId, '2026-09-01', '2026-09-30')).lines).toEqual([]);
    expect((await statement(owner, customerId, '2026-10-01', '2026-10-31')).lines.map((l) => [l.date, l.chargeKobo])).toEqual([
      ['2026-10-02', 21_500_000],
      ['2026-10-14', 10_750_000],
      ['2026-10-30', 0],
    ]);
    await agrees(owner, customerId);

    // A draft marked sent joins; a sent invoice voided leaves.
    expect((await call(owner, 'POST', `/api/invoices/${b.invoiceId}/status`, { body: { status: 'sent' } })).status).toBe(200);
    expect((await call(owner, 'POST', `/api/invoices/${c.invoiceId}/status`, { body: { status: 'void' } })).status).toBe(200);
    expect((await statement(owner, customerId, '2026-10-01', '2026-10-31')).lines.map((l) => l.date)).toEqual(['2026-10-02', '2026-10-12', '2026-10-30']);
    await agrees(owner, customerId);

    // A payment edited, then deleted.
    const current = (await call(owner, 'GET', `/api/payments/${p.paymentId}`)).body;
    const pe = await call(owner, 'PUT', `/api/payments/${p.paymentId}`, {
      body: { customerId, paymentDate: '2026-11-03', amountKobo: 3_000_000, mode: 'cash', version: current.version },
    });
    expect(pe.status).toBe(200);
    expect((await statement(owner, customerId, '2026-11-01', '2026-11-30')).lines.map((l) => [l.kind, l.creditKobo])).toEqual([['payment', 3_000_000]]);
    await agrees(owner, customerId);
    expect((await call(owner, 'DELETE', `/api/payments/${p.paymentId}`)).status).toBe(204);
    expect((await statement(owner, customerId, '2026-11-01', '2026-11-30')).lines).toEqual([]);
    await agrees(owner, customerId);

    // The invoice moved to another customer leaves this statement and joins that one.
    const moved = (await call(owner, 'GET', `/api/invoices/${b.invoiceId}`)).body;
    const mv = await call(owner, 'PUT', `/api/invoices/${b.invoiceId}`, {
      body: { customerId: otherId, invoiceDate: '2026-10-12', paymentTerms: 'net_15', lines: [{ name: 'Consulting', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 }], version: moved.version },
    });
    expect(mv.status).toBe(200);
    expect((await statement(owner, otherId, '2026-10-01', '2026-10-31')).lines.map((l) => l.number)).toEqual([moved.invoiceNumber]);
    await agrees(owner, customerId);
    await agrees(owner, otherId);
  });

  it('defaults to this month, refuses a bad period with a message, and is 404 for another company’s customer', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const customerId = await customer(owner, 'Period Foods');
    const plain = await call(owner, 'GET', `/api/customers/${customerId}/statement`);
    expect(plain.status).toBe(200);
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect(plain.body.from).toBe(`${today.slice(0, 7)}-01`);
    expect(plain.body.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect((await call(owner, 'GET', `/api/customers/${customerId}/statement?from=2026-02-10`)).body).toMatchObject({ from: '2026-02-10', to: '2026-02-28' });

    const backwards = await call(owner, 'GET', `/api/customers/${customerId}/statement?from=2026-10-31&to=2026-10-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ to: 'The end date must be on or after the start date' });
    const bad = await call(owner, 'GET', `/api/customers/${customerId}/statement?from=2026-02-31`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.from).toBe('That day does not exist');
    expect((await call(other, 'GET', `/api/customers/${customerId}/statement?from=2026-10-01&to=2026-10-31`)).status).toBe(404);
  });

  it('lets a customer whose only payment was deleted be deleted, with nothing of its ledger left behind', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Short Lived Ltd');
    const p = await pay(owner, customerId, '2026-11-01', 1_000_000);
    expect((await call(owner, 'DELETE', `/api/payments/${p.paymentId}`)).status).toBe(204);
    expect((await call(owner, 'DELETE', `/api/customers/${customerId}`)).status).toBe(204);
    expect((await call(owner, 'GET', `/api/customers/${customerId}/statement`)).status).toBe(404);
    const { db } = await import('../../functions/entities/table');
    const months = await db().entities.ledgerMonth.query.byCustomer({ companyId: owner.companyId, customerId }).go();
    expect(months.data).toEqual([]);
  });

  it('prints the statement as a PDF with every line and the same figures, and e-mails it with the PDF, recorded in the customer history', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    const customerId = (
      await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: 'accounts@eko.ng', addresses: { billing: { street1: '1 Ajose Adeogun', city: 'Victoria Island' } } } })
    ).body.customerId as string;
    await call(owner, 'PUT', '/api/settings/pdf-template', { body: { layout: 'classic', accentColor: '#1F4E79', showLogo: false, bankDetails: 'GTBank 0123456789' } });
    await invoice(owner, customerId, '2026-09-10');
    const oct = await invoice(owner, customerId, '2026-10-20');
    await pay(owner, customerId, '2026-10-25', 5_000_000, { whtKobo: 250_000, reference: 'TRF-881' });
    const st = await statement(owner, customerId, '2026-10-01', '2026-10-31');

    const link = await call(owner, 'GET', `/api/customers/${customerId}/statement/pdf?from=2026-10-01&to=2026-10-31&download=true`);
    expect(link.status).toBe(200);
    expect(link.body.fileName).toBe('Statement_Eko_Hotels_2026-10-01_2026-10-31.pdf');
    const file = await fetch(link.body.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    const text = pdfText(bytes);
    for (const t of [
      'STATEMENT OF ACCOUNTS',
      'Oct 01, 2026 To Oct 31, 2026',
      'Eko Hotels',
      '1 Ajose Adeogun',
      'Opening Balance',
      formatNaira(st.openingBalanceKobo),
      oct.invoiceNumber,
      'PMT-00001',
      'TRF-881',
      formatNaira(st.closingBalanceKobo),
      'GTBank 0123456789',
      'Page 1 of 1',
    ])
      expect(text).toContain(t);
    expect(pageCount(text)).toBe(1);
    // The same statement is not drawn twice; a new payment in the period makes a new file.
    const again = await call(owner, 'GET', `/api/customers/${customerId}/statement/pdf?from=2026-10-01&to=2026-10-31`);
    expect(new URL(again.body.url).pathname).toBe(new URL(link.body.url).pathname);
    await pay(owner, customerId, '2026-10-28', 1_000_000);
    const changed = await call(owner, 'GET', `/api/customers/${customerId}/statement/pdf?from=2026-10-01&to=2026-10-31`);
    expect(new URL(changed.body.url).pathname).not.toBe(new URL(link.body.url).pathname);

    const subject = `Statement from Adaeze Foods Ltd ${Date.now()}`;
    const sent = await call(owner, 'POST', `/api/customers/${customerId}/statement/email`, {
      body: { to: ['accounts@eko.ng'], subject, body: 'Dear Eko,\n\nYour statement is attached.', period: { from: '2026-10-01', to: '2026-10-31' } },
    });
    expect(sent.status).toBe(200);
    const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; body: { html?: string }; attachments: { filename: string; content: string }[] }[] };
    const mail = store.emails.find((e) => e.subject === subject);
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['Statement_Eko_Hotels_2026-10-01_2026-10-31.pdf']);
    expect(mail!.body.html).toContain(formatNaira(st.closingBalanceKobo - 1_000_000));
    expect(pdfText(Buffer.from(mail!.attachments[0]!.content, 'base64'))).toContain('PMT-00002');
    const history = (await call(owner, 'GET', `/api/customers/${customerId}/history`)).body.items as { text: string }[];
    expect(history[0]!.text).toBe('Statement for Oct 01, 2026 To Oct 31, 2026 emailed to accounts@eko.ng');

    const empty = await call(owner, 'POST', `/api/customers/${customerId}/statement/email`, { body: { to: [], subject, body: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.to).toBe('Please select at least one recipient');
  });
});

describe('customer statement: properties', () => {
  const day = fc.integer({ min: 0, max: 80 }).map((n) => addDaysIso('2026-09-01', n)); // 1 Sep to 20 Nov 2026
  const command = fc.oneof(
    fc.record({ kind: fc.constant('invoice' as const), date: day, rateKobo: fc.integer({ min: 1, max: 50_000_000 }), adjustmentKobo: fc.integer({ min: -60_000_000, max: 1_000_000 }), draft: fc.boolean() }),
    fc.record({ kind: fc.constant('payment' as const), date: day, amountKobo: fc.integer({ min: 1, max: 60_000_000 }), whtPercent: fc.constantFrom(0, 5, 10) }),
    fc.record({ kind: fc.constant('send' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('deletePayment' as const), pick: fc.nat() }),
  );

  it('closes every period at its opening balance plus what it lists, over random sequences of invoices, payments, sends and deletions', async () => {
    const owner = await onboardedUser();
    // On a paid plan: the free plan's five invoices would refuse the later runs' invoices.
    await db().entities.subscription.patch({ companyId: owner.companyId }).set({ planType: 'starter' }).go();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 8 }), fc.array(fc.tuple(day, fc.integer({ min: 0, max: 60 })), { minLength: 2, maxLength: 3 }), async (commands, periods) => {
        const customerId = await customer(owner, 'Property Stores');
        const drafts: string[] = [];
        const payments: string[] = [];
        for (const c of commands) {
          const before = await netBalance(owner, customerId);
          if (c.kind === 'invoice') {
            const body = { customerId, invoiceDate: c.date, paymentTerms: 'net_15', lines: [{ name: 'Goods', quantity: 1, rateKobo: c.rateKobo, taxRate: 7.5 }], adjustmentKobo: c.adjustmentKobo, status: c.draft ? 'draft' : 'sent' };
            const res = await call(owner, 'POST', '/api/invoices', { body });
            const total = c.rateKobo + Math.round((c.rateKobo * 75) / 1000) + c.adjustmentKobo;
            if (total < 0) {
              // Money rule 8: a total below zero is refused, naming the adjustment, and changes nothing.
              expect(res.status).toBe(400);
              expect(Object.keys(res.body.error.fields)).toEqual(['adjustmentKobo']);
              expect(await netBalance(owner, customerId)).toBe(before);
              continue;
            }
            expect(res.status).toBe(201);
            if (c.draft) drafts.push(res.body.invoiceId);
          } else if (c.kind === 'payment') {
            const whtKobo = Math.floor((c.amountKobo * c.whtPercent) / 100);
            const res = await call(owner, 'POST', '/api/payments', { body: { customerId, paymentDate: c.date, amountKobo: c.amountKobo, whtKobo, mode: 'cash' } });
            // WHT needs invoices to settle; a payment that settles less than its WHT is refused.
            if (res.status === 400) continue;
            expect(res.status).toBe(201);
            payments.push(res.body.paymentId);
          } else if (c.kind === 'send' && drafts.length) {
            const [id] = drafts.splice(c.pick % drafts.length, 1);
            expect((await call(owner, 'POST', `/api/invoices/${id}/status`, { body: { status: 'sent' } })).status).toBe(200);
          } else if (c.kind === 'deletePayment' && payments.length) {
            const [id] = payments.splice(c.pick % payments.length, 1);
            expect((await call(owner, 'DELETE', `/api/payments/${id}`)).status).toBe(204);
          }
        }
        const whole = await statement(owner, customerId, '2000-01-01', '2099-12-31');
        expect(whole.closingBalanceKobo).toBe(await netBalance(owner, customerId));
        for (const [from, length] of [['2000-01-01', 0] as const, ...periods]) {
          const to = from === '2000-01-01' ? '2099-12-31' : addDaysIso(from, length);
          const s = await statement(owner, customerId, from, to);
          let running = s.openingBalanceKobo;
          for (const l of s.lines) {
            expect(l.chargeKobo).toBeGreaterThanOrEqual(0);
            expect(l.creditKobo).toBeGreaterThanOrEqual(0);
            running += l.chargeKobo - l.creditKobo;
            expect(l.balanceKobo).toBe(running);
          }
          expect(s.closingBalanceKobo).toBe(running);
          expect(s.closingBalanceKobo).toBe(s.openingBalanceKobo + s.invoicedKobo - s.paidKobo);
          expect(s.invoicedKobo).toBe(s.lines.reduce((t, l) => t + l.chargeKobo, 0));
          expect(s.paidKobo).toBe(s.lines.reduce((t, l) => t + l.creditKobo, 0));
          // The next period opens where this one closed.
          if (to < '2099-12-31') expect((await statement(owner, customerId, addDaysIso(to, 1), '2099-12-31')).openingBalanceKobo).toBe(s.closingBalanceKobo);
        }
      }),
      { numRuns: 6 },
    );
  });
});
