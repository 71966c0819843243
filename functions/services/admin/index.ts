import { lagosToday } from '../../../shared/dates';
import { planOf, type PlanCode } from '../../../shared/plans';
import { isRole, type Role } from '../../../shared/roles';
import type {
  AdminCompany,
  AdminCompanyPage,
  AdminCompanyRow,
  AdminSubscriptionPage,
  AdminUser,
  AdminUserPage,
  AuditPage,
} from '../../../shared/schemas/admin';
import { accessOf, type SubscriptionStatus } from '../../../shared/subscription';
import { db } from '../../entities/table';
import { displayName } from '../../lib/actor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { User } from '../../lib/http';
import { getBilling } from '../checkout/plan-checkout';
import { companyTotals } from '../documents/balances';
import { CUSTOMER_COUNT } from '../reports/postings';
import { readTally, readTallyState } from '../reports/tally';
import { listDirectory } from './directory';
import { assignSuperAdmin, listAudit, readRoster, removeSuperAdmin } from './super-admins';

/*
 * The super-admin area's reads and its one write (the super_admin role). Every list is a page
 * of the platform directory (directory.ts) joined to its records by one BatchGetItem; nothing
 * here reads a whole table. Only callers the API let through as super admins reach it.
 */

type ListOptions = { search?: string; limit: number; cursor?: string };

type CompanyItem = { companyId: string; name: string; email?: string; createdAt: string; phone?: string; website?: string; city?: string; state?: string; country?: string };
type SubscriptionItem = { companyId: string; planType: PlanCode; status: SubscriptionStatus; amount: number; startDate: string; endDate: string; createdAt: string };

/** Companies, their subscriptions and team counts for a page of ids: three BatchGetItems at once (at most 50 keys each). */
async function readCompanies(ids: string[]) {
  if (!ids.length) return { companies: new Map<string, CompanyItem>(), subs: new Map<string, SubscriptionItem>(), seats: new Map<string, number>() };
  const keys = ids.map((companyId) => ({ companyId }));
  const [c, s, t] = await Promise.all([
    db().entities.company.get(keys).go(),
    db().entities.subscription.get(keys).go(),
    db().entities.teamCounts.get(keys).go(),
  ]);
  if (c.unprocessed.length || s.unprocessed.length || t.unprocessed.length) throw new Error('DynamoDB left companies unread; try again');
  return {
    companies: new Map(c.data.map((x) => [x.companyId, x as CompanyItem])),
    subs: new Map(s.data.map((x) => [x.companyId, x as SubscriptionItem])),
    seats: new Map(t.data.map((x) => [x.companyId, x.seats])),
  };
}

/** A company without a subscription record is on the free trial's terms, with full use (accessOf). */
function companyRow(c: CompanyItem, sub: SubscriptionItem | undefined, seats: number | undefined): AdminCompanyRow {
  return {
    companyId: c.companyId,
    name: c.name,
    ...(c.email ? { email: c.email } : {}),
    planType: sub?.planType ?? 'free',
    status: sub?.status ?? 'active',
    phase: accessOf(sub).phase,
    seats: seats ?? 0,
    createdAt: c.createdAt,
  };
}

/** GET /api/admin/companies */
export async function listCompanies(opts: ListOptions): Promise<AdminCompanyPage> {
  const page = await listDirectory('company', opts);
  const { companies, subs, seats } = await readCompanies(page.ids);
  const items = page.ids.flatMap((id) => {
    const c = companies.get(id);
    return c ? [companyRow(c, subs.get(id), seats.get(id))] : [];
  });
  return { items, cursor: page.cursor };
}

/** GET /api/admin/subscriptions: the companies' subscriptions, in the companies' order. */
export async function listSubscriptions(opts: ListOptions): Promise<AdminSubscriptionPage> {
  const page = await listDirectory('company', opts);
  const { companies, subs } = await readCompanies(page.ids);
  const items = page.ids.flatMap((id) => {
    const c = companies.get(id);
    const s = subs.get(id);
    if (!c || !s) return [];
    return [{ companyId: id, companyName: c.name, planType: s.planType, status: s.status, phase: accessOf(s).phase, amountKobo: s.amount, startDate: s.startDate, endDate: s.endDate, createdAt: s.createdAt }];
  });
  return { items, cursor: page.cursor };
}

