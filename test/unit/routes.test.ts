import { domains, matchRoute, routes, type RouteDef } from '../../shared/routes';
import { ROLES } from '../../shared/roles';
import { route, fieldErrors, errorResult } from '../../functions/lib/http';
import { BadRequestError } from '../../functions/lib/errors';
import { logger } from '../../functions/lib/logger';
import { handlerMetas, schemaNames } from '../../scripts/api-doc';
import { pageOf } from '../../shared/schemas/common';
import { healthSchema } from '../../shared/schemas/system';
import * as z from 'zod';
import type { Context } from 'aws-lambda';

// No table here: every signed-in call reads the caller's profile (membership, sign-out-everywhere time); this one has neither.
jest.mock('../../functions/services/membership', () => ({
  ...jest.requireActual('../../functions/services/membership'),
  readCaller: () => Promise.resolve({ membership: null }),
}));

describe('route table', () => {
  it('has every route once', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is served by an exported handler in each domain module', async () => {
    for (const domain of domains) {
      const mod = (await import(`../../functions/handlers/${domain}`)) as Record<string, unknown>;
      expect(typeof mod.handler).toBe('function');
      for (const r of routes.filter((x) => x.domain === domain)) expect(typeof mod[r.name]).toBe('function');
    }
  });

  it('matches paths and path parameters as API Gateway does', () => {
    const m = matchRoute('GET', '/api/customers/01ABC');
    expect(m.route?.name).toBe('getCustomer');
    expect(m).toMatchObject({ pathParameters: { id: '01ABC' } });
    expect(matchRoute('DELETE', '/api/customers')).toEqual({ route: null, methodNotAllowed: true });
    expect(matchRoute('GET', '/api/unknown')).toEqual({ route: null, methodNotAllowed: false });
  });

  it("keeps public only the health check, the share page (with paying an invoice), the invitation link and the Paystack webhooks (the companies' and Kobo's), whose token or signature is their only key", () => {
    const open = routes.filter((r) => r.access === 'public');
    expect(open.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/health',
      'GET /api/join/{token}',
      'GET /api/public/{token}',
      'GET /api/public/{token}/pay/{reference}',
      'GET /api/public/{token}/pdf',
      'POST /api/billing/paystack-webhook',
      'POST /api/join/{token}',
      'POST /api/paystack/webhook/{webhookId}',
      'POST /api/public/{token}/pay',
      'POST /api/public/{token}/respond',
    ]);
  });

  it('prefers a literal path segment over a parameter, as API Gateway does', () => {
    const found = matchRoute('GET', '/api/customers/export');
    expect(found.route?.name).toBe('exportCustomers');
    const byId = matchRoute('GET', '/api/customers/01HX');
    expect(byId.route?.name).toBe('getCustomer');
    expect(matchRoute('PATCH', '/api/customers/export')).toEqual({ route: null, methodNotAllowed: true });
  });
});

describe('the error mapper', () => {
  const context = { awsRequestId: 'req-1' } as Context;

  it('names each invalid field', () => {
    const r = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).strict().safeParse({ b: { c: 'x' }, d: 1 });
    expect(fieldErrors(r.error!)).toEqual({ a: expect.any(String), 'b.c': expect.any(String), d: 'Unknown field' });
  });

  it('turns typed errors into their status and anything else into a bare 500', async () => {
    const typed = errorResult(new BadRequestError('Nope', { x: 'bad' }), 'r');
    expect(typed.statusCode).toBe(400);
    expect(JSON.parse(typed.body!)).toEqual({ error: { code: 'validation_failed', message: 'Nope', fields: { x: 'bad' } } });
    const handler = route('health', {}, async () => {
      throw new Error('secret internals');
    });
    const res = await handler({ routeKey: 'GET /x', headers: {} } as never, context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(JSON.parse(res.body!)).toEqual({ error: { code: 'internal', message: 'An unexpected error occurred', requestId: 'req-1' } });
  });
});

describe('access comes from the route table', () => {
  it('gives each named handler the access its route has, and every name names one route', () => {
    const replay = async () => null;
    for (const r of routes) expect(route(r.name, { replay }, async () => null).meta).toMatchObject({ access: r.access, roles: 'roles' in r ? r.roles : undefined });
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(() => route('nope' as never, {}, async () => null)).toThrow('The route table has 0 routes named nope');
    // A retry of an idempotent route answers the record its first try made: the route must say how to read it.
    expect(() => route('createInvoice', {}, async () => null)).toThrow('createInvoice is idempotent in the route table but has no replay');
  });
});

describe('malformed paths', () => {
  it('flags a path whose percent-encoding does not decode, as API Gateway answers it 400', () => {
    expect(matchRoute('GET', '/api/customers/%E0%A4%A')).toEqual({ route: null, methodNotAllowed: false, malformed: true });
    expect(matchRoute('GET', '/api/customers/%')).toMatchObject({ malformed: true });
    expect(matchRoute('GET', '/api/customers/%41')).toMatchObject({ pathParameters: { id: 'A' } });
  });
});

