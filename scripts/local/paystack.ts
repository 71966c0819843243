import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenStandIn } from './stand-in';

/*
 * A local stand-in for Paystack's API (https://api.paystack.co): no machine
 * here reaches Paystack, so the local stack and the tests talk to this with
 * the same request and answer shapes. The functions find it through
 * PAYSTACK_BASE_URL (functions/lib/config.ts); in AWS that is Paystack itself.
 *
 * - Accounts: each has a test or live key pair shaped like Paystack's
 *   (`pk_test_` / `sk_test_` + 40 hex characters). One is made for a new data
 *   folder; its keys are shown at the stand-in's root page, and
 *   `POST /_local/accounts` makes another (the tests make one each). They are
 *   kept in <dataDir>/paystack/accounts.json. Kobo sells its own plans with
 *   the account named 'Kobo (plans)' (`koboAccount()` finds or makes it).
 * - Authentication as Paystack does it: `Authorization: Bearer <secret key>`;
 *   an unknown key is 401 `{ "status": false, "message": "Invalid key" }`.
 *   Everything an account makes (transactions, plans, customers,
 *   subscriptions) is seen by that account only.
 * - Endpoints: add one to ENDPOINTS (method, path pattern, handler). Today:
 *   `GET /balance`; `POST /transaction/initialize` (with `plan`: the plan's
 *   amount is charged and paying starts a subscription),
 *   `GET /transaction/verify/:reference`; `POST /plan`, `GET /plan`,
 *   `GET /plan/:code`; `POST /customer` (an e-mail the account already has
 *   answers that customer, updated), `GET /customer/:code_or_email`;
 *   `GET /subscription`, `GET /subscription/:code`, `POST /subscription/disable`,
 *   `POST /subscription/enable` (a non-renewing one renews again; no event, as Paystack sends none).
 * - A checkout page (`authorization_url` of an initialised transaction) with
 *   Pay, Fail and Pay later (the transaction stays pending; Pay can still be
 *   pressed later). Each press sends the payer to the transaction's
 *   `callback_url` with `?trxref=<ref>&reference=<ref>`, as Paystack does.
 *   Paying for a plan makes the subscription (card 4081, reusable) before the
 *   payer is sent back.
 * - Webhooks: an account's webhook URL (its row on the root page, or
 *   `POST /_local/webhook` with `{ secretKey, url }`) gets Paystack's events,
 *   signed as Paystack signs them: `x-paystack-signature` = hex HMAC-SHA512 of
 *   the raw body with the secret key. `charge.success` when a payment goes
 *   through, then `subscription.create` when it was for a plan;
 *   `subscription.not_renew` just after `POST /subscription/disable` answers;
 *   `invoice.payment_failed` and `subscription.disable` from the controls below.
 * - Time passing, which Paystack plays on its own clock (no auth; JSON in and
 *   out, or a form from the root page, which sends the browser back there):
 *   `POST /_local/subscriptions/:code/renew` `{ outcome: 'success' | 'fail' }`
 *   (a renewal charged: a new transaction and `charge.success`, the next
 *   payment date one period on; or declined: status `attention` and
 *   `invoice.payment_failed`), `POST /_local/subscriptions/:code/end` (the
 *   period is over: `complete` when it was not renewing, else `cancelled`;
 *   `subscription.disable`), and `POST /_local/events`
 *   `{ secretKey, event, data }` (any event, signed, to the account's webhook
 *   URL: a replay). Each answers `webhookStatus`, what the webhook URL
 *   answered (0: none set, or unreachable).
 * - Transactions, plans, customers and subscriptions are kept in memory and in
 *   <dataDir>/paystack/{transactions,plans,customers,subscriptions}.json.
 * - An account made with `{ delayMs }` answers that much later: how the tests
 *   see a Paystack that does not answer in time.
 */

export interface PaystackAccount {
  name: string;
  mode: 'test' | 'live';
  publicKey: string;
  secretKey: string;
  /** Answers to this account's calls wait this long (to play a slow Paystack). */
  delayMs?: number;
  /** Where its webhook events are sent (set on the root page or with POST /_local/webhook). */
  webhookUrl?: string;
}

/** The name of the account Kobo sells its own plans with (`koboAccount()`). */
export const KOBO_ACCOUNT_NAME = 'Kobo (plans)';

/** A card as Paystack describes it after a charge (`authorization`): what a subscription charges again. */
export interface PaystackAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: 'card';
  card_type: string;
  bank: string;
  country_code: string;
  brand: string;
  reusable: boolean;
  signature: string;
  account_name: string | null;
}

/** A transaction as the stand-in keeps it. */
export interface LocalTransaction {
  id: number;
  /** The secret key of the account it belongs to. */
  secretKey: string;
  reference: string;
  accessCode: string;
  email: string;
  /** The account's customer with this e-mail (found or made when the transaction is). */
  customerCode: string;
  /** The plan it pays for (a subscription starts when it is paid); its amount is the plan's. */
  planCode?: string;
  amount: number;
  currency: string;
  callbackUrl?: string;
  metadata?: unknown;
  /** Paystack's: abandoned until the payer acts, then success, failed or ongoing (pay later). */
  status: 'abandoned' | 'success' | 'failed' | 'ongoing';
  fees?: number;
  paidAt?: string;
  /** The card that paid it. */
  authorization?: PaystackAuthorization;
  createdAt: string;
}

/** Paystack's plan intervals. */
export const PLAN_INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export interface LocalPlan {
  id: number;
  secretKey: string;
  planCode: string;
  name: string;
  description: string | null;
  /** In kobo: what each period is charged (a transaction for the plan ignores its own amount). */
  amount: number;
  interval: PlanInterval;
  currency: string;
  createdAt: string;
  updatedAt: string;
}

