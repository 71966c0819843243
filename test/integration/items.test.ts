import { db } from '../../functions/entities/table';
import { call, newUser, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

const EDIT_CONFLICT = 'This item was changed by someone else. Reload and try again.';
const IN_USE = 'This item is used on quotes or invoices and cannot be deleted. Mark it inactive instead.';

const create = (user: TestUser, body: Record<string, unknown>) => call(user, 'POST', '/api/items', { body });
async function newItem(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await create(user, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.itemId as string;
}
const item = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/items/${id}`)).body;
const names = async (user: TestUser, query: string) =>
  (await call(user, 'GET', `/api/items?${query}`)).body.items.map((i: { name: string }) => i.name) as string[];
const search = (user: TestUser, term: string, status = 'all') => names(user, `status=${status}&search=${encodeURIComponent(term)}`);
const entries = async (owner: Owner, itemId: string) =>
  (await db().entities.itemSearch.query.byItem({ companyId: owner.companyId, itemId }).go({ consistent: true })).data;

describe('items: create and read', () => {
  it('creates an active item with the defaults and reads it back', async () => {
    const owner = await onboardedUser();
    const res = await create(owner, { name: 'Ankara Fabric', price: 150050 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      itemId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      name: 'Ankara Fabric',
      itemType: 'goods',
      unit: 'pcs',
      price: 150050,
      taxRate: null,
      status: 'active',
      usageCount: 0,
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await call(owner, 'GET', `/api/items/${res.body.itemId}`);
    expect(read).toEqual({ status: 200, body: res.body });

    const full = { name: 'Website Design', itemType: 'service', unit: 'hour', description: 'Per hour of design work', price: 2500000, taxRate: 7.5 };
    const service = await create(owner, full);
    expect(service.body).toMatchObject(full);
    expect((await create(owner, { name: 'Exported Cocoa', price: 0, taxRate: 0 })).body).toMatchObject({ price: 0, taxRate: 0 });
  });

  it('refuses bad input with each field named, and writes nothing', async () => {
    const owner = await onboardedUser();
    const fields = async (body: Record<string, unknown>) => {
      const res = await create(owner, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      return res.body.error.fields;
    };
    expect(await fields({ price: 100 })).toEqual({ name: 'Item name is required' });
    expect(await fields({ name: '   ', price: 100 })).toEqual({ name: 'Item name is required' });
    expect(await fields({ name: 'Rice' })).toEqual({ price: 'Selling price is required' });
    expect(await fields({ name: 'Rice', price: -100 })).toEqual({ price: 'Price cannot be negative' });
    expect(await fields({ name: 'Rice', price: 100.5 })).toEqual({ price: 'Price must be whole kobo' });
    expect(await fields({ name: 'Rice', price: 100, taxRate: 10 })).toEqual({ taxRate: "10% is not one of the company's tax rates; choose one from Settings > Taxes" });
    expect(await fields({ name: 'Rice', price: 100, unit: 'litre' })).toEqual({ unit: 'Choose one of pcs, box, kg, hour' });
    expect(await fields({ name: 'Rice', price: 100, itemType: 'digital' })).toEqual({ itemType: 'Choose goods or service' });
    expect(await fields({ name: 'Rice', price: 100, companyId: 'another' })).toEqual({ companyId: 'Unknown field' });
    expect(await fields({ name: 'Rice', price: 100, usageCount: 0, status: 'inactive' })).toEqual({ usageCount: 'Unknown field', status: 'Unknown field' });
    expect(await fields({ name: 'x'.repeat(201), price: 100 })).toEqual({ name: 'Must be at most 200 characters' });
    expect(await names(owner, '')).toEqual([]);
  });

  it('is closed to a signed-in user without a company, and to no token', async () => {
    const user = await newUser();
    expect((await create(user, { name: 'Nobody', price: 1 })).status).toBe(403);
    expect((await call(null, 'GET', '/api/items')).status).toBe(401);
  });
});

describe('items: list and search', () => {
  it('lists newest first, one page at a time', async () => {
    const owner = await onboardedUser();
    for (const name of ['Alpha Rice', 'Bravo Beans', 'Charlie Garri']) await newItem(owner, { name, price: 1000 });
    const first = await call(owner, 'GET', '/api/items?limit=2');
    expect(first.body.items.map((i: { name: string }) => i.name)).toEqual(['Charlie Garri', 'Bravo Beans']);
    expect(first.body.items[0]).not.toHaveProperty('usageCount');
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await call(owner, 'GET', `/api/items?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(second.body.items.map((i: { name: string }) => i.name)).toEqual(['Alpha Rice']);
    expect(second.body.cursor).toBeNull();
    expect((await call(owner, 'GET', '/api/items?cursor=garbage')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/items?limit=5000')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/items?status=archived')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/items?colour=red')).status).toBe(400);
  });

  it('finds items by name or description, by any word or run of words, ignoring case', async () => {
    const owner = await onboardedUser();
    await newItem(owner, { name: 'Leather Bag', description: 'Hand-stitched in Kano from full-grain leather', price: 4500000 });
    await newItem(owner, { name: 'Ankara Fabric', description: 'Six yards of WAX print', price: 1200000 });
    await newItem(owner, { name: 'Delivery Within Lagos', itemType: 'service', price: 250000 });
    expect(await search(owner, 'LEATHER')).toEqual(['Leather Bag']);
    expect(await search(owner, 'leath')).toEqual(['Leather Bag']);
    expect(await search(owner, 'bag')).toEqual(['Leather Bag']);
    expect(await search(owner, 'kano')).toEqual(['Leather Bag']);
    expect(await search(owner, 'full-grain')).toEqual(['Leather Bag']);
    expect(await search(owner, 'wax PRINT')).toEqual(['Ankara Fabric']);
    expect(await search(owner, 'within lag')).toEqual(['Delivery Within Lagos']);
    expect((await search(owner, 'a')).sort()).toEqual(['Ankara Fabric']);
    expect(await search(owner, 'yards of')).toEqual(['Ankara Fabric']);
    expect(await search(owner, 'zzz')).toEqual([]);
    expect(await search(owner, '%%')).toEqual([]);
  });

  it('lists an item found by several tokens once', async () => {
    const owner = await onboardedUser();
    await newItem(owner, { name: 'Rice Bag', description: 'Rice, rice and more rice', price: 100 });
    expect(await search(owner, 'rice')).toEqual(['Rice Bag']);
  });
});

