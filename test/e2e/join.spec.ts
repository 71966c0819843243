import type { Browser, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { INVITATION_EMAIL_SUBJECT } from '../../shared/constants';
import type { Role } from '../../shared/roles';
import { E2E } from '../../playwright.config';
import { mailWithSubject } from './documents';
import { confirmedUser, expect, expectAccessible, expectNoHorizontalScroll, idToken, onboardedUser, signIn, test, turnOnTotp, wrongTotpCode, type User } from './fixtures';

/*
 * The invitation page for an e-mail that has a Kobo account already, with
 * two-step verification on (cognito-local's SOFTWARE_TOKEN_MFA challenge, codes
 * made with otplib): the password, then the sign-in page's code step, then the
 * invitation accepted with that account.
 */

const api = async (user: User, method: string, path: string, body?: unknown) => {
  const res = await fetch(`http://localhost:${E2E.app}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await idToken(user)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A company whose owner has invited `email` as `role` (through the API: these tests are about the link), and the e-mailed link. */
async function invitation(prefix: string, email: string, role: Role) {
  const company = `${prefix} ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const owner = await onboardedUser(`${prefix.toLowerCase().replace(/\W+/g, '-')}-owner`, company);
  expect((await api(owner, 'POST', '/team/invitations', { email, role })).status).toBe(201);
  const mail = await mailWithSubject(INVITATION_EMAIL_SUBJECT(company));
  const link = /http:\/\/\S+\/join\/[A-Za-z0-9_-]{43}/.exec(mail.body.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return { company, owner, link: link! };
}

/** An invitee's own browser, at the test's width. */
async function theirBrowser(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return { context, invitee: await context.newPage() };
}

/** On the link's page the account is found at the first try to join (the page cannot tell before), and its password is asked for. */
async function findTheAccount(invitee: Page, user: User) {
  await invitee.getByLabel('First name').fill('Amaka');
  await invitee.getByLabel('Password').fill('An0ther!Pass');
  await invitee.getByRole('button', { name: 'Set password and join' }).click();
  await expect(invitee.getByText(`${user.email} already has a Kobo account. Sign in with it to join.`)).toBeVisible();
}

async function signInAndJoin(invitee: Page, user: User) {
  await invitee.getByLabel('Password').fill(user.password);
  await invitee.getByRole('button', { name: 'Sign in and join' }).click();
}

test('an invitee with two-step verification on signs in on the link with the code and joins with the invited role; a wrong code joins nothing @desktop-only', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await confirmedUser('join-totp');
  const secret = await turnOnTotp(user);
  const { company, owner, link } = await invitation('Totp Foods', user.email, 'admin');
  const { context, invitee } = await theirBrowser(browser, page);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: `Join ${company} on Kobo` })).toBeVisible();
  await findTheAccount(invitee, user);
  // The password alone is not enough.
  await signInAndJoin(invitee, { ...user, password: 'Wr0ng!Pass' });
  await expect(invitee.getByText('Incorrect email or password.')).toBeVisible();
  await signInAndJoin(invitee, user);

  // The sign-in page's code step, on the invitation page.
  const step = invitee.getByRole('form', { name: 'Two-step verification' });
  await expect(step.getByLabel('Authentication code')).toBeVisible();
  await expect(invitee.getByRole('heading', { level: 1, name: `Join ${company} on Kobo` })).toBeVisible();
  await expectAccessible(invitee);
  await expectNoHorizontalScroll(invitee);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await step.getByLabel('Authentication code').fill(wrongTotpCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('That code is not right. Enter the newest 6-digit code from your authenticator app.')).toBeVisible();
  // Not joined: still on the link, and the company still waits for them.
  await expect(invitee).toHaveURL(/\/join\//);
  const team = (await api(owner, 'GET', '/team')).body as { members: { email: string }[]; invitations: { email: string }[] };
  expect(team.members.map((m) => m.email)).not.toContain(user.email);
  expect(team.invitations.map((i) => i.email)).toContain(user.email);

  await step.getByLabel('Authentication code').fill(generateSync({ secret }));
  await step.getByRole('button', { name: 'Verify' }).click();
  await invitee.waitForURL((url) => url.pathname === '/dashboard');
  await expect(invitee.getByText(`Welcome to ${company}`)).toBeVisible();

  // In the company as an admin: the team page is theirs to see, and lists them so.
  await invitee.goto('/dashboard/settings/team');
  const me = invitee.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: user.email });
  await expect(me.getByText('(you)')).toBeVisible();
  await expect(me.getByText('Admin', { exact: true })).toBeVisible();
  await expect(invitee.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  await context.close();
});

test('on a browser where someone else is signed in, the invitee signs in with the code instead of them and joins @desktop-only', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await confirmedUser('join-totp-shared');
  const secret = await turnOnTotp(user);
  const { company, link } = await invitation('Shared Desk', user.email, 'viewer');
  const { context, invitee } = await theirBrowser(browser, page);
  const someoneElse = await onboardedUser('join-someone-else');
  await signIn(invitee, someoneElse, link.replace(/^http:\/\/[^/]+/, ''));
  await expect(invitee.getByRole('heading', { level: 1, name: `Join ${company} on Kobo` })).toBeVisible();
  await findTheAccount(invitee, user);
  await expect(invitee.getByText(`(You are signed in as ${someoneElse.email}; signing in here signs you out of that account.)`)).toBeVisible();
  await signInAndJoin(invitee, user);

  // "Back to sign in" goes back to the password, as on the sign-in page.
  const step = invitee.getByRole('form', { name: 'Two-step verification' });
  await step.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(invitee.getByLabel('Password')).toHaveValue('');
  await signInAndJoin(invitee, user);
  await step.getByLabel('Authentication code').fill(generateSync({ secret }));
  await step.getByRole('button', { name: 'Verify' }).click();
  await invitee.waitForURL((url) => url.pathname === '/dashboard');
  await expect(invitee.getByText(`Welcome to ${company}`)).toBeVisible();
  // A viewer: no team settings.
  await invitee.goto('/dashboard/settings');
  await expect(invitee.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Team Members' })).toHaveCount(0);
  await context.close();
});