export interface LocalCustomer {
  id: number;
  secretKey: string;
  customerCode: string;
  /** As first given; an account has one customer per e-mail, whatever its case. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Paystack's subscription states: active (renews), non-renewing (disabled,
 * runs to the period's end), attention (the last renewal was declined),
 * complete (a non-renewing one reached its end), cancelled (ended otherwise).
 */
export type SubscriptionStatus = 'active' | 'non-renewing' | 'attention' | 'complete' | 'cancelled';

export interface LocalSubscription {
  id: number;
  secretKey: string;
  subscriptionCode: string;
  /** What `POST /subscription/disable` asks for with the code (Paystack e-mails it to the customer). */
  emailToken: string;
  planCode: string;
  customerCode: string;
  status: SubscriptionStatus;
  amount: number;
  authorization: PaystackAuthorization;
  /** When the first payment was made: periods count from it, so a plan paid on the 31st comes back to the 31st after a short month. */
  start: string;
  /** Periods paid for so far (the first payment is one). */
  periodsPaid: number;
  nextPaymentDate: string;
  createdAt: string;
  updatedAt: string;
}

interface Call {
  account: PaystackAccount;
  query: URLSearchParams;
  body: unknown;
  /** The path pattern's named groups. */
  params: Record<string, string>;
  /** The stand-in's own address (for the checkout page's URL). */
  base: string;
}
/** `after` runs once the answer is sent: a webhook Paystack sends because of the call comes after its answer. */
type Answer = { status: number; body: unknown; after?: () => Promise<unknown> };
interface Endpoint {
  method: string;
  path: RegExp;
  handle: (call: Call, paystack: LocalPaystack) => Answer;
}

const ok = (message: string, data: unknown): Answer => ({ status: 200, body: { status: true, message, data } });
const refused = (message: string, status = 400): Answer => ({ status, body: { status: false, message } });

/** Paystack's local fee: 1.5% plus ₦100 from ₦2,500, at most ₦2,000 (in kobo). */
export function localFee(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Lower-case letters and digits, as in Paystack's codes (PLN_, CUS_, SUB_, INV_) and its own references. */
const alnum = (length: number) => Array.from({ length }, () => ALNUM[randomInt(ALNUM.length)]).join('');

const domainOf = (secretKey: string) => (secretKey.startsWith('sk_live_') ? 'live' : 'test');
/** Paystack's number for an account (`integration`): the same for a key on every run. */
const integrationOf = (secretKey: string) => parseInt(createHash('sha256').update(secretKey).digest('hex').slice(0, 6), 16);

/** How long one period of each interval is. */
const PERIOD: Record<PlanInterval, { hours: number } | { months: number }> = {
  hourly: { hours: 1 },
  daily: { hours: 24 },
  weekly: { hours: 24 * 7 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  biannually: { months: 6 },
  annually: { months: 12 },
};

/**
 * `start` plus `n` periods of `interval` (ISO time, in UTC so the machine's
 * time zone never moves the day). Months keep the day of the month, or the
 * last day of a shorter month: a plan paid on 31 January renews on 28 (or 29)
 * February, then on 31 March, because every date counts from the start.
 */
export function periodsAfter(start: string, interval: PlanInterval, n: number): string {
  const from = new Date(start);
  const period = PERIOD[interval];
  if ('hours' in period) return new Date(from.getTime() + n * period.hours * 3_600_000).toISOString();
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + n * period.months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const to = new Date(from);
  to.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return to.toISOString();
}

/** Paystack's `cron_expression` for a subscription that started at `start` (minute hour day month weekday). */
function cronOf(start: string, interval: PlanInterval): string {
  const d = new Date(start);
  const day = d.getUTCDate();
  return {
    hourly: '0 * * * *',
    daily: '0 0 * * *',
    weekly: `0 0 * * ${d.getUTCDay()}`,
    monthly: `0 0 ${day} * *`,
    quarterly: `0 0 ${day} */3 *`,
    biannually: `0 0 ${day} */6 *`,
    annually: `0 0 ${day} ${d.getUTCMonth() + 1} *`,
  }[interval];
}

/** The card of a payment on the checkout page: Paystack's test Visa (4084 0840 8408 4081), reusable for renewals. */
function newAuthorization(): PaystackAuthorization {
  return {
    authorization_code: `AUTH_${alnum(10)}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${alnum(20)}`,
    account_name: null,
  };
}

/** A plan as Paystack's plan endpoints answer it. */
function planData(p: LocalPlan) {
  return {
    id: p.id,
    name: p.name,
    plan_code: p.planCode,
    description: p.description,
    amount: p.amount,
    interval: p.interval,
    currency: p.currency,
    integration: integrationOf(p.secretKey),
    domain: domainOf(p.secretKey),
    invoice_limit: 0,
    send_invoices: true,
    send_sms: true,
    hosted_page: false,
    is_archived: false,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** A plan inside a transaction or a subscription (verify's `plan_object`, the webhooks' `plan`). */
const planObject = (p: LocalPlan) => ({ id: p.id, name: p.name, plan_code: p.planCode, amount: p.amount, interval: p.interval, currency: p.currency });

/** A customer inside a transaction, a subscription or an invoice. */
const customerObject = (c: LocalCustomer) => ({
  id: c.id,
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email,
  customer_code: c.customerCode,
  phone: c.phone,
  metadata: c.metadata,
  risk_action: 'default',
});

/** A customer as Paystack's customer endpoints answer it. */
const customerData = (c: LocalCustomer) => ({
  ...customerObject(c),
  integration: integrationOf(c.secretKey),
  domain: domainOf(c.secretKey),
  identified: false,
  identifications: null,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/**
 * A transaction as Paystack's verify and webhook describe it. The plan differs
 * between them as it does at Paystack: verify gives its code in `plan` and the
 * plan in `plan_object` (null and {} without one); `charge.success` gives the
 * plan itself in `plan` ({} without one).
 */
export function transactionData(t: LocalTransaction, paystack: LocalPaystack, as: 'verify' | 'webhook' = 'verify') {
  const plan = t.planCode ? paystack.plan(t.planCode) : undefined;
  const customer = paystack.customer(t.customerCode);
  return {
    id: t.id,
    domain: domainOf(t.secretKey),
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: { success: 'Successful', failed: 'Declined', ongoing: 'Transaction ongoing', abandoned: 'The transaction was not completed' }[t.status],
    paid_at: t.paidAt ?? null,
    created_at: t.createdAt,
    channel: 'card',
    fees: t.fees ?? null,
    metadata: t.metadata ?? null,
    authorization: t.authorization ?? {},
    customer: customer ? customerObject(customer) : { email: t.email },
    ...(as === 'verify' ? { plan: plan?.planCode ?? null, plan_object: plan ? planObject(plan) : {} } : { plan: plan ? planObject(plan) : {} }),
  };
}

/** A subscription as Paystack answers it and as its subscription events carry it. */
export function subscriptionData(s: LocalSubscription, paystack: LocalPaystack) {
  const plan = paystack.plan(s.planCode);
  const customer = paystack.customer(s.customerCode);
  return {
    id: s.id,
    domain: domainOf(s.secretKey),
    status: s.status,
    subscription_code: s.subscriptionCode,
    email_token: s.emailToken,
    amount: s.amount,
    cron_expression: plan ? cronOf(s.start, plan.interval) : null,
    next_payment_date: s.nextPaymentDate,
    open_invoice: null,
    createdAt: s.createdAt,
    plan: plan ? planObject(plan) : {},
    customer: customer ? customerObject(customer) : {},
    authorization: s.authorization,
  };
}

/** Paystack's list answers: newest first, `perPage` (default 50) a page, with `meta`. */
function listed<T>(message: string, items: T[], query: URLSearchParams): Answer {
  const perPage = Math.min(Math.max(1, Number(query.get('perPage')) || 50), 1000);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const data = items.slice((page - 1) * perPage, page * perPage);
  return { status: 200, body: { status: true, message, data, meta: { total: items.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.max(1, Math.ceil(items.length / perPage)) } } };
}

const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** Paystack's API as far as the app uses it. */
const ENDPOINTS: readonly Endpoint[] = [
  // Read-only and authenticated: what Settings > Payment Gateways' "Test connection" calls.
  { method: 'GET', path: /^\/balance$/, handle: () => ok('Balances retrieved', [{ currency: 'NGN', balance: 0 }]) },
  {
    method: 'POST',
    path: /^\/transaction\/initialize$/,
    handle: ({ account, body, base }, paystack) => {
      const b = (body ?? {}) as Record<string, unknown>;
      if (typeof b.email !== 'string' || !EMAIL.test(b.email)) return refused('Invalid Email Address Passed');
      const planCode = b.plan === undefined || b.plan === null || b.plan === '' ? undefined : b.plan;
      const plan = typeof planCode === 'string' ? paystack.plan(planCode) : undefined;
      if (planCode !== undefined && plan?.secretKey !== account.secretKey) return refused('Plan not found');
      // With a plan, Paystack charges the plan's amount whatever `amount` says.
      const amount = plan ? plan.amount : Number(b.amount);
      if (!Number.isInteger(amount) || amount < 100) return refused('Invalid Amount Sent');
      const currency = typeof b.currency === 'string' ? b.currency : 'NGN';
      if (currency !== 'NGN') return refused('Currency not supported by merchant');
      const reference = typeof b.reference === 'string' && b.reference ? b.reference : randomBytes(8).toString('hex');
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refused('Invalid transaction reference');
      if (paystack.transaction(reference)) return refused('Duplicate Transaction Reference');
      const t = paystack.addTransaction({
        secretKey: account.secretKey,
        reference,
        email: b.email,
        amount,
        currency,
        ...(plan ? { planCode: plan.planCode } : {}),
        ...(typeof b.callback_url === 'string' ? { callbackUrl: b.callback_url } : {}),
        ...(b.metadata !== undefined ? { metadata: b.metadata } : {}),
      });
      return ok('Authorization URL created', { authorization_url: `${base}/checkout/${t.accessCode}`, access_code: t.accessCode, reference });
    },
  },
  {
    method: 'GET',
    path: /^\/transaction\/verify\/(?<reference>[^/]+)$/,
    handle: ({ account, params }, paystack) => {
      const t = paystack.transaction(decodeURIComponent(params.reference!));
      if (!t || t.secretKey !== account.secretKey) return refused('Transaction reference not found');
      return ok('Verification successful', transactionData(t, paystack, 'verify'));
    },
  },
  {
    method: 'POST',
    path: /^\/plan$/,
    handle: ({ account, body }, paystack) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const name = text(b.name);
      if (!name) return refused('Plan name is required');
      const amount = Number(b.amount);
      if (!Number.isInteger(amount) || amount < 100) return refused('Invalid Amount Sent');
      if (!PLAN_INTERVALS.includes(b.interval as PlanInterval)) return refused(`Interval is invalid: one of ${PLAN_INTERVALS.join(', ')}`);
      if (b.currency !== undefined && b.currency !== 'NGN') return refused('Currency not supported by merchant');
      const plan = paystack.createPlan(account.secretKey, { name, description: text(b.description, 1000), amount, interval: b.interval as PlanInterval });
      // Paystack answers a new plan with 201, unlike its other calls.
      return { ...ok('Plan created', planData(plan)), status: 201 };
    },
  },
  { method: 'GET', path: /^\/plan$/, handle: ({ account, query }, paystack) => listed('Plans retrieved', paystack.plansOf(account.secretKey).map(planData), query) },
  {
    method: 'GET',
    path: /^\/plan\/(?<code>[^/]+)$/,
    handle: ({ account, params }, paystack) => {
      const plan = paystack.plan(decodeURIComponent(params.code!));
      if (!plan || plan.secretKey !== account.secretKey) return refused('Plan not found');
      return ok('Plan retrieved', planData(plan));
    },
  },
  {
    method: 'POST',
    path: /^\/customer$/,
    handle: ({ account, body }, paystack) => {
      const b = (body ?? {}) as Record<string, unknown>;
      if (typeof b.email !== 'string' || !EMAIL.test(b.email.trim())) return refused('Invalid Email Address Passed');
      if (b.metadata !== undefined && b.metadata !== null && !isRecord(b.metadata)) return refused('Metadata should be an object');
      const { customer, created } = paystack.saveCustomer(account.secretKey, {
        email: b.email.trim(),
        firstName: text(b.first_name),
        lastName: text(b.last_name),
        phone: text(b.phone, 30),
        metadata: isRecord(b.metadata) ? b.metadata : null,
      });
      return ok(created ? 'Customer created' : 'Customer updated', customerData(customer));
    },
  },
  {
    method: 'GET',
    path: /^\/customer\/(?<code>[^/]+)$/,
    handle: ({ account, params }, paystack) => {
      // Paystack takes a customer's code or e-mail here.
      const key = decodeURIComponent(params.code!);
      const customer = key.includes('@') ? paystack.customerByEmail(account.secretKey, key) : paystack.customer(key);
      if (!customer || customer.secretKey !== account.secretKey) return refused('Customer not found');
      return ok('Customer retrieved', customerData(customer));
    },
  },
  {
    method: 'GET',
    path: /^\/subscription$/,
    handle: ({ account, query }, paystack) => {
      // Paystack filters by the customer's and the plan's ids.
      const customerId = Number(query.get('customer')) || undefined;
      const planId = Number(query.get('plan')) || undefined;
      const subscriptions = paystack
        .subscriptionsOf(account.secretKey)
        .filter((s) => (!customerId || paystack.customer(s.customerCode)?.id === customerId) && (!planId || paystack.plan(s.planCode)?.id === planId));
      return listed(
        'Subscriptions retrieved',
        subscriptions.map((s) => subscriptionData(s, paystack)),
        query,
      );
    },
  },
  {
    method: 'GET',
    path: /^\/subscription\/(?<code>[^/]+)$/,
    handle: ({ account, params }, paystack) => {
      const s = paystack.subscription(decodeURIComponent(params.code!));
      if (!s || s.secretKey !== account.secretKey) return refused('Subscription not found');
      return ok('Subscription retrieved', subscriptionData(s, paystack));
    },
  },
  {
    method: 'POST',
    path: /^\/subscription\/disable$/,
    handle: ({ account, body }, paystack) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const s = typeof b.code === 'string' ? paystack.subscription(b.code) : undefined;
      // One answer for another account's, a wrong token and one that no longer renews, as Paystack gives.
      if (!s || s.secretKey !== account.secretKey || b.token !== s.emailToken || !paystack.disableSubscription(s)) return refused('Subscription with code not found or already inactive');
      return {
        status: 200,
        body: { status: true, message: 'Subscription disabled successfully' },
        after: () => paystack.sendWebhook(s.secretKey, 'subscription.not_renew', subscriptionData(s, paystack)),
      };
    },
  },
  {
    method: 'POST',
    path: /^\/subscription\/enable$/,
    handle: ({ account, body }, paystack) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const s = typeof b.code === 'string' ? paystack.subscription(b.code) : undefined;
      if (!s || s.secretKey !== account.secretKey || b.token !== s.emailToken || !paystack.enableSubscription(s)) return refused('Subscription with code not found or already active');
      return { status: 200, body: { status: true, message: 'Subscription enabled successfully' } };
    },
  },
];

/** The stand-in's controls for time passing (POST, no auth): `input` is the JSON body or the root page's form. */
interface Control {
  path: RegExp;
  handle: (input: Record<string, unknown>, params: Record<string, string>, paystack: LocalPaystack) => Promise<Answer>;
}

const CONTROLS: readonly Control[] = [
  {
    path: /^\/_local\/subscriptions\/(?<code>[^/]+)\/renew$/,
    handle: async (input, params, paystack) => {
      const s = paystack.subscription(decodeURIComponent(params.code!));
      if (!s) return refused('No subscription has this code', 404);
      if (input.outcome !== 'success' && input.outcome !== 'fail') return refused("outcome is 'success' or 'fail'");
      const renewed = await paystack.renew(s, input.outcome);
      if (!renewed) return refused(`A subscription that is ${s.status} does not renew`, 409);
      const subscription = subscriptionData(s, paystack);
      return { status: 200, body: renewed.transaction ? { subscription, reference: renewed.transaction.reference, webhookStatus: renewed.webhookStatus } : { subscription, webhookStatus: renewed.webhookStatus } };
    },
  },
  {
    path: /^\/_local\/subscriptions\/(?<code>[^/]+)\/end$/,
    handle: async (_input, params, paystack) => {
      const s = paystack.subscription(decodeURIComponent(params.code!));
      if (!s) return refused('No subscription has this code', 404);
      const ended = await paystack.end(s);
      if (!ended) return refused(`The subscription is already ${s.status}`, 409);
      return { status: 200, body: { subscription: subscriptionData(s, paystack), webhookStatus: ended.webhookStatus } };
    },
  },
  {
    path: /^\/_local\/events$/,
    handle: async (input, _params, paystack) => {
      const secretKey = String(input.secretKey ?? '');
      if (!paystack.account(secretKey)) return refused('No account has this secret key', 404);
      if (typeof input.event !== 'string' || !input.event) return refused('event is required');
      return { status: 200, body: { webhookStatus: await paystack.sendWebhook(secretKey, input.event, input.data ?? null) } };
    },
  },
];

const newKey = (kind: 'pk' | 'sk', mode: 'test' | 'live') => `${kind}_${mode}_${randomBytes(20).toString('hex')}`;

function readList<T>(file: string): T[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T[]) : [];
}

function writeList(file: string, items: Iterable<unknown>, pretty = false): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify([...items], null, pretty ? 2 : undefined), { mode: 0o600 });
}

/** An account's customer is found by e-mail whatever its case. */
const emailKey = (secretKey: string, email: string) => `${secretKey} ${email.trim().toLowerCase()}`;

export class LocalPaystack {
  private readonly accounts: PaystackAccount[] = [];
  private readonly transactions = new Map<string, LocalTransaction>();
  /** By code; customers also by account and e-mail. */
  private readonly plans = new Map<string, LocalPlan>();
  private readonly customers = new Map<string, LocalCustomer>();
  private readonly customersByEmail = new Map<string, LocalCustomer>();
  private readonly subscriptions = new Map<string, LocalSubscription>();
  private readonly file: string;
  private readonly transactionsFile: string;
  private readonly plansFile: string;
  private readonly customersFile: string;
  private readonly subscriptionsFile: string;

