import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { expect, expectAccessible, expectNoHorizontalScroll, memberOf, navigate, onboardedUser, signIn, test } from './fixtures';
import { apiCall, lagosDay } from './documents';
import { E2E_PORT_ENV } from '../../playwright.config';
import { addDays, format, parseISO } from 'date-fns';
import { DELETION_GRACE_DAYS, DELETION_MESSAGES, EXPORT_MESSAGES } from '../../shared/company-data';

/*
 * Settings > Company data: an owner exports everything the company has and downloads the
 * archive, and schedules (and stops) the company's deletion; a member who is not an owner has
 * no such entry.
 */

test('an owner exports the company’s data, follows it to ready and downloads one archive of it', async ({ page }) => {
  const owner = await onboardedUser('export', 'Owerri Paints Ltd');
  const call = await apiCall(owner);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Nkechi Hardware' });
  await call('POST', '/invoices', { customerId, invoiceDate: lagosDay(), paymentTerms: 'net_30', lines: [{ name: 'Emulsion paint (20L)', quantity: 4, rateKobo: 2_500_000, taxRate: 7.5 }], status: 'sent' });
  await signIn(page, owner);

  await navigate(page, 'Settings');
  await page.getByRole('link', { name: 'Company data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company data' })).toBeVisible();
  await expect(page.getByText('No exports yet.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Export all data' }).click();
  await expect(page.getByText(EXPORT_MESSAGES.started).first()).toBeVisible();
  const download = page.getByRole('button', { name: /^Download the export of/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^\d+ records, 1 PDFs, 0 files; [\d.]+ MB\. Kept until /)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^kobo-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = Object.keys(unzipSync(new Uint8Array(readFileSync(await file.path()))));
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'csv/customers.csv', 'csv/documents.csv', 'pdf/invoice/INV-000001.pdf', 'records/company.jsonl']));
});

test('a member who is not an owner has no Company data entry, and the page says why', async ({ page }) => {
  const owner = await onboardedUser('export-owner', 'Aba Shoes Ltd');
  const admin = await memberOf(owner, 'admin', { firstName: 'Emeka', lastName: 'Obi' }, 'export-admin');
  await signIn(page, admin);
  await navigate(page, 'Settings');
  await expect(page.getByRole('link', { name: 'Organization Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Company data' })).toHaveCount(0);
  await page.goto('/dashboard/settings/data');
  await expect(page.getByText('Only an owner of the company can export its data.')).toBeVisible();
});

test('an owner schedules the company’s deletion by typing its name, every page says so and refuses changes, and an owner stops it', async ({ page }) => {
  const owner = await onboardedUser('delete', 'Kano Leather Works');
  const admin = await memberOf(owner, 'admin', { firstName: 'Musa', lastName: 'Bello' }, 'delete-admin');
  await signIn(page, owner);
  await page.goto('/dashboard/settings/data');
  await page.getByRole('button', { name: 'Delete the company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Kano Leather Works?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A name that is not the company's changes nothing.
  await dialog.getByLabel('Type Kano Leather Works to confirm').fill('Kano Leather');
  await dialog.getByRole('button', { name: 'Delete the company' }).click();
  await expect(dialog.getByText(DELETION_MESSAGES.nameMismatch)).toBeVisible();
  await dialog.getByLabel('Type Kano Leather Works to confirm').fill('kano leather works');
  await dialog.getByRole('button', { name: 'Delete the company' }).click();
  await expect(dialog).toBeHidden();

  const day = format(addDays(parseISO(lagosDay()), DELETION_GRACE_DAYS), 'MMM dd, yyyy');
  await expect(page.getByText(`Kano Leather Works will be deleted on ${day}`)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Every other page says so; a change is refused with the day, in the API's words.
  await page.goto('/dashboard/customers/new');
  await expect(page.getByText(`This company will be deleted on ${day}`)).toBeVisible();
  const call = await apiCall(admin);
  await expect(call('POST', '/customers', { displayName: 'Too late Ltd' })).rejects.toThrow(/409.*will be deleted on/);

  // The banner leads the owner to where the deletion is stopped.
  await page.getByRole('link', { name: 'Stop the deletion' }).click();
  await page.getByRole('button', { name: 'Stop the deletion' }).click();
  await expect(page.getByText(DELETION_MESSAGES.cancelled).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete the company' })).toBeVisible();
  await page.goto('/dashboard/customers');
  await expect(page.getByText(/will be deleted on/)).toHaveCount(0);
  await call('POST', '/customers', { displayName: 'In time Ltd' });
});

test('on its day the company is deleted: its members lose access, and onboarding tells them why @desktop-only', async ({ page }) => {
  // The job runs as its own process (tsx compiles it first): room for that on a busy machine.
  test.setTimeout(150_000);
  const owner = await onboardedUser('deleted', 'Jos Tin Traders');
  const staff = await memberOf(owner, 'staff', { firstName: 'Ngozi', lastName: 'Eze' }, 'deleted-staff');
  const call = await apiCall(owner);
  const { scheduled } = await call<{ scheduled: { deleteOn: string } }>('POST', '/settings/data/deletion', { companyName: 'Jos Tin Traders' });
  const { company } = await call<{ company: { companyId: string } }>('GET', '/me');

  // The command an operator runs (the schedule runs the same job daily), for this company only: the other tests' companies are not due anyway.
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, '../../node_modules/tsx/dist/cli.mjs'), 'scripts/daily-job.ts', 'company-deletion', '--today', scheduled.deleteOn, '--company', company.companyId], {
    cwd: path.join(__dirname, '../..'),
    env: { ...process.env, ...E2E_PORT_ENV },
    timeout: 60_000,
  });
  expect(stdout).toContain(`Company deletion for ${scheduled.deleteOn}: 1 deleted.`);

  await signIn(page, staff);
  await page.waitForURL('**/onboarding');
  await expect(page.getByText('Jos Tin Traders was deleted')).toBeVisible();
  await expect(page.getByText(/Jos Tin Traders and its records were deleted on .*, as its owner asked\./)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await expect(call('GET', '/customers')).rejects.toThrow(/403/);
});
