import { domains, matchRoute, routes } from '../../functions/routes';
import { route, fieldErrors, errorResult } from '../../functions/lib/http';
import { BadRequestError } from '../../functions/lib/errors';
import * as z from 'zod';
import type { Context } from 'aws-lambda';

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

  it('keeps only health public', () => {
    expect(routes.filter((r) => r.access === 'public').map((r) => r.path)).toEqual(['/api/health']);
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
    const handler = route({ access: 'public' }, async () => {
      throw new Error('secret internals');
    });
    const res = await handler({ routeKey: 'GET /x', headers: {} } as never, context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(JSON.parse(res.body!)).toEqual({ error: { code: 'internal', message: 'An unexpected error occurred', requestId: 'req-1' } });
  });
});

describe('malformed paths', () => {
  it('flags a path whose percent-encoding does not decode, as API Gateway answers it 400', () => {
    expect(matchRoute('GET', '/api/customers/%E0%A4%A')).toEqual({ route: null, methodNotAllowed: false, malformed: true });
    expect(matchRoute('GET', '/api/customers/%')).toMatchObject({ malformed: true });
    expect(matchRoute('GET', '/api/customers/%41')).toMatchObject({ pathParameters: { id: 'A' } });
  });
});