  constructor(dataDir: string) {
    const dir = path.join(dataDir, 'paystack');
    this.file = path.join(dir, 'accounts.json');
    this.transactionsFile = path.join(dir, 'transactions.json');
    this.plansFile = path.join(dir, 'plans.json');
    this.customersFile = path.join(dir, 'customers.json');
    this.subscriptionsFile = path.join(dir, 'subscriptions.json');
    this.accounts.push(...readList<PaystackAccount>(this.file));
    for (const p of readList<LocalPlan>(this.plansFile)) this.plans.set(p.planCode, p);
    for (const c of readList<LocalCustomer>(this.customersFile)) {
      this.customers.set(c.customerCode, c);
      this.customersByEmail.set(emailKey(c.secretKey, c.email), c);
    }
    for (const s of readList<LocalSubscription>(this.subscriptionsFile)) this.subscriptions.set(s.subscriptionCode, s);
    // Transactions kept before the stand-in knew customers get theirs now: every transaction has one.
    let backfilled = false;
    for (const t of readList<LocalTransaction>(this.transactionsFile)) {
      if (!t.customerCode) {
        t.customerCode = this.saveCustomer(t.secretKey, { email: t.email }).customer.customerCode;
        backfilled = true;
      }
      this.transactions.set(t.reference, t);
    }
    if (backfilled) this.saveTransactions();
    if (!this.accounts.length) this.createAccount({ name: 'Local test account' });
  }

