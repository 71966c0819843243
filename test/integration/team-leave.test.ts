import { randomUUID } from 'node:crypto';
import { db } from '../../functions/entities/table';
import { call, memberOf, onboardedUser, sampleCompany, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

/*
 * Leaving a company (POST /api/team/leave) through the API: any member leaves
 * by themselves, by the transaction a removal uses (seats and owners counted
 * there), never the last owner; afterwards they are a user with no company.
 */

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

const LAST_OWNER = { code: 'last_owner', message: 'A company needs at least one owner: make someone else an owner first' };
const leave = (who: TestUser) => call(who, 'POST', '/api/team/leave');
const address = () => `hire-${randomUUID().slice(0, 8)}@example.ng`;

/** The team counters as stored (what the plan's limit and the last-owner rule read). */
async function counts(companyId: string) {
  const { data } = await db().entities.teamCounts.get({ companyId }).go({ consistent: true });
  return { seats: data?.seats, owners: data?.owners };
}

describe('leaving a company', () => {
  it.each(['staff', 'viewer', 'admin'] as const)('a %s member leaves: refused from their next request on, gone from the team, their seat freed', async (role) => {
    const owner = await onboardedUser('Lagos Bakery');
    const member = await memberOf(owner, role, 'Chidi');
    expect((await call(member, 'GET', '/api/customers')).status).toBe(200);
    expect(await counts(owner.companyId)).toEqual({ seats: 2, owners: 1 });

    const left = await leave(member);
    expect(left).toEqual({ status: 204, body: undefined });

    // Their next call for the company is refused as a removed member's is.
    const next = await call(member, 'GET', '/api/customers');
    expect(next.status).toBe(403);
    expect(next.body.error.code).toBe('no_company');
    expect((await leave(member)).body.error.code).toBe('no_company');
    // Their profile no longer points at the company: the app sends them to onboarding; their names stay.
    const me = await call(member, 'GET', '/api/me');
    // They left by themselves: nothing tells them they were removed.
    expect(me.body).toMatchObject({ role: null, company: null, subscription: null, profile: { firstName: 'Chidi' }, removedFrom: null });
    expect(me.body.profile.companyId).toBeUndefined();

    const team = await call(owner, 'GET', '/api/team');
    expect(team.body.members.map((m: { userId: string }) => m.userId)).toEqual([owner.userId]);
    expect(team.body.seatsUsed).toBe(1);
    expect(await counts(owner.companyId)).toEqual({ seats: 1, owners: 1 });

    // With no company, they may set up one of their own (onboarding).
    const own = await call(member, 'POST', '/api/onboarding', { body: { profile: { firstName: 'Chidi' }, company: sampleCompany('Chidi Ventures') } });
    expect(own.status).toBe(201);
    expect((await call(member, 'GET', '/api/me')).body).toMatchObject({ role: 'owner', company: { name: 'Chidi Ventures' } });
  });

  it('the last owner cannot leave (409 last_owner), and nothing changes, with other members or alone', async () => {
    const owner = await onboardedUser();
    const alone = await onboardedUser();
    const aloneBefore = await snapshot(alone);
    const refusedAlone = await leave(alone);
    expect(refusedAlone).toEqual({ status: 409, body: { error: LAST_OWNER } });
    expect(await snapshot(alone)).toEqual(aloneBefore);

    const admin = await memberOf(owner, 'admin');
    const staff = await memberOf(owner, 'staff');
    const before = await Promise.all([snapshot(owner), snapshot(admin), snapshot(staff)]);
    const refused = await leave(owner);
    expect(refused).toEqual({ status: 409, body: { error: LAST_OWNER } });
    expect(await Promise.all([snapshot(owner), snapshot(admin), snapshot(staff)])).toEqual(before);
    expect((await call(owner, 'GET', '/api/me')).body.role).toBe('owner');
    expect(await counts(owner.companyId)).toEqual({ seats: 3, owners: 1 });
  });

  it('an owner leaves after making another member an owner; the new owner is then the last one', async () => {
    const owner = await onboardedUser('Kano Textiles');
    const admin = await memberOf(owner, 'admin', 'Amaka');
    expect((await leave(owner)).body.error).toEqual(LAST_OWNER);

    const promoted = await call(owner, 'PUT', `/api/team/members/${admin.userId}/role`, { body: { role: 'owner' } });
    expect(promoted.status).toBe(200);
    expect(await counts(owner.companyId)).toEqual({ seats: 2, owners: 2 });

    expect((await leave(owner)).status).toBe(204);
    expect((await call(owner, 'GET', '/api/team')).body.error.code).toBe('no_company');
    expect((await call(owner, 'GET', '/api/me')).body).toMatchObject({ role: null, company: null });

    const team = await call(admin, 'GET', '/api/team');
    expect(team.body.members).toEqual([expect.objectContaining({ userId: admin.userId, name: 'Amaka admin', role: 'owner', isYou: true })]);
    expect(await counts(owner.companyId)).toEqual({ seats: 1, owners: 1 });
    // The company goes on under its new owner, who now cannot leave it.
    expect((await call(admin, 'GET', '/api/settings/organization')).body.name).toBe('Kano Textiles');
    expect((await leave(admin)).body.error).toEqual(LAST_OWNER);
  });

  it('a member who leaves frees their seat: an invitation the plan refused fits again', async () => {
    const owner = await onboardedUser();
    const staff = await memberOf(owner, 'staff');
    await memberOf(owner, 'viewer');
    const full = await call(owner, 'POST', '/api/team/invitations', { body: { email: address(), role: 'staff' } });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('plan_limit');

    expect((await leave(staff)).status).toBe(204);
    const email = address();
    const sent = await call(owner, 'POST', '/api/team/invitations', { body: { email, role: 'staff' } });
    expect(sent.status).toBe(201);
    expect((await call(owner, 'GET', '/api/team')).body).toMatchObject({ limit: 3, seatsUsed: 3, invitations: [expect.objectContaining({ email })] });
  });

  it('a member who left can be invited back and accept with their account', async () => {
    const owner = await onboardedUser('Jos Farms');
    const viewer = await memberOf(owner, 'viewer');
    expect((await leave(viewer)).status).toBe(204);
    expect((await call(owner, 'POST', '/api/team/invitations', { body: { email: viewer.email, role: 'staff' } })).status).toBe(201);
    const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; body: { text?: string } }[] };
    const mail = store.emails.filter((e) => JSON.stringify(e).includes(viewer.email)).at(-1);
    const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(mail?.body.text ?? '')?.[1];
    expect(token).toBeDefined();
    const joined = await call(viewer, 'POST', `/api/join/${token}/accept`);
    expect(joined.status).toBe(200);
    expect((await call(viewer, 'GET', '/api/me')).body).toMatchObject({ role: 'staff', company: { name: 'Jos Farms' } });
  });
});
