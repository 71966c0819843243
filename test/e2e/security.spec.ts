import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, expectAccessible, expectNoHorizontalScroll, logIn, navigate, onboardedUser, signIn, test, wrongTotpCode } from './fixtures';
import { dismissMessages } from './documents';

/*
 * Settings > Privacy & Security against the local stack: cognito-local
 * (ChangePassword, the TOTP set-up and the SOFTWARE_TOKEN_MFA challenge are its
 * own) behind the local proxy (GlobalSignOut is the proxy's), and the API's
 * refusal of sessions from before a sign-out on every device.
 */

async function openSecurity(page: Page) {
  await page.goto('/dashboard/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Privacy & Security', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible();
}

async function signOutHere(page: Page) {
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth/);
}

// Cognito's rules, not layout (the Security page at 375px: the two-step verification test): one width is enough.
test('change password: a wrong current password is refused, the new one signs in and the old one no longer does @desktop-only', async ({ page }) => {
  test.setTimeout(150_000);
  const user = await onboardedUser('password');
  await signIn(page, user, '/dashboard/settings');
  await openSecurity(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const form = page.getByRole('form', { name: 'Change password' });
  const change = async (current: string, next: string, again = next) => {
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel(/^New password/).fill(next);
    await form.getByLabel('Confirm new password').fill(again);
    await form.getByRole('button', { name: 'Change password' }).click();
  };
  // The pool's rules, before anything is sent.
  await change(user.password, 'short', 'other');
  await expect(form.getByText('Use at least 8 characters')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  // A wrong current password, as Cognito (or cognito-local) refuses it.
  await change('Not-the-passw0rd', 'N3w-Passw0rd!');
  await expect(form.getByText('Your current password is incorrect.')).toBeVisible();
  await change(user.password, 'N3w-Passw0rd!');
  await dismissMessages(page, 'Password changed');
  await expect(form.getByLabel('Current password')).toHaveValue('');

  await signOutHere(page);
  await logIn(page, user);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await logIn(page, { email: user.email, password: 'N3w-Passw0rd!' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign out on every device: this browser goes to sign-in, and another one is sent there at its next request @desktop-only', async ({ page, browser, baseURL, viewport }) => {
  test.setTimeout(150_000);
  const user = await onboardedUser('everywhere');
  const other = await browser.newContext({ baseURL, viewport });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, user, '/dashboard');
  await expect(elsewhere.getByText('Lagos Traders Ltd').first()).toBeVisible();

  await signIn(page, user, '/dashboard/settings/security');
  await page.getByRole('button', { name: 'Sign out on every device' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText('Signed out on every device')).toBeVisible();

  // The other browser still holds unexpired tokens; its next API request is refused and it lands on sign-in.
  await navigate(elsewhere, 'Customers');
  await expect(elsewhere).toHaveURL(/\/auth/);
  await expect(elsewhere.getByRole('tab', { name: 'Log In' })).toBeVisible();
  await other.close();

  // Signing in again works as before.
  await page.waitForTimeout(1100);
  await logIn(page, user);
  // Back where the sign-out began.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible();
});

test('two-step verification: set up from the QR code key, sign-in asks for the code (a wrong one refused), and it can be turned off @desktop-only', async ({ page }) => {
  test.setTimeout(150_000);
  const user = await onboardedUser('totp');
  await signIn(page, user, '/dashboard/settings');
  await openSecurity(page);
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Kobo to your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const setUp = page.getByRole('form', { name: 'Set up an authenticator app' });
  await setUp.getByLabel('Enter the 6-digit code').fill(wrongTotpCode(secret));
  await setUp.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(setUp.getByText('That code is not right.', { exact: false })).toBeVisible();
  await setUp.getByLabel('Enter the 6-digit code').fill(generateSync({ secret }));
  await setUp.getByRole('button', { name: 'Verify and turn on' }).click();
  await dismissMessages(page, 'Two-step verification is on');
  await expect(page.getByText('On: sign-in asks for a code from your authenticator app')).toBeVisible();

  // Sign-in now asks for the code.
  await signOutHere(page);
  await logIn(page, user);
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await step.getByLabel('Authentication code').fill(wrongTotpCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('That code is not right.', { exact: false })).toBeVisible();
  await step.getByLabel('Authentication code').fill(generateSync({ secret }));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turned off: the password alone signs in again.
  await openSecurity(page);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Turn off' }).click();
  await dismissMessages(page, 'Two-step verification is off');
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await signOutHere(page);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
});
