import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { db } from '../entities/table';
import { AppError, BadRequestError, TryAgainError } from './errors';
import { logger } from './logger';

/*
 * Client request ids. A create that moves money or takes a number (the routes the
 * route table marks `idempotent`) may carry an `Idempotency-Key` header; the front
 * end sends one with every POST and keeps it until an answer says what became of
 * the request (frontend/src/api/client.ts). The record's own transaction claims the
 * key (entities/request-key.ts), so a retry of a request whose answer was lost (a
 * dropped connection, a timeout after the write was applied) finds the claim and
 * answers the record it made: one effect, however often it is sent.
 *
 * The route factory (lib/http.ts) runs an idempotent route's service through `runOnce`, which
 * reads the key, looks for its claim first and runs the service inside `runWithRequestKey`; the transaction that
 * makes the record adds the claim through `requestClaim` (documents/store.ts Plan,
 * services/expenses.ts). A claim refused in that transaction (the same request
 * running twice at once) is a RequestReplayed, which the route answers as a retry.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key is remembered (DynamoDB's TTL removes it after). */
export const REQUEST_KEY_TTL_SECONDS = 24 * 60 * 60;

/** The shape of a key: what a UUID or a ULID is, with room for a client's own prefix. */
const KEY_PATTERN = /^[A-Za-z0-9_:-]{16,80}$/;

export const BAD_KEY_MESSAGE = 'The Idempotency-Key header must be 16 to 80 letters, digits, dashes, underscores or colons';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send a new key for a new request.';

export interface RequestKeyContext {
  companyId: string;
  key: string;
  route: string;
  bodyHash: string;
  /** Set once the record's transaction committed with the claim: a later write of the same request claims nothing. */
  claimed: boolean;
}

const store = new AsyncLocalStorage<RequestKeyContext>();

/** The key of the request, from its headers (API Gateway lower-cases them); undefined when none was sent. */
export function requestKeyOf(headers: Record<string, string | undefined> | undefined): string | undefined {
  const key = headers?.[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw new BadRequestError(BAD_KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: BAD_KEY_MESSAGE });
  return key;
}

export const bodyHashOf = (body: string | undefined | null) => createHash('sha256').update(body ?? '').digest('base64url');

export function runWithRequestKey<T>(ctx: Omit<RequestKeyContext, 'claimed'>, fn: () => Promise<T>): Promise<T> {
  return store.run({ ...ctx, claimed: false }, fn);
}

/** The claim a record's transaction writes for the running request (undefined outside a keyed request, or once claimed). */
export function requestClaim(ref: string) {
  const ctx = store.getStore();
  if (!ctx || ctx.claimed) return undefined;
  const now = new Date();
  return {
    item: {
      companyId: ctx.companyId,
      key: ctx.key,
      route: ctx.route,
      bodyHash: ctx.bodyHash,
      ref,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + REQUEST_KEY_TTL_SECONDS,
    },
    /** Called once the transaction committed. */
    committed: () => {
      ctx.claimed = true;
    },
  };
}

/** Thrown when a record's transaction found its request's key already claimed: the same request ran meanwhile. */
export class RequestReplayed extends Error {
  constructor() {
    super('The request was already carried out');
  }
}

export interface StoredClaim {
  route: string;
  bodyHash: string;
  ref: string;
}

/** The claim of a key, read strongly (a retry must see a claim its first try committed). */
export async function findClaim(companyId: string, key: string): Promise<StoredClaim | undefined> {
  const { data } = await db().entities.requestKey.get({ companyId, key }).go({ consistent: true, attributes: ['route', 'bodyHash', 'ref'] });
  return data ?? undefined;
}

/** The claim's record, when the retry is the same request; a refusal when the key was used for another. */
export function sameRequest(claim: StoredClaim, route: string, bodyHash: string): string {
  if (claim.route !== route || claim.bodyHash !== bodyHash) throw new AppError(422, 'idempotency_key_reused', KEY_REUSED_MESSAGE);
  return claim.ref;
}

/**
 * Runs an idempotent route's service once per client request id. A key already claimed answers
 * the claim's record (`replay` reads it); a request refused while the same request committed
 * beside it (a 4xx from a check the first one's write changed) does too. Without a key the
 * service just runs. Called by the route factory (lib/http.ts) for the routes the table marks.
 */
export async function runOnce(
  route: string,
  companyId: string,
  request: { headers?: Record<string, string | undefined>; body?: string | null },
  run: () => Promise<unknown>,
  replay: (ref: string) => Promise<unknown>,
): Promise<unknown> {
  const key = requestKeyOf(request.headers);
  if (!key) return run();
  const bodyHash = bodyHashOf(request.body);
  const replayed = async (claim: StoredClaim) => {
    const answer = await replay(sameRequest(claim, route, bodyHash));
    logger.info('request replayed', { route });
    return answer;
  };
  const claim = await findClaim(companyId, key);
  if (claim) return replayed(claim);
  try {
    return await runWithRequestKey({ companyId, key, route, bodyHash }, run);
  } catch (error) {
    if (!(error instanceof RequestReplayed || (error instanceof AppError && error.status < 500))) throw error;
    const now = await findClaim(companyId, key);
    if (now) return replayed(now);
    // The claim was refused but is gone (its day ended meanwhile): nothing was written this time.
    if (error instanceof RequestReplayed) throw new TryAgainError();
    throw error;
  }
}
