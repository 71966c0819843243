import * as z from 'zod';
import { PAYMENT_MODES } from '../constants';
import { monthOf } from '../dates';
import { calendarDate } from './common';
import { documentEmailSchema } from './email';

/** A statement lists at most this many transactions; a longer period is refused with a message to shorten it. */
export const STATEMENT_MAX_LINES = 1000;

const period = {
  from: calendarDate('Enter the start date').optional(),
  to: calendarDate('Enter the end date').optional(),
};
const inOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const ORDER = { path: ['to'], message: 'The end date must be on or after the start date' };

/**
 * A statement's period (Lagos days, both included). Left out, it is a whole
 * month: the month of the day given, or this month (`statementPeriod`).
 */
export const statementQuerySchema = z.object(period).strict().refine(inOrder, ORDER);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** The period a statement query means on `today`. */
export function statementPeriod(q: StatementQuery, today: string): { from: string; to: string } {
  const from = q.from ?? monthOf(q.to ?? today).first;
  return { from, to: q.to ?? monthOf(from).last };
}

/** The PDF of a statement: the period, and whether the link saves the file or shows it. */
export const statementPdfQuerySchema = z
  .object({ ...period, download: z.enum(['true', 'false']).optional() })
  .strict()
  .refine(inOrder, ORDER);

/** POST /api/customers/{id}/statement/email: the Email overlay's fields and the `period` ({ from, to }). */
export const statementEmailSchema = documentEmailSchema.safeExtend({ period: statementQuerySchema.default({}) });
export type StatementEmailInput = z.input<typeof statementEmailSchema>;
export type StatementEmail = z.output<typeof statementEmailSchema>;

export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(['invoice', 'payment']),
  documentId: z.string(),
  number: z.string(),
  dueDate: z.string().optional(),
  mode: z.enum(PAYMENT_MODES).optional(),
  reference: z.string().optional(),
  /** Invoices: what it charged. */
  chargeKobo: z.number().int(),
  /** Payments: what it credited (cash plus the tax withheld). */
  creditKobo: z.number().int(),
  whtKobo: z.number().int(),
  /** What the customer owed after this line. */
  balanceKobo: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * A customer's statement of account for a period: what it owed when the
 * period opened, every invoice and payment in it, and what it owed at its
 * end. A negative balance is a credit the customer holds.
 */
export const statementSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalanceKobo: z.number().int(),
  invoicedKobo: z.number().int(),
  paidKobo: z.number().int(),
  closingBalanceKobo: z.number().int(),
  lines: z.array(statementLineSchema),
});
export type Statement = z.infer<typeof statementSchema>;
