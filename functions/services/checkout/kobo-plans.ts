import { PLANS, type PlanCode } from '../../../shared/plans';
import { paystackCall } from '../../lib/paystack';
import { CheckoutUnavailable } from './paystack-engine';

/*
 * Kobo's plans as Paystack plans on Kobo's own account. Paystack charges a
 * subscription's renewals by its plan, so each paid plan of shared/plans.ts
 * has one there: found by name, amount and interval, and made on first use
 * when missing (a new account, a price change), so no one has to set them up
 * by hand. What a deployment has is read once per container.
 */

interface PaystackPlan {
  plan_code: string;
  name: string;
  amount: number;
  interval: string;
  currency?: string;
}

const paystackName = (code: PlanCode) => `Kobo ${PLANS[code].name}`;
const matches = (p: PaystackPlan, code: PlanCode) => p.name === paystackName(code) && p.amount === PLANS[code].monthlyPriceKobo && p.interval === 'monthly' && (p.currency ?? 'NGN') === 'NGN';

let known: { key: string; plans: PaystackPlan[] } | undefined;

async function listPlans(secretKey: string): Promise<PaystackPlan[]> {
  const answer = await paystackCall<PaystackPlan[]>(secretKey, 'GET', '/plan?perPage=100&interval=monthly');
  if (!answer.status || !Array.isArray(answer.data)) throw new CheckoutUnavailable(`plan list: HTTP ${answer.httpStatus}: ${answer.message}`);
  return answer.data;
}

/** The Paystack plan code that sells `code`, made on Kobo's account when it has none. */
export async function paystackPlanCode(secretKey: string, code: PlanCode): Promise<string> {
  if (known?.key !== secretKey) known = { key: secretKey, plans: await listPlans(secretKey) };
  const found = known.plans.find((p) => matches(p, code));
  if (found) return found.plan_code;
  const made = await paystackCall<PaystackPlan>(secretKey, 'POST', '/plan', {
    name: paystackName(code),
    amount: PLANS[code].monthlyPriceKobo,
    interval: 'monthly',
    currency: 'NGN',
    description: `Kobo ${PLANS[code].name}, billed monthly`,
  });
  if (!made.status || typeof made.data?.plan_code !== 'string') throw new CheckoutUnavailable(`plan create: HTTP ${made.httpStatus}: ${made.message}`);
  known.plans.push(made.data);
  return made.data.plan_code;
}

/** Which of Kobo's plans a Paystack plan code sells; null when it is none of them (asked of Paystack again once, in case another container made it). */
export async function planOfPaystackCode(secretKey: string, planCode: string): Promise<PlanCode | null> {
  const find = () => (known?.key === secretKey ? known.plans.find((p) => p.plan_code === planCode) : undefined);
  let found = find();
  if (!found) {
    known = { key: secretKey, plans: await listPlans(secretKey) };
    found = find();
  }
  if (!found) return null;
  return (Object.keys(PLANS) as PlanCode[]).find((code) => PLANS[code].monthlyPriceKobo > 0 && matches(found, code)) ?? null;
}
