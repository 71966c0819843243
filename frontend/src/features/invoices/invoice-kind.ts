import type { DocumentKind } from '../../components/documents/document-kind';
import { draftStore } from '../../components/documents/document-draft';
import type { InvoiceFormValues } from './components/invoice-form-values';

export const INVOICES_PATH = '/dashboard/invoices';
export const invoicePath = (id: string) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;

/** The invoice as a kind of sales document: what the shared document form parts say and where its pages are. */
export const INVOICE_KIND: DocumentKind = {
  noun: 'Invoice',
  lowerNoun: 'invoice',
  aNoun: 'An invoice',
  numberLabel: 'Invoice #',
  basePath: INVOICES_PATH,
  listTitle: 'Invoices',
  loadErrorTitle: 'Failed to load invoice details',
  draftPrefix: 'kobo.invoiceDraft.',
};

/** The New / Edit Invoice forms' drafts (sessionStorage, see components/documents/document-draft.ts). */
export const invoiceDrafts = draftStore<InvoiceFormValues>(INVOICE_KIND);
