import { randomUUID } from 'node:crypto';
import { joiningDeletedMessage } from '../../shared/company-data';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { INVITATION_EMAIL_SUBJECT, INVITATION_TTL_MS } from '../../shared/constants';
import type { Role } from '../../shared/roles';
import { invite } from '../../functions/services/team';
import { call, memberOf, newUser, onboardedUser, sampleCompany, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

/*
 * Team members and invitations through the API: the link e-mailed through the
 * SES stand-in, accounts made in cognito-local, and the rules the table's
 * conditions keep (single use, expiry, the plan's limit, never no owner).
 */

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
const PASSWORD = 'Str0ng!Pass';
const address = () => `hire-${randomUUID().slice(0, 8)}@example.ng`;

interface Stored {
  subject: string;
  to?: string;
  destination?: { to?: string[] };
  body: { text?: string; html?: string };
}
/** The invitation link's token from the last e-mail sent to `to`. */
async function tokenFor(to: string): Promise<string> {
  const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: Stored[] };
  const mine = store.emails.filter((e) => JSON.stringify(e).includes(to) && /invited to join/.test(e.subject));
  const text = mine.at(-1)?.body.text ?? '';
  const m = /\/join\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!m) throw new Error(`no invitation mail for ${to}`);
  return m[1]!;
}

async function inviteAs(by: TestUser, email: string, role: Role = 'staff') {
  return call(by, 'POST', '/api/team/invitations', { body: { email, role } });
}

