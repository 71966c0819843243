import { QUOTE_DEFAULT_EXPIRY_DAYS, QUOTE_DEFAULT_NOTES, QUOTE_DEFAULT_TERMS } from '../../../../../shared/constants';
import { addDaysIso, lagosToday } from '../../../../../shared/dates';
import { quoteInputSchema, type Quote, type QuoteInput } from '../../../../../shared/schemas/quote';
import { emptyDocumentBody, documentBodyOf, documentFormChecks, documentFormFieldsOf, typedNumber, type DocumentFormFields } from '../../../components/documents/document-form-values';

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
    ...emptyDocumentBody(),
    quoteNumber: '',
    suggestedNumber: '',
    reference: '',
    quoteDate: today,
    expiryDate: addDaysIso(today, QUOTE_DEFAULT_EXPIRY_DAYS),
    subject: '',
    customerNotes: QUOTE_DEFAULT_NOTES,
    terms: QUOTE_DEFAULT_TERMS,
  };
}

/** A saved quote as the form's starting values (every field, so a PUT never drops one). */
export function quoteFormValues(q: Quote): QuoteFormValues {
  return {
    ...documentFormFieldsOf(q),
    quoteNumber: q.quoteNumber,
    suggestedNumber: '',
    reference: q.reference ?? '',
    quoteDate: q.quoteDate,
    expiryDate: q.expiryDate ?? '',
    subject: q.subject ?? '',
  };
}

/**
 * The body for POST/PUT /api/quotes (status aside), and the messages for the
 * texts that are not numbers at all. A number left as pre-filled is left out,
 * so the server gives the next one of the series (an edit has no suggestion).
 */
export function toQuoteInput(values: QuoteFormValues): { input: QuoteInput; errors: Partial<Record<QuoteFormField, string>> } {
  const { body, errors } = documentBodyOf(values);
  const quoteNumber = typedNumber(values.quoteNumber, values.suggestedNumber);
  const input: QuoteInput = {
    ...body,
    ...(quoteNumber === undefined ? {} : { quoteNumber }),
    reference: values.reference,
    quoteDate: values.quoteDate,
    expiryDate: values.expiryDate,
    subject: values.subject,
  };
  return { input, errors };
}

/** The quote's own fields, named as in the API body (the document's are known to fieldOfPath). */
const DIRECT = ['quoteNumber', 'reference', 'quoteDate', 'expiryDate', 'subject'] as const satisfies readonly QuoteFormField[];

const checks = documentFormChecks<QuoteFormValues, QuoteInput, (typeof DIRECT)[number]>({ toInput: toQuoteInput, schema: quoteInputSchema, direct: DIRECT });

/** The API's field errors ("lines.0.name": message) as form fields and messages. */
export const formErrorsOfApi = checks.formErrorsOfApi;
/** The first message of each field that is wrong now (the totals block shows the discount's at once). */
export const validateQuoteForm = checks.validate;
/** react-hook-form's resolver over the API's own schema (quoteInputSchema): the output is the API body. */
export const quoteFormResolver = checks.resolver;

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