  private saveAccounts(): void {
    writeList(this.file, this.accounts, true);
  }

  private saveTransactions(): void {
    writeList(this.transactionsFile, this.transactions.values());
  }

  private savePlans(): void {
    writeList(this.plansFile, this.plans.values());
  }

  private saveCustomers(): void {
    writeList(this.customersFile, this.customers.values());
  }

  private saveSubscriptions(): void {
    writeList(this.subscriptionsFile, this.subscriptions.values());
  }

  transaction(reference: string): LocalTransaction | undefined {
    return this.transactions.get(reference);
  }

  byAccessCode(code: string): LocalTransaction | undefined {
    return [...this.transactions.values()].find((t) => t.accessCode === code);
  }

  /** A new transaction, pending; its customer is the account's one with its e-mail (made if need be). */
  addTransaction(t: Omit<LocalTransaction, 'id' | 'accessCode' | 'status' | 'createdAt' | 'customerCode'>): LocalTransaction {
    const customerCode = this.saveCustomer(t.secretKey, { email: t.email }).customer.customerCode;
    const made: LocalTransaction = { ...t, customerCode, id: this.transactions.size + 1, accessCode: randomBytes(10).toString('hex'), status: 'abandoned', createdAt: new Date().toISOString() };
    this.transactions.set(made.reference, made);
    this.saveTransactions();
    return made;
  }