/** Signs in with a password as the browser does (USER_PASSWORD_AUTH locally). */
async function signIn(email: string, password = PASSWORD): Promise<TestUser> {
  const client = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const auth = await client.send(new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  client.destroy();
  const token = auth.AuthenticationResult!.IdToken!;
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { email, userId: sub, token };
}

/** Invites, accepts with a new account and signs the new member in. */
async function hire(owner: Owner, role: Role = 'staff', firstName = 'Chidi'): Promise<TestUser> {
  const email = address();
  expect((await inviteAs(owner, email, role)).status).toBe(201);
  const token = await tokenFor(email);
  const joined = await call(null, 'POST', `/api/join/${token}`, { body: { firstName, lastName: 'Okeke', password: PASSWORD } });
  expect(joined.status).toBe(200);
  return signIn(email);
}

describe('inviting and accepting', () => {
  it('e-mails a link that shows only the company, e-mail and role, makes the account and signs the invitee into the company', async () => {
    const owner = await onboardedUser('Lagos Bakery');
    const email = address();
    const sent = await inviteAs(owner, email, 'staff');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, role: 'staff', invitedByName: 'Adaeze Okafor', expired: false });
    const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: Stored[] };
    expect(store.emails.some((e) => e.subject === INVITATION_EMAIL_SUBJECT('Lagos Bakery') && JSON.stringify(e).includes(email))).toBe(true);
    const token = await tokenFor(email);

    const view = await call(null, 'GET', `/api/join/${token}`);
    expect(view).toEqual({ status: 200, body: { companyName: 'Lagos Bakery', email, role: 'staff' } });

    const team = await call(owner, 'GET', '/api/team');
    expect(team.body.invitations).toEqual([expect.objectContaining({ email, role: 'staff' })]);
    expect(team.body).toMatchObject({ limit: 3, seatsUsed: 2 });

    const weak = await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', password: 'password' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBeDefined();

    const joined = await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', lastName: 'Okeke', password: PASSWORD } });
    expect(joined).toEqual({ status: 200, body: { email, companyName: 'Lagos Bakery', role: 'staff' } });
    const staff = await signIn(email);
    const me = await call(staff, 'GET', '/api/me');
    expect(me.body).toMatchObject({ role: 'staff', company: { name: 'Lagos Bakery' }, profile: { firstName: 'Chidi', lastName: 'Okeke' } });

    const after = await call(owner, 'GET', '/api/team');
    expect(after.body.invitations).toEqual([]);
    expect(after.body.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Adaeze Okafor', 'owner'],
      ['Chidi Okeke', 'staff'],
    ]);
    expect(after.body.seatsUsed).toBe(2);
    // Staff open no team settings.
    expect((await call(staff, 'GET', '/api/team')).status).toBe(403);
  });

  it('a link works once: reused, it is refused and changes nothing', async () => {
    const owner = await onboardedUser();
    const email = address();
    await inviteAs(owner, email);
    const token = await tokenFor(email);
    expect((await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', password: PASSWORD } })).status).toBe(200);
    const before = await snapshot(owner);
    const again = await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', password: PASSWORD } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('invitation_invalid');
    expect((await call(null, 'GET', `/api/join/${token}`)).status).toBe(404);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('an expired link is refused (410) and joins nobody; resending gives a new link and the old one stops working', async () => {
    const owner = await onboardedUser('Kano Textiles');
    const email = address();
    const longAgo = new Date(Date.now() - INVITATION_TTL_MS - 60_000);
    // Sent longer ago than a link lives (the service takes the moment it acts at).
    const made = await invite({ ...owner, companyId: owner.companyId, role: 'owner', name: 'Adaeze Okafor', isSuperAdmin: false }, { email, role: 'viewer' }, longAgo);
    const old = await tokenFor(email);
    const view = await call(null, 'GET', `/api/join/${old}`);
    expect(view.status).toBe(410);
    expect(view.body.error.message).toBe('This invitation has expired. Ask Kano Textiles to send you a new one.');
    expect((await call(null, 'POST', `/api/join/${old}`, { body: { firstName: 'Chidi', password: PASSWORD } })).status).toBe(410);

    const team = await call(owner, 'GET', '/api/team');
    expect(team.body.invitations).toEqual([expect.objectContaining({ email, expired: true })]);
    const resent = await call(owner, 'POST', `/api/team/invitations/${made.invitationId}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.expired).toBe(false);
    const fresh = await tokenFor(email);
    expect(fresh).not.toBe(old);
    expect((await call(null, 'GET', `/api/join/${old}`)).status).toBe(404);
    expect((await call(null, 'POST', `/api/join/${fresh}`, { body: { firstName: 'Chidi', password: PASSWORD } })).status).toBe(200);
  });

  it('a cancelled invitation’s link is refused, and its seat is free again', async () => {
    const owner = await onboardedUser();
    const email = address();
    const made = await inviteAs(owner, email);
    const token = await tokenFor(email);
    expect((await call(owner, 'DELETE', `/api/team/invitations/${made.body.invitationId}`)).status).toBe(204);
    expect((await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', password: PASSWORD } })).status).toBe(404);
    const team = await call(owner, 'GET', '/api/team');
    expect(team.body).toMatchObject({ invitations: [], seatsUsed: 1 });
    expect((await call(owner, 'DELETE', `/api/team/invitations/${made.body.invitationId}`)).status).toBe(404);
  });

  it('another company’s invitation cannot be seen, resent or cancelled (404), and one e-mail has one pending invitation', async () => {
    const [a, b] = await Promise.all([onboardedUser(), onboardedUser()]);
    const email = address();
    const made = await inviteAs(b, email);
    const before = await snapshot(b);
    expect((await call(a, 'POST', `/api/team/invitations/${made.body.invitationId}/resend`)).status).toBe(404);
    expect((await call(a, 'DELETE', `/api/team/invitations/${made.body.invitationId}`)).status).toBe(404);
    expect((await call(a, 'GET', '/api/team')).body.invitations).toEqual([]);
    expect(await snapshot(b)).toEqual(before);
    const twice = await inviteAs(b, email.toUpperCase());
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_invited');
  });

  it('refuses an invitation over the plan’s team limit (members plus pending invitations) with a clear message', async () => {
    const owner = await onboardedUser();
    expect((await inviteAs(owner, address())).status).toBe(201);
    await hire(owner);
    const before = await snapshot(owner);
    const over = await inviteAs(owner, address());
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({
      code: 'plan_limit',
      message: 'Your Free Trial plan allows 3 team members, pending invitations included. Cancel an invitation, remove a member or upgrade your plan to invite more.',
    });
    expect(await snapshot(owner)).toEqual(before);
  });

  it('at the plan’s limit, expired invitations give their seats back and the new one is sent', async () => {
    const owner = await onboardedUser('Kano Textiles');
    const stale = address();
    const longAgo = new Date(Date.now() - INVITATION_TTL_MS - 60_000);
    await invite({ ...owner, companyId: owner.companyId, role: 'owner', name: 'Adaeze Okafor', isSuperAdmin: false }, { email: stale, role: 'viewer' }, longAgo);
    const staleToken = await tokenFor(stale);
    const pending = address();
    expect((await inviteAs(owner, pending)).status).toBe(201);
    expect((await call(owner, 'GET', '/api/team')).body).toMatchObject({ limit: 3, seatsUsed: 3 });

    const fresh = address();
    expect((await inviteAs(owner, fresh)).status).toBe(201);
    const team = await call(owner, 'GET', '/api/team');
    expect(team.body.seatsUsed).toBe(3);
    expect(team.body.invitations.map((i: { email: string }) => i.email).sort()).toEqual([pending, fresh].sort());
    expect((await call(null, 'GET', `/api/join/${staleToken}`)).status).toBe(404);
    // Still full: no expired invitation is left to give a seat back.
    expect((await inviteAs(owner, address())).body.error.code).toBe('plan_limit');
  });

  it('a company waiting to be deleted takes no one new: the link is refused (409) and left unspent, and works once the deletion is stopped', async () => {
    const owner = await onboardedUser('Onitsha Spare Parts');
    const email = address();
    expect((await inviteAs(owner, email)).status).toBe(201);
    const token = await tokenFor(email);
    expect((await call(owner, 'POST', '/api/settings/data/deletion', { body: { companyName: 'Onitsha Spare Parts' } })).status).toBe(200);
    const refused = await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', lastName: 'Okeke', password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'deletion_scheduled', message: joiningDeletedMessage('Onitsha Spare Parts') });
    expect((await call(owner, 'GET', '/api/team')).body.members).toHaveLength(1);
    expect((await call(owner, 'DELETE', '/api/settings/data/deletion')).status).toBe(200);
    expect((await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Chidi', lastName: 'Okeke', password: PASSWORD } })).status).toBe(200);
    expect((await call(owner, 'GET', '/api/team')).body.members).toHaveLength(2);
  });

  it('an e-mail that already has an account signs in and accepts; an account in another company is refused', async () => {
    const owner = await onboardedUser();
    const existing = await newUser();
    await inviteAs(owner, existing.email, 'viewer');
    const token = await tokenFor(existing.email);
    const create = await call(null, 'POST', `/api/join/${token}`, { body: { firstName: 'Bola', password: PASSWORD } });
    expect(create.status).toBe(409);
    expect(create.body.error.code).toBe('account_exists');
    const stranger = await newUser();
    expect((await call(stranger, 'POST', `/api/join/${token}/accept`)).body.error.code).toBe('wrong_account');
    const joined = await call(existing, 'POST', `/api/join/${token}/accept`);
    expect(joined.status).toBe(200);
    expect((await call(existing, 'GET', '/api/me')).body.role).toBe('viewer');

    const otherOwner = await onboardedUser();
    await inviteAs(owner, otherOwner.email, 'staff');
    const t2 = await tokenFor(otherOwner.email);
    const refused = await call(otherOwner, 'POST', `/api/join/${t2}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('already_member');
  });
});

describe('members', () => {
  it('a removed member loses access on their very next request', async () => {
    const owner = await onboardedUser();
    const staff = await hire(owner);
    expect((await call(staff, 'GET', '/api/customers')).status).toBe(200);
    expect((await call(owner, 'DELETE', `/api/team/members/${staff.userId}`)).status).toBe(204);
    const next = await call(staff, 'GET', '/api/customers');
    expect(next.status).toBe(403);
    expect(next.body.error.code).toBe('no_company');
    expect((await call(staff, 'GET', '/api/me')).body).toMatchObject({ role: null, company: null });
    const team = await call(owner, 'GET', '/api/team');
    expect(team.body).toMatchObject({ seatsUsed: 1 });
    expect(team.body.members).toHaveLength(1);
  });

  it('a removed member is told by /api/me which company removed them, until they join a company (by invitation, or their own)', async () => {
    const owner = await onboardedUser('Ikeja Traders');
    const staff = await hire(owner);
    expect((await call(staff, 'GET', '/api/me')).body.removedFrom).toBeNull();
    const before = Date.now();
    expect((await call(owner, 'DELETE', `/api/team/members/${staff.userId}`)).status).toBe(204);
    const me = await call(staff, 'GET', '/api/me');
    expect(me.body).toMatchObject({ company: null, role: null, removedFrom: { companyName: 'Ikeja Traders' } });
    expect(Date.parse(me.body.removedFrom.removedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Only they are told: the owner's answer has none.
    expect((await call(owner, 'GET', '/api/me')).body.removedFrom).toBeNull();

    // Invited back (or to any company) and accepted: the notice goes with the join.
    expect((await inviteAs(owner, staff.email, 'viewer')).status).toBe(201);
    const token = await tokenFor(staff.email);
    expect((await call(staff, 'POST', `/api/join/${token}/accept`)).status).toBe(200);
    expect((await call(staff, 'GET', '/api/me')).body).toMatchObject({ role: 'viewer', company: { name: 'Ikeja Traders' }, removedFrom: null });
    // Removed again, then a company of their own: the notice goes with the onboarding.
    expect((await call(owner, 'DELETE', `/api/team/members/${staff.userId}`)).status).toBe(204);
    expect((await call(staff, 'GET', '/api/me')).body.removedFrom).toMatchObject({ companyName: 'Ikeja Traders' });
    const own = await call(staff, 'POST', '/api/onboarding', { body: { profile: { firstName: 'Chidi' }, company: sampleCompany('Chidi Ventures') } });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ company: { name: 'Chidi Ventures' }, removedFrom: null });
    expect((await call(staff, 'GET', '/api/me')).body.removedFrom).toBeNull();
  });

  it('a role change takes effect on the next request', async () => {
    const owner = await onboardedUser();
    const viewer = await hire(owner, 'viewer');
    expect((await call(viewer, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } })).status).toBe(403);
    const changed = await call(owner, 'PUT', `/api/team/members/${viewer.userId}/role`, { body: { role: 'staff' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: 'staff', name: 'Chidi Okeke' });
    expect((await call(viewer, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } })).status).toBe(201);
    expect((await call(viewer, 'GET', '/api/me')).body.role).toBe('staff');
  });

  it('the last owner can be neither removed nor demoted; with a second owner, one can step down', async () => {
    const owner = await onboardedUser();
    const admin = await memberOf(owner, 'admin');
    const before = await snapshot(owner);
    const demote = await call(owner, 'PUT', `/api/team/members/${owner.userId}/role`, { body: { role: 'admin' } });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toEqual({ code: 'last_owner', message: 'A company needs at least one owner: make someone else an owner first' });
    expect((await call(owner, 'DELETE', `/api/team/members/${owner.userId}`)).body.error.code).toBe('last_owner');
    expect(await snapshot(owner)).toEqual(before);

    // Admins manage everyone but owners.
    const byAdmin = await call(admin, 'DELETE', `/api/team/members/${owner.userId}`);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.message).toBe('Only an owner can invite, change or remove an owner');
    expect((await call(admin, 'PUT', `/api/team/members/${admin.userId}/role`, { body: { role: 'owner' } })).status).toBe(403);
    expect((await inviteAs(admin, address(), 'owner')).status).toBe(403);
    expect((await inviteAs(admin, address(), 'staff')).status).toBe(201);

    expect((await call(owner, 'PUT', `/api/team/members/${admin.userId}/role`, { body: { role: 'owner' } })).status).toBe(200);
    expect((await call(owner, 'PUT', `/api/team/members/${owner.userId}/role`, { body: { role: 'admin' } })).status).toBe(200);
    expect((await call(owner, 'GET', '/api/me')).body.role).toBe('admin');
    expect((await call(admin, 'DELETE', `/api/team/members/${admin.userId}`)).body.error.code).toBe('last_owner');
  });

  it('another company’s member is a 404', async () => {
    const [a, b] = await Promise.all([onboardedUser(), onboardedUser()]);
    expect((await call(a, 'DELETE', `/api/team/members/${b.userId}`)).status).toBe(404);
    expect((await call(a, 'PUT', `/api/team/members/${b.userId}/role`, { body: { role: 'viewer' } })).status).toBe(404);
    expect((await call(b, 'GET', '/api/me')).body.role).toBe('owner');
  });
});

