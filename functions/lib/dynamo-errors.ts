/*
 * Condition failures mean "the invariant held and the write was refused".
 * ElectroDB reports a cancelled transaction as a result rather than an error;
 * `committed` turns that result into an error callers cannot overlook.
 */

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
