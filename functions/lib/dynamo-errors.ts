/*
 * Condition failures mean "the invariant held and the write was refused".
 * ElectroDB reports a cancelled transaction as a result rather than an error;
 * `committed` turns that result into an error callers cannot overlook.
 */

import { BadCursorError } from './cursor';
import { requestElapsedMs } from './timings';

/**
 * Cursors reach a service only after cursor.ts opened them, so ElectroDB should
 * always read them; should it not, that is still the caller's link gone stale (400),
 * never a 500. Anything else is rethrown.
 */
export function rethrowBadCursor(error: unknown): never {
  const message = String((error as Error).message);
  if ((error as { code?: number }).code === 5003 || /cursor|ExclusiveStartKey|start(ing)? key/i.test(message)) throw new BadCursorError();
  throw error;
}

/** Thrown by `committed` when a transaction was cancelled; `failed` lists the items whose condition failed. */
export class TransactionCancelled extends Error {
  constructor(
    readonly failed: number[],
    readonly codes: string[],
  ) {
    super(`Transaction cancelled (${codes.join(', ')})`);
  }
}

/**
 * Awaits an ElectroDB write transaction and throws TransactionCancelled if
 * DynamoDB cancelled it, so callers cannot mistake a refusal for success.
 */
export async function committed<T extends { canceled: boolean; data: { rejected: boolean; code: string }[] }>(tx: Promise<T>): Promise<T> {
  const result = await tx;
  if (result.canceled) {
    const codes = result.data.map((d) => d.code);
    throw new TransactionCancelled(
      codes.flatMap((c, i) => (c === 'ConditionalCheckFailed' ? [i] : [])),
      codes,
    );
  }
  return result;
}

/** True when a single write was refused by its condition (ElectroDB wraps the SDK's error in `cause`). */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } };
  return e?.name === 'ConditionalCheckFailedException' || e?.cause?.name === 'ConditionalCheckFailedException';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a write transaction (built afresh each try) and throws TransactionCancelled when DynamoDB
 * cancels it. A cancellation only by another transaction on the same item (two entries logged on
 * one task at once) is tried again, a few times, after a short random pause; a failed condition is not.
 */
export async function transact(make: () => Promise<{ canceled: boolean; data: { rejected: boolean; code: string }[] }>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await committed(make());
      return;
    } catch (error) {
      const conflictOnly = error instanceof TransactionCancelled && error.failed.length === 0 && error.codes.includes('TransactionConflict');
      const sdkConflict = (error as { name?: string; cause?: { name?: string } })?.name === 'TransactionConflictException';
      if (!(conflictOnly || sdkConflict) || attempt >= 5) throw error;
      await sleep(15 * 2 ** attempt + Math.random() * 20);
    }
  }
}

/**
 * DynamoDB's refusals that pass (throttling, a conflict with another transaction, its own
 * internal error) and a call that timed out: a retry may well succeed, and on an idempotent
 * route a retry with the same key cannot do it twice (lib/request-key.ts). A cancelled
 * transaction counts when no condition refused it.
 */
const TRANSIENT = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TransactionConflictException',
  'TransactionInProgressException',
  'TimeoutError',
  'RequestTimeout',
]);
export function isTransient(error: unknown): boolean {
  if (error instanceof TransactionCancelled) return error.failed.length === 0;
  for (let e = error as { name?: string; code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (TRANSIENT.has(e.name ?? '') || e.code === 'ECONNRESET' || e.code === 'ETIMEDOUT') return true;
  }
  return false;
}

/**
 * How much of a route's 10 s (the function's time-out) a write may spend trying DynamoDB again
 * after a refusal that passes. What is left answers the 503 with Retry-After in time, and the web
 * app sends the same request again (same Idempotency-Key) once that has passed.
 */
export const RETRY_BUDGET_MS = 6_000;

/** The wait before try `attempt + 1`: exponential from 25 ms, capped at 800 ms, with full jitter so writers that met part again. */
export const backoffMs = (attempt: number) => Math.random() * Math.min(800, 25 * 2 ** attempt);

/**
 * Runs `fn`, trying again after a refusal that passes (throttling, a conflict, an attempt that timed
 * out on a busy table: isTransient) with backoff and jitter, for as long as the running request's
 * budget allows; then the last error goes up (a 503, lib/http.ts). Only for writes whose repeat is
 * harmless: a counter's ADD that timed out may have counted, which leaves a gap in a series, never a
 * number twice.
 */
export async function retryTransient<T>(fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const wait = backoffMs(attempt);
      // Outside a request (a job) the budget runs from the first try.
      const spent = Math.max(requestElapsedMs(), performance.now() - start);
      if (!isTransient(error) || spent + wait > RETRY_BUDGET_MS) throw error;
      await sleep(wait);
    }
  }
}