  /** The payer's choice on the checkout page. A transaction already paid or failed stays as it is. */
  settle(t: LocalTransaction, outcome: 'pay' | 'fail' | 'later'): LocalTransaction {
    if (t.status === 'success' || t.status === 'failed') return t;
    if (outcome === 'pay') return this.markPaid(t, newAuthorization());
    if (outcome === 'fail') t.status = 'failed';
    else t.status = 'ongoing';
    this.saveTransactions();
    return t;
  }

  private markPaid(t: LocalTransaction, authorization: PaystackAuthorization): LocalTransaction {
    Object.assign(t, { status: 'success', fees: localFee(t.amount), paidAt: new Date().toISOString(), authorization });
    this.saveTransactions();
    return t;
  }

  /**
   * The payer's choice on the checkout page, with what Paystack does about it:
   * a payment for a plan makes the subscription; a payment is reported
   * (`charge.success`), then the subscription (`subscription.create`), each
   * awaited, so both have reached the webhook before the payer is sent back.
   */
  async checkout(t: LocalTransaction, outcome: 'pay' | 'fail' | 'later'): Promise<LocalTransaction> {
    const before = t.status;
    this.settle(t, outcome);
    if (t.status !== 'success' || before === 'success') return t;
    const subscription = t.planCode ? this.subscribe(t) : undefined;
    await this.sendWebhook(t.secretKey, 'charge.success', transactionData(t, this, 'webhook'));
    if (subscription) await this.sendWebhook(t.secretKey, 'subscription.create', subscriptionData(subscription, this));
    return t;
  }

  plan(code: string): LocalPlan | undefined {
    return this.plans.get(code);
  }

  /** The account's plans, newest first (as Paystack lists them). */
  plansOf(secretKey: string): LocalPlan[] {
    return [...this.plans.values()].filter((p) => p.secretKey === secretKey).reverse();
  }

  createPlan(secretKey: string, p: { name: string; description?: string | null; amount: number; interval: PlanInterval }): LocalPlan {
    const now = new Date().toISOString();
    let planCode = `PLN_${alnum(14)}`;
    while (this.plans.has(planCode)) planCode = `PLN_${alnum(14)}`;
    const plan: LocalPlan = { id: this.plans.size + 1, secretKey, planCode, name: p.name, description: p.description ?? null, amount: p.amount, interval: p.interval, currency: 'NGN', createdAt: now, updatedAt: now };
    this.plans.set(planCode, plan);
    this.savePlans();
    return plan;
  }

  customer(code: string): LocalCustomer | undefined {
    return this.customers.get(code);
  }

  customerByEmail(secretKey: string, email: string): LocalCustomer | undefined {
    return this.customersByEmail.get(emailKey(secretKey, email));
  }

