import fc from 'fast-check';
import { BAD_CURSOR_MESSAGE, openCursor, sealCursor, type CursorScope } from '../../functions/lib/cursor';
import { CURSOR_TTL_MS } from '../../shared/constants';

const scope: CursorScope = { companyId: 'co-1', list: 'GET /api/customers', filters: { status: 'all', search: 'ada' } };
const inner = Buffer.from(JSON.stringify({ pk: '$kobo#companyid_co-1', sk: '$customer_1#customerid_01J' })).toString('base64');

const refused = (fn: () => unknown) => expect(fn).toThrow(BAD_CURSOR_MESSAGE);

describe('sealed page cursors', () => {
  it('opens what it sealed for the same company, list and filters, and hides the keys', () => {
    const sealed = sealCursor(scope, inner)!;
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(inner.slice(0, 12));
    // Filters compare by value, whatever their order.
    expect(openCursor({ ...scope, filters: { search: 'ada', status: 'all', email: undefined } }, sealed)).toBe(inner);
  });

  it('keeps the last page and the first page as they are', () => {
    expect(sealCursor(scope, null)).toBeNull();
    expect(openCursor(scope, undefined)).toBeUndefined();
    expect(openCursor(scope, '')).toBeUndefined();
  });

  it("refuses another company's, another list's or other filters' cursor", () => {
    const sealed = sealCursor(scope, inner)!;
    refused(() => openCursor({ ...scope, companyId: 'co-2' }, sealed));
    refused(() => openCursor({ ...scope, list: 'GET /api/items' }, sealed));
    refused(() => openCursor({ ...scope, filters: { status: 'active', search: 'ada' } }, sealed));
  });

  it('refuses an expired cursor', () => {
    const sealed = sealCursor(scope, inner, Date.now() - CURSOR_TTL_MS - 1000)!;
    refused(() => openCursor(scope, sealed));
  });

  it('refuses a raw table key, a truncated, an edited or a made-up cursor', () => {
    const sealed = sealCursor(scope, inner)!;
    refused(() => openCursor(scope, inner));
    refused(() => openCursor(scope, sealed.slice(0, -4)));
    refused(() => openCursor(scope, sealed.slice(0, 20)));
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[20] ^= 1;
    refused(() => openCursor(scope, flipped.toString('base64url')));
    refused(() => openCursor(scope, 'x'.repeat(3000)));
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        fc.pre(s !== '');
        refused(() => openCursor(scope, s));
      }),
      { numRuns: 300 },
    );
  });
});
