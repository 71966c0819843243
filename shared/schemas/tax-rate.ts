import * as z from 'zod';

/*
 * A company's tax rates (VAT and the like, on items, customers and document
 * lines) and withholding-tax rates (offered when recording a payment).
 *
 * A rate is known by its percentage within its kind: two rates of one kind
 * never share a percentage (they would give the same figures), so a line,
 * an item or a customer names its rate by the percentage it carries
 * (`taxRate: 7.5`), and the line keeps that percentage and the rate's name
 * as they were when it was saved.
 */

export const TAX_RATE_KINDS = ['tax', 'wht'] as const;
export type TaxRateKind = (typeof TAX_RATE_KINDS)[number];
/** Rates of one kind a company may have: a document's transaction moves at most this many usage counters. */
export const TAX_RATES_MAX = 20;
export const TAX_RATE_NAME_MAX = 60;

const decimals = (n: number) => {
  const text = String(Number(n.toPrecision(15)));
  return text.includes('e') ? 99 : (text.split('.')[1] ?? '').length;
};

export const PERCENT_MESSAGE = 'Enter a percentage from 0 to 100, with at most 2 decimals';
export const WHT_PERCENT_MESSAGE = 'Enter a percentage more than 0 and at most 50, with at most 2 decimals';

/** A tax percentage: 0 to 100 with at most 2 decimals (7.5, 12.25). */
export const taxPercentSchema = z
  .number({ error: PERCENT_MESSAGE })
  .min(0, PERCENT_MESSAGE)
  .max(100, PERCENT_MESSAGE)
  .refine((n) => decimals(n) <= 2, PERCENT_MESSAGE);

/** The tax rate an item, a customer or a line names by its percentage; null for no tax. */
export const taxRateRefSchema = z.union([taxPercentSchema, z.null()], { error: PERCENT_MESSAGE });

/** A percentage as whole hundredths (7.5 -> 750): the key of a rate, exact. */
export const hundredths = (percent: number) => Math.round(percent * 100);

const nameSchema = z
  .string({ error: 'Enter a name for the rate' })
  .trim()
  .min(1, 'Enter a name for the rate')
  .max(TAX_RATE_NAME_MAX, `Must be at most ${TAX_RATE_NAME_MAX} characters`);

export const taxRateInputSchema = z
  .object({ kind: z.enum(TAX_RATE_KINDS, { error: 'Choose tax or withholding tax' }).default('tax'), name: nameSchema, percent: z.number({ error: PERCENT_MESSAGE }) })
  .strict()
  .superRefine((v, ctx) => {
    const ok = v.kind === 'wht' ? v.percent > 0 && v.percent <= 50 && decimals(v.percent) <= 2 : taxPercentSchema.safeParse(v.percent).success;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['percent'], message: v.kind === 'wht' ? WHT_PERCENT_MESSAGE : PERCENT_MESSAGE });
  });
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

export const taxRateRenameSchema = z.object({ name: nameSchema }).strict();
export type TaxRateRename = z.input<typeof taxRateRenameSchema>;

export const taxRateSchema = z.object({
  rateId: z.string(),
  kind: z.enum(TAX_RATE_KINDS),
  name: z.string(),
  percent: z.number(),
  status: z.enum(['active', 'inactive']),
  /** VAT 7.5%: cannot be deleted (nor its percentage changed; no rate's can). */
  builtIn: z.boolean(),
  /** Items, customers and documents that use it (tax rates only); delete needs 0. */
  usageCount: z.number().int(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxRatesSchema = z.object({ taxRates: z.array(taxRateSchema), whtRates: z.array(taxRateSchema) });
export type TaxRates = z.infer<typeof taxRatesSchema>;

// Kept in a module of its own, without zod: detail pages show tax labels with them.
export { taxGroupLabel, taxRateLabel } from '../tax-labels';

/**
 * Why a percentage cannot be newly used on a record (an item, a customer, a line), or null when it
 * can: the server's check and the CSV preview's give the same words. `rate`: the company's tax rate
 * of that percentage, if it has one.
 */
export function taxRateRefusal(rate: { name: string; status: string } | undefined, percent: number): string | null {
  if (!rate) return `${percent}% is not one of the company's tax rates; choose one from Settings > Taxes`;
  if (rate.status !== 'active') return `${rate.name} (${percent}%) is inactive; choose an active tax rate`;
  return null;
}
