import { createHash } from 'node:crypto';
import { call, onboardedUser, startApi, stopApi } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

const importId = (seed: string) => createHash('sha256').update(seed).digest('hex');

describe('item CSV import and export', () => {
  it('writes the good rows once, reports the bad ones, and exports every item oldest first', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    await call(other, 'POST', '/api/items', { body: { name: 'Not mine', price: 100 } });
    const batch = {
      importId: importId(`items-${owner.email}`),
      rows: [
        { row: 2, values: { name: 'Garri (50kg bag)', price: 3_500_000, unit: 'box', taxRate: 0 } },
        { row: 3, values: { name: 'Delivery', price: -100 } },
        { row: 4, values: { name: 'Old service', price: 500_000, itemType: 'service', unit: 'hour', status: 'inactive' } },
        { row: 5, values: { name: 'Half kobo', price: 10.5 } },
      ],
    };
    const first = await call(owner, 'POST', '/api/items/import', { body: batch });
    expect(first.status).toBe(200);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(['created', 'invalid', 'created', 'invalid']);
    expect(first.body.results[1].errors).toEqual([{ field: 'price', message: 'Price cannot be negative' }]);
    expect(first.body.results[3].errors).toEqual([{ field: 'price', message: 'Price must be whole kobo' }]);

    const again = await call(owner, 'POST', '/api/items/import', { body: batch });
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['already_imported', 'invalid', 'already_imported', 'invalid']);

    const inactive = await call(owner, 'GET', '/api/items?status=inactive');
    expect(inactive.body.items.map((i: { name: string }) => i.name)).toEqual(['Old service']);
    const found = await call(owner, 'GET', '/api/items?search=garri');
    expect(found.body.items).toHaveLength(1);

    const exported = await call(owner, 'GET', '/api/items/export');
    expect(exported.status).toBe(200);
    expect(exported.body.items.map((i: { name: string; price: number; status: string }) => [i.name, i.price, i.status])).toEqual([
      ['Garri (50kg bag)', 3_500_000, 'active'],
      ['Old service', 500_000, 'inactive'],
    ]);
    expect(exported.body.cursor).toBeNull();
  });

  it('keeps imports of customers and items apart even with the same import id', async () => {
    const owner = await onboardedUser();
    const id = importId(`shared-${owner.email}`);
    const customers = await call(owner, 'POST', '/api/customers/import', { body: { importId: id, rows: [{ row: 2, values: { displayName: 'Same Row Ltd' } }] } });
    const items = await call(owner, 'POST', '/api/items/import', { body: { importId: id, rows: [{ row: 2, values: { name: 'Same row item', price: 100 } }] } });
    expect(customers.body.results[0].status).toBe('created');
    expect(items.body.results[0].status).toBe('created');
  });
});
