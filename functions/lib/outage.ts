/*
 * A service outside the app (SES, S3) that did not do what was asked because it is down, slow
 * or failing, told apart from one that answered "no" (a 4xx: an unverified sender, a missing
 * key), which the caller handles as the service's own answer.
 */

/** timeout: no answer within the time limit; unreachable: no connection; failing: it answered 5xx. */
export type Outage = 'timeout' | 'unreachable' | 'failing';

/** Node's codes for a connection that could not be made or was cut. */
const NETWORK_CODE = /\b(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE|ECONNABORTED)\b/;

/**
 * What kind of outage an AWS SDK error is, or undefined when the service answered (below 500) or
 * the error is not about the service at all. `deadline` is the signal the call was given: once it
 * has fired, whatever the SDK threw (an AbortError) is a timeout.
 */
export function outageOf(error: unknown, deadline?: AbortSignal): Outage | undefined {
  const e = error as { name?: unknown; code?: unknown; message?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  const status = e?.$metadata?.httpStatusCode;
  // The service answered: a 5xx is an outage, anything else its own answer.
  if (typeof status === 'number') return status >= 500 ? 'failing' : undefined;
  if (deadline?.aborted) return 'timeout';
  if (!e || typeof e !== 'object') return undefined;
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'ETIMEDOUT') return 'timeout';
  // No HTTP answer at all: a refused or reset connection, a name that did not resolve. The SDK's retry
  // step rewraps an error it does not see as an Error (one from another realm: a test's VM context)
  // as 'AWS SDK error wrapper for Error: connect ECONNREFUSED …', without its code: read it there then.
  const code = typeof e.code === 'string' ? e.code : NETWORK_CODE.exec(typeof e.message === 'string' ? e.message : '')?.[0];
  return code && NETWORK_CODE.test(code) ? 'unreachable' : undefined;
}

