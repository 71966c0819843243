import { addDays, addMonths } from 'date-fns';
import { FREE_TRIAL_DAYS } from './constants';
import { PLANS, type PlanCode } from './plans';

/**
 * A company's subscription to Kobo, and what it may do at a given moment. The
 * record keeps the plan, how it stands with Paystack and the end of the time
 * paid for (the trial's end on the free plan). Access follows from the record
 * and the clock, so nothing has to run when a trial or a period ends:
 *
 * - before `endDate`: full use (the trial, a paid period, or a period that
 *   was cancelled and ends then);
 * - for GRACE_DAYS after it: full use, with a banner (the trial ended, a
 *   renewal failed, or Paystack's renewal is still on its way);
 * - after that: read-only until a payment moves `endDate` on.
 *
 * Spec: app-shell-auth-settings.md section 9 (14-day trial, plans).
 */

export const TRIAL_DAYS = FREE_TRIAL_DAYS;
export const GRACE_DAYS = 3;

/**
 * How the subscription stands with Paystack:
 * - active: the trial, or a paid plan that renews;
 * - non_renewing: cancelled at the period's end (by the owner, or on Paystack's page);
 * - past_due: Paystack could not take the renewal;
 * - cancelled: Paystack ended the subscription;
 * - inactive: the spec's word for any other state (kept for old records).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'non_renewing', 'past_due', 'cancelled', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the company may do now: trial and active and ending are full use; grace is full use with a warning. */
export const PHASES = ['trial', 'active', 'ending', 'grace', 'read_only'] as const;
export type Phase = (typeof PHASES)[number];

/** How a phase reads on a badge (the settings' plan card, the super-admin area). */
export const PHASE_LABELS: Record<Phase, string> = { trial: 'Trial', active: 'Active', ending: 'Ends soon', grace: 'Grace period', read_only: 'Read-only' };

export interface SubscriptionState {
  planType: PlanCode;
  status: SubscriptionStatus;
  /** ISO time: the trial's end, or the end of the period paid for. */
  endDate: string;
  /** yyyy-mm-dd (Lagos): the day the company is deleted on, while an owner has scheduled that. */
  deleteOn?: string;
}

export interface Access {
  phase: Phase;
  /** ISO time the grace ends (the company becomes read-only then). */
  graceEndsAt: string;
  readOnly: boolean;
}

/** Where a company stands at `now`. A company without a subscription record keeps full use on the free plan's limits. */
export function accessOf(sub: SubscriptionState | null | undefined, now: Date = new Date()): Access {
  if (!sub) return { phase: 'trial', graceEndsAt: '', readOnly: false };
  const end = new Date(sub.endDate);
  const graceEnd = addDays(end, GRACE_DAYS);
  const graceEndsAt = Number.isNaN(graceEnd.getTime()) ? '' : graceEnd.toISOString();
  if (!(now >= end)) {
    const phase: Phase = sub.status === 'non_renewing' || sub.status === 'cancelled' ? 'ending' : sub.planType === 'free' ? 'trial' : 'active';
    return { phase, graceEndsAt, readOnly: false };
  }
  if (now < graceEnd) return { phase: 'grace', graceEndsAt, readOnly: false };
  return { phase: 'read_only', graceEndsAt, readOnly: true };
}

/** The end of a month paid for on `paidAt` (Paystack's monthly interval). */
export const periodEnd = (paidAt: Date): Date => addMonths(paidAt, 1);

/** The end of a trial that starts at `start`: 14 days (1,209,600,000 ms). */
export const trialEnd = (start: Date): Date => addDays(start, TRIAL_DAYS);

/** The plans a company can pay for, cheapest first. */
export const PAID_PLANS = (Object.values(PLANS) as (typeof PLANS)[PlanCode][]).filter((p) => p.monthlyPriceKobo > 0);

/** What a write is answered with while the company is read-only (HTTP 402). */
export const READ_ONLY_MESSAGE = 'Your Kobo subscription has ended, so records can be read and exported but not created or changed. An owner can upgrade in Settings > Subscription & Billing.';

/**
 * The member routes that write yet stay open while the company is read-only: paying
 * for a plan (and cancelling one), a member leaving, exporting the company's data and
 * deleting the company (or stopping that). Every other member route that is not a GET
 * answers 402 then (functions/lib/http.ts).
 */
export const WRITES_WHILE_READ_ONLY: readonly string[] = ['startPlanCheckout', 'cancelSubscription', 'leaveCompany', 'startExport', 'scheduleDeletion', 'cancelDeletion'];

/**
 * The member routes that write yet stay open while the company waits to be deleted
 * (shared/company-data.ts): stopping the deletion, exporting, cancelling a plan and leaving
 * (and scheduling it, which then answers that it is scheduled already). Every other member
 * route that is not a GET answers 409 `deletion_scheduled` then.
 */
export const WRITES_WHILE_DELETING: readonly string[] = ['cancelDeletion', 'startExport', 'cancelSubscription', 'leaveCompany', 'scheduleDeletion'];

/** Whether Paystack still renews the plan (and so would charge again): what cancelling stops. */
export const renewsWithPaystack = (s: { planType: PlanCode; status: SubscriptionStatus; paystackSubscriptionCode?: string } | null | undefined): boolean =>
  Boolean(s && s.planType !== 'free' && (s.status === 'active' || s.status === 'past_due') && s.paystackSubscriptionCode);

/** Where every upgrade prompt leads. */
export const SUBSCRIPTION_PAGE = '/dashboard/settings/subscription';

/** The spec's words, and ours where it gives none. */
export const BILLING_MESSAGES = {
  initFailed: 'Failed to initialize payment',
  noAuthorizationUrl: 'Payment initialization failed',
  subscribeFailed: 'Failed to subscribe to plan',
  trialActivated: 'Free trial activated successfully!',
  alreadyOnPlan: 'Your company is already on this plan',
  notCancellable: 'There is no paid plan to cancel',
  cancelled: 'Your plan will not renew. It stays active until the end of the period paid for.',
  notResumable: 'There is no cancelled plan to resume: choose a plan to pay for instead',
  resumed: 'Your plan is resumed: it renews at the end of the period paid for.',
  emailTaken: 'This e-mail address already pays for another company on Kobo. Sign in with the owner account of that company to manage its plan.',
  paid: 'Payment received: your plan is active',
} as const;
