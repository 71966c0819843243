/**
 * Kobo's plans, the one source for what each allows and costs: the server's limits (the
 * invoice count on the free trial, team seats), the Settings menu's plan card and every
 * message that names a plan. Spec: app-shell-auth-settings.md section 9. Prices are kobo a
 * month; a limit of null is none.
 */
import { FREE_TRIAL_DAYS } from './constants';
import { formatNaira } from './money';

export const PLAN_CODES = ['free', 'starter', 'professional'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export interface Plan {
  code: PlanCode;
  /** As the product names it: 'Free Trial', 'Starter', 'Professional'. */
  name: string;
  monthlyPriceKobo: number;
  /** Invoices a company may create on the plan, or null for no limit. */
  invoiceLimit: number | null;
  /** Members and pending invitations together. */
  teamMemberLimit: number;
  /** The plan the pricing shows as the one to pick. */
  recommended: boolean;
}

export const PLANS: Readonly<Record<PlanCode, Plan>> = {
  // The trial lets a company try a small team, as Starter does.
  free: { code: 'free', name: 'Free Trial', monthlyPriceKobo: 0, invoiceLimit: 5, teamMemberLimit: 3, recommended: false },
  starter: { code: 'starter', name: 'Starter', monthlyPriceKobo: 500_000, invoiceLimit: null, teamMemberLimit: 3, recommended: true },
  professional: { code: 'professional', name: 'Professional', monthlyPriceKobo: 1_000_000, invoiceLimit: null, teamMemberLimit: 10, recommended: false },
};

/**
 * A plan's price as the product writes it, in the app and on the public pricing page alike:
 * '₦5,000.00' 'a month'; the trial, which costs nothing and lasts FREE_TRIAL_DAYS, 'Free' 'for 14 days'.
 */
export const planPrice = (p: Pick<Plan, 'monthlyPriceKobo'>): { amount: string; per: string } =>
  p.monthlyPriceKobo === 0 ? { amount: 'Free', per: `for ${FREE_TRIAL_DAYS} days` } : { amount: formatNaira(p.monthlyPriceKobo), per: 'a month' };

/** The price in one phrase: '₦5,000.00 a month', 'Free for 14 days'. */
export const planPriceText = (p: Pick<Plan, 'monthlyPriceKobo'>): string => `${planPrice(p).amount} ${planPrice(p).per}`;

/** What a plan allows, in the same words wherever plans are listed: 'Up to 5 invoices', 'Up to 3 team members'. */
export const planLimits = (p: Pick<Plan, 'invoiceLimit' | 'teamMemberLimit'>): string[] => [
  p.invoiceLimit === null ? 'Unlimited invoices' : `Up to ${p.invoiceLimit} invoices`,
  `Up to ${p.teamMemberLimit} team members`,
];

/** A company with no subscription record is on the free trial's terms. */
export const planOf = (code: PlanCode | undefined): Plan => PLANS[code ?? 'free'];

/** Enterprise is not bought online: the pricing and Subscription & Billing pages send a larger business here. */
export const ENTERPRISE_CONTACT = 'sales@kobo.ng';
