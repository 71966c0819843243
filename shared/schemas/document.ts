import * as z from 'zod';
import { taxRateRefSchema } from './tax-rate';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, BILLED_RECORDS_MAX, DOCUMENT_MAX_LINES, LINE_UNITS, MAX_AMOUNT_KOBO } from '../constants';
import { BILLED_BOTH, BILLED_FIELDS, BILLED_SOURCES, BILLED_TOO_MANY, billedMessages, type BilledField } from '../billed-values';
import { ATTACHMENT_KEY_PATTERN } from '../s3-prefixes';
import { computeTotals, lineAmountKobo, lowestAdjustmentKobo, type DocumentTotals } from '../documents/totals';
import { formatNaira } from '../money';
import { billedHours, formatMinutes } from '../time-values';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_TEXT, optionalText } from './common';

/*
 * The parts every sales document (quote, invoice, sales receipt, later credit
 * note) shares: its lines, discount, adjustment, attachments and figures. Each
 * kind's schema (quote.ts, invoice.ts, sales-receipt.ts) adds its own header
 * fields to `documentBodyFields` and runs `documentRules`.
 */

/** A line's amount, or null when its quantity, minutes or rate is not one the line schema accepts (already reported there). */
function safeLineAmount(quantity: unknown, rateKobo: unknown, minutes?: unknown): number | null {
  if (typeof quantity !== 'number' || typeof rateKobo !== 'number') return null;
  if (minutes !== undefined && typeof minutes !== 'number') return null;
  // Far past the bound: no need to compute exactly (and no risk of leaving safe integers).
  if ((minutes === undefined ? quantity : minutes / 60) * rateKobo > 2 * MAX_AMOUNT_KOBO) return Infinity;
  try {
    return lineAmountKobo(quantity, rateKobo, minutes);
  } catch {
    return null;
  }
}

const decimals = (n: number) => {
  const text = String(Number(n.toPrecision(15)));
  return text.includes('e') ? 99 : (text.split('.')[1] ?? '').length;
};

/** One of the company's tax rates by its percentage (the server checks it on a new use), or null for no tax. */
export const lineTaxRateSchema = taxRateRefSchema;

/** The most time one line bills: the hours a quantity may have (1,000,000), in minutes. */
const MAX_LINE_MINUTES = 60_000_000;

/** One line of a document. The amount is computed, never sent. */
export const lineInputSchema = z
  .object({
    /** The catalogue item the line came from, if any. */
    itemId: z.string().min(1).max(64).optional(),
    /** The expense the line bills the customer for (invoices only; the invoice's transaction marks it invoiced). */
    expenseId: z.string().min(1).max(64).optional(),
    /** The time entry the line bills the customer for (invoices only; likewise marked invoiced). */
    timeEntryId: z.string().min(1).max(64).optional(),
    name: z.string({ error: 'Item name is required' }).trim().min(1, 'Item name is required').max(200, 'Must be at most 200 characters'),
    description: optionalText(1000),
    /**
     * A line of time (the invoice form's unbilled time): its whole minutes, `rateKobo` being an
     * hourly rate; the amount is rate × minutes / 60 and `quantity` must be those minutes in
     * hours to 3 decimals (`billedHours`).
     */
    minutes: z.number({ error: 'Enter the minutes' }).int('Time must be whole minutes').min(1, 'Time must be at least 1 minute').max(MAX_LINE_MINUTES, `Time must be at most ${MAX_LINE_MINUTES / 60} hours`).optional(),
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
    if (line.minutes !== undefined && line.quantity !== billedHours(line.minutes)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: `A line of ${formatMinutes(line.minutes)} has the quantity ${billedHours(line.minutes)} (hours)` });
    }
    if (Math.abs(line.rateKobo) > MAX_AMOUNT_KOBO) return; // the rate itself is reported
    const amount = safeLineAmount(line.quantity, line.rateKobo, line.minutes);
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


const taxGroupSchema = z.object({ rate: z.number(), taxableKobo: z.number().int(), taxKobo: z.number().int() });
export { taxGroupSchema };

