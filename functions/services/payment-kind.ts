import { PAYMENT_DEFAULT_PREFIX, DOCUMENT_NUMBER_DIGITS } from '../../shared/constants';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/history';
import type { OpenInvoice, Payment, PaymentPage, PaymentSummary } from '../../shared/schemas/payment';
import { getDocument, nextNumber, type Caller, type DocumentKind } from './documents/engine';
import { addComment, listHistory } from './documents/lifecycle';
import { listDocuments } from './documents/lists';
import type { Header } from './documents/store';
import { openInvoices, readInvoices } from './payment-allocation';

/*
 * Payments received as a kind of the sales-document engine (numbering, history, comments,
 * lists) without lines: what configures the kind, and the reads. What a payment writes,
 * and the one transaction it writes it in: payments.ts.
 */

export const PAYMENT: DocumentKind<Payment> = {
  kind: 'payment',
  Noun: 'Payment',
  noun: 'payment',
  prefix: PAYMENT_DEFAULT_PREFIX,
  digits: DOCUMENT_NUMBER_DIGITS,
  numberField: 'paymentNumber',
  file: (h) => ({ phase: (h.creditKobo ?? 0) > 0 ? 'credit' : 'applied', tab: 'all' }),
  owed: () => ({ receivablesKobo: 0, overdueKobo: 0 }),
  // The customer's account is credited with the cash and the tax withheld on its behalf.
  post: (h) => ({ amountKobo: -(h.totalKobo + (h.whtKobo ?? 0)), whtKobo: h.whtKobo ?? 0 }),
  toApi: (h) => ({
    ...toSummary(h),
    ...(h.customerNotes ? { notes: h.customerNotes } : {}),
    applications: (h.applications ?? []).map((a) => ({ ...a })),
    version: h.version ?? 0,
    updatedAt: h.updatedAt ?? h.createdAt,
  }),
};

function toSummary(h: Header): PaymentSummary {
  return {
    paymentId: h.documentId,
    paymentNumber: h.number,
    paymentDate: h.issueDate,
    customerId: h.customerId,
    customerName: h.customerName,
    mode: h.paymentMode ?? 'cash',
    ...(h.reference ? { reference: h.reference } : {}),
    amountKobo: h.totalKobo,
    whtKobo: h.whtKobo ?? 0,
    creditKobo: h.creditKobo ?? 0,
    ...(h.feeKobo !== undefined ? { feeKobo: h.feeKobo } : {}),
    createdAt: h.createdAt,
  };
}

// ---------------------------------------------------------------- reads

export async function listOpenInvoices(companyId: string, customerId: string, opts: { limit: number; cursor?: string }) {
  const page = await openInvoices(companyId, customerId, opts);
  const items: OpenInvoice[] = page.items.map((h) => ({
    invoiceId: h.documentId,
    invoiceNumber: h.number,
    invoiceDate: h.issueDate,
    ...(h.dueDate ? { dueDate: h.dueDate } : {}),
    totalKobo: h.totalKobo,
    taxKobo: h.taxKobo ?? 0,
    balanceDueKobo: h.balanceDueKobo ?? h.totalKobo,
  }));
  return { items, cursor: page.cursor };
}

/** A payment, each invoice it settles with that invoice's total and tax (one BatchGetItem), for the WHT rule on its form. */
export async function getPayment(companyId: string, paymentId: string): Promise<Payment> {
  const payment = await getDocument(PAYMENT, companyId, paymentId);
  const invoices = await readInvoices(companyId, payment.applications.map((a) => a.invoiceId));
  return {
    ...payment,
    applications: payment.applications.map((a) => {
      const inv = invoices.get(a.invoiceId);
      return inv ? { ...a, invoiceTotalKobo: inv.totalKobo, invoiceTaxKobo: inv.taxKobo ?? 0 } : a;
    }),
  };
}

export async function nextPaymentNumber(companyId: string): Promise<{ paymentNumber: string }> {
  return { paymentNumber: await nextNumber(PAYMENT, companyId) };
}

export async function listPayments(
  companyId: string,
  q: { customerId?: string; mode?: Header['paymentMode']; dateFrom?: string; dateTo?: string; limit: number; cursor?: string },
): Promise<PaymentPage> {
  const page = await listDocuments(PAYMENT, companyId, { ...q, paymentMode: q.mode });
  return { items: page.items.map(toSummary), cursor: page.cursor };
}

export const listPaymentHistory = (companyId: string, paymentId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> =>
  listHistory(PAYMENT, companyId, paymentId, opts);

export const addPaymentComment = (companyId: string, paymentId: string, caller: Caller, input: { text: string }): Promise<HistoryEntry> =>
  addComment(PAYMENT, companyId, paymentId, caller, input.text);