describe('the route factory and page cursors', () => {
  const context = { awsRequestId: 'req-2' } as Context;
  const event = (query: Record<string, string>, sub = 'user-1') =>
    ({
      routeKey: 'GET /api/things',
      headers: {},
      queryStringParameters: query,
      requestContext: { authorizer: { jwt: { claims: { sub, email: 'a@b.ng' } } } },
    }) as never;
  const seen: (string | undefined)[] = [];
  const list = route(
    'getMe',
    { query: z.object({ cursor: z.string().optional(), status: z.string().optional(), limit: z.string().optional() }).strict() },
    async ({ query }) => {
      seen.push(query.cursor);
      return { items: [], cursor: query.cursor ? null : 'raw-table-key' };
    },
  );

  it('seals the cursor a list answers and hands the service the raw one back', async () => {
    expect(list.meta.paginated).toBe(true);
    const first = JSON.parse((await list(event({ status: 'open' }), context)).body!);
    expect(first.cursor).toEqual(expect.any(String));
    expect(first.cursor).not.toContain('raw-table-key');
    const second = await list(event({ status: 'open', limit: '5', cursor: first.cursor }), context);
    expect(second.statusCode).toBe(200);
    expect(seen).toEqual([undefined, 'raw-table-key']);
    expect(JSON.parse(second.body!).cursor).toBeNull();
  });

  it("refuses the cursor under other filters or another caller's, before the service runs", async () => {
    const first = JSON.parse((await list(event({ status: 'open' }), context)).body!);
    seen.length = 0;
    for (const e of [event({ status: 'closed', cursor: first.cursor }), event({ status: 'open', cursor: first.cursor }, 'user-2')]) {
      const res = await list(e, context);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body!).error.message).toBe('This page link is no longer valid; start the list again');
    }
    expect(seen).toEqual([]);
  });

  it('never lets a route that takes no cursor hand out a raw one', async () => {
    const leaky = route('health', {}, async () => ({ items: [], cursor: 'raw-table-key' }));
    expect(leaky.meta.paginated).toBe(false);
    const res = await leaky({ routeKey: 'GET /x', headers: {} } as never, context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('raw-table-key');
  });

  it('refuses prototype keys at any depth and bodies nested too deep', async () => {
    const create = route('health', { body: z.object({ a: z.unknown() }).strict() }, async () => ({ ok: true }));
    const send = (body: string) => create({ routeKey: 'POST /x', headers: { 'content-type': 'application/json' }, body } as never, context);
    const proto = await send('{"a":{"b":[{"__proto__":{"x":1}}]}}');
    expect(JSON.parse(proto.body!).error.fields).toEqual({ 'a.b.0.__proto__': 'Unknown field' });
    expect((await send('{"a":{"constructor":1}}')).statusCode).toBe(400);
    expect((await send(`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`)).statusCode).toBe(400);
    expect((await send('{"a":{"b":1}}')).statusCode).toBe(200);
  });
});

