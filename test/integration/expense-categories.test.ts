import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { EXPENSE_CATEGORIES_MAX, EXPENSE_CATEGORY_MESSAGES } from '../../shared/schemas/expense-category';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

jest.setTimeout(120_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

const add = (user: TestUser, name: string) => call(user, 'POST', '/api/expense-categories', { body: { name } });
const rename = (user: TestUser, id: string, name: string) => call(user, 'PUT', `/api/expense-categories/${id}`, { body: { name } });
const remove = (user: TestUser, id: string) => call(user, 'DELETE', `/api/expense-categories/${id}`);
const own = async (user: TestUser) => ((await call(user, 'GET', '/api/expense-categories')).body.own as { name: string }[]).map((c) => c.name);
const expenseWith = (user: TestUser, category: string) => call(user, 'POST', '/api/expenses', { body: { expenseDate: '2026-03-05', category, amountKobo: 150_000 } });

async function writesNothing(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

describe('expense categories', () => {
  it('lists the built-in categories read-only and the company’s own, by name', async () => {
    const owner = await onboardedUser();
    const res = await call(owner, 'GET', '/api/expense-categories');
    expect(res.status).toBe(200);
    expect(res.body.builtIn.map((c: { label: string }) => c.label)).toEqual(['Office', 'Travel', 'Meals', 'Software', 'Services', 'Others']);
    expect(res.body.own).toEqual([]);
    expect((await add(owner, 'Generator diesel')).status).toBe(201);
    expect((await add(owner, '  Bank   charges ')).body.name).toBe('Bank charges');
    expect(await own(owner)).toEqual(['Bank charges', 'Generator diesel']);
  });

  it('keeps names unique in any case, built-in ones included, and refuses bad names', async () => {
    const owner = await onboardedUser();
    expect((await add(owner, 'Fuel')).status).toBe(201);
    await writesNothing(owner, async () => {
      for (const [name, message] of [
        ['fuel', EXPENSE_CATEGORY_MESSAGES.taken],
        [' FUEL ', EXPENSE_CATEGORY_MESSAGES.taken],
        ['travel', EXPENSE_CATEGORY_MESSAGES.builtIn],
        ['Others', EXPENSE_CATEGORY_MESSAGES.builtIn],
        ['   ', EXPENSE_CATEGORY_MESSAGES.nameRequired],
        ['x'.repeat(61), 'Must be at most 60 characters'],
      ]) {
        const res = await add(owner, name!);
        expect([name, res.status, res.body.error.fields]).toEqual([name, 400, { name: message }]);
      }
    });
    // Two at once with one name: one is added.
    const both = await Promise.all([add(owner, 'Rent'), add(owner, 'RENT')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await own(owner)).toEqual(['Fuel', expect.stringMatching(/^(Rent|RENT)$/)]);
  });

  it('renames (another case too) and deletes, leaving saved expenses with their category text', async () => {
    const owner = await onboardedUser();
    const fuel = (await add(owner, 'Fuel')).body.categoryId as string;
    const rent = (await add(owner, 'Rent')).body.categoryId as string;
    // Saved as the company spells it, whatever the case sent.
    const saved = await expenseWith(owner, 'fuel');
    expect([saved.status, saved.body.category]).toEqual([201, 'Fuel']);

    expect((await rename(owner, fuel, 'rent')).body.error.fields).toEqual({ name: EXPENSE_CATEGORY_MESSAGES.taken });
    expect((await rename(owner, fuel, 'Office')).body.error.fields).toEqual({ name: EXPENSE_CATEGORY_MESSAGES.builtIn });
    const renamed = await rename(owner, fuel, 'Diesel');
    expect([renamed.status, renamed.body.categoryId, renamed.body.name]).toEqual([200, fuel, 'Diesel']);
    expect((await rename(owner, fuel, 'DIESEL')).body.name).toBe('DIESEL');
    expect(await own(owner)).toEqual(['DIESEL', 'Rent']);
    // The old name is free again; the expense keeps the text it was saved with.
    expect((await add(owner, 'Fuel')).status).toBe(201);
    expect((await call(owner, 'GET', `/api/expenses/${saved.body.expenseId}`)).body.category).toBe('Fuel');

    const onRent = await expenseWith(owner, 'Rent');
    expect((await remove(owner, rent)).status).toBe(204);
    expect(await own(owner)).toEqual(['DIESEL', 'Fuel']);
    const kept = (await call(owner, 'GET', `/api/expenses/${onRent.body.expenseId}`)).body;
    expect(kept.category).toBe('Rent');
    // Editing it keeps its category; a new expense cannot take the deleted one.
    const { expenseId: _i, createdBy: _c, createdAt: _a, updatedAt: _u, billing: _b, reimbursement: _r, ...fields } = kept;
    expect((await call(owner, 'PUT', `/api/expenses/${onRent.body.expenseId}`, { body: { ...fields, amountKobo: 200_000 } })).status).toBe(200);
    expect((await expenseWith(owner, 'Rent')).body.error.fields).toEqual({ category: EXPENSE_MESSAGES.unknownCategory });
    expect((await remove(owner, rent)).status).toBe(404);
  });

  it('saves an expense with an own category and refuses an unknown one, writing nothing', async () => {
    const owner = await onboardedUser();
    await add(owner, 'Generator diesel');
    const res = await expenseWith(owner, 'Generator diesel');
    expect([res.status, res.body.category]).toEqual([201, 'Generator diesel']);
    expect((await call(owner, 'GET', '/api/expenses?category=generator%20diesel')).body.items.map((e: { expenseId: string }) => e.expenseId)).toEqual([res.body.expenseId]);
    await writesNothing(owner, async () => {
      const refused = await expenseWith(owner, 'Hotels');
      expect([refused.status, refused.body.error.fields]).toEqual([400, { category: EXPENSE_MESSAGES.unknownCategory }]);
      const edited = await call(owner, 'PUT', `/api/expenses/${res.body.expenseId}`, { body: { expenseDate: '2026-03-05', category: 'Hotels', amountKobo: 150_000 } });
      expect([edited.status, edited.body.error.fields]).toEqual([400, { category: EXPENSE_MESSAGES.unknownCategory }]);
    });
  });

  it('keeps each company’s categories its own', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const mine = (await add(owner, 'Fuel')).body.categoryId as string;
    await writesNothing(owner, async () => {
      expect((await rename(other, mine, 'Stolen')).status).toBe(404);
      expect((await remove(other, mine)).status).toBe(404);
    });
    expect((await expenseWith(other, 'Fuel')).body.error.fields).toEqual({ category: EXPENSE_MESSAGES.unknownCategory });
    expect((await add(other, 'Fuel')).status).toBe(201);
    expect(await own(other)).toEqual(['Fuel']);
  });

  it('lets staff add a category from the expense form but only managers rename and delete', async () => {
    const owner = await onboardedUser();
    const staff = await memberOf(owner, 'staff');
    const viewer = await memberOf(owner, 'viewer');
    const id = (await add(staff, 'Fuel')).body.categoryId as string;
    expect(id).toBeTruthy();
    expect(await own(viewer)).toEqual(['Fuel']);
    expect((await add(viewer, 'Rent')).status).toBe(403);
    expect((await rename(staff, id, 'Diesel')).status).toBe(403);
    expect((await remove(staff, id)).status).toBe(403);
  });

  it(`stops at ${EXPENSE_CATEGORIES_MAX} own categories, even when added at once`, async () => {
    const owner = await onboardedUser();
    const names = Array.from({ length: EXPENSE_CATEGORIES_MAX + 5 }, (_, i) => `Category ${i + 1}`);
    const statuses: number[] = [];
    for (let i = 0; i < names.length; i += 15) statuses.push(...(await Promise.all(names.slice(i, i + 15).map((n) => add(owner, n)))).map((r) => r.status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(EXPENSE_CATEGORIES_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await own(owner)).toHaveLength(EXPENSE_CATEGORIES_MAX);
    const refused = await add(owner, 'One more');
    expect([refused.status, refused.body.error.message]).toEqual([409, EXPENSE_CATEGORY_MESSAGES.limit]);
    // Deleting one makes room for one.
    const first = (await call(owner, 'GET', '/api/expense-categories')).body.own[0].categoryId as string;
    expect((await remove(owner, first)).status).toBe(204);
    expect((await add(owner, 'One more')).status).toBe(201);
  });
});
