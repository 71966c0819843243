import * as z from 'zod';
import { PLAN_CODES } from '../plans';
import { ROLES } from '../roles';
import { PHASES, SUBSCRIPTION_STATUSES } from '../subscription';
import { billingSchema } from './billing';
import { pageOf } from './common';
import { ADMIN_ACTIONS, ADMIN_PAGE_SIZE } from '../admin';

export * from '../admin';

/*
 * The super-admin area (/admin-dashboard): the people who run Kobo itself, members of the
 * Cognito group super_admin, see every company, user and subscription, and give or take
 * the super_admin role. Spec: app-shell-auth-settings.md, Super-admin dashboard.
 */

/** GET /api/admin/companies, /users, /subscriptions: newest first, or found by the start of a name (or of an e-mail, with an @). */
export const adminListQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(100, 'Must be at most 100 characters')
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    limit: z.coerce.number().int().min(1).max(50).default(ADMIN_PAGE_SIZE),
    cursor: z.string().max(2048).optional(),
  })
  .strict();
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminAuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(ADMIN_PAGE_SIZE),
    cursor: z.string().max(2048).optional(),
  })
  .strict();

const plan = z.enum(PLAN_CODES);
const status = z.enum(SUBSCRIPTION_STATUSES);

export const adminCompanyRowSchema = z
  .object({
    companyId: z.string(),
    name: z.string(),
    email: z.string().optional(),
    planType: plan,
    status,
    phase: z.enum(PHASES),
    /** Members and pending invitations. */
    seats: z.number().int(),
    createdAt: z.string(),
  })
  .strict();
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
export const adminCompanyPageSchema = pageOf(adminCompanyRowSchema);
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;

export const adminMemberSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    joinedAt: z.string(),
  })
  .strict();
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** GET /api/admin/companies/{id} */
export const adminCompanySchema = z
  .object({
    companyId: z.string(),
    name: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
    website: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    createdAt: z.string(),
    members: z.array(adminMemberSchema),
    usage: z
      .object({
        /** Invoices issued this calendar month (Africa/Lagos). */
        invoicesThisMonth: z.number().int(),
        /** Invoices created on the plan so far (the free trial's limit counts these). */
        invoicesTotal: z.number().int(),
        customers: z.number().int(),
        seats: z.number().int(),
        seatLimit: z.number().int(),
      })
      .strict(),
    billing: billingSchema,
  })
  .strict();
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminUserRowSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    companyId: z.string().optional(),
    companyName: z.string().optional(),
    role: z.enum(ROLES).optional(),
    superAdmin: z.boolean(),
    createdAt: z.string(),
  })
  .strict();
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pageOf(adminUserRowSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /api/admin/users/{id}, and the answer to giving or taking the role. */
export const adminUserSchema = adminUserRowSchema;
export type AdminUser = AdminUserRow;

export const adminSubscriptionRowSchema = z
  .object({
    companyId: z.string(),
    companyName: z.string(),
    planType: plan,
    status,
    phase: z.enum(PHASES),
    amountKobo: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    createdAt: z.string(),
  })
  .strict();
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;
export const adminSubscriptionPageSchema = pageOf(adminSubscriptionRowSchema);
export type AdminSubscriptionPage = z.infer<typeof adminSubscriptionPageSchema>;

export const auditEntrySchema = z
  .object({
    entryId: z.string(),
    at: z.string(),
    actorId: z.string(),
    actorEmail: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    targetId: z.string(),
    targetEmail: z.string(),
  })
  .strict();
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
