import { fetchAuthSession } from 'aws-amplify/auth';
import type { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common';

/** An API answer that was not 2xx, with the server's code, message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function idToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
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
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) throw new ApiRequestError(res.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields);
    if (res.status === 401) throw new ApiRequestError(401, 'unauthorized', 'Your session has expired. Please sign in again.');
    throw new ApiRequestError(res.status, 'unexpected', 'An unexpected error occurred');
  }
  return schema.parse(data);
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
