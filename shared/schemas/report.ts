import * as z from 'zod';
import { REPORT_IDS } from '../reports/catalog';
import { CUSTOM_PERIOD_MAX_DAYS, REPORT_PERIODS, daysPastDue } from '../reports/periods';
import { calendarDate } from './common';

export const reportParams = z.object({ report: z.enum(REPORT_IDS, { error: 'There is no such report' }) }).strict();

export const REPORT_MESSAGES = {
  customNeedsDates: 'Choose the first and the last day of the period',
  fromAfterTo: 'The first day must be on or before the last day',
  tooLong: `A custom period is at most ${CUSTOM_PERIOD_MAX_DAYS} days`,
  datesOnlyCustom: 'Dates are only taken with the custom period',
} as const;

const periodFields = {
  period: z.enum(REPORT_PERIODS, { error: 'Choose a period' }).default('this_month'),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
};

/** A custom period needs both days, in order, at most CUSTOM_PERIOD_MAX_DAYS; any other period takes no days. */
function checkPeriod(q: { period: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.period !== 'custom') {
    if (q.from !== undefined || q.to !== undefined) ctx.addIssue({ code: 'custom', path: ['period'], message: REPORT_MESSAGES.datesOnlyCustom });
    return;
  }
  if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.customNeedsDates });
  if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.customNeedsDates });
  if (!q.from || !q.to) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.fromAfterTo });
  else if (daysPastDue(q.from, q.to) + 1 > CUSTOM_PERIOD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
}

/** GET /api/reports/{report}?period=this_month | ... | custom&from=&to= */
export const reportQuerySchema = z.object(periodFields).strict().superRefine(checkPeriod);
/** GET /api/reports/{report}/pdf: the report's period, and whether the link saves the file (download=true) or shows it. */
export const reportPdfQuerySchema = z
  .object({ ...periodFields, download: z.enum(['true', 'false']).optional() })
  .strict()
  .superRefine(checkPeriod);
export type ReportQuery = z.input<typeof reportQuerySchema>;

/**
 * How a column's numbers read: money is integer kobo, a quantity has up to 3
 * decimals, a count is whole; a date is a yyyy-MM-dd day (CSV keeps it so; the
 * page and the PDF write it 'MMM dd, yyyy').
 */
export const REPORT_COLUMN_KINDS = ['text', 'date', 'money', 'count', 'quantity'] as const;

export const reportColumnSchema = z.object({ id: z.string(), header: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** The list page behind a row, with its More Filters (the page's own URL parameters). */
export const reportDrillSchema = z.object({
  /** A list page with its filters, or one record's page (`invoice`, `item`, `project`: filters.id). */
  list: z.enum(['invoices', 'sales-receipts', 'payments', 'expenses', 'invoice', 'item', 'project']),
  filters: z.record(z.string(), z.string()),
});
export type ReportDrill = z.infer<typeof reportDrillSchema>;

export const reportRowSchema = z.object({
  key: z.string(),
  /** Rows of one section are shown under its heading (the VAT Summary's output and input VAT). */
  section: z.string().optional(),
  cells: z.record(z.string(), z.union([z.string(), z.number()])),
  drill: z.array(reportDrillSchema).optional(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * A chart of the report's main figure where people would rather look than
 * read (aging by bucket, expenses by category, profit and loss by month):
 * bars, one group per point, one bar per series, money in kobo. The table
 * below it holds the same numbers (the chart is for the eye only).
 */
export const reportChartSchema = z.object({
  title: z.string(),
  series: z.array(z.object({ id: z.string(), label: z.string() })),
  points: z.array(z.object({ label: z.string(), values: z.record(z.string(), z.number()) })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportSchema = z.object({
  id: z.enum(REPORT_IDS),
  title: z.string(),
  period: z.object({ key: z.enum(REPORT_PERIODS), from: z.string(), to: z.string(), label: z.string() }),
  /** The report shows today (the aging reports): `period` is today and no period applies. */
  asOfToday: z.boolean(),
  /** The company's fiscal year starts on the 1st of this month (1-12; Settings › Organization). */
  fiscalYearStartMonth: z.number().int(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** The totals row: the sum of each number column over every row (the VAT Summary: its net payable line). */
  totals: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Lines under the table (how a figure is counted). */
  notes: z.array(z.string()),
  chart: reportChartSchema.optional(),
});
export type Report = z.infer<typeof reportSchema>;
