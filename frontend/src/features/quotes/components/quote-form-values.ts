import { DEFAULT_DOCUMENT_PREFERENCES } from '../../../../../shared/schema-values';
import { lazySchema } from '../../../components/form-fields/lazy-schema';
import type { DocumentDefaults } from '../../../components/documents/document-defaults';
import { addDaysIso, lagosToday } from '../../../../../shared/dates';
import type { Quote, QuoteInput } from '../../../../../shared/schemas/quote';
import { blankDocumentFields, documentFormFieldsOf, documentFormKind, type NumberedDocumentFields } from '../../../components/documents/document-form-values';

/** What the Create / Edit Quote form holds: a document form's fields and the quote's own. */
export interface QuoteFormValues extends NumberedDocumentFields {
  quoteNumber: string;
  reference: string;
  quoteDate: string;
  expiryDate: string;
  subject: string;
}

/** A blank Create Quote form: today, valid for the company's days (30 by default), its default notes and terms, no discount. */
export function emptyQuoteForm(today = lagosToday(), defaults: DocumentDefaults = DEFAULT_DOCUMENT_PREFERENCES): QuoteFormValues {
  return {
    ...blankDocumentFields(),
    quoteNumber: '',
    reference: '',
    quoteDate: today,
    expiryDate: addDaysIso(today, defaults.quoteValidityDays),
    subject: '',
    customerNotes: defaults.documents.quote.customerNotes ?? '',
    terms: defaults.documents.quote.terms ?? '',
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
  schema: lazySchema(() => import('../../../../../shared/schemas/quote').then((m) => m.quoteInputSchema)),
});
