import { CHECKOUT_MESSAGES, type CheckoutResult, type CheckoutStart, type CheckoutStartInput } from '../../../shared/schemas/checkout';
import { SHARE_LINK_INVALID } from '../../../shared/schemas/share';
import { db } from '../../entities/table';
import { config } from '../../lib/config';
import { AppError, BadRequestError, ConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { Plan, Header } from '../documents/store';
import { readInvoices } from '../payment-allocation';
import { payable } from './pay-offer';
import { companyPaystack, webhookCompany } from '../payment-gateways';
import { ChargeAlreadyRecorded, recordOnlinePayment } from '../payments';
import { resolveToken } from '../share/share-links';
import { sendOnlineReceipt } from './receipt-email';
import { chargeOf, initializeCheckout, newReference, notApplied, readEvent, signatureValid, verifyCheckout, type Charge } from './paystack-engine';

/*
 * A company's customers pay its invoices online, from the invoice's share
 * link, with the company's own Paystack keys. The server starts the checkout
 * for what the invoice owes (the browser names at most a smaller part, when
 * the company allows it); Paystack's callback page and its webhook both end
 * in `settle`, which records the payment once, for the amount Paystack took.
 */

class LinkInvalid extends AppError {
  constructor() {
    super(404, 'link_invalid', SHARE_LINK_INVALID);
  }
}

type ChargeItem = {
  reference: string;
  payee: 'company';
  companyId: string;
  invoiceId: string;
  customerId: string;
  token: string;
  email: string;
  requestedKobo: number;
  status: 'initialized' | 'paid' | 'failed';
  paymentId?: string;
};


async function invoiceOfLink(token: string): Promise<{ companyId: string; invoice: Header }> {
  const target = await resolveToken(token);
  if (!target) throw new LinkInvalid();
  if (target.kind !== 'invoice') throw new BadRequestError(CHECKOUT_MESSAGES.notInvoice);
  const invoice = (await readInvoices(target.companyId, [target.documentId])).get(target.documentId);
  if (!invoice) throw new LinkInvalid();
  return { companyId: target.companyId, invoice };
}

/** POST /api/public/{token}/pay: starts a Paystack checkout for the invoice; answers where to send the payer. */
export async function startInvoiceCheckout(token: string, input: CheckoutStartInput): Promise<CheckoutStart> {
  const { companyId, invoice } = await invoiceOfLink(token);
  if (!payable(invoice)) throw new ConflictError(CHECKOUT_MESSAGES.notPayable, 'not_payable');
  const gateway = await companyPaystack(companyId);
  if (!gateway) throw new ConflictError(CHECKOUT_MESSAGES.noGateway, 'no_gateway');
  const balance = invoice.balanceDueKobo ?? invoice.totalKobo;
  let amountKobo = balance;
  if (input.amountKobo !== undefined && input.amountKobo !== balance) {
    if (!gateway.partialPayments) throw new BadRequestError(CHECKOUT_MESSAGES.partialNotAllowed, { amountKobo: CHECKOUT_MESSAGES.partialNotAllowed });
    if (input.amountKobo > balance) throw new BadRequestError(CHECKOUT_MESSAGES.moreThanBalance, { amountKobo: CHECKOUT_MESSAGES.moreThanBalance });
    amountKobo = input.amountKobo;
  }
  const email = invoice.customerEmail || input.email;
  if (!email) throw new BadRequestError(CHECKOUT_MESSAGES.email, { email: CHECKOUT_MESSAGES.email });
  const reference = newReference('INV');
  const now = new Date().toISOString();
  // Kept before Paystack hears of it: the callback and the webhook always find what the reference is for.
  await db()
    .entities.onlineCharge.create({
      reference,
      companyId,
      payee: 'company',
      invoiceId: invoice.documentId,
      customerId: invoice.customerId,
      token,
      email,
      requestedKobo: amountKobo,
      status: 'initialized',
      createdAt: now,
      updatedAt: now,
    })
    .go();
  const authorizationUrl = await initializeCheckout(gateway.secretKey, {
    email,
    amountKobo,
    reference,
    callbackUrl: `${config.appUrl}/share/${token}`,
    metadata: { invoice_number: invoice.number, customer: invoice.customerName },
  });
  return { authorizationUrl, reference };
}

/**
 * Records a successful charge as the invoice's payment, once: the charge's `paymentId` is
 * set in the payment's own transaction on the condition that it is not yet. A charge in
 * another currency is not money the invoice can take: logged, nothing recorded.
 */
async function settle(charge: ChargeItem, paid: Charge): Promise<void> {
  if (charge.status === 'paid') return;
  if (paid.currency !== 'NGN') {
    logger.error('paystack charge in another currency: not recorded', { reference: charge.reference, currency: paid.currency });
    return;
  }
  const claim = (plan: Plan, paymentId: string) =>
    plan.add('online', (tx) =>
      tx.onlineCharge
        .patch({ reference: charge.reference })
        .set({ status: 'paid', paymentId, updatedAt: new Date().toISOString() })
        .where((a, op) => op.notExists(a.paymentId))
        .commit(),
    );
  try {
    await recordOnlinePayment(
      charge.companyId,
      { customerId: charge.customerId, invoiceId: charge.invoiceId, amountKobo: paid.amountKobo, paymentDate: paid.paidOn },
      { reference: charge.reference, feeKobo: paid.feeKobo, claim },
    );
  } catch (error) {
    if (error instanceof ChargeAlreadyRecorded) return;
    throw error;
  }
  // Only the call that recorded the payment sends the receipt.
  await sendOnlineReceipt({ companyId: charge.companyId, invoiceId: charge.invoiceId, to: charge.email, amountKobo: paid.amountKobo, reference: charge.reference, token: charge.token });
}

async function readCharge(reference: string): Promise<ChargeItem | null> {
  const { data } = await db().entities.onlineCharge.get({ reference }).go({ consistent: true });
  return (data as ChargeItem | null) ?? null;
}

/**
 * GET /api/public/{token}/pay/{reference}: the page Paystack sends the payer back to asks
 * what became of the checkout. Asks Paystack (never the browser), records the payment
 * when it went through (unless the webhook did first), and answers with the invoice's
 * balance now.
 */
export async function invoiceCheckoutResult(token: string, reference: string): Promise<CheckoutResult> {
  const { companyId, invoice } = await invoiceOfLink(token);
  const charge = await readCharge(reference);
  if (!charge || charge.payee !== 'company' || charge.companyId !== companyId || charge.invoiceId !== invoice.documentId) throw new AppError(404, 'not_found', 'Unknown payment reference');
  let status: CheckoutResult['status'] = 'pending';
  let amountKobo: number | undefined;
  const gateway = charge.status === 'paid' ? null : await companyPaystack(companyId);
  const paid = gateway ? await verifyCheckout(gateway.secretKey, reference) : null;
  if (charge.status === 'paid' || paid?.outcome === 'success') {
    if (paid) await settle(charge, paid);
    status = 'paid';
    const recorded = await readCharge(reference);
    amountKobo = recorded?.paymentId ? await paymentAmount(companyId, recorded.paymentId) : paid?.amountKobo;
  } else if (paid?.outcome === 'failed') {
    status = 'failed';
  }
  const now = (await readInvoices(companyId, [invoice.documentId])).get(invoice.documentId) ?? invoice;
  return { status, reference, ...(amountKobo !== undefined ? { amountKobo } : {}), invoiceNumber: now.number, balanceDueKobo: now.balanceDueKobo ?? now.totalKobo };
}

/** What the recorded payment took (Paystack's amount). */
async function paymentAmount(companyId: string, paymentId: string): Promise<number | undefined> {
  const { data } = await db().entities.salesDocument.get({ companyId, documentId: paymentId }).go();
  return data?.totalKobo;
}

/** A webhook call that is not Paystack's (no company at the address, or a bad signature): refused, nothing read. */
export class WebhookRefused extends AppError {
  constructor() {
    super(401, 'bad_signature', 'Invalid signature');
  }
}

/**
 * POST /api/paystack/webhook/{webhookId}: Paystack's events for one company. The signature
 * is checked against that company's secret key before the body is parsed, then the body is
 * read with the engine's event schema. `charge.success` for one of the company's checkouts
 * records its payment (once); anything else (another event, a reference the company does not
 * have, a field out of bounds, a body that is not JSON) is answered 200 and logged with why, so
 * Paystack stops sending it, and nothing is written.
 */
export async function companyWebhook(webhookId: string, rawBody: string, signature: string | undefined): Promise<{ received: true }> {
  const companyId = await webhookCompany(webhookId);
  const gateway = companyId ? await companyPaystack(companyId) : null;
  if (!companyId || !gateway || !signatureValid(rawBody, signature, gateway.secretKey)) {
    logger.warn('paystack webhook refused', { webhookId: webhookId.slice(0, 6), known: Boolean(companyId) });
    throw new WebhookRefused();
  }
  const read = readEvent(rawBody);
  if (read.kind === 'refused') return notApplied('company', read.reason, { event: read.name });
  if (read.kind === 'ignored' || read.event.event !== 'charge.success') {
    logger.info('paystack webhook event ignored', { event: read.kind === 'ignored' ? read.name : read.event.event });
    return { received: true };
  }
  const paid = chargeOf(read.event.data);
  const charge = await readCharge(paid.reference);
  if (!charge || charge.payee !== 'company' || charge.companyId !== companyId) return notApplied('company', 'not a checkout of this company', { event: 'charge.success', reference: paid.reference });
  await settle(charge, paid);
  return { received: true };
}
