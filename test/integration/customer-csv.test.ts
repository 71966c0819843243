import { createHash } from 'node:crypto';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

const importId = (seed: string) => createHash('sha256').update(seed).digest('hex');
const all = async (user: TestUser) => (await call(user, 'GET', '/api/customers?limit=100')).body.items as { name: string; status: string }[];

describe('new customer with addresses and contact persons', () => {
  it('creates the customer, both addresses and the contacts (one primary) together', async () => {
    const owner = await onboardedUser();
    const res = await call(owner, 'POST', '/api/customers', {
      body: {
        displayName: 'Kano Grains Ltd',
        addresses: { billing: { street1: '4 Bompai Road', city: 'Kano', state: 'Kano' }, shipping: { street1: 'Plot 9, Sharada', city: 'Kano' } },
        contacts: [
          { firstName: 'Aminu', lastName: 'Bello', email: 'aminu@kanograins.ng' },
          { firstName: 'Hauwa', lastName: 'Sani', isPrimary: true },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.addresses.map((a: { addressType: string; country: string }) => [a.addressType, a.country])).toEqual([
      ['billing', 'Nigeria'],
      ['shipping', 'Nigeria'],
    ]);
    expect(res.body.contacts.map((c: { firstName: string; isPrimary: boolean }) => [c.firstName, c.isPrimary])).toEqual([
      ['Hauwa', true],
      ['Aminu', false],
    ]);
    expect(res.body.primaryContactId).toBe(res.body.contacts[0].contactId);
  });

  it('refuses two primary contacts or a bad address and writes nothing', async () => {
    const owner = await onboardedUser();
    const twoPrimary = await call(owner, 'POST', '/api/customers', {
      body: { displayName: 'Two Primaries', contacts: [{ firstName: 'A', lastName: 'B', isPrimary: true }, { firstName: 'C', lastName: 'D', isPrimary: true }] },
    });
    expect(twoPrimary.status).toBe(400);
    expect(twoPrimary.body.error.fields).toEqual({ contacts: 'Only one contact person can be primary' });
    const noStreet = await call(owner, 'POST', '/api/customers', { body: { displayName: 'No Street', addresses: { billing: { city: 'Abuja' } } } });
    expect(noStreet.status).toBe(400);
    expect(noStreet.body.error.fields).toEqual({ 'addresses.billing.street1': 'Street 1 is required' });
    expect(await all(owner)).toEqual([]);
  });
});

describe('customer CSV import', () => {
  const rows = [
    { row: 2, values: { displayName: 'Adaeze Foods', email: 'orders@adaeze.ng', addresses: { billing: { street1: '3 Allen Avenue', city: 'Ikeja', state: 'Lagos' } } } },
    { row: 3, values: { displayName: 'Bad Email', email: 'not-an-email' } },
    { row: 4, values: { displayName: 'Old Client', status: 'inactive', taxRate: 7.5, paymentTerms: 'net_30' } },
    { row: 5, values: { email: 'nameless@x.ng' } },
  ];

  it('writes the good rows, reports the bad ones by field, and a retry writes nothing twice', async () => {
    const owner = await onboardedUser();
    const batch = { importId: importId(`customers-${owner.email}`), rows };
    const first = await call(owner, 'POST', '/api/customers/import', { body: batch });
    expect(first.status).toBe(200);
    expect(first.body.results.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'invalid'],
      [4, 'created'],
      [5, 'invalid'],
    ]);
    expect(first.body.results[1].errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    expect(first.body.results[3].errors).toEqual([{ field: 'displayName', message: 'Display name is required' }]);

    const again = await call(owner, 'POST', '/api/customers/import', { body: batch });
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['already_imported', 'invalid', 'already_imported', 'invalid']);
    expect(again.body.results[0].id).toBe(first.body.results[0].id);

    // Two tries of the same batch at once still write each row once.
    const racing = { importId: importId(`race-${owner.email}`), rows: [{ row: 2, values: { displayName: 'Racer One' } }] };
    const raced = await Promise.all([1, 2, 3].map(() => call(owner, 'POST', '/api/customers/import', { body: racing })));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(raced.flatMap((r) => r.body.results.map((x: { status: string }) => x.status)).sort()).toEqual(['already_imported', 'already_imported', 'created']);

    const list = await all(owner);
    expect(list.map((c) => c.name).sort()).toEqual(['Adaeze Foods', 'Old Client', 'Racer One']);
    expect(list.find((c) => c.name === 'Old Client')!.status).toBe('inactive');
    const imported = await call(owner, 'GET', `/api/customers/${first.body.results[0].id}`);
    expect(imported.body.addresses[0]).toMatchObject({ addressType: 'billing', street1: '3 Allen Avenue', city: 'Ikeja', country: 'Nigeria' });
    const history = await call(owner, 'GET', `/api/customers/${first.body.results[0].id}/history`);
    expect(history.body.items.map((h: { text: string }) => h.text)).toEqual(['Customer imported from CSV']);
  });

  it('refuses a malformed batch whole: no rows, too many, repeated row numbers, a bad import id', async () => {
    const owner = await onboardedUser();
    const id = importId(owner.email);
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ row: i + 2, values: { displayName: `C${i}` } }));
    for (const [body, field] of [
      [{ importId: id, rows: [] }, 'rows'],
      [{ importId: id, rows: tooMany }, 'rows'],
      [{ importId: id, rows: [rows[0], rows[0]] }, 'rows.1.row'],
      [{ importId: 'not hex', rows: [rows[0]] }, 'importId'],
    ] as const) {
      const res = await call(owner, 'POST', '/api/customers/import', { body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect(await all(owner)).toEqual([]);
  });
});

describe('customer CSV export', () => {
  it('pages through every customer oldest first, with addresses kept in step with edits', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    await call(other, 'POST', '/api/customers', { body: { displayName: 'Not Mine' } });
    const created: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      created.push((await call(owner, 'POST', '/api/customers', { body: { displayName: name } })).body.customerId);
    }
    await call(owner, 'PUT', `/api/customers/${created[1]}/addresses/shipping`, { body: { street1: '1 Wharf Road', city: 'Apapa' } });
    await call(owner, 'PUT', `/api/customers/${created[2]}/addresses/billing`, { body: { street1: '7 Aminu Kano Crescent', city: 'Abuja' } });
    await call(owner, 'DELETE', `/api/customers/${created[2]}/addresses/billing`);

    const res = await call(owner, 'GET', '/api/customers/export');
    expect(res.status).toBe(200);
    expect(res.body.cursor).toBeNull();
    expect(res.body.items.map((c: { name: string }) => c.name)).toEqual(['First', 'Second', 'Third']);
    expect(res.body.items[1].shippingAddress).toEqual({ street1: '1 Wharf Road', city: 'Apapa', country: 'Nigeria' });
    expect(res.body.items[2].billingAddress).toBeUndefined();
    expect(res.body.items[0].transactionCount).toBeUndefined();

    const bad = await call(owner, 'GET', '/api/customers/export?cursor=garbage');
    expect(bad.status).toBe(400);
  });
});
