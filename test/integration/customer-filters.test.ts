import { encodeTime } from 'ulid';
import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { day } from '../support/dates';

beforeAll(startApi);
afterAll(stopApi);

const names = async (user: TestUser, query: string) => {
  const res = await call(user, 'GET', `/api/customers?${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.items as { name: string }[]).map((c) => c.name).sort();
};

/** A customer created at a given instant (its id and createdAt say when), written as the API writes one. */
async function customerCreatedAt(companyId: string, name: string, iso: string, email?: string) {
  const customerId = `${encodeTime(Date.parse(iso), 10)}${'A'.repeat(16)}`;
  const record = { companyId, customerId, name, displayName: name, ...(email ? { email } : {}), status: 'active' as const, createdAt: iso, updatedAt: iso };
  await db().entities.customer.create(record).go();
  await db().entities.customerSearch.create({ ...record, token: name.toLowerCase() }).go();
}

describe('customer list: More Filters', () => {
  let owner: TestUser & { companyId: string };
  beforeAll(async () => {
    owner = await onboardedUser();
    const { companyId } = owner;
    // 23:30 UTC on Jan 15 is 00:30 on Jan 16 in Lagos.
    await customerCreatedAt(companyId, 'Late Night Ltd', '2026-01-15T23:30:00.000Z', 'night@late.ng');
    await customerCreatedAt(companyId, 'Early Bird Ltd', '2026-01-15T08:00:00.000Z');
    await customerCreatedAt(companyId, 'March Traders', '2026-03-02T12:00:00.000Z', 'hello@march.ng');
    await call(owner, 'POST', '/api/customers', { body: { displayName: 'Today Stores', email: 'today@stores.ng' } });
  });

  it('filters by created date in Lagos days, both ends included', async () => {
    expect(await names(owner, 'createdFrom=2026-01-15&createdTo=2026-01-15')).toEqual(['Early Bird Ltd']);
    expect(await names(owner, 'createdFrom=2026-01-16&createdTo=2026-03-02')).toEqual(['Late Night Ltd', 'March Traders']);
    expect(await names(owner, `createdTo=${day(0)}&createdFrom=2026-03-03`)).toEqual(['Today Stores']);
    expect(await names(owner, 'createdTo=2026-01-31')).toEqual(['Early Bird Ltd', 'Late Night Ltd']);
  });

  it('filters by having an email, alone and with search, status and dates', async () => {
    expect(await names(owner, 'email=with')).toEqual(['Late Night Ltd', 'March Traders', 'Today Stores']);
    expect(await names(owner, 'email=without')).toEqual(['Early Bird Ltd']);
    expect(await names(owner, 'email=with&status=active&createdFrom=2026-01-01&createdTo=2026-01-31')).toEqual(['Late Night Ltd']);
    expect(await names(owner, 'search=late&createdFrom=2026-01-16&createdTo=2026-01-16')).toEqual(['Late Night Ltd']);
    expect(await names(owner, 'search=late&createdFrom=2026-01-15&createdTo=2026-01-15')).toEqual([]);
    expect(await names(owner, 'search=early&email=with')).toEqual([]);
  });

  it('fills a page through the e-mail filter instead of answering short pages', async () => {
    const res = await call(owner, 'GET', '/api/customers?email=without&limit=1');
    expect(res.body.items.map((c: { name: string }) => c.name)).toEqual(['Early Bird Ltd']);
  });

  it('refuses bad filters with a clear message', async () => {
    for (const [query, field, message] of [
      ['createdFrom=15/01/2026', 'createdFrom', 'Use a date like 2026-11-22'],
      ['createdFrom=2026-02-01&createdTo=2026-01-01', 'createdTo', 'The end date is before the start date'],
      ['email=maybe', 'email', 'Use with or without'],
    ]) {
      const res = await call(owner, 'GET', `/api/customers?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ [field!]: message });
    }
  });
});
