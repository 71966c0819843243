import type { Page } from '@playwright/test';
import { ARRIVAL, appTookOver, holdScripts, pageLoads, prerendered, stillPrerendered } from './early';
import { expect, onboardedUser, signIn, test, uniqueEmail } from './fixtures';

/**
 * A phone on slow mobile data: the prerendered pages (/auth, /dashboard) paint at once,
 * and the app's scripts arrive later. What the user types, ticks, chooses and
 * presses meanwhile must survive the app taking over, without a reload. What the user
 * typed, and the dashboard, are checked at both widths (their layouts differ); the rest is
 * the same logic at any width and runs at a phone's, where slow data is the rule.
 */
test.describe.configure({ timeout: 180_000 });

const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign up' });
const logInForm = (page: Page) => page.getByRole('form', { name: 'Log in' });

test('sign-up typed before the app arrives is all still there afterwards, caret included', async ({ page }) => {
  const email = uniqueEmail('slow-typed');
  const scripts = await holdScripts(page);
  const loads = pageLoads(page);
  await prerendered(page, page.goto('/auth', { waitUntil: 'commit' }));
  await signUpForm(page).getByLabel('Name').fill('Ngozi Eze');
  await signUpForm(page).getByLabel('Email', { exact: true }).fill(email);
  const password = signUpForm(page).getByLabel('Password', { exact: true });
  await password.click();
  await page.keyboard.type('Passw0rd!3');
  // The caret goes back two characters, between "!" and "3".
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await signUpForm(page).getByRole('checkbox', { name: 'I agree to all the Terms & Conditions' }).check();
  await signUpForm(page).getByLabel('Password', { exact: true }).focus();
  expect(await stillPrerendered(page)).toBe(true);

  scripts.release();
  await appTookOver(page);
  await expect(signUpForm(page).getByLabel('Name')).toHaveValue('Ngozi Eze');
  await expect(signUpForm(page).getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(signUpForm(page).getByLabel('Password', { exact: true })).toHaveValue('Passw0rd!3');
  await expect(signUpForm(page).getByRole('checkbox', { name: 'I agree to all the Terms & Conditions' })).toBeChecked();
  // Focus and caret stayed: what is typed next lands where the caret was.
  await expect(signUpForm(page).getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await expect(signUpForm(page).getByLabel('Password', { exact: true })).toHaveValue('Passw0rd2!3');

  // The app's state holds the values too: the form sends them.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  expect(loads).toHaveLength(1);
});

test('Sign up pressed before the app arrives waits visibly, never reloads, and goes through to verification @mobile-only', async ({ page }) => {
  const email = uniqueEmail('slow-submit');
  const password = 'Passw0rd!47';
  const scripts = await holdScripts(page);
  const loads = pageLoads(page);
  await prerendered(page, page.goto('/auth', { waitUntil: 'commit' }));
  await signUpForm(page).getByLabel('Name').fill('Musa Bello');
  await signUpForm(page).getByLabel('Email', { exact: true }).fill(email);
  await signUpForm(page).getByLabel('Password', { exact: true }).fill(password);
  await signUpForm(page).getByRole('checkbox', { name: 'I agree to all the Terms & Conditions' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Not sent by the browser: the button says it is getting ready, and the fields keep their values.
  await expect(page.getByRole('button', { name: 'Getting ready…' })).toBeVisible();
  expect(await stillPrerendered(page)).toBe(true);
  await expect(signUpForm(page).getByLabel('Password', { exact: true })).toHaveValue(password);

  scripts.release();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(ARRIVAL);
  await expect(page.getByText(email)).toBeVisible();
  expect(loads).toEqual([expect.stringMatching(/\/auth$/)]);
  expect(page.url()).not.toContain(password);
});

test('Log In: the tab, the fields and Enter pressed before the app arrives sign the user in @mobile-only', async ({ page }) => {
  const user = await onboardedUser('slow-login');
  const scripts = await holdScripts(page);
  const loads = pageLoads(page);
  await prerendered(page, page.goto('/auth', { waitUntil: 'commit' }));
  await page.getByRole('tab', { name: 'Log In' }).click();
  // The tab switches at once, as plain HTML.
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await logInForm(page).getByLabel('Email Address').fill(user.email);
  await logInForm(page).getByLabel('Password', { exact: true }).fill(user.password);
  await logInForm(page).getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Getting ready…' })).toBeVisible();
  expect(await stillPrerendered(page)).toBe(true);

  scripts.release();
  await page.waitForURL('**/dashboard', ARRIVAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible(ARRIVAL);
  // One page load for /auth, then the app's own navigation (no reload, nothing in any URL).
  expect(loads.filter((url) => url.includes('/auth'))).toHaveLength(1);
  for (const url of loads) expect(url).not.toContain(user.password);
});

test('a page opened as /auth?tab=login shows Log In before the app arrives @mobile-only', async ({ page }) => {
  const scripts = await holdScripts(page);
  await prerendered(page, page.goto('/auth?tab=login', { waitUntil: 'commit' }));
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await expect(logInForm(page).getByLabel('Email Address')).toBeVisible();
  await logInForm(page).getByLabel('Email Address').fill('early@example.ng');
  scripts.release();
  await appTookOver(page);
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await expect(logInForm(page).getByLabel('Email Address')).toHaveValue('early@example.ng');
});

test('before the app arrives, "Already have an account? Log in" switches tab in place and "Forgot password?" waits for the app @mobile-only', async ({ page }) => {
  const scripts = await holdScripts(page);
  const loads = pageLoads(page);
  await prerendered(page, page.goto('/auth', { waitUntil: 'commit' }));
  await page.getByRole('link', { name: 'Already have an account? Log in' }).click();
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await logInForm(page).getByLabel('Email Address').fill('forgot@example.ng');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Getting ready' })).toBeVisible();
  expect(await stillPrerendered(page)).toBe(true);

  scripts.release();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible(ARRIVAL);
  await expect(page.getByLabel('Email Address')).toHaveValue('forgot@example.ng');
  await expect(page.getByText('Getting ready')).toHaveCount(0);
  expect(loads).toHaveLength(1);
});

test('dashboard: a tab chosen before the app arrives stays chosen, and links work as plain links', async ({ page }) => {
  const user = await onboardedUser('slow-dash');
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();

  const scripts = await holdScripts(page);
  const loads = pageLoads(page);
  await prerendered(page, page.reload({ waitUntil: 'commit' }));
  await page.getByRole('tab', { name: 'Expenses' }).click();
  await expect(page.getByRole('tab', { name: 'Expenses' })).toHaveAttribute('aria-selected', 'true');
  // The keys work too: one to the left is Quotes.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Quotes' })).toBeFocused();
  expect(await stillPrerendered(page)).toBe(true);
  scripts.release();
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Quotes' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveText('No quotes available');
  expect(loads).toHaveLength(1);

  // Before the app is there, a quick action is a plain link that opens its page.
  scripts.hold();
  await prerendered(page, page.reload({ waitUntil: 'commit' }));
  await page.getByRole('link', { name: 'New Customer' }).click();
  await page.waitForURL('**/dashboard/customers/new', { waitUntil: 'commit' });
  scripts.release();
  await expect(page.getByRole('heading', { name: 'New Customer' })).toBeVisible(ARRIVAL);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a form the browser sends by itself never puts what was typed in the URL', async ({ page }) => {
    await page.goto('/auth');
    await signUpForm(page).getByLabel('Email', { exact: true }).fill('nojs@example.ng');
    await signUpForm(page).getByLabel('Password', { exact: true }).fill('Passw0rd!99');
    await signUpForm(page).getByRole('button', { name: 'Sign up' }).click();
    await page.waitForLoadState();
    // Sent as POST (which the web app's host refuses), not as a GET with the fields in the query.
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('Passw0rd');
  });
});

test('Settings: Sign Out pressed before the app arrives waits visibly and signs the user out once it does @mobile-only', async ({ page }) => {
  const user = await onboardedUser('slow-out');
  await signIn(page, user, '/dashboard/settings');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  const scripts = await holdScripts(page);
  await prerendered(page, page.reload({ waitUntil: 'commit' }));
  // The button is not in a form: the early script keeps the press itself.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Getting ready… Kobo will carry on in a moment.')).toBeVisible();
  expect(await stillPrerendered(page)).toBe(true);
  scripts.release();
  await expect(page).toHaveURL(/\/auth/, ARRIVAL);
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
});
