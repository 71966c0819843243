import { formatDate } from '../dates';
import { formatNaira } from '../money';
import { PLANS, type PlanCode } from '../plans';
import { companyParty, type PrintCompany } from './printable';
import type { PrintableDocument } from '../schemas/printable';

/*
 * Kobo's receipt for a plan charge (Settings > Subscription & Billing): the
 * same printable model and renderer as every document, with Kobo as the
 * seller and the company billed. Figures from the shared money module.
 */

export interface PlanCharge {
  reference: string;
  planType: PlanCode;
  amountKobo: number;
  paidAt: string;
  periodStart: string;
  periodEnd: string;
}

/** Who sells the plans, as the receipt prints it. */
export const KOBO_SELLER = { name: 'Kobo', lines: ['Invoicing and back office for Nigerian businesses'] };

export function printableBillingReceipt(c: PlanCharge, company: PrintCompany): PrintableDocument {
  const plan = PLANS[c.planType];
  const amount = formatNaira(c.amountKobo);
  const period = `${formatDate(c.periodStart)} to ${formatDate(c.periodEnd)}`;
  return {
    kind: 'billing',
    title: 'RECEIPT',
    number: c.reference,
    stamp: 'PAID',
    company: KOBO_SELLER,
    billTo: companyParty(company),
    facts: [
      { label: 'Payment Date', value: formatDate(c.paidAt) },
      { label: 'Paid With', value: 'Paystack' },
      { label: 'Reference#', value: c.reference },
    ],
    lines: [{ no: 1, name: `Kobo ${plan.name} plan, one month`, description: period, quantity: '1', rate: amount, tax: '', amount }],
    totals: [
      { label: 'Total', value: amount },
      { label: 'Amount Paid', value: amount, strong: true },
    ],
    headline: { label: 'Amount Paid', value: amount },
  };
}
