import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { QUOTE_DEFAULT_EXPIRY_DAYS, QUOTE_DEFAULT_NOTES, QUOTE_DEFAULT_TERMS } from '../../../../../shared/constants';
import { addDaysIso, lagosToday } from '../../../../../shared/dates';
import { koboToDecimal } from '../../../../../shared/money';
import { quoteInputSchema, type Quote, type QuoteInput } from '../../../../../shared/schemas/quote';
import { fieldOfPath as documentFieldOfPath, formErrorsOfApi as documentFormErrorsOfApi, readAdjustment, readDiscount, type DocumentFormFields } from '../../../components/documents/document-form-values';

/** What the Create / Edit Quote form holds: a document form's fields and the quote's own (turned into the API body by toQuoteInput). */
export interface QuoteFormValues extends DocumentFormFields {
  quoteNumber: string;
  /** The number the form was pre-filled with: left as is, the server assigns the next one. */
  suggestedNumber: string;
  reference: string;
  quoteDate: string;
  expiryDate: string;
  subject: string;
}

export type QuoteFormField = keyof QuoteFormValues;

/** A blank Create Quote form: today, +30 days, the default notes and terms, no discount. */
export function emptyQuoteForm(today = lagosToday()): QuoteFormValues {
  return {
    customer: null,
    quoteNumber: '',
    suggestedNumber: '',
    reference: '',
    quoteDate: today,
    expiryDate: addDaysIso(today, QUOTE_DEFAULT_EXPIRY_DAYS),
    subject: '',
    lines: [],
    discountType: 'percent',
    discount: '0',
    adjustment: '0',
    customerNotes: QUOTE_DEFAULT_NOTES,
    terms: QUOTE_DEFAULT_TERMS,
    attachments: [],
  };
}

/** A saved quote as the form's starting values (every field, so a PUT never drops one). */
export function quoteFormValues(q: Quote): QuoteFormValues {
  return {
    customer: { customerId: q.customerId, name: q.customerName, email: q.customerEmail },
    quoteNumber: q.quoteNumber,
    suggestedNumber: '',
    reference: q.reference ?? '',
    quoteDate: q.quoteDate,
    expiryDate: q.expiryDate ?? '',
    subject: q.subject ?? '',
    lines: q.lines.map((l) => ({
      ...(l.itemId ? { itemId: l.itemId } : {}),
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      quantity: l.quantity,
      unit: l.unit,
      rateKobo: l.rateKobo,
      taxRate: l.taxRate,
    })),
    discountType: q.discount.type,
    discount: q.discount.type === 'percent' ? String(q.discount.value) : koboToDecimal(q.discount.valueKobo),
    adjustment: koboToDecimal(q.adjustmentKobo),
    customerNotes: q.customerNotes ?? '',
    terms: q.terms ?? '',
    // The read adds a download url; the input schema takes only what was uploaded.
    attachments: q.attachments.map(({ key, name, size, contentType }) => ({ key, name, size, contentType })),
  };
}

/**
 * The body for POST/PUT /api/quotes (status aside), and the messages for the
 * texts that are not numbers at all. A number left as pre-filled is left out,
 * so the server gives the next one of the series (an edit has no suggestion).
 */
export function toQuoteInput(values: QuoteFormValues): { input: QuoteInput; errors: Partial<Record<QuoteFormField, string>> } {
  const errors: Partial<Record<QuoteFormField, string>> = {};
  const discount = readDiscount(values);
  if ('error' in discount) errors.discount = discount.error;
  const adjustment = readAdjustment(values.adjustment);
  if ('error' in adjustment) errors.adjustment = adjustment.error;
  const number = values.quoteNumber.trim();
  const omitNumber = values.suggestedNumber !== '' && number === values.suggestedNumber;
  const input: QuoteInput = {
    customerId: values.customer?.customerId ?? '',
    ...(omitNumber ? {} : { quoteNumber: number }),
    reference: values.reference,
    quoteDate: values.quoteDate,
    expiryDate: values.expiryDate,
    subject: values.subject,
    lines: values.lines,
    discount: 'discount' in discount ? discount.discount : { type: 'percent', value: 0 },
    adjustmentKobo: 'kobo' in adjustment ? adjustment.kobo : 0,
    customerNotes: values.customerNotes,
    terms: values.terms,
    attachments: values.attachments,
  };
  return { input, errors };
}

/** The quote's own fields, named as in the API body (the document's are known to fieldOfPath). */
const DIRECT = ['quoteNumber', 'reference', 'quoteDate', 'expiryDate', 'subject'] as const satisfies readonly QuoteFormField[];

/** The form field an API or schema error path belongs to, with the message to show there. */
export const fieldOfPath = (path: readonly PropertyKey[], message: string) => documentFieldOfPath(path, message, DIRECT);

/** The API's field errors ("lines.0.name": message) as form fields and messages. */
export const formErrorsOfApi = (fields: Record<string, string>) => documentFormErrorsOfApi(fields, DIRECT);

/** The first message of each field that is wrong now (the totals block shows the discount's at once). */
export function validateQuoteForm(values: QuoteFormValues): Partial<Record<QuoteFormField, string>> {
  return checkQuoteForm(values).errors;
}

/**
 * Checks the form with the API's own schema (quoteInputSchema), so every
 * message is the server's: the body to send, and the first message of each field.
 */
function checkQuoteForm(values: QuoteFormValues): { input: QuoteInput; errors: Partial<Record<QuoteFormField, string>> } {
  const { input, errors } = toQuoteInput(values);
  const parsed = quoteInputSchema.safeParse(input);
  const found: Partial<Record<QuoteFormField, string>> = { ...errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const hit = fieldOfPath(issue.path, issue.message);
      if (hit && !found[hit.field]) found[hit.field] = hit.message;
    }
  }
  return { input, errors: found };
}

/** react-hook-form's resolver over checkQuoteForm: the output is the API body. */
export const quoteFormResolver: Resolver<QuoteFormValues, unknown, QuoteInput> = (values) => {
  const { input, errors } = checkQuoteForm(values);
  const entries = Object.entries(errors) as [QuoteFormField, string][];
  if (entries.length === 0) return { values: input, errors: {} };
  const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]));
  return { values: {}, errors: fieldErrors as FieldErrors<QuoteFormValues> };
};

/** The order the form shows its fields in: the first error's toast and focus follow it. */
export const FIELD_ORDER: readonly QuoteFormField[] = [
  'customer',
  'quoteNumber',
  'reference',
  'quoteDate',
  'expiryDate',
  'subject',
  'lines',
  'discount',
  'adjustment',
  'customerNotes',
  'terms',
  'attachments',
];
