import type { PayOffer } from '../../../shared/schemas/checkout';
import { db } from '../../entities/table';

/** The states an invoice takes payments in: not a draft, not void, something left to pay. */
type Owing = { status: string; balanceDueKobo?: number; totalKobo: number };

export const payable = (h: Owing) =>
  h.status !== 'draft' && h.status !== 'void' && h.status !== 'paid' && (h.balanceDueKobo ?? h.totalKobo) > 0;

/**
 * What the public invoice page (and the invoice e-mail) offers: paying the balance online,
 * when the company has Paystack keys and the invoice owes something. Reads the gateway
 * item only (no KMS): the function that shows the page never holds the secret.
 */
export async function payOffer(companyId: string, invoice: Owing & { customerEmail?: string }): Promise<PayOffer | undefined> {
  if (!payable(invoice)) return undefined;
  const { data } = await db().entities.paymentGateway.get({ companyId, provider: 'paystack' }).go();
  if (!data) return undefined;
  return { balanceDueKobo: invoice.balanceDueKobo ?? invoice.totalKobo, partialPayments: data.partialPayments ?? false, emailKnown: Boolean(invoice.customerEmail) };
}
