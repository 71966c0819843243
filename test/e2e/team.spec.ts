import { INVITATION_EMAIL_SUBJECT } from '../../shared/constants';
import { E2E } from '../../playwright.config';
import { mailWithSubject } from './documents';
import { expect, expectAccessible, expectNoHorizontalScroll, idToken, onboardedUser, signIn, test, uniqueEmail } from './fixtures';

test('the owner invites a staff member, who joins from the e-mailed link, cannot open the team settings, and is refused once removed @desktop-only', async ({ page, browser }) => {
  // Two people in two browsers, an invitation by e-mail: longer than a one-page test on a busy machine.
  test.setTimeout(120_000);
  const company = `Team Foods ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const owner = await onboardedUser('team-owner', company);
  const staffEmail = uniqueEmail('team-staff');
  const staffPassword = 'Str0ng!Pass';

  // The owner invites from Settings > Team Members.
  await signIn(page, owner, '/dashboard/settings');
  await page.getByRole('link', { name: 'Team Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Members' })).toBeVisible();
  await expect(page.getByText('1 of 3 places used')).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter an e-mail address')).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(staffEmail);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${staffEmail} will get an e-mail with a link to join.`)).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(staffEmail)).toBeVisible();
  await expect(pending.getByText('Staff', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The invitee opens the link from the mailbox in a browser of their own.
  const mail = await mailWithSubject(INVITATION_EMAIL_SUBJECT(company));
  expect(mail.destination.to).toContain(staffEmail);
  const link = /http:\/\/\S+\/join\/[A-Za-z0-9_-]{43}/.exec(mail.body.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const theirs = await browser.newContext({ viewport: page.viewportSize() });
  const staff = await theirs.newPage();
  await staff.goto(link!);
  await expect(staff.getByRole('heading', { level: 1, name: `Join ${company} on Kobo` })).toBeVisible();
  await expect(staff.getByLabel('E-mail address')).toHaveValue(staffEmail);
  await expectAccessible(staff);
  await expectNoHorizontalScroll(staff);
  await staff.getByLabel('First name').fill('Chidi');
  await staff.getByLabel('Last name (optional)').fill('Okeke');
  await staff.getByLabel('Password').fill('weak');
  await staff.getByRole('button', { name: 'Set password and join' }).click();
  await expect(staff.getByText('Use at least 8 characters')).toBeVisible();
  await staff.getByLabel('Password').fill(staffPassword);
  await staff.getByRole('button', { name: 'Set password and join' }).click();
  await staff.waitForURL((url) => url.pathname === '/dashboard');
  await expect(staff.getByRole('heading', { level: 1, name: 'Welcome Chidi' })).toBeVisible();

  // Staff: no team or template settings in the menu, and the team page refuses them.
  await staff.goto('/dashboard/settings');
  await expect(staff.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Team Members' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'PDF Template Customization' })).toHaveCount(0);
  // Nor the plan: billing is the owners'; the settings card has no Upgrade Plan for them.
  await expect(staff.getByRole('link', { name: 'Subscription & Billing' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await staff.goto('/dashboard/settings/team');
  await expect(staff.getByText('Your role does not allow this')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Invite member' })).toHaveCount(0);

  // The owner sees them as a member, and removes them.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText('Chidi Okeke')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Chidi Okeke' }).click();
  await page.getByRole('dialog', { name: 'Remove this member?' }).getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(page.getByText('Chidi Okeke no longer has access to the company.')).toBeVisible();
  await expect(members.getByText('Chidi Okeke')).toHaveCount(0);

  // Their very next request is refused: the API says so, and the app sends them to set up a company of their own,
  // telling them which company removed them.
  const token = await idToken({ email: staffEmail, password: staffPassword });
  const res = await fetch(`http://localhost:${E2E.app}/api/customers`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(403);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('no_company');
  await staff.goto('/dashboard/customers');
  await staff.waitForURL('**/onboarding');
  await expect(staff.getByText(`You were removed from ${company}`)).toBeVisible();
  await expect(staff.getByText(`An owner or admin of ${company} removed you from the company on`)).toBeVisible();
  await expect(staff.getByText('Please set up your company to continue')).toHaveCount(0);
  await expect(staff.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await expectAccessible(staff);
  await expectNoHorizontalScroll(staff);
  await theirs.close();
});
