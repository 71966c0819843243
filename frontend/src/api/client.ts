import { amplifyAuth } from '../auth/amplify';
import { storedSession } from '../auth/stored-tokens';
import { runtimeConfig } from '../config';
import type { ApiError } from '../../../shared/schemas/common';

import { ApiRequestError } from './errors';

export { ApiRequestError, errorMessage } from './errors';

/** The caller's ID token: the stored one while it is good, else through Amplify (which refreshes it). */
async function idToken(): Promise<string | undefined> {
  const stored = storedSession(runtimeConfig().userPoolClientId);
  if (stored) return stored.idToken;
  const session = await (await amplifyAuth()).fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/** How long after the page opened an answer asked for by its inline script may still be taken. */
const EARLY_ANSWER_MS = 30_000;

/**
 * The answer the prerendered page's inline script asked for (prerender/early.ts askEarly)
 * for this URL with this token, once: the first GET of it takes it, any later one asks again.
 */
function earlyAnswer(url: string, token: string | undefined): Promise<Response> | undefined {
  const early = window.__koboEarlyGets;
  const answer = early?.answers[url];
  if (!early || !answer) return undefined;
  delete early.answers[url];
  return early.token === token && Date.now() - early.at < EARLY_ANSWER_MS ? answer : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The error of a non-2xx answer when it has the API's error shape (shared/schemas/common.ts
 * apiErrorSchema), checked by hand: this module loads no zod.
 */
function apiError(data: unknown): ApiError['error'] | undefined {
  const error = isRecord(data) ? data.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return undefined;
  if (error.requestId !== undefined && typeof error.requestId !== 'string') return undefined;
  const { fields } = error;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((f) => typeof f === 'string'))) return undefined;
  return { code: error.code, message: error.message, fields: fields as Record<string, string> | undefined };
}

/**
 * Client request ids (functions/lib/request-key.ts): every POST carries an Idempotency-Key, and
 * the same request sent again (the same path and body: Save tapped once more after "Could not
 * reach the server") carries the same key until an answer says what became of it. A create
 * whose answer was lost then answers the record it made instead of making a second one. Once
 * answered (done, or refused: nothing was written), the next send is a new request with a new key.
 */
const pendingKeys = new Map<string, string>();
const PENDING_KEYS_KEPT = 50;

function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function requestKeyFor(signature: string): string {
  let key = pendingKeys.get(signature);
  if (!key) {
    key = newRequestKey();
    pendingKeys.set(signature, key);
    if (pendingKeys.size > PENDING_KEYS_KEPT) pendingKeys.delete(pendingKeys.keys().next().value!);
  }
  return key;
}

/** How often a 503 is sent again before the user sees "try again in a moment". */
const SERVICE_BUSY_REPEATS = 2;

/** Retry-After in seconds (what lib/http.ts sends), as a wait in ms: at least 0.5 s, at most 5 s. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Math.min(5_000, Math.max(500, Number.isFinite(seconds) ? seconds * 1000 : 1000));
}

/** An answer that settles the request: a success, or a refusal (4xx) that wrote nothing. Lost answers and 5xx keep the key. */
const settles = (status: number) => status >= 200 && status < 500;

/**
 * Calls the API with the caller's Cognito token and answers its JSON as `T`, the
 * output type of the route's answer schema in shared/schemas/ (`api<Invoice>(...)`),
 * without parsing it: no zod on pages without a form. The server proves the
 * answer is exactly that schema's output: with KOBO_CHECK_RESPONSES=1 (the
 * integration tier, npm start and so the e2e tier) route() answers 500
 * `answer_mismatch` for any answer its schema refuses or would change.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown; query?: Record<string, string | number | undefined> } = {}): Promise<T> {
  const token = await idToken();
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const url = `/api${path}${qs.size ? `?${qs}` : ''}`;
  const body = init.body !== undefined ? JSON.stringify(init.body) : undefined;
  const signature = init.method === 'POST' ? `${url}\n${body ?? ''}` : undefined;
  let res: Response;
  try {
    const early = (init.method ?? 'GET') === 'GET' ? earlyAnswer(url, token) : undefined;
    const send = () => fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(signature !== undefined ? { 'idempotency-key': requestKeyFor(signature) } : {}),
      },
      body,
    });
    res = (await early?.catch(() => undefined)) ?? await send();
    // "Try again in a moment" (503, a busy table): the app does, after Retry-After, as the same request (same key).
    for (let repeat = 0; res.status === 503 && repeat < SERVICE_BUSY_REPEATS; repeat++) {
      await new Promise((r) => setTimeout(r, retryAfterMs(res.headers.get('retry-after'))));
      res = await send();
    }
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  if (signature !== undefined && settles(res.status)) pendingKeys.delete(signature);
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  // The API no longer takes this session (expired, or signed out on every device): drop it here too,
  // and the route guard sends the user to the sign-in page.
  if (res.status === 401 && token) void amplifyAuth().then((auth) => auth.signOut()).catch(() => undefined);
  if (!res.ok) {
    const error = apiError(data);
    if (error) throw new ApiRequestError(res.status, error.code, error.message, error.fields);
    if (res.status === 401) throw new ApiRequestError(401, 'unauthorized', 'Your session has expired. Please sign in again.');
    throw new ApiRequestError(res.status, 'unexpected', 'An unexpected error occurred');
  }
  return data as T;
}
