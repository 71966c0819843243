import { day } from '../support/dates';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Rate = { rateId: string; kind: 'tax' | 'wht'; name: string; percent: number; status: string; builtIn: boolean; usageCount: number };

const rates = async (user: TestUser) => (await call<{ taxRates: Rate[]; whtRates: Rate[] }>(user, 'GET', '/api/settings/taxes')).body;
const taxRate = async (user: TestUser, percent: number) => (await rates(user)).taxRates.find((r) => r.percent === percent);
async function addRate(user: TestUser, body: Record<string, unknown>): Promise<Rate> {
  const r = await call<Rate>(user, 'POST', '/api/tax-rates', { body });
  if (r.status !== 201) throw new Error(`add rate: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
async function newCustomer(user: TestUser, body: Record<string, unknown> = {}): Promise<string> {
  const r = await call(user, 'POST', '/api/customers', { body: { displayName: 'Ngozi Stores', ...body } });
  if (r.status !== 201) throw new Error(`customer: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.customerId as string;
}
const invoiceBody = (customerId: string, taxRate: number | null, extra: Record<string, unknown> = {}) => ({
  customerId,
  invoiceDate: '2026-11-20',
  lines: [{ name: 'Solar panel', quantity: 2, rateKobo: 10_000_000, taxRate }],
  ...extra,
});

describe('taxes: the company’s rates', () => {
  it('starts with VAT 7.5% (built in), 0% and 5%, and the three WHT rates', async () => {
    const owner = await onboardedUser();
    const r = await rates(owner);
    expect(r.taxRates.map((t) => [t.name, t.percent, t.builtIn, t.status])).toEqual([
      ['Zero-rated or exempt', 0, false, 'active'],
      ['Reduced rate', 5, false, 'active'],
      ['VAT', 7.5, true, 'active'],
    ]);
    expect(r.whtRates.map((t) => t.percent)).toEqual([2, 5, 10]);
  });

  it('adds, renames, deactivates, reactivates and deletes a rate', async () => {
    const owner = await onboardedUser();
    const added = await addRate(owner, { name: 'Luxury levy', percent: 12.5 });
    expect(added).toMatchObject({ name: 'Luxury levy', percent: 12.5, status: 'active', builtIn: false, usageCount: 0 });
    const renamed = await call<Rate>(owner, 'PUT', `/api/tax-rates/${added.rateId}`, { body: { name: 'Luxury goods levy' } });
    expect(renamed.body).toMatchObject({ name: 'Luxury goods levy', percent: 12.5 });
    expect((await call<Rate>(owner, 'POST', `/api/tax-rates/${added.rateId}/deactivate`)).body.status).toBe('inactive');
    expect((await taxRate(owner, 12.5))?.status).toBe('inactive');
    expect((await call<Rate>(owner, 'POST', `/api/tax-rates/${added.rateId}/activate`)).body.status).toBe('active');
    expect((await call(owner, 'DELETE', `/api/tax-rates/${added.rateId}`)).status).toBe(204);
    expect(await taxRate(owner, 12.5)).toBeUndefined();
    // WHT rates are edited on the same page
    const wht = await addRate(owner, { kind: 'wht', name: 'Contracts', percent: 2.5 });
    expect((await rates(owner)).whtRates.map((t) => t.percent)).toEqual([2, 2.5, 5, 10]);
    expect((await call(owner, 'DELETE', `/api/tax-rates/${wht.rateId}`)).status).toBe(204);
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const owner = await onboardedUser();
    const before = await rates(owner);
    const bad = async (body: Record<string, unknown>) => (await call(owner, 'POST', '/api/tax-rates', { body })).body.error;
    expect((await bad({ name: 'Odd', percent: 7.555 })).fields).toEqual({ percent: 'Enter a percentage from 0 to 100, with at most 2 decimals' });
    expect((await bad({ name: 'Huge', percent: 101 })).fields).toEqual({ percent: 'Enter a percentage from 0 to 100, with at most 2 decimals' });
    expect((await bad({ name: '  ', percent: 3 })).fields).toEqual({ name: 'Enter a name for the rate' });
    expect((await bad({ kind: 'wht', name: 'Too much', percent: 60 })).fields).toEqual({ percent: 'Enter a percentage more than 0 and at most 50, with at most 2 decimals' });
    const dup = await call(owner, 'POST', '/api/tax-rates', { body: { name: 'Another VAT', percent: 7.5 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual({ percent: 'A 7.5% rate exists already: VAT' });
    expect((await bad({ name: 'vat', percent: 3 })).fields).toEqual({ name: 'Another rate has this name' });
    const vat = before.taxRates.find((t) => t.builtIn)!;
    const del = await call(owner, 'DELETE', `/api/tax-rates/${vat.rateId}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe('VAT 7.5% is built in and cannot be deleted');
    // a rate's percentage is not an editable field
    expect((await call(owner, 'PUT', `/api/tax-rates/${vat.rateId}`, { body: { name: 'VAT', percent: 10 } })).status).toBe(400);
    expect(await rates(owner)).toEqual(before);
  });

  it('a foreign company’s rate id is 404, and only managers may change rates', async () => {
    const a = await onboardedUser();
    const b = await onboardedUser();
    const theirs = await addRate(b, { name: 'Levy', percent: 3 });
    expect((await call(a, 'PUT', `/api/tax-rates/${theirs.rateId}`, { body: { name: 'Mine' } })).status).toBe(404);
    expect((await call(a, 'DELETE', `/api/tax-rates/${theirs.rateId}`)).status).toBe(404);
    expect((await call(a, 'POST', `/api/tax-rates/${theirs.rateId}/deactivate`)).status).toBe(404);
    expect((await taxRate(b, 3))).toMatchObject({ name: 'Levy', status: 'active' });
    const staff = await memberOf(b, 'staff');
    expect((await rates(staff)).taxRates.map((t) => t.percent)).toEqual([0, 3, 5, 7.5]);
    expect((await call(staff, 'POST', '/api/tax-rates', { body: { name: 'X', percent: 4 } })).status).toBe(403);
  });
});

describe('taxes: rates in use', () => {
  it('an item using a rate keeps it from deletion until the item is changed or deleted', async () => {
    const owner = await onboardedUser();
    const levy = await addRate(owner, { name: 'Levy', percent: 12.5 });
    const item = await call(owner, 'POST', '/api/items', { body: { name: 'Champagne', price: 5_000_000, taxRate: 12.5 } });
    expect(item.status).toBe(201);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(1);
    const refused = await call(owner, 'DELETE', `/api/tax-rates/${levy.rateId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This rate is used by items, customers or documents and cannot be deleted. Mark it inactive instead.');
    // moving the item to another rate frees it
    const moved = await call(owner, 'PUT', `/api/items/${item.body.itemId}`, { body: { name: 'Champagne', price: 5_000_000, taxRate: 7.5 } });
    expect(moved.status).toBe(200);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(0);
    expect((await taxRate(owner, 7.5))?.usageCount).toBe(1);
    const back = await call(owner, 'PUT', `/api/items/${item.body.itemId}`, { body: { name: 'Champagne', price: 5_000_000, taxRate: 12.5 } });
    expect(back.status).toBe(200);
    expect((await call(owner, 'DELETE', `/api/tax-rates/${levy.rateId}`)).status).toBe(409);
    expect((await call(owner, 'DELETE', `/api/items/${item.body.itemId}`)).status).toBe(204);
    expect((await taxRate(owner, 7.5))?.usageCount).toBe(0);
    expect((await call(owner, 'DELETE', `/api/tax-rates/${levy.rateId}`)).status).toBe(204);
  });

  it('a customer’s default rate and a document’s lines count too; deleting them frees the rate', async () => {
    const owner = await onboardedUser();
    const levy = await addRate(owner, { name: 'Levy', percent: 12.5 });
    const customerId = await newCustomer(owner, { taxRate: 12.5 });
    const otherCustomer = await newCustomer(owner);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(1);
    const inv = await call(owner, 'POST', '/api/invoices', { body: { ...invoiceBody(otherCustomer, 12.5), status: 'draft' } });
    expect(inv.status).toBe(201);
    // two lines at one rate: the document counts once
    const quote = await call(owner, 'POST', '/api/quotes', {
      body: { customerId: otherCustomer, quoteDate: '2026-11-20', lines: [{ name: 'A', quantity: 1, rateKobo: 100, taxRate: 12.5 }, { name: 'B', quantity: 1, rateKobo: 100, taxRate: 12.5 }] },
    });
    expect(quote.status).toBe(201);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(3);
    // the invoice's VAT is by that rate, named on its line and its totals
    expect(inv.body.taxes).toEqual([{ rate: 12.5, taxableKobo: 20_000_000, taxKobo: 2_500_000 }]);
    expect(inv.body.lines[0]).toMatchObject({ taxRate: 12.5, taxName: 'Levy', taxKobo: 2_500_000 });
    expect(inv.body.totalKobo).toBe(22_500_000);
    expect((await call(owner, 'DELETE', `/api/tax-rates/${levy.rateId}`)).status).toBe(409);
    expect((await call(owner, 'PUT', `/api/customers/${customerId}`, { body: { displayName: 'Ngozi Stores', taxRate: null } })).status).toBe(200);
    expect((await call(owner, 'DELETE', `/api/quotes/${quote.body.quoteId}`)).status).toBe(204);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(1);
    const edited = await call(owner, 'PUT', `/api/invoices/${inv.body.invoiceId}`, { body: invoiceBody(otherCustomer, 7.5) });
    expect(edited.status).toBe(200);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(0);
    expect((await call(owner, 'DELETE', `/api/tax-rates/${levy.rateId}`)).status).toBe(204);
  });

  it('renaming or deactivating a rate keeps an old document’s figures; an unchanged line keeps its inactive rate on edit', async () => {
    const owner = await onboardedUser();
    const levy = await addRate(owner, { name: 'Levy', percent: 12.5 });
    const customerId = await newCustomer(owner);
    const inv = await call(owner, 'POST', '/api/invoices', { body: { ...invoiceBody(customerId, 12.5), status: 'sent' } });
    await call(owner, 'PUT', `/api/tax-rates/${levy.rateId}`, { body: { name: 'New name' } });
    await call(owner, 'POST', `/api/tax-rates/${levy.rateId}/deactivate`);
    const read = await call(owner, 'GET', `/api/invoices/${inv.body.invoiceId}`);
    expect(read.body.lines[0]).toMatchObject({ taxRate: 12.5, taxName: 'Levy', taxKobo: 2_500_000 });
    expect(read.body.totalKobo).toBe(22_500_000);
    // an edit that keeps the line keeps its rate
    const edited = await call(owner, 'PUT', `/api/invoices/${inv.body.invoiceId}`, { body: invoiceBody(customerId, 12.5, { orderNumber: 'PO-7' }) });
    expect(edited.status).toBe(200);
    expect(edited.body.taxes).toEqual([{ rate: 12.5, taxableKobo: 20_000_000, taxKobo: 2_500_000 }]);
    // a new document may not use the inactive rate
    const fresh = await call(owner, 'POST', '/api/invoices', { body: { ...invoiceBody(customerId, 12.5), status: 'draft' } });
    expect(fresh.status).toBe(400);
    expect(fresh.body.error.fields).toEqual({ 'lines.0.taxRate': 'New name (12.5%) is inactive; choose an active tax rate' });
  });

  it('a clone or a conversion carries its source’s rate over even once the rate is inactive, and counts it', async () => {
    const owner = await onboardedUser();
    const levy = await addRate(owner, { name: 'Levy', percent: 12.5 });
    const customerId = await newCustomer(owner);
    const inv = await call(owner, 'POST', '/api/invoices', { body: { ...invoiceBody(customerId, 12.5), status: 'sent' } });
    const quote = await call(owner, 'POST', '/api/quotes', {
      body: { customerId, quoteDate: day(-17), expiryDate: day(13), lines: [{ name: 'Solar panel', quantity: 2, rateKobo: 10_000_000, taxRate: 12.5 }] },
    });
    expect(quote.status).toBe(201);
    await call(owner, 'POST', `/api/tax-rates/${levy.rateId}/deactivate`);

    const clone = await call(owner, 'POST', `/api/invoices/${inv.body.invoiceId}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body.lines[0]).toMatchObject({ taxRate: 12.5, taxKobo: 2_500_000 });
    expect((await call(owner, 'POST', `/api/quotes/${quote.body.quoteId}/clone`)).status).toBe(201);
    const converted = await call(owner, 'POST', `/api/quotes/${quote.body.quoteId}/convert`);
    expect(converted.status).toBe(201);
    expect(converted.body.totalKobo).toBe(22_500_000);
    expect((await taxRate(owner, 12.5))?.usageCount).toBe(5);
  });

  it('an unknown or inactive rate on a new line, item or customer is a 400 that writes nothing', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    const before = await rates(owner);
    const inv = await call(owner, 'POST', '/api/invoices', { body: { ...invoiceBody(customerId, 12.5), status: 'draft' } });
    expect(inv.status).toBe(400);
    expect(inv.body.error.fields).toEqual({ 'lines.0.taxRate': "12.5% is not one of the company's tax rates; choose one from Settings > Taxes" });
    expect((await call(owner, 'GET', '/api/invoices?tab=all')).body.items).toEqual([]);
    const item = await call(owner, 'POST', '/api/items', { body: { name: 'Wine', price: 100, taxRate: 3 } });
    expect(item.status).toBe(400);
    expect(item.body.error.fields).toEqual({ taxRate: "3% is not one of the company's tax rates; choose one from Settings > Taxes" });
    expect((await call(owner, 'GET', '/api/items')).body.items).toEqual([]);
    const five = before.taxRates.find((t) => t.percent === 5)!;
    await call(owner, 'POST', `/api/tax-rates/${five.rateId}/deactivate`);
    const cust = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Bola', taxRate: 5 } });
    expect(cust.status).toBe(400);
    expect(cust.body.error.fields).toEqual({ taxRate: 'Reduced rate (5%) is inactive; choose an active tax rate' });
    expect((await taxRate(owner, 5))?.usageCount).toBe(0);
  });

  it('a CSV import row with a rate the company does not have is invalid; the others are written and counted', async () => {
    const owner = await onboardedUser();
    const r = await call(owner, 'POST', '/api/items/import', {
      body: {
        importId: 'a'.repeat(64),
        rows: [
          { row: 2, values: { name: 'Garri', price: 100, taxRate: 7.5 } },
          { row: 3, values: { name: 'Beans', price: 100, taxRate: 12.5 } },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.results.map((x: { status: string }) => x.status)).toEqual(['created', 'invalid']);
    expect(r.body.results[1].errors).toEqual([{ field: 'taxRate', message: "12.5% is not one of the company's tax rates; choose one from Settings > Taxes" }]);
    expect((await taxRate(owner, 7.5))?.usageCount).toBe(1);
  });
});
