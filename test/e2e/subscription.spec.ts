import { E2E, FULL_CHROMIUM } from '../../playwright.config';
import { LOCAL_TABLE } from '../../scripts/local/stack';
import { READ_ONLY_MESSAGE } from '../../shared/subscription';
import { cspViolations, expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { apiCall } from './documents';

/**
 * An owner pays Kobo for a plan through the local Paystack stand-in's checkout (Kobo's own
 * account there: `npm start` registers its billing webhook), and a company whose trial ran
 * out is read-only until it pays.
 */
// The receipt opens as a PDF in a tab of its own: the full browser has the viewer that shows it
// (the lighter headless shell would save it as a download and leave the tab blank).
test.use({ launchOptions: FULL_CHROMIUM });

/**
 * Moves the company's trial or paid period end `days` into the past (no one waits two weeks):
 * the one thing the test writes to the table itself, straight to the e2e stack's DynamoDB Local.
 */
async function endedDaysAgo(companyId: string, days: number): Promise<void> {
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const client = new DynamoDBClient({ region: 'eu-west-1', endpoint: `http://127.0.0.1:${E2E.dynamodb}`, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  // The subscription's item, keyed as ElectroDB keys it (functions/entities/company.ts): one per company.
  await DynamoDBDocumentClient.from(client).send(
    new UpdateCommand({
      TableName: LOCAL_TABLE,
      Key: { pk: `$kobo#companyid_${companyId.toLowerCase()}`, sk: '$subscription_1' },
      UpdateExpression: 'SET endDate = :end',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':end': new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() },
    }),
  );
  client.destroy();
}

test('an owner upgrades from the free trial to Starter through Paystack, and the plan is active with no invoice limit @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const csp = cspViolations(page);
  const user = await onboardedUser('upgrade', 'Ikeja Prints Ltd');
  await signIn(page, user, '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Current plan: Free Trial' })).toBeVisible();
  await expect(page.getByText('0 of 5 used')).toBeVisible();
  await expect(page.getByText('No payments yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Upgrade to Starter' }).click();
  // Paystack's checkout (the stand-in's page) for the plan's price, then back to Subscription & Billing.
  await expect(page.getByRole('heading', { name: 'Paystack checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
  await expect(page.getByText('Payment received: your plan is active')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current plan: Starter' })).toBeVisible();
  await expect(page.getByText('0 created (no limit)')).toBeVisible();
  const history = page.getByRole(page.viewportSize()!.width < 768 ? 'list' : 'table', { name: 'Billing history' });
  await expect(history.getByText('₦5,000.00')).toBeVisible();
  await expect(history.getByText(/^KOBO-[0-9a-z]{25}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  // Kobo's receipt for the charge opens as a PDF in a tab of its own.
  const popup = page.waitForEvent('popup');
  await history.getByRole('button', { name: /^Receipt for .* \(PDF\)$/ }).click();
  const receipt = await popup;
  await expect.poll(() => receipt.url()).toMatch(/Kobo_receipt_KOBO-[0-9a-z]{25}\.pdf/);
  await receipt.close();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  expect(csp).toEqual([]);

  // The settings card reads the same plan.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Starter' })).toBeVisible();
});

test('a company whose trial ran out is read-only with a banner; the owner pays and it works again @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await onboardedUser('lapsed', 'Aba Shoes Ltd');
  const me = await (await apiCall(user))<{ company: { companyId: string } }>('GET', '/me');
  await endedDaysAgo(me.company.companyId, 4);

  await signIn(page, user, '/dashboard/customers/new');
  await expect(page.getByText('Your company is read-only')).toBeVisible();
  await page.getByLabel('Display Name').fill('Ariaria Traders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(READ_ONLY_MESSAGE).first()).toBeVisible();
  // Reading still works.
  await page.goto('/dashboard/customers');
  await expect(page.getByText('Your company is read-only')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Upgrade to create and edit again' }).click();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
  await expect(page.getByText('Payment received: your plan is active')).toBeVisible();

  await page.goto('/dashboard/customers/new');
  await page.getByLabel('Display Name').fill('Ariaria Traders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await expect(page.getByText('Your company is read-only')).toHaveCount(0);
});

test('a declined payment for a plan changes nothing: the trial stays, and Upgrade is still there @desktop-only', async ({ page }) => {
  const user = await onboardedUser('declined', 'Onitsha Parts Ltd');
  await signIn(page, user, '/dashboard/settings/subscription');
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(page.getByText('Kobo Professional', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('Failed to subscribe to plan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current plan: Free Trial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Professional' })).toBeEnabled();
  await expect(page.getByText('No payments yet.', { exact: false })).toBeVisible();
});

test('an owner cancels Starter (Keep plan or Cancel plan), sees when it ends on the Settings card, and resumes it there @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await onboardedUser('resume', 'Lekki Bakes Ltd');
  await signIn(page, user, '/dashboard/settings/subscription');
  await page.getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
  await expect(page.getByText('Payment received: your plan is active')).toBeVisible();
  const renews = (await page.getByText(/^Starter renews on /).textContent())!.replace('Starter renews on ', '').replace(/\.$/, '');

  // The dialog's two buttons say what each does; Keep plan changes nothing.
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Keep plan' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(No|Yes), Cancel/ })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Starter renews on ${renews}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Your plan will not renew.', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume plan' })).toBeVisible();

  // The Settings card says the plan ends, when, and offers Resume (not Upgrade Plan).
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(page.getByText(`Starter is cancelled: it ends on ${renews} and will not renew unless you resume it.`)).toBeVisible();
  await expect(page.getByText('Ends on', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByText('Your plan is resumed: it renews at the end of the period paid for.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume plan' })).toHaveCount(0);
  await expect(page.getByText('Current period ends', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Manage plan' }).click();
  await expect(page.getByText(`Starter renews on ${renews}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
});
