import { db } from '../../functions/entities/table';
import { ROLE_FORBIDDEN_MESSAGE } from '../../functions/lib/http';
import { EDIT_CONFLICT } from '../../functions/services/expenses';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { call, memberOf, newUser, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Body = Record<string, unknown>;

const trip = { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000 };
const NOT_FOUND = { code: 'not_found', message: 'Expense not found' };

const create = (user: TestUser, body: Body) => call(user, 'POST', '/api/expenses', { body });
async function newExpense(user: TestUser, body: Body): Promise<string> {
  const res = await create(user, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.expenseId as string;
}
async function newCustomer(owner: Owner, displayName = 'Eko Hotels'): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}
const expense = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/expenses/${id}`)).body;
/** The vendors of one page of a tab, in the order listed. */
const vendors = async (user: TestUser, query = '') =>
  (await call(user, 'GET', `/api/expenses${query ? `?${query}` : ''}`)).body.items.map((e: { vendor?: string }) => e.vendor ?? '-') as string[];
const put = (user: TestUser, id: string, body: Body) => call(user, 'PUT', `/api/expenses/${id}`, { body });
const reimbursed = (user: TestUser, id: string, value: boolean) => call(user, 'POST', `/api/expenses/${id}/reimbursed`, { body: { reimbursed: value } });

/** Runs `fn` and proves the company's items (and the owner's) are exactly as before. */
async function writesNothing(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

describe('expenses: create and read', () => {
  it('records an expense with the defaults, answering 201 with it, and reads it back', async () => {
    const owner = await onboardedUser();
    const res = await create(owner, trip);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      expenseId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      expenseDate: '2026-03-05',
      category: 'travel',
      amountKobo: 2_150_000,
      vatKobo: 0,
      billing: 'not_billable',
      reimbursement: 'none',
      createdBy: 'Adaeze Okafor',
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await call(owner, 'GET', `/api/expenses/${res.body.expenseId}`)).toEqual({ status: 200, body: res.body });
  });

  it('takes every field: billable to one of the company’s customers (its name kept), reimbursable, text trimmed', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    const res = await create(owner, {
      expenseDate: '2026-02-28',
      category: 'meals',
      amountKobo: 1_075_000,
      vatKobo: 75_000,
      vendor: '  Chicken Republic  ',
      description: 'Lunch with the Eko Hotels team',
      customerId,
      billable: true,
      reimbursable: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      expenseId: expect.any(String),
      expenseDate: '2026-02-28',
      category: 'meals',
      amountKobo: 1_075_000,
      vatKobo: 75_000,
      vendor: 'Chicken Republic',
      description: 'Lunch with the Eko Hotels team',
      customerId,
      customerName: 'Eko Hotels',
      billing: 'unbilled',
      reimbursement: 'to_reimburse',
      createdBy: 'Adaeze Okafor',
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await expense(owner, res.body.expenseId)).toEqual(res.body);
    // A customer without billing: kept on the expense, not billed.
    const noted = await create(owner, { ...trip, customerId });
    expect(noted.body).toMatchObject({ customerId, customerName: 'Eko Hotels', billing: 'not_billable' });
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser('Other Company');
    const foreignCustomer = await newCustomer(other, 'Not Yours Ltd');
    const ownCustomer = await newCustomer(owner);
    const fields = async (body: Body) => {
      const res = await create(owner, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      return res.body.error.fields as Record<string, string>;
    };
    await writesNothing(owner, async () => {
      expect(await fields({ ...trip, amountKobo: 0 })).toEqual({ amountKobo: EXPENSE_MESSAGES.amountPositive });
      // (The shared schema also names vatKobo here: a VAT of 0 is more than a negative amount.)
      expect((await fields({ ...trip, amountKobo: -100 })).amountKobo).toBe('The amount cannot be negative');
      expect(await fields({ expenseDate: '2026-03-05', category: 'travel' })).toEqual({ amountKobo: 'Enter the amount' });
      expect(await fields({ ...trip, amountKobo: 100.5 })).toEqual({ amountKobo: 'The amount must be whole kobo' });
      expect(await fields({ ...trip, vatKobo: 2_150_001 })).toEqual({ vatKobo: EXPENSE_MESSAGES.vatMoreThanAmount });
      expect(await fields({ ...trip, category: 'fuel' })).toEqual({ category: EXPENSE_MESSAGES.unknownCategory });
      expect(await fields({ ...trip, category: undefined })).toEqual({ category: EXPENSE_MESSAGES.categoryRequired });
      expect(await fields({ ...trip, expenseDate: '2026-02-31' })).toEqual({ expenseDate: 'That day does not exist' });
      expect(await fields({ ...trip, expenseDate: '05/03/2026' })).toEqual({ expenseDate: 'Use a date like 2026-11-22' });
      expect(await fields({ ...trip, billable: true })).toEqual({ customerId: 'Choose the customer to bill' });
      expect(await fields({ ...trip, vendor: 'x'.repeat(101) })).toEqual({ vendor: 'Must be at most 100 characters' });
      expect(await fields({ ...trip, billing: 'invoiced' })).toEqual({ billing: 'Unknown field' });
      expect(await fields({ ...trip, companyId: other.companyId })).toEqual({ companyId: 'Unknown field' });
      // Another company's customer, or an id no one has: 400 naming customerId, never a 404 or a leak.
      for (const customerId of [foreignCustomer, '01HZZZZZZZZZZZZZZZZZZZZZZZ']) {
        const res = await create(owner, { ...trip, customerId, billable: true });
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({ code: 'validation_failed', message: EXPENSE_MESSAGES.foreignCustomer, fields: { customerId: EXPENSE_MESSAGES.foreignCustomer } });
      }
    });
    expect(await vendors(owner)).toEqual([]);
    // The company's own customer is fine.
    expect((await create(owner, { ...trip, customerId: ownCustomer, billable: true })).status).toBe(201);
  });

  it('is closed to a signed-in user without a company, and to no token', async () => {
    const user = await newUser();
    expect((await create(user, trip)).status).toBe(403);
    expect((await call(null, 'GET', '/api/expenses')).status).toBe(401);
  });
});

describe('expenses: the list’s tabs', () => {
  /** Four expenses: two on one date (listed newest first within it), billable and reimbursable ones, one reimbursed. */
  async function company() {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    const ids: Record<string, string> = {};
    ids.january = await newExpense(owner, { ...trip, expenseDate: '2026-01-05', vendor: 'January', customerId, billable: true, reimbursable: true });
    ids.marchFirst = await newExpense(owner, { ...trip, expenseDate: '2026-03-01', vendor: 'March first' });
    ids.february = await newExpense(owner, { ...trip, expenseDate: '2026-02-10', vendor: 'February', customerId, billable: true });
    ids.marchSecond = await newExpense(owner, { ...trip, expenseDate: '2026-03-01', vendor: 'March second', reimbursable: true });
    expect((await reimbursed(owner, ids.january!, true)).status).toBe(200);
    return { owner, ids };
  }

  it('lists All newest date first; Unbilled only billable ones; To reimburse and Reimbursed by where the member stands; Invoiced none yet', async () => {
    const { owner } = await company();
    const all = ['March second', 'March first', 'February', 'January'];
    expect(await vendors(owner)).toEqual(all);
    expect(await vendors(owner, 'tab=all')).toEqual(all);
    expect(await vendors(owner, 'tab=unbilled')).toEqual(['February', 'January']);
    expect(await vendors(owner, 'tab=to_reimburse')).toEqual(['March second']);
    expect(await vendors(owner, 'tab=reimbursed')).toEqual(['January']);
    expect(await vendors(owner, 'tab=invoiced')).toEqual([]);
    const page = await call(owner, 'GET', '/api/expenses');
    expect(page.body.cursor).toBeNull();
    // A list entry has every field but the version.
    expect(page.body.items[3]).toEqual(expect.objectContaining({ vendor: 'January', customerName: 'Eko Hotels', billing: 'unbilled', reimbursement: 'reimbursed' }));
    expect(page.body.items[3]).not.toHaveProperty('version');
    expect((await call(owner, 'GET', '/api/expenses?tab=paid')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/expenses?limit=101')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/expenses?status=all')).status).toBe(400);
  });

  it('pages with limit and the cursor, each cursor bound to its tab', async () => {
    const { owner } = await company();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { items: { vendor: string }[]; cursor: string | null } } = await call(
        owner,
        'GET',
        `/api/expenses?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(1);
      seen.push(...res.body.items.map((e) => e.vendor));
      cursor = res.body.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['March second', 'March first', 'February', 'January']);

    const first = await call(owner, 'GET', '/api/expenses?tab=unbilled&limit=1');
    expect(first.body.items.map((e: { vendor: string }) => e.vendor)).toEqual(['February']);
    const next = await call(owner, 'GET', `/api/expenses?tab=unbilled&limit=1&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(next.body.items.map((e: { vendor: string }) => e.vendor)).toEqual(['January']);
    // The Unbilled tab's cursor is no cursor of the All tab.
    const elsewhere = await call(owner, 'GET', `/api/expenses?tab=all&limit=1&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe('invalid_cursor');
    expect((await call(owner, 'GET', '/api/expenses?cursor=garbage')).status).toBe(400);
  });
});

