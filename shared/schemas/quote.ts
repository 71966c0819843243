import * as z from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  COMMENT_MAX_LENGTH,
  DOCUMENT_MAX_LINES,
  LINE_TAX_RATES,
  LINE_UNITS,
  MAX_AMOUNT_KOBO,
  QUOTE_DISPLAY_STATUSES,
  QUOTE_STATUSES,
} from '../constants';
import { ATTACHMENT_KEY_PATTERN } from '../s3-prefixes';
import { lagosToday } from '../dates';
import { computeTotals, lineAmountKobo } from '../documents/totals';
import { AMOUNT_TOO_LARGE, calendarDate, idParam, MAX_AMOUNT_TEXT, optionalText, pageOf } from './common';

/** A line's amount, or null when its quantity or rate is not one the line schema accepts (already reported there). */
function safeLineAmount(quantity: unknown, rateKobo: unknown): number | null {
  if (typeof quantity !== 'number' || typeof rateKobo !== 'number') return null;
  // Far past the bound: no need to compute exactly (and no risk of leaving safe integers).
  if (quantity * rateKobo > 2 * MAX_AMOUNT_KOBO) return Infinity;
  try {
    return lineAmountKobo(quantity, rateKobo);
  } catch {
    return null;
  }
}

const decimals = (n: number) => {
  const text = String(Number(n.toPrecision(15)));
  return text.includes('e') ? 99 : (text.split('.')[1] ?? '').length;
};

export const lineTaxRateSchema = z.union([...LINE_TAX_RATES.map((r) => z.literal(r)), z.null()], { error: 'Choose 5%, 7.5% or 0% VAT, or none' });

/** One line of a quote (later: an invoice or a sales receipt). The amount is computed, never sent. */
export const lineInputSchema = z
  .object({
    /** The catalogue item the line came from, if any. */
    itemId: z.string().min(1).max(64).optional(),
    name: z.string({ error: 'Item name is required' }).trim().min(1, 'Item name is required').max(200, 'Must be at most 200 characters'),
    description: optionalText(1000),
    quantity: z
      .number({ error: 'Enter a quantity' })
      .gt(0, 'Quantity must be more than 0')
      .max(1_000_000, 'Quantity must be at most 1,000,000')
      .refine((q) => decimals(q) <= 3, 'Use at most 3 decimals'),
    unit: z.enum(LINE_UNITS, { error: `Choose one of ${LINE_UNITS.join(', ')}` }).default('pcs'),
    rateKobo: z
      .number({ error: 'Enter a rate' })
      .int('Rate must be whole kobo')
      .min(0, 'Rate cannot be negative')
      .max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE),
    taxRate: lineTaxRateSchema.default(null),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (Math.abs(line.rateKobo) > MAX_AMOUNT_KOBO) return; // the rate itself is reported
    const amount = safeLineAmount(line.quantity, line.rateKobo);
    if (amount !== null && amount > MAX_AMOUNT_KOBO) ctx.addIssue({ code: 'custom', path: ['rateKobo'], message: `Quantity × rate must be at most ${MAX_AMOUNT_TEXT}` });
  });
export type LineInput = z.input<typeof lineInputSchema>;
export type LineValues = z.output<typeof lineInputSchema>;

export const discountSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('percent'),
        value: z
          .number({ error: 'Enter a discount' })
          .min(0, 'Discount cannot be negative')
          .max(100, 'Discount cannot be more than 100%')
          .refine((v) => decimals(v) <= 2, 'Use at most 2 decimals'),
      })
      .strict(),
    z
      .object({
        type: z.literal('amount'),
        valueKobo: z.number({ error: 'Enter a discount' }).int('Discount must be whole kobo').min(0, 'Discount cannot be negative').max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE),
      })
      .strict(),
  ],
  { error: 'Choose a discount by percentage or by amount' },
);
export type Discount = z.infer<typeof discountSchema>;

/** A file uploaded to S3 through POST /api/attachments, kept with the document. */
export const attachmentSchema = z
  .object({
    key: z.string().max(400).regex(ATTACHMENT_KEY_PATTERN, 'Not an uploaded attachment'),
    name: z.string().trim().min(1).max(200),
    size: z.number().int().min(1).max(ATTACHMENT_MAX_BYTES, `Attachments must be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`),
    contentType: z.enum(ATTACHMENT_CONTENT_TYPES, { error: 'This file type cannot be attached' }),
  })
  .strict();
