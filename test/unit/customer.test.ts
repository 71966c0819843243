import {
  addressInputSchema,
  commentInputSchema,
  contactInputSchema,
  customerDetailsInputSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerName,
  initials,
  type Customer,
} from '../../shared/schemas/customer';
import { changedFields, customerFields, searchTokens, sortContacts } from '../../functions/services/customers';

describe('customer names', () => {
  it('saves the display name, else first and last name', () => {
    expect(customerName({ displayName: 'Bello Stores', firstName: 'Musa' })).toBe('Bello Stores');
    expect(customerName({ firstName: 'Musa', lastName: 'Bello' })).toBe('Musa Bello');
    expect(customerName({ firstName: 'Musa' })).toBe('Musa');
  });

  it('makes up to two initials, or CU', () => {
    expect(initials('Chukwuma Okonkwo Eze')).toBe('CO');
    expect(initials('dangote')).toBe('D');
    expect(initials('  ')).toBe('CU');
    expect(initials('Ọlá Adé')).toBe('ỌA');
  });
});

describe('customer input', () => {
  it('requires a display name and lower-cases the email', () => {
    const bad = customerInputSchema.safeParse({ displayName: '  ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['displayName'], message: 'Display name is required' });
    const good = customerInputSchema.parse({ displayName: 'Ada', email: 'Ada@Example.NG', phone: '' });
    expect(good).toEqual({ displayName: 'Ada', email: 'ada@example.ng', phone: undefined });
  });
});

describe('search tokens', () => {
  it('indexes each name word, the whole name, the email and its domain, lower-cased', () => {
    expect(searchTokens({ name: 'Okonkwo & Sons Ltd', email: 'Info@OkonkwoSons.ng' }).sort()).toEqual(
      ['&', 'info@okonkwosons.ng', 'ltd', 'okonkwo', 'okonkwo & sons ltd', 'okonkwosons.ng', 'sons'].sort(),
    );
  });

  it('does not index a missing email', () => {
    expect(searchTokens({ name: 'Ada' })).toEqual(['ada']);
  });
});

describe('full customer input', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('fills in the defaults', () => {
    expect(customerDetailsInputSchema.parse({ displayName: 'Ada' })).toEqual({
      displayName: 'Ada',
      customerType: 'business',
      taxRate: null,
      currency: 'NGN',
      paymentTerms: 'net_15',
      portalEnabled: false,
      portalLanguage: 'English',
    });
  });

  it('takes a tax percentage (the server checks it is one of the company’s rates), or no tax', () => {
    for (const rate of [5, 7.5, 0, 12.25, null]) expect(customerDetailsInputSchema.safeParse({ displayName: 'A', taxRate: rate }).success).toBe(true);
    for (const rate of [-1, 101, '5', 7.125]) {
      expect(issues(customerDetailsInputSchema.safeParse({ displayName: 'A', taxRate: rate }))).toEqual({ taxRate: 'Enter a percentage from 0 to 100, with at most 2 decimals' });
    }
  });

  it('checks the TIN, the options and unknown fields', () => {
    expect(customerDetailsInputSchema.parse({ displayName: 'A', tin: ' 1234-5678 ' }).tin).toBe('1234-5678');
    expect(issues(customerDetailsInputSchema.safeParse({ displayName: 'A', tin: '12AB' }))).toEqual({ tin: 'Use digits and hyphens only' });
    expect(issues(customerDetailsInputSchema.safeParse({ displayName: 'A', tin: '1'.repeat(21) }))).toEqual({ tin: 'Must be at most 20 characters' });
    expect(customerDetailsInputSchema.safeParse({ displayName: 'A', salutation: 'Chief' }).success).toBe(false);
    expect(customerDetailsInputSchema.safeParse({ displayName: 'A', currency: 'GBP' }).success).toBe(false);
    expect(customerDetailsInputSchema.safeParse({ displayName: 'A', paymentTerms: 'net_90' }).success).toBe(false);
    expect(customerDetailsInputSchema.safeParse({ displayName: 'A', status: 'inactive' }).success).toBe(false);
    expect(customerDetailsInputSchema.parse({ displayName: 'A', salutation: '' }).salutation).toBeUndefined();
  });

  it('takes the list status filter, default all', () => {
    expect(customerListQuerySchema.parse({}).status).toBe('all');
    expect(customerListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});

describe('addresses, contacts and comments', () => {
  it('requires street 1 and defaults the country to Nigeria', () => {
    expect(addressInputSchema.parse({ street1: ' 12 Allen Avenue ' })).toMatchObject({ street1: '12 Allen Avenue', country: 'Nigeria' });
    const missing = addressInputSchema.safeParse({ city: 'Ikeja' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['street1'], message: 'Street 1 is required' });
  });

  it('requires first and last name on a contact person', () => {
    const r = contactInputSchema.safeParse({ firstName: '' });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
    ]);
    expect(contactInputSchema.parse({ firstName: 'A', lastName: 'B' }).isPrimary).toBe(false);
  });

  it('keeps comments between 1 and 2000 characters', () => {
    expect(commentInputSchema.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true);
    expect(commentInputSchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('A comment can be at most 2000 characters');
    expect(commentInputSchema.safeParse({ text: '   ' }).success).toBe(false);
  });
});

describe('customer service helpers', () => {
  const stored: Customer = {
    customerId: '01A',
    name: 'Bello Stores',
    displayName: 'Bello Stores',
    customerType: 'business',
    email: 'musa@bello.ng',
    phone: '0803',
    taxRate: null,
    currency: 'NGN',
    paymentTerms: 'net_15',
    receivablesKobo: 0,
    unusedCreditsKobo: 0,
    portalEnabled: false,
    portalLanguage: 'English',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('stores no tax as an absent rate and the name from customerName()', () => {
    const v = customerDetailsInputSchema.parse({ firstName: 'Musa', displayName: 'Bello Stores' });
    expect(customerFields(v)).not.toHaveProperty('taxRate');
    expect(customerFields(v).name).toBe('Bello Stores');
    expect(customerFields(customerDetailsInputSchema.parse({ displayName: 'A', taxRate: 7.5 })).taxRate).toBe(7.5);
  });

  it('lists exactly the editable fields that changed', () => {
    const same = customerFields(customerDetailsInputSchema.parse({ displayName: 'Bello Stores', email: 'musa@bello.ng', phone: '0803' }));
    expect(changedFields(stored, same)).toEqual([]);
    const edited = customerFields(customerDetailsInputSchema.parse({ displayName: 'Bello Stores', email: 'musa@bello.ng', taxRate: 5, currency: 'USD' }));
    expect(changedFields(stored, edited)).toEqual(['phone', 'taxRate', 'currency']);
  });

  it('puts the primary contact first, then the oldest', () => {
    const sorted = sortContacts([
      { contactId: '01C', isPrimary: false },
      { contactId: '01B', isPrimary: true },
      { contactId: '01A', isPrimary: false },
    ]);
    expect(sorted.map((c) => c.contactId)).toEqual(['01B', '01A', '01C']);
  });
});
