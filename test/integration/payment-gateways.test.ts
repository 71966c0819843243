import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/lib/clients';
import { kmsClient } from '../../functions/lib/kms-client';
import { runAsDomain } from '../../functions/lib/domain-context';
import { db } from '../../functions/entities/table';
import { snapshot } from './helpers/contract';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * Settings > Payment Gateways against the real handlers, DynamoDB Local and
 * the two local stand-ins (scripts/local/kms.ts, scripts/local/paystack.ts):
 * the Paystack keys are checked for shape, the secret is sealed with KMS under
 * the company's encryption context and never answered back, and "Test
 * connection" calls the Paystack stand-in with it. Every route × role (403 for
 * staff and viewers) and the bad-input cases come from the generated tests
 * (contract.test.ts, contract-fuzz.test.ts, roles.test.ts).
 */

jest.setTimeout(90_000);
beforeAll(startApi);
afterAll(stopApi);

interface Account {
  publicKey: string;
  secretKey: string;
}

/** A new account on the Paystack stand-in: keys it knows. */
async function paystackAccount(opts: { mode?: 'test' | 'live'; delayMs?: number } = {}): Promise<Account> {
  const res = await fetch(`${process.env.PAYSTACK_BASE_URL}/_local/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Integration', ...opts }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Account;
}

const PATH = '/api/settings/payment-gateways';
const save = (u: TestUser, body: Record<string, unknown>) => call(u, 'PUT', `${PATH}/paystack`, { body });
const test = (u: TestUser) => call(u, 'POST', `${PATH}/paystack/test`);

/** The table's key of a company's Paystack item, as ElectroDB builds it. */
const itemKey = (companyId: string) => (db().entities.paymentGateway.get({ companyId, provider: 'paystack' }).params() as { Key: Record<string, string> }).Key;

/** The item as stored, every attribute (read around the service). */
async function storedItem(companyId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: itemKey(companyId) }));
  return Item;
}

describe('saving the Paystack keys', () => {
  it('refuses badly shaped keys with a message on the field, and writes nothing', async () => {
    const owner = await onboardedUser();
    const account = await paystackAccount();
    const before = await snapshot(owner);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ publicKey: 'hello', secretKey: account.secretKey }, 'publicKey', /starts with pk_test_ or pk_live_/],
      [{ publicKey: account.secretKey, secretKey: account.secretKey }, 'publicKey', /This is a secret key/],
      [{ publicKey: account.publicKey, secretKey: account.publicKey }, 'secretKey', /This is a public key/],
      [{ publicKey: account.publicKey, secretKey: 'sk_test_short' }, 'secretKey', /starts with sk_test_ or sk_live_/],
      [{ publicKey: account.publicKey.replace('pk_test_', 'pk_live_'), secretKey: account.secretKey }, 'secretKey', /public key is a live key and the secret key a test key/],
      // The first save needs the secret.
      [{ publicKey: account.publicKey }, 'secretKey', /Enter your Paystack secret key/],
      [{ publicKey: account.publicKey, secretKey: '' }, 'secretKey', /Enter your Paystack secret key/],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(owner, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.fields[field]).toMatch(message);
    }
    expect(await snapshot(owner)).toEqual(before);
    expect((await call(owner, 'GET', PATH)).body).toEqual({ paystack: null });
  });

  it('keeps only a KMS ciphertext of the secret; no answer ever carries it, the page sees its last 4 characters', async () => {
    const owner = await onboardedUser();
    const account = await paystackAccount();
    const saved = await save(owner, { publicKey: account.publicKey, secretKey: account.secretKey });
    expect(saved.status).toBe(200);
    const last4 = account.secretKey.slice(-4);
    expect(saved.body).toEqual({
      mode: 'test',
      publicKey: account.publicKey,
      secretKeyHint: `sk_test_••••${last4}`,
      // The company's own webhook address, made with the first save.
      webhookUrl: expect.stringMatching(/\/api\/paystack\/webhook\/[0-9a-f]{40}$/),
      partialPayments: false,
      updatedAt: expect.any(String),
      version: 1,
    });

    const item = (await storedItem(owner.companyId))!;
    expect(item).toMatchObject({ publicKey: account.publicKey, secretLast4: last4, mode: 'test' });
    const everything = JSON.stringify(item);
    expect(everything).not.toContain(account.secretKey);
    expect(everything).not.toContain(account.secretKey.slice(8, 30));
    const ciphertext = Buffer.from(item.secretCiphertext as string, 'base64');
    expect(ciphertext.toString('latin1')).not.toContain(account.secretKey.slice(8));

    // Nothing the owner can read answers the secret or the ciphertext.
    const answers = [saved, await call(owner, 'GET', PATH), await call(owner, 'GET', '/api/me'), await call(owner, 'GET', '/api/settings/organization'), await test(owner)];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(account.secretKey);
      expect(text).not.toContain(item.secretCiphertext as string);
    }
    expect((await call(owner, 'GET', PATH)).body).toEqual({ paystack: saved.body });
  });

  it('keeps the saved secret when only the public key is sent; a new secret replaces it; Remove forgets both', async () => {
    const owner = await onboardedUser();
    const first = await paystackAccount();
    const second = await paystackAccount();
    expect((await save(owner, { publicKey: first.publicKey, secretKey: first.secretKey })).status).toBe(200);
    const ciphertext = (await storedItem(owner.companyId))!.secretCiphertext;

    // The page sends the public key alone (the secret field left blank): the secret stays, the test still passes.
    const kept = await save(owner, { publicKey: second.publicKey, secretKey: '', version: 1 });
    expect(kept.body).toMatchObject({ publicKey: second.publicKey, secretKeyHint: `sk_test_••••${first.secretKey.slice(-4)}`, version: 2 });
    expect((await storedItem(owner.companyId))!.secretCiphertext).toBe(ciphertext);
    expect((await test(owner)).body.ok).toBe(true);

    // A public key of the other mode needs a new secret of that mode too.
    const live = await paystackAccount({ mode: 'live' });
    const refused = await save(owner, { publicKey: live.publicKey, version: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.secretKey).toMatch(/public key is a live key and the secret key a test key/);
    const switched = await save(owner, { publicKey: live.publicKey, secretKey: live.secretKey, version: 2 });
    expect(switched.body).toMatchObject({ mode: 'live', secretKeyHint: `sk_live_••••${live.secretKey.slice(-4)}`, version: 3 });

    // A stale version is refused and changes nothing.
    const stale = await save(owner, { publicKey: first.publicKey, secretKey: first.secretKey, version: 2 });
    expect(stale.status).toBe(409);
    expect((await call(owner, 'GET', PATH)).body.paystack).toMatchObject({ mode: 'live', version: 3 });

    expect((await call(owner, 'DELETE', `${PATH}/paystack`)).status).toBe(204);
    expect(await storedItem(owner.companyId)).toBeUndefined();
    expect((await call(owner, 'GET', PATH)).body).toEqual({ paystack: null });
    const none = await test(owner);
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'not_connected', message: 'Save your Paystack keys first' });
  });

  it("binds the ciphertext to its company: another company's item with it does not open", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const account = await paystackAccount();
    await save(owner, { publicKey: account.publicKey, secretKey: account.secretKey });
    const item = (await storedItem(owner.companyId))!;
    const kms = new KMSClient({ endpoint: process.env.KMS_ENDPOINT, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const blob = Buffer.from(item.secretCiphertext as string, 'base64');
    const open = (companyId: string) =>
      kms.send(new DecryptCommand({ KeyId: process.env.PAYMENT_SECRETS_KEY_ID, CiphertextBlob: blob, EncryptionContext: { companyId, provider: 'paystack' } }));
    expect(Buffer.from((await open(owner.companyId)).Plaintext!).toString()).toBe(account.secretKey);
    await expect(open(other.companyId)).rejects.toMatchObject({ name: 'InvalidCiphertextException' });

    // Copied onto the other company's item, the ciphertext does not open: its test connection is refused, nothing reaches Paystack.
    await save(other, { publicKey: account.publicKey, secretKey: `sk_test_${'0'.repeat(40)}` });
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: itemKey(other.companyId),
        UpdateExpression: 'SET secretCiphertext = :c',
        ExpressionAttributeValues: { ':c': item.secretCiphertext },
      }),
    );
    const res = await test(other);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'secret_unreadable', message: 'The saved secret key could not be read. Enter it again and save.' });
    kms.destroy();
  });

  it('lets only the gateways function use the key (locally as the IAM grant does in AWS)', async () => {
    const plaintext = Buffer.from('sk_test_x');
    const context = { companyId: 'c1', provider: 'paystack' };
    const encrypt = () => kmsClient().send(new EncryptCommand({ KeyId: process.env.PAYMENT_SECRETS_KEY_ID, Plaintext: plaintext, EncryptionContext: context }));
    await expect(runAsDomain('account', encrypt)).rejects.toThrow(/AccessDenied: the account function's role may not call kms:Encrypt/);
    await expect(runAsDomain('gateways', encrypt)).resolves.toMatchObject({ CiphertextBlob: expect.any(Uint8Array) });
  });

  it("is the caller's company's only: another company reads null and its test knows nothing of these keys", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const account = await paystackAccount();
    await save(owner, { publicKey: account.publicKey, secretKey: account.secretKey });
    expect((await call(other, 'GET', PATH)).body).toEqual({ paystack: null });
    expect((await test(other)).status).toBe(409);
    expect((await call(other, 'DELETE', `${PATH}/paystack`)).status).toBe(204);
    expect((await call(owner, 'GET', PATH)).body.paystack).toMatchObject({ publicKey: account.publicKey });
  });

  it('refuses staff and viewers (403) and lets an admin manage the keys', async () => {
    const owner = await onboardedUser();
    const account = await paystackAccount();
    const admin = await memberOf(owner, 'admin');
    expect((await save(admin, { publicKey: account.publicKey, secretKey: account.secretKey })).status).toBe(200);
    for (const role of ['staff', 'viewer'] as const) {
      const m = await memberOf(owner, role);
      expect((await call(m, 'GET', PATH)).status).toBe(403);
      expect((await test(m)).status).toBe(403);
    }
  });
});

describe('Test connection', () => {
  it('succeeds with keys Paystack knows', async () => {
    const owner = await onboardedUser();
    const account = await paystackAccount();
    await save(owner, { publicKey: account.publicKey, secretKey: account.secretKey });
    const res = await test(owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, mode: 'test', message: 'Connected to Paystack in test mode. Your secret key works.' });
  });

  it('says the key was refused when Paystack answers 401 Invalid key', async () => {
    const owner = await onboardedUser();
    const account = await paystackAccount();
    // Well shaped, but not a key Paystack issued: the stand-in answers as Paystack does.
    const direct = await fetch(`${process.env.PAYSTACK_BASE_URL}/balance`, { headers: { authorization: `Bearer sk_test_${'9'.repeat(40)}` } });
    expect(direct.status).toBe(401);
    expect(await direct.json()).toEqual({ status: false, message: 'Invalid key' });

    await save(owner, { publicKey: account.publicKey, secretKey: `sk_test_${'9'.repeat(40)}` });
    const res = await test(owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, reason: 'invalid_key', message: expect.stringMatching(/^Paystack refused the secret key \(Invalid key\)/) });
  });

  it('says Paystack could not be reached, or did not answer in time, within the time limit', async () => {
    const owner = await onboardedUser();
    const slow = await paystackAccount({ delayMs: 3000 });
    await save(owner, { publicKey: slow.publicKey, secretKey: slow.secretKey });
    const saved = { base: process.env.PAYSTACK_BASE_URL, timeout: process.env.PAYSTACK_TIMEOUT_MS };
    try {
      process.env.PAYSTACK_TIMEOUT_MS = '500';
      const started = Date.now();
      const late = await test(owner);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(late.body).toEqual({ ok: false, reason: 'timeout', message: 'Paystack did not answer in time. Try again in a few minutes.' });

      // Nothing listens on port 9 of this machine.
      process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9';
      const down = await test(owner);
      expect(down.body).toEqual({ ok: false, reason: 'unreachable', message: 'Could not reach Paystack. Check your internet connection and try again in a few minutes.' });
    } finally {
      process.env.PAYSTACK_BASE_URL = saved.base;
      if (saved.timeout === undefined) delete process.env.PAYSTACK_TIMEOUT_MS;
      else process.env.PAYSTACK_TIMEOUT_MS = saved.timeout;
    }
  });
});