  /**
   * POST /customer: the account's customer with this e-mail (whatever its
   * case), with the names and phone given and the metadata merged in; or a
   * new one. `created` tells which.
   */
  saveCustomer(
    secretKey: string,
    c: { email: string; firstName?: string | null; lastName?: string | null; phone?: string | null; metadata?: Record<string, unknown> | null },
  ): { customer: LocalCustomer; created: boolean } {
    const now = new Date().toISOString();
    const found = this.customerByEmail(secretKey, c.email);
    if (found) {
      const changes: Partial<LocalCustomer> = {
        ...(c.firstName ? { firstName: c.firstName } : {}),
        ...(c.lastName ? { lastName: c.lastName } : {}),
        ...(c.phone ? { phone: c.phone } : {}),
        ...(c.metadata ? { metadata: { ...found.metadata, ...c.metadata } } : {}),
      };
      if (Object.keys(changes).length) {
        Object.assign(found, changes, { updatedAt: now });
        this.saveCustomers();
      }
      return { customer: found, created: false };
    }
    let customerCode = `CUS_${alnum(15)}`;
    while (this.customers.has(customerCode)) customerCode = `CUS_${alnum(15)}`;
    const customer: LocalCustomer = {
      id: this.customers.size + 1,
      secretKey,
      customerCode,
      email: c.email.trim(),
      firstName: c.firstName ?? null,
      lastName: c.lastName ?? null,
      phone: c.phone ?? null,
      metadata: c.metadata ?? null,
      createdAt: now,
      updatedAt: now,
    };
    this.customers.set(customerCode, customer);
    this.customersByEmail.set(emailKey(secretKey, customer.email), customer);
    this.saveCustomers();
    return { customer, created: true };
  }

  subscription(code: string): LocalSubscription | undefined {
    return this.subscriptions.get(code);
  }

  /** The account's subscriptions, newest first. */
  subscriptionsOf(secretKey: string): LocalSubscription[] {
    return [...this.subscriptions.values()].filter((s) => s.secretKey === secretKey).reverse();
  }

  /** The subscription a paid transaction for a plan starts: its first period runs from `paid_at`, charged to the same card after. */
  subscribe(t: LocalTransaction): LocalSubscription | undefined {
    const plan = t.planCode ? this.plan(t.planCode) : undefined;
    if (!plan || t.status !== 'success' || !t.paidAt) return undefined;
    const now = new Date().toISOString();
    let subscriptionCode = `SUB_${alnum(15)}`;
    while (this.subscriptions.has(subscriptionCode)) subscriptionCode = `SUB_${alnum(15)}`;
    const s: LocalSubscription = {
      id: this.subscriptions.size + 1,
      secretKey: t.secretKey,
      subscriptionCode,
      emailToken: alnum(15),
      planCode: plan.planCode,
      customerCode: t.customerCode,
      status: 'active',
      amount: plan.amount,
      authorization: t.authorization ?? newAuthorization(),
      start: t.paidAt,
      periodsPaid: 1,
      nextPaymentDate: periodsAfter(t.paidAt, plan.interval, 1),
      createdAt: now,
      updatedAt: now,
    };
    this.subscriptions.set(subscriptionCode, s);
    this.saveSubscriptions();
    return s;
  }

  private setStatus(s: LocalSubscription, status: SubscriptionStatus): void {
    Object.assign(s, { status, updatedAt: new Date().toISOString() });
    this.saveSubscriptions();
  }

  /** POST /subscription/disable: an active subscription (or one whose renewal was declined) stops renewing; false when it already does not renew. */
  disableSubscription(s: LocalSubscription): boolean {
    if (s.status !== 'active' && s.status !== 'attention') return false;
    this.setStatus(s, 'non-renewing');
    return true;
  }

  /** POST /subscription/enable: a non-renewing subscription renews again at its next payment date; false for any other (active, or ended). */
  enableSubscription(s: LocalSubscription): boolean {
    if (s.status !== 'non-renewing') return false;
    this.setStatus(s, 'active');
    return true;
  }

  /**
   * A renewal falls due. Charged: a new transaction on the subscription's card,
   * the next payment date one period on and `charge.success` (the plan as an
   * object). Declined: status `attention` and `invoice.payment_failed`. Null
   * when the subscription does not renew (non-renewing, complete, cancelled).
   */
  async renew(s: LocalSubscription, outcome: 'success' | 'fail'): Promise<{ transaction?: LocalTransaction; webhookStatus: number } | null> {
    const plan = this.plan(s.planCode);
    const customer = this.customer(s.customerCode);
    if ((s.status !== 'active' && s.status !== 'attention') || !plan || !customer) return null;
    if (outcome === 'success') {
      // Paystack's own references for the charges it makes: 10 lower-case letters and digits.
      let reference = alnum(10);
      while (this.transactions.has(reference)) reference = alnum(10);
      const t = this.markPaid(this.addTransaction({ secretKey: s.secretKey, reference, email: customer.email, planCode: plan.planCode, amount: s.amount, currency: plan.currency }), s.authorization);
      s.periodsPaid += 1;
      s.nextPaymentDate = periodsAfter(s.start, plan.interval, s.periodsPaid);
      this.setStatus(s, 'active');
      return { transaction: t, webhookStatus: await this.sendWebhook(s.secretKey, 'charge.success', transactionData(t, this, 'webhook')) };
    }
    this.setStatus(s, 'attention');
    const invoice = {
      domain: domainOf(s.secretKey),
      invoice_code: `INV_${alnum(15)}`,
      amount: s.amount,
      // The period the declined charge was for: from the payment date that fell due to the one after.
      period_start: s.nextPaymentDate,
      period_end: periodsAfter(s.start, plan.interval, s.periodsPaid + 1),
      status: 'failed',
      paid: false,
      paid_at: null,
      description: 'Card declined',
      authorization: s.authorization,
      subscription: {
        status: s.status,
        subscription_code: s.subscriptionCode,
        email_token: s.emailToken,
        amount: s.amount,
        cron_expression: cronOf(s.start, plan.interval),
        next_payment_date: s.nextPaymentDate,
        open_invoice: null,
      },
      customer: customerObject(customer),
      transaction: {},
      created_at: new Date().toISOString(),
    };
    return { webhookStatus: await this.sendWebhook(s.secretKey, 'invoice.payment_failed', invoice) };
  }

