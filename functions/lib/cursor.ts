import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { CURSOR_TTL_MS } from '../../shared/constants';
import { config, CURSOR_SECRET_ENV } from './config';
import { AppError } from './errors';
import { logger } from './logger';

/**
 * Opaque page cursors. A list answers with the table's LastEvaluatedKey (as
 * ElectroDB's cursor); the client must never see or forge it. So every cursor
 * a route hands out is sealed here with AES-256-GCM under a server key, and the
 * seal's additional data binds it to the caller's company, the list (the route)
 * and the list's filters (a hash of the normalized query and path parameters).
 * A cursor opened with any other company, list or filters, cut short, edited,
 * expired (CURSOR_TTL_MS) or made by anyone else fails authentication and is
 * a 400, before any key reaches DynamoDB.
 *
 * Layout (base64url): version (1 byte) | IV (12) | ciphertext | tag (16);
 * the plaintext is JSON `{ k: <inner cursor>, x: <expiry, epoch ms> }`.
 */

export const BAD_CURSOR_MESSAGE = 'This page link is no longer valid; start the list again';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A sealed cursor never legitimately exceeds the query schemas' cursor limit. */
const MAX_SEALED_LENGTH = 2048;

/** What a cursor is bound to. `filters` are the list's normalized query and path parameters, without cursor and limit. */
export interface CursorScope {
  companyId: string;
  list: string;
  filters: Record<string, unknown>;
}

export class BadCursorError extends AppError {
  constructor() {
    super(400, 'invalid_cursor', BAD_CURSOR_MESSAGE, { cursor: BAD_CURSOR_MESSAGE });
  }
}

let cached: { secret: string | undefined; key: Buffer } | undefined;

/** The AES key, derived (HKDF-SHA256) from the configured secret, or random for this process when none is set. */
function sealingKey(): Buffer {
  const secret = config.cursorSecret;
  if (cached && cached.secret === secret) return cached.key;
  if (!secret) logger.warn(`${CURSOR_SECRET_ENV} is not set: page cursors are sealed with a key for this process only`);
  const material = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const key = Buffer.from(hkdfSync('sha256', material, 'kobo', 'page cursor aes-256-gcm v1', 32));
  cached = { secret, key };
  return key;
}

/** JSON with sorted keys and no undefined values, so equal filters always give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The seal's additional data: a hash of what the cursor is bound to. */
function boundTo(scope: CursorScope): Buffer {
  return createHash('sha256')
    .update(stableJson([VERSION, scope.companyId, scope.list, scope.filters]))
    .digest();
}

/** Seals a list's raw next-page cursor for this company, list and filters; null (the last page) stays null. */
export function sealCursor(scope: CursorScope, inner: string | null | undefined, now = Date.now()): string | null {
  if (!inner) return null;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(boundTo(scope));
  const body = Buffer.concat([cipher.update(JSON.stringify({ k: inner, x: now + CURSOR_TTL_MS }), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * Opens a cursor a client sent back. Undefined or empty means the first page.
 * Anything this server did not seal for exactly this scope, or that has
 * expired, throws BadCursorError (400).
 */
export function openCursor(scope: CursorScope, sealed: string | undefined, now = Date.now()): string | undefined {
  if (sealed === undefined || sealed === '') return undefined;
  if (sealed.length > MAX_SEALED_LENGTH || !/^[A-Za-z0-9_-]+$/.test(sealed)) throw new BadCursorError();
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== VERSION) throw new BadCursorError();
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), raw.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(boundTo(scope));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    text = Buffer.concat([decipher.update(raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new BadCursorError();
  }
  const payload = JSON.parse(text) as { k?: unknown; x?: unknown };
  if (typeof payload.k !== 'string' || typeof payload.x !== 'number' || payload.x < now) throw new BadCursorError();
  return payload.k;
}
