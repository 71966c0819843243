import { expect, expectAccessible, expectNoHorizontalScroll, memberOf, onboardedUser, signIn, test } from './fixtures';

test('a staff member leaves the company from My Profile and lands in onboarding; the owner’s team no longer lists them; the last owner is refused @desktop-only', async ({ page, browser }) => {
  // Two people in two browsers, an invitation by e-mail: longer than a one-page test on a busy machine.
  test.setTimeout(120_000);
  const company = `Leave Foods ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const owner = await onboardedUser('leave-owner', company);
  const staff = await memberOf(owner, 'staff', { firstName: 'Ngozi', lastName: 'Eze' }, 'leave-staff');

  // The staff member (no Team Members page for them) finds their company on My Profile.
  await signIn(page, staff, '/dashboard/settings');
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your company' })).toBeVisible();
  await expect(page.getByRole('definition').getByText(company, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Staff: Creates and edits records/)).toBeVisible();
  await page.getByRole('button', { name: 'Leave company' }).click();
  const dialog = page.getByRole('dialog', { name: `Leave ${company}?` });
  await expect(dialog.getByText(`You will lose access to ${company} at once`)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Yes, Leave' }).click();

  // They land where a user without a company lands: onboarding, their name already there.
  await page.waitForURL('**/onboarding');
  await expect(page.getByText(`You left ${company}`)).toBeVisible();
  // They left by themselves: nothing says they were removed.
  await expect(page.getByText(/You were removed from/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ngozi');
  // The company's pages are closed to them now.
  await page.goto('/dashboard/customers');
  await page.waitForURL('**/onboarding');

  // The owner's Team page lists only the owner, with the place freed.
  const theirs = await browser.newContext({ viewport: page.viewportSize() });
  const ownerPage = await theirs.newPage();
  await signIn(ownerPage, owner, '/dashboard/settings/team');
  const members = ownerPage.getByRole('list', { name: 'Members' });
  // A browser of their own loads the app with an empty cache: on a busy machine that alone can take 10 s.
  await expect(members.getByText('Bola Ade')).toBeVisible({ timeout: 30_000 });
  await expect(members.getByText('Ngozi Eze')).toHaveCount(0);
  await expect(ownerPage.getByText('1 of 3 places used')).toBeVisible();

  // The owner, the company's only one, tries to leave: refused in a flash, and nothing changes.
  await ownerPage.goto('/dashboard/settings/profile');
  await ownerPage.getByRole('button', { name: 'Leave company' }).click();
  await ownerPage.getByRole('dialog', { name: `Leave ${company}?` }).getByRole('button', { name: 'Yes, Leave' }).click();
  await expect(ownerPage.getByText('A company needs at least one owner: make someone else an owner first')).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/dashboard\/settings\/profile$/);
  await expect(ownerPage.getByRole('definition').getByText(company, { exact: true })).toBeVisible();
  await ownerPage.goto('/dashboard/settings/team');
  await expect(ownerPage.getByRole('list', { name: 'Members' }).getByText('Bola Ade')).toBeVisible();
  await theirs.close();
});
