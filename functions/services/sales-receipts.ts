import { DOCUMENT_NUMBER_DIGITS, SALES_RECEIPT_DEFAULT_PREFIX, WALK_IN_CUSTOMER_NAME } from '../../shared/constants';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/history';
import { salesReceiptInputSchema, type SalesReceipt, type SalesReceiptInput, type SalesReceiptPage, type SalesReceiptSummary } from '../../shared/schemas/sales-receipt';
import {
  createDocument,
  getDocument,
  nextNumber,
  type Caller,
  type DocumentKind,
} from './documents/engine';
import { addComment, deleteDocument, listHistory } from './documents/lifecycle';
import { listDocuments } from './documents/lists';
import { figuresOf, type Header } from './documents/store';

/*
 * Sales receipts: the sales-document engine configured with the SR-00001
 * series, a payment mode and no balance: a receipt is a sale paid in full,
 * for a customer or a walk-in.
 */

function toSummary(h: Header): SalesReceiptSummary {
  return {
    receiptId: h.documentId,
    receiptNumber: h.number,
    receiptDate: h.issueDate,
    customerId: h.customerId,
    customerName: h.customerName,
    mode: h.paymentMode ?? 'cash',
    ...(h.reference ? { reference: h.reference } : {}),
    // Stored 'paid' by createSalesReceipt, and never changed: a receipt is a sale paid in full.
    status: 'paid',
    totalKobo: h.totalKobo,
    createdAt: h.createdAt,
  };
}

export const SALES_RECEIPT: DocumentKind<SalesReceipt> = {
  kind: 'salesreceipt',
  Noun: 'Sales receipt',
  noun: 'sales receipt',
  prefix: SALES_RECEIPT_DEFAULT_PREFIX,
  digits: DOCUMENT_NUMBER_DIGITS,
  numberField: 'receiptNumber',
  file: () => ({ phase: 'paid', tab: 'all' }),
  owed: () => ({ receivablesKobo: 0, overdueKobo: 0 }),
  toApi: (h, { blocks }, attachments) => ({
    ...toSummary(h),
    ...(h.customerEmail ? { customerEmail: h.customerEmail } : {}),
    ...figuresOf(h, blocks, attachments),
  }),
};

export const getSalesReceipt = (companyId: string, receiptId: string) => getDocument(SALES_RECEIPT, companyId, receiptId);

export async function nextReceiptNumber(companyId: string): Promise<{ receiptNumber: string }> {
  return { receiptNumber: await nextNumber(SALES_RECEIPT, companyId) };
}

export async function createSalesReceipt(companyId: string, caller: Caller, input: SalesReceiptInput): Promise<SalesReceipt> {
  const v = salesReceiptInputSchema.parse(input);
  return createDocument(
    SALES_RECEIPT,
    companyId,
    caller,
    {
      customerId: v.customerId,
      number: v.receiptNumber,
      status: 'paid',
      fields: { issueDate: v.receiptDate, paymentMode: v.mode, reference: v.reference },
      lines: v.lines,
      discount: v.discount,
      adjustmentKobo: v.adjustmentKobo,
      customerNotes: v.customerNotes,
      terms: v.terms,
      attachments: v.attachments,
    },
    { walkInName: WALK_IN_CUSTOMER_NAME },
  );
}

export const deleteSalesReceipt = (companyId: string, receiptId: string) => deleteDocument(SALES_RECEIPT, companyId, receiptId);

export async function listSalesReceipts(companyId: string, q: { customerId?: string; dateFrom?: string; dateTo?: string; limit: number; cursor?: string }): Promise<SalesReceiptPage> {
  const page = await listDocuments(SALES_RECEIPT, companyId, q);
  return { items: page.items.map(toSummary), cursor: page.cursor };
}

export const listSalesReceiptHistory = (companyId: string, receiptId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> =>
  listHistory(SALES_RECEIPT, companyId, receiptId, opts);

export const addSalesReceiptComment = (companyId: string, receiptId: string, caller: Caller, input: { text: string }): Promise<HistoryEntry> =>
  addComment(SALES_RECEIPT, companyId, receiptId, caller, input.text);
