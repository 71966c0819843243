import * as z from 'zod';
import { PAYMENT_MODES, WALK_IN_CUSTOMER_ID } from '../constants';
import { calendarDate, optionalText, pageOf } from './common';
import { documentBodyFields, documentFiguresSchema, documentNumberSchema, documentRules } from './document';

/** A sale paid in full on the spot: lines from the document engine, a payment mode, a customer or a walk-in. */
export const salesReceiptInputSchema = z
  .object({
    /** A customer's id, or WALK_IN_CUSTOMER_ID for a walk-in sale. */
    customerId: z.string({ error: 'Please select a customer' }).min(1, 'Please select a customer').max(64).default(WALK_IN_CUSTOMER_ID),
    receiptNumber: documentNumberSchema('Sales receipt'),
    receiptDate: calendarDate('Receipt date is required'),
    mode: z.enum(PAYMENT_MODES, { error: 'Choose how the customer paid' }),
    reference: optionalText(100),
    ...documentBodyFields('sales receipt'),
  })
  .strict()
  .superRefine(documentRules);
export type SalesReceiptInput = z.input<typeof salesReceiptInputSchema>;
export type SalesReceiptValues = z.output<typeof salesReceiptInputSchema>;

export const salesReceiptSummarySchema = z.object({
  receiptId: z.string(),
  receiptNumber: z.string(),
  receiptDate: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().optional(),
  /** A sale paid in full on the spot: paid from the moment it is saved. */
  status: z.literal('paid'),
  totalKobo: z.number().int(),
  createdAt: z.string(),
});
export type SalesReceiptSummary = z.infer<typeof salesReceiptSummarySchema>;
export const salesReceiptSchema = salesReceiptSummarySchema.extend({ customerEmail: z.string().optional(), ...documentFiguresSchema });
export type SalesReceipt = z.infer<typeof salesReceiptSchema>;
export const salesReceiptPageSchema = pageOf(salesReceiptSummarySchema);
export type SalesReceiptPage = z.infer<typeof salesReceiptPageSchema>;

/** The next number the series would give (the form pre-fills it). */
export const nextReceiptNumberSchema = z.object({ receiptNumber: z.string() });

export const salesReceiptListQuerySchema = z
  .object({
    customerId: z.string().max(64).optional(),
    dateFrom: calendarDate().optional(),
    dateTo: calendarDate().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { path: ['dateTo'], message: 'The end date is before the start date' });
