import type { PAYMENT_TERMS } from '../../../../../shared/constants';
import { lagosToday } from '../../../../../shared/dates';
import type { Invoice, InvoiceUpdate, Recipient } from '../../../../../shared/schemas/invoice';
import { DEFAULT_DOCUMENT_PREFERENCES, dueDateFor } from '../../../../../shared/schema-values';
import { lazySchema } from '../../../components/form-fields/lazy-schema';
import type { DocumentDefaults } from '../../../components/documents/document-defaults';
import { blankDocumentFields, documentFormFieldsOf, documentFormKind, type NumberedDocumentFields } from '../../../components/documents/document-form-values';

export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** What the New / Edit Invoice form holds: a document form's fields and the invoice's own. */
export interface InvoiceFormValues extends NumberedDocumentFields {
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: string;
  paymentTerms: PaymentTerms;
  /** Computed from the invoice date and terms, typed only for Custom terms. */
  dueDate: string;
  salespersonId: string;
  subject: string;
  /** The contact persons chosen to receive the invoice by e-mail. */
  recipients: Recipient[];
  /** The customer whose payment terms the form last took as its default (not sent). */
  termsCustomerId: string;
}

/** A blank New Invoice form: today, the company's default terms (Net 15 until it sets its own) until a customer brings its own, its default notes and terms. */
export function emptyInvoiceForm(today = lagosToday(), defaults: DocumentDefaults = DEFAULT_DOCUMENT_PREFERENCES): InvoiceFormValues {
  const paymentTerms = defaults.paymentTerms;
  return {
    ...blankDocumentFields(),
    invoiceNumber: '',
    orderNumber: '',
    invoiceDate: today,
    paymentTerms,
    dueDate: dueDateFor(today, paymentTerms) ?? '',
    salespersonId: '',
    subject: '',
    recipients: [],
    termsCustomerId: '',
    customerNotes: defaults.documents.invoice.customerNotes ?? '',
    terms: defaults.documents.invoice.terms ?? '',
  };
}

/** A saved invoice as the form's starting values (every field, so a PUT never drops one). */
export function invoiceFormValues(i: Invoice): InvoiceFormValues {
  return {
    ...documentFormFieldsOf(i),
    invoiceNumber: i.invoiceNumber,
    orderNumber: i.orderNumber ?? '',
    invoiceDate: i.invoiceDate,
    paymentTerms: i.paymentTerms ?? 'custom',
    dueDate: i.dueDate ?? '',
    salespersonId: i.salespersonId ?? '',
    subject: i.subject ?? '',
    recipients: i.recipients,
    termsCustomerId: i.customerId,
  };
}

/** The body for POST/PUT /api/invoices (status and version aside) and its checks, over the API's own schema. */
export const INVOICE_FORM_FIELDS = documentFormKind<InvoiceFormValues, InvoiceUpdate, 'invoiceNumber'>({
  numberField: 'invoiceNumber',
  details: ['invoiceNumber', 'orderNumber', 'invoiceDate', 'paymentTerms', 'dueDate', 'salespersonId', 'subject'],
  extra: ['recipients'],
  ownBody: (values) => ({
    orderNumber: values.orderNumber,
    invoiceDate: values.invoiceDate,
    paymentTerms: values.paymentTerms,
    dueDate: values.paymentTerms === 'custom' ? values.dueDate : (dueDateFor(values.invoiceDate, values.paymentTerms) ?? ''),
    ...(values.salespersonId ? { salespersonId: values.salespersonId } : {}),
    subject: values.subject,
    recipients: values.recipients,
  }),
  schema: lazySchema(() => import('../../../../../shared/schemas/invoice').then((m) => m.invoiceUpdateSchema)),
});
