import { formatDay } from '../../components/format-date';
import { formatDateTime } from '../../../../shared/dates';
import { PLANS, type PlanCode } from '../../../../shared/plans';
import { ROLE_LABELS } from '../../../../shared/schema-values';
import type { Role } from '../../../../shared/roles';
import { PHASE_LABELS, type SubscriptionStatus } from '../../../../shared/subscription';

export const adminCompanyPath = (id: string) => `/dashboard/admin-dashboard/companies/${encodeURIComponent(id)}`;
export const adminUserPath = (id: string) => `/dashboard/admin-dashboard/users/${encodeURIComponent(id)}`;

export const planName = (code: PlanCode) => PLANS[code].name;
export const roleName = (role: Role | undefined) => (role ? ROLE_LABELS[role] : 'No company');

export { PHASE_LABELS };

/**
 * How a paid plan stands with Paystack, in words beside its phase (the badge): Paystack's
 * 'active' beside a trial or a plan that is ending would contradict it. A trial renews nothing.
 */
const RENEWAL: Record<SubscriptionStatus, string> = {
  active: 'Renews monthly',
  non_renewing: 'Cancelled: ends with the period paid for',
  past_due: 'Renewal payment failed',
  cancelled: 'Ended by Paystack',
  inactive: 'Does not renew',
};
export const renewal = (b: { planType: PlanCode; status: SubscriptionStatus }): string | undefined => (b.planType === 'free' ? undefined : RENEWAL[b.status]);

/** An ISO time as a day: 'Nov 29, 2026'. */
export const day = (iso: string) => formatDay(iso);

/** An ISO time with its minute, in Lagos: 'Nov 29, 2026, 2:05 PM'. */
export const moment = (iso: string) => formatDateTime(iso);
