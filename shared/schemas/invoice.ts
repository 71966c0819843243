import * as z from 'zod';
import { DATE_MAX, INVOICE_DISPLAY_STATUSES, INVOICE_FILTER_STATUSES, INVOICE_STATUSES, MAX_AMOUNT_KOBO, PAYMENT_MODES, PAYMENT_TERMS } from '../constants';
import { lagosToday } from '../dates';
import { AMOUNT_TOO_LARGE, calendarDate, optionalText, pageOf } from './common';
import { dueDateFor, TERM_DAYS } from '../schema-values';
import { documentBodyFields, documentFiguresSchema, documentNumberSchema, documentRules } from './document';


export { dueDateFor, TERM_DAYS };

export const recipientSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(120),
    email: z.email({ error: 'Enter a valid email' }).max(254),
  })
  .strict();
export type Recipient = z.infer<typeof recipientSchema>;

const invoiceFields = {
  customerId: z.string({ error: 'Please select a customer' }).min(1, 'Please select a customer').max(64),
  /** Left out: the next number of the series (INV-000001). */
  invoiceNumber: documentNumberSchema('Invoice'),
  orderNumber: optionalText(50),
  invoiceDate: calendarDate('Invoice date is required'),
  paymentTerms: z.enum(PAYMENT_TERMS, { error: 'Choose the payment terms' }).default('net_15'),
  /** Custom terms: the date the user picks; other terms: computed from the invoice date (a sent one must agree). */
  dueDate: z
    .union([z.literal(''), calendarDate('Due date is required')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  salespersonId: z.string().max(64).optional(),
  subject: optionalText(250),
  recipients: z.array(recipientSchema).max(20, 'Choose at most 20 recipients').default([]),
  ...documentBodyFields('invoice'),
};

type InvoiceShape = Parameters<typeof documentRules>[0] & { invoiceDate: string; dueDate?: string; paymentTerms: (typeof PAYMENT_TERMS)[number] };
function invoiceRules(v: InvoiceShape, ctx: z.RefinementCtx) {
  if (v.paymentTerms === 'custom' && !v.dueDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'Due date is required' });
  const due = v.paymentTerms === 'custom' ? v.dueDate : (dueDateFor(v.invoiceDate, v.paymentTerms) ?? undefined);
  // A due date the terms work out is held to the range a typed one is (it is stored, listed and reported alike).
  if (due && v.paymentTerms !== 'custom' && due > DATE_MAX) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: `These terms make the due date ${due}, past ${DATE_MAX}: choose shorter terms or an earlier invoice date` });
  if (due && v.invoiceDate && due < v.invoiceDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date is before the invoice date' });
  documentRules(v, ctx);
}

/** POST /api/invoices: 'SAVE AS DRAFT' makes a draft, 'Create Invoice' a sent invoice. */
export const invoiceCreateSchema = z
  .object({ ...invoiceFields, status: z.enum(['draft', 'sent']).default('draft') })
  .strict()
  .superRefine(invoiceRules);
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceValues = z.output<typeof invoiceCreateSchema>;

/** PUT /api/invoices/{id}: every field and line, with the version the editor loaded. */
export const invoiceUpdateSchema = z
  .object({ ...invoiceFields, version: z.number().int().min(0).optional() })
  .strict()
  .superRefine(invoiceRules);
export type InvoiceUpdate = z.input<typeof invoiceUpdateSchema>;

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const invoiceDisplayStatusSchema = z.enum(INVOICE_DISPLAY_STATUSES);
export type InvoiceDisplayStatus = z.infer<typeof invoiceDisplayStatusSchema>;

