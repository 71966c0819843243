import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Where a request's time goes: the handler's whole time, and the part spent waiting on DynamoDB
 * (every call's round trip, summed: calls made at once count each). The document client reports
 * each call (clients.ts); domainHandler (http.ts) times the request, writes both in the request's
 * structured log line ('request timing') and tells whoever listens (the bench, in-process).
 */

export interface RequestTimings {
  routeKey: string;
  status: number;
  /** The handler's whole time, ms. */
  handlerMs: number;
  /** The DynamoDB round trips' time, summed, ms. */
  dynamoMs: number;
  dynamoCalls: number;
}

interface Running {
  dynamoMs: number;
  dynamoCalls: number;
  /** performance.now() when the request began. */
  startedAt: number;
}

const store = new AsyncLocalStorage<Running>();
const listeners = new Set<(t: RequestTimings) => void>();

/** Counts one DynamoDB call of the running request (none outside a request: scripts, tests). */
export function recordDynamoCall(ms: number): void {
  const running = store.getStore();
  if (!running) return;
  running.dynamoMs += ms;
  running.dynamoCalls += 1;
}

/** How long the running request has taken so far, ms (0 outside a request: scripts, jobs, tests). */
export function requestElapsedMs(): number {
  const running = store.getStore();
  return running ? performance.now() - running.startedAt : 0;
}

/** Runs a request, timing it and its DynamoDB calls. */
export async function timed<T extends { statusCode?: number }>(routeKey: string, fn: () => Promise<T>, report: (t: RequestTimings) => void): Promise<T> {
  const start = performance.now();
  const running: Running = { dynamoMs: 0, dynamoCalls: 0, startedAt: start };
  const result = await store.run(running, fn);
  const t: RequestTimings = {
    routeKey,
    status: result.statusCode ?? 200,
    handlerMs: Math.round((performance.now() - start) * 10) / 10,
    dynamoMs: Math.round(running.dynamoMs * 10) / 10,
    dynamoCalls: running.dynamoCalls,
  };
  report(t);
  for (const listener of listeners) listener(t);
  return result;
}

/** Hears every request's timings in this process (the bench); answers how to stop. */
export function onRequestTimings(listener: (t: RequestTimings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
