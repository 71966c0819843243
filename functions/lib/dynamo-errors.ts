/*
 * Condition failures mean "the invariant held and the write was refused".
 * ElectroDB reports a cancelled transaction as a result rather than an error;
 * `committed` turns that result into an error callers cannot overlook.
 */

import { BadRequestError } from './errors';

/** A page cursor ElectroDB cannot read (edited, or from another list) is the caller's mistake: 400; anything else is rethrown. */
export function rethrowBadCursor(error: unknown): never {
  if ((error as { code?: number }).code === 5003 || /cursor/i.test(String((error as Error).message))) throw new BadRequestError('The page cursor is not valid');
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