describe('expenses: edit', () => {
  it('replaces every field (one left out is cleared), refiles it in the tabs and bumps the version', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    const id = await newExpense(owner, { ...trip, vendor: 'Uber', description: 'To the airport', customerId, billable: true });
    await newExpense(owner, { ...trip, expenseDate: '2026-03-04', vendor: 'Older' });
    expect(await vendors(owner, 'tab=unbilled')).toEqual(['Uber']);

    const res = await put(owner, id, { expenseDate: '2026-03-01', category: 'software', amountKobo: 900_000, vatKobo: 62_790, version: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      expenseId: id,
      expenseDate: '2026-03-01',
      category: 'software',
      amountKobo: 900_000,
      vatKobo: 62_790,
      billing: 'not_billable',
      reimbursement: 'none',
      createdBy: 'Adaeze Okafor',
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await expense(owner, id)).toEqual(res.body);
    expect(await vendors(owner, 'tab=unbilled')).toEqual([]);
    expect(await vendors(owner)).toEqual(['Older', '-']);

    // The same values again: nothing written.
    const again = await put(owner, id, { expenseDate: '2026-03-01', category: 'software', amountKobo: 900_000, vatKobo: 62_790 });
    expect(again.body.version).toBe(1);
    // Billable again: back on the Unbilled tab.
    expect((await put(owner, id, { ...trip, customerId, billable: true })).body).toMatchObject({ billing: 'unbilled', customerName: 'Eko Hotels', version: 2 });
    expect(await vendors(owner, 'tab=unbilled')).toEqual(['-']);
  });

  it('keeps an expense reimbursed only while it stays reimbursable', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, { ...trip, vendor: 'Bolt', reimbursable: true });
    expect((await reimbursed(owner, id, true)).body.reimbursement).toBe('reimbursed');
    expect((await put(owner, id, { ...trip, vendor: 'Bolt Rides', reimbursable: true })).body).toMatchObject({ vendor: 'Bolt Rides', reimbursement: 'reimbursed' });
    expect(await vendors(owner, 'tab=reimbursed')).toEqual(['Bolt Rides']);
    expect((await put(owner, id, { ...trip, vendor: 'Bolt Rides' })).body.reimbursement).toBe('none');
    expect(await vendors(owner, 'tab=reimbursed')).toEqual([]);
    expect((await put(owner, id, { ...trip, vendor: 'Bolt Rides', reimbursable: true })).body.reimbursement).toBe('to_reimburse');
    expect(await vendors(owner, 'tab=to_reimburse')).toEqual(['Bolt Rides']);
    expect((await reimbursed(owner, id, true)).status).toBe(200);
    expect(await vendors(owner, 'tab=to_reimburse')).toEqual([]);
  });

  it('refuses a save over a newer version with 409, and bad input with 400, changing nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser('Other Company');
    const id = await newExpense(owner, { ...trip, vendor: 'Shoprite' });
    expect((await put(owner, id, { ...trip, vendor: 'Shoprite Ikeja', version: 0 })).status).toBe(200);
    const before = await expense(owner, id);
    await writesNothing(owner, async () => {
      const stale = await put(owner, id, { ...trip, vendor: 'Shoprite Lekki', version: 0 });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toEqual({ code: 'conflict', message: EDIT_CONFLICT });
      expect((await put(owner, id, { ...trip, amountKobo: -1 })).status).toBe(400);
      expect((await put(owner, id, { ...trip, vatKobo: trip.amountKobo + 1 })).body.error.fields).toEqual({ vatKobo: EXPENSE_MESSAGES.vatMoreThanAmount });
      expect((await put(owner, id, { ...trip, expenseDate: '2026-02-31' })).body.error.fields).toEqual({ expenseDate: 'That day does not exist' });
      const foreign = await put(owner, id, { ...trip, customerId: await newCustomer(other, 'Elsewhere Ltd') });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.fields).toEqual({ customerId: EXPENSE_MESSAGES.foreignCustomer });
      expect((await put(owner, id, { ...trip, reimbursement: 'reimbursed' })).body.error.fields).toEqual({ reimbursement: 'Unknown field' });
    });
    expect(await expense(owner, id)).toEqual(before);
  });

  it('answers 404 for an unknown id', async () => {
    const owner = await onboardedUser();
    for (const res of [
      await call(owner, 'GET', '/api/expenses/01HZZZZZZZZZZZZZZZZZZZZZZZ'),
      await put(owner, '01HZZZZZZZZZZZZZZZZZZZZZZZ', trip),
      await call(owner, 'DELETE', '/api/expenses/01HZZZZZZZZZZZZZZZZZZZZZZZ'),
      await reimbursed(owner, '01HZZZZZZZZZZZZZZZZZZZZZZZ', true),
    ]) {
      expect(res).toEqual({ status: 404, body: { error: NOT_FOUND } });
    }
  });

  it('locks an expense that is on an invoice: no edit, no delete (409), still listed under Invoiced', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    const id = await newExpense(owner, { ...trip, vendor: 'Courier', customerId, billable: true, reimbursable: true });
    // Invoicing an expense comes with billing; here it is filed as an invoice's transaction will file it.
    const key = { companyId: owner.companyId, expenseId: id };
    const { data } = await db().entities.expense.get(key).go();
    await db().entities.expense.put({ ...data!, billing: 'invoiced' }).go();
    expect(await vendors(owner, 'tab=invoiced')).toEqual(['Courier']);
    expect(await vendors(owner, 'tab=unbilled')).toEqual([]);
    const locked = { code: 'invoiced', message: EXPENSE_MESSAGES.invoicedLocked };
    await writesNothing(owner, async () => {
      expect(await put(owner, id, { ...trip, vendor: 'Changed', version: 0 })).toEqual({ status: 409, body: { error: locked } });
      expect(await call(owner, 'DELETE', `/api/expenses/${id}`)).toEqual({ status: 409, body: { error: locked } });
    });
    // Paying back whoever paid is another matter: still possible.
    expect((await reimbursed(owner, id, true)).body).toMatchObject({ billing: 'invoiced', reimbursement: 'reimbursed' });
  });
});

