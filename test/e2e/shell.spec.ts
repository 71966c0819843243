import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

const pages: [entry: string, heading: string, text: string][] = [
  ['Items', 'Items', 'No items found. Add your first item!'],
  ['Quotes', 'Quotes', 'No quotes yet'],
  ['Invoices', 'Invoices', 'There are no unpaid invoices'],
  ['Sales Receipts', 'Sales Receipts', 'There are no entries on your list.'],
  ['Payments Received', 'Payments Received', 'No Payments have been received'],
  ['Expenses', 'Expenses', 'There are no expenses'],
  ['Time Tracking', 'Time Tracking', 'No time entries yet'],
  ['Reports', 'Reports', 'Invoices and sales receipts of the period, per customer.'],
  ['Customers', 'Customers', 'No customers found. Create your first customer!'],
];

test('every navigation entry opens an accessible page that fits the screen', async ({ page }) => {
  const user = await onboardedUser('shell', 'Yaba Tech Hub');
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(page.getByText('Yaba Tech Hub').first()).toBeVisible();
  for (const [entry, heading, text] of pages) {
    await navigate(page, entry);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  }
  await navigate(page, 'Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('14 days left')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('/dashboard/no-such-page')).toBeVisible();
});

// Tagged tests run only in the matching Playwright project (see playwright.config.ts).
test('below 768px the bottom bar and the add button take the user where they say @mobile-only', async ({ page }) => {
  const user = await onboardedUser('mobile');
  await signIn(page, user);
  const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
  await bottom.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await bottom.getByRole('link', { name: 'Expenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await bottom.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await navigate(page, 'Customers');
  await page.getByRole('link', { name: 'New customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Customer' })).toBeVisible();
  const drawerWidth = await (async () => {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const box = await page.getByRole('dialog').boundingBox();
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    return box?.width;
  })();
  expect(drawerWidth).toBe(280);
});

test('on wide screens the side navigation collapses to a 68px rail and stays so @desktop-only', async ({ page }) => {
  const user = await onboardedUser('rail');
  await signIn(page, user);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(68);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(68);
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});
