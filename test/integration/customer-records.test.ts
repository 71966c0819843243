import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

const EDIT_CONFLICT = 'This customer was changed by someone else. Reload and try again.';
const HAS_TRANSACTIONS = 'This customer has transactions and cannot be deleted. Mark it inactive instead.';

async function newCustomer(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await call(user, 'POST', '/api/customers', { body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.customerId as string;
}
const detail = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/customers/${id}`)).body;
const names = async (user: TestUser, query: string) =>
  (await call(user, 'GET', `/api/customers?${query}`)).body.items.map((c: { name: string }) => c.name);
const history = async (user: TestUser, id: string) =>
  (await call(user, 'GET', `/api/customers/${id}/history?limit=100`)).body.items as { text: string; author: string; kind: string; changedFields?: string[] }[];
const contact = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({ firstName, lastName, ...extra });

describe('customer record: full fields and edit', () => {
  it('saves every field with its defaults and returns them', async () => {
    const owner = await onboardedUser();
    const res = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Bello Stores', tin: '12345678-0001' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Bello Stores',
      customerType: 'business',
      taxRate: null,
      currency: 'NGN',
      paymentTerms: 'net_15',
      portalEnabled: false,
      portalLanguage: 'English',
      status: 'active',
      transactionCount: 0,
      tin: '12345678-0001',
      addresses: [],
      contacts: [],
    });
    const full = {
      customerType: 'individual',
      salutation: 'Dr.',
      firstName: 'Ngozi',
      lastName: 'Eze',
      companyName: 'Eze Clinic',
      displayName: 'Dr. Ngozi Eze',
      email: 'Ngozi@EzeClinic.ng',
      phone: '01 234 5678',
      mobile: '0803 111 2222',
      workPhone: '01 234 5679',
      tin: '98765432-0001',
      taxRate: 7.5,
      currency: 'USD',
      paymentTerms: 'net_30',
      portalEnabled: true,
      portalLanguage: 'French',
    };
    const id = await newCustomer(owner, full);
    expect(await detail(owner, id)).toMatchObject({ ...full, email: 'ngozi@ezeclinic.ng', name: 'Dr. Ngozi Eze' });
  });

  it('replaces the editable fields, re-indexes search and records the changed fields', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Adebayo Printers', email: 'sales@adebayoprint.ng', phone: '0803 000 0000' });
    const res = await call(owner, 'PUT', `/api/customers/${id}`, { body: { displayName: 'Kano Textiles', email: 'hello@kanotex.ng', taxRate: 5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customerId: id, name: 'Kano Textiles', email: 'hello@kanotex.ng', taxRate: 5 });
    expect(res.body.phone).toBeUndefined(); // full replace: a field left out is cleared
    expect(await names(owner, 'search=kano')).toEqual(['Kano Textiles']);
    expect(await names(owner, 'search=kanotex.ng')).toEqual(['Kano Textiles']);
    expect(await names(owner, 'search=adebayo')).toEqual([]);
    expect(await names(owner, 'search=adebayoprint.ng')).toEqual([]);
    const [latest] = await history(owner, id);
    expect(latest).toMatchObject({ kind: 'system', author: 'Adaeze Okafor', text: 'Customer details updated' });
    expect([...latest!.changedFields!].sort()).toEqual(['displayName', 'email', 'phone', 'taxRate']);
  });

  it('lets concurrent edits win or get 409, and never leaves stale search entries', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Original Name' });
    const candidates = ['Alpha Foods', 'Bravo Motors', 'Charlie Farms', 'Delta Prints'];
    const results = await Promise.all(candidates.map((displayName) => call(owner, 'PUT', `/api/customers/${id}`, { body: { displayName } })));
    for (const r of results) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body.error.message).toBe(EDIT_CONFLICT);
    }
    expect(results.some((r) => r.status === 200)).toBe(true);
    const final = (await detail(owner, id)).name as string;
    for (const name of [...candidates, 'Original Name']) {
      expect(await names(owner, `search=${encodeURIComponent(name.toLowerCase())}`)).toEqual(name === final ? [final] : []);
    }
    const { data: entries } = await db().entities.customerSearch.query.byCustomer({ companyId: owner.companyId, customerId: id }).go();
    expect(entries.every((e) => e.name === final)).toBe(true);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Steady Ltd', email: 'a@steady.ng' });
    const before = await detail(owner, id);
    const badTax = await call(owner, 'PUT', `/api/customers/${id}`, { body: { displayName: 'Steady Ltd', taxRate: 10 } });
    expect(badTax.status).toBe(400);
    expect(badTax.body.error.fields.taxRate).toBe("10% is not one of the company's tax rates; choose one from Settings > Taxes");
    const badEmail = await call(owner, 'PUT', `/api/customers/${id}`, { body: { displayName: 'Steady Ltd', email: 'nope' } });
    expect(badEmail.body.error.fields.email).toBe('Enter a valid email address');
    const noName = await call(owner, 'PUT', `/api/customers/${id}`, { body: { displayName: '' } });
    expect(noName.body.error.fields.displayName).toBe('Display name is required');
    const unknown = await call(owner, 'PUT', `/api/customers/${id}`, { body: { displayName: 'X', status: 'inactive' } });
    expect(unknown.body.error.fields.status).toBe('Unknown field');
    const badCreate = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Y', taxRate: 7.125, tin: 'ABC' } });
    expect(badCreate.body.error.fields).toMatchObject({ taxRate: 'Enter a percentage from 0 to 100, with at most 2 decimals', tin: 'Use digits and hyphens only' });
    expect(await detail(owner, id)).toEqual(before);
    expect(await history(owner, id)).toHaveLength(1);
  });
});

describe('customer status', () => {
  it('archives and reactivates, and the status tabs list only their customers', async () => {
    const owner = await onboardedUser();
    for (const displayName of ['Alpha Ventures', 'Bravo Traders', 'Charlie Logistics']) await newCustomer(owner, { displayName });
    const bravo = (await call(owner, 'GET', '/api/customers?search=bravo')).body.items[0].customerId as string;
    const archived = await call(owner, 'POST', `/api/customers/${bravo}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe('inactive');
    expect(await names(owner, 'status=active')).toEqual(['Charlie Logistics', 'Alpha Ventures']);
    expect(await names(owner, 'status=inactive')).toEqual(['Bravo Traders']);
    expect(await names(owner, 'status=all')).toEqual(['Charlie Logistics', 'Bravo Traders', 'Alpha Ventures']);
    expect(await names(owner, '')).toEqual(['Charlie Logistics', 'Bravo Traders', 'Alpha Ventures']);
    expect(await names(owner, 'status=inactive&search=bravo')).toEqual(['Bravo Traders']);
    expect(await names(owner, 'status=active&search=bravo')).toEqual([]);
    expect(await names(owner, 'search=bravo')).toEqual(['Bravo Traders']);
    const firstActive = await call(owner, 'GET', '/api/customers?status=active&limit=1');
    expect(firstActive.body.cursor).toEqual(expect.any(String));
    const nextActive = await call(owner, 'GET', `/api/customers?status=active&limit=1&cursor=${encodeURIComponent(firstActive.body.cursor)}`);
    expect(nextActive.body.items.map((c: { name: string }) => c.name)).toEqual(['Alpha Ventures']);
    expect((await call(owner, 'GET', '/api/customers?status=archived')).status).toBe(400);

    const back = await call(owner, 'POST', `/api/customers/${bravo}/reactivate`);
    expect(back.body.status).toBe('active');
    expect(await names(owner, 'status=inactive')).toEqual([]);
    expect(await names(owner, 'status=active&search=bravo')).toEqual(['Bravo Traders']);
    expect((await history(owner, bravo)).map((h) => h.text)).toEqual(['Customer marked as active', 'Customer marked as inactive', 'Customer created']);
  });
});