/** A line as the API answers it: the input plus its figures. */
export const documentLineSchema = z.object({
  lineNo: z.number().int(),
  itemId: z.string().optional(),
  expenseId: z.string().optional(),
  timeEntryId: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  quantity: z.number(),
  /** A line of time: its minutes (the amount is the hourly rate × minutes / 60). */
  minutes: z.number().int().optional(),
  unit: z.enum(LINE_UNITS),
  rateKobo: z.number().int(),
  taxRate: lineTaxRateSchema,
  /** The rate's name when the line was saved (absent on lines saved before rates had names). */
  taxName: z.string().optional(),
  amountKobo: z.number().int(),
  discountKobo: z.number().int(),
  taxKobo: z.number().int(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/**
 * Each billed record on one line at most, one per line, and at most BILLED_RECORDS_MAX of
 * them in all (they are marked in the save's one transaction).
 */
function billedOnce(lines: Partial<Record<BilledField, string>>[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (l?.expenseId && l?.timeEntryId) ctx.addIssue({ code: 'custom', path: [i, 'timeEntryId'], message: BILLED_BOTH });
    for (const field of BILLED_FIELDS) {
      const id = l?.[field];
      if (!id) continue;
      if (seen.has(`${field}:${id}`)) ctx.addIssue({ code: 'custom', path: [i, field], message: billedMessages(BILLED_SOURCES[field]).twice });
      else seen.add(`${field}:${id}`);
    }
  });
  if (seen.size > BILLED_RECORDS_MAX) ctx.addIssue({ code: 'custom', message: BILLED_TOO_MANY });
}

/** The body fields every kind shares; `noun` names the kind in messages ("A quote can have at most ..."). */
export const documentBodyFields = (noun: string) => ({
  lines: z
    .array(lineInputSchema, { error: 'Please add at least one item' })
    .min(1, 'Please add at least one item')
    .max(DOCUMENT_MAX_LINES, `A ${noun} can have at most ${DOCUMENT_MAX_LINES} lines`)
    .superRefine(billedOnce),
  discount: discountSchema.default({ type: 'percent', value: 0 }),
  adjustmentKobo: z.number().int('Adjustment must be whole kobo').min(-MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).default(0),
  customerNotes: optionalText(2000),
  terms: optionalText(2000),
  attachments: z.array(attachmentSchema).max(ATTACHMENTS_MAX, `Attach at most ${ATTACHMENTS_MAX} files`).default([]),
});

/** A document number a user may type (left out: the series gives the next one). */
export const documentNumberSchema = (noun: string) =>
  z
    .string()
    .trim()
    .min(1, `${noun} number is required`)
    .max(30, 'Must be at most 30 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Use letters, digits and - / _ . only')
    .optional();

type FigureShape = { lines: LineValues[]; discount: Discount; adjustmentKobo: number };

/** What a document whose adjustment takes its total below zero is told (money rule 8, shared/documents/totals.ts). */
export function totalBelowZeroMessage(totals: Pick<DocumentTotals, 'totalKobo' | 'adjustmentKobo'>): string {
  return `The total cannot be below ₦0.00: the adjustment must be at least ${formatNaira(lowestAdjustmentKobo(totals))}`;
}

/** The figure rules every kind shares: discount within the subtotal, total from ₦0.00 up to the money bound. */
export function documentRules(v: FigureShape, ctx: z.RefinementCtx) {
  const amounts = (v.lines ?? []).map((l) => safeLineAmount(l?.quantity, l?.rateKobo, l?.minutes));
  // A line the line schema refused is reported there; figures need every line.
  if (amounts.some((a) => a === null || a > MAX_AMOUNT_KOBO)) return;
  const subtotal = (amounts as number[]).reduce((sum, a) => sum + a, 0);
  if (v.discount?.type === 'amount' && v.discount.valueKobo > subtotal) {
    ctx.addIssue({ code: 'custom', path: ['discount', 'valueKobo'], message: 'Discount cannot be more than the subtotal' });
    return;
  }
  let totals: ReturnType<typeof documentTotals>;
  try {
    totals = documentTotals(v);
  } catch {
    return; // a discount or adjustment the field schemas refused
  }
  // An adjustment past the bound is reported on its own field already.
  if (totals.totalKobo < 0 && Math.abs(totals.adjustmentKobo) <= MAX_AMOUNT_KOBO) {
    ctx.addIssue({ code: 'custom', path: ['adjustmentKobo'], message: totalBelowZeroMessage(totals) });
    return;
  }
  if (totals.totalKobo <= MAX_AMOUNT_KOBO) return;
  // Name the field that took the total past the bound: the lines (with tax), or the adjustment on top of them.
  const beforeAdjustment = totals.totalKobo - totals.adjustmentKobo;
  const path = beforeAdjustment > MAX_AMOUNT_KOBO ? ['lines'] : ['adjustmentKobo'];
  ctx.addIssue({ code: 'custom', path, message: `The total must be at most ${MAX_AMOUNT_TEXT}` });
}

/** The figures of a document's lines, discount and adjustment: the shared module, as every caller uses it. */
export function documentTotals(v: { lines: Pick<LineValues, 'quantity' | 'minutes' | 'rateKobo' | 'taxRate'>[]; discount: Discount; adjustmentKobo: number }) {
  return computeTotals({
    lines: v.lines.map((l) => ({ quantity: l.quantity, rateKobo: l.rateKobo, taxRate: l.taxRate, ...(l.minutes === undefined ? {} : { minutes: l.minutes }) })),
    discount: v.discount,
    adjustmentKobo: v.adjustmentKobo,
  });
}

/** The figures a document answers with, beside its lines. */
export const documentFiguresSchema = {
  discount: discountSchema,
  adjustmentKobo: z.number().int(),
  subtotalKobo: z.number().int(),
  discountKobo: z.number().int(),
  taxKobo: z.number().int(),
  taxes: z.array(taxGroupSchema),
  lines: z.array(documentLineSchema),
  attachments: z.array(attachmentSchema.extend({ url: z.string().optional() })),
  customerNotes: z.string().optional(),
  terms: z.string().optional(),
  version: z.number().int(),
  updatedAt: z.string(),
};
