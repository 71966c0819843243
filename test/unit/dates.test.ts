import { formatDate, formatDateTime, formatPeriod, weekdayName } from '../../shared/dates';
import { cellText } from '../../shared/reports/cells';
import { periodLabel } from '../../shared/reports/periods';

/*
 * The product's one date format, the spec's 'MMM dd, yyyy', from the one formatter: the app,
 * the reports (page and PDF), the PDFs, the e-mails and the public pages all write it.
 * (Fixed days here are inputs to a pure function, not the clock.)
 */
describe('formatDate: the one date format', () => {
  test('a yyyy-MM-dd day is written MMM dd, yyyy, with the day on two digits', () => {
    expect(formatDate('2026-12-07')).toBe('Dec 07, 2026');
    expect(formatDate('2027-01-31')).toBe('Jan 31, 2027');
    expect(formatDate('2028-02-29')).toBe('Feb 29, 2028');
  });

  test('an ISO time is the Lagos day it falls on (23:30 UTC is already tomorrow there)', () => {
    expect(formatDate('2026-12-07T23:30:00.000Z')).toBe('Dec 08, 2026');
    expect(formatDate('2026-12-07T22:59:00Z')).toBe('Dec 07, 2026');
    expect(formatDateTime('2026-12-07T13:05:00.000Z')).toBe('Dec 07, 2026, 2:05 PM');
    expect(formatDateTime('2026-12-07T23:00:00.000Z')).toBe('Dec 08, 2026, 12:00 AM');
  });

  test('nothing is empty, and what is no date stays as it was', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
  });

  test('report periods, weekdays and report date cells use it', () => {
    expect(periodLabel({ from: '2026-12-01', to: '2026-12-31' })).toBe('Dec 01, 2026 – Dec 31, 2026');
    expect(formatPeriod({ from: '2026-12-07', to: '2026-12-07' })).toBe('Dec 07, 2026');
    expect(weekdayName('2026-12-07')).toBe('Monday');
    expect(weekdayName('2026-12-07', true)).toBe('Mon');
    expect(cellText({ id: 'due', header: 'Due date', kind: 'date' }, '2026-12-07')).toBe('Dec 07, 2026');
    expect(cellText({ id: 'name', header: 'Customer', kind: 'text' }, '2026-12-07')).toBe('2026-12-07');
  });
});
