import * as z from 'zod';
import { PLAN_CODES } from '../plans';
import { PHASES, SUBSCRIPTION_STATUSES } from '../subscription';
import { CHECKOUT_REFERENCE } from './checkout';

/*
 * Settings > Subscription & Billing: the company's plan, how it stands, and
 * paying Kobo for a plan through Paystack (Kobo's own keys).
 */

/** One charge Kobo took for the plan (the first payment or a renewal). */
export const billingChargeSchema = z
  .object({
    /** Paystack's reference. */
    reference: z.string(),
    planType: z.enum(PLAN_CODES),
    amountKobo: z.number().int(),
    paidAt: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
  })
  .strict();
export type BillingCharge = z.infer<typeof billingChargeSchema>;

/** GET /api/settings/subscription */
export const billingSchema = z
  .object({
    planType: z.enum(PLAN_CODES),
    status: z.enum(SUBSCRIPTION_STATUSES),
    phase: z.enum(PHASES),
    readOnly: z.boolean(),
    startDate: z.string(),
    /** The trial's end, or the end of the period paid for (the renewal date while it renews). */
    endDate: z.string(),
    /** When the company becomes read-only if nothing is paid. */
    graceEndsAt: z.string(),
    /** Invoices created, and the plan's limit (null: none). */
    invoicesUsed: z.number().int(),
    invoiceLimit: z.number().int().nullable(),
    /** Whether Cancel applies (a paid plan that renews). */
    cancellable: z.boolean(),
    /** Whether Resume applies (a paid plan cancelled before its period's end). */
    resumable: z.boolean(),
    /** The newest charges first (at most BILLING_HISTORY_LIMIT). */
    charges: z.array(billingChargeSchema),
  })
  .strict();
export type Billing = z.infer<typeof billingSchema>;

/** The history the page shows: two years of monthly charges. */
export const BILLING_HISTORY_LIMIT = 24;

/** POST /api/settings/subscription/checkout */
export const planCheckoutInputSchema = z
  .object({ plan: z.enum(['starter', 'professional'], { error: 'Choose the Starter or the Professional plan' }) })
  .strict();
export type PlanCheckoutInput = z.input<typeof planCheckoutInputSchema>;

export const planCheckoutSchema = z.object({ authorizationUrl: z.string(), reference: z.string() }).strict();
export type PlanCheckout = z.infer<typeof planCheckoutSchema>;

export const planReferenceParams = z.object({ reference: z.string().regex(CHECKOUT_REFERENCE, 'Unknown payment reference') }).strict();

/** GET /api/settings/subscription/checkout/{reference}: what became of the checkout, and the subscription now. */
export const planCheckoutResultSchema = z
  .object({
    status: z.enum(['paid', 'pending', 'failed']),
    reference: z.string(),
    planType: z.enum(PLAN_CODES),
    billing: billingSchema,
  })
  .strict();
export type PlanCheckoutResult = z.infer<typeof planCheckoutResultSchema>;
