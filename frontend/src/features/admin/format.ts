import { format, isValid, parseISO } from 'date-fns';
import { PLANS, type PlanCode } from '../../../../shared/plans';
import { ROLE_LABELS } from '../../../../shared/schema-values';
import type { Role } from '../../../../shared/roles';
import type { Phase } from '../../../../shared/subscription';

export const adminCompanyPath = (id: string) => `/dashboard/admin-dashboard/companies/${encodeURIComponent(id)}`;
export const adminUserPath = (id: string) => `/dashboard/admin-dashboard/users/${encodeURIComponent(id)}`;

export const planName = (code: PlanCode) => PLANS[code].name;
export const roleName = (role: Role | undefined) => (role ? ROLE_LABELS[role] : 'No company');

export const PHASE_LABELS: Record<Phase, string> = { trial: 'Trial', active: 'Active', ending: 'Ends soon', grace: 'Grace period', read_only: 'Read-only' };

/** An ISO time as a day: 'Nov 29, 2026'. */
export function day(iso: string): string {
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'MMM dd, yyyy') : '';
}

/** An ISO time with its minute: 'Nov 29, 2026 14:05'. */
export function moment(iso: string): string {
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'MMM dd, yyyy HH:mm') : '';
}