describe("a route's answer", () => {
  const context = { awsRequestId: 'req-3' } as Context;
  const get = { routeKey: 'GET /api/health', headers: {} } as never;

  it('is declared on every route but a 204 one (which declares none), by an export of shared/schemas/', () => {
    // handlerMetas (scripts/api-doc.ts) throws for a route that breaks the rule either way.
    const metas = handlerMetas();
    const names = schemaNames();
    const unnamed = routes.filter((r) => metas.get(r.name)!.status !== 204 && !names.has(metas.get(r.name)!.response)).map((r) => r.name);
    expect(unnamed).toEqual([]);
    expect(routes.filter((r) => metas.get(r.name)!.status === 204 && metas.get(r.name)!.response)).toEqual([]);
  });

  describe('with KOBO_CHECK_RESPONSES=1 (the integration tier, npm start and the e2e tier)', () => {
    beforeEach(() => {
      process.env.KOBO_CHECK_RESPONSES = '1';
    });
    afterEach(() => {
      delete process.env.KOBO_CHECK_RESPONSES;
      jest.restoreAllMocks();
    });

    it('lets an answer its schema describes through unchanged', async () => {
      const res = await route('health', { response: healthSchema }, async () => ({ status: 'ok' }))(get, context);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body!)).toEqual({ status: 'ok' });
    });

    it("answers 500 for one it does not describe, and logs the route and zod's issues; without the variable the answer goes out as it is", async () => {
      const error = jest.spyOn(logger, 'error');
      const drifted = route('health', { response: healthSchema }, async () => ({ status: 'fine' }));
      const res = await drifted(get, context);
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body!).error).toEqual({ code: 'answer_mismatch', message: expect.stringContaining('health answered outside its schema') });
      expect(error).toHaveBeenCalledWith('answer outside its schema', { route: 'health', issues: [expect.objectContaining({ path: ['status'] })] });
      delete process.env.KOBO_CHECK_RESPONSES;
      expect((await drifted(get, context)).statusCode).toBe(200);
    });

    it("answers 500 for one its schema parses but changes: the parse's output must be the answer itself (the front end takes it unparsed)", async () => {
      const error = jest.spyOn(logger, 'error');
      const message = async (schema: z.ZodType, answer: unknown) => {
        const res = await route('health', { response: schema }, async () => answer)(get, context);
        expect(res.statusCode).toBe(500);
        const body = JSON.parse(res.body!) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('answer_mismatch');
        return body.error.message;
      };
      // A field the server left out that the schema fills in with its default.
      const withNotes = z.object({ status: z.literal('ok'), items: z.array(z.object({ name: z.string(), notes: z.string().default('') })) });
      expect(await message(withNotes, { status: 'ok', items: [{ name: 'a', notes: 'x' }, { name: 'b' }] })).toBe(
        "health answered outside its schema: the answer differs from its schema's output at items[1].notes (sent: absent; the schema's output: \"\")",
      );
      expect(error).toHaveBeenCalledWith('answer outside its schema', { route: 'health', issues: expect.stringContaining('items[1].notes') });
      // A key the schema does not declare (zod objects strip unknown keys).
      expect(await message(healthSchema, { status: 'ok', secret: 'k' })).toBe(
        "health answered outside its schema: the answer differs from its schema's output at secret (sent: \"k\"; the schema's output: absent)",
      );
      // A transform that changes a value.
      expect(await message(z.object({ status: z.string().trim() }), { status: ' ok ' })).toContain('at status (sent: " ok "; the schema\'s output: "ok")');
      // The same answer the schema gives back unchanged goes out.
      const ok = await route('health', { response: withNotes }, async () => ({ status: 'ok', items: [{ name: 'b', notes: '' }] }))(get, context);
      expect(ok.statusCode).toBe(200);
    });

    it('checks a page as it goes on the wire, its cursor sealed', async () => {
      const sealed = z.string().refine((c) => c !== 'raw-table-key');
      const list = route('getMe', { query: z.object({ cursor: z.string().optional() }).strict(), response: pageOf(z.string()).extend({ cursor: sealed }) }, async () => ({
        items: ['a'],
        cursor: 'raw-table-key',
      }));
      const event = { routeKey: 'GET /api/things', headers: {}, queryStringParameters: {}, requestContext: { authorizer: { jwt: { claims: { sub: 'user-1' } } } } } as never;
      expect((await list(event, context)).statusCode).toBe(200);
    });

    it('refuses a body from a 204 route, and any answer from a route that declares no schema', async () => {
      const empty = await route('health', { status: 204 }, async () => undefined)(get, context);
      expect(empty.statusCode).toBe(204);
      const talkative = await route('health', { status: 204 }, async () => ({ deleted: true }))(get, context);
      expect(JSON.parse(talkative.body!).error.message).toBe('health answered outside its schema: a 204 answer has a body');
      const undeclared = await route('health', {}, async () => ({ status: 'ok' }))(get, context);
      expect(JSON.parse(undeclared.body!).error.message).toBe('health answered outside its schema: the route declares no answer schema');
    });
  });
});

describe('table grants on the laptop', () => {
  it("refuses a call the running domain's role could not make in AWS", () => {
    const { checkGrant } = require('../../functions/lib/clients') as typeof import('../../functions/lib/clients');
    const { runAsDomain } = require('../../functions/lib/domain-context') as typeof import('../../functions/lib/domain-context');
    expect(() => runAsDomain('dashboard', () => checkGrant('QueryCommand'))).not.toThrow();
    expect(() => runAsDomain('dashboard', () => checkGrant('TransactWriteItemsCommand'))).toThrow(
      "AccessDenied: the dashboard function's role may not call DynamoDB TransactWriteItems (table access: read)",
    );
    expect(() => runAsDomain('system', () => checkGrant('GetItemCommand'))).toThrow('table access: none');
    expect(() => runAsDomain('invoices', () => checkGrant('TransactWriteItemsCommand'))).not.toThrow();
    expect(() => runAsDomain('customers', () => checkGrant('ScanCommand'))).toThrow('No request may scan the table (the customers function called DynamoDB Scan)');
    expect(() => checkGrant('PutItemCommand')).not.toThrow();
  });
});

