import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenStandIn } from './stand-in';

/*
 * A local stand-in for AWS KMS: Encrypt and Decrypt of a symmetric key, in
 * KMS's own JSON protocol (POST /, `X-Amz-Target: TrentService.<Operation>`,
 * `application/x-amz-json-1.1`), so the functions' @aws-sdk/client-kms code
 * runs unchanged against it. No KMS emulator installs here (local-kms is a Go
 * binary, LocalStack needs Docker), and this is all the app asks of KMS.
 *
 * - Key material: 32 random bytes per key, kept in <dataDir>/kms/keys.json
 *   (mode 0600), so ciphertexts survive a restart and die with `npm run reset`.
 * - Ciphertext: AES-256-GCM with the encryption context as additional
 *   authenticated data, prefixed with the key id: a ciphertext opened with
 *   another context, or edited, fails as KMS fails (InvalidCiphertextException).
 * - Errors carry KMS's `__type` names, which the SDK turns into its exception
 *   classes: NotFoundException, IncorrectKeyException, InvalidCiphertextException,
 *   ValidationException, UnsupportedOperationException.
 * - Like the other stand-ins, it checks no signature and no IAM: which function
 *   may call it is checked in the client (functions/lib/kms-client.ts), and what
 *   AWS enforces by a CDK assertion (test/infra/stack.test.ts).
 */

export const LOCAL_KMS_REGION = 'eu-west-1';
const ACCOUNT = '000000000000';
const VERSION = 1;
const KEY_ID_LENGTH = 36; // a UUID, as KMS key ids are

interface StoredKey {
  keyId: string;
  description: string;
  material: string; // base64, 32 bytes
}

export const keyArn = (keyId: string) => `arn:aws:kms:${LOCAL_KMS_REGION}:${ACCOUNT}:key/${keyId}`;

class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** The encryption context as bytes, the same for any order of its keys. */
function contextAad(context: unknown): Buffer {
  if (context === undefined || context === null) return Buffer.alloc(0);
  if (typeof context !== 'object' || Array.isArray(context)) throw new KmsError('ValidationException', 'EncryptionContext must be a map of strings');
  const entries = Object.entries(context as Record<string, unknown>);
  for (const [, v] of entries) if (typeof v !== 'string') throw new KmsError('ValidationException', 'EncryptionContext values must be strings');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Buffer.from(JSON.stringify(entries), 'utf8');
}

function b64(value: unknown, field: string): Buffer {
  if (typeof value !== 'string' || !value) throw new KmsError('ValidationException', `${field} is required`);
  return Buffer.from(value, 'base64');
}

export class LocalKms {
  private readonly keys = new Map<string, StoredKey>();
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'kms', 'keys.json');
    if (fs.existsSync(this.file)) {
      for (const k of JSON.parse(fs.readFileSync(this.file, 'utf8')) as StoredKey[]) this.keys.set(k.keyId, k);
    }
  }

  /** The ARN of the key with this description, created (and kept in the data folder) the first time. */
  ensureKey(description: string): string {
    const found = [...this.keys.values()].find((k) => k.description === description);
    if (found) return keyArn(found.keyId);
    const key: StoredKey = { keyId: randomUUID(), description, material: randomBytes(32).toString('base64') };
    this.keys.set(key.keyId, key);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify([...this.keys.values()], null, 2), { mode: 0o600 });
    return keyArn(key.keyId);
  }

  private key(keyIdOrArn: unknown): StoredKey {
    if (typeof keyIdOrArn !== 'string' || !keyIdOrArn) throw new KmsError('ValidationException', 'KeyId is required');
    const id = keyIdOrArn.startsWith('arn:') ? keyIdOrArn.slice(keyIdOrArn.lastIndexOf('/') + 1) : keyIdOrArn;
    const key = this.keys.get(id);
    if (!key) throw new KmsError('NotFoundException', `Key '${keyIdOrArn}' does not exist`);
    return key;
  }

  encrypt(input: Record<string, unknown>): Record<string, unknown> {
    const key = this.key(input.KeyId);
    const plaintext = b64(input.Plaintext, 'Plaintext');
    if (plaintext.length > 4096) throw new KmsError('ValidationException', 'Plaintext must be at most 4096 bytes');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key.material, 'base64'), iv);
    cipher.setAAD(contextAad(input.EncryptionContext));
    const sealed = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const blob = Buffer.concat([Buffer.from([VERSION]), Buffer.from(key.keyId, 'ascii'), iv, cipher.getAuthTag(), sealed]);
    return { CiphertextBlob: blob.toString('base64'), KeyId: keyArn(key.keyId), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
  }

  decrypt(input: Record<string, unknown>): Record<string, unknown> {
    const blob = b64(input.CiphertextBlob, 'CiphertextBlob');
    const invalid = () => new KmsError('InvalidCiphertextException', '');
    if (blob.length < 1 + KEY_ID_LENGTH + 12 + 16 || blob[0] !== VERSION) throw invalid();
    const keyId = blob.subarray(1, 1 + KEY_ID_LENGTH).toString('ascii');
    const key = this.keys.get(keyId);
    if (!key) throw invalid();
    if (input.KeyId !== undefined && this.key(input.KeyId).keyId !== keyId) {
      throw new KmsError('IncorrectKeyException', 'The key ID in the request does not identify a CMK that can perform this operation.');
    }
    let at = 1 + KEY_ID_LENGTH;
    const iv = blob.subarray(at, (at += 12));
    const tag = blob.subarray(at, (at += 16));
    try {
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key.material, 'base64'), iv);
      decipher.setAAD(contextAad(input.EncryptionContext));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(blob.subarray(at)), decipher.final()]);
      return { Plaintext: plaintext.toString('base64'), KeyId: keyArn(keyId), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
    } catch {
      throw invalid();
    }
  }

  /** Answers one request of KMS's JSON protocol. */
  handle(target: string, input: Record<string, unknown>): Record<string, unknown> {
    const operation = target.replace(/^TrentService\./, '');
    switch (operation) {
      case 'Encrypt':
        return this.encrypt(input);
      case 'Decrypt':
        return this.decrypt(input);
      default:
        throw new KmsError('UnsupportedOperationException', `The local KMS stand-in does not implement ${operation || 'this operation'}`);
    }
  }
}

/** Starts the KMS stand-in on 127.0.0.1:port (0: any free port) over the keys of dataDir. */
export async function startLocalKms(opts: { port: number; dataDir: string }): Promise<{ server: http.Server; kms: LocalKms; endpoint: () => string }> {
  const kms = new LocalKms(opts.dataDir);
  const { server, url } = await listenStandIn(opts.port, (req, raw, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method !== 'POST') throw new KmsError('UnsupportedOperationException', 'KMS takes POST requests');
      const input = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
      answer(200, kms.handle(String(req.headers['x-amz-target'] ?? ''), input));
    } catch (error) {
      if (error instanceof KmsError) answer(400, { __type: error.type, message: error.message });
      else answer(400, { __type: 'SerializationException', message: 'The request body is not valid JSON' });
    }
  });
  return { server, kms, endpoint: url };
}
