import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../entities/table';
import { batchWrite } from '../../lib/batch-write';
import { documentClient } from '../../lib/clients';
import { config } from '../../lib/config';
import { addDocumentFacts, addExpenseFacts, addTimeFacts, CUSTOMER_COUNT } from './postings';
import { shardOf, TallyMoves, tallyPk, type Facts } from './tally';

/*
 * The proof that the tallies equal the records (npm run rebuild-reports): for
 * one company, every invoice, sales receipt, payment and expense is read and
 * its figures added up in memory exactly as the transactions post them; the
 * stored tallies (all shards summed) are compared item by item, and the customers counted. With `fix`,
 * the stored items are replaced by the figures from the records, in shard 0.
 * An operator's command: it reads everything, which no request path does.
 */

type Cells = Map<string, Facts>;

/** The records' figures by item, and where each state figure put by a record lives (putState's item: an open invoice's customer). */
async function fromRecords(companyId: string): Promise<{ cells: Cells; placed: Map<string, string> }> {
  const moves = new TallyMoves();
  for (const kind of ['invoice', 'salesreceipt', 'payment'] as const) {
    const { data } = await db().entities.salesDocument.query.recentByKind({ companyId, kind }).go({ pages: 'all' });
    for (const header of data) {
      const lines =
        kind === 'payment' ? [] : (await db().entities.documentLines.query.byDocument({ companyId, documentId: header.documentId }).go({ pages: 'all' })).data.flatMap((b) => b.lines);
      addDocumentFacts(moves, { header, lines });
    }
  }
  const { data: expenses } = await db().entities.expense.query.all({ companyId }).go({ pages: 'all' });
  for (const e of expenses) addExpenseFacts(moves, e, 1);
  const { data: entries } = await db().entities.timeEntry.query.byDate({ companyId }).go({ pages: 'all' });
  for (const e of entries) addTimeFacts(moves, e, 1);
  const { data: customers } = await db().entities.customer.query.all({ companyId }).go({ pages: 'all', attributes: ['customerId'] });
  if (customers.length) moves.addState('totals', { [CUSTOMER_COUNT]: customers.length });
  const cells: Cells = new Map();
  const placed = new Map<string, string>();
  for (const c of moves.cellList()) {
    for (const name of Object.keys(c.sets ?? {})) placed.set(name, String(c.shard));
    const key = `${c.family}#${c.grain}#${c.period}`;
    const facts = cells.get(key) ?? {};
    for (const [name, v] of Object.entries(c.facts)) if (v !== 0) facts[name] = (facts[name] ?? 0) + v;
    for (const [name, v] of Object.entries(c.sets ?? {})) if (v !== null) facts[name] = v;
    cells.set(key, facts);
  }
  return { cells, placed };
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
  const [{ cells: want }, have] = await Promise.all([fromRecords(companyId), stored(companyId)]);
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
  const [{ cells: want, placed }, have] = await Promise.all([fromRecords(companyId), stored(companyId)]);
  const pk = tallyPk(companyId);
  const requests = [
    ...have.keys.map((sk) => ({ DeleteRequest: { Key: { pk, sk } } })),
  ];
  // Period figures go to shard 0; a customer's balance to its own shard (tally.ts shardOf), an open invoice's to its customer's item.
  const items = new Map<string, Facts>();
  for (const [cell, facts] of want) {
    for (const [name, value] of Object.entries(facts)) {
      const shard = cell.startsWith('customers#s#') ? shardOf(name.split(':')[1]!) : (placed.get(name) ?? 0);
      const target = items.get(`${cell}#${shard}`) ?? {};
      target[name] = value;
      items.set(`${cell}#${shard}`, target);
    }
  }
  const puts = [...items].map(([sk, facts]) => ({ PutRequest: { Item: { pk, sk, ...facts } } }));
  // Deletes first, then puts (a put of shard 0 may replace an item the deletes list too).
  await batchWrite(requests);
  await batchWrite(puts);
  return { items: puts.length };
}
