import { getQuote, updateQuote } from '../../../api/quotes';
import type { Quote } from '../../../../../shared/schemas/quote';
import { DocumentEditPage, useDocumentFormPage } from '../../../components/documents/document-pages';
import { QUOTE_FORM, QuoteForm } from '../components/quote-form';
import { quoteFormValues } from '../components/quote-form-values';
import { quotePath } from '../components/quote-list-format';
import { QUOTE_KIND } from '../quote-kind';
import '../quotes.css';

function EditQuoteForm({ quote }: { quote: Quote }) {
  const id = quote.quoteId;
  const page = useDocumentFormPage({
    config: QUOTE_FORM,
    draftKey: id,
    baseUpdatedAt: quote.updatedAt,
    start: () => quoteFormValues(quote),
    // The version loaded goes with the save, so a save over someone else's newer change is refused (409).
    save: (input) => updateQuote(id, { ...input, version: quote.version }),
    idOf: (saved) => saved.quoteId,
    cacheKey: () => ['quote', id, 'form'],
    affects: () => [['quote', id], ['quotes'], ['dashboard']],
  });
  return <QuoteForm mode="edit" backTo={quotePath(id)} {...page} />;
}

/** /dashboard/quotes/:id/edit, "Edit Quote": the Create Quote form loaded with the saved quote; saves every field (PUT, a full replace). */
export function EditQuotePage() {
  return (
    <DocumentEditPage kind={QUOTE_KIND} queryRoot="quote" get={getQuote}>
      {(quote) => <EditQuoteForm quote={quote} />}
    </DocumentEditPage>
  );
}
