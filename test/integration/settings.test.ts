import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pdfText } from '../support/pdf-text';
import { snapshot } from './helpers/contract';
import { call, memberOf, newUser, onboardedUser, startApi, stopApi, uploadPng, type TestUser } from './helpers/api';

/*
 * Settings pages' routes against the emulators: My Profile, Opening Screen and
 * Image upload resolution (the caller's own), Organization Profile and
 * Preferences (the company's; owners and admins write, everyone reads). Every
 * route × role and the bad-input cases are generated in contract.test.ts.
 */

jest.setTimeout(90_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
const line = { name: 'Consulting', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
const png = readFileSync(path.join(__dirname, '../fixtures/logo.png'));

const prefsBody = (over: Record<string, unknown> = {}) => ({
  series: { quote: { prefix: 'QT-' }, invoice: { prefix: 'INV-' }, salesreceipt: { prefix: 'SR-' }, payment: { prefix: 'PMT-' } },
  paymentTerms: 'net_15',
  quoteValidityDays: 30,
  documents: { quote: {}, invoice: {}, salesreceipt: {} },
  ...over,
});

async function customer(owner: Owner): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', paymentTerms: 'custom' } });
  expect(res.status).toBe(201);
  return res.body.customerId;
}

describe('My Profile, Opening Screen, Image upload resolution', () => {
  it('saves the names (2 characters at least), the picture and the personal choices; /api/me answers them', async () => {
    const owner = await onboardedUser();
    const me = (await call(owner, 'GET', '/api/me')).body;
    expect(me.profile).toMatchObject({ openingScreen: 'dashboard', imageMaxPx: 1600 });

    const short = await call(owner, 'PUT', '/api/settings/profile', { body: { firstName: 'A', lastName: 'B' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ firstName: 'First name must be at least 2 characters', lastName: 'Last name must be at least 2 characters' });

    const avatarKey = await uploadPng(owner, png, 'avatar');
    const saved = await call(owner, 'PUT', '/api/settings/profile', { body: { firstName: ' Chidi ', lastName: 'Nwosu', avatarKey } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Chidi', lastName: 'Nwosu', avatarKey, email: owner.email });
    expect(saved.body.avatarUrl).toContain('avatar-');

    // Someone else's upload is not theirs to use.
    const other = await onboardedUser();
    const foreign = await call(other, 'PUT', '/api/settings/profile', { body: { firstName: 'Kemi', lastName: 'Ade', avatarKey } });
    expect(foreign.status).toBe(400);

    // Left out: the picture is removed; the profile keeps its company and role.
    const removed = await call(owner, 'PUT', '/api/settings/profile', { body: { firstName: 'Chidi', lastName: 'Nwosu' } });
    expect(removed.body.avatarKey).toBeUndefined();
    expect((await call(owner, 'GET', '/api/me')).body).toMatchObject({ role: 'owner', profile: { firstName: 'Chidi', companyId: owner.companyId } });

    expect((await call(owner, 'PUT', '/api/settings/opening-screen', { body: { openingScreen: 'quotes' } })).status).toBe(200);
    expect((await call(owner, 'PUT', '/api/settings/opening-screen', { body: { openingScreen: 'reports' } })).status).toBe(400);
    expect((await call(owner, 'PUT', '/api/settings/image-resolution', { body: { maxPx: 1024 } })).status).toBe(200);
    expect((await call(owner, 'PUT', '/api/settings/image-resolution', { body: { maxPx: 999 } })).status).toBe(400);
    expect((await call(owner, 'GET', '/api/me')).body.profile).toMatchObject({ openingScreen: 'quotes', imageMaxPx: 1024 });
  });

  it('lets a viewer set their own profile and choices, and refuses a user with no profile yet', async () => {
    const owner = await onboardedUser();
    const viewer = await memberOf(owner, 'viewer');
    expect((await call(viewer, 'PUT', '/api/settings/profile', { body: { firstName: 'Tunde', lastName: 'Bakare' } })).status).toBe(200);
    expect((await call(viewer, 'PUT', '/api/settings/opening-screen', { body: { openingScreen: 'customers' } })).status).toBe(200);
    const fresh = await newUser();
    expect((await call(fresh, 'PUT', '/api/settings/opening-screen', { body: { openingScreen: 'customers' } })).status).toBe(404);
  });
});

describe('Organization Profile', () => {
  it('edits every company field, checks the TIN and VAT number, keeps or replaces the logo, and prints TIN and VAT on documents', async () => {
    const owner = await onboardedUser('Adaeze Foods Ltd');
    const org = (await call(owner, 'GET', '/api/settings/organization')).body;
    expect(org).toMatchObject({ name: 'Adaeze Foods Ltd', tin: '12345678-0001', version: 0 });

    const bad = await call(owner, 'PUT', '/api/settings/organization', { body: { name: 'A', email: 'not-mail', tin: '123', vatNumber: '#' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: 'Company name must be at least 2 characters',
      email: 'Invalid email',
      tin: 'Enter the TIN as 12345678-0001 or as 10 to 13 digits',
      vatNumber: 'Use 6 to 20 letters, digits, hyphens or slashes',
    });

    const logoKey = await uploadPng(owner, png);
    const body = {
      name: 'Adaeze Foods & Co',
      email: 'hello@adaeze.ng',
      phone: '+234 809 000 1111',
      website: 'adaeze.ng',
      streetAddress: '5 Broad Street',
      city: 'Lagos Island',
      state: 'Lagos',
      country: 'Nigeria',
      tin: '1234567890',
      vatNumber: 'vat/0042-lg',
      fiscalYearStartMonth: 4,
      industry: 'Food and beverages',
      logoKey,
      version: 0,
    };
    const saved = await call(owner, 'PUT', '/api/settings/organization', { body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...body, vatNumber: 'VAT/0042-LG', version: 1 });
    expect(saved.body.postalCode).toBeUndefined();
    expect(saved.body.logoUrl).toBeTruthy();
    // The old version is stale now: 409, nothing written.
    const stale = await call(owner, 'PUT', '/api/settings/organization', { body: { ...body, name: 'Stale Name', version: 0 } });
    expect(stale.status).toBe(409);
    expect((await call(owner, 'GET', '/api/me')).body.company).toMatchObject({ name: 'Adaeze Foods & Co', vatNumber: 'VAT/0042-LG', industry: 'Food and beverages' });

    // An admin keeps the owner's logo by sending its key back; another user's upload is refused.
    const admin = await memberOf(owner, 'admin');
    expect((await call(admin, 'PUT', '/api/settings/organization', { body: { ...body, version: 1 } })).status).toBe(200);
    const stranger = await onboardedUser();
    const strangersLogo = await uploadPng(stranger, png);
    expect((await call(admin, 'PUT', '/api/settings/organization', { body: { ...body, logoKey: strangersLogo, version: 2 } })).status).toBe(400);

    // Staff and viewers read it but cannot change it (403, nothing written).
    for (const role of ['staff', 'viewer'] as const) {
      const m = await memberOf(owner, role);
      expect((await call(m, 'GET', '/api/settings/organization')).status).toBe(200);
      const before = await snapshot(owner);
      expect((await call(m, 'PUT', '/api/settings/organization', { body: { ...body, name: 'Taken Over', version: 2 } })).status).toBe(403);
      expect(await snapshot(owner)).toEqual(before);
    }

    const customerId = await customer(owner);
    const quote = await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2099-12-01', lines: [line], status: 'sent' } });
    const link = await call(owner, 'GET', `/api/quotes/${quote.body.quoteId}/pdf`);
    const text = pdfText(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()));
    expect(text).toContain('Adaeze Foods & Co');
    expect(text).toContain('TIN: 1234567890');
    expect(text).toContain('VAT Reg. No: VAT/0042-LG');
    expect(text).toContain('5 Broad Street');
  });
});

describe('Preferences', () => {
  it('gives each series its prefix and next number, never at or below a number already used', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner);
    const first = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'sent' } });
    expect(first.body.invoiceNumber).toBe('INV-000001');
    const prefs = (await call(owner, 'GET', '/api/settings/preferences')).body;
    expect(prefs.series.invoice).toEqual({ prefix: 'INV-', digits: 6, nextNumber: 2, lastNumber: 1, next: 'INV-000002' });
    expect(prefs).toMatchObject({ paymentTerms: 'net_15', quoteValidityDays: 30, version: 0 });

    const low = await call(owner, 'PUT', '/api/settings/preferences', { body: prefsBody({ series: { ...prefsBody().series, invoice: { prefix: 'INV-', nextNumber: 1 } } }) });
    expect(low.status).toBe(400);
    expect(low.body.error.fields).toEqual({ 'series.invoice.nextNumber': 'Invoices up to number 1 have been used: the next number must be at least 2' });
    const badPrefix = await call(owner, 'PUT', '/api/settings/preferences', { body: prefsBody({ series: { ...prefsBody().series, quote: { prefix: 'Q T' } } }) });
    expect(badPrefix.status).toBe(400);

    const saved = await call(owner, 'PUT', '/api/settings/preferences', {
      body: prefsBody({ series: { ...prefsBody().series, invoice: { prefix: 'KB/2026/', nextNumber: 120 }, quote: { prefix: 'EST-', nextNumber: 50 } }, version: 0 }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.series.invoice).toMatchObject({ prefix: 'KB/2026/', nextNumber: 120, next: 'KB/2026/000120' });
    expect((await call(owner, 'GET', '/api/invoices/next-number')).body.invoiceNumber).toBe('KB/2026/000120');
    const invoice = await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-02', paymentTerms: 'net_15', lines: [line], status: 'draft' } });
    expect(invoice.body.invoiceNumber).toBe('KB/2026/000120');
    expect((await call(owner, 'GET', '/api/quotes/next-number')).body.quoteNumber).toBe('EST-00050');

    // Concurrent creates still get consecutive, unique numbers in the new series.
    const quote = (extra = {}) => call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2099-12-01', lines: [line], status: 'draft', ...extra } });
    const made = await Promise.all(Array.from({ length: 6 }, () => quote()));
    expect(made.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(made.map((r) => r.body.quoteNumber as string).sort()).toEqual(['50', '51', '52', '53', '54', '55'].map((n) => `EST-000${n}`));

    // A number typed by hand earlier is skipped by the series, never given twice.
    expect((await quote({ quoteNumber: 'EST-00057' })).status).toBe(201);
    const back = await call(owner, 'PUT', '/api/settings/preferences', { body: prefsBody({ series: { ...prefsBody().series, quote: { prefix: 'EST-', nextNumber: 56 } } }) });
    expect(back.status).toBe(200);
    const [n56, n58] = [await quote(), await quote()];
    expect([n56.body.quoteNumber, n58.body.quoteNumber]).toEqual(['EST-00056', 'EST-00058']);
    // The invoice series carried on where it was (no next number sent: left alone).
    expect((await call(owner, 'GET', '/api/invoices/next-number')).body.invoiceNumber).toBe('INV-000121');
    // Going back below what was given is refused, whatever the prefix.
    expect((await call(owner, 'PUT', '/api/settings/preferences', { body: prefsBody({ series: { ...prefsBody().series, quote: { prefix: 'NEW-', nextNumber: 5 } } }) })).status).toBe(400);

    // Payments and sales receipts take their series' prefix too.
    await call(owner, 'PUT', '/api/settings/preferences', { body: prefsBody({ series: { ...prefsBody().series, payment: { prefix: 'RCPT-', nextNumber: 40 }, salesreceipt: { prefix: 'CASH-' } } }) });
    const payment = await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: 1_000_000, whtKobo: 0, paymentDate: '2026-11-03', mode: 'cash' } });
    expect(payment.body.paymentNumber).toBe('RCPT-00040');
    const receipt = await call(owner, 'POST', '/api/sales-receipts', { body: { customerId, receiptDate: '2026-11-03', mode: 'cash', lines: [line] } });
    expect(receipt.body.receiptNumber).toBe('CASH-00001');
  });

  it('keeps the defaults of new documents, conditional on the version; staff read them and cannot change them', async () => {
    const owner = await onboardedUser();
    const defaults = (await call(owner, 'GET', '/api/settings/preferences')).body;
    expect(defaults.documents.quote.customerNotes).toBe('Thank you for your business');
    const body = prefsBody({
      paymentTerms: 'net_30',
      quoteValidityDays: 14,
      documents: { quote: { customerNotes: 'Prices include delivery in Lagos', terms: 'Valid 14 days' }, invoice: { customerNotes: 'Pay to GTBank 0123456789 (Adaeze Foods Ltd)' }, salesreceipt: { customerNotes: '' } },
      version: 0,
    });
    const saved = await call(owner, 'PUT', '/api/settings/preferences', { body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      paymentTerms: 'net_30',
      quoteValidityDays: 14,
      documents: { quote: { customerNotes: 'Prices include delivery in Lagos', terms: 'Valid 14 days' }, invoice: { customerNotes: 'Pay to GTBank 0123456789 (Adaeze Foods Ltd)' }, salesreceipt: {} },
      version: 1,
    });
    expect((await call(owner, 'PUT', '/api/settings/preferences', { body })).status).toBe(409);
    expect((await call(owner, 'PUT', '/api/settings/preferences', { body: { ...body, paymentTerms: 'custom', version: 1 } })).status).toBe(400);

    const staff = await memberOf(owner, 'staff');
    expect((await call(staff, 'GET', '/api/settings/preferences')).body.paymentTerms).toBe('net_30');
    const before = await snapshot(owner);
    expect((await call(staff, 'PUT', '/api/settings/preferences', { body: { ...body, version: 1 } })).status).toBe(403);
    expect(await snapshot(owner)).toEqual(before);

    // The server's own new documents follow them: a cloned quote's expiry, a converted quote's terms.
    const customerId = await customer(owner);
    const quote = await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2099-12-01', lines: [line], status: 'sent' } });
    const clone = await call(owner, 'POST', `/api/quotes/${quote.body.quoteId}/clone`);
    const days = (Date.parse(clone.body.expiryDate) - Date.parse(clone.body.quoteDate)) / 86_400_000;
    expect(days).toBe(14);
    const invoice = await call(owner, 'POST', `/api/quotes/${quote.body.quoteId}/convert`);
    expect(invoice.body.paymentTerms).toBe('net_30');
  });
});