export type Attachment = z.infer<typeof attachmentSchema>;

const quoteFields = {
  customerId: z.string({ error: 'Please select a customer' }).min(1, 'Please select a customer').max(64),
  /** Left out: the next number of the series. Given: must not be used by another quote. */
  quoteNumber: z
    .string()
    .trim()
    .min(1, 'Quote number is required')
    .max(30, 'Must be at most 30 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Use letters, digits and - / _ . only')
    .optional(),
  reference: optionalText(50),
  quoteDate: calendarDate('Quote date is required'),
  expiryDate: z
    .union([z.literal(''), calendarDate('Expiry date is required')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  subject: optionalText(250),
  lines: z
    .array(lineInputSchema, { error: 'Please add at least one item' })
    .min(1, 'Please add at least one item')
    .max(DOCUMENT_MAX_LINES, `A quote can have at most ${DOCUMENT_MAX_LINES} lines`),
  discount: discountSchema.default({ type: 'percent', value: 0 }),
  adjustmentKobo: z.number().int('Adjustment must be whole kobo').min(-MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).default(0),
  customerNotes: optionalText(2000),
  terms: optionalText(2000),
  attachments: z.array(attachmentSchema).max(ATTACHMENTS_MAX, `Attach at most ${ATTACHMENTS_MAX} files`).default([]),
};

type QuoteShape = { quoteDate: string; expiryDate?: string; lines: LineValues[]; discount: Discount; adjustmentKobo: number };
function quoteRules(v: QuoteShape, ctx: z.RefinementCtx) {
  if (v.expiryDate && v.expiryDate < v.quoteDate) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'The expiry date is before the quote date' });
  const amounts = (v.lines ?? []).map((l) => safeLineAmount(l?.quantity, l?.rateKobo));
  // A line the line schema refused is reported there; figures need every line.
  if (amounts.some((a) => a === null || a > MAX_AMOUNT_KOBO)) return;
  const subtotal = (amounts as number[]).reduce((sum, a) => sum + a, 0);
  if (v.discount?.type === 'amount' && v.discount.valueKobo > subtotal) {
    ctx.addIssue({ code: 'custom', path: ['discount', 'valueKobo'], message: 'Discount cannot be more than the subtotal' });
    return;
  }
  let totals: ReturnType<typeof quoteTotals>;
  try {
    totals = quoteTotals(v);
  } catch {
    return; // a discount or adjustment the field schemas refused
  }
  if (Math.abs(totals.totalKobo) <= MAX_AMOUNT_KOBO) return;
  // Name the field that took the total past the bound: the lines (with tax), or the adjustment on top of them.
  const beforeAdjustment = totals.totalKobo - totals.adjustmentKobo;
  const path = Math.abs(beforeAdjustment) > MAX_AMOUNT_KOBO ? ['lines'] : ['adjustmentKobo'];
  ctx.addIssue({ code: 'custom', path, message: `The total must be at most ${MAX_AMOUNT_TEXT}` });
}

/** PUT /api/quotes/{id}: every field and line (a full replace). */
export const quoteInputSchema = z.object(quoteFields).strict().superRefine(quoteRules);
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteValues = z.output<typeof quoteInputSchema>;

/**
 * PUT /api/quotes/{id}: the full record plus the version the editor loaded. With
 * a version, a save over someone else's newer change is refused (409) instead
 * of silently overwriting it.
 */
export const quoteUpdateSchema = z
  .object({ ...quoteFields, version: z.number().int().min(0).optional() })
  .strict()
  .superRefine(quoteRules);
export type QuoteUpdate = z.input<typeof quoteUpdateSchema>;

/** POST /api/quotes: the same, created as a draft ('Save as Draft') or as sent ('Create & Send Quote'). */
export const quoteCreateSchema = z
  .object({ ...quoteFields, status: z.enum(['draft', 'sent']).default('draft') })
  .strict()
  .superRefine(quoteRules);
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;
export type QuoteCreateValues = z.output<typeof quoteCreateSchema>;

