import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients';
import { config } from './config';

/** A raw write of BatchWriteItem: an item put whole, or one deleted by its key. */
export type WriteRequest = { DeleteRequest: { Key: Record<string, unknown> } } | { PutRequest: { Item: Record<string, unknown> } };

/**
 * Writes raw requests to the table in order, 25 at a time (BatchWriteItem's most), sending
 * again what DynamoDB left unprocessed after a growing pause (50 ms doubling, at most 1 s), as
 * AWS advises. For the few jobs that write raw items in bulk: the tally rebuild, the deletion.
 */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let unprocessed: Record<string, unknown[]> | undefined = { [config.tableName]: requests.slice(i, i + 25) };
    for (let attempt = 0; unprocessed && Object.keys(unprocessed).length; attempt += 1) {
      if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** (attempt - 1))));
      const out = await documentClient().send(new BatchWriteCommand({ RequestItems: unprocessed as never }));
      unprocessed = out.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
}
