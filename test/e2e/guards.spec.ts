import { confirmedUser, expect, expectAccessible, expectNoHorizontalScroll, logIn, test } from './fixtures';

test('a signed-out visitor is sent to /auth and, after logging in, lands where they were going @desktop-only', async ({ page }) => {
  const user = await confirmedUser('guard');
  await page.goto('/dashboard/customers');
  await page.waitForURL('**/auth');
  await logIn(page, user);
  // A user without a profile is sent on to onboarding first.
  await page.waitForURL('**/onboarding');
  await expect(page.getByText('Please complete your profile to continue')).toBeVisible();
  // /auth while signed in goes to the dashboard, which (no company yet) goes back to onboarding.
  await page.goto('/auth');
  await page.waitForURL('**/onboarding');
});

test('a signed-out visitor opening the dashboard (served prerendered) ends on /auth @desktop-only', async ({ page }) => {
  await page.goto('/dashboard');
  await page.waitForURL('**/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toHaveCount(0);
});

test('the 404 page names the path and leads home @desktop-only', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('forgot password works with the code from the mailbox @desktop-only', async ({ page }) => {
  const { codeFromMailbox } = await import('./fixtures');
  const user = await confirmedUser('reset');
  await page.goto('/auth?tab=login');
  await page.getByRole('link', { name: 'Forgot password?' }).or(page.getByRole('button', { name: 'Forgot password?' })).first().click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  const code = await codeFromMailbox(user.email, /reset/i);
  await page.getByLabel('Reset code', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill('NewPassw0rd!45');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Sign in with your new password.')).toBeVisible();
  await logIn(page, { email: user.email, password: 'NewPassw0rd!45' });
  await page.waitForURL('**/onboarding');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page arrives already rendered, so it shows before the app loads', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });
});
