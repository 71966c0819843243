import fc from 'fast-check';
import { firstOccurrenceFrom, occurrenceDate, RECURRING_FREQUENCIES } from '../../shared/recurring-values';
import { recurringExpenseInputSchema } from '../../shared/schemas/recurring-expense';
import { dueShardOf, RECURRING_DUE_SHARDS } from '../../functions/entities/recurring-expense';
import { ulid } from 'ulid';

const dates = (start: string, frequency: (typeof RECURRING_FREQUENCIES)[number], n: number) => Array.from({ length: n }, (_, k) => occurrenceDate(start, frequency, k));

describe('a recurring expense’s dates', () => {
  test('monthly on the 31st falls on the last day of shorter months, and back on the 31st after', () => {
    expect(dates('2026-01-31', 'monthly', 6)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']);
  });

  test('monthly on the 31st in a leap year: February 29', () => {
    expect(dates('2028-01-31', 'monthly', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  test('monthly on the 30th keeps the 30th after February', () => {
    expect(dates('2026-01-30', 'monthly', 4)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30', '2026-04-30']);
  });

  test('monthly from February 29 stays on the 29th', () => {
    expect(dates('2028-02-29', 'monthly', 3)).toEqual(['2028-02-29', '2028-03-29', '2028-04-29']);
  });

  test('yearly from February 29: February 28 between leap years, the 29th again in the next', () => {
    expect(dates('2024-02-29', 'yearly', 5)).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
  });

  test('quarterly from a month end', () => {
    expect(dates('2026-11-30', 'quarterly', 4)).toEqual(['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30']);
  });

  test('weekly across a month end and a year end', () => {
    expect(dates('2026-12-17', 'weekly', 4)).toEqual(['2026-12-17', '2026-12-24', '2026-12-31', '2027-01-07']);
    expect(dates('2028-02-22', 'weekly', 2)).toEqual(['2028-02-22', '2028-02-29']);
  });

  test('the first date on or after a day, from an index on', () => {
    expect(firstOccurrenceFrom('2026-01-31', 'monthly', '2026-03-01')).toEqual({ index: 2, date: '2026-03-31' });
    expect(firstOccurrenceFrom('2026-01-31', 'monthly', '2026-02-28')).toEqual({ index: 1, date: '2026-02-28' });
    expect(firstOccurrenceFrom('2026-01-31', 'monthly', '2025-06-01')).toEqual({ index: 0, date: '2026-01-31' });
    expect(firstOccurrenceFrom('2026-01-31', 'monthly', '2025-06-01', 3)).toEqual({ index: 3, date: '2026-04-30' });
    expect(firstOccurrenceFrom('2026-12-17', 'weekly', '2027-01-01')).toEqual({ index: 3, date: '2027-01-07' });
  });

  test('firstOccurrenceFrom agrees with counting one by one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...RECURRING_FREQUENCIES),
        (start, ahead, frequency) => {
          const s = start.toISOString().slice(0, 10);
          const target = new Date(Date.parse(`${s}T00:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
          let k = 0;
          while (occurrenceDate(s, frequency, k) < target) k++;
          expect(firstOccurrenceFrom(s, frequency, target)).toEqual({ index: k, date: occurrenceDate(s, frequency, k) });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a recurring expense’s input', () => {
  const good = { name: 'Office rent', category: 'office', amountKobo: 50_000_000, frequency: 'monthly', startDate: '2026-11-28' };

  test('takes the expense’s own rules and messages', () => {
    expect(recurringExpenseInputSchema.safeParse(good).success).toBe(true);
    const vat = recurringExpenseInputSchema.safeParse({ ...good, vatKobo: 60_000_000 });
    expect(vat.success).toBe(false);
    expect(vat.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['vatKobo', 'The VAT cannot be more than the amount']]);
    const bill = recurringExpenseInputSchema.safeParse({ ...good, billable: true });
    expect(bill.error?.issues.map((i) => i.path.join('.'))).toEqual(['customerId']);
  });

  test('an end date before the start is refused on the end date; no date of the expense, no receipt', () => {
    const r = recurringExpenseInputSchema.safeParse({ ...good, endDate: '2026-11-27' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endDate', 'The end date cannot be before the start date']]);
    expect(recurringExpenseInputSchema.safeParse({ ...good, expenseDate: '2026-11-28' }).success).toBe(false);
    expect(recurringExpenseInputSchema.safeParse({ ...good, frequency: 'daily' }).error?.issues[0]?.message).toBe('Choose how often');
  });
});

describe('the due index’s shards', () => {
  test('spread profile ids over every shard', () => {
    const seen = new Set(Array.from({ length: 400 }, () => dueShardOf(ulid())));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: RECURRING_DUE_SHARDS }, (_, i) => i));
  });
});
