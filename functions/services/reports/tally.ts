import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/clients';
import { config } from '../../lib/config';

/*
 * Report tallies: what the reports and the dashboard's figures read, kept by
 * the transactions that change the records (an invoice, a sales receipt, a
 * payment, an expense), in the same transaction, by ADD. A report reads a few
 * small items per month of its period, never the records.
 *
 * An item holds one family's figures of one period at one grain, in one shard:
 *   pk = tally#<companyId>
 *   sk = <family>#<grain>#<period>#<shard>   (grain m: period yyyy-MM; d: yyyy-MM-dd)
 * and its attributes are the figures, named `<dimension>:<key>:<measure>`
 * (`c:<customerId>:t`, `inv:all:n` ...), each a number moved by ADD. The names
 * are data (a customer's id, a category's name), so ElectroDB, whose models
 * name every attribute, cannot describe the item: this module owns its keys
 * (decision 14), under a prefix no ElectroDB key has (theirs begin `$kobo#`).
 *
 * Every change is written twice, to its month and to its day: a period reads
 * its whole months at month grain and the days of a partial month at day grain
 * (shared/reports/periods.ts `periodParts`), so a fiscal year is 12 months of
 * items and a custom period at most two partial months of days more.
 *
 * Families keep items small: `totals` holds the company's figures and the
 * dimensions that are few by nature (salespeople, expense categories, tax
 * rates); `customers` and `items` hold one key per customer or item that had
 * a sale (or payment) in the period; `aging` is a state only (one figure per
 * open invoice, SET or REMOVEd: putState).
 *
 * No hot item: each transaction writes to one of TALLY_SHARDS shards, picked at
 * random, and a read sums the shards. Twenty people saving at once in one
 * company mostly touch different items; those that meet retry as every
 * transaction of the engine already does on a conflict.
 */

export const TALLY_SHARDS = 8;
export const TALLY_FAMILIES = ['totals', 'customers', 'items', 'time', 'aging'] as const;
export type Family = (typeof TALLY_FAMILIES)[number];
export type Facts = Record<string, number>;

export const tallyPk = (companyId: string) => `tally#${companyId}`;
type Grain = 'm' | 'd' | 's';
interface Cell {
  family: Family;
  grain: Grain;
  period: string;
  facts: Facts;
  /** Figures set to a value (or removed: null) rather than added to: a state kept by key (putState). */
  sets?: Record<string, number | null>;
  /** A fixed shard (state figures kept by key), or a record's own item (putState); else the transaction's. */
  shard?: number | string;
}

/** A stable shard for a key (FNV-1a of its characters). */
export function shardOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % TALLY_SHARDS;
}
const sk = (family: Family, grain: Grain, period: string, shard: number | string) => `${family}#${grain}#${period}#${shard}`;

/** The deltas of one transaction, merged per item. */
export class TallyMoves {
  private readonly cells = new Map<string, Cell>();

  /** Adds `facts` (times `sign`) on `date` (yyyy-MM-dd) to both its day and its month. */
  add(family: Family, date: string, facts: Facts, sign: 1 | -1 = 1): this {
    for (const [grain, period] of [
      ['m', date.slice(0, 7)],
      ['d', date],
    ] as const) {
      const key = `${family}|${grain}|${period}`;
      const cell = this.cells.get(key) ?? { family, grain, period, facts: {} };
      for (const [name, value] of Object.entries(facts)) if (value !== 0) cell.facts[name] = (cell.facts[name] ?? 0) + sign * value;
      this.cells.set(key, cell);
    }
    return this;
  }

  /**
   * Adds to figures that are a state rather than a period's (what is still to
   * be reimbursed, a customer's balance): sk <family>#s#now#<shard>. `key`
   * fixes the shard (a customer's balance always in one, so a shard item holds
   * an eighth of the customers); without it the transaction's random shard.
   */
  addState(family: Family, facts: Facts, sign: 1 | -1 = 1, key?: string): this {
    const shard = key === undefined ? undefined : shardOf(key);
    const id = `${family}|s|now|${shard ?? '*'}`;
    const cell = this.cells.get(id) ?? { family, grain: 's' as const, period: 'now', facts: {}, shard };
    for (const [name, value] of Object.entries(facts)) if (value !== 0) cell.facts[name] = (cell.facts[name] ?? 0) + sign * value;
    this.cells.set(id, cell);
    return this;
  }

  /**
   * Sets a state figure to `value`, or removes it (null): what one record's state is now (an
   * open invoice's balance), exact because the record's own write in the same transaction is
   * conditional on the version read. `item` names the item it lives in (sk
   * <family>#s#now#<item>: a customer's id, so a customer's figures are one small item that only
   * that customer's writes touch, and already do). A later put of the same name wins, so a
   * record's before (removed) and after (set) under one name leave the after.
   */
  putState(family: Family, name: string, value: number | null, item: string): this {
    const id = `${family}|s|now|${item}`;
    const cell = this.cells.get(id) ?? { family, grain: 's' as const, period: 'now', facts: {}, shard: item };
    cell.sets = { ...cell.sets, [name]: value };
    this.cells.set(id, cell);
    return this;
  }