  /** The subscription's end: `complete` when it was not renewing, else `cancelled`, and `subscription.disable`. Null when it had already ended. */
  async end(s: LocalSubscription): Promise<{ webhookStatus: number } | null> {
    if (s.status === 'complete' || s.status === 'cancelled') return null;
    this.setStatus(s, s.status === 'non-renewing' ? 'complete' : 'cancelled');
    return { webhookStatus: await this.sendWebhook(s.secretKey, 'subscription.disable', subscriptionData(s, this)) };
  }

  account(secretKey: string): PaystackAccount | undefined {
    return this.accounts.find((a) => a.secretKey === secretKey);
  }

  /** The (test) account Kobo sells its own plans with, made on first use. */
  koboAccount(): PaystackAccount {
    return this.accounts.find((a) => a.name === KOBO_ACCOUNT_NAME) ?? this.createAccount({ name: KOBO_ACCOUNT_NAME, mode: 'test' });
  }

  setWebhook(secretKey: string, url: string): PaystackAccount | undefined {
    const account = this.account(secretKey);
    if (!account) return undefined;
    account.webhookUrl = url;
    this.saveAccounts();
    return account;
  }

  /** Sends `event` to the account's webhook URL, signed with its secret key; answers the HTTP status (0: not sent or unreachable). */
  async sendWebhook(secretKey: string, event: string, data: unknown): Promise<number> {
    const account = this.account(secretKey);
    if (!account?.webhookUrl) return 0;
    const body = JSON.stringify({ event, data });
    const signature = createHmac('sha512', secretKey).update(body).digest('hex');
    try {
      const res = await fetch(account.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body, signal: AbortSignal.timeout(10_000) });
      return res.status;
    } catch {
      return 0;
    }
  }

  list(): readonly PaystackAccount[] {
    return this.accounts;
  }

  createAccount(opts: { name?: string; mode?: 'test' | 'live'; delayMs?: number } = {}): PaystackAccount {
    const mode = opts.mode === 'live' ? 'live' : 'test';
    const account: PaystackAccount = {
      name: opts.name?.slice(0, 100) || `Account ${this.accounts.length + 1}`,
      mode,
      publicKey: newKey('pk', mode),
      secretKey: newKey('sk', mode),
      ...(opts.delayMs ? { delayMs: Math.min(Math.max(0, Number(opts.delayMs) || 0), 60_000) } : {}),
    };
    this.accounts.push(account);
    this.saveAccounts();
    return account;
  }

