import { accessOf, GRACE_DAYS, periodEnd, trialEnd, WRITES_WHILE_READ_ONLY, type SubscriptionState } from '../../shared/subscription';
import { routeNamed } from '../../shared/routes';

/*
 * What a company may do follows from its subscription record and the clock (shared/subscription.ts):
 * the states a trial and a paid plan go through, and the edges between them, to the millisecond.
 */

const at = (iso: string) => new Date(iso);
const END = '2026-12-11T10:00:00.000Z';
const sub = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({ planType: 'free', status: 'active', endDate: END, ...over });

describe('accessOf', () => {
  it('a trial is full use until its end, then a grace period of 3 days, then read-only', () => {
    expect(accessOf(sub(), at('2026-11-27T10:00:00.000Z'))).toEqual({ phase: 'trial', graceEndsAt: '2026-12-14T10:00:00.000Z', readOnly: false });
    expect(accessOf(sub(), at('2026-12-11T09:59:59.999Z')).phase).toBe('trial');
    expect(accessOf(sub(), at(END))).toMatchObject({ phase: 'grace', readOnly: false });
    expect(accessOf(sub(), at('2026-12-14T09:59:59.999Z'))).toMatchObject({ phase: 'grace', readOnly: false });
    expect(accessOf(sub(), at('2026-12-14T10:00:00.000Z'))).toMatchObject({ phase: 'read_only', readOnly: true });
    expect(GRACE_DAYS).toBe(3);
  });

  it('a paid plan is active until the end of the period paid for; a renewal that is late or failed gets the same grace', () => {
    expect(accessOf(sub({ planType: 'starter' }), at('2026-12-01T00:00:00.000Z')).phase).toBe('active');
    expect(accessOf(sub({ planType: 'starter', status: 'past_due' }), at('2026-12-12T00:00:00.000Z')).phase).toBe('grace');
    expect(accessOf(sub({ planType: 'professional' }), at('2026-12-15T00:00:00.000Z')).readOnly).toBe(true);
  });

  it('a plan cancelled at the period end (by the owner or by Paystack) runs to its end, then lapses like any other', () => {
    for (const status of ['non_renewing', 'cancelled'] as const) {
      expect(accessOf(sub({ planType: 'starter', status }), at('2026-12-01T00:00:00.000Z')).phase).toBe('ending');
      expect(accessOf(sub({ planType: 'starter', status }), at('2026-12-12T00:00:00.000Z')).phase).toBe('grace');
      expect(accessOf(sub({ planType: 'starter', status }), at('2026-12-20T00:00:00.000Z')).phase).toBe('read_only');
    }
  });

  it('a company without a subscription record keeps full use on the free plan', () => {
    expect(accessOf(null)).toEqual({ phase: 'trial', graceEndsAt: '', readOnly: false });
  });

  it('periods: a trial is 14 days (1,209,600,000 ms); a paid month ends on the same day of the next month', () => {
    expect(trialEnd(at('2026-11-27T10:00:00.000Z')).getTime() - at('2026-11-27T10:00:00.000Z').getTime()).toBe(1_209_600_000);
    expect(periodEnd(at('2026-11-27T10:00:00.000Z')).toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });

  it('while read-only, only paying, cancelling and leaving write: each is a route of the table that is not a GET', () => {
    for (const name of WRITES_WHILE_READ_ONLY) expect(routeNamed(name).method).not.toBe('GET');
  });
});
