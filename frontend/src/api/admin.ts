import type { AdminCompany, AdminCompanyPage, AdminSubscriptionPage, AdminUser, AdminUserPage, AuditPage } from '../../../shared/schemas/admin';
import { api } from './client';

/** The super-admin area (super admins only: everyone else is answered 403). */
const list = (search: string | undefined, cursor: string | undefined) => ({ query: { search, cursor } });
export const listAdminCompanies = (search?: string, cursor?: string) => api<AdminCompanyPage>('/admin/companies', list(search, cursor));
export const listAdminUsers = (search?: string, cursor?: string) => api<AdminUserPage>('/admin/users', list(search, cursor));
export const listAdminSubscriptions = (search?: string, cursor?: string) => api<AdminSubscriptionPage>('/admin/subscriptions', list(search, cursor));
export const listAdminAudit = (cursor?: string) => api<AuditPage>('/admin/audit', { query: { cursor } });
export const getAdminCompany = (id: string) => api<AdminCompany>(`/admin/companies/${encodeURIComponent(id)}`);
export const getAdminUser = (id: string) => api<AdminUser>(`/admin/users/${encodeURIComponent(id)}`);
export const assignSuperAdmin = (id: string) => api<AdminUser>(`/admin/users/${encodeURIComponent(id)}/super-admin`, { method: 'POST' });
export const removeSuperAdmin = (id: string) => api<AdminUser>(`/admin/users/${encodeURIComponent(id)}/super-admin`, { method: 'DELETE' });
