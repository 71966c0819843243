import type { z } from 'zod';
import { amplifyAuth } from '../auth/amplify';
import { storedSession } from '../auth/stored-tokens';
import { runtimeConfig } from '../config';
import { apiErrorSchema } from '../../../shared/schemas/common';

import { ApiRequestError } from './errors';

export { ApiRequestError, errorMessage } from './errors';

/** The caller's ID token: the stored one while it is good, else through Amplify (which refreshes it). */
async function idToken(): Promise<string | undefined> {
  const stored = storedSession(runtimeConfig().userPoolClientId);
  if (stored) return stored.idToken;
  const session = await (await amplifyAuth()).fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/**
 * Calls the API with the caller's Cognito token and parses the answer with the
 * same zod schema the server uses.
 */
export async function api<T extends z.ZodType>(
  path: string,
  schema: T,
  init: { method?: string; body?: unknown; query?: Record<string, string | number | undefined> } = {},
): Promise<z.output<T>> {
  const token = await idToken();
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const url = `/api${path}${qs.size ? `?${qs}` : ''}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  // The API no longer takes this session (expired, or signed out on every device): drop it here too,
  // and the route guard sends the user to the sign-in page.
  if (res.status === 401 && token) void amplifyAuth().then((auth) => auth.signOut()).catch(() => undefined);
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) throw new ApiRequestError(res.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields);
    if (res.status === 401) throw new ApiRequestError(401, 'unauthorized', 'Your session has expired. Please sign in again.');
    throw new ApiRequestError(res.status, 'unexpected', 'An unexpected error occurred');
  }
  return schema.parse(data);
}
