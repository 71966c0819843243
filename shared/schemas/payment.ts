import * as z from 'zod';
import { MAX_AMOUNT_KOBO, PAYMENT_MAX_APPLICATIONS, PAYMENT_MODES } from '../constants';
import { lagosToday } from '../dates';
import { AMOUNT_TOO_LARGE, calendarDate, eachOnce, optionalText, pageOf } from './common';
import { documentNumberSchema } from './document';

/*
 * Payments received. A payment is the cash received plus any withholding tax
 * the customer deducted (WHT): together they settle invoices. Settled amounts
 * go to the customer's open invoices, oldest first unless the user says how;
 * what is left over becomes the customer's unused credit.
 */

const kobo = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`${what[0]!.toUpperCase()}${what.slice(1)} must be whole kobo`)
    .max(MAX_AMOUNT_KOBO, AMOUNT_TOO_LARGE);

export const applicationInputSchema = z
  .object({
    invoiceId: z.string().min(1).max(64),
    /** What this payment settles on the invoice (cash and WHT together). */
    amountKobo: kobo('an amount').min(1, 'Amount must be more than 0'),
  })
  .strict();
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

const paymentFields = {
  customerId: z.string({ error: 'Please select a customer' }).min(1, 'Please select a customer').max(64),
  paymentNumber: documentNumberSchema('Payment'),
  amountKobo: kobo('the amount received').min(1, 'Amount received must be more than 0'),
  whtKobo: kobo('the withholding tax').min(0, 'Withholding tax cannot be negative').default(0),
  paymentDate: calendarDate('Payment date is required'),
  mode: z.enum(PAYMENT_MODES, { error: 'Choose how the customer paid' }),
  reference: optionalText(100),
  notes: optionalText(2000),
  /** Left out: oldest open invoices first. Given: exactly these (may be empty: all of it becomes credit). */
  applications: z.array(applicationInputSchema).max(PAYMENT_MAX_APPLICATIONS, `A payment can settle at most ${PAYMENT_MAX_APPLICATIONS} invoices`).optional(),
};

export const INVOICE_LISTED_TWICE = 'This invoice is listed twice';

type PaymentShape = { amountKobo: number; whtKobo: number; paymentDate: string; applications?: ApplicationInput[] };
function paymentRules(v: PaymentShape, ctx: z.RefinementCtx) {
  if (v.paymentDate && v.paymentDate > lagosToday()) ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: 'The payment date cannot be after today' });
  const apps = v.applications ?? [];
  eachOnce(apps, 'invoiceId', ctx, 'applications', INVOICE_LISTED_TWICE);
  const applied = apps.reduce((s, a) => s + (a.amountKobo ?? 0), 0);
  if (typeof v.amountKobo === 'number' && typeof v.whtKobo === 'number' && applied > v.amountKobo + v.whtKobo) {
    ctx.addIssue({ code: 'custom', path: ['applications'], message: 'The amounts applied are more than the payment and withholding tax' });
  }
}

export const paymentInputSchema = z.object(paymentFields).strict().superRefine(paymentRules);
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentValues = z.output<typeof paymentInputSchema>;
export const paymentUpdateSchema = z
  .object({ ...paymentFields, version: z.number().int().min(0).optional() })
  .strict()
  .superRefine(paymentRules);
export type PaymentUpdate = z.input<typeof paymentUpdateSchema>;

/** POST /api/payments/{id}/apply: apply (part of) a payment's unused credit to further invoices. */
export const applyCreditSchema = z
  .object({ applications: z.array(applicationInputSchema).min(1, 'Choose an invoice').max(PAYMENT_MAX_APPLICATIONS) })
  .strict()
  .superRefine((v, ctx) => eachOnce(v.applications, 'invoiceId', ctx, 'applications', INVOICE_LISTED_TWICE));
export type ApplyCredit = z.infer<typeof applyCreditSchema>;

export const applicationSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  /** Cash applied and the WHT share: together they settle the invoice. */
  amountKobo: z.number().int(),
  whtKobo: z.number().int(),
  /** The invoice's total and the tax in it now (the WHT rule works from its amount before VAT); absent for an invoice since deleted. */
  invoiceTotalKobo: z.number().int().optional(),
  invoiceTaxKobo: z.number().int().optional(),
  /** The VAT inside what it settles, fixed when the share was set (from the invoice's tax then); absent on shares set before it was kept. */
  vatKobo: z.number().int().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export const paymentSummarySchema = z.object({
  paymentId: z.string(),
  paymentNumber: z.string(),
  paymentDate: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().optional(),
  amountKobo: z.number().int(),
  whtKobo: z.number().int(),
  /** Unused credit left from this payment. */
  creditKobo: z.number().int(),
  /** Paid online: the gateway's fee, kept from the amount before it reaches the company's bank. */
  feeKobo: z.number().int().optional(),
  createdAt: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export const paymentSchema = paymentSummarySchema.extend({
  notes: z.string().optional(),
  applications: z.array(applicationSchema),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentPageSchema = pageOf(paymentSummarySchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** The next number the series would give (the form pre-fills it). */
export const nextPaymentNumberSchema = z.object({ paymentNumber: z.string() });

export const paymentListQuerySchema = z
  .object({
    customerId: z.string().max(64).optional(),
    mode: z.enum(PAYMENT_MODES).optional(),
    dateFrom: calendarDate().optional(),
    dateTo: calendarDate().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { path: ['dateTo'], message: 'The end date is before the start date' });

/** A customer's open invoice, as the payment form lists it (oldest first). */
export const openInvoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string().optional(),
  totalKobo: z.number().int(),
  /** The tax in the total: what is left is the amount before VAT that WHT is a share of. */
  taxKobo: z.number().int(),
  balanceDueKobo: z.number().int(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;
export const openInvoicePageSchema = pageOf(openInvoiceSchema);
