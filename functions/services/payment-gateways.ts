import { randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, InvalidCiphertextException } from '@aws-sdk/client-kms';
import {
  PAYSTACK_KEY_MESSAGES,
  paystackKeyMode,
  paystackKeysInputSchema,
  secretKeyHint,
  type ConnectionTest,
  type PaymentGateways,
  type PaystackKeysInput,
  type PaystackMode,
  type PaystackSettings,
} from '../../shared/schemas/payment-gateways';
import { KMS_CONTEXT_COMPANY } from '../../shared/kms-access';
import { db } from '../entities/table';
import { kmsClient } from '../lib/kms-client';
import { config } from '../lib/config';
import { committed, TransactionCancelled } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError } from '../lib/errors';
import type { Member } from '../lib/http';
import { paystackCall, PaystackUnavailable } from '../lib/paystack';

/*
 * Settings > Payment Gateways: the company's Paystack keys.
 *
 * The secret key is sealed with KMS (a customer-managed key in AWS, the local
 * stand-in on a laptop) under an encryption context naming the company and
 * the provider: a ciphertext copied onto another company's item does not
 * open. The item keeps the ciphertext and the key's last four characters; no
 * answer of any route carries the key or its ciphertext. Only the gateways
 * function may call KMS (the stack's grant, and locally the client's check).
 */

const PROVIDER = 'paystack';
const CONFLICT = 'The payment gateway settings were changed by someone else. Reload and try again.';