  /** The UpdateItem operations (DynamoDB transaction items) that apply the moves; none for a change that moves nothing. */
  operations(companyId: string, shard = Math.floor(Math.random() * TALLY_SHARDS)): { Update: Record<string, unknown> }[] {
    const ops: { Update: Record<string, unknown> }[] = [];
    for (const cell of this.cells.values()) {
      const moved = Object.entries(cell.facts).filter(([, v]) => v !== 0);
      const sets = Object.entries(cell.sets ?? {});
      if (moved.length === 0 && sets.length === 0) continue;
      const names: Record<string, string> = {};
      const values: Record<string, number> = {};
      const added = moved.map(([name, value], i) => {
        names[`#f${i}`] = name;
        values[`:f${i}`] = value;
        return `#f${i} :f${i}`;
      });
      const put: string[] = [];
      const removed: string[] = [];
      sets.forEach(([name, value], i) => {
        names[`#s${i}`] = name;
        if (value === null) removed.push(`#s${i}`);
        else {
          values[`:s${i}`] = value;
          put.push(`#s${i} = :s${i}`);
        }
      });
      const clauses = [added.length ? `ADD ${added.join(', ')}` : '', put.length ? `SET ${put.join(', ')}` : '', removed.length ? `REMOVE ${removed.join(', ')}` : ''];
      ops.push({
        Update: {
          TableName: config.tableName,
          Key: { pk: tallyPk(companyId), sk: sk(cell.family, cell.grain, cell.period, cell.shard ?? shard) },
          UpdateExpression: clauses.filter(Boolean).join(' '),
          ExpressionAttributeNames: names,
          ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        },
      });
    }
    return ops;
  }

  get size(): number {
    return this.cells.size;
  }

  /** The merged moves, item by item (the rebuild compares them with the stored tallies). */
  cellList(): Cell[] {
    return [...this.cells.values()];
  }
}

// ---------------------------------------------------------------- reads

async function queryAll(companyId: string, from: string, to: string, attributes?: string[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  const names = attributes ? Object.fromEntries(attributes.map((a, i) => [`#p${i}`, a])) : undefined;
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': tallyPk(companyId), ':from': from, ':to': to },
        ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

function sumInto(into: Facts, item: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(item)) {
    if (name === 'pk' || name === 'sk' || typeof value !== 'number') continue;
    into[name] = (into[name] ?? 0) + value;
  }
}

/**
 * A family's figures over a period (days, inclusive), summed over shards: its
 * whole months at month grain and the rest by day. `attributes`: read only these
 * figures (the dashboard's company totals), else all.
 */
export async function readTally(companyId: string, family: Family, parts: { months: [string, string] | null; days: [string, string][] }, attributes?: string[]): Promise<Facts> {
  const reads: Promise<Record<string, unknown>[]>[] = [];
  if (parts.months) reads.push(queryAll(companyId, `${family}#m#${parts.months[0]}#`, `${family}#m#${parts.months[1]}#~`, attributes));
  for (const [from, to] of parts.days) reads.push(queryAll(companyId, `${family}#d#${from}#`, `${family}#d#${to}#~`, attributes));
  const facts: Facts = {};
  for (const items of await Promise.all(reads)) for (const item of items) sumInto(facts, item);
  return facts;
}

/** A family's state items (putState), each with the key it was put under and its figures. */
export async function readTallyStateItems(companyId: string, family: Family): Promise<{ key: string; facts: Facts }[]> {
  const prefix = `${family}#s#now#`;
  return (await queryAll(companyId, prefix, `${prefix}~`)).map((item) => {
    const facts: Facts = {};
    sumInto(facts, item);
    return { key: String(item.sk).slice(prefix.length), facts };
  });
}

/** A family's state figures (addState), summed over shards. */
export async function readTallyState(companyId: string, family: Family, attributes?: string[]): Promise<Facts> {
  const facts: Facts = {};
  for (const item of await queryAll(companyId, `${family}#s#now#`, `${family}#s#now#~`, attributes)) sumInto(facts, item);
  return facts;
}

/**
 * A family's figures over a period, month by month (yyyy-MM → figures): whole
 * months at month grain, the days of partial months grouped by their month.
 */
export async function readTallyByMonth(companyId: string, family: Family, parts: { months: [string, string] | null; days: [string, string][] }): Promise<Map<string, Facts>> {
  const reads: Promise<Record<string, unknown>[]>[] = [];
  if (parts.months) reads.push(queryAll(companyId, `${family}#m#${parts.months[0]}#`, `${family}#m#${parts.months[1]}#~`));
  for (const [from, to] of parts.days) reads.push(queryAll(companyId, `${family}#d#${from}#`, `${family}#d#${to}#~`));
  const byMonth = new Map<string, Facts>();
  for (const items of await Promise.all(reads)) {
    for (const item of items) {
      const month = String(item.sk).split('#')[2]!.slice(0, 7);
      const facts = byMonth.get(month) ?? {};
      sumInto(facts, item);
      byMonth.set(month, facts);
    }
  }
  return byMonth;
}

/** The figures of one dimension, by key: `c:<id>:t` etc. → { <id>: { t, n, ... } }. */
export function byKey(facts: Facts, dimension: string): Map<string, Record<string, number>> {
  const rows = new Map<string, Record<string, number>>();
  const prefix = `${dimension}:`;
  for (const [name, value] of Object.entries(facts)) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const cut = rest.lastIndexOf(':');
    const key = rest.slice(0, cut);
    const measure = rest.slice(cut + 1);
    const row = rows.get(key) ?? {};
    row[measure] = (row[measure] ?? 0) + value;
    rows.set(key, row);
  }
  return rows;
}