describe('customer delete', () => {
  it('deletes a customer without transactions, with everything it owns', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Short Lived Ltd', email: 'x@shortlived.ng' });
    await call(owner, 'PUT', `/api/customers/${id}/addresses/billing`, { body: { street1: '1 Marina' } });
    await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Ade', 'Ola', { isPrimary: true }) });
    await call(owner, 'POST', `/api/customers/${id}/comments`, { body: { text: 'Closing down' } });
    const res = await call(owner, 'DELETE', `/api/customers/${id}`);
    expect(res.status).toBe(204);
    expect((await call(owner, 'GET', `/api/customers/${id}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/api/customers/${id}/history`)).status).toBe(404);
    expect(await names(owner, 'search=short')).toEqual([]);
    expect(await names(owner, '')).toEqual([]);
    const { data } = await db().collections.customerDetail({ companyId: owner.companyId, customerId: id }).go();
    expect([...data.customer, ...data.customerAddress, ...data.contactPerson]).toEqual([]);
    const { data: left } = await db().entities.customerHistory.query.byCustomer({ companyId: owner.companyId, customerId: id }).go();
    expect(left).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/customers/${id}`)).status).toBe(404);
  });

  it('refuses to delete a customer with transactions', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Busy Buyer' });
    await db().entities.customer.patch({ companyId: owner.companyId, customerId: id }).set({ transactionCount: 1 }).go();
    const res = await call(owner, 'DELETE', `/api/customers/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(HAS_TRANSACTIONS);
    expect((await detail(owner, id)).name).toBe('Busy Buyer');
    expect(await names(owner, 'search=busy')).toEqual(['Busy Buyer']);
  });
});

