import { splitWht } from '../../functions/services/payments';
import { paidStatus } from '../../functions/services/invoices';
import { dueDateFor, invoiceDisplayStatus } from '../../shared/schemas/invoice';

describe('withholding tax split over invoices', () => {
  it('splits in proportion, exact to the kobo, remainders to the largest shares then the earlier invoice', () => {
    expect(splitWht([10_000, 10_000, 10_000], 100)).toEqual([34, 33, 33]);
    expect(splitWht([5_000, 15_000], 1_001)).toEqual([250, 751]);
    expect(splitWht([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(splitWht([7_500_000], 215_000)).toEqual([215_000]);
    expect(splitWht([100, 200], 0)).toEqual([0, 0]);
    for (const [amounts, wht] of [
      [[333, 333, 334], 99],
      [[1_000_000_000_000, 1, 7], 123_456_789],
    ] as const) {
      const shares = splitWht([...amounts], wht);
      expect(shares.reduce((s, a) => s + a, 0)).toBe(wht);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(amounts[i]!));
    }
  });
});

describe('invoice status from payments and dates', () => {
  it('is paid when settled in full, partially paid when in part, sent when not at all', () => {
    expect(paidStatus(10_000, 0)).toBe('sent');
    expect(paidStatus(10_000, 1)).toBe('partially_paid');
    expect(paidStatus(10_000, 10_000)).toBe('paid');
    expect(paidStatus(0, 0)).toBe('paid');
  });

  it('shows overdue only for sent or partly paid invoices past their due date (Lagos)', () => {
    expect(invoiceDisplayStatus('sent', '2026-11-22', '2026-11-23')).toBe('overdue');
    expect(invoiceDisplayStatus('partially_paid', '2026-11-22', '2026-11-23')).toBe('overdue');
    expect(invoiceDisplayStatus('sent', '2026-11-23', '2026-11-23')).toBe('sent');
    expect(invoiceDisplayStatus('paid', '2026-01-01', '2026-11-23')).toBe('paid');
    expect(invoiceDisplayStatus('draft', '2026-01-01', '2026-11-23')).toBe('draft');
  });

  it('sets the due date from the terms', () => {
    expect(dueDateFor('2026-11-01', 'due_on_receipt')).toBe('2026-11-01');
    expect(dueDateFor('2026-11-20', 'net_15')).toBe('2026-12-05');
    expect(dueDateFor('2026-12-31', 'net_60')).toBe('2027-03-01');
    expect(dueDateFor('2026-11-01', 'custom')).toBeNull();
  });
});
