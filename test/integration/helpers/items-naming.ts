import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/lib/clients';

/**
 * TEST CODE ONLY (no request path scans): every item of the test's table naming a company, its id
 * in the key or as companyId, by a Scan. The export's and the deletion's tests hold the partitions
 * they read and empty against it, each on a table of its own so the Scan stays small.
 */
export async function itemsNaming(companyId: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: process.env.TABLE_NAME,
        FilterExpression: 'contains(pk, :a) OR contains(pk, :b) OR companyId = :a',
        ExpressionAttributeValues: { ':a': companyId, ':b': companyId.toLowerCase() },
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}
