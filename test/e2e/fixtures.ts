import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { generateSync } from 'otplib';
import { E2E, E2E_PORT_ENV } from '../../playwright.config';

export { expect };

const MAILBOX = `http://127.0.0.1:${E2E.ses}`;

/** The first group of `pattern` in the newest e-mail to `to` whose subject matches, waiting for it to arrive (what a person would open). */
async function fromMailbox(to: string, subject: RegExp, pattern: RegExp, what: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const store = (await (await fetch(`${MAILBOX}/store`)).json()) as {
      emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
    };
    const mail = store.emails.filter((e) => e.destination.to.includes(to) && subject.test(e.subject)).at(-1);
    const found = mail?.body.text?.match(pattern)?.[1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail matching ${subject} with ${what} reached ${to}`);
}

/** Reads the newest code e-mailed to `to` from the local mailbox. */
export const codeFromMailbox = (to: string, subject: RegExp): Promise<string> => fromMailbox(to, subject, /\b(\d{6})\b/, 'a code');

/** axe-core as @axe-core/playwright loads it (its own dependency, same version), minified: the same rules, less to parse on every run. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }), 'utf8');

/** Fails on any serious or critical axe-core finding on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const axe = new AxeBuilder({ page, axeSource });
  // A page of one frame: axe.run in the page itself finds what the default (runPartial in each
  // frame, finishRun in a new blank page) finds, in about half the time. A page with frames (the
  // PDF preview's is cross-origin) keeps the default, which also tests cross-origin frames.
  if (page.frames().length === 1) axe.setLegacyMode(true);
  const results = await axe.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The page must not scroll sideways at the current width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ng`;

/** Collects what the browser refuses under the Content-Security-Policy on a page (the test's own, or one of a context it opens). */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Every test fails if the browser refused anything under the Content-Security-Policy,
 * which the local gateway sends as CloudFront does (infra/lib/security-headers.ts).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations = cspViolations(page);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export type User = { email: string; password: string };

/** A client of the local Cognito, and the app's pool and client ids from its config.json. */
async function localCognito() {
  const { CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
  const config = (await (await fetch(`http://localhost:${E2E.app}/config.json`)).json()) as { userPoolId: string; userPoolClientId: string };
  const client = new CognitoIdentityProviderClient({
    endpoint: `http://127.0.0.1:${E2E.cognito}`,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, config };
}

/** A confirmed user made straight in the local Cognito (for tests that are not about sign-up). */
export async function confirmedUser(prefix: string, password = 'Passw0rd!23'): Promise<User> {
  const { SignUpCommand, AdminConfirmSignUpCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const { client, config } = await localCognito();
  const email = uniqueEmail(prefix);
  await client.send(new SignUpCommand({ ClientId: config.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: email }));
  client.destroy();
  return { email, password };
}

/**
 * Makes `user` a Kobo super admin as an operator does: `npm run make-admin -- <email>` against
 * this run's local stack. The user signs in afterwards to carry the group.
 */
export async function makeSuperAdmin(user: User): Promise<void> {
  const { client, config } = await localCognito();
  client.destroy();
  execFileSync('npx', ['tsx', 'scripts/make-admin.ts', user.email], {
    env: { ...process.env, USER_POOL_ID: config.userPoolId, ...E2E_PORT_ENV },
    stdio: 'pipe',
  });
}

/** Logs in through the Log In tab, as a person would. */
export async function logIn(page: Page, user: { email: string; password: string }): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth?tab=login');
  await page.getByRole('tab', { name: 'Log In' }).click();
  // Scoped to the form: a prerendered /auth holds both tabs' forms until the app takes over.
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email Address').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs `user` in without the Log In form, for tests about what comes after signing in (the
 * tests about signing in use the form: journey, guards, slow-start): the tokens Cognito gives
 * for the password are kept where Amplify keeps a signed-in session (localStorage), and `path`
 * opens as it does for a returning user. To the dashboard in about half the form's time.
 */
export async function signIn(page: Page, user: User, path = '/dashboard'): Promise<void> {
  const { InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const { client, config } = await localCognito();
  const auth = await client.send(
    new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );
  client.destroy();
  const tokens = auth.AuthenticationResult!;
  // The keys Amplify v6 writes after a sign-in (its TokenStore): per client, then per user.
  const pool = `CognitoIdentityServiceProvider.${config.userPoolClientId}`;
  const session: Record<string, string> = {
    [`${pool}.LastAuthUser`]: user.email,
    [`${pool}.${user.email}.accessToken`]: tokens.AccessToken!,
    [`${pool}.${user.email}.idToken`]: tokens.IdToken!,
    [`${pool}.${user.email}.refreshToken`]: tokens.RefreshToken!,
    [`${pool}.${user.email}.clockDrift`]: '0',
    [`${pool}.${user.email}.signInDetails`]: JSON.stringify({ loginId: user.email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
  // Any document of the app's origin reaches its localStorage; robots.txt is the smallest.
  await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session);
  await page.goto(path);
}

/** Opens a main navigation entry at any width (the drawer below 768px). */
export async function navigate(page: Page, entry: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1440;
  if (width < 768) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: entry, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry, exact: true }).click();
  }
}

/** The user's id token, signed in against the local Cognito the way the app does (for calling the API directly). */
export async function idToken(user: User): Promise<string> {
  const { InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const { client, config } = await localCognito();
  const auth = await client.send(
    new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );
  client.destroy();
  return auth.AuthenticationResult!.IdToken!;
}

/** Calls the local API as `user` (a fresh id token), as the app does. */
async function apiAs(user: User, method: string, path: string, body?: unknown): Promise<Response> {
  const token = await idToken(user);
  return fetch(`http://localhost:${E2E.app}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A member of `owner`'s company with `role` (set up through the API, not the screens): the owner
 * invites them, and they join from the e-mailed link with a password of their own, as an invitee does.
 */
export async function memberOf(owner: User, role: 'admin' | 'staff' | 'viewer', name: { firstName: string; lastName: string }, prefix = 'member'): Promise<User> {
  const user = { email: uniqueEmail(prefix), password: 'Str0ng!Pass' };
  const sent = await apiAs(owner, 'POST', '/team/invitations', { email: user.email, role });
  if (sent.status !== 201) throw new Error(`invitation failed: ${sent.status}`);
  const token = await fromMailbox(user.email, /invited to join/, /\/join\/([A-Za-z0-9_-]{43})/, 'an invitation link');
  const joined = await fetch(`http://localhost:${E2E.app}/api/join/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...name, password: user.password }),
  });
  if (joined.status !== 200) throw new Error(`joining failed: ${joined.status}`);
  return user;
}

/**
 * Two-step verification turned on for `user` straight in the local Cognito, as Settings >
 * Privacy & Security does it (AssociateSoftwareToken, VerifySoftwareToken with the app's
 * code, SetUserMFAPreference): the key an authenticator app would hold, for otplib.
 */
export async function turnOnTotp(user: User): Promise<string> {
  const { AssociateSoftwareTokenCommand, InitiateAuthCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand } = await import(
    '@aws-sdk/client-cognito-identity-provider'
  );
  const { client, config } = await localCognito();
  const auth = await client.send(
    new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );
  const AccessToken = auth.AuthenticationResult!.AccessToken!;
  const { SecretCode: secret } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: generateSync({ secret: secret! }) }));
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  client.destroy();
  return secret!;
}

/** A 6-digit code that is not the authenticator app's current one (nor the one before or after it). */
export const wrongTotpCode = (secret: string) => String((Number(generateSync({ secret })) + 500_000) % 1_000_000).padStart(6, '0');

/**
 * A user who has finished onboarding (set up through the API, not the wizard). With
 * `logo` (PNG bytes), the company's logo is uploaded first as the wizard does: a
 * ticket from /api/uploads, then a POST straight to the bucket.
 */
export async function onboardedUser(prefix: string, company = 'Lagos Traders Ltd', opts: { logo?: Buffer } = {}): Promise<User> {
  const user = await confirmedUser(prefix);
  const token = await idToken(user);
  const api = (path: string, body: unknown) =>
    fetch(`http://localhost:${E2E.app}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let logoKey: string | undefined;
  if (opts.logo) {
    const ticket = (await (await api('/uploads', { kind: 'logo', contentType: 'image/png', size: opts.logo.length })).json()) as { url: string; fields: Record<string, string>; key: string };
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(opts.logo)], { type: 'image/png' }));
    const upload = await fetch(ticket.url, { method: 'POST', body: form });
    if (upload.status >= 300) throw new Error(`logo upload failed: ${upload.status}`);
    logoKey = ticket.key;
  }
  const res = await api('/onboarding', { profile: { firstName: 'Bola', lastName: 'Ade' }, company: { name: company, city: 'Yaba', state: 'Lagos', ...(logoKey ? { logoKey } : {}) } });
  if (res.status !== 201) throw new Error(`onboarding failed: ${res.status}`);
  return user;
}
