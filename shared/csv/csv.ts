import Papa from 'papaparse';
import type * as z from 'zod';
import { CSV_IMPORT_MAX_ROWS } from '../constants';
import { rowErrors, type RowError } from '../schemas/import';
import { taxRateRefusal } from '../schemas/tax-rate';
import { formatQuantity } from '../money';

/**
 * CSV files in and out, for any record kind. A kind describes its columns once
 * (header, the API field it fills, how a cell is read and written); reading a
 * file checks the header row as a whole, then turns every data row into API
 * values plus per-cell errors. The browser uses this for the preview and the
 * server validates the same values again with the same zod schema.
 */

/** What reading one cell gives: a value, an error, or nothing (a blank cell leaves the field out). */
export type CellRead = { value: unknown } | { error: string } | undefined;

export interface CsvColumn<R> {
  header: string;
  /** Other headers import takes for this column (a spreadsheet's "Billable" for "Billing"). */
  aliases?: readonly string[];
  /** The API field the column fills on import (dotted for nested ones); null: exported only, ignored on import. */
  path: string | null;
  required?: boolean;
  read?: (cell: string) => CellRead;
  write: (record: R) => string | number | undefined;
}

export interface CsvRow {
  /** The row's number in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: number;
  values: Record<string, unknown>;
  /** Errors found reading the cells and validating the row, by column header. */
  errors: RowError[];
}

export type CsvReadResult = { ok: true; rows: CsvRow[]; ignoredColumns: string[] } | { ok: false; error: string };

const normaliseHeader = (h: string) => h.replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Text cells: trimmed; a leading apostrophe that export added before a formula character is taken off. */
export function text(cell: string): CellRead {
  const v = cell.trim().replace(/^'(?='*[=+\-@])/, '');
  return v === '' ? undefined : { value: v };
}

/** A cell that must be one of some choices, matched case-insensitively by label or by value. */
export function choice<T>(options: readonly { value: T; labels: readonly string[] }[], message: string) {
  return (cell: string): CellRead => {
    const v = cell.trim().toLowerCase();
    if (v === '') return undefined;
    const found = options.find((o) => o.labels.some((l) => l.toLowerCase() === v));
    return found ? { value: found.value } : { error: message };
  };
}

export const yesNo = choice(
  [
    { value: true, labels: ['yes', 'true', 'y', '1'] },
    { value: false, labels: ['no', 'false', 'n', '0'] },
  ],
  'Use Yes or No',
);

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A column whose cells are one of a list of codes (matched case-insensitively), written capitalised. */
export function enumColumn<R, T extends string>(header: string, path: string, values: readonly T[], message: string, get: (r: R) => T, written = capitalise): CsvColumn<R> {
  return { header, path, read: choice(values.map((v) => ({ value: v, labels: [v] })), message), write: (r) => written(get(r)) };
}

/**
 * The CSV preview's check of each row's Tax Rate against the company's tax rates (the server makes
 * the same check on import): a rate it does not have, or an inactive one, is the row's error.
 */
export function checkTaxRates(rows: CsvRow[], rates: readonly { percent: number; name: string; status: string }[]): CsvRow[] {
  return rows.map((r) => {
    const percent = r.values.taxRate;
    if (typeof percent !== 'number') return r;
    const why = taxRateRefusal(rates.find((t) => t.percent === percent), percent);
    return why ? { ...r, errors: [...r.errors, { field: 'Tax Rate', message: why }] } : r;
  });
}

export const TAX_CELL_MESSAGE = 'Use a percentage of one of your tax rates (e.g. 7.5), or leave blank for no tax';

/**
 * Tax Rate: the percentage of one of the company's tax rates ("7.5", "7.5%",
 * "VAT 7.5%", "VAT (7.5%)"), blank or "none" for no tax. The server checks the
 * percentage is one of the company's active rates and reports the row otherwise.
 */
