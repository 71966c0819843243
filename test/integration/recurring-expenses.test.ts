import { handler as runJob } from '../../functions/jobs/recurring-expenses';
import { makeDueExpenses } from '../../functions/services/recurring-expense-job';
import { addDaysIso, lagosToday } from '../../shared/dates';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { RECURRING_CATCH_UP_MAX, RECURRING_MESSAGES, occurrenceDate } from '../../shared/recurring-values';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

jest.setTimeout(90_000);
beforeAll(startApi);
afterAll(stopApi);

type Body = Record<string, unknown>;

/*
 * Profiles here start in the future (from FUTURE on), and the job is run with a `today` of
 * its own: a run by another suite, with the real today, makes nothing of theirs, so what
 * each test counts is what its own runs made.
 */
const FUTURE = addDaysIso(lagosToday(), 60);
const rent = (startDate = FUTURE, more: Body = {}): Body => ({ name: 'Office rent', category: 'office', amountKobo: 50_000_000, vatKobo: 0, vendor: 'Lekki Properties', frequency: 'monthly', startDate, ...more });

const create = (user: TestUser, body: Body) => call(user, 'POST', '/api/recurring-expenses', { body });
async function newProfile(user: TestUser, body: Body): Promise<{ profileId: string; version: number } & Body> {
  const res = await create(user, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const profile = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/recurring-expenses/${id}`)).body;
/** Every expense the profile made (its page of made expenses, newest first), as [date, expenseId]. */
async function made(user: TestUser, id: string): Promise<{ occurrenceDate: string; expenseId: string; deleted: boolean }[]> {
  const out = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: any } = await call(user, 'GET', `/api/recurring-expenses/${id}/expenses?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    out.push(...res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return out;
}
/** The company's expenses (the All tab), every page, as dates with the profile they came from. */
async function expenses(user: TestUser): Promise<{ expenseDate: string; recurringProfileId?: string; expenseId: string }[]> {
  const out = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: any } = await call(user, 'GET', `/api/expenses?tab=all&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    out.push(...res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return out;
}

describe('recurring expenses: create, read, list', () => {
  it('creates a profile with its schedule, its next date its start date, and reads and lists it', async () => {
    const owner = await onboardedUser();
    const res = await create(owner, rent(FUTURE, { description: '  Ikeja office  ', endDate: addDaysIso(FUTURE, 365) }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      profileId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      name: 'Office rent',
      category: 'office',
      amountKobo: 50_000_000,
      vatKobo: 0,
      vendor: 'Lekki Properties',
      description: 'Ikeja office',
      billable: false,
      reimbursable: false,
      frequency: 'monthly',
      startDate: FUTURE,
      endDate: addDaysIso(FUTURE, 365),
      status: 'active',
      nextDate: FUTURE,
      madeCount: 0,
      createdBy: 'Adaeze Okafor',
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await call(owner, 'GET', `/api/recurring-expenses/${res.body.profileId}`)).toEqual({ status: 200, body: res.body });
    const second = await newProfile(owner, rent(FUTURE, { name: 'Internet' }));
    const list = await call(owner, 'GET', '/api/recurring-expenses?limit=1');
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: Body) => p.name)).toEqual(['Internet']);
    const { version: _v, ...listed } = second;
    expect(list.body.items[0]).toEqual(listed);
    const rest = await call(owner, 'GET', `/api/recurring-expenses?limit=1&cursor=${encodeURIComponent(list.body.cursor)}`);
    expect(rest.body.items.map((p: Body) => p.name)).toEqual(['Office rent']);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const foreign = (await call(other, 'POST', '/api/customers', { body: { displayName: 'Not Yours Ltd' } })).body.customerId as string;
    const before = await snapshot(owner);
    const cases: [Body, string, string][] = [
      [{ ...rent(), name: ' ' }, 'name', RECURRING_MESSAGES.nameRequired],
      [{ ...rent(), frequency: 'daily' }, 'frequency', RECURRING_MESSAGES.frequencyRequired],
      [{ ...rent(), amountKobo: 0 }, 'amountKobo', EXPENSE_MESSAGES.amountPositive],
      [{ ...rent(), vatKobo: 60_000_000 }, 'vatKobo', EXPENSE_MESSAGES.vatMoreThanAmount],
      [{ ...rent(), endDate: addDaysIso(FUTURE, -1) }, 'endDate', RECURRING_MESSAGES.endBeforeStart],
      [{ ...rent(), startDate: '2026-02-30' }, 'startDate', 'That day does not exist'],
      [{ ...rent(), billable: true }, 'customerId', 'Choose the customer to bill'],
      [{ ...rent(), customerId: foreign, billable: true }, 'customerId', EXPENSE_MESSAGES.foreignCustomer],
      [rent(addDaysIso(lagosToday(), -400)), 'startDate', RECURRING_MESSAGES.startTooEarly],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(owner, body);
      expect([res.status, res.body.error?.fields?.[field]]).toEqual([400, message]);
    }
    expect(await snapshot(owner)).toEqual(before);
  });

  it('answers 404 for another company’s profile and an unknown id, on every route, and changes nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const theirs = await newProfile(other, rent());
    const before = await snapshot(other);
    for (const id of [theirs.profileId, '01HZZZZZZZZZZZZZZZZZZZZZZZ']) {
      expect((await call(owner, 'GET', `/api/recurring-expenses/${id}`)).status).toBe(404);
      expect((await call(owner, 'PUT', `/api/recurring-expenses/${id}`, { body: rent() })).status).toBe(404);
      expect((await call(owner, 'POST', `/api/recurring-expenses/${id}/pause`)).status).toBe(404);
      expect((await call(owner, 'POST', `/api/recurring-expenses/${id}/resume`)).status).toBe(404);
      expect((await call(owner, 'GET', `/api/recurring-expenses/${id}/expenses`)).status).toBe(404);
      expect((await call(owner, 'DELETE', `/api/recurring-expenses/${id}`)).status).toBe(404);
    }
    expect(await snapshot(other)).toEqual(before);
  });

  it('edits with the version read (409 over a newer one); a viewer may read but not write', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent());
    const edited = await call(owner, 'PUT', `/api/recurring-expenses/${p.profileId}`, { body: { ...rent(), amountKobo: 55_000_000, version: 0 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ amountKobo: 55_000_000, version: 1, nextDate: FUTURE });
    const stale = await call(owner, 'PUT', `/api/recurring-expenses/${p.profileId}`, { body: { ...rent(), amountKobo: 1, version: 0 } });
    expect([stale.status, stale.body.error.message]).toEqual([409, RECURRING_MESSAGES.editConflict]);
    const viewer = await memberOf(owner, 'viewer');
    expect((await call(viewer, 'GET', `/api/recurring-expenses/${p.profileId}`)).status).toBe(200);
    expect((await call(viewer, 'POST', `/api/recurring-expenses/${p.profileId}/pause`)).status).toBe(403);
    expect((await profile(owner, p.profileId)).status).toBe('active');
  });
});

describe('the recurring-expenses job', () => {
  it('makes one expense per period, however often and however concurrently it runs', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent(FUTURE, { customerId: undefined }));
    const today = addDaysIso(FUTURE, 40); // the start and one month on
    await Promise.all([makeDueExpenses({ today }), makeDueExpenses({ today }), runJob({ today }), makeDueExpenses({ today })]);
    await makeDueExpenses({ today });
    const dates = [occurrenceDate(FUTURE, 'monthly', 1), FUTURE];
    expect((await made(owner, p.profileId)).map((m) => m.occurrenceDate)).toEqual(dates);
    const listed = (await expenses(owner)).filter((e) => e.recurringProfileId === p.profileId);
    expect(listed.map((e) => e.expenseDate)).toEqual(dates);
    expect(await profile(owner, p.profileId)).toMatchObject({ madeCount: 2, lastMadeDate: dates[0], nextDate: occurrenceDate(FUTURE, 'monthly', 2), status: 'active' });
    // The expense links to its profile, and is an expense like any other.
    const one = await call(owner, 'GET', `/api/expenses/${listed[0]!.expenseId}`);
    expect(one.body).toMatchObject({ expenseDate: dates[0], category: 'office', amountKobo: 50_000_000, vendor: 'Lekki Properties', recurringProfileId: p.profileId, recurringProfileName: 'Office rent', createdBy: 'System' });
  });

  it('catches up missed periods, at most a run’s limit at a time, oldest first', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent(FUTURE, { frequency: 'weekly' }));
    const today = addDaysIso(FUTURE, 7 * 20); // 21 weeks due
    await makeDueExpenses({ today });
    expect((await made(owner, p.profileId)).length).toBe(RECURRING_CATCH_UP_MAX);
    expect((await profile(owner, p.profileId)).nextDate).toBe(occurrenceDate(FUTURE, 'weekly', RECURRING_CATCH_UP_MAX));
    await makeDueExpenses({ today });
    const all = await made(owner, p.profileId);
    expect(all.map((m) => m.occurrenceDate)).toEqual(Array.from({ length: 21 }, (_, k) => occurrenceDate(FUTURE, 'weekly', 20 - k)));
    expect((await profile(owner, p.profileId)).nextDate).toBe(occurrenceDate(FUTURE, 'weekly', 21));
  });

  it('makes nothing for a paused profile; resumed, it skips the paused periods', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent(FUTURE, { frequency: 'weekly' }));
    const paused = await call(owner, 'POST', `/api/recurring-expenses/${p.profileId}/pause`);
    expect(paused.body).toMatchObject({ status: 'paused', version: 1 });
    await makeDueExpenses({ today: addDaysIso(FUTURE, 30) });
    expect(await made(owner, p.profileId)).toEqual([]);
    // Resumed (on the real today, before its start): it starts at its start date, nothing skipped.
    const resumed = await call(owner, 'POST', `/api/recurring-expenses/${p.profileId}/resume`);
    expect(resumed.body).toMatchObject({ status: 'active', nextDate: FUTURE });
    const again = await call(owner, 'POST', `/api/recurring-expenses/${p.profileId}/resume`);
    expect(again.body).toMatchObject({ status: 'active', version: resumed.body.version });
  });

  it('stops after the end date: the last period made, the profile ended, nothing more', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent(FUTURE, { endDate: addDaysIso(FUTURE, 45) }));
    await makeDueExpenses({ today: addDaysIso(FUTURE, 200) });
    expect((await made(owner, p.profileId)).map((m) => m.occurrenceDate)).toEqual([occurrenceDate(FUTURE, 'monthly', 1), FUTURE]);
    const ended = await profile(owner, p.profileId);
    expect(ended).toMatchObject({ status: 'ended', madeCount: 2 });
    expect(ended.nextDate).toBeUndefined();
    await makeDueExpenses({ today: addDaysIso(FUTURE, 400) });
    expect((await made(owner, p.profileId)).length).toBe(2);
    // Paused and ended profiles cannot be paused or resumed the wrong way.
    expect((await call(owner, 'POST', `/api/recurring-expenses/${p.profileId}/pause`)).status).toBe(409);
    expect((await call(owner, 'POST', `/api/recurring-expenses/${p.profileId}/resume`)).status).toBe(409);
  });

  it('leaves another company’s profile as it is until its own date', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const mine = await newProfile(owner, rent(FUTURE));
    const theirs = await newProfile(other, rent(addDaysIso(FUTURE, 100)));
    const before = await snapshot(other);
    await makeDueExpenses({ today: addDaysIso(FUTURE, 10) });
    expect((await made(owner, mine.profileId)).length).toBe(1);
    expect(await snapshot(other)).toEqual(before);
    expect((await profile(other, theirs.profileId)).madeCount).toBe(0);
  });

  it('delete stops future expenses and keeps those made (with their link)', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent(FUTURE));
    await makeDueExpenses({ today: FUTURE });
    const [first] = await made(owner, p.profileId);
    expect((await call(owner, 'DELETE', `/api/recurring-expenses/${p.profileId}`)).status).toBe(204);
    expect((await call(owner, 'GET', `/api/recurring-expenses/${p.profileId}`)).status).toBe(404);
    await makeDueExpenses({ today: addDaysIso(FUTURE, 100) });
    const left = (await expenses(owner)).filter((e) => e.recurringProfileId === p.profileId);
    expect(left.map((e) => e.expenseId)).toEqual([first!.expenseId]);
    // A made expense deleted by someone shows as deleted on the profile's page.
    const q = await newProfile(owner, rent(FUTURE, { name: 'Internet' }));
    await makeDueExpenses({ today: FUTURE });
    const [made1] = await made(owner, q.profileId);
    expect((await call(owner, 'DELETE', `/api/expenses/${made1!.expenseId}`)).status).toBe(204);
    expect(await made(owner, q.profileId)).toEqual([expect.objectContaining({ expenseId: made1!.expenseId, deleted: true })]);
  });

  it('a new schedule after an edit starts after the last period made, never making one twice', async () => {
    const owner = await onboardedUser();
    const p = await newProfile(owner, rent(FUTURE));
    await makeDueExpenses({ today: FUTURE });
    const edited = await call(owner, 'PUT', `/api/recurring-expenses/${p.profileId}`, { body: { ...rent(FUTURE, { frequency: 'weekly' }), version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ frequency: 'weekly', nextDate: addDaysIso(FUTURE, 7), madeCount: 1 });
    await makeDueExpenses({ today: addDaysIso(FUTURE, 14) });
    expect((await made(owner, p.profileId)).map((m) => m.occurrenceDate)).toEqual([addDaysIso(FUTURE, 14), addDaysIso(FUTURE, 7), FUTURE]);
  });
});
