import * as z from 'zod';
import { CSV_IMPORT_BATCH_ROWS, CSV_IMPORT_MAX_ROWS } from '../constants';
import { eachOnce } from './common';

/**
 * One batch of a CSV import: rows already read from the file in the browser,
 * each with its row number in the file (the header is row 1) and its values
 * keyed by API field. Each row is validated on its own, so a bad row is
 * reported without failing the batch.
 */
const batchOf = (values: z.ZodType) =>
  z
    .object({
      /** The same for every batch of one file: the hex SHA-256 of its content. */
      importId: z.string().regex(/^[0-9a-f]{16,64}$/, 'The import id must be 16 to 64 hexadecimal characters'),
      rows: z
        .array(
          z
            .object({
              row: z.number().int().min(2).max(CSV_IMPORT_MAX_ROWS + 1),
              values,
            })
            .strict(),
        )
        .min(1, 'Send at least one row')
        .max(CSV_IMPORT_BATCH_ROWS, `Send at most ${CSV_IMPORT_BATCH_ROWS} rows per request`),
    })
    .strict()
    .superRefine((v, ctx) => {
      eachOnce(v.rows, 'row', ctx, 'rows', 'Row numbers must be unique');
    });

/** The shape every import batch has; a route takes importBatchFor(its row schema). */
export const importBatchSchema = batchOf(z.record(z.string(), z.unknown()));

/**
 * One kind's import batch. A row's values may only carry that kind's fields,
 * at any depth (an unknown key is a 400 for the whole batch, like any body);
 * what the values hold is still checked row by row, so a bad cell is reported
 * on its row (status invalid) without failing the others.
 */
export function importBatchFor(rowSchema: z.ZodObject) {
  const keysOnly = z.object(Object.fromEntries(Object.keys(rowSchema.shape).map((k) => [k, z.unknown().optional()]))).strict();
  const values = keysOnly.superRefine((v, ctx) => {
    const result = rowSchema.safeParse(v);
    if (result.success) return;
    for (const issue of result.error.issues) {
      // Top-level unknown keys are keysOnly's; deeper ones (an address's) are reported here.
      if (issue.code === 'unrecognized_keys' && issue.path.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: issue.keys, path: issue.path, input: v });
    }
  });
  return batchOf(values);
}
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const rowErrorSchema = z.object({ field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importRowResultSchema = z.object({
  row: z.number(),
  /** created: written now; already_imported: written by an earlier try of the same file; invalid: not written. */
  status: z.enum(['created', 'already_imported', 'invalid']),
  id: z.string().optional(),
  errors: z.array(rowErrorSchema).optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importResultSchema = z.object({ results: z.array(importRowResultSchema) });
export type ImportResult = z.infer<typeof importResultSchema>;

export const exportQuerySchema = z
  .object({
    cursor: z.string().max(2048).optional(),
  })
  .strict();

/** A zod error as row errors: one per field (dotted API path), first message wins. */
export function rowErrors(error: z.ZodError): RowError[] {
  const seen = new Set<string>();
  const out: RowError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '(row)';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
