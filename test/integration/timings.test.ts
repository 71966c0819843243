import { onRequestTimings, type RequestTimings } from '../../functions/lib/timings';
import { call, onboardedUser, startApi, stopApi } from './helpers/api';

/*
 * Where a request's time goes (functions/lib/timings.ts), measured on the real handlers against
 * DynamoDB Local: every DynamoDB call of a request is counted to it, and its time is part of the
 * handler's. The bench prints these for the busiest routes; AWS logs them per request.
 */

beforeAll(startApi);
afterAll(stopApi);

it('counts each request its DynamoDB calls and their time, inside the handler’s own', async () => {
  const owner = await onboardedUser();
  const seen: RequestTimings[] = [];
  const stop = onRequestTimings((t) => seen.push(t));
  try {
    expect((await call(owner, 'GET', '/api/customers')).status).toBe(200);
    expect((await call(owner, 'GET', '/api/customers/nobody')).status).toBe(404);
  } finally {
    stop();
  }
  const [list, missing] = seen;
  // The caller's profile, then the list's Query: one after the other.
  expect(list).toMatchObject({ routeKey: 'GET /api/customers', status: 200 });
  expect(list!.dynamoCalls).toBeGreaterThanOrEqual(2);
  expect(list!.dynamoMs).toBeGreaterThan(0);
  expect(list!.handlerMs).toBeGreaterThanOrEqual(list!.dynamoMs);
  expect(missing).toMatchObject({ routeKey: 'GET /api/customers/{id}', status: 404 });
  expect(missing!.dynamoCalls).toBeGreaterThanOrEqual(2);
});
