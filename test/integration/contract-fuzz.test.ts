import fc from 'fast-check';
import { MAX_AMOUNT_KOBO } from '../../shared/constants';
import { asSuperAdmin, call, startApi, stopApi, type Answer } from './helpers/api';
import { BILLING_HOOK, chargeSuccess, INVOICE_TOTAL, invoiceCheckout, KOBO_KEY, planCheckout, signedWebhook, type Owner } from './helpers/paystack';
import { applies, rawOf, webhookBodies, type RealCheckout, type WebhookBody } from './helpers/webhook-fuzz';
import { PLANS } from '../../shared/plans';
import { concretePath, exampleBodies, leaves, objectPaths, routeMetas, seededCompany, snapshot, withValue, type Company, type Json, type RouteCase } from './helpers/contract';

/*
 * Property-based fuzzing of every route's request schema (fast-check), routes
 * taken from the route table: bodies mutated from the route's example (a leaf
 * replaced, removed or added, several at once, or any JSON at all), queries of
 * random values, and random path ids. Never a 5xx; a body the route's schema
 * refuses answers 400 and writes nothing; one it accepts never fails the server.
 * The signed webhooks get signed bodies instead (helpers/webhook-fuzz.ts): each is
 * acknowledged, and only a valid event for a real checkout changes anything, once.
 */

// npm test's counts; `npm run fuzz` sends FUZZ_BODIES and FUZZ_QUERIES (1,000 each) per route.
const BODIES_PER_ROUTE = Number(process.env.FUZZ_BODIES ?? 250);
const ACCEPTED_SENT_PER_ROUTE = 12;
const QUERIES_PER_ROUTE = Number(process.env.FUZZ_QUERIES ?? 60);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Each route's time: the default fits npm test's counts; more calls get more time. */
const ROUTE_TIMEOUT_MS = Math.max(60_000, (BODIES_PER_ROUTE + QUERIES_PER_ROUTE) * 60);

// Every route of the table but the signed webhooks (fuzzed with signed bodies below; unsigned ones: contract.test.ts).
const cases = routeMetas().filter((c) => !c.meta.rawBody);
let a: Company;
let b: Company;

beforeAll(async () => {
  await startApi();
  [a, b] = await Promise.all([seededCompany(), seededCompany()]);
  // a is a super admin too, so the admin routes' inputs are fuzzed past the gate.
  a = await asSuperAdmin(a);
}, 60_000);
afterAll(stopApi);

const tricky = fc.constantFrom<Json>(MAX_AMOUNT_KOBO + 1, -MAX_AMOUNT_KOBO - 1, -1, 0, 1e308, 0.0001, '2026-02-31', '1969-12-31', '', ' ', 'x'.repeat(3000), '\ud800', 'a\u0000b', '😀'.repeat(40), ' Ａｄａ ', null, [], {}, true);
const anyValue: fc.Arbitrary<Json> = fc.oneof(tricky, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, fc.string(), fc.integer(), fc.double());
const anyKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'zz'));

/** Bodies near the example (one to three mutations), and now and then any JSON at all. */
function bodies(example: Json): fc.Arbitrary<Json> {
  const paths = [...leaves(example), ...objectPaths(example).filter((p) => p.length > 0)];
  const objects = objectPaths(example);
  type Mutation = { kind: 'set' | 'drop' | 'add'; path: (string | number)[]; key?: string; value?: Json };
  const add = fc.record({ kind: fc.constant('add' as const), path: fc.constantFrom(...objects), key: anyKey, value: anyValue });
  // An example with no fields ({}: everything optional) can only gain some.
  const mutation: fc.Arbitrary<Mutation> = paths.length
    ? fc.oneof(fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: anyValue }), fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...paths) }), add)
    : add;
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) =>
    ms.reduce<Json>((body, m) => {
      try {
        if (m.kind === 'set') return withValue(body, m.path, m.value!);
        if (m.kind === 'drop') return withValue(body, m.path, undefined);
        // JSON.parse makes even __proto__ an own key, as a client's JSON would.
        const target = m.path.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body);
        if (!target || typeof target !== 'object' || Array.isArray(target)) return body;
        const copy = JSON.parse(JSON.stringify(body)) as Json;
        const raw = JSON.stringify(withValue(copy, [...m.path, 'zzKey'], m.value!)).replace('"zzKey"', JSON.stringify(m.key));
        return JSON.parse(raw) as Json;
      } catch {
        return body; // a path a previous mutation removed
      }
    }, example),
  );
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> });
}

/** Runs the calls a few at a time. */
async function inBatches<T>(items: T[], fn: (item: T) => Promise<void>, width = 6) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(fn));
}

const show = (r: Answer) => `${r.status} ${JSON.stringify(r.body)}`.slice(0, 400);