describe('history names the person who acted', () => {
  it('a staff member’s changes and comments carry their name; the owner’s carry theirs', async () => {
    const owner = await onboardedUser();
    const staff = await hire(owner, 'staff', 'Ngozi');
    const created = await call(staff, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } });
    const customerId = created.body.customerId as string;
    expect((await call(owner, 'POST', `/api/customers/${customerId}/archive`)).status).toBe(200);
    const history = await call(owner, 'GET', `/api/customers/${customerId}/history`);
    expect(history.body.items.map((h: { text: string; author: string }) => [h.text, h.author])).toEqual([
      ['Customer marked as inactive', 'Adaeze Okafor'],
      ['Customer created', 'Ngozi Okeke'],
    ]);
    const quote = await call(staff, 'POST', '/api/quotes', {
      body: { customerId, quoteDate: '2026-11-01', expiryDate: '2099-12-01', lines: [{ name: 'Rice', quantity: 1, rateKobo: 100_000 }], status: 'draft' },
    });
    await call(staff, 'POST', `/api/quotes/${quote.body.quoteId}/comments`, { body: { text: 'Called them' } });
    const qh = await call(owner, 'GET', `/api/quotes/${quote.body.quoteId}/history`);
    expect(qh.body.items.map((h: { text: string; author: string }) => [h.text, h.author])).toEqual([
      ['Called them', 'Ngozi Okeke'],
      ['Quote created', 'Ngozi Okeke'],
    ]);
  });
});
