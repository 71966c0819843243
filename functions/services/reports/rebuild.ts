import { BatchWriteCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../entities/table';
import { documentClient } from '../../lib/clients';
import { config } from '../../lib/config';
import { addDocumentFacts, addExpenseFacts } from './postings';
import { TallyMoves, tallyPk, type Facts } from './tally';

/*
 * The proof that the tallies equal the records (npm run rebuild-reports): for
 * one company, every invoice, sales receipt, payment and expense is read and
 * its figures added up in memory exactly as the transactions post them; the
 * stored tallies (all shards summed) are compared item by item. With `fix`,
 * the stored items are replaced by the figures from the records, in shard 0.
 * An operator's command: it reads everything, which no request path does.
 */

type Cells = Map<string, Facts>;

async function fromRecords(companyId: string): Promise<Cells> {
  const moves = new TallyMoves();
  for (const kind of ['invoice', 'salesreceipt', 'payment'] as const) {
    const { data } = await db().entities.salesDocument.query.recentByKind({ companyId, kind }).go({ pages: 'all' });
    for (const header of data) {
      const lines =
        kind === 'payment' ? [] : (await db().entities.documentLines.query.byDocument({ companyId, documentId: header.documentId }).go({ pages: 'all' })).data.flatMap((b) => b.lines);
      addDocumentFacts(moves, { header, lines }, 1);
    }
  }
  const { data: expenses } = await db().entities.expense.query.all({ companyId }).go({ pages: 'all' });
  for (const e of expenses) addExpenseFacts(moves, e, 1);
  const cells: Cells = new Map();
  for (const c of moves.cellList()) cells.set(`${c.family}#${c.grain}#${c.period}`, Object.fromEntries(Object.entries(c.facts).filter(([, v]) => v !== 0)));
  return cells;
}

async function stored(companyId: string): Promise<{ cells: Cells; keys: string[] }> {
  const cells: Cells = new Map();
  const keys: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': tallyPk(companyId) }, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const sk = String(item.sk);
      keys.push(sk);
      const cell = sk.slice(0, sk.lastIndexOf('#'));
      const facts = cells.get(cell) ?? {};
      for (const [name, value] of Object.entries(item)) if (name !== 'pk' && name !== 'sk' && typeof value === 'number' && value !== 0) facts[name] = (facts[name] ?? 0) + value;
      cells.set(cell, facts);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  for (const [k, f] of cells) for (const [name, v] of Object.entries(f)) if (v === 0) delete cells.get(k)![name];
  return { cells, keys };
}

export interface TallyDifference {
  item: string;
  figure: string;
  stored: number;
  records: number;
}

/** The figures where the stored tallies and the records differ (empty: equal to the kobo). */
export async function compareTallies(companyId: string): Promise<TallyDifference[]> {
  const [want, have] = await Promise.all([fromRecords(companyId), stored(companyId)]);
  const diffs: TallyDifference[] = [];
  for (const item of new Set([...want.keys(), ...have.cells.keys()])) {
    const w = want.get(item) ?? {};
    const h = have.cells.get(item) ?? {};
    for (const figure of new Set([...Object.keys(w), ...Object.keys(h)])) {
      if ((w[figure] ?? 0) !== (h[figure] ?? 0)) diffs.push({ item, figure, stored: h[figure] ?? 0, records: w[figure] ?? 0 });
    }
  }
  return diffs.sort((a, b) => a.item.localeCompare(b.item) || a.figure.localeCompare(b.figure));
}

/** Replaces the company's tallies with the figures from its records (run while nobody writes to the company). */
export async function rebuildTallies(companyId: string): Promise<{ items: number }> {
  const [want, have] = await Promise.all([fromRecords(companyId), stored(companyId)]);
  const pk = tallyPk(companyId);
  const requests = [
    ...have.keys.map((sk) => ({ DeleteRequest: { Key: { pk, sk } } })),
  ];
  const puts = [...want].filter(([, f]) => Object.keys(f).length > 0).map(([cell, facts]) => ({ PutRequest: { Item: { pk, sk: `${cell}#0`, ...facts } } }));
  // Deletes first, then puts (a put of shard 0 may replace an item the deletes list too).
  for (const batch of [requests, puts]) {
    for (let i = 0; i < batch.length; i += 25) {
      let unprocessed: Record<string, unknown[]> | undefined = { [config.tableName]: batch.slice(i, i + 25) };
      while (unprocessed && Object.keys(unprocessed).length) {
        const out = await documentClient().send(new BatchWriteCommand({ RequestItems: unprocessed as never }));
        unprocessed = out.UnprocessedItems as Record<string, unknown[]> | undefined;
      }
    }
  }
  return { items: puts.length };
}
