import { expect, navigate, onboardedUser, signIn, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { UPLOAD_MESSAGES } from '../../frontend/src/api/attachments';
import { apiCall, chooseOption, dismissMessages } from './documents';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';

/*
 * On mobile data an answer can be lost after the server did the work. The app sends every
 * POST with an Idempotency-Key and keeps it for the same request until an answer arrives, so
 * tapping Save again after "Could not reach the server" answers the record already made
 * instead of making a second one.
 */

test('an expense saved while the answer was lost on the way back: Save again shows it, and there is one', async ({ page }) => {
  const owner = await onboardedUser('lost-answer', 'Aba Textiles Ltd');
  await signIn(page, owner);
  const keys: string[] = [];
  let answerLost = false;
  await page.route('**/api/expenses', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (answerLost) return route.fallback();
    answerLost = true;
    // The server makes the expense; its answer never reaches the phone.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await navigate(page, 'Expenses');
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill('18,500');
  await chooseOption(page, 'Category', 'Travel');
  await page.getByLabel('Vendor').fill('ABC Transport');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Could not reach the server. Check your connection and try again.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXPENSE_MESSAGES.added).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const call = await apiCall(owner);
  const { items } = await call<{ items: { vendor?: string; amountKobo: number }[] }>('GET', '/expenses');
  expect(items).toEqual([expect.objectContaining({ vendor: 'ABC Transport', amountKobo: 1_850_000 })]);

  // A new expense afterwards is a new request, with a new key (the messages first: on a phone they cover the menu).
  await dismissMessages(page);
  await navigate(page, 'Expenses');
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await page.getByLabel(/^Amount/).fill('18,500');
  await chooseOption(page, 'Category', 'Travel');
  await page.getByLabel('Vendor').fill('ABC Transport');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
  expect((await call<{ items: unknown[] }>('GET', '/expenses')).items).toHaveLength(2);
});

test('a save answered 503 "try again in a moment" (a busy table) is sent again by the app after Retry-After, with the same key: one expense, no error shown', async ({ page }) => {
  const owner = await onboardedUser('busy-table', 'Kano Leather Works');
  await signIn(page, owner);
  const keys: string[] = [];
  await page.route('**/api/expenses', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    // The first try meets a table too busy to answer in time: nothing was written.
    await route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({ error: { code: 'try_again', message: 'Kobo could not finish this just now. Please try again in a moment.' } }),
    });
  });

  await navigate(page, 'Expenses');
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill('7,250');
  await chooseOption(page, 'Category', 'Travel');
  await page.getByLabel('Vendor').fill('Kano Line Buses');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXPENSE_MESSAGES.added).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
  await expect(page.getByText('Please try again in a moment')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const call = await apiCall(owner);
  expect((await call<{ items: unknown[] }>('GET', '/expenses')).items).toHaveLength(1);
});

test('a receipt upload whose line goes dead is given up after 30 s without progress, in our words, and can be sent again', async ({ page }) => {
  const owner = await onboardedUser('stalled-upload', 'Ibadan Prints Ltd');
  await page.clock.install();
  await signIn(page, owner);
  // The first post to the file store gets no answer at all; the second goes through.
  let held = false;
  await page.route(`http://127.0.0.1:${E2E.s3}/**`, async (route) => {
    if (route.request().method() !== 'POST' || held) return route.fallback();
    held = true;
  });
  await navigate(page, 'Expenses');
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();
  const slip = { name: 'fuel-slip.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') };
  await page.getByLabel(/Choose file/).setInputFiles(slip);
  await expect.poll(() => held).toBe(true);
  await page.clock.runFor(31_000);
  await expect(page.getByText(UPLOAD_MESSAGES.stalled).first()).toBeVisible();
  await page.getByLabel(/Choose file/).setInputFiles(slip);
  await expect(page.getByRole('button', { name: 'Remove receipt fuel-slip.png' })).toBeVisible();
});
