import { quoteCreateSchema, quoteTotals } from '../../shared/schemas/quote';
import { defaultExpiry, displayStatus, formatNumber, lagosToday } from '../../functions/services/quotes';

const valid = {
  customerId: 'C1',
  quoteDate: '2026-11-20',
  lines: [{ name: 'Chair', quantity: 2, rateKobo: 1_500_000, taxRate: 7.5 }],
};
const messages = (input: unknown) => {
  const r = quoteCreateSchema.safeParse(input);
  // The first message per field, as the API's error mapper reports it.
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('quote input', () => {
  it('fills the defaults: draft, no discount, no adjustment, pcs, no tax, no attachments', () => {
    const v = quoteCreateSchema.parse({ ...valid, lines: [{ name: 'Chair', quantity: 1, rateKobo: 100 }] });
    expect(v).toMatchObject({ status: 'draft', discount: { type: 'percent', value: 0 }, adjustmentKobo: 0, attachments: [] });
    expect(v.lines[0]).toMatchObject({ unit: 'pcs', taxRate: null });
  });

  it("speaks the spec's messages", () => {
    expect(messages({ ...valid, customerId: '' })).toEqual({ customerId: 'Please select a customer' });
    expect(messages({ ...valid, lines: [] })).toEqual({ lines: 'Please add at least one item' });
    expect(messages({ ...valid, lines: [{ name: ' ', quantity: 1, rateKobo: 1 }] })).toEqual({ 'lines.0.name': 'Item name is required' });
    expect(messages({ ...valid, quoteDate: '' })).toEqual({ quoteDate: 'Quote date is required' });
    expect(messages({ ...valid, quoteNumber: '' })).toEqual({ quoteNumber: 'Quote number is required' });
    expect(messages({ ...valid, expiryDate: '2026-11-19' })).toEqual({ expiryDate: 'The expiry date is before the quote date' });
    expect(messages({ ...valid, lines: [{ name: 'X', quantity: 0, rateKobo: 1 }] })).toEqual({ 'lines.0.quantity': 'Quantity must be more than 0' });
    expect(messages({ ...valid, lines: [{ name: 'X', quantity: 1, rateKobo: 1.5 }] })).toEqual({ 'lines.0.rateKobo': 'Rate must be whole kobo' });
    expect(messages({ ...valid, discount: { type: 'percent', value: 100.01 } })).toEqual({ 'discount.value': 'Discount cannot be more than 100%' });
    expect(messages({ ...valid, discount: { type: 'amount', valueKobo: 3_000_001 } })).toEqual({ 'discount.valueKobo': 'Discount cannot be more than the subtotal' });
    expect(messages({ ...valid, discount: { type: 'amount', valueKobo: 3_000_000 } })).toEqual({});
  });

  it('computes the figures with the shared module', () => {
    const v = quoteCreateSchema.parse({ ...valid, discount: { type: 'percent', value: 10 }, adjustmentKobo: 50 });
    expect(quoteTotals(v)).toMatchObject({ subtotalKobo: 3_000_000, discountKobo: 300_000, taxKobo: 202_500, totalKobo: 2_902_550 });
  });
});

describe('quote helpers', () => {
  it('numbers with the prefix and five digits', () => {
    expect(formatNumber('QT-', 12)).toBe('QT-00012');
    expect(formatNumber('QT-', 123456)).toBe('QT-123456');
  });

  it('expires 30 days after the quote date', () => {
    expect(defaultExpiry('2026-11-22')).toBe('2026-12-22');
    expect(defaultExpiry('2026-02-01')).toBe('2026-03-03');
  });

  it("takes today in Lagos (UTC+1): 23:30 UTC is already tomorrow", () => {
    expect(lagosToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(lagosToday(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
  });

  it('shows a draft or sent quote past its expiry as expired, and nothing else', () => {
    expect(displayStatus('sent', '2026-11-21', '2026-11-22')).toBe('expired');
    expect(displayStatus('draft', '2026-11-21', '2026-11-22')).toBe('expired');
    expect(displayStatus('sent', '2026-11-22', '2026-11-22')).toBe('sent');
    expect(displayStatus('accepted', '2026-01-01', '2026-11-22')).toBe('accepted');
    expect(displayStatus('declined', '2026-01-01', '2026-11-22')).toBe('declined');
    expect(displayStatus('sent', undefined, '2026-11-22')).toBe('sent');
  });
});
