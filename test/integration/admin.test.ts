import { ensureTable } from '../../scripts/local/bootstrap';
import { ADMIN_FORBIDDEN_MESSAGE } from '../../functions/lib/http';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { lagosToday } from '../../shared/dates';
import { asSuperAdmin, call, memberOf, newUser, onboardedUser, sampleCompany, signIn, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * The super-admin area against the emulators. This file has a table of its own (the roster,
 * the audit log and the directory are the platform's, not a company's): its lists hold
 * exactly the companies made here, and "never the last super admin" can be shown.
 */

jest.setTimeout(120_000);

let admin: TestUser;

beforeAll(async () => {
  process.env.TABLE_NAME = `kobo-admin-it-${Date.now()}`;
  await ensureTable(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME);
  await startApi();
  // A profile (onboarding's first step) but no company of their own.
  admin = await asSuperAdmin(await newUser());
  ok(await call(admin, 'PUT', '/api/me/profile', { body: { firstName: 'Kobo', lastName: 'Operator' } }), 'profile');
});
afterAll(stopApi);

const ok = <T = any>(r: { status: number; body: T }, what: string): T => {
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

/** Every page of a list, following its cursors. */
async function walk(user: TestUser, path: string, limit: number): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  const sep = path.includes('?') ? '&' : '?';
  do {
    const page: any = ok(await call(user, 'GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`), path);
    rows.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

describe('the directory', () => {
  const made: { companyId: string; name: string }[] = [];
  const owners: (TestUser & { companyId: string })[] = [];

  beforeAll(async () => {
    // 23 companies, one after the other, so their order is known; names in three families for search.
    for (let i = 0; i < 23; i++) {
      const name = `${['Adaeze', 'Bello', 'Chuka'][i % 3]} Ventures ${String(i).padStart(2, '0')}`;
      const owner = await onboardedUser(name);
      owners.push(owner);
      made.push({ companyId: owner.companyId, name });
    }
  });

  it('lists every company once, newest first, a page at a time over all eight shards', async () => {
    const rows = await walk(admin, '/api/admin/companies', 4);
    expect(rows.map((r) => r.companyId)).toEqual([...made].reverse().map((m) => m.companyId));
    expect(rows[0]).toMatchObject({ name: made[22]!.name, planType: 'free', status: 'active', phase: 'trial', seats: 1, email: 'accounts@adaezefoods.ng' });
  });

  it('finds companies by the start of their name, and by e-mail with an @', async () => {
    const found = await walk(admin, '/api/admin/companies?search=bello', 3);
    expect(found.map((r) => r.name).sort()).toEqual(made.filter((m) => m.name.startsWith('Bello')).map((m) => m.name).sort());
    expect(await walk(admin, '/api/admin/companies?search=zz-nobody', 5)).toEqual([]);
    const byMail = await walk(admin, `/api/admin/users?search=${encodeURIComponent(owners[5]!.email)}`, 5);
    expect(byMail.map((u) => u.userId)).toEqual([owners[5]!.userId]);
  });

  it('a renamed company is found by its new name, in its old place', async () => {
    const target = owners[7]!;
    const org = ok(await call(target, 'GET', '/api/settings/organization'), 'organization');
    ok(await call(target, 'PUT', '/api/settings/organization', { body: { ...sampleCompany('Zobo Drinks Ltd'), version: org.version } }), 'rename');
    const found = await walk(admin, '/api/admin/companies?search=zobo', 5);
    expect(found.map((r) => r.companyId)).toEqual([target.companyId]);
    const all = await walk(admin, '/api/admin/companies', 50);
    expect(all.map((r) => r.companyId)).toEqual([...made].reverse().map((m) => m.companyId));
  });

  it('lists subscriptions in the same order, with plan and period', async () => {
    const rows = await walk(admin, '/api/admin/subscriptions', 10);
    expect(rows).toHaveLength(23);
    expect(rows[0]).toMatchObject({ companyId: made[22]!.companyId, companyName: made[22]!.name, planType: 'free', amountKobo: 0, status: 'active' });
  });

  it('lists users with their company and role; a user page', async () => {
    const staff = await memberOf(owners[0]!, 'staff', 'Kemi');
    const rows = await walk(admin, '/api/admin/users', 7);
    const row = rows.find((u) => u.userId === staff.userId);
    expect(row).toMatchObject({ name: 'Kemi staff', email: staff.email, companyId: owners[0]!.companyId, companyName: made[0]!.name, role: 'staff', superAdmin: false });
    expect(ok(await call(admin, 'GET', `/api/admin/users/${owners[1]!.userId}`), 'user')).toMatchObject({ role: 'owner', companyName: made[1]!.name });
    expect((await call(admin, 'GET', '/api/admin/users/nobody')).status).toBe(404);
  });

  it("a company's page: members and roles, plan, usage and billing", async () => {
    const owner = owners[2]!;
    await memberOf(owner, 'viewer', 'Sade');
    for (const displayName of ['Ada Foods', 'Bola Stores']) ok(await call(owner, 'POST', '/api/customers', { body: { displayName } }), 'customer');
    const customers = ok(await call(owner, 'GET', '/api/customers?limit=1'), 'customers');
    ok(await call(owner, 'POST', '/api/invoices', { body: { customerId: customers.items[0].customerId, invoiceDate: lagosToday(), paymentTerms: 'net_30', status: 'sent', lines: [{ name: 'Garri', quantity: 1, unit: 'kg', rateKobo: 100_000 }] } }), 'invoice');
    const page = ok(await call(admin, 'GET', `/api/admin/companies/${owner.companyId}`), 'company');
    expect(page).toMatchObject({ companyId: owner.companyId, name: made[2]!.name, billing: { planType: 'free', status: 'active', charges: [] } });
    expect(page.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'viewer']);
    expect(page.usage).toEqual({ invoicesThisMonth: 1, invoicesTotal: 1, customers: 2, seats: 2, seatLimit: 3 });
    expect((await call(admin, 'GET', '/api/admin/companies/nobody')).status).toBe(404);
  });
});

describe('the super_admin role', () => {
  it('is refused to everyone else, on every admin route (the generated contract covers each route)', async () => {
    const owner = await onboardedUser();
    const r = await call(owner, 'GET', '/api/admin/companies');
    expect(r).toEqual({ status: 403, body: { error: { code: 'forbidden', message: ADMIN_FORBIDDEN_MESSAGE } } });
  });

  it('assigned to a user: they become an admin at their next sign-in; the audit log says who did what, when', async () => {
    const other = await onboardedUser('Ngozi Prints');
    const before = Date.now();
    const assigned = ok(await call(admin, 'POST', `/api/admin/users/${other.userId}/super-admin`), 'assign');
    expect(assigned).toMatchObject({ userId: other.userId, superAdmin: true });
    // The old token has no group claim; a new sign-in has it.
    expect((await call(other, 'GET', '/api/admin/companies')).status).toBe(403);
    const signedIn = await signIn(other);
    expect((await call(signedIn, 'GET', '/api/admin/companies')).status).toBe(200);
    expect(ok(await call(admin, 'GET', `/api/admin/users/${other.userId}`), 'user').superAdmin).toBe(true);
    const again = await call(admin, 'POST', `/api/admin/users/${other.userId}/super-admin`);
    expect(again).toMatchObject({ status: 409, body: { error: { message: ADMIN_MESSAGES.alreadyAdmin } } });

    const log = ok(await call(admin, 'GET', '/api/admin/audit?limit=1'), 'audit');
    expect(log.items[0]).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, action: 'assign_super_admin', targetId: other.userId, targetEmail: other.email });
    expect(Date.parse(log.items[0].at)).toBeGreaterThanOrEqual(before - 1000);
    expect(log.cursor).toEqual(expect.any(String));

    // Removed: refused at the very next request, although the token still carries the group.
    ok(await call(admin, 'DELETE', `/api/admin/users/${other.userId}/super-admin`), 'remove');
    expect(await call(signedIn, 'GET', '/api/admin/companies')).toEqual({ status: 403, body: { error: { code: 'forbidden', message: ADMIN_FORBIDDEN_MESSAGE } } });
    expect((await call(await signIn(other), 'GET', '/api/admin/companies')).status).toBe(403);
    const after = ok(await call(admin, 'GET', '/api/admin/audit?limit=2'), 'audit');
    expect(after.items.map((e: { action: string }) => e.action)).toEqual(['remove_super_admin', 'assign_super_admin']);
  });

  it('is never taken from the last super admin, even by two admins removing each other at once', async () => {
    const second = await asSuperAdmin(await onboardedUser());
    // This table's roster: `admin` (and `second`); earlier tests gave and took the role from others.
    const [one, two] = await Promise.all([
      call(admin, 'DELETE', `/api/admin/users/${second.userId}/super-admin`),
      call(second, 'DELETE', `/api/admin/users/${admin.userId}/super-admin`),
    ]);
    // One removal goes through; the other is refused: the last admin (409), or, when it came
    // second, its sender is no longer an admin (403).
    expect([one.status, two.status].filter((s) => s === 200)).toHaveLength(1);
    const refused = one.status === 200 ? two : one;
    if (refused.status === 409) expect(refused.body.error.message).toBe(ADMIN_MESSAGES.lastAdmin);
    else expect(refused.status).toBe(403);
    // Whoever is left is still an admin, and cannot remove themselves.
    const left = one.status === 200 ? admin : second;
    expect((await call(left, 'GET', '/api/admin/companies?limit=1')).status).toBe(200);
    const self = await call(left, 'DELETE', `/api/admin/users/${left.userId}/super-admin`);
    expect(self).toMatchObject({ status: 409, body: { error: { message: ADMIN_MESSAGES.lastAdmin } } });
  });
});
