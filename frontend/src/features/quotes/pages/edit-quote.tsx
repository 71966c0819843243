import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuote, updateQuote } from '../../../api/quotes';
import { useNotify } from '../../../app/notifications';
import type { Quote, QuoteInput } from '../../../../../shared/schemas/quote';
import { QuoteForm } from '../components/quote-form';
import { QuoteLoadState } from '../components/quote-load-state';
import { quoteFormValues, type QuoteFormValues } from '../components/quote-form-values';
import { withDraft } from '../../../components/documents/document-form-values';
import { useReturnedCustomer } from '../../../components/documents/document-draft';
import { quoteDrafts } from '../quote-kind';
import '../../../components/documents/document-form.css';

const detailPath = (id: string) => `/dashboard/quotes/${encodeURIComponent(id)}`;

/** The saved quote, or the draft of it the user was writing (when it started from this same version). */
function startingValues(quote: Quote, created: QuoteFormValues['customer'] | undefined): QuoteFormValues {
  const draft = quoteDrafts.read(quote.quoteId);
  const saved = quoteFormValues(quote);
  const values = draft && draft.baseUpdatedAt === quote.updatedAt ? withDraft(saved, draft.values) : saved;
  if (created) values.customer = created;
  return values;
}

function EditQuoteForm({ quote }: { quote: Quote }) {
  const id = quote.quoteId;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const created = useReturnedCustomer(quoteDrafts, id, quote.updatedAt);
  const [initial] = useState(() => startingValues(quote, created));
  // The version loaded goes with the save, so a save over someone else's newer change is refused (409).
  const mutation = useMutation({ mutationFn: (input: QuoteInput) => updateQuote(id, { ...input, version: quote.version }) });

  return (
    <QuoteForm
      mode="edit"
      draftKey={id}
      initial={initial}
      baseUpdatedAt={quote.updatedAt}
      backTo={detailPath(id)}
      onSave={async (input) => {
        const saved = await mutation.mutateAsync(input);
        queryClient.setQueryData(['quote', id, 'form'], saved);
        void queryClient.invalidateQueries({ queryKey: ['quote', id] });
        void queryClient.invalidateQueries({ queryKey: ['quotes'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        notify('success', 'Quote updated successfully');
        navigate(detailPath(id));
      }}
    />
  );
}

/** /dashboard/quotes/:id/edit, "Edit Quote": the Create Quote form loaded with the saved quote; saves every field (PUT, a full replace). */
export function EditQuotePage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['quote', id, 'form'], queryFn: () => getQuote(id), enabled: Boolean(id) });
  if (!query.isSuccess) return <QuoteLoadState query={query} notFoundText="The quote you are looking for does not exist." className="kobo-df-missing" />;
  // One form per quote: a background refetch does not reset what is being typed.
  return <EditQuoteForm key={query.data.quoteId} quote={query.data} />;
}
