import { useQuery } from '@tanstack/react-query';
import { createQuote, nextQuoteNumber } from '../../../api/quotes';
import { NEW_DRAFT } from '../../../components/documents/document-draft';
import { useDocumentFormPage } from '../../../components/documents/document-pages';
import { WithDocumentDefaults, type DocumentDefaults } from '../../../components/documents/document-defaults';
import { QUOTE_FORM, QuoteForm } from '../components/quote-form';
import { emptyQuoteForm } from '../components/quote-form-values';
import { QUOTES_PATH } from '../components/quote-list-format';
import '../quotes.css';

/**
 * /dashboard/quotes/new, "Create Quote". 'Save as Draft' creates a draft,
 * 'Create & Send Quote' a sent quote. A customer made through the plus button
 * comes back as `state.newCustomer` and is selected.
 */
export function NewQuotePage() {
  const next = useQuery({ queryKey: ['quotes', 'next-number'], queryFn: nextQuoteNumber, staleTime: 0 });
  return <WithDocumentDefaults>{(defaults, preview) => <NewQuoteForm defaults={defaults} preview={preview} nextNumber={next.data?.quoteNumber} />}</WithDocumentDefaults>;
}

/** The form itself, started from the company's defaults (Settings > Preferences). */
function NewQuoteForm({ defaults, preview, nextNumber }: { defaults: DocumentDefaults; preview: boolean; nextNumber?: string }) {
  const page = useDocumentFormPage({
    config: QUOTE_FORM,
    draftKey: NEW_DRAFT,
    preview,
    start: () => emptyQuoteForm(undefined, defaults),
    save: (input, status) => createQuote({ ...input, status: status ?? 'sent' }),
    idOf: (quote) => quote.quoteId,
    affects: (quote) => [['quotes'], ['dashboard'], ['customer', quote.customerId]],
  });
  return <QuoteForm mode="new" backTo={QUOTES_PATH} nextNumber={nextNumber} {...page} />;
}
