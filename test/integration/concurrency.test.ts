import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi, type Answer } from './helpers/api';

/*
 * Many people in one company at once, as the real handlers meet them against DynamoDB Local:
 * numbers stay unique, balances never go below zero, a stale edit is refused and loses
 * nothing, and writers of different records never see each other's transactions.
 */

jest.setTimeout(180_000);

type Owner = Awaited<ReturnType<typeof onboardedUser>>;

beforeAll(startApi);
afterAll(stopApi);

const show = (r: Answer) => `${r.status} ${JSON.stringify(r.body)}`;

async function company(): Promise<{ owner: Owner; customerId: string }> {
  const owner = await onboardedUser();
  // Starter: no limit on invoices.
  await db().entities.subscription.patch({ companyId: owner.companyId }).set({ planType: 'starter' }).go();
  const c = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Kaduna Grains Ltd' } });
  if (c.status !== 201) throw new Error(show(c));
  return { owner, customerId: c.body.customerId };
}

const line = { name: 'Maize (100kg)', quantity: 1, rateKobo: 4_000_000, taxRate: 7.5 };
const today = '2026-11-20';

/**
 * Sends a create as the web app does (frontend/src/api/client.ts): with an Idempotency-Key, and
 * once more after Retry-After, with the same key, when the answer is 503 "try again in a moment",
 * twice at most. Answers the last answer and how many were 503.
 */
async function createAsTheApp(owner: Owner, path: string, body: unknown): Promise<Answer & { busy: number }> {
  const headers = { 'idempotency-key': randomUUID() };
  let busy = 0;
  let answer = await call(owner, 'POST', path, { body, headers });
  while (answer.status === 503 && busy < 2) {
    busy++;
    await new Promise((r) => setTimeout(r, 1000));
    answer = await call(owner, 'POST', path, { body, headers });
  }
  return { ...answer, busy };
}

/** Another process keeping one core busy for as long as `fn` runs: the machine is loaded by other work, as CI's may be. */
async function withCpuLoad<T>(fn: () => Promise<T>): Promise<T> {
  const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    return await fn();
  } finally {
    burner.kill('SIGKILL');
  }
}

