import fc from 'fast-check';
import { ITEM_SEARCH_MAX_TOKENS } from '../../shared/constants';
import { formatNaira } from '../../shared/money';
import { itemFormSchema, itemInputSchema, itemListQuerySchema, itemUpdateSchema, nairaPriceSchema } from '../../shared/schemas/item';
import { itemSearchTokens, searchTerm, searchWords, SEARCH_TOKEN_MAX_LENGTH } from '../../functions/services/item-search';
import { changedItemFields } from '../../functions/services/items';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('item search tokens', () => {
  it('indexes the phrase starting at each word of the name and the description, lower-cased', () => {
    expect(itemSearchTokens({ name: 'Ankara Fabric (6 Yards)', description: 'Hand-made, Kano.' })).toEqual([
      'ankara fabric 6 yards',
      'fabric 6 yards',
      '6 yards',
      'yards',
      'hand made kano',
      'made kano',
      'kano',
    ]);
  });

  it('has every word of the name and of the description at the start of a token', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }), fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 6 }), (name, description) => {
        const tokens = itemSearchTokens({ name: name.join(' '), description: description.join(' ') });
        for (const word of [...name, ...description]) expect(tokens.some((t) => t.startsWith(word))).toBe(true);
      }),
    );
  });

  it('drops accents and punctuation the same way for the item and the search box', () => {
    expect(searchWords('Ọlá Àdé’s  CAFÉ')).toEqual(['ola', 'ade', 's', 'cafe']);
    expect(itemSearchTokens({ name: 'Ọlá Bread' })).toContain('ola bread');
    expect(searchTerm('  OLA   bread ')).toBe('ola bread');
    expect(searchTerm('full-grain')).toBe('full grain');
    expect(itemSearchTokens({ name: 'Bag', description: 'Full-grain leather' })).toContain('full grain leather');
    expect(searchTerm('&&')).toBe('');
  });

  it('does not repeat a token and needs no description', () => {
    expect(itemSearchTokens({ name: 'Rice rice' })).toEqual(['rice rice', 'rice']);
    expect(itemSearchTokens({ name: 'Rice', description: 'Rice' })).toEqual(['rice']);
  });

  it(`writes at most ${ITEM_SEARCH_MAX_TOKENS} tokens of at most ${SEARCH_TOKEN_MAX_LENGTH} characters, name first`, () => {
    const description = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const tokens = itemSearchTokens({ name: 'Long Item', description });
    expect(tokens).toHaveLength(ITEM_SEARCH_MAX_TOKENS);
    expect(tokens.slice(0, 2)).toEqual(['long item', 'item']);
    expect(Math.max(...tokens.map((t) => t.length))).toBeLessThanOrEqual(SEARCH_TOKEN_MAX_LENGTH);
    expect(tokens.every((t) => t === t.trim())).toBe(true);
  });
});

describe('item input', () => {
  it('fills in the defaults', () => {
    expect(itemInputSchema.parse({ name: ' Rice ', price: 150050 })).toEqual({
      name: 'Rice',
      itemType: 'goods',
      unit: 'pcs',
      description: undefined,
      price: 150050,
      taxRate: null,
    });
  });

  it('names what is wrong with each field', () => {
    expect(issues(itemInputSchema.safeParse({}))).toEqual({ name: 'Item name is required', price: 'Selling price is required' });
    expect(issues(itemInputSchema.safeParse({ name: '  ', price: -1 }))).toEqual({ name: 'Item name is required', price: 'Price cannot be negative' });
    expect(issues(itemInputSchema.safeParse({ name: 'x', price: 10.5 }))).toEqual({ price: 'Price must be whole kobo' });
    expect(issues(itemInputSchema.safeParse({ name: 'x', price: '100' }))).toEqual({ price: 'Price must be a number of kobo' });
    expect(issues(itemInputSchema.safeParse({ name: 'x', price: 1, taxRate: 7.555 }))).toEqual({ taxRate: 'Enter a percentage from 0 to 100, with at most 2 decimals' });
    expect(issues(itemInputSchema.safeParse({ name: 'x', price: 1, unit: 'litre', itemType: 'thing' }))).toEqual({
      unit: 'Choose one of pcs, box, kg, hour',
      itemType: 'Choose goods or service',
    });
    expect(issues(itemInputSchema.safeParse({ name: 'x'.repeat(201), price: 1, description: 'd'.repeat(2001) }))).toEqual({
      name: 'Must be at most 200 characters',
      description: 'Must be at most 2000 characters',
    });
    expect(itemInputSchema.safeParse({ name: 'x', price: 1, status: 'inactive' }).success).toBe(false);
  });

  it('keeps 0% VAT apart from no tax', () => {
    expect(itemInputSchema.parse({ name: 'x', price: 1, taxRate: 0 }).taxRate).toBe(0);
    expect(itemInputSchema.parse({ name: 'x', price: 1, taxRate: 7.5 }).taxRate).toBe(7.5);
    expect(itemInputSchema.parse({ name: 'x', price: 1, taxRate: null }).taxRate).toBeNull();
  });

  it('takes an optional version on edit', () => {
    expect(itemUpdateSchema.parse({ name: 'x', price: 1, version: 3 }).version).toBe(3);
    expect(itemUpdateSchema.parse({ name: 'x', price: 1 }).version).toBeUndefined();
    expect(itemUpdateSchema.safeParse({ name: 'x', price: 1, version: -1 }).success).toBe(false);
  });

  it('lists by status, all by default', () => {
    expect(itemListQuerySchema.parse({})).toEqual({ status: 'all', limit: 25 });
    expect(itemListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});

describe('item price typed in naira', () => {
  const price = (text: string) => nairaPriceSchema.safeParse(text);

  it('turns naira text into kobo', () => {
    expect(price('1500.5').data).toBe(150050);
    expect(price('₦1,500.50').data).toBe(150050);
    expect(price('0').data).toBe(0);
  });

  it('says what is wrong with an amount', () => {
    expect(issues(price(''))).toEqual({ _: 'Selling price is required' });
    expect(issues(price('12.345'))).toEqual({ _: 'Enter an amount with at most 2 decimals' });
    expect(issues(price('-5'))).toEqual({ _: 'Price cannot be negative' });
    expect(issues(price('five'))).toEqual({ _: 'Enter an amount such as 1500 or 1,500.50' });
    expect(issues(price('10000000001'))).toEqual({ _: `Price must be at most ${formatNaira(1_000_000_000_000)}` });
  });

  it('gives the API input from the form values', () => {
    expect(itemFormSchema.parse({ name: 'Rice', price: '2,000', itemType: 'goods', unit: 'kg', description: '', taxRate: 7.5 })).toEqual(
      itemInputSchema.parse({ name: 'Rice', price: 200000, unit: 'kg', taxRate: 7.5 }),
    );
  });
});

describe('changed item fields', () => {
  it('compares the stored item with the new values, a missing description equal to none', () => {
    const stored = { itemId: 'i', name: 'Rice', itemType: 'goods', unit: 'kg', price: 100, taxRate: null, status: 'active', createdAt: '', updatedAt: '' } as const;
    const same = itemInputSchema.parse({ name: 'Rice', unit: 'kg', price: 100, description: '' });
    expect(changedItemFields(stored, same)).toEqual([]);
    expect(changedItemFields(stored, { ...same, price: 200, taxRate: 0 })).toEqual(['price', 'taxRate']);
  });
});
