import { PLANS } from '../../shared/plans';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';

/*
 * The public pages (/ and /pricing, src/public/): what a visitor deciding whether to sign up
 * sees, at both widths; their links into the real flows; what a signed-in user sees; and what
 * search engines are given.
 */

test('a visitor: the home page, its links, and no app downloaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Kobo: invoicing for Nigerian small businesses');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Naira/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Kobo: invoicing for Nigerian small businesses');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Paystack/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice in Naira. Get paid faster.' })).toBeVisible();
  await expect(page.getByText('Open to small businesses across Nigeria')).toBeVisible();
  await expect(page.getByText(/launching soon/i)).toHaveCount(0);
  const site = page.getByRole('navigation', { name: 'Site' });
  for (const name of ['Features', 'Pricing', 'Customers', 'FAQs']) await expect(site.getByRole('link', { name })).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?tab=login');
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  for (const id of ['features', 'customers', 'faqs']) await expect(page.locator(`section#${id} h2`)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('©');
  await page.getByText('Can my customers pay online?').click();
  await expect(page.getByText('Add your Paystack keys in Settings')).toBeVisible();
  // Only the page's own small script: no React, no Amplify.
  expect(scripts.filter((s) => !/^\/assets\/public-[A-Z0-9]+\.js$/.test(s))).toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await site.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Simple prices in Naira' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?signup=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // The sign-in page's logo leads home (the spec's /landing, which is the home page).
  await page.getByRole('link', { name: 'Kobo' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice in Naira. Get paid faster.' })).toBeVisible();
});

test('a visitor: pricing from the plans, each leading into sign-up; Enterprise to sales', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing: Kobo');
  await expect(page.getByText('All plans start with a 14-day free trial').first()).toBeVisible();
  const plans = page.locator('.plans > li');
  await expect(plans).toHaveCount(4);
  // The app's words and money format (Settings > Subscription & Billing): the trial is free, not ₦0.
  const expected = [
    ['Free Trial', 'Free', 'for 14 days'],
    ['Starter', '₦5,000.00', 'a month'],
    ['Professional', '₦10,000.00', 'a month'],
    ['Enterprise', 'Talk to us', 'for larger teams'],
  ];
  for (const [i, [name, price, per]] of expected.entries()) {
    await expect(plans.nth(i).getByRole('heading', { level: 3 })).toHaveText(name!);
    await expect(plans.nth(i).locator('.amount')).toHaveText(price!);
    await expect(plans.nth(i).locator('.per')).toHaveText(per!);
  }
  expect(Object.values(PLANS).map((p) => p.name)).toEqual(expected.slice(0, 3).map(([name]) => name));
  await expect(page.getByText(/₦0\b/)).toHaveCount(0);
  await expect(plans.nth(1).getByText('Recommended')).toBeVisible();
  await expect(plans.nth(0)).toContainText('Up to 5 invoices');
  await expect(plans.nth(0)).toContainText('Up to 3 team members');
  await expect(plans.nth(1)).toContainText('Up to 3 team members');
  await expect(plans.nth(2)).toContainText('Up to 10 team members');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Starter ₦5,000\.00 and Professional ₦10,000\.00 a month/);
  await expect(plans.nth(3).getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', 'mailto:sales@kobo.ng');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await plans.nth(1).getByRole('link', { name: 'Try Starter free' }).click();
  await expect(page).toHaveURL(/\/auth\?signup=true$/);
});

test('signed in: / opens the app, pricing offers the upgrade, Log out comes back home signed out', async ({ page }) => {
  const owner = await onboardedUser('public', 'Kano Grains Ltd');
  await signIn(page, owner, '/dashboard');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/pricing');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Log in' })).toBeHidden();
  await expectAccessible(page);
  await page.locator('.plans > li').nth(1).getByRole('link', { name: 'Upgrade to Starter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription & Billing' })).toBeVisible();
  // The app writes the plans in the pricing page's words.
  const starter = page.locator('.kobo-plan').filter({ has: page.getByRole('heading', { level: 3, name: /Starter/ }) });
  await expect(starter).toContainText('₦5,000.00 a month');
  await expect(starter).toContainText('Up to 3 team members');
  await expect(page.getByText('Free for 14 days')).toBeVisible();

  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  // Signed out for the app too.
  await page.goto('/dashboard/customers');
  await expect(page).toHaveURL(/\/auth/);
});

test('search engines get a sitemap of the public pages and a robots.txt naming it @desktop-only', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/pricing</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
