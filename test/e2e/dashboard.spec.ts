import type { Locator, Page } from '@playwright/test';
import { holdScripts, prerendered as painted } from './early';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';

const rounded = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
};

/** Where the dashboard's parts sit on the screen (text may differ: the prerendered page knows no names). */
async function layout(page: Page) {
  const narrow = (page.viewportSize()?.width ?? 1440) < 768;
  const parts: Record<string, Locator> = {
    banner: page.getByRole('banner'),
    main: page.getByRole('main'),
    navigation: page.getByRole('navigation', { name: narrow ? 'Bottom navigation' : 'Main navigation' }),
    heading: page.getByRole('heading', { level: 1 }),
    newCustomer: page.getByRole('link', { name: 'New Customer' }),
    tablist: page.getByRole('tablist', { name: 'Recent transactions' }),
    tabpanel: page.getByRole('tabpanel'),
  };
  for (const name of ['View Your Receivables Summary', 'Recent Transactions', 'Sales & Expenses']) parts[name] = page.getByRole('heading', { level: 2, name });
  for (const name of ['Invoices', 'Quotes', 'Expenses']) parts[`tab ${name}`] = page.getByRole('tab', { name });
  const boxes: Record<string, number[] | null> = {};
  for (const [name, locator] of Object.entries(parts)) boxes[name] = await rounded(locator);
  // The heading's text grows by the caller's name; where it sits and how tall it is stay.
  boxes.heading = boxes.heading && [boxes.heading[0]!, boxes.heading[1]!, boxes.heading[3]!];
  return boxes;
}

test('the dashboard paints from its HTML, and the app takes its place without moving anything', async ({ page }) => {
  const user = await onboardedUser('paint', 'Ikeja Prints Ltd');
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 1440) >= 768;
  // On wide screens, with the navigation kept collapsed: the prerendered page shows the rail too.
  if (wide) await page.getByRole('button', { name: 'Collapse navigation' }).click();

  // The app's scripts held back: the page as its HTML and inline styles alone paint it.
  const scripts = await holdScripts(page);
  await painted(page, page.reload({ waitUntil: 'commit' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText('Loading...');
  const prerendered = await layout(page);
  if (wide) expect(prerendered.navigation?.[2]).toBe(68);
  await expectAccessible(page);

  scripts.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText('No invoices available');
  await expect(page.getByText('Ikeja Prints Ltd').first()).toBeAttached();
  expect(await layout(page)).toEqual(prerendered);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('the recent transactions tabs follow the arrow keys, Home and End @desktop-only', async ({ page }) => {
  const user = await onboardedUser('tabs');
  await signIn(page, user);
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
  await tab('Invoices').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Quotes')).toBeFocused();
  await expect(tab('Quotes')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('No quotes available');
  await page.keyboard.press('End');
  await expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('No expenses available');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Invoices')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Expenses')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
  // One tab stop: Tab leaves the tab list for the open panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await tab('Quotes').click();
  await expect(page.getByRole('tabpanel')).toHaveText('No quotes available');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dashboard arrives already rendered: the app frame and the dashboard as it looks while loading', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Transactions' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Invoices', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveText('Loading...');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
