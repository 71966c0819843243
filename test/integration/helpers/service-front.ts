import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A service outside the app (SES, S3, Paystack) going down, failing or slow, without mocking
 * anything: a tiny HTTP server put in front of the service's local stand-in. The handlers in
 * this worker are pointed at it (their endpoint's environment variable, read on every call),
 * and it forwards every request to the stand-in ('up'), answers each one with the service's
 * own kind of 5xx ('failing'), or holds it without a word until the client gives up ('slow').
 */

export type Behaviour = 'up' | 'failing' | 'slow';

/** What the service answers when it fails: SES and Paystack speak JSON, S3 XML. */
export interface Failure {
  status: number;
  contentType: string;
  body: string;
}

export const FAILURES = {
  ses: { status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal failure' }) },
  s3: {
    status: 500,
    contentType: 'application/xml',
    body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
  },
  paystack: { status: 500, contentType: 'text/html', body: '<html><body><h1>500 Internal Server Error</h1></body></html>' },
} satisfies Record<string, Failure>;

export interface ServiceFront {
  /** The address the handlers are given instead of the stand-in's. */
  readonly url: string;
  /** How it answers from now on (requests held while slow are dropped when it changes). */
  set(behaviour: Behaviour): void;
  /** Requests that arrived while it was failing or slow: none of them reached the stand-in. */
  readonly turnedAway: number;
  close(): Promise<void>;
}

export async function serviceFront(target: string, failure: Failure, behaviour: Behaviour = 'up'): Promise<ServiceFront> {
  const to = new URL(target);
  let turnedAway = 0;
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (behaviour === 'failing') {
      turnedAway++;
      req.resume();
      res.writeHead(failure.status, { 'content-type': failure.contentType });
      res.end(failure.body);
      return;
    }
    if (behaviour === 'slow') {
      turnedAway++;
      req.resume();
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    const upstream = http.request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropHeld = () => {
    for (const res of held) res.destroy();
    held.clear();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set(next) {
      if (next !== 'slow') dropHeld();
      behaviour = next;
    },
    get turnedAway() {
      return turnedAway;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropHeld();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `fn` with these environment variables set (undefined: unset), then puts them back. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await fn();
  } finally {
    apply(saved);
  }
}
