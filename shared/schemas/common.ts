import * as z from 'zod';
import { DATE_MAX, DATE_MIN, DEFAULT_PAGE_SIZE, MAX_AMOUNT_KOBO, MAX_PAGE_SIZE } from '../constants';
import { formatNaira } from '../money';

/** The one error body every API error uses. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Trims, and turns an empty string into undefined, so optional text fields can be left blank. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * The one shape of an id in a path: the characters every id the server makes is written in
 * (ULIDs, Cognito user ids, hex hashes, base64url tokens). A parameter outside it (`.`, `..`,
 * a `/` or a NUL decoded from %2f or %00) is a 400 naming it before any read; one in it that
 * names nothing is a 404.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ID_MESSAGE = 'Not a valid id';
export const pathId = (message = ID_MESSAGE) => z.string().regex(ID_PATTERN, message);

export const idParam = z.object({ id: pathId() }).strict();

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(2048).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), cursor: z.string().nullable() });

/** True for a yyyy-MM-dd day that exists (2024-02-29 yes, 2026-02-31 no). */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export const DATE_FORMAT_MESSAGE = 'Use a date like 2026-11-22';
export const DATE_RANGE_MESSAGE = `Use a date between ${DATE_MIN} and ${DATE_MAX}`;

/**
 * The one calendar-date schema: every date in every request body and query.
 * yyyy-MM-dd, a day that exists, between DATE_MIN and DATE_MAX.
 */
export const calendarDate = (required = 'Enter a date') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_FORMAT_MESSAGE, abort: true })
    .refine(isCalendarDay, { error: 'That day does not exist', abort: true })
    .refine((v) => v >= DATE_MIN && v <= DATE_MAX, DATE_RANGE_MESSAGE);

/** The money bound as people read it: ₦10,000,000,000.00. */
export const MAX_AMOUNT_TEXT = formatNaira(MAX_AMOUNT_KOBO);
export const AMOUNT_TOO_LARGE = `Must be at most ${MAX_AMOUNT_TEXT}`;

/**
 * The one money schema: whole kobo within ±MAX_AMOUNT_KOBO (min 0 unless
 * `negative`). Messages name what the field is (a rate, a discount ...).
 */
export const amountKobo = (what: string, opts: { negative?: boolean } = {}) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`${what[0]!.toUpperCase()}${what.slice(1)} must be whole kobo`)
    .min(opts.negative ? -MAX_AMOUNT_KOBO : 0, opts.negative ? AMOUNT_TOO_LARGE : `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE);

/**
 * A list that names records by a key (the invoices a payment settles, the rows
 * of a file) names each once: the server reads them in one batch, and a
 * repeated key would only count one record twice. Adds an issue on each repeat,
 * at `list.i.field`, so a form can show it on the row.
 */
export function eachOnce<T>(items: readonly T[] | undefined, field: keyof T & string, ctx: z.RefinementCtx, list: string, message: string) {
  const seen = new Set<unknown>();
  (items ?? []).forEach((item, i) => {
    const key = item?.[field];
    if (key === undefined) return;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [list, i, field], message });
    seen.add(key);
  });
}
