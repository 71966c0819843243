import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

test('a new customer gets its address and contact persons before the first save, all saved together @desktop-only', async ({ page }) => {
  // Five pages of the form's draft, a save and a reload: about 40 s alone, up to 90 s beside the other worker on a 2-core machine.
  test.setTimeout(150_000);
  const user = await onboardedUser('newflow', 'Abuja Office Supplies');
  await signIn(page, user);
  await navigate(page, 'Customers');
  await page.getByRole('link', { name: 'Add Customer' }).click();
  await page.getByLabel('Display Name').fill('Wuse Market Traders');
  await page.getByLabel('Email').fill('info@wusetraders.ng');

  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.waitForURL('**/dashboard/customers/new/address');
  await expect(page.getByRole('region', { name: 'Billing Address' })).toBeVisible();
  await expect(page.getByText('Wuse Market Traders')).toBeVisible();
  const billing = page.getByRole('region', { name: 'Billing Address' });
  await billing.getByLabel('Street 1').fill('Plot 12, Wuse Zone 5');
  await billing.getByLabel('City').fill('Abuja');
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the form: what was typed is still there, and the address is listed.
  await page.waitForURL('**/dashboard/customers/new');
  await expect(page.getByLabel('Display Name')).toHaveValue('Wuse Market Traders');
  await expect(page.getByText('Plot 12, Wuse Zone 5, Abuja, Nigeria')).toBeVisible();

  for (const [first, last, primary] of [
    ['Emeka', 'Obi', false],
    ['Halima', 'Garba', true],
  ] as const) {
    await page.getByRole('button', { name: 'Add Contact Person' }).click();
    await page.waitForURL('**/dashboard/customers/new/contact');
    // The URL moves before the page's chunk has painted; the customer form has name fields too.
    await expect(page.getByRole('heading', { name: 'Add Contact Person' })).toBeVisible();
    await page.getByLabel('First Name').fill(first);
    await page.getByLabel('Last Name').fill(last);
    if (primary) await page.getByText('Primary contact').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/dashboard/customers/new');
  }
  const contacts = page.getByRole('list', { name: 'Contact persons to add' });
  await expect(contacts.getByRole('listitem')).toHaveCount(2);
  await expect(contacts).toContainText('Halima Garba (Primary)');

  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByLabel('Display Name')).toHaveValue('Wuse Market Traders');
  await expect(contacts.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  const card = page.getByRole('list', { name: 'Customers' }).getByRole('link', { name: /Wuse Market Traders/ });
  await expect(card).toContainText('Receivables ₦0.00');
  await expect(card).toContainText('Unused Credits ₦0.00');
  await card.click();
  await page.getByRole('tab', { name: 'TRANSACTIONS' }).click();
  await expect(page.getByText('No transactions found for this customer')).toBeVisible();
  await page.getByRole('tab', { name: 'DETAILS' }).click();
  await expect(page.getByRole('region', { name: 'Billing Address' }).getByText('Plot 12, Wuse Zone 5')).toBeVisible();
  await expect(page.getByText('Halima Garba')).toBeVisible();
  await expect(page.getByText('Emeka Obi')).toBeVisible();

  // The next New Customer starts blank.
  await navigate(page, 'Customers');
  await page.getByRole('link', { name: 'Add Customer' }).click();
  await expect(page.getByLabel('Display Name')).toHaveValue('');
  await expect(page.getByText('No contact persons added')).toBeVisible();
});

test('More Filters narrows the customer list on the server @desktop-only', async ({ page }) => {
  const user = await onboardedUser('filters', 'Port Harcourt Marine');
  await signIn(page, user);
  await navigate(page, 'Customers');
  for (const [name, email] of [
    ['Bonny Fisheries', 'sales@bonny.ng'],
    ['Rivers Cold Store', ''],
  ]) {
    await page.getByRole('link', { name: 'Add Customer' }).click();
    await page.getByLabel('Display Name').fill(name);
    if (email) await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Customer added successfully').first()).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Customers' });
  await expect(list.getByRole('link')).toHaveCount(2);

  await page.getByRole('button', { name: /More Filters: Select filters/ }).click();
  await page.getByRole('group', { name: 'Customer filters' }).getByLabel('Email').click();
  await page.getByRole('option', { name: 'No email' }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('Rivers Cold Store');
  await expect(page.getByRole('button', { name: /More Filters: No email/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A created range that ended yesterday leaves nothing.
  const yesterday = new Date(Date.now() - 86_400_000 + 3_600_000).toISOString().slice(0, 10).replace(/-/g, '/');
  await page.getByRole('group', { name: 'Customer filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Created to').fill(yesterday);
  await expect(page.getByText('No customers match your search')).toBeVisible();
});
