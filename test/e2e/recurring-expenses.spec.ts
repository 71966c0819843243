import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { E2E } from '../../playwright.config';
import { RECURRING_MESSAGES } from '../../shared/recurring-values';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';
import { chooseOption, lagosDay } from './documents';

/** A value of a detail page's list, by its label. */
const detail = (page: Page, label: string) => page.locator('.kobo-ui-dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

/**
 * Runs the recurring-expenses job once against the e2e stack's DynamoDB, by the command a
 * developer runs (`npm run recurring-expenses`, scripts/daily-job.ts). `npm start`
 * also runs it every minute; a test does not wait for that.
 */
async function runRecurringJob(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, '../../node_modules/tsx/dist/cli.mjs'), 'scripts/daily-job.ts', 'recurring-expenses'], {
    cwd: path.join(__dirname, '../..'),
    env: { ...process.env, DYNAMODB_PORT: String(E2E.dynamodb) },
    timeout: 60_000,
  });
  return stdout;
}

test('an owner sets up monthly rent starting today; the job makes its expense, listed with a link to its profile @desktop-only', async ({ page }) => {
  // The job runs as its own process (tsx compiles it first): room for that on a busy machine.
  test.setTimeout(150_000);
  const owner = await onboardedUser('recurring', 'Surulere Studios');
  await signIn(page, owner);
  await navigate(page, 'Expenses');
  await page.getByRole('link', { name: 'Recurring', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/expenses\/recurring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring Expenses' })).toBeVisible();
  await expect(page.getByText('No recurring expenses yet')).toBeVisible();

  await page.getByRole('link', { name: 'New Recurring Expense', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Recurring Expense' })).toBeVisible();
  // Monthly from today in Lagos unless changed.
  await expect(page.getByLabel(/^Start date/)).toHaveValue(lagosDay().replace(/-/g, '/'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(RECURRING_MESSAGES.nameRequired)).toBeVisible();
  await page.getByLabel(/^Name/).fill('Office rent');
  await page.getByLabel(/^Amount/).fill('150,000');
  await chooseOption(page, 'Category', 'Office');
  await page.getByLabel('Vendor').fill('Lekki Properties');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(RECURRING_MESSAGES.added)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Office rent' })).toBeVisible();
  const today = format(parseISO(lagosDay()), 'MMM dd, yyyy');
  await expect(detail(page, 'Repeats')).toHaveText('Monthly');
  await expect(detail(page, 'Start date')).toHaveText(today);

  // The job runs (as the schedule would): today's expense is made, once however often it runs.
  expect(await runRecurringJob()).toMatch(/^Recurring expenses for \d{4}-\d{2}-\d{2}: \d+ made/m);
  await runRecurringJob();
  await page.reload();
  const made = page.getByRole('list', { name: 'Expenses made' });
  await expect(made.getByRole('listitem')).toHaveCount(1);
  await expect(made.getByRole('link')).toContainText(today);
  await expect(made.getByRole('link')).toContainText('₦150,000.00');
  await expect(detail(page, 'Expenses made')).toHaveText('1');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // In the expense list, and its page links back to the profile.
  await navigate(page, 'Expenses');
  const list = page.getByRole('list', { name: 'Expenses' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('₦150,000.00');
  await list.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(detail(page, 'Recurring')).toHaveText('Made by recurring profile Office rent');
  await detail(page, 'Recurring').getByRole('link', { name: 'Office rent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office rent' })).toBeVisible();

  // Paused, it says so in the list.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText(RECURRING_MESSAGES.paused)).toBeVisible();
  await page.goto('/dashboard/expenses/recurring');
  const profiles = page.getByRole('list', { name: 'Recurring Expenses' });
  await expect(profiles.getByRole('link')).toContainText('Paused');
  await expect(profiles.getByRole('link')).toContainText('Monthly');
});
