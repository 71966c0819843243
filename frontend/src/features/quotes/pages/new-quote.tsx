import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createQuote, nextQuoteNumber } from '../../../api/quotes';
import { useNotify } from '../../../app/notifications';
import { QuoteForm } from '../components/quote-form';
import { NEW_DRAFT, useReturnedCustomer } from '../../../components/documents/document-draft';
import { withDraft } from '../../../components/documents/document-form-values';
import { emptyQuoteForm, type QuoteFormValues } from '../components/quote-form-values';
import { quoteDrafts } from '../quote-kind';

/**
 * /dashboard/quotes/new, "Create Quote". 'Save as Draft' creates a draft,
 * 'Create & Send Quote' a sent quote. A customer made through the plus button
 * comes back as `state.newCustomer` and is selected.
 */
export function NewQuotePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const created = useReturnedCustomer(quoteDrafts, NEW_DRAFT);
  const [initial] = useState<QuoteFormValues>(() => {
    const values = withDraft(emptyQuoteForm(), quoteDrafts.read(NEW_DRAFT)?.values);
    if (created) values.customer = created;
    return values;
  });
  const next = useQuery({ queryKey: ['quotes', 'next-number'], queryFn: nextQuoteNumber, staleTime: 0 });
  const mutation = useMutation({ mutationFn: createQuote });

  return (
    <QuoteForm
      mode="new"
      draftKey={NEW_DRAFT}
      initial={initial}
      backTo="/dashboard/quotes"
      nextNumber={next.data?.quoteNumber}
      onSave={async (input, status) => {
        const quote = await mutation.mutateAsync({ ...input, status: status ?? 'sent' });
        void queryClient.invalidateQueries({ queryKey: ['quotes'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        void queryClient.invalidateQueries({ queryKey: ['customer', quote.customerId] });
        notify('success', 'Quote created successfully');
        navigate(`/dashboard/quotes/${encodeURIComponent(quote.quoteId)}`);
      }}
    />
  );
}
