import { call, newUser, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

const create = (user: TestUser, body: Record<string, unknown>) => call(user, 'POST', '/api/customers', { body });

describe('customers', () => {
  it('creates a customer under the display name and reads it back', async () => {
    const owner = await onboardedUser();
    const res = await create(owner, { displayName: 'Bello Stores', firstName: 'Musa', lastName: 'Bello', email: 'Musa@BelloStores.ng', phone: '0803 000 0000' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Bello Stores', displayName: 'Bello Stores', email: 'musa@bellostores.ng', currency: 'NGN' });
    const read = await call(owner, 'GET', `/api/customers/${res.body.customerId}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('requires a display name and a valid email, and writes nothing otherwise', async () => {
    const owner = await onboardedUser();
    const noName = await create(owner, { firstName: 'Musa' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields.displayName).toBe('Display name is required');
    const badEmail = await create(owner, { displayName: 'X', email: 'nope' });
    expect(badEmail.body.error.fields.email).toBe('Enter a valid email address');
    const unknown = await create(owner, { displayName: 'X', companyId: 'another' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.companyId).toBe('Unknown field');
    const wrongType = await create(owner, { displayName: 12 });
    expect(wrongType.status).toBe(400);
    expect((await call(owner, 'GET', '/api/customers')).body.items).toEqual([]);
  });

  it('lists newest first, one page at a time', async () => {
    const owner = await onboardedUser();
    for (const name of ['Alpha Ventures', 'Bravo Traders', 'Charlie Logistics']) await create(owner, { displayName: name });
    const first = await call(owner, 'GET', '/api/customers?limit=2');
    expect(first.body.items.map((c: { name: string }) => c.name)).toEqual(['Charlie Logistics', 'Bravo Traders']);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await call(owner, 'GET', `/api/customers?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(second.body.items.map((c: { name: string }) => c.name)).toEqual(['Alpha Ventures']);
    expect(second.body.cursor).toBeNull();
  });

  it('finds customers by name or email, ignoring case', async () => {
    const owner = await onboardedUser();
    await create(owner, { displayName: 'Chukwuma Okonkwo', email: 'chuks@lekkifoods.ng' });
    await create(owner, { displayName: 'Aisha Bello', email: 'aisha@kanotextiles.com' });
    await create(owner, { displayName: 'Okonkwo & Sons', email: 'info@okonkwosons.ng' });
    const names = async (q: string) =>
      (await call(owner, 'GET', `/api/customers?search=${encodeURIComponent(q)}`)).body.items.map((c: { name: string }) => c.name).sort();
    expect(await names('OKONKWO')).toEqual(['Chukwuma Okonkwo', 'Okonkwo & Sons']);
    expect(await names('aisha@')).toEqual(['Aisha Bello']);
    expect(await names('kanotextiles.com')).toEqual(['Aisha Bello']);
    expect(await names('chukwuma oko')).toEqual(['Chukwuma Okonkwo']);
    expect(await names('zzz')).toEqual([]);
  });

  it("keeps each company's customers to itself: a foreign or made-up id is 404", async () => {
    const a = await onboardedUser('Company A');
    const b = await onboardedUser('Company B');
    const mine = await create(a, { displayName: 'Only For A', email: 'only@a.ng' });
    expect((await call(b, 'GET', `/api/customers/${mine.body.customerId}`)).status).toBe(404);
    expect((await call(b, 'GET', '/api/customers/01HZZZZZZZZZZZZZZZZZZZZZZZ')).body.error).toEqual({ code: 'not_found', message: 'Customer not found' });
    expect((await call(b, 'GET', '/api/customers')).body.items).toEqual([]);
    expect((await call(b, 'GET', '/api/customers?search=only')).body.items).toEqual([]);
  });

  it('refuses a bad cursor or page size with 400', async () => {
    const owner = await onboardedUser();
    expect((await call(owner, 'GET', '/api/customers?cursor=garbage')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/customers?limit=5000')).status).toBe(400);
  });

  it('is closed to a signed-in user without a company', async () => {
    const user = await newUser();
    expect((await create(user, { displayName: 'Nobody' })).status).toBe(403);
  });
});

describe('dashboard', () => {
  it('shows no recent invoices or quotes for a new company', async () => {
    const owner = await onboardedUser();
    const res = await call(owner, 'GET', '/api/dashboard');
    expect(res).toMatchObject({ status: 200, body: { recentInvoices: [], recentQuotes: [], recentExpenses: [], receivables: { totalKobo: 0, overdueKobo: 0 }, payables: { toReimburseKobo: 0 } } });
    // The fiscal year's figures: twelve months of zeros.
    expect(res.body.salesAndExpenses).toMatchObject({ year: 'this', salesKobo: 0, paymentsKobo: 0, salesReceiptsKobo: 0, expensesKobo: 0 });
    expect(res.body.salesAndExpenses.months).toHaveLength(12);
  });
});