export function taxRateColumn<R>(get: (r: R) => number | null): CsvColumn<R> {
  return {
    header: 'Tax Rate',
    path: 'taxRate',
    read: (cell) => {
      const v = cell.trim().toLowerCase();
      if (v === '') return undefined;
      if (v === 'none' || v === 'no tax') return { value: null };
      const m = /^(?:[^\d(]*\(?)\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?\s*\)?$/.exec(v);
      const n = m ? Number(m[1]) : Number.NaN;
      return Number.isFinite(n) && n <= 100 ? { value: n } : { error: TAX_CELL_MESSAGE };
    },
    write: (r) => get(r) ?? '',
  };
}

/** Sets a dotted path in a nested object. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]!] = value;
}

/**
 * Reads a whole file. A file whose header row is not this kind's (an unknown or
 * repeated column, a required one missing), that is not valid CSV, or that has
 * no rows or too many, is refused as a whole with one message, so nothing is imported.
 */
export function readCsv<R, S extends z.ZodType>(content: string, columns: readonly CsvColumn<R>[], schema: S): CsvReadResult {
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // A file of one column has no delimiter to detect: papaparse then uses a comma, which is right.
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) return { ok: false, error: `The file is not valid CSV: ${broken.message}${broken.row !== undefined ? ` (row ${broken.row + 1})` : ''}.` };
  const [header, ...data] = parsed.data;
  if (!header || header.every((h) => h.trim() === '')) return { ok: false, error: 'The file is empty.' };

  const byHeader = new Map(columns.flatMap((c) => [c.header, ...(c.aliases ?? [])].map((h) => [normaliseHeader(h), c] as const)));
  const used: (CsvColumn<R> | null)[] = [];
  const seen = new Set<string>();
  const expected = columns.map((c) => c.header).join(', ');
  for (const raw of header) {
    const column = byHeader.get(normaliseHeader(raw));
    if (!column) return { ok: false, error: `Unknown column "${raw.trim()}". The columns Kobo reads are: ${expected}.` };
    // A column is known by its own header, whichever of its names the file uses.
    const name = normaliseHeader(column.header);
    if (seen.has(name)) return { ok: false, error: `The column "${column.header}" appears twice.` };
    seen.add(name);
    used.push(column);
  }
  const missing = columns.filter((c) => c.required && !seen.has(normaliseHeader(c.header)));
  if (missing.length) return { ok: false, error: `The column "${missing[0]!.header}" is missing. Download the template to see the expected header row.` };
  if (data.length === 0) return { ok: false, error: 'The file has a header row but no rows to import.' };
  if (data.length > CSV_IMPORT_MAX_ROWS) return { ok: false, error: `The file has ${formatQuantity(data.length)} rows; import at most ${formatQuantity(CSV_IMPORT_MAX_ROWS)} at a time.` };

  const headerOfPath = new Map(columns.flatMap((c) => (c.path ? [[c.path, c.header] as const] : [])));
  const rows = data.map((cells, i): CsvRow => {
    const values: Record<string, unknown> = {};
    const errors: RowError[] = [];
    if (cells.length > used.length) errors.push({ field: '(row)', message: `Has ${cells.length} cells; the header has ${used.length}` });
    used.forEach((column, c) => {
      if (!column?.path) return;
      const read = (column.read ?? text)(cells[c] ?? '');
      if (read === undefined) return;
      if ('error' in read) errors.push({ field: column.header, message: read.error });
      else setPath(values, column.path, read.value);
    });
    if (errors.length === 0) {
      const result = schema.safeParse(values);
      if (!result.success) for (const e of rowErrors(result.error)) errors.push({ field: headerOfPath.get(e.field) ?? e.field, message: e.message });
    }
    return { row: i + 2, values, errors };
  });
  const ignoredColumns = used.filter((c): c is CsvColumn<R> => c !== null && c.path === null).map((c) => c.header);
  return { ok: true, rows, ignoredColumns };
}

/**
 * A cell a spreadsheet would run as a formula (=, @, or + / - not followed by a
 * plain number or phone number) gets a leading apostrophe; import takes one off.
 */
function safeCell(value: string): string {
  const formula = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value));
  // Text that already starts with the apostrophe import would take off keeps it by getting a second one.
  if (formula || /^'+[=+\-@]/.test(value)) return `'${value}`;
  return value;
}

/** The CSV text of some records, with a byte-order mark so spreadsheet programs read it as UTF-8 (₦, accents). */
export function writeCsv<R>(columns: readonly CsvColumn<R>[], records: readonly R[]): string {
  const data = records.map((r) => columns.map((c) => safeCell(String(c.write(r) ?? ''))));
  return `\uFEFF${Papa.unparse({ fields: columns.map((c) => c.header), data }, { newline: '\r\n' })}\r\n`;
}

/** Maps API field paths in server-reported row errors to the column headers the user knows. */
export function headerForField<R>(columns: readonly CsvColumn<R>[], field: string): string {
  return columns.find((c) => c.path === field)?.header ?? field;
}