describe('expenses: delete', () => {
  it('deletes (204); then it is gone from reads, lists and a second delete', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, { ...trip, vendor: 'Short lived', reimbursable: true });
    expect(await call(owner, 'DELETE', `/api/expenses/${id}`)).toEqual({ status: 204, body: undefined });
    expect((await call(owner, 'GET', `/api/expenses/${id}`)).status).toBe(404);
    expect(await vendors(owner)).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/expenses/${id}`)).status).toBe(404);
    const { data } = await db().entities.expense.get({ companyId: owner.companyId, expenseId: id }).go({ consistent: true });
    expect(data).toBeNull();
  });

  it('answers racing edits, marks and deletes with 200, 204, 404 or 409, never a 5xx', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, { ...trip, reimbursable: true });
    const results = await Promise.all([
      put(owner, id, { ...trip, vendor: 'One', reimbursable: true, version: 0 }),
      put(owner, id, { ...trip, vendor: 'Two', reimbursable: true, version: 0 }),
      reimbursed(owner, id, true),
      call(owner, 'DELETE', `/api/expenses/${id}`),
      put(owner, id, { ...trip, vendor: 'Three', reimbursable: true }),
    ]);
    for (const r of results) expect([200, 204, 404, 409]).toContain(r.status);
    expect((await call(owner, 'GET', `/api/expenses/${id}`)).status).toBe(404);
  });
});

describe('expenses: reimbursed', () => {
  it('marks a reimbursable expense reimbursed and back; the same mark twice changes nothing', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, { ...trip, vendor: 'Fuel', reimbursable: true });
    const done = await reimbursed(owner, id, true);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ expenseId: id, reimbursement: 'reimbursed', version: 1 });
    expect(await expense(owner, id)).toEqual(done.body);
    expect((await reimbursed(owner, id, true)).body.version).toBe(1);
    expect(await vendors(owner, 'tab=reimbursed')).toEqual(['Fuel']);
    expect((await reimbursed(owner, id, false)).body).toMatchObject({ reimbursement: 'to_reimburse', version: 2 });
    expect(await vendors(owner, 'tab=reimbursed')).toEqual([]);
    expect((await call(owner, 'POST', `/api/expenses/${id}/reimbursed`, { body: {} })).body.error.fields).toEqual({ reimbursed: 'Say whether it is reimbursed' });
  });

  it('refuses one that is not reimbursable with 409, changing nothing', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, trip);
    await writesNothing(owner, async () => {
      const res = await reimbursed(owner, id, true);
      expect(res).toEqual({ status: 409, body: { error: { code: 'not_reimbursable', message: EXPENSE_MESSAGES.notReimbursable } } });
    });
  });
});

describe('expenses: tenancy', () => {
  it("keeps each company's expenses to itself: another company's id is 404 everywhere and changes nothing", async () => {
    const a = await onboardedUser('Company A');
    const b = await onboardedUser('Company B');
    const id = await newExpense(a, { ...trip, vendor: 'Only for A', reimbursable: true });
    const before = await expense(a, id);
    await writesNothing(a, async () => {
      await writesNothing(b, async () => {
        expect((await call(b, 'GET', `/api/expenses/${id}`)).body.error).toEqual(NOT_FOUND);
        expect(await put(b, id, { ...trip, vendor: 'Taken by B' })).toEqual({ status: 404, body: { error: NOT_FOUND } });
        expect(await call(b, 'DELETE', `/api/expenses/${id}`)).toEqual({ status: 404, body: { error: NOT_FOUND } });
        expect(await reimbursed(b, id, true)).toEqual({ status: 404, body: { error: NOT_FOUND } });
      });
    });
    for (const tab of ['all', 'unbilled', 'invoiced', 'reimbursed']) expect(await vendors(b, `tab=${tab}`)).toEqual([]);
    expect(await expense(a, id)).toEqual(before);
  });
});

describe('expenses: roles', () => {
  it('lets staff record, edit and delete expenses but not mark them reimbursed; a viewer only reads', async () => {
    const owner = await onboardedUser();
    const [staff, admin, viewer] = [await memberOf(owner, 'staff'), await memberOf(owner, 'admin'), await memberOf(owner, 'viewer')];
    const created = await create(staff, { ...trip, vendor: 'By staff', reimbursable: true });
    expect(created.status).toBe(201);
    expect(created.body.createdBy).toBe('Tunde staff');
    const id = created.body.expenseId as string;
    expect((await put(staff, id, { ...trip, vendor: 'Edited by staff', reimbursable: true, version: 0 })).status).toBe(200);

    const forbidden = { status: 403, body: { error: { code: 'forbidden', message: ROLE_FORBIDDEN_MESSAGE } } };
    await writesNothing(owner, async () => {
      expect(await reimbursed(staff, id, true)).toEqual(forbidden);
      expect(await create(viewer, trip)).toEqual(forbidden);
      expect(await put(viewer, id, trip)).toEqual(forbidden);
      expect(await call(viewer, 'DELETE', `/api/expenses/${id}`)).toEqual(forbidden);
      expect(await reimbursed(viewer, id, true)).toEqual(forbidden);
    });
    expect(await vendors(viewer)).toEqual(['Edited by staff']);
    expect((await call(viewer, 'GET', `/api/expenses/${id}`)).status).toBe(200);

    expect((await reimbursed(admin, id, true)).body.reimbursement).toBe('reimbursed');
    expect(await call(staff, 'DELETE', `/api/expenses/${id}`)).toEqual({ status: 204, body: undefined });
  });
});
