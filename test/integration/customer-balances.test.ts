import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

const create = async (user: Awaited<ReturnType<typeof onboardedUser>>, displayName: string) =>
  (await call(user, 'POST', '/api/customers', { body: { displayName } })).body.customerId as string;

describe('customer balances and the Unpaid tab', () => {
  it('starts every customer at ₦0.00 and lists under Unpaid only those with an open balance', async () => {
    const owner = await onboardedUser();
    const settled = await create(owner, 'Settled Stores');
    const owing = await create(owner, 'Owing Stores');
    const list = await call(owner, 'GET', '/api/customers');
    expect(list.body.items.map((c: { receivablesKobo: number; unusedCreditsKobo: number }) => [c.receivablesKobo, c.unusedCreditsKobo])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect((await call(owner, 'GET', '/api/customers?status=unpaid')).body.items).toEqual([]);

    // What an invoice does to its customer, in the invoice's own transaction.
    await db().entities.customer.patch({ companyId: owner.companyId, customerId: owing }).set({ receivablesKobo: 1_234_550, unusedCreditsKobo: 5_000, balanceState: 'open' }).go();

    const unpaid = await call(owner, 'GET', '/api/customers?status=unpaid');
    expect(unpaid.body.items.map((c: { name: string; receivablesKobo: number }) => [c.name, c.receivablesKobo])).toEqual([['Owing Stores', 1_234_550]]);
    const searched = await call(owner, 'GET', '/api/customers?status=unpaid&search=stores');
    expect(searched.body.items.map((c: { name: string }) => c.name)).toEqual(['Owing Stores']);
    const all = await call(owner, 'GET', '/api/customers?search=stores');
    expect(all.body.items.map((c: { name: string; receivablesKobo: number; unusedCreditsKobo: number }) => [c.name, c.receivablesKobo, c.unusedCreditsKobo]).sort()).toEqual([
      ['Owing Stores', 1_234_550, 5_000],
      ['Settled Stores', 0, 0],
    ]);
    const detail = await call(owner, 'GET', `/api/customers/${owing}`);
    expect(detail.body).toMatchObject({ receivablesKobo: 1_234_550, unusedCreditsKobo: 5_000 });

    // Paid off: off the Unpaid list again.
    await db().entities.customer.patch({ companyId: owner.companyId, customerId: owing }).set({ receivablesKobo: 0, balanceState: 'settled' }).go();
    expect((await call(owner, 'GET', '/api/customers?status=unpaid')).body.items).toEqual([]);
    expect(settled).toBeTruthy();
  });
});

describe('customer TRANSACTIONS', () => {
  it("lists the customer's quotes and invoices newest first, a page at a time, and 404s on another company's customer", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const customerId = await create(owner, 'Busy Buyer');
    const elsewhere = await create(owner, 'Other Buyer');
    const doc = (n: number, kind: 'quote' | 'invoice', forCustomer = customerId) => ({
      companyId: owner.companyId,
      kind,
      documentId: `DOC${n}`,
      number: `${kind === 'quote' ? 'QT' : 'INV'}-0000${n}`,
      issueDate: `2026-11-0${n}`,
      status: kind === 'quote' ? 'draft' : 'sent',
      phase: kind === 'quote' ? 'draft' : 'sent',
      tab: kind === 'quote' ? 'draft' : 'unpaid',
      customerId: forCustomer,
      customerName: 'Busy Buyer',
      totalKobo: n * 10_000,
      ...(kind === 'invoice' ? { balanceDueKobo: n * 5_000 } : {}),
      createdAt: `2026-11-0${n}T10:00:00.000Z`,
    });
    for (const d of [doc(1, 'quote'), doc(2, 'invoice'), doc(3, 'quote'), doc(4, 'invoice', elsewhere)]) await db().entities.salesDocument.create(d).go();

    const first = await call(owner, 'GET', `/api/customers/${customerId}/transactions?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      { kind: 'quote', id: 'DOC3', number: 'QT-00003', issueDate: '2026-11-03', status: 'draft', totalKobo: 30_000 },
      { kind: 'invoice', id: 'DOC2', number: 'INV-00002', issueDate: '2026-11-02', status: 'sent', totalKobo: 20_000, balanceDueKobo: 10_000 },
    ]);
    const second = await call(owner, 'GET', `/api/customers/${customerId}/transactions?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(second.body.items.map((t: { id: string }) => t.id)).toEqual(['DOC1']);

    expect((await call(other, 'GET', `/api/customers/${customerId}/transactions`)).status).toBe(404);
  });
});
