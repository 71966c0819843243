import { createHmac, randomUUID } from 'node:crypto';
import { call, onboardedUser, type Answer, type TestUser } from './api';

/*
 * The two payees' Paystack webhooks as a test reaches them: a company with its
 * own keys (on the Paystack stand-in) and a checkout started on one of its
 * invoices; a company with a plan checkout started on Kobo's account; and
 * webhook calls signed as Paystack signs them.
 */

export type Owner = TestUser & { companyId: string };

const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;
export const KOBO_KEY = () => process.env.KOBO_PAYSTACK_SECRET_KEY!;
export const BILLING_HOOK = '/api/billing/paystack-webhook';

/** ₦100,000 plus VAT 7.5%: the invoice a customer pays. */
export const INVOICE_TOTAL = 10_750_000;

export const sign = (body: string, secret: string) => createHmac('sha512', secret).update(body).digest('hex');

/** A webhook call carrying `body` exactly as given, signed with `secret` as Paystack signs it. */
export const signedWebhook = (path: string, body: string, secret: string): Promise<Answer> =>
  call(null, 'POST', path, { raw: body, headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body, secret) } });

/** A company with Paystack keys, a sent invoice shared by link, and a checkout its customer started: the reference is real. */
export async function invoiceCheckout(): Promise<{ owner: Owner; secretKey: string; webhookPath: string; invoiceId: string; reference: string }> {
  const owner: Owner = await onboardedUser('Adaeze Foods Ltd');
  const res = await fetch(`${PAYSTACK()}/_local/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Webhook events' }) });
  const account = (await res.json()) as { publicKey: string; secretKey: string };
  const saved = await call(owner, 'PUT', '/api/settings/payment-gateways/paystack', { body: { publicKey: account.publicKey, secretKey: account.secretKey } });
  if (saved.status !== 200) throw new Error(`keys not saved: ${saved.status}`);
  const customerId = (await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: `accounts-${randomUUID().slice(0, 8)}@ekohotels.ng` } })).body.customerId as string;
  const invoiceDate = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const line = { name: 'Catering for 50 guests', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
  const invoice = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate, paymentTerms: 'net_30', lines: [line], status: 'sent' } })).body;
  const token = ((await call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/share`, { body: {} })).body.link.path as string).replace('/share/', '');
  const started = await call(null, 'POST', `/api/public/${token}/pay`, { body: {} });
  if (started.status !== 200) throw new Error(`checkout not started: ${started.status}`);
  return { owner, secretKey: account.secretKey, webhookPath: new URL(saved.body.webhookUrl as string).pathname, invoiceId: invoice.invoiceId as string, reference: started.body.reference as string };
}

/** A company whose owner started a Starter checkout on Kobo's account: its reference, its Paystack customer and Starter's Paystack plan are real. */
export async function planCheckout(): Promise<{ owner: Owner; reference: string; customerCode: string; planCode: string }> {
  const owner: Owner = await onboardedUser('Bola Prints Ltd');
  const started = await call(owner, 'POST', '/api/settings/subscription/checkout', { body: { plan: 'starter' } });
  if (started.status !== 200) throw new Error(`plan checkout not started: ${started.status} ${JSON.stringify(started.body)}`);
  const reference = started.body.reference as string;
  const verify = await fetch(`${PAYSTACK()}/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${KOBO_KEY()}` } });
  const data = ((await verify.json()) as { data: { customer: { customer_code: string }; plan: string } }).data;
  return { owner, reference, customerCode: data.customer.customer_code, planCode: data.plan };
}

/** `charge.success` as Paystack's webhook carries it, paid now: `changes` replace its data's fields. */
export const chargeSuccess = (data: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  event: 'charge.success',
  data: { status: 'success', currency: 'NGN', paid_at: new Date().toISOString(), channel: 'card', ...data, ...changes },
});
