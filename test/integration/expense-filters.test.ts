import { monotonicFactory } from 'ulid';
import { db } from '../../functions/entities/table';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

jest.setTimeout(120_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Row = { expenseId: string; vendor?: string; expenseDate: string };

async function ok<T = Record<string, unknown>>(res: { status: number; body: T }, what: string): Promise<T> {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const page = async (user: TestUser, query: string) => {
  const res = await call(user, 'GET', `/api/expenses?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { items: Row[]; cursor: string | null };
};
/** The vendors the first page lists, in its order. */
const vendors = async (user: TestUser, query: string) => (await page(user, query)).items.map((e) => e.vendor ?? '-');

describe('expense list: More Filters', () => {
  let owner: Owner;
  let eko: string;
  let bola: string;
  beforeAll(async () => {
    owner = await onboardedUser();
    eko = (await ok(await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } }), 'customer')).customerId as string;
    bola = (await ok(await call(owner, 'POST', '/api/customers', { body: { displayName: 'Bola Stores' } }), 'customer')).customerId as string;
    await ok(await call(owner, 'POST', '/api/expense-categories', { body: { name: 'Fuel' } }), 'category');
    const add = async (body: Record<string, unknown>) => (await ok(await call(owner, 'POST', '/api/expenses', { body }), 'expense')).expenseId as string;
    await add({ expenseDate: '2026-01-05', category: 'travel', amountKobo: 1_000_000, vendor: 'Uber Nigeria', customerId: eko, billable: true });
    const meal = await add({ expenseDate: '2026-01-20', category: 'meals', amountKobo: 500_000, vendor: 'Mama Cass', customerId: bola, reimbursable: true });
    await ok(await call(owner, 'POST', `/api/expenses/${meal}/reimbursed`, { body: { reimbursed: true } }), 'reimbursed');
    await add({ expenseDate: '2026-02-10', category: 'office', amountKobo: 5_000_000, vendor: 'Jumia', customerId: eko, billable: true });
    await add({ expenseDate: '2026-02-15', category: 'fuel', amountKobo: 2_000_000, vendor: 'Total Energies', customerId: bola, billable: true });
    await add({ expenseDate: '2026-03-01', category: 'travel', amountKobo: 200_000, vendor: 'uber' });
  });

  it('filters by category, built-in or the company’s own (any case), alone and with a tab', async () => {
    expect(await vendors(owner, 'category=travel')).toEqual(['uber', 'Uber Nigeria']);
    expect(await vendors(owner, 'category=FUEL')).toEqual(['Total Energies']);
    expect(await vendors(owner, 'category=travel&tab=unbilled')).toEqual(['Uber Nigeria']);
    expect(await vendors(owner, 'category=meals&tab=reimbursed')).toEqual(['Mama Cass']);
    expect(await vendors(owner, 'category=meals&tab=unbilled')).toEqual([]);
  });

  it('filters by date, both ends included, as a key range on every tab', async () => {
    expect(await vendors(owner, 'dateFrom=2026-01-20&dateTo=2026-02-10')).toEqual(['Jumia', 'Mama Cass']);
    expect(await vendors(owner, 'dateFrom=2026-02-15')).toEqual(['uber', 'Total Energies']);
    expect(await vendors(owner, 'dateTo=2026-01-05')).toEqual(['Uber Nigeria']);
    expect(await vendors(owner, 'tab=unbilled&dateFrom=2026-01-06&dateTo=2026-02-14')).toEqual(['Jumia']);
    expect(await vendors(owner, 'tab=reimbursed&dateFrom=2026-01-01&dateTo=2026-01-31')).toEqual(['Mama Cass']);
    expect(await vendors(owner, 'tab=reimbursed&dateFrom=2026-02-01')).toEqual([]);
  });

  it('filters by customer on its own index, with every tab and with dates', async () => {
    expect(await vendors(owner, `customerId=${eko}`)).toEqual(['Jumia', 'Uber Nigeria']);
    // All of one customer: unbilled ones first, then the not billable, newest first within each.
    expect(await vendors(owner, `customerId=${bola}`)).toEqual(['Total Energies', 'Mama Cass']);
    expect(await vendors(owner, `customerId=${eko}&tab=unbilled&dateTo=2026-01-31`)).toEqual(['Uber Nigeria']);
    expect(await vendors(owner, `customerId=${eko}&dateFrom=2026-02-01`)).toEqual(['Jumia']);
    expect(await vendors(owner, `customerId=${bola}&tab=reimbursed`)).toEqual(['Mama Cass']);
    expect(await vendors(owner, `customerId=${eko}&tab=reimbursed`)).toEqual([]);
    expect(await vendors(owner, `customerId=${eko}&tab=invoiced`)).toEqual([]);
  });

  it('filters by vendor text in any case and by an amount range in kobo, both ends included', async () => {
    expect(await vendors(owner, 'vendor=UBER')).toEqual(['uber', 'Uber Nigeria']);
    expect(await vendors(owner, 'vendor=uber&minAmountKobo=500000')).toEqual(['Uber Nigeria']);
    expect(await vendors(owner, 'minAmountKobo=1000000&maxAmountKobo=2000000')).toEqual(['Total Energies', 'Uber Nigeria']);
    expect(await vendors(owner, 'maxAmountKobo=500000')).toEqual(['uber', 'Mama Cass']);
  });

  it('combines every filter with a tab', async () => {
    expect(await vendors(owner, `tab=unbilled&customerId=${eko}&category=office&dateFrom=2026-02-01&dateTo=2026-02-28&minAmountKobo=100000&maxAmountKobo=9000000&vendor=jum`)).toEqual(['Jumia']);
    expect(await vendors(owner, `tab=unbilled&customerId=${eko}&category=office&vendor=uber`)).toEqual([]);
  });

  it('refuses bad filter values with 400 naming the query field', async () => {
    const other = await onboardedUser();
    const foreign = (await ok(await call(other, 'POST', '/api/customers', { body: { displayName: 'Not Yours Ltd' } }), 'customer')).customerId as string;
    for (const [query, field, message] of [
      ['dateFrom=2026-02-01&dateTo=2026-01-31', 'dateTo', 'The end date is before the start date'],
      ['dateFrom=01/02/2026', 'dateFrom', 'Use a date like 2026-11-22'],
      ['minAmountKobo=500&maxAmountKobo=400', 'maxAmountKobo', 'The highest amount is below the lowest'],
      ['category=Hotels', 'category', EXPENSE_MESSAGES.unknownCategory],
      [`customerId=${foreign}`, 'customerId', EXPENSE_MESSAGES.foreignCustomer],
    ] as const) {
      const res = await call(owner, 'GET', `/api/expenses?${query}`);
      expect([query, res.status, res.body.error?.fields]).toEqual([query, 400, { [field]: message }]);
    }
    // Another company's own category is not this company's.
    await ok(await call(other, 'POST', '/api/expense-categories', { body: { name: 'Generator' } }), 'category');
    expect((await call(owner, 'GET', '/api/expenses?category=Generator')).body.error.fields).toEqual({ category: EXPENSE_MESSAGES.unknownCategory });
  });
});

describe('expense list: filtered pages under a read budget', () => {
  const newId = monotonicFactory();
  /** Expenses written as the API writes them (many at once, faster than one request each). */
  async function seed(companyId: string, rows: { expenseDate: string; category: string; vendor: string }[]) {
    const now = new Date().toISOString();
    const items = rows.map((r) => ({
      companyId,
      expenseId: newId(),
      ...r,
      amountKobo: 100_000,
      vatKobo: 0,
      billing: 'not_billable' as const,
      customerKey: 'none',
      reimbursement: 'none' as const,
      createdBy: 'Adaeze Okafor',
      version: 0,
      createdAt: now,
      updatedAt: now,
    }));
    const { unprocessed } = await db().entities.expense.put(items).go();
    expect(unprocessed).toEqual([]);
  }
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

  /** Every page of a query, following the cursor: the pages' sizes and the ids in order. */
  async function walk(user: TestUser, query: string) {
    const sizes: number[] = [];
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const p = await page(user, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      sizes.push(p.items.length);
      ids.push(...p.items.map((e) => e.expenseId));
      cursor = p.cursor;
    } while (cursor && sizes.length < 100);
    return { sizes, ids };
  }

  it('answers short pages with a cursor, and the pages together list each match once, newest first', async () => {
    const owner = await onboardedUser();
    // 60 older expenses, every third a meal (20 meals), then 240 newer travel ones: the first 200 read hold no meal.
    await seed(owner.companyId, Array.from({ length: 60 }, (_, i) => ({ expenseDate: day(i), category: i % 3 === 0 ? 'meals' : 'travel', vendor: `Vendor ${i}` })));
    await seed(owner.companyId, Array.from({ length: 240 }, (_, i) => ({ expenseDate: day(100 + (i % 50)), category: 'travel', vendor: `Newer ${i}` })));
    const all = await walk(owner, 'tab=all&limit=100');
    expect(all.ids).toHaveLength(300);
    const meals = all.ids.filter((_, i) => i >= 240 && (59 - (i - 240)) % 3 === 0);
    expect(meals).toHaveLength(20);

    const filtered = await walk(owner, 'category=meals&limit=7');
    // The first page spends its budget (200) on travel: empty, with a cursor to read on.
    expect(filtered.sizes[0]).toBe(0);
    expect(filtered.sizes.every((n) => n <= 7)).toBe(true);
    expect(new Set(filtered.ids).size).toBe(filtered.ids.length);
    expect(filtered.ids).toEqual(meals);

    // The same through a date range (a key range) and the vendor text (tested on the items read).
    const ranged = await walk(owner, `category=meals&dateFrom=${day(0)}&dateTo=${day(59)}&limit=6`);
    expect(ranged.ids).toEqual(meals);
    expect(ranged.sizes.slice(0, -1).every((n) => n === 6)).toBe(true);
    const vendor = await walk(owner, 'vendor=vendor&limit=25');
    expect(vendor.ids).toEqual(all.ids.slice(240));
    expect(new Set(vendor.ids).size).toBe(60);
  });
});
