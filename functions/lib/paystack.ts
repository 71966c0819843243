import { config } from './config';
import { AppError } from './errors';

/*
 * Paystack's API, called with a company's secret key. The base URL comes from
 * the runtime config: https://api.paystack.co in AWS, the local stand-in
 * (scripts/local/paystack.ts) on a laptop and in tests. Every call has a short
 * time limit, so a Paystack that does not answer is a clear message, not a
 * Lambda time-out.
 */

/**
 * Paystack could not be reached, or did not answer within the time limit. A caller with words of
 * its own for it (the spec's 'Failed to initialize payment', Test connection's answer) catches
 * it; anywhere else it reaches the user as this 502, which says what happened.
 */
export class PaystackUnavailable extends AppError {
  constructor(readonly reason: 'unreachable' | 'timeout') {
    super(502, 'paystack_unavailable', reason === 'timeout' ? 'Paystack did not answer in time. Try again in a moment.' : 'Paystack could not be reached. Try again in a moment.');
  }
}

export interface PaystackAnswer<T = unknown> {
  /** The HTTP status Paystack answered. */
  httpStatus: number;
  /** Paystack's envelope: `status` true on success, its `message`, and `data`. */
  status: boolean;
  message: string;
  data?: T;
}

/** One call to Paystack's API with a secret key; answers whatever Paystack answered (a 401 too). */
export async function paystackCall<T = unknown>(secretKey: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${config.paystackBaseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.paystackTimeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new PaystackUnavailable(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable');
  }
  let parsed: { status?: unknown; message?: unknown; data?: T } = {};
  try {
    parsed = (await res.json()) as typeof parsed;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new PaystackUnavailable('timeout');
    // Not JSON (a proxy's error page): keep the HTTP status, say so in the message.
    parsed = { status: false, message: `Paystack answered HTTP ${res.status} without a JSON body` };
  }
  return { httpStatus: res.status, status: parsed.status === true, message: typeof parsed.message === 'string' ? parsed.message : '', data: parsed.data };
}
