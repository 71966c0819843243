import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

test('an item is created in naira, found by its description, repriced, marked inactive and found under Inactive @desktop-only', async ({ page }) => {
  const user = await onboardedUser('items', 'Aba Leather Works');
  await signIn(page, user);
  await navigate(page, 'Items');
  await expect(page.getByText('No items found. Add your first item!')).toBeVisible();
  await page.getByRole('link', { name: 'Add Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Item' })).toBeVisible();

  // The price is typed in naira: more than 2 decimals is refused on the field.
  await page.getByLabel(/^Name/).fill('Handmade Leather Tote');
  await page.getByLabel('Selling Price (₦)').fill('12.345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Selling Price (₦)')).toHaveAccessibleDescription(/Enter an amount with at most 2 decimals/);
  await page.getByLabel('Selling Price (₦)').fill('1500.5');
  await page.getByLabel('Description').fill('Full-grain cowhide, stitched by hand in Aba');
  await page.getByLabel('Unit').click();
  await page.getByRole('option', { name: 'box' }).click();
  await page.getByLabel('Tax').click();
  await page.getByRole('option', { name: '7.5%' }).click();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: the item's page shows it, the price as ₦ with 2 decimals.
  await expect(page.getByText('Item added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Handmade Leather Tote' })).toBeVisible();
  await expect(page.getByText('₦1,500.50').first()).toBeVisible();
  await expect(page.getByText('Full-grain cowhide, stitched by hand in Aba')).toBeVisible();
  // The rate by its name, as the form offered it.
  await expect(page.getByText('VAT (7.5%)')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Found by a word from the middle of its description.
  await navigate(page, 'Items');
  const list = page.getByRole('list', { name: 'Items' });
  await page.getByLabel('Search items').first().fill('COWH');
  await expect(list.getByRole('link', { name: /Handmade Leather Tote/ })).toContainText('₦1,500.50');
  await page.getByLabel('Search items').first().fill('stitched by');
  await expect(list.getByRole('link', { name: /Handmade Leather Tote/ })).toBeVisible();
  await page.getByLabel('Search items').first().fill('agbada');
  await expect(page.getByText('No items match your search')).toBeVisible();
  await page.getByLabel('Search items').first().fill('cowhide');
  await list.getByRole('link', { name: /Handmade Leather Tote/ }).click();

  // Edit: the form starts from the saved values; a new price is saved.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Item' })).toBeVisible();
  await expect(page.getByLabel('Selling Price (₦)')).toHaveValue('1,500.50');
  await page.getByLabel('Selling Price (₦)').fill('2000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Handmade Leather Tote' })).toBeVisible();
  await expect(page.getByText('₦2,000.00').first()).toBeVisible();

  // Inactive: listed under Inactive, not under Active.
  await page.getByRole('button', { name: 'Mark as Inactive' }).click();
  await expect(page.getByText('Item marked as inactive')).toBeVisible();
  await navigate(page, 'Items');
  await expect(page.getByText('No items found. Add your first item!')).toBeVisible();
  await page.getByRole('tab', { name: 'Inactive', exact: true }).click();
  await expect(list.getByRole('link', { name: /Handmade Leather Tote/ })).toContainText('₦2,000.00');
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await page.getByLabel('Search items').first().fill('leather');
  await expect(page.getByText('No items match your search')).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(list.getByRole('link', { name: /Handmade Leather Tote/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Delete asks first, then removes it.
  await list.getByRole('link', { name: /Handmade Leather Tote/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: 'No, Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handmade Leather Tote' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Item deleted successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByText('No items found. Add your first item!')).toBeVisible();
});

test('an unknown item shows Item not found with a way back @desktop-only', async ({ page }) => {
  const user = await onboardedUser('items-missing');
  await signIn(page, user, '/dashboard/items/01HZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
});
