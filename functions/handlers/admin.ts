import {
  adminAuditQuerySchema,
  adminCompanyPageSchema,
  adminCompanySchema,
  adminListQuerySchema,
  adminSubscriptionPageSchema,
  adminUserPageSchema,
  adminUserSchema,
  auditPageSchema,
} from '../../shared/schemas/admin';
import { idParam } from '../../shared/schemas/common';
import { domainHandler, route } from '../lib/http';
import * as admin from '../services/admin';

export const adminListCompanies = route('adminListCompanies', { query: adminListQuerySchema, response: adminCompanyPageSchema }, ({ query }) => admin.listCompanies(query));

export const adminGetCompany = route('adminGetCompany', { params: idParam, response: adminCompanySchema }, ({ params }) => admin.getCompany(params.id));

export const adminListUsers = route('adminListUsers', { query: adminListQuerySchema, response: adminUserPageSchema }, ({ query }) => admin.listUsers(query));

export const adminGetUser = route('adminGetUser', { params: idParam, response: adminUserSchema }, ({ params }) => admin.getUser(params.id));

export const adminAssignSuperAdmin = route('adminAssignSuperAdmin', { params: idParam, response: adminUserSchema }, ({ caller, params }) => admin.assignRole(caller, params.id));

export const adminRemoveSuperAdmin = route('adminRemoveSuperAdmin', { params: idParam, response: adminUserSchema }, ({ caller, params }) => admin.removeRole(caller, params.id));

export const adminListSubscriptions = route('adminListSubscriptions', { query: adminListQuerySchema, response: adminSubscriptionPageSchema }, ({ query }) => admin.listSubscriptions(query));

export const adminListAudit = route('adminListAudit', { query: adminAuditQuerySchema, response: auditPageSchema }, ({ query }) => admin.auditLog(query));

export const handler = domainHandler('admin', {
  adminListCompanies,
  adminGetCompany,
  adminListUsers,
  adminGetUser,
  adminAssignSuperAdmin,
  adminRemoveSuperAdmin,
  adminListSubscriptions,
  adminListAudit,
});