describe(`fuzzing request bodies (seed ${seed}; FUZZ_SEED repeats a run)`, () => {
  it.each(cases.filter((c) => c.meta.body))('$key: never a 5xx; a refused body is a 400 that writes nothing', async (c: RouteCase) => {
    const example = exampleBodies[c.route.name]?.(a);
    if (example === undefined) throw new Error(`${c.key} has no example body (test/integration/helpers/contract.ts)`);
    const schema = c.meta.body!;
    const path = concretePath(c.route.path, a);
    const sample = fc.sample(bodies(example), { numRuns: BODIES_PER_ROUTE, seed });
    const refused = sample.filter((body) => !schema.safeParse(body).success);
    const accepted = sample.filter((body) => schema.safeParse(body).success);
    const failures: string[] = [];
    const before = await Promise.all([snapshot(a), snapshot(b)]);
    await inBatches(refused, async (body) => {
      const r = await call(a, c.route.method, path, { raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      if (r.status !== 400) failures.push(`${JSON.stringify(body).slice(0, 300)} -> ${show(r)}`);
    });
    expect(failures).toEqual([]);
    expect(await Promise.all([snapshot(a), snapshot(b)])).toEqual(before);
    for (const body of accepted.slice(0, ACCEPTED_SENT_PER_ROUTE)) {
      const r = await call(a, c.route.method, path, { raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      if (r.status >= 500) failures.push(`${JSON.stringify(body).slice(0, 300)} -> ${show(r)}`);
    }
    expect(failures).toEqual([]);
    expect(refused.length).toBeGreaterThan(BODIES_PER_ROUTE / 3);
  }, ROUTE_TIMEOUT_MS);
});

describe(`fuzzing queries and path ids (seed ${seed})`, () => {
  const reads = cases.filter((c) => c.route.method === 'GET' && (c.meta.query || c.route.path.includes('{')));
  it.each(reads)('$key: never a 5xx for any query or id', async (c: RouteCase) => {
    const shape = (c.meta.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('2026-02-31', '1969-12-31', '-1', '1e400', 'NaN', String(MAX_AMOUNT_KOBO + 1), 'all', 'draft', '%', ''));
    const query = fc.record(Object.fromEntries(Object.keys(shape).map((k) => [k, fc.option(text, { nil: undefined })])) as Record<string, fc.Arbitrary<string | undefined>>);
    const id = fc.oneof(fc.constant(undefined), fc.string({ minLength: 1, maxLength: 80 }));
    const failures: string[] = [];
    const sample = fc.sample(fc.tuple(query, id), { numRuns: QUERIES_PER_ROUTE, seed });
    await inBatches(sample, async ([q, badId]) => {
      const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined));
      const base = concretePath(c.route.path, a);
      const path = badId === undefined ? base : c.route.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(badId));
      const r = await call(a, 'GET', `${path}${params.size ? `?${params}` : ''}`);
      if (r.status >= 500) failures.push(`${path}?${params} -> ${show(r)}`);
    });
    expect(failures).toEqual([]);
  }, ROUTE_TIMEOUT_MS);
});

describe(`fuzzing signed webhook events (seed ${seed})`, () => {
  /**
   * Sends every generated body, signed with the payee's key: each is answered 200. Those no webhook
   * may act on go first, a few at once, and change nothing of the company's; then those it may act
   * on and the genuine events, one at a time: each reference they pay takes effect once (`effects`
   * lists the charges recorded).
   */
  async function fuzz(o: { path: string; secret: string; owner: Owner; genuines: Json[]; real: RealCheckout; effects: () => Promise<unknown[]> }) {
    const sample = fc.sample(webhookBodies(o.genuines), { numRuns: BODIES_PER_ROUTE, seed });
    const inert = sample.filter((b) => !applies(b, o.real));
    const acting = [...sample.filter((b) => applies(b, o.real)).slice(0, ACCEPTED_SENT_PER_ROUTE), ...o.genuines.map((json) => ({ json }))];
    const failures: string[] = [];
    const send = async (b: WebhookBody) => {
      const r = await signedWebhook(o.path, rawOf(b), o.secret);
      if (r.status !== 200 || r.body?.received !== true) failures.push(`${rawOf(b).slice(0, 300)} -> ${show(r)}`);
    };
    const before = await snapshot(o.owner);
    await inBatches(inert, send);
    expect(failures).toEqual([]);
    expect(await snapshot(o.owner)).toEqual(before);
    expect(await o.effects()).toEqual([]);
    await inBatches(acting, send, 1);
    expect(failures).toEqual([]);
    const paid = new Set(acting.flatMap((b) => ('json' in b && (b.json as { event?: unknown }).event === 'charge.success' ? [String((b.json as { data: { reference: string } }).data.reference).toLowerCase()] : [])));
    expect(await o.effects()).toHaveLength(paid.size);
    expect(inert.length).toBeGreaterThan(BODIES_PER_ROUTE / 2);
  }

  it("a company's webhook: every signed body is answered 200; only the real checkout's charge records a payment, once", async () => {
    const c = await invoiceCheckout();
    const genuine = chargeSuccess({ reference: c.reference, amount: INVOICE_TOTAL, fees: 171_250, customer: { email: 'accounts@ekohotels.ng' }, plan: {} }) as Json;
    await fuzz({ path: c.webhookPath, secret: c.secretKey, owner: c.owner, genuines: [genuine], real: { reference: c.reference }, effects: async () => (await call(c.owner, 'GET', '/api/payments')).body.items });
  }, ROUTE_TIMEOUT_MS);

  it("Kobo's billing webhook: every signed body is answered 200; only the plan's charge or the company's subscription moves anything, once", async () => {
    const c = await planCheckout();
    const priceKobo = PLANS.starter.monthlyPriceKobo;
    const customer = { customer_code: c.customerCode };
    const genuines = [
      chargeSuccess({ reference: c.reference, amount: priceKobo, fees: 17_500, customer, plan: { plan_code: c.planCode } }),
      { event: 'subscription.create', data: { subscription_code: 'SUB_fuzz0000000001', email_token: 'tokfuzz0001', createdAt: new Date().toISOString(), customer, plan: { plan_code: c.planCode } } },
      { event: 'invoice.payment_failed', data: { subscription: { subscription_code: 'SUB_fuzz0000000001' }, customer } },
    ] as Json[];
    await fuzz({
      path: BILLING_HOOK,
      secret: KOBO_KEY(),
      owner: c.owner,
      genuines,
      real: { reference: c.reference, plan: { priceKobo, customerCode: c.customerCode, planCode: c.planCode } },
      effects: async () => (await call(c.owner, 'GET', '/api/settings/subscription')).body.charges,
    });
  }, ROUTE_TIMEOUT_MS);
});
