import { E2E } from '../../playwright.config';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';
import { dismissMessages } from './documents';

/** A new account on the local Paystack stand-in: a key pair it knows (as the Paystack dashboard gives one). */
async function paystackAccount(): Promise<{ publicKey: string; secretKey: string }> {
  const res = await fetch(`http://127.0.0.1:${E2E.paystack}/_local/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'e2e' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { publicKey: string; secretKey: string };
}

test('payment gateways: save the Paystack keys, see only the last 4 of the secret, test the connection; a wrong secret fails the test with a clear message @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await onboardedUser('gateways', 'Yaba Prints Ltd');
  const account = await paystackAccount();
  await signIn(page, user, '/dashboard/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Payment Gateways', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Gateways' })).toBeVisible();

  const publicKey = page.getByLabel('Public key');
  // A secret key in the public key's field is named for what it is, and nothing is saved.
  await publicKey.fill(account.secretKey);
  await page.getByLabel('Secret key').fill(account.secretKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This is a secret key. Put it in Secret key; the public key starts with pk_test_ or pk_live_')).toBeVisible();

  await publicKey.fill(account.publicKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissMessages(page, 'Paystack keys saved');
  const last4 = account.secretKey.slice(-4);
  await expect(page.getByText(`sk_test_••••${last4}`).first()).toBeVisible();
  // The field is empty again and the page holds the secret nowhere.
  await expect(page.getByLabel('New secret key')).toHaveValue('');
  expect(await page.content()).not.toContain(account.secretKey);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connected to Paystack in test mode. Your secret key works.')).toBeVisible();

  // After a reload the secret is still only its last four characters.
  await page.reload();
  await expect(page.getByText(`sk_test_••••${last4}`).first()).toBeVisible();
  expect(await page.content()).not.toContain(account.secretKey);

  // A secret Paystack does not know: saved (it is well shaped), then refused by Paystack.
  const wrong = `sk_test_${'0'.repeat(36)}9999`;
  await page.getByLabel('New secret key').fill(wrong);
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissMessages(page, 'Paystack keys saved');
  await expect(page.getByText('sk_test_••••9999').first()).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection failed')).toBeVisible();
  await expect(page.getByText(/^Paystack refused the secret key \(Invalid key\)/)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});
