import { BAD_CURSOR_MESSAGE, sealCursor } from '../../functions/lib/cursor';
import { addMember } from '../../functions/services/membership';
import { MAX_AMOUNT_KOBO } from '../../shared/constants';
import { ADMIN_FORBIDDEN_MESSAGE, NO_BODY_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from '../../functions/lib/http';
import { BAD_KEY_MESSAGE, IDEMPOTENCY_HEADER } from '../../functions/lib/request-key';
import { ROLES, type Role } from '../../shared/roles';
import { isMultiline } from '../../shared/schemas/text';
import { asSuperAdmin, call, callAsSent, memberOf, newUser, startApi, stopApi, type Answer } from './helpers/api';
import {
  concretePath,
  dateFields,
  exampleBodies,
  keyFields,
  leaves,
  listPaths,
  moneyFields,
  names,
  objectPaths,
  paramValue,
  queryFields,
  routeMetas,
  seededCompany,
  snapshot,
  stubCompany,
  withValue,
  wrongType,
  type Company,
  type Json,
  type RouteCase,
} from './helpers/contract';

/*
 * Tests generated from the route table (shared/routes.ts) and each route's
 * schemas (its handler's meta): a route added later is covered here without
 * anyone editing a list, and fails here if it takes a body with no example.
 */

jest.setTimeout(60_000);

const cases = routeMetas();
const guarded = cases.filter((c) => c.route.access !== 'public');
// The super-admin area reads any company by design (its access is tested below instead).
const idCases = guarded.filter((c) => c.route.path.includes('{id}') && c.route.access !== 'admin');
const bodyCases = guarded.filter((c) => c.meta.body);
const pageCases = guarded.filter((c) => c.meta.paginated);
const example = (c: RouteCase, co: Company) => {
  const make = exampleBodies[c.route.name];
  if (!make) throw new Error(`${c.key} takes a body but test/integration/helpers/contract.ts has no example body for ${c.route.name}`);
  return make(co);
};
const fieldCases = (find: (c: RouteCase) => { body: (string | number)[][]; query: string[] }) =>
  guarded.flatMap((c) => {
    const found = find(c);
    return found.body.length || found.query.length ? [{ ...c, ...found }] : [];
  });
const dateCases = fieldCases((c) => ({
  body: c.meta.body && exampleBodies[c.route.name] ? dateFields(c.meta.body, example(c, stubCompany)) : [],
  query: queryFields(c.meta.query, '2026-01-15', '2026-02-31'),
}));
const moneyCases = fieldCases((c) => ({
  body: c.meta.body && exampleBodies[c.route.name] ? moneyFields(c.meta.body, example(c, stubCompany)) : [],
  query: queryFields(c.meta.query, '100000000', String(MAX_AMOUNT_KOBO + 1)),
}));

let a: Company;
let b: Company;

beforeAll(async () => {
  await startApi();
  [a, b] = await Promise.all([seededCompany(), seededCompany()]);
  // Both owners are super admins too, so the admin routes' inputs and cursors are checked like the rest.
  [a, b] = await Promise.all([asSuperAdmin(a), asSuperAdmin(b)]);
}, 60_000);
afterAll(stopApi);

const show = (r: Answer) => `${r.status} ${JSON.stringify(r.body)}`;

/** Runs `fn` and proves that neither company (nor its owner) has one item more, less or changed in the table. */
async function writesNothing(fn: () => Promise<void>) {
  const before = await Promise.all([snapshot(a), snapshot(b)]);
  await fn();
  expect(await Promise.all([snapshot(a), snapshot(b)])).toEqual(before);
}

/** Expects a 400 whose `fields` name `path`. */
function refused(r: Answer, path: (string | number)[], what: string) {
  if (r.status !== 400 || !names(r.body?.error?.fields, path)) throw new Error(`${what}: expected 400 naming ${path.join('.')}, got ${show(r)}`);
}

const send = (c: RouteCase, co: Company, body: Json | string | undefined, path = concretePath(c.route.path, co)) =>
  call(co, c.route.method, path, typeof body === 'string' ? { raw: body, headers: { 'content-type': 'application/json' } } : body === undefined ? {} : { body });

describe('the generated contract covers every route', () => {
  it('has an example body the schema accepts for every route with a body, and a value for every path parameter', () => {
    const problems: string[] = [];
    for (const c of cases) {
      for (const [, p] of c.route.path.matchAll(/\{(\w+)\}/g)) {
        try {
          paramValue(c.route.path, p!, stubCompany);
        } catch (e) {
          problems.push((e as Error).message);
        }
      }
      if (!c.meta.body) continue;
      const make = exampleBodies[c.route.name];
      if (!make) problems.push(`${c.key}: no example body`);
      else if (!c.meta.body.safeParse(make(stubCompany)).success) problems.push(`${c.key}: its example body does not pass its schema`);
    }
    expect(problems).toEqual([]);
    expect(idCases.length).toBeGreaterThan(10);
    expect(pageCases.map((c) => c.route.name).sort()).toEqual(expect.arrayContaining(['listCustomers', 'listItems', 'listQuotes', 'exportCustomers']));
    expect(dateCases.map((c) => c.route.name)).toEqual(expect.arrayContaining(['createQuote', 'listCustomers', 'listQuotes']));
    expect(moneyCases.map((c) => c.route.name)).toEqual(expect.arrayContaining(['createQuote', 'createItem', 'listQuotes']));
  });
});

describe('tenancy: another company’s id', () => {
  it.each(idCases)('$key answers 404 and writes nothing', async (c) => {
    const body = c.meta.body ? example(c, a) : undefined;
    await writesNothing(async () => {
      const r = await send(c, a, body, concretePath(c.route.path, b));
      if (r.status !== 404) throw new Error(`${c.key} with company B's ids as company A: expected 404, got ${show(r)}`);
    });
  });
});

describe('bad bodies', () => {
  it.each(bodyCases)('$key refuses a missing field, a wrong type, an unknown or prototype key, an oversized or too deeply nested body, writing nothing', async (c) => {
    const schema = c.meta.body!;
    const body = example(c, a);
    const objects = objectPaths(body);
    const fields = [...leaves(body), ...objects.filter((p) => p.length > 0)];
    await writesNothing(async () => {
      let required = 0;
      for (const p of fields) {
        const without = withValue(body, p, undefined);
        if (schema.safeParse(without).success) continue;
        required++;
        refused(await send(c, a, without), p, `${c.key} without ${p.join('.')}`);
      }
      // A body whose every field is optional (e.g. POST …/share) has nothing to leave out.
      if (!schema.safeParse({}).success) expect(required).toBeGreaterThan(0);
      let typed = 0;
      for (const p of leaves(body)) {
        const v = p.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body);
        const bad = withValue(body, p, wrongType(v));
        if (schema.safeParse(bad).success) continue;
        typed++;
        refused(await send(c, a, bad), p, `${c.key} with ${p.join('.')} of the wrong type`);
      }
      expect(typed).toBeGreaterThan(0);
      for (const p of objects) {
        const unknown = await send(c, a, withValue(body, [...p, 'zzUnknown'], 1));
        refused(unknown, [...p, 'zzUnknown'], `${c.key} with an unknown key in ${p.join('.') || 'the body'}`);
        for (const key of ['__proto__', 'constructor', 'prototype']) {
          const raw = JSON.stringify(withValue(body, [...p, 'zzProto'], { polluted: true })).replace('"zzProto"', JSON.stringify(key));
          refused(await send(c, a, raw), [...p, key], `${c.key} with ${key} in ${p.join('.') || 'the body'}`);
        }
      }
      const big = await send(c, a, JSON.stringify({ ...(body as object), pad: 'x'.repeat(c.meta.maxBodyBytes) }));
      expect(big.status).toBe(413);
      const deep = await send(c, a, `{"zz":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
      expect(show(deep)).toMatch(/^400 .*nested/);
    });
  });
});

describe('repeated ids', () => {
  // Every list in every body, sent with its first element twice.
  const listCases = bodyCases.flatMap((c) => (exampleBodies[c.route.name] ? listPaths(example(c, stubCompany)).map((list) => ({ ...c, list, at: list.join('.') })) : []));

  it('finds the lists, and every list of records named by an id refuses a repeat in its schema', () => {
    expect(listCases.map((c) => `${c.route.name} ${c.at}`)).toEqual(expect.arrayContaining(['recordPayment applications', 'applyCredit applications', 'createInvoice lines', 'importItems rows']));
    const unchecked = listCases.flatMap((c) => {
      const body = example(c, stubCompany);
      const element = c.list.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body) as Json[];
      const twice = withValue(body, c.list, [element[0]!, element[0]!]);
      return keyFields(c.meta.body!, body, c.list).length && c.meta.body!.safeParse(twice).success ? [`${c.key} ${c.at}`] : [];
    });
    expect(unchecked).toEqual([]);
  });

  it.each(listCases)('$key with $at repeated answers 400 naming it where its schema refuses the repeat, and never a 5xx', async (c) => {
    const body = example(c, a);
    const element = c.list.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body) as Json[];
    const twice = withValue(body, c.list, [element[0]!, element[0]!]);
    if (c.meta.body!.safeParse(twice).success) {
      const r = await send(c, a, twice);
      if (r.status >= 500) throw new Error(`${c.key} with ${c.at} repeated: ${show(r)}`);
      return;
    }
    await writesNothing(async () => refused(await send(c, a, twice), c.list, `${c.key} with ${c.at} repeated`));
  });
});

describe('idempotent routes (creates that move money or take a number)', () => {
  const keyed = guarded.filter((c) => c.route.idempotent);

  it('are found', () => {
    expect(keyed.map((c) => c.route.name)).toEqual(expect.arrayContaining(['createInvoice', 'recordPayment', 'createExpense']));
  });

  it.each(keyed)('$key refuses a malformed Idempotency-Key, naming the header, writing nothing', async (c) => {
    await writesNothing(async () => {
      for (const key of ['short', 'x'.repeat(81), 'has spaces in it, sixteen+', 'ünïcödé-ünïcödé-ünïcödé']) {
        const body = c.meta.body ? example(c, a) : undefined;
        const r = await call(a, c.route.method, concretePath(c.route.path, a), { ...(body === undefined ? {} : { body }), headers: { 'idempotency-key': key } });
        if (r.status !== 400 || r.body?.error?.message !== BAD_KEY_MESSAGE || !r.body.error.fields?.[IDEMPOTENCY_HEADER]) throw new Error(`${c.key} with the key ${key}: expected 400 "${BAD_KEY_MESSAGE}", got ${show(r)}`);
      }
    });
  });

  // A refusal (the seeded payment has no credit to apply) claims nothing, so the same request is refused again alike.
  it.each(keyed)('$key keyed twice has one effect: the retry answers as the first did and writes nothing more', async (c) => {
    const key = `contract-${c.route.name}-${Date.now()}`;
    const body = c.meta.body ? example(c, a) : undefined;
    const send = () => call(a, c.route.method, concretePath(c.route.path, a), { ...(body === undefined ? {} : { body }), headers: { 'idempotency-key': key } });
    const first = await send();
    expect(show(first)).toMatch(new RegExp(`^(${c.meta.status}|4\\d\\d) `));
    const before = await snapshot(a);
    const again = await send();
    expect(again).toEqual(first);
    expect(await snapshot(a)).toEqual(before);
  });
});

describe('routes that take no body', () => {
  const bodiless = cases.filter((c) => !c.meta.body && !c.meta.rawBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.route.method));

  it('are found', () => {
    expect(bodiless.map((c) => c.route.name)).toEqual(expect.arrayContaining(['convertQuote', 'cloneInvoice']));
  });

  it.each(bodiless)('$key refuses a body that is not empty or {}, writing nothing', async (c) => {
    await writesNothing(async () => {
      for (const raw of ['null', '[]', 'true', '0', '"x"', '{"a":1}', '[{}]']) {
        const r = await send(c, a, raw);
        if (r.status !== 400 || r.body?.error?.message !== NO_BODY_MESSAGE) throw new Error(`${c.key} with the body ${raw}: expected 400 "${NO_BODY_MESSAGE}", got ${show(r)}`);
      }
    });
  });
});

describe('routes that read their body as sent (signed webhooks)', () => {
  const signed = cases.filter((c) => c.meta.rawBody);

  it('are found', () => {
    expect(signed.map((c) => c.route.name)).toEqual(expect.arrayContaining(['paystackWebhook']));
  });

  it.each(signed)('$key refuses any body without a good signature (401), writing nothing', async (c) => {
    await writesNothing(async () => {
      for (const raw of ['', 'null', '{"event":"charge.success","data":{"reference":"x","amount":100}}', '{"__proto__":{}}', 'not json']) {
        const r = await send(c, a, raw);
        if (r.status !== 401) throw new Error(`${c.key} with the body ${raw}: expected 401, got ${show(r)}`);
      }
    });
  });
});

describe('bad queries', () => {
  it.each(guarded.filter((c) => c.meta.query))('$key refuses an unknown or prototype query parameter and a wrong type, naming it', async (c) => {
    const path = concretePath(c.route.path, a);
    for (const key of ['zzUnknown', '__proto__', 'constructor']) refused(await call(a, c.route.method, `${path}?${key}=1`), [key], `${c.key}?${key}=1`);
    if (c.meta.query!.safeParse({ limit: 'ten' }).success === false) refused(await call(a, c.route.method, `${path}?limit=ten`), ['limit'], `${c.key}?limit=ten`);
  });
});

describe('page cursors', () => {
  const firstPage = async (c: RouteCase, co: Company) => {
    const r = await call(co, 'GET', `${concretePath(c.route.path, co)}${c.meta.query && 'limit' in (c.meta.query as unknown as { shape: object }).shape ? '?limit=1' : ''}`);
    if (r.status !== 200) throw new Error(`${c.key}: first page ${show(r)}`);
    return r.body.cursor as string | null;
  };
  /**
   * A cursor sealed for this company and list: the list's own when it has a second page, else
   * (exports: 500 a page) sealed here with the run's key, for the same scope as the server's.
   */
  const cursorFor = async (c: RouteCase, co: Company): Promise<{ cursor: string; real: boolean }> => {
    const real = await firstPage(c, co);
    if (real) return { cursor: real, real: true };
    const { cursor: _c, limit: _l, ...filters } = (c.meta.query?.parse({}) ?? {}) as Record<string, unknown>;
    const params = Object.fromEntries([...c.route.path.matchAll(/\{(\w+)\}/g)].map(([, p]) => [p!, paramValue(c.route.path, p!, co)]));
    return { cursor: sealCursor({ companyId: co.companyId, list: c.key, filters: { ...filters, ...params } }, 'e30=')!, real: false };
  };

  it.each(pageCases)('$key refuses a forged, a foreign, another list’s, other filters’ and a truncated cursor with 400', async (c) => {
    const { cursor: own, real } = await cursorFor(c, a);
    const other = pageCases.find((x) => x.key !== c.key)!;
    const bad: Record<string, string> = {
      forged: Buffer.from(JSON.stringify({ pk: `$kobo#companyid_${b.companyId.toLowerCase()}`, sk: '$customer_1' })).toString('base64'),
      random: 'AQ' + 'A'.repeat(60),
      foreign: (await cursorFor(c, b)).cursor,
      otherList: (await cursorFor(other, a)).cursor,
      truncated: own.slice(0, -5),
      edited: own.slice(0, 10) + (own[10] === 'A' ? 'B' : 'A') + own.slice(11),
    };
    const path = concretePath(c.route.path, a);
    for (const [what, cursor] of Object.entries(bad)) {
      const r = await call(a, 'GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
      if (r.status !== 400 || r.body.error.message !== BAD_CURSOR_MESSAGE) throw new Error(`${c.key} with a ${what} cursor: ${show(r)}`);
    }
    // The same list with other filters (any query parameter set to another value it takes) is another list.
    const shape = ((c.meta.query as unknown as { shape?: Record<string, unknown> }).shape ?? {}) as Record<string, unknown>;
    for (const k of Object.keys(shape).filter((k) => k !== 'cursor' && k !== 'limit' && c.meta.query!.safeParse({ [k]: 'zz' }).success)) {
      const r = await call(a, 'GET', `${path}?${k}=zz&cursor=${encodeURIComponent(own)}`);
      if (r.status !== 400 || r.body.error.message !== BAD_CURSOR_MESSAGE) throw new Error(`${c.key} with its cursor under ${k}=zz: ${show(r)}`);
    }
    // The list's own cursor still works (one sealed here holds no real key: the server reads it as stale, still a 400).
    const fine = await call(a, 'GET', `${path}?cursor=${encodeURIComponent(own)}`);
    expect(show(fine)).toMatch(real ? /^200 / : /^400 .*invalid_cursor/);
  });
});

describe('limits', () => {
  it.each(dateCases)('$key refuses an impossible day in every date field', async (c) => {
    await writesNothing(async () => {
      for (const p of c.body) refused(await send(c, a, withValue(example(c, a), p, '2026-02-31')), p, `${c.key} with ${p.join('.')} on 31 February`);
      for (const q of c.query) {
        for (const day of ['2026-02-31', '1969-12-31', '2100-01-01']) {
          refused(await call(a, 'GET', `${concretePath(c.route.path, a)}?${q}=${day}`), [q], `${c.key}?${q}=${day}`);
        }
      }
    });
  });

  // Every text of every body (public routes too) and every query parameter, each given one of the
  // characters the text rule refuses: one request per route names them all.
  const textCases = cases.flatMap((c) => {
    const body = c.meta.body && exampleBodies[c.route.name] ? example(c, stubCompany) : undefined;
    const text = body === undefined ? [] : leaves(body).filter((p) => typeof p.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body) === 'string');
    const query = Object.keys((c.meta.query as { shape?: object } | undefined)?.shape ?? {});
    return text.length || query.length ? [{ ...c, text, query }] : [];
  });

  it('refuses a NUL, a control character or half a surrogate pair in every text field and query parameter, and a tab or line break where it takes one line, naming each, writing nothing', async () => {
    expect(textCases.flatMap((c) => c.text.map((p) => `${c.route.name} ${p.join('.')}`))).toEqual(
      expect.arrayContaining(['createCustomer displayName', 'createCustomer addresses.billing.street1', 'createInvoice orderNumber', 'createInvoice lines.0.name', 'respondToQuote reason', 'emailInvoice body']),
    );
    const anywhere = ['\u0000', '\u001b', '\ud800', '\u007f', '\u0085', '\udc00', '\u0008'];
    const oneLine = [...anywhere, '\n', '\t', '\r'];
    // A URL carries bytes: half a surrogate pair cannot be written in one (broken UTF-8 reads as U+FFFD).
    const inQuery = oneLine.filter((t) => !/[\ud800-\udfff]/.test(t));
    const failures: string[] = [];
    await writesNothing(async () => {
      for (let i = 0; i < textCases.length; i += 6) {
        await Promise.all(
          textCases.slice(i, i + 6).map(async (c) => {
            const tricks = (p: (string | number)[], n: number) => (isMultiline(p) ? anywhere : oneLine)[n % (isMultiline(p) ? anywhere : oneLine).length]!;
            if (c.text.length) {
              const example0 = example(c, a);
              const bad = c.text.reduce<Json>((body, p, n) => withValue(body, p, `${String(p.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body))}${tricks(p, n)}`), example0);
              const r = await send(c, a, bad);
              const missed = c.text.filter((p) => r.status !== 400 || !names(r.body?.error?.fields, p));
              if (missed.length) failures.push(`${c.key} with ${missed.map((p) => p.join('.')).join(', ')} broken: ${show(r)}`);
            }
            if (c.query.length) {
              const q = c.query.map((k, n) => `${k}=${encodeURIComponent(`a${inQuery[n % inQuery.length]}`)}`).join('&');
              const r = await call(c.route.access === 'public' ? null : a, c.route.method, `${concretePath(c.route.path, a)}?${q}`);
              const missed = c.query.filter((k) => r.status !== 400 || !names(r.body?.error?.fields, [k]));
              if (missed.length) failures.push(`${c.key}?${missed.join(', ')} broken: ${show(r)}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
    });
  });

  it.each(moneyCases)('$key refuses an amount past MAX_AMOUNT_KOBO in every money field', async (c) => {
    await writesNothing(async () => {
      for (const p of c.body) refused(await send(c, a, withValue(example(c, a), p, MAX_AMOUNT_KOBO + 1)), p, `${c.key} with ${p.join('.')} too large`);
      for (const q of c.query) refused(await call(a, 'GET', `${concretePath(c.route.path, a)}?${q}=${MAX_AMOUNT_KOBO + 1}`), [q], `${c.key}?${q} too large`);
    });
  });
});

describe('paths', () => {
  it('answers a malformed percent-encoded path with 400, as API Gateway does', async () => {
    for (const c of idCases.filter((x) => x.route.method === 'GET')) {
      const r = await call(a, 'GET', c.route.path.replace('{id}', '%E0%A4%A'));
      expect(r.status).toBe(400);
    }
  });

  // As sent, not as fetch would resolve them: `..` and %2e%2e are a parameter's value, never the way to its parent route.
  const TRICKS = ['.', '..', '%2e%2e', '%2f', '%00'];
  const trickCases = cases.flatMap((c) => [...c.route.path.matchAll(/\{(\w+)\}/g)].flatMap(([, p]) => TRICKS.map((trick) => ({ c, p: p!, trick }))));

  it('answers 400 or 404 to . .. %2e%2e %2f %00 as every path parameter of every route, writing nothing', async () => {
    expect(trickCases.map((x) => `${x.c.route.name} ${x.p}`)).toEqual(expect.arrayContaining(['deleteTask taskId', 'updateTask taskId', 'getPublicDocument token', 'paystackWebhook webhookId']));
    const failures: string[] = [];
    await writesNothing(async () => {
      for (let i = 0; i < trickCases.length; i += 8) {
        await Promise.all(
          trickCases.slice(i, i + 8).map(async ({ c, p, trick }) => {
            const path = c.route.path.replace(/\{(\w+)\}/g, (_, q: string) => (q === p ? trick : encodeURIComponent(paramValue(c.route.path, q, a))));
            const r = await callAsSent(c.route.access === 'public' ? null : a, c.route.method, path, c.meta.body ? example(c, a) : undefined);
            if (r.status !== 400 && r.status !== 404) failures.push(`${c.route.method} ${path}: ${show(r)}`);
          }),
        );
      }
      expect(failures).toEqual([]);
    });
  });
});

describe('roles: each member route answers each role as the route table says', () => {
  // A company of its own, with one member of every role: the allowed calls really run, and change it.
  let r: Company;
  const people = {} as Record<Role, Company>;
  beforeAll(async () => {
    r = await seededCompany();
    people.owner = r;
    for (const role of ROLES.filter((x) => x !== 'owner')) people[role] = { ...r, ...(await memberOf(r, role)) };
  }, 60_000);

  const memberCases = guarded.filter((c) => c.route.access === 'member');
  const roleCases = memberCases.flatMap((c) =>
    ROLES.map((role) => {
      const allowed = c.meta.roles!.includes(role);
      return { ...c, role, allowed, verdict: allowed ? 'lets it through' : 'refuses it with 403, writing nothing' };
    }),
  );

  it('knows every member route’s roles from its handler, as the table has them', () => {
    for (const c of memberCases) expect(c.meta.roles).toEqual(c.route.roles);
    expect(roleCases.length).toBe(memberCases.length * ROLES.length);
    // The table is not trivially open or shut: the owner may do everything, staff and viewers are refused somewhere, viewers still read.
    const refused = new Set(roleCases.filter((c) => !c.allowed).map((c) => c.role));
    expect(refused.has('owner')).toBe(false);
    expect([...refused]).toEqual(expect.arrayContaining(['staff', 'viewer']));
    expect(roleCases.filter((c) => c.role === 'viewer' && c.allowed).length).toBeGreaterThan(20);
  });

  it.each(roleCases)('$key as $role: the gate $verdict', async (c) => {
    const who = people[c.role];
    const body = c.meta.body ? example(c, r) : undefined;
    const isGate = (a: Answer) => a.status === 403 && a.body?.error?.message === ROLE_FORBIDDEN_MESSAGE;
    if (c.allowed) {
      const a = await send(c, who, body, concretePath(c.route.path, r));
      // Anything but the gate's answer shows the gate let it through (a service may still say no:
      // a 404 for what an earlier case deleted, a 409, or staff refused an issued document).
      if (isGate(a) || a.status === 401 || a.body?.error?.code === 'no_company') throw new Error(`${c.key} as ${c.role}: expected to pass the role gate, got ${show(a)}`);
      // A call that took the caller out of the company (leaving it) really ran: they join again, so the cases after it still have every role.
      if (a.status < 300 && c.route.method !== 'GET' && (await call(who, 'GET', '/api/me')).body.company === null) {
        await addMember({ companyId: r.companyId, userId: who.userId, email: who.email, firstName: 'Tunde', role: c.role });
      }
      return;
    }
    const before = await snapshot({ companyId: r.companyId, userId: who.userId });
    const a = await send(c, who, body, concretePath(c.route.path, r));
    if (!isGate(a)) throw new Error(`${c.key} as ${c.role}: expected 403 "${ROLE_FORBIDDEN_MESSAGE}", got ${show(a)}`);
    expect(a.body).toEqual({ error: { code: 'forbidden', message: ROLE_FORBIDDEN_MESSAGE } });
    expect(await snapshot({ companyId: r.companyId, userId: who.userId })).toEqual(before);
  });
});

describe('admin routes: only super admins pass, whatever their company role', () => {
  const adminCases = guarded.filter((c) => c.route.access === 'admin');
  let r: Company;
  const people = {} as Record<'owner' | 'staff' | 'no company' | 'super admin', Company>;
  beforeAll(async () => {
    r = await seededCompany();
    people.owner = r;
    people.staff = { ...r, ...(await memberOf(r, 'staff')) };
    people['no company'] = { ...r, ...(await newUser()) };
    people['super admin'] = a;
  }, 60_000);

  const cases = adminCases.flatMap((c) => (['owner', 'staff', 'no company', 'super admin'] as const).map((who) => ({ ...c, who })));

  it('finds the admin routes in the table', () => {
    expect(adminCases.map((c) => c.route.name)).toEqual(expect.arrayContaining(['adminListCompanies', 'adminGetCompany', 'adminListUsers', 'adminAssignSuperAdmin', 'adminListAudit']));
  });

  it.each(cases)('$key as $who', async (c) => {
    // An id nobody has: an allowed call reaches the service (404), and changes nothing.
    const path = c.route.path.replace(/\{id\}/g, 'nobody-at-all');
    const answer = await call(people[c.who], c.route.method, path);
    if (c.who === 'super admin') {
      if (answer.status === 401 || answer.status === 403) throw new Error(`${c.key} as a super admin: expected to pass, got ${show(answer)}`);
      return;
    }
    expect(answer).toEqual({ status: 403, body: { error: { code: 'forbidden', message: ADMIN_FORBIDDEN_MESSAGE } } });
  });
});
