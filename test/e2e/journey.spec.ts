import { codeFromMailbox, expect, expectAccessible, expectNoHorizontalScroll, logIn, navigate, test, uniqueEmail } from './fixtures';

test('a new business signs up, sets up, adds a customer, finds it, logs out and back in', async ({ page }) => {
  // The whole life of a new account through the forms (sign-up, code, onboarding, a customer, settings, log out and in): about 50 s with two workers on this machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  const password = 'Passw0rd!23';

  // Sign up.
  await page.goto('/auth?signup=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Adaeze Okafor');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('I agree to all the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  // The code arrives in the local mailbox.
  await expect(page.getByText('Account created! Please check your email for verification.')).toBeVisible();
  const code = await codeFromMailbox(email, /verification code/i);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Onboarding, four steps; the name typed at sign-up is already there.
  await page.waitForURL('**/onboarding');
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();
  // The step survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();
  await page.getByLabel('Company name').fill('A');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Company name')).toHaveAccessibleDescription(/Company name must be at least 2 characters/);
  await page.getByLabel('Company name').fill('Adaeze Foods Ltd');
  await page.getByLabel('Tax Identification Number (TIN)').fill('12345678-0001');
  await page.getByLabel('Street address', { exact: true }).fill('12 Allen Avenue');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('State').fill('Lagos');
  await expect(page.getByText('This address will appear on your invoices')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText('Adaeze Foods Ltd')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Setup complete! Your account is ready.')).toBeVisible();
  await expect(page.getByText('Free trial activated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();

  // Dashboard.
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Adaeze' })).toBeVisible();
  await expect(page.getByText('No invoices available')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Add a customer from the quick action.
  await page.getByRole('link', { name: 'New Customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Customer' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Display Name')).toHaveAccessibleDescription(/Display name is required/);
  await page.getByLabel('Display Name').fill('Chukwuma Okonkwo Stores');
  await page.getByLabel('Email').fill('Chuks@LekkiFoods.ng');
  await page.getByLabel('Phone', { exact: true }).fill('0803 555 0101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await page.waitForURL('**/dashboard/customers');

  // Find it by search, case-insensitively, and open it.
  const list = page.getByRole('list', { name: 'Customers' });
  await page.getByRole('searchbox', { name: 'Search customers' }).or(page.getByLabel('Search customers')).first().fill('OKONKWO');
  await expect(list.getByRole('link', { name: /Chukwuma Okonkwo Stores/ })).toBeVisible();
  await page.getByLabel('Search customers').first().fill('nobody-like-this');
  await expect(page.getByText('No customers match your search')).toBeVisible();
  await page.getByLabel('Search customers').first().fill('chuks@');
  await list.getByRole('link', { name: /Chukwuma Okonkwo Stores/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Chukwuma Okonkwo Stores/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'chuks@lekkifoods.ng' })).toBeVisible();
  await page.getByRole('tab', { name: 'COMMENTS & HISTORY' }).click();
  await expect(page.getByText('Customer created')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Settings shows the real company.
  await navigate(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await page.getByRole('link', { name: 'Organization Profile' }).click();
  await expect(page.getByText('12345678-0001')).toBeVisible();
  await expectAccessible(page);

  // Log out, then log in again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Successfully logged out')).toBeVisible();
  await page.goto('/auth?tab=login');
  await logIn(page, { email, password: 'wrong-Passw0rd' });
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await logIn(page, { email, password });
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Adaeze' })).toBeVisible();
  await navigate(page, 'Customers');
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('link', { name: /Chukwuma Okonkwo Stores/ })).toBeVisible();
});
