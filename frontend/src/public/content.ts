import { FREE_TRIAL_DAYS } from '../../../shared/constants';
import { ENTERPRISE_CONTACT, PLANS, planLimits, planPrice, type Plan } from '../../../shared/plans';

/*
 * The words of the public pages (/ and /pricing), for a small business in Nigeria deciding
 * whether to sign up. Every feature named here is in the product; the prices come from the one
 * plan source (shared/plans.ts).
 */

export const SITE_NAME = 'Kobo';
export const TRIAL_LINE = `All plans start with a ${FREE_TRIAL_DAYS}-day free trial`;

/** The plans' prices in a sentence, for the pricing page's description: 'Starter ₦5,000.00 and Professional ₦10,000.00 a month'. */
export const PRICES_LINE = `Starter ${planPrice(PLANS.starter).amount} and Professional ${planPrice(PLANS.professional).amount} a month`;

export const FEATURES: { title: string; text: string }[] = [
  { title: 'Quotes and invoices in Naira', text: 'Quotes, invoices and sales receipts in ₦ with items, discounts and adjustments, numbered for you and worked out to the kobo, on screen and in the PDF.' },
  { title: 'VAT and withholding tax done right', text: 'VAT at 7.5% on what you sell, WHT deducted by your customers recorded on each payment, and the VAT Summary and WHT Credits reports ready for your returns.' },
  { title: 'Get paid with Paystack', text: 'Connect your Paystack account and your customers pay an invoice by card, bank transfer or USSD from its link. The payment is recorded for you.' },
  { title: 'Send on WhatsApp or e-mail', text: 'Share a quote or an invoice on WhatsApp with one tap, or e-mail it with the PDF. Customers can accept a quote from the link.' },
  { title: 'Know who owes you', text: 'Balances per customer, statements, aging of unpaid invoices and a dashboard of sales, receipts and expenses for the year.' },
  { title: 'Expenses and time', text: 'Record what you spend with its receipt, bill expenses and hours to customers, and see profit and loss on the accrual or cash basis.' },
  { title: 'Your team, with roles', text: 'Invite staff as admins, staff or viewers: each sees and does what their role allows.' },
  { title: 'Made for your phone', text: 'Kobo opens fast on mobile data and works on a small screen first, with a full layout when you sit at a computer.' },
];

/** Who Kobo is for, as the businesses it was built with work. */
export const CUSTOMER_STORIES: { business: string; place: string; text: string }[] = [
  { business: 'A caterer', place: 'Lekki, Lagos', text: 'Sends a quote for a wedding on WhatsApp, turns it into an invoice when the couple accepts, and takes the deposit by Paystack.' },
  { business: 'An IT consultant', place: 'Wuse, Abuja', text: 'Logs hours per client project, bills them at the end of the month with 7.5% VAT, and records the 5% WHT the client deducts.' },
  { business: 'A building supplies shop', place: 'Onitsha, Anambra', text: 'Issues sales receipts at the counter, invoices trade customers on 30 days, and checks the aging report every Monday.' },
];

export const FAQS: { q: string; a: string }[] = [
  { q: 'Who is Kobo for?', a: 'Small businesses in Nigeria that bill customers in Naira: shops, caterers, consultants, contractors, agencies. One company per account, with your team.' },
  { q: 'How are VAT and withholding tax handled?', a: 'VAT at 7.5% (or your own rates) is worked out on each line. When a customer deducts WHT, you record it on the payment and the invoice is settled in full; the WHT Credits report lists what you can claim.' },
  { q: 'Can my customers pay online?', a: 'Yes. Add your Paystack keys in Settings and every invoice link gets a Pay now button. Paystack tells Kobo when the money arrives and the payment is recorded.' },
  { q: 'Do I need a card for the free trial?', a: `No. Sign up with your e-mail, set up your company and use Kobo for ${FREE_TRIAL_DAYS} days. Choose a plan when you are ready.` },
  { q: 'Can I use Kobo on my phone?', a: 'Yes. Kobo is a web app made for phones first: open it in your browser, no download needed.' },
  { q: 'Can I take my data with me?', a: 'Customers, items and expenses export to CSV at any time, and every document downloads as a PDF.' },
];

export const PRICING_FAQS: { q: string; a: string }[] = [
  { q: 'What happens when the trial ends?', a: 'Your data stays. Choose Starter or Professional in Settings > Subscription & Billing and pay with Paystack; until then the company can be read but not changed, after a short grace period.' },
  { q: 'How do I pay?', a: 'Monthly, through Paystack: card, bank transfer or USSD. A receipt for every payment is in Settings > Subscription & Billing.' },
  { q: 'Can I change or cancel my plan?', a: 'Yes, at any time, from Settings > Subscription & Billing. A cancelled plan runs to the end of the month paid for.' },
];

export interface PricedPlan {
  name: string;
  price: string;
  per: string;
  recommended: boolean;
  points: string[];
  /** For a visitor, and for someone signed in. */
  visitor: { label: string; href: string };
  member: { label: string; href: string };
}

const SIGN_UP = '/auth?signup=true';
const SUBSCRIPTION = '/dashboard/settings/subscription';

const points = (p: Plan) => [
  ...planLimits(p),
  'Quotes, invoices, sales receipts and payments',
  'VAT, WHT and every report',
  'Paystack payments, WhatsApp and e-mail sharing',
];

export const PRICED_PLANS: PricedPlan[] = [
  ...Object.values(PLANS).map((p) => ({
    name: p.name,
    price: planPrice(p).amount,
    per: planPrice(p).per,
    recommended: p.recommended,
    points: points(p),
    visitor: { label: p.code === 'free' ? 'Start free trial' : `Try ${p.name} free`, href: SIGN_UP },
    member: p.code === 'free' ? { label: 'Go to your dashboard', href: '/dashboard' } : { label: `Upgrade to ${p.name}`, href: SUBSCRIPTION },
  })),
  {
    name: 'Enterprise',
    price: 'Talk to us',
    per: 'for larger teams',
    recommended: false,
    points: ['Everything in Professional', `More than ${PLANS.professional.teamMemberLimit} team members`, 'Help importing your customers and items'],
    visitor: { label: 'Contact sales', href: `mailto:${ENTERPRISE_CONTACT}` },
    member: { label: 'Contact sales', href: `mailto:${ENTERPRISE_CONTACT}` },
  },
];
