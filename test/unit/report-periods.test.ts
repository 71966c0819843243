import { agingBucket, daysPastDue, fiscalYearStart, periodParts, resolvePeriod } from '../../shared/reports/periods';
import { reportQuerySchema } from '../../shared/schemas/report';

describe('report periods (Lagos days)', () => {
  test('months end where the calendar says, leap years included', () => {
    expect(resolvePeriod('this_month', '2028-02-10')).toEqual({ key: 'this_month', from: '2028-02-01', to: '2028-02-29' });
    expect(resolvePeriod('this_month', '2026-02-28')).toEqual({ key: 'this_month', from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod('last_month', '2026-03-31')).toEqual({ key: 'last_month', from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod('last_month', '2026-01-15')).toEqual({ key: 'last_month', from: '2025-12-01', to: '2025-12-31' });
  });

  test('a fiscal year that starts mid-year, and its quarters', () => {
    expect(fiscalYearStart('2026-03-31', 4)).toBe('2025-04-01');
    expect(fiscalYearStart('2026-04-01', 4)).toBe('2026-04-01');
    expect(resolvePeriod('this_year', '2026-03-31', 4)).toMatchObject({ from: '2025-04-01', to: '2026-03-31' });
    expect(resolvePeriod('last_year', '2026-03-31', 4)).toMatchObject({ from: '2024-04-01', to: '2025-03-31' });
    expect(resolvePeriod('this_quarter', '2026-03-31', 4)).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(resolvePeriod('this_quarter', '2026-05-02', 4)).toMatchObject({ from: '2026-04-01', to: '2026-06-30' });
    expect(resolvePeriod('last_quarter', '2026-05-02', 4)).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(resolvePeriod('this_year', '2026-11-28')).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(resolvePeriod('last_quarter', '2026-02-01')).toMatchObject({ from: '2025-10-01', to: '2025-12-31' });
  });

  test('a period is read as whole months plus the days of the months it cuts', () => {
    expect(periodParts({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ months: ['2026-01', '2026-12'], days: [] });
    expect(periodParts({ from: '2026-01-15', to: '2026-03-10' })).toEqual({ months: ['2026-02', '2026-02'], days: [['2026-01-15', '2026-01-31'], ['2026-03-01', '2026-03-10']] });
    expect(periodParts({ from: '2026-03-15', to: '2026-04-10' })).toEqual({ months: null, days: [['2026-03-15', '2026-04-10']] });
    expect(periodParts({ from: '2028-02-01', to: '2028-02-29' })).toEqual({ months: ['2028-02', '2028-02'], days: [] });
    expect(periodParts({ from: '2026-02-14', to: '2026-02-14' })).toEqual({ months: null, days: [['2026-02-14', '2026-02-14']] });
  });

  test('aging: an invoice due today is current; the buckets are 1-15, 16-30, 31-45 and over 45 days past due', () => {
    expect(agingBucket('2026-11-28', '2026-11-28')).toBe('current');
    expect(agingBucket('2026-12-05', '2026-11-28')).toBe('current');
    expect(agingBucket('2026-11-27', '2026-11-28')).toBe('d1_15');
    expect(agingBucket('2026-11-13', '2026-11-28')).toBe('d1_15');
    expect(agingBucket('2026-11-12', '2026-11-28')).toBe('d16_30');
    expect(agingBucket('2026-10-14', '2026-11-28')).toBe('d31_45');
    expect(agingBucket('2026-10-13', '2026-11-28')).toBe('over45');
    // Across a leap day.
    expect(daysPastDue('2028-02-28', '2028-03-01')).toBe(2);
  });

  test('the query: a custom period needs both days in order, at most five years; named periods take no days', () => {
    expect(reportQuerySchema.safeParse({}).data).toEqual({ period: 'this_month' });
    expect(reportQuerySchema.safeParse({ period: 'custom', from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ period: 'custom', from: '2020-01-01', to: '2026-01-01' }).error?.issues[0]?.path).toEqual(['to']);
    expect(reportQuerySchema.safeParse({ period: 'this_year', from: '2026-01-01' }).error?.issues[0]?.path).toEqual(['period']);
  });
});
