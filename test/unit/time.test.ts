import { daysBetween, timeEntryInputSchema, timeRange, weekStart, TIME_MESSAGES } from '../../shared/schemas/time';
import { timerMinutes } from '../../functions/services/time/timer';

describe('time tracking: weeks, ranges and durations', () => {
  it('starts a week on Monday, whatever day it is given', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('counts the days of a range with both ends, and fills a range from one end or none', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysBetween('2026-03-02', '2026-03-02')).toBe(1);
    expect(timeRange({}, '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(timeRange({ from: '2026-02-26' })).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(timeRange({ to: '2026-03-04' })).toEqual({ from: '2026-02-26', to: '2026-03-04' });
  });

  it('rounds a timer up to the minute: at least 1, at most a day', () => {
    const start = '2026-11-28T10:00:00.000Z';
    expect(timerMinutes(start, new Date('2026-11-28T10:00:00.000Z'))).toBe(1);
    expect(timerMinutes(start, new Date('2026-11-28T10:00:59.000Z'))).toBe(1);
    expect(timerMinutes(start, new Date('2026-11-28T10:01:00.000Z'))).toBe(1);
    expect(timerMinutes(start, new Date('2026-11-28T10:01:00.001Z'))).toBe(2);
    expect(timerMinutes(start, new Date('2026-11-30T10:00:00.000Z'))).toBe(24 * 60);
  });

  it('takes hours of at least 0 and minutes of 0 to 59, more than nothing and at most a day in all', () => {
    const base = { projectId: 'P', taskId: 'T', entryDate: '2026-11-23' };
    const fields = (v: object) => {
      const r = timeEntryInputSchema.safeParse({ ...base, ...v });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(fields({ hours: 1, minutes: 59 })).toEqual({});
    expect(fields({ minutes: 60 })).toEqual({ minutes: TIME_MESSAGES.minutesRange });
    expect(fields({ hours: -1, minutes: 5 })).toEqual({ hours: TIME_MESSAGES.hoursNegative });
    expect(fields({})).toEqual({ hours: TIME_MESSAGES.durationRequired });
    expect(fields({ hours: 24 })).toEqual({});
    expect(fields({ hours: 24, minutes: 1 })).toEqual({ hours: TIME_MESSAGES.durationTooLong });
  });
});
