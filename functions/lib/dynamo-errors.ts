/**
 * Condition failures mean "the invariant held and the write was refused".
 * ElectroDB wraps SDK errors, and reports a cancelled transaction as a result
 * rather than an error; these helpers read both forms.
 */
function rootCause(error: unknown): { name?: string; CancellationReasons?: { Code?: string }[] } | undefined {
  let e = error as { cause?: unknown; name?: string } | undefined;
  for (let i = 0; i < 5 && e; i++) {
    if (e.name === 'TransactionCanceledException' || e.name === 'ConditionalCheckFailedException') return e as never;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** True when a single write failed its condition. */
export function isConditionFailure(error: unknown): boolean {
  const cause = rootCause(error);
  if (!cause) return false;
  if (cause.name === 'ConditionalCheckFailedException') return true;
  return (cause.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
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