describe('roles in the route table', () => {
  const member = (routes as readonly RouteDef[]).filter((r): r is Extract<RouteDef, { access: 'member' }> => r.access === 'member');

  it('makes a member route name its roles, and only a member route', () => {
    const base = { method: 'GET', path: '/api/x', domain: 'system', name: 'x' } as const;
    // @ts-expect-error a member route without roles does not compile
    const missing: RouteDef = { ...base, access: 'member' };
    // @ts-expect-error nor with an empty set
    const empty: RouteDef = { ...base, access: 'member', roles: [] };
    // @ts-expect-error nor with a role that does not exist
    const unknown: RouteDef = { ...base, access: 'member', roles: ['company_owner'] };
    // @ts-expect-error a route for any signed-in user has no role to check
    const user: RouteDef = { ...base, access: 'user', roles: ['owner'] };
    expect([missing, empty, unknown, user]).toHaveLength(4);
    for (const r of member) expect(r.roles.length).toBeGreaterThan(0);
  });

  it('lets the owner call every member route, and viewers only read (and leave the company themselves)', () => {
    for (const r of member) {
      expect(r.roles).toContain('owner');
      for (const role of r.roles) expect(ROLES).toContain(role);
      const leaving = r.name === 'leaveCompany';
      if (r.method !== 'GET') expect(`${r.method} ${r.path} ${r.roles.includes('viewer')}`).toBe(`${r.method} ${r.path} ${leaving}`);
    }
    // Viewers read everything but the team (members' e-mails and invitations are for those who manage it),
    // the payment gateways (the company's Paystack keys), the company's plan and billing, its exports and its deletion (owners').
    expect(member.filter((r) => r.method === 'GET' && !r.roles.includes('viewer')).map((r) => r.path)).toEqual([
      '/api/settings/payment-gateways',
      '/api/settings/subscription',
      '/api/settings/subscription/checkout/{reference}',
      '/api/settings/subscription/charges/{reference}/pdf',
      '/api/team',
      '/api/settings/data/exports',
      '/api/settings/data/exports/{id}/download',
      '/api/settings/data/deletion',
    ]);
  });

  it('keeps settings and the team to owners and admins, and removing payments and sales receipts (never drafts) and marking expenses reimbursed too', () => {
    const managed = member.filter((r) => !r.roles.includes('staff')).map((r) => `${r.method} ${r.path}`);
    expect(managed.sort()).toEqual(
      [
        'DELETE /api/payments/{id}',
        'DELETE /api/sales-receipts/{id}',
        'POST /api/expenses/{id}/reimbursed',
        'POST /api/settings/pdf-template/preview',
        'PUT /api/settings/pdf-template',
        'GET /api/team',
        'POST /api/team/invitations',
        'POST /api/team/invitations/{id}/resend',
        'DELETE /api/team/invitations/{id}',
        'PUT /api/team/members/{id}/role',
        'DELETE /api/team/members/{id}',
        'PUT /api/settings/organization',
        'PUT /api/settings/preferences',
        'POST /api/tax-rates',
        'PUT /api/tax-rates/{id}',
        'DELETE /api/tax-rates/{id}',
        'POST /api/tax-rates/{id}/deactivate',
        'POST /api/tax-rates/{id}/activate',
        'PUT /api/expense-categories/{id}',
        'DELETE /api/expense-categories/{id}',
        'GET /api/settings/payment-gateways',
        'PUT /api/settings/payment-gateways/paystack',
        'DELETE /api/settings/payment-gateways/paystack',
        'POST /api/settings/payment-gateways/paystack/test',
        'GET /api/settings/subscription',
        'POST /api/settings/subscription/checkout',
        'GET /api/settings/subscription/checkout/{reference}',
        'POST /api/settings/subscription/cancel',
        'POST /api/settings/subscription/resume',
        'GET /api/settings/subscription/charges/{reference}/pdf',
        'GET /api/settings/data/exports',
        'POST /api/settings/data/exports',
        'GET /api/settings/data/exports/{id}/download',
        'GET /api/settings/data/deletion',
        'POST /api/settings/data/deletion',
        'DELETE /api/settings/data/deletion',
      ].sort(),
    );
    // The plan and what is paid for it, and the company's whole data, are the owners' alone.
    expect(member.filter((r) => r.path.startsWith('/api/settings/subscription')).every((r) => r.roles.join() === 'owner')).toBe(true);
    expect(member.filter((r) => r.path.startsWith('/api/settings/data')).every((r) => r.roles.join() === 'owner')).toBe(true);
    // Every team route is the managers', but leaving: each member leaves by themselves.
    const team = member.filter((r) => r.path.startsWith('/api/team'));
    expect(team.filter((r) => r.roles.join() !== 'owner,admin').map((r) => `${r.method} ${r.path} ${r.roles.join()}`)).toEqual(['POST /api/team/leave owner,admin,staff,viewer']);
    expect(member.filter((r) => r.path.startsWith('/api/settings/payment-gateways')).every((r) => r.roles.join() === 'owner,admin')).toBe(true);
  });
});
