import fc from 'fast-check';
import { MAX_AMOUNT_KOBO } from '../../../shared/constants';
import { paystackEventSchema } from '../../../shared/schemas/paystack-event';
import { leaves, withValue, type Json } from './contract';

/*
 * Signed webhook bodies for the fuzz suite (contract-fuzz.test.ts): events near a
 * genuine one for a real checkout (one to three of its fields replaced by odd
 * references, bad amounts and dates, or removed; its name changed to another event
 * or none), now and then any JSON, or no JSON at all. `applies` says which of them a
 * webhook may act on; every other must be acknowledged and change nothing.
 */

/** A body as sent: JSON, or raw text that is not JSON. */
export type WebhookBody = { json: Json } | { raw: string };
export const rawOf = (b: WebhookBody) => ('raw' in b ? b.raw : JSON.stringify(b.json));

const yearsFromNow = (years: number) => new Date(new Date().setUTCFullYear(new Date().getUTCFullYear() + years)).toISOString();

const oddReference = fc.oneof(
  fc.constantFrom<Json>(`INV-${'a'.repeat(2996)}`, 'r'.repeat(100 * 1024), '', ' ', 'abc', 'a/../b', '%2e%2e', '..', 'INV-\u0000abcdef', 'INV-😀😀😀😀', 'INV-abc def', null, 42, [], {}),
  fc.string({ maxLength: 120 }),
  fc.stringMatching(/^[A-Za-z0-9.=-]{1,120}$/),
);
const oddAmount = fc.oneof(
  fc.constantFrom<Json>(0, -1, MAX_AMOUNT_KOBO + 1, MAX_AMOUNT_KOBO, 1, 0.5, 1e308, -1e308, '500000', null, true),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const oddMoment = fc.oneof(
  fc.constantFrom<Json>('1970-01-01T00:00:00.000Z', '1999-12-31T22:00:00Z', yearsFromNow(174), yearsFromNow(1), new Date(Date.now() + 86_400_000).toISOString(), new Date().toISOString(), '2026-02-31T10:00:00Z', 'yesterday', '', null, 0),
  fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2300, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString()),
);
const oddCode = fc.oneof(fc.constantFrom<Json>('C'.repeat(3000), '', 'CUS abc', 'CUS_\u0000', null, 7, {}), fc.string({ maxLength: 40 }));
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, [], {}, true, '', 'x'.repeat(3000), -1, 0),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.string(),
);
const eventName = fc.oneof(
  fc.constantFrom<Json>('charge.success', 'subscription.create', 'subscription.not_renew', 'subscription.disable', 'invoice.payment_failed', 'transfer.success', 'charge.dispute.create', 'invoice.create', '', 'x'.repeat(3000), 42, null),
  fc.string({ maxLength: 30 }),
);

/** What a field of the event is set to: odd values of its own kind, or anything. */
function valueFor(path: (string | number)[]): fc.Arbitrary<Json> {
  const last = String(path[path.length - 1]);
  if (last === 'reference') return fc.oneof({ weight: 3, arbitrary: oddReference }, { weight: 1, arbitrary: anyValue });
  if (last === 'amount' || last === 'fees') return fc.oneof({ weight: 3, arbitrary: oddAmount }, { weight: 1, arbitrary: anyValue });
  if (last === 'paid_at' || last === 'createdAt') return fc.oneof({ weight: 3, arbitrary: oddMoment }, { weight: 1, arbitrary: anyValue });
  if (last.endsWith('_code') || last === 'email_token') return fc.oneof({ weight: 3, arbitrary: oddCode }, { weight: 1, arbitrary: anyValue });
  if (last === 'event') return eventName;
  if (last === 'currency') return fc.constantFrom<Json>('NGN', 'USD', 'ngn', '', null, 'NAIRA');
  if (last === 'status') return fc.constantFrom<Json>('success', 'failed', 'abandoned', 'reversed', '', null, 'SUCCESS');
  return anyValue;
}

/** Events near `genuine` (one to three fields replaced or removed), sometimes any JSON, sometimes a body that is not JSON. */
export function webhookBodies(genuines: Json[]): fc.Arbitrary<WebhookBody> {
  const mutated = fc.constantFrom(...genuines).chain((genuine) => {
    const all = [...leaves(genuine), ['data'], ['data', 'customer'], ['data', 'plan']].filter((p) => p.length > 0);
    // The fields the issue was found in, three times as often.
    const paths = [...all, ...[1, 2].flatMap(() => all.filter((p) => ['reference', 'amount', 'paid_at'].includes(String(p[p.length - 1]))))];
    const mutation = fc.constantFrom(...paths).chain((path) => fc.record({ path: fc.constant(path), drop: fc.boolean(), value: valueFor(path) }));
    return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) =>
      ms.reduce<Json>((body, m) => {
        try {
          return withValue(body, m.path, m.drop ? undefined : m.value);
        } catch {
          return body; // a path an earlier mutation removed
        }
      }, genuine),
    );
  });
  return fc.oneof(
    { weight: 12, arbitrary: mutated.map((json) => ({ json })) },
    { weight: 1, arbitrary: (fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom('not json', '', '{', '{"event":"charge.success",'), fc.string()).filter(notJson).map((raw) => ({ raw })) },
  );
}

const notJson = (raw: string) => {
  try {
    JSON.parse(raw);
    return false;
  } catch {
    return true;
  }
};

/** The real checkout a fuzzed webhook is about; at Kobo's webhook, its plan's price, Paystack customer and plan too. */
export interface RealCheckout {
  reference: string;
  plan?: { priceKobo: number; customerCode: string; planCode: string };
}

/**
 * Whether a webhook may act on the body: a checked event (the shared schema) that is the real
 * checkout's `charge.success` in NGN; at Kobo's webhook at the plan's price only, and also a
 * renewal (any reference) or a new subscription for the company's Paystack customer. References
 * and customer codes are keys, which the table holds in lower case: one differing only in case
 * names the same record.
 */
export function applies(body: WebhookBody, real: RealCheckout): boolean {
  if ('raw' in body) return false;
  const checked = paystackEventSchema.safeParse(body.json);
  if (!checked.success) return false;
  const e = checked.data;
  const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
  if (e.event === 'charge.success') {
    if (e.data.currency !== 'NGN') return false;
    if (!real.plan) return same(e.data.reference, real.reference);
    const planCode = typeof e.data.plan === 'string' ? e.data.plan : e.data.plan?.plan_code;
    return e.data.amount === real.plan.priceKobo && (same(e.data.reference, real.reference) || (same(e.data.customer?.customer_code, real.plan.customerCode) && planCode === real.plan.planCode));
  }
  return e.event === 'subscription.create' && real.plan !== undefined && same(e.data.customer.customer_code, real.plan.customerCode);
}
