import fc from 'fast-check';
import { DATE_MAX, DATE_MIN, DOCUMENT_MAX_LINES, MAX_AMOUNT_KOBO } from '../../shared/constants';
import { calendarDate, isCalendarDay } from '../../shared/schemas/common';
import { customerListQuerySchema } from '../../shared/schemas/customer';
import { itemInputSchema } from '../../shared/schemas/item';
import { quoteCreateSchema, quoteListQuerySchema, quoteTotals } from '../../shared/schemas/quote';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));
const quote = (over: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  customerId: 'c1',
  quoteDate: '2026-01-10',
  lines: [{ name: 'Rice', quantity: 1, rateKobo: 100, ...line }],
  ...over,
});

describe('the one calendar-date schema', () => {
  it('takes days that exist within the range and refuses the rest', () => {
    const d = calendarDate();
    for (const ok of ['2024-02-29', DATE_MIN, DATE_MAX, '2026-12-31']) expect(d.safeParse(ok).success).toBe(true);
    for (const bad of ['2026-02-31', '2023-02-29', '2026-13-01', '2026-00-10', '1969-12-31', '1999-12-31', '2100-01-01', '26-01-01', '']) {
      expect(d.safeParse(bad).success).toBe(false);
    }
  });

  it('names the field of every date in a query or body', () => {
    expect(fieldsOf(customerListQuerySchema.safeParse({ createdFrom: '1960-01-01' }))).toEqual(['createdFrom']);
    expect(fieldsOf(customerListQuerySchema.safeParse({ createdTo: '2026-02-31' }))).toEqual(['createdTo']);
    expect(fieldsOf(quoteListQuerySchema.safeParse({ dateFrom: '2026-02-30' }))).toEqual(['dateFrom']);
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({ quoteDate: '2026-02-31' })))).toEqual(['quoteDate']);
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({ expiryDate: '2026-04-31' })))).toEqual(['expiryDate']);
  });

  it('agrees with the calendar on every day of the range', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (t) => {
        expect(isCalendarDay(t.toISOString().slice(0, 10))).toBe(true);
      }),
    );
  });
});

describe('the one money bound', () => {
  it('refuses a rate, a price, a discount, an adjustment or a filter past the bound, naming the field', () => {
    const over = MAX_AMOUNT_KOBO + 1;
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({}, { rateKobo: over })))).toEqual(['lines.0.rateKobo']);
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({ adjustmentKobo: -over })))).toEqual(['adjustmentKobo']);
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({ discount: { type: 'amount', valueKobo: over } })))).toContain('discount.valueKobo');
    expect(fieldsOf(itemInputSchema.safeParse({ name: 'Rice', price: over }))).toEqual(['price']);
    expect(fieldsOf(quoteListQuerySchema.safeParse({ maxTotalKobo: String(over) }))).toEqual(['maxTotalKobo']);
  });

  it("names a line's rate when quantity × rate passes the bound, the lines or the adjustment when the total does", () => {
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({}, { quantity: 1_000_000, rateKobo: MAX_AMOUNT_KOBO })))).toEqual(['lines.0.rateKobo']);
    const half = { name: 'Rice', quantity: 1, rateKobo: MAX_AMOUNT_KOBO / 2 + 1 };
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({ lines: [half, half] })))).toEqual(['lines']);
    expect(fieldsOf(quoteCreateSchema.safeParse(quote({ adjustmentKobo: MAX_AMOUNT_KOBO }, { rateKobo: 5 })))).toEqual(['adjustmentKobo']);
    expect(quoteCreateSchema.safeParse(quote({}, { rateKobo: MAX_AMOUNT_KOBO })).success).toBe(true);
  });

  it('never lets totals throw: every quote the schema accepts computes', () => {
    const amount = fc.integer({ min: -2 * MAX_AMOUNT_KOBO, max: 2 * MAX_AMOUNT_KOBO });
    const line = fc.record({
      name: fc.constant('x'),
      quantity: fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0.001, max: 1_000_000, noNaN: true })),
      rateKobo: amount,
      taxRate: fc.constantFrom(5, 7.5, 0, null),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: DOCUMENT_MAX_LINES }), amount, (lines, adjustmentKobo) => {
        const parsed = quoteCreateSchema.safeParse(quote({ lines, adjustmentKobo }));
        if (!parsed.success) return;
        expect(Math.abs(quoteTotals(parsed.data).totalKobo)).toBeLessThanOrEqual(MAX_AMOUNT_KOBO);
      }),
      { numRuns: 500 },
    );
  });
});
