import { QUOTE_DEFAULT_EXPIRY_DAYS, QUOTE_DEFAULT_NOTES, QUOTE_DEFAULT_TERMS } from '../../../../../shared/constants';
import { addDaysIso, lagosToday } from '../../../../../shared/dates';
import { quoteInputSchema, type Quote, type QuoteInput } from '../../../../../shared/schemas/quote';
import { blankDocumentFields, documentFormFieldsOf, documentFormKind, type NumberedDocumentFields } from '../../../components/documents/document-form-values';

/** What the Create / Edit Quote form holds: a document form's fields and the quote's own. */
export interface QuoteFormValues extends NumberedDocumentFields {
  quoteNumber: string;
  reference: string;
  quoteDate: string;
  expiryDate: string;
  subject: string;
}

/** A blank Create Quote form: today, +30 days, the default notes and terms, no discount. */
export function emptyQuoteForm(today = lagosToday()): QuoteFormValues {
  return {
    ...blankDocumentFields(),
    quoteNumber: '',
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
    reference: q.reference ?? '',
    quoteDate: q.quoteDate,
    expiryDate: q.expiryDate ?? '',
    subject: q.subject ?? '',
  };
}

/** The body for POST/PUT /api/quotes (status aside) and its checks, over the API's own schema. */
export const QUOTE_FORM_FIELDS = documentFormKind<QuoteFormValues, QuoteInput, 'quoteNumber'>({
  numberField: 'quoteNumber',
  details: ['quoteNumber', 'reference', 'quoteDate', 'expiryDate', 'subject'],
  ownBody: (values) => ({ reference: values.reference, quoteDate: values.quoteDate, expiryDate: values.expiryDate, subject: values.subject }),
  schema: quoteInputSchema,
});
