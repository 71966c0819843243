import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paystackKeyMode, paystackKeysInputSchema, secretKeyHint } from '../../shared/schemas/payment-gateways';
import { LocalKms } from '../../scripts/local/kms';

const pk = `pk_test_${'ab12'.repeat(10)}`;
const sk = `sk_test_${'cd34'.repeat(10)}`;
const fields = (body: unknown) => {
  const r = paystackKeysInputSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Paystack key shapes', () => {
  it('tells test from live keys and refuses anything else', () => {
    expect(paystackKeyMode(pk, 'pk')).toBe('test');
    expect(paystackKeyMode(sk.replace('_test_', '_live_'), 'sk')).toBe('live');
    for (const bad of ['', 'pk_test_', `pk_prod_${'a'.repeat(40)}`, `pk_test_${'a'.repeat(10)}`, `pk_test_${'a'.repeat(39)}!`, ` ${pk}`]) expect(paystackKeyMode(bad, 'pk')).toBeUndefined();
    expect(paystackKeyMode(pk, 'sk')).toBeUndefined();
  });

  it('names the field and what is wrong with it', () => {
    expect(fields({ publicKey: pk, secretKey: sk })).toEqual({});
    expect(fields({ publicKey: `  ${pk} `, secretKey: sk })).toEqual({}); // pasted with spaces: trimmed
    expect(fields({ publicKey: sk, secretKey: sk })).toEqual({ publicKey: expect.stringMatching(/^This is a secret key/) });
    expect(fields({ publicKey: pk, secretKey: pk })).toEqual({ secretKey: expect.stringMatching(/^This is a public key/) });
    expect(fields({ publicKey: 'x', secretKey: 'y' })).toEqual({
      publicKey: 'Enter your Paystack public key: it starts with pk_test_ or pk_live_',
      secretKey: 'Enter your Paystack secret key: it starts with sk_test_ or sk_live_',
    });
    expect(fields({ publicKey: pk.replace('_test_', '_live_'), secretKey: sk })).toEqual({
      secretKey: 'The public key is a live key and the secret key a test key: use both test keys or both live keys',
    });
    // Blank or absent: keep the saved secret (the service refuses it when there is none).
    expect(fields({ publicKey: pk, secretKey: '' })).toEqual({});
    expect(fields({ publicKey: pk })).toEqual({});
    expect(fields({ publicKey: pk, secretKey: sk, extra: 1 })).toEqual({ '': expect.stringMatching(/nrecognized|Unknown/) });
  });

  it('masks a secret to its mode and last four characters', () => {
    expect(secretKeyHint('test', '1234')).toBe('sk_test_••••1234');
  });
});

describe('the local KMS stand-in', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-kms-unit-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const b64 = (s: string) => Buffer.from(s).toString('base64');

  it('opens a ciphertext only with the same key and encryption context (in any order), and keeps its key across restarts', () => {
    const kms = new LocalKms(dir);
    const keyId = kms.ensureKey('payment-secrets');
    expect(keyId).toMatch(/^arn:aws:kms:eu-west-1:000000000000:key\/[0-9a-f-]{36}$/);
    const sealed = kms.encrypt({ KeyId: keyId, Plaintext: b64(sk), EncryptionContext: { companyId: 'c1', provider: 'paystack' } }).CiphertextBlob as string;
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain(sk);

    const again = new LocalKms(dir);
    expect(again.ensureKey('payment-secrets')).toBe(keyId);
    const open = (context: Record<string, string>, blob = sealed, KeyId: string | undefined = keyId) => again.decrypt({ KeyId, CiphertextBlob: blob, EncryptionContext: context });
    expect(Buffer.from(open({ provider: 'paystack', companyId: 'c1' }).Plaintext as string, 'base64').toString()).toBe(sk);
    expect(() => open({ companyId: 'c2', provider: 'paystack' })).toThrow(expect.objectContaining({ type: 'InvalidCiphertextException' }));
    expect(() => open({ companyId: 'c1' })).toThrow(expect.objectContaining({ type: 'InvalidCiphertextException' }));
    const edited = Buffer.from(sealed, 'base64');
    edited[edited.length - 1] ^= 1;
    expect(() => open({ companyId: 'c1', provider: 'paystack' }, edited.toString('base64'))).toThrow(expect.objectContaining({ type: 'InvalidCiphertextException' }));
    const other = again.ensureKey('another');
    expect(() => open({ companyId: 'c1', provider: 'paystack' }, sealed, other)).toThrow(expect.objectContaining({ type: 'IncorrectKeyException' }));
    expect(() => again.encrypt({ KeyId: 'nope', Plaintext: b64('x') })).toThrow(expect.objectContaining({ type: 'NotFoundException' }));
    expect(() => again.handle('TrentService.GenerateDataKey', {})).toThrow(expect.objectContaining({ type: 'UnsupportedOperationException' }));
  });
});