export const quoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;
export const quoteDisplayStatusSchema = z.enum(QUOTE_DISPLAY_STATUSES);
export type QuoteDisplayStatus = z.infer<typeof quoteDisplayStatusSchema>;

const taxGroupSchema = z.object({ rate: z.number(), taxableKobo: z.number().int(), taxKobo: z.number().int() });

export const quoteLineSchema = z.object({
  lineNo: z.number().int(),
  itemId: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  quantity: z.number(),
  unit: z.enum(LINE_UNITS),
  rateKobo: z.number().int(),
  taxRate: lineTaxRateSchema,
  amountKobo: z.number().int(),
  discountKobo: z.number().int(),
  taxKobo: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** A quote as lists show it. */
export const quoteSummarySchema = z.object({
  quoteId: z.string(),
  quoteNumber: z.string(),
  reference: z.string().optional(),
  quoteDate: z.string(),
  expiryDate: z.string().optional(),
  status: quoteStatusSchema,
  /** The status to show: 'expired' when the expiry date has passed and the quote was neither accepted nor invoiced nor declined. */
  displayStatus: quoteDisplayStatusSchema,
  customerId: z.string(),
  customerName: z.string(),
  totalKobo: z.number().int(),
  createdAt: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** A quote with its lines and figures (computed by shared/documents/totals.ts). */
export const quoteSchema = quoteSummarySchema.extend({
  subject: z.string().optional(),
  customerEmail: z.string().optional(),
  customerNotes: z.string().optional(),
  terms: z.string().optional(),
  discount: discountSchema,
  adjustmentKobo: z.number().int(),
  subtotalKobo: z.number().int(),
  discountKobo: z.number().int(),
  taxKobo: z.number().int(),
  taxes: z.array(taxGroupSchema),
  lines: z.array(quoteLineSchema),
  attachments: z.array(attachmentSchema.extend({ url: z.string().optional() })),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quotePageSchema = pageOf(quoteSummarySchema);
export type QuotePage = z.infer<typeof quotePageSchema>;

/** The list: a status tab or 'all', and the More Filters. */
export const quoteListQuerySchema = z
  .object({
    status: z.enum([...QUOTE_DISPLAY_STATUSES, 'all']).default('draft'),
    customerId: z.string().max(64).optional(),
    dateFrom: calendarDate().optional(),
    dateTo: calendarDate().optional(),
    minTotalKobo: z.coerce.number().int().min(0).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).optional(),
    maxTotalKobo: z.coerce.number().int().min(0).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { path: ['dateTo'], message: 'The end date is before the start date' })
  .refine((v) => v.minTotalKobo === undefined || v.maxTotalKobo === undefined || v.minTotalKobo <= v.maxTotalKobo, {
    path: ['maxTotalKobo'],
    message: 'The highest amount is below the lowest',
  });
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

/** The next number the series would give (the form pre-fills it). */
export const nextNumberSchema = z.object({ quoteNumber: z.string() });

export const statusChangeSchema = z.object({ status: z.enum(['draft', 'sent', 'accepted', 'declined']) }).strict();
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const quoteCommentSchema = z
  .object({ text: z.string({ error: 'Write a comment' }).trim().min(1, 'Write a comment').max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters`) })
  .strict();

export const quoteParams = idParam;

/** 'expired' when the expiry date (Lagos) has passed and the quote is still a draft or sent. */
export function displayStatus(status: QuoteStatus, expiryDate: string | undefined, today = lagosToday()): QuoteDisplayStatus {
  return (status === 'draft' || status === 'sent') && expiryDate !== undefined && expiryDate < today ? 'expired' : status;
}

/** The figures of a quote's lines, discount and adjustment: the shared module, as every caller uses it. */
export function quoteTotals(v: { lines: Pick<LineValues, 'quantity' | 'rateKobo' | 'taxRate'>[]; discount: Discount; adjustmentKobo: number }) {
  return computeTotals({ lines: v.lines.map((l) => ({ quantity: l.quantity, rateKobo: l.rateKobo, taxRate: l.taxRate })), discount: v.discount, adjustmentKobo: v.adjustmentKobo });
}