describe('customer addresses', () => {
  it('keeps at most one billing and one shipping address, upserted and deleted by type', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Lagos Foods' });
    const first = await call(owner, 'PUT', `/api/customers/${id}/addresses/billing`, { body: { street1: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ addressType: 'billing', street1: '12 Allen Avenue', country: 'Nigeria' });
    await call(owner, 'PUT', `/api/customers/${id}/addresses/billing`, { body: { street1: '3 Broad Street', city: 'Lagos Island', country: 'Nigeria' } });
    await call(owner, 'PUT', `/api/customers/${id}/addresses/shipping`, { body: { attention: 'Stores', street1: '7 Wharf Road', city: 'Apapa', fax: '01 555' } });
    const read = await detail(owner, id);
    expect(read.addresses).toEqual([
      expect.objectContaining({ addressType: 'billing', street1: '3 Broad Street', city: 'Lagos Island' }),
      expect.objectContaining({ addressType: 'shipping', attention: 'Stores', street1: '7 Wharf Road', fax: '01 555' }),
    ]);
    expect(read.addresses[0].state).toBeUndefined();

    const missing = await call(owner, 'PUT', `/api/customers/${id}/addresses/shipping`, { body: { city: 'Apapa' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.street1).toBe('Street 1 is required');
    expect((await call(owner, 'PUT', `/api/customers/${id}/addresses/home`, { body: { street1: 'x' } })).status).toBe(400);

    expect((await call(owner, 'DELETE', `/api/customers/${id}/addresses/billing`)).status).toBe(204);
    expect((await detail(owner, id)).addresses.map((a: { addressType: string }) => a.addressType)).toEqual(['shipping']);
    expect((await call(owner, 'DELETE', `/api/customers/${id}/addresses/billing`)).status).toBe(404);
    expect((await history(owner, id)).map((h) => h.text)).toEqual([
      'Billing address deleted',
      'Shipping address saved',
      'Billing address saved',
      'Billing address saved',
      'Customer created',
    ]);
  });
});

describe('contact persons', () => {
  it('adds and deletes contacts, primary first, and requires first and last name', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Abuja Motors' });
    const a = await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Musa', 'Bello', { salutation: 'Mr.', email: 'Musa@AbujaMotors.ng', designation: 'Buyer' }) });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ firstName: 'Musa', lastName: 'Bello', email: 'musa@abujamotors.ng', isPrimary: false });
    const b = await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Aisha', 'Sani', { isPrimary: true }) });
    expect(b.body.isPrimary).toBe(true);
    const read = await detail(owner, id);
    expect(read.primaryContactId).toBe(b.body.contactId);
    expect(read.contacts.map((c: { firstName: string; isPrimary: boolean }) => [c.firstName, c.isPrimary])).toEqual([
      ['Aisha', true],
      ['Musa', false],
    ]);

    const noLast = await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: { firstName: 'Solo' } });
    expect(noLast.status).toBe(400);
    expect(noLast.body.error.fields.lastName).toBe('Last name is required');
    const noFirst = await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: { firstName: ' ', lastName: 'X' } });
    expect(noFirst.body.error.fields.firstName).toBe('First name is required');
    const badEmail = await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('A', 'B', { email: 'not-an-email' }) });
    expect(badEmail.body.error.fields.email).toBe('Enter a valid email address');

    // Deleting the primary clears the customer's primary contact in the same transaction.
    expect((await call(owner, 'DELETE', `/api/customers/${id}/contacts/${b.body.contactId}`)).status).toBe(204);
    const after = await detail(owner, id);
    expect(after.primaryContactId).toBeUndefined();
    expect(after.contacts.map((c: { firstName: string; isPrimary: boolean }) => [c.firstName, c.isPrimary])).toEqual([['Musa', false]]);
    const missing = await call(owner, 'DELETE', `/api/customers/${id}/contacts/${b.body.contactId}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Contact person not found');
    expect((await history(owner, id)).map((h) => h.text)).toEqual([
      'Contact person Aisha Sani deleted',
      'Aisha Sani set as primary contact',
      'Contact person Aisha Sani added',
      'Contact person Musa Bello added',
      'Customer created',
    ]);
  });

  it('moves the primary flag, one primary at a time', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Enugu Coal' });
    const first = (await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Emeka', 'Obi', { isPrimary: true }) })).body.contactId;
    const second = (await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Ifeoma', 'Nwosu') })).body.contactId;
    const res = await call(owner, 'POST', `/api/customers/${id}/contacts/${second}/primary`);
    expect(res.status).toBe(200);
    expect(res.body.primaryContactId).toBe(second);
    expect(res.body.contacts.map((c: { contactId: string; isPrimary: boolean }) => [c.contactId, c.isPrimary])).toEqual([
      [second, true],
      [first, false],
    ]);
    const { data } = await db().collections.customerDetail({ companyId: owner.companyId, customerId: id }).go();
    expect(data.contactPerson.filter((c) => c.isPrimary).map((c) => c.contactId)).toEqual([second]);
    expect((await call(owner, 'POST', `/api/customers/${id}/contacts/01HZZZZZZZZZZZZZZZZZZZZZZZ/primary`)).body.error.message).toBe('Contact person not found');
  });

  it('ends two concurrent "make primary" calls with exactly one primary', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Race Traders' });
    for (let round = 0; round < 3; round++) {
      const x = (await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Xavier', `Round${round}`) })).body.contactId;
      const y = (await call(owner, 'POST', `/api/customers/${id}/contacts`, { body: contact('Yemi', `Round${round}`) })).body.contactId;
      const results = await Promise.all([x, y].map((c) => call(owner, 'POST', `/api/customers/${id}/contacts/${c}/primary`)));
      for (const r of results) expect([200, 409]).toContain(r.status);
      expect(results.some((r) => r.status === 200)).toBe(true);
      const read = await detail(owner, id);
      const { data } = await db().collections.customerDetail({ companyId: owner.companyId, customerId: id }).go();
      const flagged = data.contactPerson.filter((c) => c.isPrimary).map((c) => c.contactId);
      expect(flagged).toEqual([read.primaryContactId]);
      expect([x, y]).toContain(read.primaryContactId);
      expect(read.contacts.filter((c: { isPrimary: boolean }) => c.isPrimary)).toHaveLength(1);
    }
  });
});

describe('comments and history', () => {
  it('adds comments signed by the caller, with system entries, newest first and paginated', async () => {
    const owner = await onboardedUser();
    const id = await newCustomer(owner, { displayName: 'Ibadan Books' });
    const comment = await call(owner, 'POST', `/api/customers/${id}/comments`, { body: { text: '  Called about the March order  ' } });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({ kind: 'comment', text: 'Called about the March order', author: 'Adaeze Okafor', createdAt: expect.any(String) });
    await call(owner, 'POST', `/api/customers/${id}/archive`);
    await call(owner, 'POST', `/api/customers/${id}/comments`, { body: { text: 'Paused for now' } });
    const all = await history(owner, id);
    expect(all.map((h) => [h.text, h.author])).toEqual([
      ['Paused for now', 'Adaeze Okafor'],
      ['Customer marked as inactive', 'Adaeze Okafor'],
      ['Called about the March order', 'Adaeze Okafor'],
      ['Customer created', 'Adaeze Okafor'],
    ]);
    const page = await call(owner, 'GET', `/api/customers/${id}/history?limit=3`);
    expect(page.body.items).toHaveLength(3);
    const next = await call(owner, 'GET', `/api/customers/${id}/history?limit=3&cursor=${encodeURIComponent(page.body.cursor)}`);
    expect(next.body.items.map((h: { text: string }) => h.text)).toEqual(['Customer created']);

    const long = await call(owner, 'POST', `/api/customers/${id}/comments`, { body: { text: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.text).toBe('A comment can be at most 2000 characters');
    expect((await call(owner, 'POST', `/api/customers/${id}/comments`, { body: { text: '   ' } })).status).toBe(400);
    expect(await history(owner, id)).toHaveLength(4);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another company on every route for A's customer, and changes nothing", async () => {
    const a: Owner = await onboardedUser('Company A');
    const b: Owner = await onboardedUser('Company B');
    const id = await newCustomer(a, { displayName: 'Only For A', email: 'only@a.ng' });
    await call(a, 'PUT', `/api/customers/${id}/addresses/billing`, { body: { street1: '1 A Street' } });
    const contactId = (await call(a, 'POST', `/api/customers/${id}/contacts`, { body: contact('Ann', 'Adams', { isPrimary: true }) })).body.contactId;
    const extra = (await call(a, 'POST', `/api/customers/${id}/contacts`, { body: contact('Ben', 'Bako') })).body.contactId;
    const before = await detail(a, id);
    const historyBefore = await history(a, id);

    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/customers/${id}`],
      ['PUT', `/api/customers/${id}`, { displayName: 'Taken by B' }],
      ['POST', `/api/customers/${id}/archive`],
      ['POST', `/api/customers/${id}/reactivate`],
      ['DELETE', `/api/customers/${id}`],
      ['PUT', `/api/customers/${id}/addresses/billing`, { street1: 'B Street' }],
      ['DELETE', `/api/customers/${id}/addresses/billing`],
      ['POST', `/api/customers/${id}/contacts`, contact('Eve', 'B')],
      ['DELETE', `/api/customers/${id}/contacts/${contactId}`],
      ['POST', `/api/customers/${id}/contacts/${extra}/primary`],
      ['GET', `/api/customers/${id}/history`],
      ['POST', `/api/customers/${id}/comments`, { text: 'B was here' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(b, method, path, body === undefined ? {} : { body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'Customer not found' });
    }
    // A made-up id answers the same way for A itself.
    for (const [method, path, body] of attempts) {
      const res = await call(a, method, path.replace(id, '01HZZZZZZZZZZZZZZZZZZZZZZZ'), body === undefined ? {} : { body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect(await detail(a, id)).toEqual(before);
    expect(await history(a, id)).toEqual(historyBefore);
    expect(await names(b, 'status=all')).toEqual([]);
    expect(await names(b, 'status=active&search=only')).toEqual([]);
    expect(await names(a, 'status=active')).toEqual(['Only For A']);
  });
});