  /** One API call as Paystack answers it. */
  call(method: string, url: URL, authorization: string | undefined, body: unknown, base = ''): Answer & { delayMs?: number } {
    let params: Record<string, string> = {};
    const endpoint = ENDPOINTS.find((e) => {
      const m = e.method === method ? e.path.exec(url.pathname) : null;
      if (m) params = { ...m.groups };
      return Boolean(m);
    });
    if (!endpoint) return { status: 404, body: { status: false, message: 'Route not found' } };
    if (!authorization) return { status: 401, body: { status: false, message: 'No Authorization header was found' } };
    const secret = /^Bearer (.+)$/.exec(authorization)?.[1];
    const account = this.accounts.find((a) => a.secretKey === secret);
    if (!account) return { status: 401, body: { status: false, message: 'Invalid key' } };
    return { ...endpoint.handle({ account, query: url.searchParams, body, params, base }, this), delayMs: account.delayMs };
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rootPage(paystack: LocalPaystack): string {
  const accounts = paystack.list();
  const rows = accounts
    .map(
      (a) =>
        `<tr><td>${escape(a.name)}</td><td>${a.mode}</td><td><code>${a.publicKey}</code></td><td><code>${a.secretKey}</code></td><td><form method="post" action="/_local/webhook"><input type="hidden" name="secretKey" value="${a.secretKey}"><label>Webhook URL <input name="url" size="50" value="${escape(a.webhookUrl ?? '')}"></label> <button type="submit">Save</button></form></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Paystack stand-in</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 8px;text-align:left}code{word-break:break-all}</style></head>
<body><h1>Local Paystack stand-in</h1>
<p>Paste a pair of these keys into Settings &gt; Payment Gateways. Any other key is refused as Paystack refuses it (401 Invalid key).</p>
<p>Paste the webhook URL Settings &gt; Payment Gateways shows into the account's row, as into Paystack's dashboard: payments made on the stand-in's checkout are then reported to Kobo, signed.</p>
<table><thead><tr><th>Account</th><th>Mode</th><th>Public key</th><th>Secret key</th><th>Webhook</th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/_local/accounts"><p><button type="submit">Make another test account</button></p></form>
${accounts.map((a) => plansAndSubscriptions(a, paystack)).join('')}
</body></html>`;
}

/** An account's plans and subscriptions on the root page, with buttons that play a renewal or the end of a subscription. */
function plansAndSubscriptions(a: PaystackAccount, paystack: LocalPaystack): string {
  const plans = paystack.plansOf(a.secretKey);
  const subscriptions = paystack.subscriptionsOf(a.secretKey);
  if (!plans.length && !subscriptions.length) return '';
  const button = (s: LocalSubscription, action: 'renew' | 'end', label: string, outcome?: 'success' | 'fail') =>
    `<form method="post" action="/_local/subscriptions/${s.subscriptionCode}/${action}" style="display:inline">${outcome ? `<input type="hidden" name="outcome" value="${outcome}">` : ''}<button type="submit">${label}</button></form> `;
  const planRows = plans.map((p) => `<tr><td><code>${p.planCode}</code></td><td>${escape(p.name)}</td><td>${naira(p.amount)}</td><td>${p.interval}</td></tr>`).join('');
  const subscriptionRows = subscriptions
    .map((s) => {
      const renews = s.status === 'active' || s.status === 'attention';
      const ended = s.status === 'complete' || s.status === 'cancelled';
      const actions = `${renews ? button(s, 'renew', 'Renewal charged', 'success') + button(s, 'renew', 'Renewal declined', 'fail') : ''}${ended ? '' : button(s, 'end', 'End')}`;
      return `<tr><td><code>${s.subscriptionCode}</code></td><td>${escape(paystack.customer(s.customerCode)?.email ?? '')}</td><td>${escape(paystack.plan(s.planCode)?.name ?? s.planCode)}</td><td>${s.status}</td><td>${s.nextPaymentDate}</td><td>${actions}</td></tr>`;
    })
    .join('');
  return `<h2>${escape(a.name)}</h2>
${planRows ? `<table><caption>Plans</caption><thead><tr><th>Code</th><th>Name</th><th>Amount</th><th>Interval</th></tr></thead><tbody>${planRows}</tbody></table>` : ''}
${subscriptionRows ? `<table><caption>Subscriptions</caption><thead><tr><th>Code</th><th>Customer</th><th>Plan</th><th>Status</th><th>Next payment</th><th>Time passes</th></tr></thead><tbody>${subscriptionRows}</tbody></table>` : ''}`;
}

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function checkoutPage(t: LocalTransaction, plan: LocalPlan | undefined): string {
  const done = t.status === 'success' || t.status === 'failed';
  const buttons = done
    ? `<p>This transaction is ${t.status === 'success' ? 'paid' : 'failed'}.</p>`
    : ['pay', 'fail', 'later']
        .map((o) => `<form method="post" action="/checkout/${t.accessCode}/${o}"><button type="submit">${{ pay: `Pay ${naira(t.amount)}`, fail: 'Fail', later: 'Pay later' }[o]}</button></form>`)
        .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Paystack checkout (local stand-in)</title>
<style>body{font:16px system-ui,sans-serif;margin:24px;max-width:420px}form{display:inline-block;margin:8px 8px 0 0}button{font:inherit;padding:10px 16px}</style></head>
<body><main><h1>Paystack checkout</h1><p>Local stand-in: card, bank transfer and USSD are one button here.</p>
<p>${escape(t.email)} pays <strong>${naira(t.amount)}</strong> (reference <code>${escape(t.reference)}</code>).</p>${plan ? `<p>It subscribes to ${escape(plan.name)}: ${naira(plan.amount)} ${plan.interval}, charged to the same card.</p>` : ''}${buttons}</main></body></html>`;
}

/** Where the payer goes after the checkout: the transaction's callback with its reference, as Paystack sends them. */
function callbackTo(t: LocalTransaction): string {
  if (!t.callbackUrl) return `/checkout/${t.accessCode}`;
  const url = new URL(t.callbackUrl);
  url.searchParams.set('trxref', t.reference);
  url.searchParams.set('reference', t.reference);
  return url.toString();
}

/** Starts the Paystack stand-in on 127.0.0.1:port (0: any free port). */
export async function startLocalPaystack(opts: { port: number; dataDir: string }): Promise<{ server: http.Server; paystack: LocalPaystack; url: () => string }> {
  const paystack = new LocalPaystack(opts.dataDir);
  const { server, url: address } = await listenStandIn(opts.port, (req, rawBody, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = rawBody.toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // The stand-in's own forms post URL-encoded bodies.
      if (!url.pathname.startsWith('/_local/')) return send(400, { status: false, message: 'Invalid JSON body' });
    }
    // The stand-in's own controls (not Paystack's API).
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(rootPage(paystack));
    }
    const checkout = /^\/checkout\/(?<code>[0-9a-f]+)(?:\/(?<outcome>pay|fail|later))?$/.exec(url.pathname);
    if (checkout) {
      const t = paystack.byAccessCode(checkout.groups!.code!);
      if (!t) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('No such checkout');
      }
      const outcome = checkout.groups!.outcome as 'pay' | 'fail' | 'later' | undefined;
      if (!outcome && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(t, t.planCode ? paystack.plan(t.planCode) : undefined));
      }
      if (outcome && req.method === 'POST') {
        // Paystack reports a successful charge (and the subscription it starts) to the webhook before the payer is back on the callback page, most of the time.
        return void paystack.checkout(t, outcome).then(() => {
          res.writeHead(303, { location: callbackTo(t) });
          res.end();
        });
      }
    }
    if (url.pathname === '/_local/webhook' && req.method === 'POST') {
      const form = body === undefined ? Object.fromEntries(new URLSearchParams(raw)) : (body as Record<string, string>);
      const account = paystack.setWebhook(String(form.secretKey ?? ''), String(form.url ?? ''));
      if (!account) return send(404, { status: false, message: 'No account has this secret key' });
      if (!String(req.headers['content-type'] ?? '').includes('json')) {
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      return send(200, { status: true, message: 'Webhook URL saved' });
    }
    if (url.pathname === '/_local/accounts' && req.method === 'POST') {
      const account = paystack.createAccount((body ?? {}) as { name?: string; mode?: 'test' | 'live'; delayMs?: number });
      if (!String(req.headers['content-type'] ?? '').includes('json')) {
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      return send(201, account);
    }
    const control = req.method === 'POST' ? CONTROLS.map((c) => ({ c, m: c.path.exec(url.pathname) })).find(({ m }) => m) : undefined;
    if (control) {
      // The root page's buttons post forms, and the browser goes back to the page; anything else gets JSON.
      const fromForm = String(req.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
      const input = body === undefined ? Object.fromEntries(new URLSearchParams(raw)) : isRecord(body) ? body : {};
      return void control.c.handle(input, { ...control.m!.groups }, paystack).then((answer) => {
        if (fromForm && answer.status < 400) {
          res.writeHead(303, { location: '/' });
          return res.end();
        }
        send(answer.status, answer.body);
      });
    }
    const answer = paystack.call(req.method ?? 'GET', url, req.headers.authorization, body, address());
    // What the call did is done even when the caller stopped waiting: its webhook still goes.
    const answered = () => {
      if (!res.destroyed) send(answer.status, answer.body);
      void answer.after?.();
    };
    // unref: a slow answer still pending never keeps the process (a test run) from ending.
    if (answer.delayMs) setTimeout(answered, answer.delayMs).unref();
    else answered();
  });
  return { server, paystack, url: address };
}