describe('50 creates at once in each numbered series, on a machine busy with other work', () => {
  const series = [
    { kind: 'quotes', path: '/api/quotes', body: (customerId: string) => ({ customerId, quoteDate: today, lines: [line] }), number: 'quoteNumber' },
    { kind: 'invoices', path: '/api/invoices', body: (customerId: string) => ({ customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], status: 'sent' }), number: 'invoiceNumber' },
    { kind: 'sales receipts', path: '/api/sales-receipts', body: (customerId: string) => ({ customerId, receiptDate: today, mode: 'cash', lines: [line] }), number: 'receiptNumber' },
    // A payment moves its customer's balance: 50 customers, one payment each (one customer's
    // payments wait for each other on its balance: the test below has 20 on one invoice).
    { kind: 'payments', path: '/api/payments', body: (customerId: string) => ({ customerId, amountKobo: 100_000, paymentDate: today, mode: 'cash' }), number: 'paymentNumber', perCustomer: true },
  ];

  it.each(series)('$kind: all 50 made, with 50 different numbers', async (s) => {
    const { owner, customerId } = await company();
    const customers = s.perCustomer
      ? await Promise.all(Array.from({ length: 50 }, async (_, i) => (await call(owner, 'POST', '/api/customers', { body: { displayName: `Payer ${i}` } })).body.customerId as string))
      : Array<string>(50).fill(customerId);
    const answers = await withCpuLoad(() => Promise.all(customers.map((c) => createAsTheApp(owner, s.path, s.body(c)))));
    const failed = answers.filter((a) => a.status !== 201);
    expect(failed.map(show)).toEqual([]);
    const numbers = answers.map((a) => a.body[s.number] ?? a.body.number);
    expect(numbers.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
    // A request sent again after a 503 made its record once: the list holds exactly the 50.
    const listed = await call(owner, 'GET', `${s.path}?limit=100${s.kind === 'quotes' ? '&status=all' : s.kind === 'invoices' ? '&tab=all' : ''}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(50);
  });
});

it('20 payments at once on one invoice never take it below zero; each refused one says why and records nothing', async () => {
  const { owner, customerId } = await company();
  const invoice = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], status: 'sent' } });
  expect(invoice.status).toBe(201);
  const total = invoice.body.totalKobo as number; // ₦43,000.00
  const share = 500_000; // ₦5,000.00: at most 8 fit
  const body = { customerId, amountKobo: share, paymentDate: today, mode: 'bank_transfer', applications: [{ invoiceId: invoice.body.invoiceId, amountKobo: share }] };
  const answers = await Promise.all(Array.from({ length: 20 }, () => call(owner, 'POST', '/api/payments', { body })));
  const made = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status !== 201);
  expect(made).toHaveLength(Math.floor(total / share));
  for (const r of refused) {
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^Invoice INV-\d+ has only ₦[\d,.]+ left to pay$/);
  }
  const after = (await call(owner, 'GET', `/api/invoices/${invoice.body.invoiceId}`)).body;
  expect(after.balanceDueKobo).toBe(total - made.length * share);
  expect(after.balanceDueKobo).toBeGreaterThanOrEqual(0);
  const payments = (await call(owner, 'GET', '/api/payments?limit=100')).body.items;
  expect(payments).toHaveLength(made.length);
});

it('edits from a stale version are refused with 409 and lose nothing; the fresh one wins', async () => {
  const { owner, customerId } = await company();
  const created = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], status: 'draft' } });
  expect(created.status).toBe(201);
  const { invoiceId, version } = created.body as { invoiceId: string; version: number };
  const edit = (notes: string) => call(owner, 'PUT', `/api/invoices/${invoiceId}`, { body: { customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], customerNotes: notes, version } });
  // Ten people saving the same loaded version at once: exactly one is saved.
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => edit(`Edit ${i}`)));
  const saved = answers.filter((a) => a.status === 200);
  expect(answers.filter((a) => a.status !== 409).map(show)).toEqual(saved.map(show));
  expect(saved).toHaveLength(1);
  for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
  const now = (await call(owner, 'GET', `/api/invoices/${invoiceId}`)).body;
  expect(now.customerNotes).toBe(saved[0]!.body.customerNotes);
  expect(now.version).toBe(version + 1);
  // Saving again from the version now loaded works.
  const again = await call(owner, 'PUT', `/api/invoices/${invoiceId}`, { body: { customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], customerNotes: 'Final', version: now.version } });
  expect(again.status).toBe(200);
});

it('20 people writing different records in one company at once: every write is made, none sees a conflict', async () => {
  const { owner, customerId } = await company();
  const invoice = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], status: 'sent' } })).body;
  const writes = Array.from({ length: 20 }, (_, i) => {
    switch (i % 5) {
      case 0:
        return call(owner, 'POST', '/api/customers', { body: { displayName: `Customer ${i}` } });
      case 1:
        return call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], status: 'sent' } });
      case 2:
        return call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 100_000, paymentDate: today, mode: 'cash', applications: [{ invoiceId: invoice.invoiceId, amountKobo: 100_000 }] } });
      case 3:
        return call(owner, 'POST', '/api/expenses', { body: { expenseDate: today, category: 'travel', amountKobo: 250_000, vendor: 'Total' } });
      default:
        return call(owner, 'POST', '/api/items', { body: { name: `Item ${i}`, price: 10_000 } });
    }
  });
  const answers = await Promise.all(writes);
  expect(answers.filter((a) => a.status !== 201).map(show)).toEqual([]);
  // The balances the writes moved add up.
  const after = (await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}`)).body;
  expect(after.balanceDueKobo).toBe(invoice.totalKobo - 4 * 100_000);
});
