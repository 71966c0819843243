import type { DocumentKind } from '../../components/documents/document-kind';
import { draftStore } from '../../components/documents/document-draft';
import type { SalesReceiptFormValues } from './components/sales-receipt-form-values';

export const SALES_RECEIPTS_PATH = '/dashboard/sales-receipts';
export const salesReceiptPath = (id: string) => `${SALES_RECEIPTS_PATH}/${encodeURIComponent(id)}`;

/** The sales receipt as a kind of sales document, for the shared form parts. */
export const SALES_RECEIPT_KIND: DocumentKind = {
  noun: 'Sales Receipt',
  lowerNoun: 'sales receipt',
  aNoun: 'A sales receipt',
  numberLabel: 'Sales Receipt #',
  basePath: SALES_RECEIPTS_PATH,
  listTitle: 'Sales Receipts',
  draftPrefix: 'kobo.salesReceiptDraft.',
};

/** The New Sales Receipt form's draft (sessionStorage), so Add Line Item and New Customer come back to it. */
export const salesReceiptDrafts = draftStore<SalesReceiptFormValues>(SALES_RECEIPT_KIND);
