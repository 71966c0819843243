import type { CheckoutResult, CheckoutStart, CheckoutStartInput } from '../../../shared/schemas/checkout';
import type { PdfLink } from '../../../shared/schemas/pdf-template';
import type { PublicDocument } from '../../../shared/schemas/share';

/**
 * The public routes the page calls (GET /api/public/{token}, .../pdf, POST .../respond),
 * on the page's own origin, with no session. Plain fetch: the app's API layer (zod,
 * Amplify) would be most of this page's weight. The answers' types come from the
 * shared schemas (publicDocumentSchema, pdfLinkSchema, checkout.ts), imported as types only: zod
 * stays out of the page's script.
 */
export type { CheckoutResult, PublicDocument };

export type Decision = 'accept' | 'decline';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  /** A wrong, revoked or deleted token: every public route answers 404 'This link is no longer valid'. */
  get linkInvalid(): boolean {
    return this.status === 404;
  }
}

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/public/${path}`, { credentials: 'omit', ...init });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as (T & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok || !body) {
    const message = body?.error?.message ?? (res.status >= 500 ? 'Something went wrong on our side. Try again in a moment.' : NETWORK_MESSAGE);
    throw new ApiError(res.status, message, body?.error?.code);
  }
  return body;
}

export const fetchDocument = (token: string) => call<PublicDocument>(token);

export const fetchPdf = (token: string) => call<PdfLink>(`${token}/pdf`);

export const respond = (token: string, decision: Decision, reason?: string) =>
  call<PublicDocument>(`${token}/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reason ? { decision, reason } : { decision }),
  });

/** Pay now: the server starts a Paystack checkout for the balance (or the part typed, when allowed). */
export const startPayment = (token: string, input: CheckoutStartInput) =>
  call<CheckoutStart>(`${token}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });

/** Back from Paystack: what became of the checkout, as the server learnt it from Paystack. */
export const paymentResult = (token: string, reference: string) => call<CheckoutResult>(`${token}/pay/${encodeURIComponent(reference)}`);
