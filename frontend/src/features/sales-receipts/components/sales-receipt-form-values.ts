import type { PAYMENT_MODES } from '../../../../../shared/constants';
import { lagosToday } from '../../../../../shared/dates';
import type { SalesReceiptInput } from '../../../../../shared/schemas/sales-receipt';
import { DEFAULT_DOCUMENT_PREFERENCES } from '../../../../../shared/schema-values';
import { lazySchema } from '../../../components/form-fields/lazy-schema';
import type { DocumentDefaults } from '../../../components/documents/document-defaults';
import { blankDocumentFields, documentFormKind, type NumberedDocumentFields, type SoldTo } from '../../../components/documents/document-form-values';

/** What the New Sales Receipt form holds: a document form's fields, whom it was sold to, and the receipt's own. */
export interface SalesReceiptFormValues extends NumberedDocumentFields {
  soldTo: SoldTo;
  receiptNumber: string;
  receiptDate: string;
  mode: (typeof PAYMENT_MODES)[number];
  reference: string;
}

/** A blank New Sales Receipt form: to a customer, today, paid in cash, discount and adjustment left blank, the company's default notes and terms. */
export function emptySalesReceiptForm(today = lagosToday(), defaults: DocumentDefaults = DEFAULT_DOCUMENT_PREFERENCES): SalesReceiptFormValues {
  return {
    ...blankDocumentFields(),
    soldTo: 'customer',
    receiptNumber: '',
    receiptDate: today,
    mode: 'cash',
    reference: '',
    discount: '',
    adjustment: '',
    customerNotes: defaults.documents.salesreceipt.customerNotes ?? '',
    terms: defaults.documents.salesreceipt.terms ?? '',
  };
}

/** The body for POST /api/sales-receipts and its checks, over the API's own schema. */
export const SALES_RECEIPT_FORM_FIELDS = documentFormKind<SalesReceiptFormValues, SalesReceiptInput, 'receiptNumber'>({
  numberField: 'receiptNumber',
  details: ['receiptNumber', 'receiptDate', 'mode', 'reference'],
  ownBody: (values) => ({ receiptDate: values.receiptDate, mode: values.mode, reference: values.reference }),
  schema: lazySchema(() => import('../../../../../shared/schemas/sales-receipt').then((m) => m.salesReceiptInputSchema)),
});
