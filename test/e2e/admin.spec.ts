import { appTookOver, holdEntry, prerendered, stillPrerendered } from './early';
import { expect, expectAccessible, expectNoHorizontalScroll, makeSuperAdmin, navigate, onboardedUser, signIn, test } from './fixtures';

/*
 * The super-admin area, at both widths: a super admin (made as an operator does, with
 * npm run make-admin) finds a company by name, opens it, gives the role to its owner, who then
 * sees the Admin Dashboard; an owner who types /admin-dashboard is sent away.
 */

test('a super admin finds a company by name, opens it, and makes its owner a super admin, who then sees the Admin Dashboard', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const admin = await onboardedUser('admin', `Kobo Operations ${stamp}`);
  await makeSuperAdmin(admin);
  const owner = await onboardedUser('zainab', `Zainab Textiles ${stamp}`);

  await signIn(page, admin, '/dashboard');
  await navigate(page, 'Settings');
  const menu = page.getByRole('navigation', { name: 'Settings menu' });
  await expect(menu.getByRole('link').first()).toHaveText('Admin Dashboard');
  await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('searchbox', { name: 'Search companies' }).fill(`zainab textiles ${stamp}`);
  const list = page.getByRole('list', { name: 'Admin Dashboard' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('Free Trial');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await list.getByRole('link', { name: new RegExp(`Zainab Textiles ${stamp}`) }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Zainab Textiles ${stamp}` })).toBeVisible();
  // One status, the one the company is in: a trial (Paystack's 'active' is no word of a trial's).
  const plan = page.locator('dl').filter({ hasText: 'Trial ends' });
  await expect(plan.locator('div').filter({ has: page.locator('dt', { hasText: /^Status$/ }) }).locator('dd')).toHaveText('Trial');
  await expect(plan.getByText(/active/i)).toHaveCount(0);
  await expect(plan.getByText('Renewal')).toHaveCount(0);
  await expect(page.getByText('Team seats')).toBeVisible();
  await expect(page.getByText('1 of 3')).toBeVisible();
  await expect(page.getByText('No payments to Kobo yet.')).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText(owner.email);
  await expect(members).toContainText('Owner');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await members.getByRole('link', { name: 'Bola Ade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bola Ade' })).toBeVisible();
  await expect(page.getByText(`Zainab Textiles ${stamp}`)).toBeVisible();
  await page.getByRole('button', { name: 'Make super admin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make super admin' }).click();
  await expect(page.getByText('Super admin role assigned successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove super admin' })).toBeVisible();

  // The audit log says who did it.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/dashboard\/admin-dashboard$/);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('list', { name: 'Admin Dashboard' }).getByText(`Assigned super admin: ${owner.email}`).first()).toBeVisible();
  await expect(page.getByText(`By ${admin.email}`).first()).toBeVisible();

  // The owner, at their next sign-in, has the Admin Dashboard.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner, '/dashboard/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.email);
  const found = page.getByRole('list', { name: 'Admin Dashboard' }).getByRole('link');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Super admin');
  await expect(found).toContainText(`Kobo Operations ${stamp} (Owner)`);
});

test('an owner who types /admin-dashboard is sent to /, and has no Admin Dashboard in Settings', async ({ page }) => {
  const owner = await onboardedUser('plainowner', 'Ikeja Hardware Ltd');
  await signIn(page, owner, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin-dashboard');
  // Sent to /, which opens a signed-in user's opening screen: the dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
});

test('the role is known before the first paint: an owner never sees the admin heading nor calls the admin API; a super admin has Admin Dashboard in the menu at once', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const owner = await onboardedUser('paintowner', `Ikeja Hardware ${stamp}`);
  const admin = await onboardedUser('paintadmin', `Kobo Operations ${stamp}`);
  await makeSuperAdmin(admin);

  // Every /api/admin call the page makes, and every frame that would paint the Admin Dashboard heading.
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
  });
  let headingPainted = 0;
  await page.exposeFunction('__koboAdminHeadingPainted', () => void headingPainted++);
  await page.addInitScript(() => {
    const look = () => {
      for (const h of Array.from(document.querySelectorAll('h1'))) {
        if (h.textContent?.includes('Admin Dashboard') && h.checkVisibility()) void (window as unknown as { __koboAdminHeadingPainted: () => void }).__koboAdminHeadingPainted();
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  await signIn(page, owner, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const gate = await holdEntry(page);
  // The app's scripts held back: the prerendered page alone, as a slow phone has it for a while.
  gate.hold();
  await prerendered(page, page.goto('/dashboard/admin-dashboard', { waitUntil: 'commit' }));
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeHidden();
  // The early script (its requests a task after the page's markup) asked nothing for a page not theirs.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await page.evaluate(() => window.__koboEarlyGets?.asked ?? null)).toBeNull();
  expect(await stillPrerendered(page)).toBe(true);
  gate.release();
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The owner's Settings has no Admin Dashboard, prerendered or not.
  gate.hold();
  await prerendered(page, page.goto('/dashboard/settings', { waitUntil: 'commit' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  gate.release();
  await appTookOver(page);
  await expect(page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  // The spec's address, with nothing held back: away to the dashboard, the same way.
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(adminCalls).toEqual([]);
  expect(headingPainted).toBe(0);

  // A super admin: the entry is the menu's first from the prerendered page on, before the app runs.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, admin, '/dashboard');
  gate.hold();
  await prerendered(page, page.goto('/dashboard/settings', { waitUntil: 'commit' }));
  const menu = page.getByRole('navigation', { name: 'Settings menu' });
  await expect(menu.getByRole('link').first()).toHaveText('Admin Dashboard');
  expect(await stillPrerendered(page)).toBe(true);
  gate.release();
  await appTookOver(page);
  await expect(menu.getByRole('link').first()).toHaveText('Admin Dashboard');
  await expectAccessible(page);
  // And the admin page itself paints for them before the app, its data asked for early.
  gate.hold();
  await prerendered(page, page.goto('/dashboard/admin-dashboard', { waitUntil: 'commit' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__koboEarlyGets?.asked ?? [])).toEqual(['/api/me', '/api/admin/companies']);
  gate.release();
  await appTookOver(page);
  await expect(page.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
});
