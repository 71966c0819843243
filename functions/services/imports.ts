import type * as z from 'zod';
import { CSV_IMPORT_MARKER_DAYS } from '../../shared/constants';
import { rowErrors, type ImportBatch, type ImportResult, type ImportRowResult } from '../../shared/schemas/import';
import { db } from '../entities/table';
import { TransactionCancelled } from '../lib/dynamo-errors';
import { BadRequestError } from '../lib/errors';

export type ImportKind = 'customers' | 'items' | 'expenses';

/** The marker a row's write transaction creates (conditional on not existing). */
export interface ImportMarker {
  companyId: string;
  kind: ImportKind;
  importId: string;
  row: number;
  createdAt: string;
  expiresAt: number;
}

/** Rows written at the same time; each is its own transaction. */
const CONCURRENCY = 4;

/**
 * Runs one batch of a CSV import. Each row is validated on its own (a bad row
 * is reported with its field errors and not written); rows already written by
 * an earlier try of the same import are found by their markers (one batch
 * read) and reported, not written again; every other row is written by
 * `write` in one transaction that also creates the row's marker, so a row is
 * either wholly written, once, or not at all.
 */
export async function runImport<S extends z.ZodType>(
  companyId: string,
  kind: ImportKind,
  batch: ImportBatch,
  schema: S,
  write: (values: z.output<S>, marker: ImportMarker) => Promise<string>,
): Promise<ImportResult> {
  const results = new Map<number, ImportRowResult>();
  const valid: { row: number; values: z.output<S> }[] = [];
  for (const { row, values } of batch.rows) {
    const parsed = schema.safeParse(values);
    if (parsed.success) valid.push({ row, values: parsed.data });
    else results.set(row, { row, status: 'invalid', errors: rowErrors(parsed.error) });
  }

  const done = await readMarkers(companyId, kind, batch.importId, valid.map((v) => v.row));
  const todo = valid.filter((v) => {
    const recordId = done.get(v.row);
    if (recordId) results.set(v.row, { row: v.row, status: 'already_imported', id: recordId });
    return !recordId;
  });

  const now = new Date();
  const expiresAt = Math.floor(now.getTime() / 1000) + CSV_IMPORT_MARKER_DAYS * 24 * 60 * 60;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const { row, values } = todo[next++]!;
      const marker: ImportMarker = { companyId, kind, importId: batch.importId, row, createdAt: now.toISOString(), expiresAt };
      try {
        results.set(row, { row, status: 'created', id: await write(values, marker) });
      } catch (error) {
        // A row the server refuses beyond its schema (a tax rate that is not the company's): that row is invalid.
        if (error instanceof BadRequestError && error.fields) {
          results.set(row, { row, status: 'invalid', errors: Object.entries(error.fields).map(([field, message]) => ({ field, message })) });
          continue;
        }
        // A concurrent try of the same batch wrote the row first: its marker says so.
        if (!(error instanceof TransactionCancelled)) throw error;
        const again = await readMarkers(companyId, kind, batch.importId, [row]);
        const recordId = again.get(row);
        if (!recordId) throw error;
        results.set(row, { row, status: 'already_imported', id: recordId });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, todo.length) }, worker));
  return { results: batch.rows.map((r) => results.get(r.row)!) };
}

/** The rows of an import that have markers, and the record each became: one BatchGetItem. */
async function readMarkers(companyId: string, kind: ImportKind, importId: string, rows: number[]): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const { data, unprocessed } = await db()
    .entities.importRow.get(rows.map((row) => ({ companyId, kind, importId, row })))
    .go({ consistent: true, attributes: ['row', 'recordId'] });
  if (unprocessed.length) throw new Error('DynamoDB left import markers unread; try the import again');
  return new Map(data.map((m) => [m.row, m.recordId]));
}
