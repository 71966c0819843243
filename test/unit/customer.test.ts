import { customerInputSchema, customerName, initials } from '../../shared/schemas/customer';
import { searchTokens } from '../../functions/services/customers';

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
