import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

test('a customer with addresses and two contacts is edited, commented on, archived and found under Inactive', async ({ page }) => {
  const user = await onboardedUser('records', 'Kano Textiles Ltd');
  await signIn(page, user);
  await navigate(page, 'Customers');
  await page.getByRole('link', { name: 'Add Customer' }).click();

  // Every field the form offers is saved.
  await page.getByLabel('Display Name').fill('Aisha Bello Fabrics');
  await page.getByLabel('Company Name').fill('Aisha Bello Fabrics Ltd');
  await page.getByLabel('Email').fill('aisha@bellofabrics.ng');
  await page.getByLabel('Work Phone').fill('+234 803 000 1111');
  await page.getByLabel('TIN').fill('23456789-0001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await page.getByRole('list', { name: 'Customers' }).getByRole('link', { name: /Aisha Bello Fabrics/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Aisha Bello Fabrics/ })).toBeVisible();
  await expect(page.getByText('23456789-0001')).toBeVisible();

  // Addresses: billing typed, shipping copied from it.
  await page.getByRole('button', { name: 'Add billing address' }).click();
  const billing = page.getByRole('region', { name: 'Billing Address' });
  await billing.getByLabel('Street 1').fill('14 Bompai Road');
  await billing.getByLabel('City').fill('Kano');
  await billing.getByLabel('State').fill('Kano');
  await page.getByRole('link', { name: 'Copy Billing Address' }).or(page.getByRole('button', { name: 'Copy Billing Address' })).first().click();
  await expect(page.getByText('Billing address copied to shipping address')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping Address' }).getByText('14 Bompai Road')).toBeVisible();

  // Two contact persons; the second becomes the one primary.
  for (const [first, last] of [
    ['Musa', 'Ibrahim'],
    ['Zainab', 'Yusuf'],
  ]) {
    await page.getByRole('button', { name: 'Add Contact Person' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Contact Person' })).toBeVisible();
    await page.getByLabel('First Name').fill(first!);
    await page.getByLabel('Last Name').fill(last!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact person added successfully').last()).toBeVisible();
  }
  const contacts = page.getByRole('list', { name: 'Contact persons' });
  await expect(contacts.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark as primary: Zainab Yusuf' }).click();
  await expect(contacts.getByRole('listitem').filter({ hasText: 'Zainab Yusuf' }).getByText('Primary')).toBeVisible();
  await expectAccessible(page);

  // Edit.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Customer' })).toBeVisible();
  await page.getByLabel('Display Name').fill('Aisha Bello Textiles');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Aisha Bello Textiles/ })).toBeVisible();

  // Comment; the server's history shows it with the edits.
  await page.getByRole('tab', { name: 'COMMENTS & HISTORY' }).click();
  await page.getByLabel('Add a comment').fill('Prefers delivery on Fridays.');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  const history = page.getByRole('list', { name: 'Customer history' });
  await expect(history.getByText('Prefers delivery on Fridays.')).toBeVisible();
  await expect(history.getByText('Customer details updated')).toBeVisible();
  await expect(history.getByText('Customer created')).toBeVisible();

  // Archive, then find it under Inactive and not under Active.
  await page.getByRole('button', { name: 'Mark as Inactive' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Customer marked as inactive')).toBeVisible();
  await navigate(page, 'Customers');
  const list = page.getByRole('list', { name: 'Customers' });
  await page.getByRole('tab', { name: 'Inactive', exact: true }).click();
  await expect(list.getByRole('link', { name: /Aisha Bello Textiles/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(page.getByText('No customers found. Create your first customer!').or(page.getByText('No customers match your search'))).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByLabel('Search customers').first().fill('textiles');
  await expect(list.getByRole('link', { name: /Aisha Bello Textiles/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});
