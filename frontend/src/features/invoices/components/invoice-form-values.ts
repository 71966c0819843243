import type { PAYMENT_TERMS } from '../../../../../shared/constants';
import { lagosToday } from '../../../../../shared/dates';
import { dueDateFor, invoiceUpdateSchema, type Invoice, type InvoiceUpdate, type Recipient } from '../../../../../shared/schemas/invoice';
import { emptyDocumentBody, documentBodyOf, documentFormChecks, documentFormFieldsOf, typedNumber, type DocumentFormFields } from '../../../components/documents/document-form-values';

export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** What the New / Edit Invoice form holds: a document form's fields and the invoice's own. */
export interface InvoiceFormValues extends DocumentFormFields {
  invoiceNumber: string;
  /** The number the form was pre-filled with: left as is, the server assigns the next one. */
  suggestedNumber: string;
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

export type InvoiceFormField = keyof InvoiceFormValues;

/** A blank New Invoice form: today, Net 15 until a customer brings its own terms. */
export function emptyInvoiceForm(today = lagosToday()): InvoiceFormValues {
  return {
    ...emptyDocumentBody(),
    invoiceNumber: '',
    suggestedNumber: '',
    orderNumber: '',
    invoiceDate: today,
    paymentTerms: 'net_15',
    dueDate: dueDateFor(today, 'net_15') ?? '',
    salespersonId: '',
    subject: '',
    customerNotes: '',
    terms: '',
    recipients: [],
    termsCustomerId: '',
  };
}

/** A saved invoice as the form's starting values (every field, so a PUT never drops one). */
export function invoiceFormValues(i: Invoice): InvoiceFormValues {
  return {
    ...documentFormFieldsOf(i),
    invoiceNumber: i.invoiceNumber,
    suggestedNumber: '',
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

/** The body for POST/PUT /api/invoices (status and version aside). */
export function toInvoiceInput(values: InvoiceFormValues): { input: InvoiceUpdate; errors: Partial<Record<InvoiceFormField, string>> } {
  const { body, errors } = documentBodyOf(values);
  const invoiceNumber = typedNumber(values.invoiceNumber, values.suggestedNumber);
  const input: InvoiceUpdate = {
    ...body,
    ...(invoiceNumber === undefined ? {} : { invoiceNumber }),
    orderNumber: values.orderNumber,
    invoiceDate: values.invoiceDate,
    paymentTerms: values.paymentTerms,
    dueDate: values.paymentTerms === 'custom' ? values.dueDate : (dueDateFor(values.invoiceDate, values.paymentTerms) ?? ''),
    ...(values.salespersonId ? { salespersonId: values.salespersonId } : {}),
    subject: values.subject,
    recipients: values.recipients,
  };
  return { input, errors };
}

/** The invoice's own fields, named as in the API body. */
const DIRECT = ['invoiceNumber', 'orderNumber', 'invoiceDate', 'paymentTerms', 'dueDate', 'salespersonId', 'subject', 'recipients'] as const satisfies readonly InvoiceFormField[];

const checks = documentFormChecks<InvoiceFormValues, InvoiceUpdate, (typeof DIRECT)[number]>({ toInput: toInvoiceInput, schema: invoiceUpdateSchema, direct: DIRECT });

export const formErrorsOfApi = checks.formErrorsOfApi;
export const validateInvoiceForm = checks.validate;
export const invoiceFormResolver = checks.resolver;

/** The order the form shows its fields in: the first error's toast follows it. */
export const FIELD_ORDER: readonly InvoiceFormField[] = [
  'customer',
  'invoiceNumber',
  'orderNumber',
  'invoiceDate',
  'paymentTerms',
  'dueDate',
  'salespersonId',
  'subject',
  'lines',
  'discount',
  'adjustment',
  'customerNotes',
  'terms',
  'recipients',
  'attachments',
];
