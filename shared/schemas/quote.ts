import * as z from 'zod';
import { MAX_AMOUNT_KOBO, QUOTE_DISPLAY_STATUSES, QUOTE_STATUSES } from '../constants';
import { lagosToday } from '../dates';
import { AMOUNT_TOO_LARGE, calendarDate, idParam, optionalText, pageOf } from './common';
import {
  documentBodyFields,
  documentFiguresSchema,
  documentLineSchema,
  documentNumberSchema,
  documentRules,
  documentTotals,
  type DocumentLine,
} from './document';
import { commentInputSchema } from './history';

export {
  attachmentSchema,
  discountSchema,
  lineInputSchema,
  lineTaxRateSchema,
  type Attachment,
  type Discount,
  type LineInput,
  type LineValues,
} from './document';

const quoteFields = {
  customerId: z.string({ error: 'Please select a customer' }).min(1, 'Please select a customer').max(64),
  /** Left out: the next number of the series. Given: must not be used by another quote. */
  quoteNumber: documentNumberSchema('Quote'),
  reference: optionalText(50),
  quoteDate: calendarDate('Quote date is required'),
  expiryDate: z
    .union([z.literal(''), calendarDate('Expiry date is required')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  subject: optionalText(250),
  ...documentBodyFields('quote'),
};

type QuoteShape = Parameters<typeof documentRules>[0] & { quoteDate: string; expiryDate?: string };
function quoteRules(v: QuoteShape, ctx: z.RefinementCtx) {
  if (v.expiryDate && v.expiryDate < v.quoteDate) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'The expiry date is before the quote date' });
  documentRules(v, ctx);
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

export const quoteLineSchema = documentLineSchema;
export type QuoteLine = DocumentLine;

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
  /** The invoice the quote was converted to. */
  invoiceId: z.string().optional(),
  invoiceNumber: z.string().optional(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** A quote with its lines and figures (computed by shared/documents/totals.ts). */
export const quoteSchema = quoteSummarySchema.extend({
  subject: z.string().optional(),
  customerEmail: z.string().optional(),
  ...documentFiguresSchema,
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
export const nextQuoteNumberSchema = z.object({ quoteNumber: z.string() });

export const statusChangeSchema = z.object({ status: z.enum(['draft', 'sent', 'accepted', 'declined']) }).strict();
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const quoteCommentSchema = commentInputSchema;

export const quoteParams = idParam;

/** 'expired' when the expiry date (Lagos) has passed and the quote is still a draft or sent. */
export function displayStatus(status: QuoteStatus, expiryDate: string | undefined, today = lagosToday()): QuoteDisplayStatus {
  return (status === 'draft' || status === 'sent') && expiryDate !== undefined && expiryDate < today ? 'expired' : status;
}

/** The figures of a quote's lines, discount and adjustment: the shared module, as every caller uses it. */
export const quoteTotals = documentTotals;