interface GatewayRecord {
  companyId: string;
  provider: 'paystack';
  mode: PaystackMode;
  publicKey: string;
  secretCiphertext: string;
  secretLast4: string;
  webhookId?: string;
  partialPayments?: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** The encryption context of a company's Paystack secret: KMS refuses to open it under any other. */
export const secretContext = (companyId: string) => ({ [KMS_CONTEXT_COMPANY]: companyId, provider: PROVIDER });

async function sealSecret(companyId: string, secretKey: string): Promise<string> {
  const out = await kmsClient().send(
    new EncryptCommand({ KeyId: config.paymentSecretsKeyId, Plaintext: Buffer.from(secretKey, 'utf8'), EncryptionContext: secretContext(companyId) }),
  );
  return Buffer.from(out.CiphertextBlob!).toString('base64');
}

/** The saved secret; a ciphertext KMS will not open (another company's, edited) is refused, never used. */
async function openSecret(record: GatewayRecord): Promise<string> {
  const out = await kmsClient()
    .send(
    new DecryptCommand({
      KeyId: config.paymentSecretsKeyId,
      CiphertextBlob: Buffer.from(record.secretCiphertext, 'base64'),
      EncryptionContext: secretContext(record.companyId),
    }),
  )
    .catch((error: unknown) => {
      if (error instanceof InvalidCiphertextException) throw new ConflictError(CONNECTION_MESSAGES.unreadable, 'secret_unreadable');
      throw error;
    });
  return Buffer.from(out.Plaintext!).toString('utf8');
}

async function readRecord(companyId: string): Promise<GatewayRecord | undefined> {
  const { data } = await db().entities.paymentGateway.get({ companyId, provider: PROVIDER }).go({ consistent: true });
  return (data ?? undefined) as GatewayRecord | undefined;
}

/** The company's webhook address: Paystack posts its events there, signed with the company's secret key. */
export const webhookUrl = (webhookId: string) => `${config.appUrl}/api/paystack/webhook/${webhookId}`;

/** What the page may see: never the secret, never its ciphertext. */
function toSettings(r: GatewayRecord): PaystackSettings {
  return {
    mode: r.mode,
    publicKey: r.publicKey,
    secretKeyHint: secretKeyHint(r.mode, r.secretLast4),
    webhookUrl: r.webhookId ? webhookUrl(r.webhookId) : '',
    partialPayments: r.partialPayments ?? false,
    updatedAt: r.updatedAt,
    version: r.version,
  };
}

/**
 * The company's Paystack connection as the checkout needs it: the secret key (opened
 * with KMS) and whether part payments are allowed; null when no keys are saved.
 */
export async function companyPaystack(companyId: string): Promise<{ secretKey: string; partialPayments: boolean } | null> {
  const r = await readRecord(companyId);
  return r ? { secretKey: await openSecret(r), partialPayments: r.partialPayments ?? false } : null;
}

/** The company a webhook address belongs to, or null for an address no company has. */
export async function webhookCompany(webhookId: string): Promise<string | null> {
  if (!/^[0-9a-f]{40}$/.test(webhookId)) return null;
  const { data } = await db().entities.paystackWebhook.get({ webhookId }).go();
  return data?.companyId ?? null;
}

/** GET /api/settings/payment-gateways */
export async function getPaymentGateways(companyId: string): Promise<PaymentGateways> {
  const r = await readRecord(companyId);
  return { paystack: r ? toSettings(r) : null };
}

/**
 * PUT /api/settings/payment-gateways/paystack: saves the public key and, when
 * given, a new secret key (sealed before it is stored). A blank secret keeps
 * the saved one, which must then be of the public key's mode. Conditional on
 * the version read: the first save on there being none.
 */
export async function savePaystackKeys(member: Member, input: PaystackKeysInput): Promise<PaystackSettings> {
  const { publicKey, secretKey, partialPayments, version } = paystackKeysInputSchema.parse(input);
  const companyId = member.companyId;
  const current = await readRecord(companyId);
  if (version !== undefined && version !== (current?.version ?? 0)) throw new ConflictError(CONFLICT);
  const mode = paystackKeyMode(publicKey, 'pk')!;
  let secret: { ciphertext: string; last4: string };
  if (secretKey) {
    secret = { ciphertext: await sealSecret(companyId, secretKey), last4: secretKey.slice(-4) };
  } else if (current) {
    if (current.mode !== mode) {
      throw new BadRequestError(PAYSTACK_KEY_MESSAGES.modeMismatch(mode, current.mode), { secretKey: PAYSTACK_KEY_MESSAGES.modeMismatch(mode, current.mode) });
    }
    secret = { ciphertext: current.secretCiphertext, last4: current.secretLast4 };
  } else {
    throw new BadRequestError(PAYSTACK_KEY_MESSAGES.secretKeyRequired, { secretKey: PAYSTACK_KEY_MESSAGES.secretKeyRequired });
  }
  const record: GatewayRecord = {
    companyId,
    provider: PROVIDER,
    mode,
    publicKey,
    secretCiphertext: secret.ciphertext,
    secretLast4: secret.last4,
    // The webhook address is made with the first save and kept while the keys are.
    webhookId: current?.webhookId ?? randomBytes(20).toString('hex'),
    partialPayments: partialPayments ?? current?.partialPayments ?? false,
    version: (current?.version ?? 0) + 1,
    updatedAt: new Date().toISOString(),
    updatedBy: member.userId,
  };
  const now = record.updatedAt;
  try {
    await committed(
      db()
        .transaction.write(({ paymentGateway: G, paystackWebhook: W }) => [
          current ? G.put(record).where((a, op) => op.eq(a.version, current.version)).commit() : G.put(record).where((a, op) => op.notExists(a.version)).commit(),
          ...(current?.webhookId ? [] : [W.put({ webhookId: record.webhookId!, companyId, createdAt: now }).where((a, op) => op.notExists(a.companyId)).commit()]),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new ConflictError(CONFLICT);
    throw error;
  }
  return toSettings(record);
}

/** DELETE /api/settings/payment-gateways/paystack: forgets the keys (nothing to forget is fine too). */
export async function removePaystackKeys(companyId: string): Promise<void> {
  const current = await readRecord(companyId);
  if (!current) return;
  // The webhook address goes with the keys: Paystack's calls to it are refused from then on.
  await db()
    .transaction.write(({ paymentGateway: G, paystackWebhook: W }) => [
      G.delete({ companyId, provider: PROVIDER }).commit(),
      ...(current.webhookId ? [W.delete({ webhookId: current.webhookId }).commit()] : []),
    ])
    .go();
}

export const CONNECTION_MESSAGES = {
  notConnected: 'Save your Paystack keys first',
  unreadable: 'The saved secret key could not be read. Enter it again and save.',
  invalidKey: 'Paystack refused the secret key (Invalid key). Check that you copied the whole secret key from your Paystack dashboard, then save it again.',
  unreachable: 'Could not reach Paystack. Check your internet connection and try again in a few minutes.',
  timeout: 'Paystack did not answer in time. Try again in a few minutes.',
  unexpected: (status: number, message: string) => `Paystack answered with an error (HTTP ${status}${message ? `: ${message}` : ''}). Try again later.`,
  connected: (mode: PaystackMode) => `Connected to Paystack in ${mode} mode. Your secret key works.`,
} as const;

/**
 * POST /api/settings/payment-gateways/paystack/test: one read-only call
 * (GET /balance) to Paystack with the saved secret key. Paystack's refusal,
 * silence or error is an answer here (ok: false, with the reason), not a
 * failure of this route.
 */
export async function testPaystackConnection(companyId: string): Promise<ConnectionTest> {
  const record = await readRecord(companyId);
  if (!record) throw new ConflictError(CONNECTION_MESSAGES.notConnected, 'not_connected');
  const secret = await openSecret(record);
  try {
    const answer = await paystackCall(secret, 'GET', '/balance');
    if (answer.httpStatus === 200 && answer.status) return { ok: true, mode: record.mode, message: CONNECTION_MESSAGES.connected(record.mode) };
    if (answer.httpStatus === 401) return { ok: false, reason: 'invalid_key', message: CONNECTION_MESSAGES.invalidKey };
    return { ok: false, reason: 'unexpected', message: CONNECTION_MESSAGES.unexpected(answer.httpStatus, answer.message) };
  } catch (error) {
    if (error instanceof PaystackUnavailable) return { ok: false, reason: error.reason, message: CONNECTION_MESSAGES[error.reason] };
    throw error;
  }
}