/** A payment as its invoice shows it (the PAYMENTS tab). */
export const invoicePaymentSchema = z.object({
  paymentId: z.string(),
  number: z.string(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  amountKobo: z.number().int(),
  whtKobo: z.number().int(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceSummarySchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.string().optional(),
  invoiceDate: z.string(),
  dueDate: z.string().optional(),
  paymentTerms: z.enum(PAYMENT_TERMS).optional(),
  status: invoiceStatusSchema,
  /** The status to show: 'overdue' when the due date (Lagos) has passed with a balance. */
  displayStatus: invoiceDisplayStatusSchema,
  customerId: z.string(),
  customerName: z.string(),
  salespersonId: z.string().optional(),
  salespersonName: z.string().optional(),
  totalKobo: z.number().int(),
  amountPaidKobo: z.number().int(),
  whtKobo: z.number().int(),
  balanceDueKobo: z.number().int(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  subject: z.string().optional(),
  customerEmail: z.string().optional(),
  recipients: z.array(recipientSchema),
  payments: z.array(invoicePaymentSchema),
  /** The quote this invoice was made from. */
  quoteId: z.string().optional(),
  quoteNumber: z.string().optional(),
  ...documentFiguresSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageOf(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export { INVOICE_FILTER_STATUSES };

/** The list: a tab (Unpaid, Paid, Draft, All) and the More Filters. */
export const invoiceListQuerySchema = z
  .object({
    tab: z.enum(['unpaid', 'paid', 'draft', 'all']).default('unpaid'),
    status: z.enum(INVOICE_FILTER_STATUSES).optional(),
    customerId: z.string().max(64).optional(),
    salespersonId: z.string().max(64).optional(),
    dateFrom: calendarDate().optional(),
    dateTo: calendarDate().optional(),
    dueFrom: calendarDate().optional(),
    dueTo: calendarDate().optional(),
    minTotalKobo: z.coerce.number().int().min(0).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).optional(),
    maxTotalKobo: z.coerce.number().int().min(0).max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { path: ['dateTo'], message: 'The end date is before the start date' })
  .refine((v) => !v.dueFrom || !v.dueTo || v.dueFrom <= v.dueTo, { path: ['dueTo'], message: 'The end date is before the start date' })
  .refine((v) => v.minTotalKobo === undefined || v.maxTotalKobo === undefined || v.minTotalKobo <= v.maxTotalKobo, {
    path: ['maxTotalKobo'],
    message: 'The highest amount is below the lowest',
  });
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
export type InvoiceListOptions = z.output<typeof invoiceListQuerySchema>;

/**
 * The next number the series would give (the form pre-fills it), and `limitReached`: the refusal
 * a new invoice (a draft too) would get now, at the free plan's limit, else null.
 */
export const nextInvoiceNumberSchema = z.object({ invoiceNumber: z.string(), limitReached: z.string().nullable() });

/** Mark as sent, or void (kept for the record, out of receivables; only without payments). */
export const invoiceStatusChangeSchema = z.object({ status: z.enum(['sent', 'void']) }).strict();
export type InvoiceStatusChange = z.infer<typeof invoiceStatusChangeSchema>;

// Salespeople: kept per company, picked on invoices.
export const salespersonInputSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Must be at most 100 characters'),
    email: z
      .union([z.literal(''), z.email({ error: 'Enter a valid email' }).max(254)])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .strict();
export type SalespersonInput = z.input<typeof salespersonInputSchema>;
export const salespersonSchema = z.object({ salespersonId: z.string(), name: z.string(), email: z.string().optional() });
export type Salesperson = z.infer<typeof salespersonSchema>;
export const salespersonPageSchema = pageOf(salespersonSchema);
export type SalespersonPage = z.infer<typeof salespersonPageSchema>;

/** 'overdue' when a sent or partly paid invoice's due date (Lagos) has passed; otherwise its status. */
export function invoiceDisplayStatus(status: string, dueDate: string | undefined, today = lagosToday()): InvoiceDisplayStatus {
  return (status === 'sent' || status === 'partially_paid') && dueDate !== undefined && dueDate < today ? 'overdue' : (status as InvoiceDisplayStatus);
}
