import { formatDay } from '../../components/format-date';
import { PLANS, type PlanCode } from '../../../../shared/plans';
import { ROLE_LABELS } from '../../../../shared/schema-values';
import type { Role } from '../../../../shared/roles';
import { PHASE_LABELS } from '../../../../shared/subscription';

export const adminCompanyPath = (id: string) => `/dashboard/admin-dashboard/companies/${encodeURIComponent(id)}`;
export const adminUserPath = (id: string) => `/dashboard/admin-dashboard/users/${encodeURIComponent(id)}`;

export const planName = (code: PlanCode) => PLANS[code].name;
export const roleName = (role: Role | undefined) => (role ? ROLE_LABELS[role] : 'No company');

export { PHASE_LABELS };

/** An ISO time as a day: 'Nov 29, 2026'. */
export const day = (iso: string) => formatDay(iso);

/** An ISO time with its minute: 'Nov 29, 2026 14:05'. */
export const moment = (iso: string) => formatDay(iso, 'MMM dd, yyyy HH:mm');