/** GET /api/admin/companies/{id}: the company, its people, its plan and usage, and what it paid Kobo. */
export async function getCompany(companyId: string): Promise<AdminCompany> {
  const month = lagosToday().slice(0, 7);
  const [{ data: company }, members, teamCounts, totals, thisMonth, state] = await Promise.all([
    db().entities.company.get({ companyId }).go(),
    db().entities.member.query.byCompany({ companyId }).go({ pages: 'all' }),
    db().entities.teamCounts.get({ companyId }).go(),
    companyTotals(companyId),
    readTally(companyId, 'totals', { months: [month, month], days: [] }, ['s:inv:n']),
    readTallyState(companyId, 'totals', [CUSTOMER_COUNT]),
  ]);
  if (!company) throw new NotFoundError('Company');
  const [billing, profiles] = await Promise.all([getBilling(companyId), readProfiles(members.data.map((m) => m.userId))]);
  return {
    companyId,
    name: company.name,
    ...optional(company, ['email', 'phone', 'website', 'city', 'state', 'country']),
    createdAt: company.createdAt,
    members: members.data
      .map((m) => {
        const p = profiles.get(m.userId);
        return { userId: m.userId, name: displayName(p, m.email), email: m.email, role: m.role, joinedAt: m.joinedAt };
      })
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt)),
    usage: {
      invoicesThisMonth: thisMonth['s:inv:n'] ?? 0,
      invoicesTotal: totals.invoiceCount,
      customers: state[CUSTOMER_COUNT] ?? 0,
      seats: teamCounts.data?.seats ?? members.data.length,
      seatLimit: planOf(billing.planType).teamMemberLimit,
    },
    billing,
  };
}

function optional<T extends object, K extends keyof T>(o: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined && o[k] !== '').map((k) => [k, o[k]])) as Partial<Pick<T, K>>;
}

type ProfileItem = { userId: string; email: string; firstName: string; lastName?: string; companyId?: string; role?: string; createdAt: string };

async function readProfiles(userIds: string[]): Promise<Map<string, ProfileItem>> {
  if (!userIds.length) return new Map();
  const { data, unprocessed } = await db()
    .entities.profile.get(userIds.map((userId) => ({ userId })))
    .go({ attributes: ['userId', 'email', 'firstName', 'lastName', 'companyId', 'role', 'createdAt'] });
  if (unprocessed.length) throw new Error('DynamoDB left profiles unread; try again');
  return new Map(data.map((p) => [p.userId, p as ProfileItem]));
}

async function userRows(userIds: string[]): Promise<AdminUser[]> {
  const [profiles, roster] = await Promise.all([readProfiles(userIds), readRoster()]);
  const companyIds = [...new Set([...profiles.values()].flatMap((p) => (p.companyId ? [p.companyId] : [])))];
  const names = new Map<string, string>();
  if (companyIds.length) {
    const { data, unprocessed } = await db()
      .entities.company.get(companyIds.map((companyId) => ({ companyId })))
      .go({ attributes: ['companyId', 'name'] });
    if (unprocessed.length) throw new Error('DynamoDB left companies unread; try again');
    for (const c of data) names.set(c.companyId, c.name);
  }
  return userIds.flatMap((id) => {
    const p = profiles.get(id);
    if (!p) return [];
    const companyName = p.companyId ? names.get(p.companyId) : undefined;
    return [
      {
        userId: p.userId,
        name: displayName(p, p.email),
        email: p.email,
        ...(p.companyId && companyName !== undefined ? { companyId: p.companyId, companyName } : {}),
        ...(p.companyId && isRole(p.role) ? { role: p.role as Role } : {}),
        superAdmin: roster.has(p.userId),
        createdAt: p.createdAt,
      },
    ];
  });
}

/** GET /api/admin/users */
export async function listUsers(opts: ListOptions): Promise<AdminUserPage> {
  const page = await listDirectory('user', opts);
  return { items: await userRows(page.ids), cursor: page.cursor };
}

/** GET /api/admin/users/{id} */
export async function getUser(userId: string): Promise<AdminUser> {
  const [row] = await userRows([userId]);
  if (!row) throw new NotFoundError('User');
  return row;
}

/** POST /api/admin/users/{id}/super-admin */
export async function assignRole(caller: User, userId: string): Promise<AdminUser> {
  const user = await getUser(userId);
  if (user.superAdmin) throw new ConflictError('This user is already a super admin', 'already_admin');
  await assignSuperAdmin(caller, { userId, email: user.email });
  return { ...user, superAdmin: true };
}

/** DELETE /api/admin/users/{id}/super-admin */
export async function removeRole(caller: User, userId: string): Promise<AdminUser> {
  const [row] = await userRows([userId]);
  // A super admin made by an operator may have no profile yet: the roster knows their e-mail.
  const email = row?.email ?? (await readRoster()).get(userId);
  if (!email) throw new NotFoundError('User');
  await removeSuperAdmin(caller, { userId, email });
  return row ? { ...row, superAdmin: false } : { userId, name: email, email, superAdmin: false, createdAt: new Date().toISOString() };
}

/** GET /api/admin/audit */
export const auditLog = (opts: { limit: number; cursor?: string }): Promise<AuditPage> => listAudit(opts);