describe('items: status', () => {
  it('deactivates and activates; the status tabs, with or without a search, list only their items', async () => {
    const owner = await onboardedUser();
    for (const name of ['Alpha Rice', 'Bravo Beans', 'Charlie Garri']) await newItem(owner, { name, price: 1000 });
    const bravo = (await call(owner, 'GET', '/api/items?search=bravo')).body.items[0].itemId as string;

    const off = await call(owner, 'POST', `/api/items/${bravo}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'inactive', version: 1 });
    expect(await names(owner, 'status=active')).toEqual(['Charlie Garri', 'Alpha Rice']);
    expect(await names(owner, 'status=inactive')).toEqual(['Bravo Beans']);
    expect(await names(owner, 'status=all')).toEqual(['Charlie Garri', 'Bravo Beans', 'Alpha Rice']);
    expect(await names(owner, '')).toEqual(['Charlie Garri', 'Bravo Beans', 'Alpha Rice']);
    expect(await search(owner, 'bravo', 'inactive')).toEqual(['Bravo Beans']);
    expect(await search(owner, 'bravo', 'active')).toEqual([]);
    expect(await search(owner, 'bravo')).toEqual(['Bravo Beans']);
    expect((await search(owner, 'beans', 'all'))).toEqual(['Bravo Beans']);
    expect((await call(owner, 'GET', `/api/items?search=bravo`)).body.items[0].status).toBe('inactive');

    // Again: no change, no new version.
    expect((await call(owner, 'POST', `/api/items/${bravo}/deactivate`)).body).toMatchObject({ status: 'inactive', version: 1 });

    const on = await call(owner, 'POST', `/api/items/${bravo}/activate`);
    expect(on.body).toMatchObject({ status: 'active', version: 2 });
    expect(await names(owner, 'status=inactive')).toEqual([]);
    expect(await search(owner, 'bravo', 'active')).toEqual(['Bravo Beans']);
    expect(await search(owner, 'bravo', 'inactive')).toEqual([]);
  });
});

describe('items: edit', () => {
  it('replaces the editable fields and re-indexes search', async () => {
    const owner = await onboardedUser();
    const id = await newItem(owner, { name: 'Palm Oil', description: 'Five litre keg', unit: 'box', price: 900000, taxRate: 5 });
    const res = await call(owner, 'PUT', `/api/items/${id}`, { body: { name: 'Groundnut Oil', price: 1050000, version: 0 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ itemId: id, name: 'Groundnut Oil', price: 1050000, unit: 'pcs', itemType: 'goods', taxRate: null, version: 1 });
    expect(res.body.description).toBeUndefined(); // full replace: a field left out is cleared
    expect(await item(owner, id)).toEqual(res.body);
    expect(await search(owner, 'groundnut')).toEqual(['Groundnut Oil']);
    expect(await search(owner, 'oil')).toEqual(['Groundnut Oil']);
    expect(await search(owner, 'palm')).toEqual([]);
    expect(await search(owner, 'keg')).toEqual([]);
    expect((await entries(owner, id)).map((e) => e.token).sort()).toEqual(['groundnut oil', 'oil']);
    expect((await entries(owner, id)).every((e) => e.price === 1050000)).toBe(true);

    // The same values again: nothing written.
    const again = await call(owner, 'PUT', `/api/items/${id}`, { body: { name: 'Groundnut Oil', price: 1050000 } });
    expect(again.body.version).toBe(1);
  });

  it('refuses a save over a newer version with 409, and changes nothing', async () => {
    const owner = await onboardedUser();
    const id = await newItem(owner, { name: 'Yam Tuber', price: 150000 });
    expect((await call(owner, 'PUT', `/api/items/${id}`, { body: { name: 'Yam Tuber (large)', price: 200000, version: 0 } })).status).toBe(200);
    const stale = await call(owner, 'PUT', `/api/items/${id}`, { body: { name: 'Yam Tuber (small)', price: 100000, version: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'conflict', message: EDIT_CONFLICT });
    expect(await item(owner, id)).toMatchObject({ name: 'Yam Tuber (large)', price: 200000, version: 1 });
    expect(await search(owner, 'small')).toEqual([]);
  });

  it('lets racing edits win or get 409, and never leaves stale search entries', async () => {
    const owner = await onboardedUser();
    const id = await newItem(owner, { name: 'Original Item', price: 100 });
    const candidates = ['Alpha Soap', 'Bravo Candle', 'Charlie Matches', 'Delta Torch'];
    const results = await Promise.all(candidates.map((name, i) => call(owner, 'PUT', `/api/items/${id}`, { body: { name, price: 100 + i } })));
    for (const r of results) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body.error.message).toBe(EDIT_CONFLICT);
    }
    expect(results.some((r) => r.status === 200)).toBe(true);
    const final = (await item(owner, id)).name as string;
    for (const name of [...candidates, 'Original Item']) {
      expect(await search(owner, name.toLowerCase())).toEqual(name === final ? [final] : []);
    }
    expect((await entries(owner, id)).every((e) => e.name === final)).toBe(true);
  });

  it('refuses bad input on edit with the field named, and changes nothing', async () => {
    const owner = await onboardedUser();
    const id = await newItem(owner, { name: 'Steady Item', price: 500 });
    const before = await item(owner, id);
    const put = (body: Record<string, unknown>) => call(owner, 'PUT', `/api/items/${id}`, { body });
    expect((await put({ price: 500 })).body.error.fields).toEqual({ name: 'Item name is required' });
    expect((await put({ name: 'Steady Item', price: -5 })).body.error.fields).toEqual({ price: 'Price cannot be negative' });
    expect((await put({ name: 'Steady Item', price: 5.25 })).body.error.fields).toEqual({ price: 'Price must be whole kobo' });
    expect((await put({ name: 'Steady Item', price: 500, taxRate: 'none' })).body.error.fields).toEqual({ taxRate: 'Enter a percentage from 0 to 100, with at most 2 decimals' });
    expect((await put({ name: 'Steady Item', price: 500, status: 'inactive' })).body.error.fields).toEqual({ status: 'Unknown field' });
    expect(await item(owner, id)).toEqual(before);
  });

  it('answers 404 for an unknown id', async () => {
    const owner = await onboardedUser();
    const res = await call(owner, 'PUT', '/api/items/01HZZZZZZZZZZZZZZZZZZZZZZZ', { body: { name: 'Ghost', price: 1 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Item not found' });
  });
});

describe('items: delete', () => {
  it('deletes an unused item with its search entries', async () => {
    const owner = await onboardedUser();
    const id = await newItem(owner, { name: 'Short Lived Item', description: 'Gone soon', price: 100 });
    const res = await call(owner, 'DELETE', `/api/items/${id}`);
    expect(res).toEqual({ status: 204, body: undefined });
    expect((await call(owner, 'GET', `/api/items/${id}`)).status).toBe(404);
    expect(await search(owner, 'short')).toEqual([]);
    expect(await search(owner, 'gone')).toEqual([]);
    expect(await names(owner, '')).toEqual([]);
    expect(await entries(owner, id)).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/items/${id}`)).status).toBe(404);
  });

  it('refuses to delete an item used on quotes or invoices', async () => {
    const owner = await onboardedUser();
    const id = await newItem(owner, { name: 'Busy Item', price: 100 });
    await db().entities.item.patch({ companyId: owner.companyId, itemId: id }).set({ usageCount: 2 }).go();
    const res = await call(owner, 'DELETE', `/api/items/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: IN_USE });
    expect(await item(owner, id)).toMatchObject({ name: 'Busy Item', usageCount: 2 });
    expect(await search(owner, 'busy')).toEqual(['Busy Item']);
    // Deactivating it is what the message suggests, and works.
    expect((await call(owner, 'POST', `/api/items/${id}/deactivate`)).body).toMatchObject({ status: 'inactive', usageCount: 2 });
  });
});

describe('items: tenancy', () => {
  it("keeps each company's items to itself: another company's id is 404 and changes nothing", async () => {
    const a = await onboardedUser('Company A');
    const b = await onboardedUser('Company B');
    const id = await newItem(a, { name: 'Only For A', description: 'Private stock', price: 700 });
    const before = await item(a, id);

    const notFound = { code: 'not_found', message: 'Item not found' };
    expect((await call(b, 'GET', `/api/items/${id}`)).body.error).toEqual(notFound);
    const put = await call(b, 'PUT', `/api/items/${id}`, { body: { name: 'Taken By B', price: 1 } });
    expect(put.status).toBe(404);
    expect((await call(b, 'DELETE', `/api/items/${id}`)).status).toBe(404);
    expect((await call(b, 'POST', `/api/items/${id}/deactivate`)).status).toBe(404);
    expect((await call(b, 'POST', `/api/items/${id}/activate`)).status).toBe(404);
    expect(await names(b, '')).toEqual([]);
    expect(await search(b, 'only')).toEqual([]);
    expect(await search(b, 'private')).toEqual([]);

    expect(await item(a, id)).toEqual(before);
    expect(await search(a, 'only')).toEqual(['Only For A']);
    expect(await search(a, 'taken')).toEqual([]);
    // B's attempts wrote nothing under B's company either.
    const { data } = await db().entities.item.get({ companyId: b.companyId, itemId: id }).go();
    expect(data).toBeNull();
  });
});
