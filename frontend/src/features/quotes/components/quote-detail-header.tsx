import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from '../../../components/ui/link';
import { cloneQuote, convertQuote, deleteQuote } from '../../../api/quotes';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { type DetailAction, useLeaveDeleted, RecordDetailHeader, useDeleteRecord } from '../../../components/record-detail-header';
import { useRouterFollow } from '../../../components/use-router-follow';
import { useDocumentActions } from '../../../components/document-actions/use-document-actions';
import { formatNaira } from '../../../../../shared/money';
import type { Quote } from '../../../../../shared/schemas/quote';
import { customerPath, QUOTES_PATH, quotePath } from './quote-list-format';
import { QuoteStatusBadge } from './quote-status';

interface Props {
  quote: Quote;
  /** Opens the 'Send Quote' confirmation (the same one the Quote Status card uses). */
  onMarkSent: () => void;
}

const invoicePath = (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}`;

/**
 * Number, status, customer; Edit, Send Email, Convert to Invoice and the menu
 * (PDF, print, share, WhatsApp, template, Mark as Sent, Clone, Delete). An
 * invoiced quote links to its invoice instead.
 */
export function QuoteDetailHeader({ quote, onMarkSent }: Props) {
  const id = quote.quoteId;
  const follow = useRouterFollow();
  const navigate = useNavigate();
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    void queryClient.invalidateQueries({ queryKey: ['customer-transactions', quote.customerId] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };

  const clone = useMutation({
    mutationFn: () => cloneQuote(id),
    onSuccess: (copy) => {
      queryClient.setQueryData(['quote', copy.quoteId], copy);
      refreshLists();
      notify('success', `Quote cloned as ${copy.quoteNumber}`);
      navigate(quotePath(copy.quoteId));
    },
    onError: (error) => notify('error', 'Failed to clone quote', errorMessage(error)),
  });
  const remove = useDeleteRecord({
    mutationFn: () => deleteQuote(id),
    onSuccess: () => {
      // The quote and its history (['quote', id, 'history']) go together.
      refreshLists();
      notify('success', 'Quote deleted successfully');
      leave(QUOTES_PATH, () => queryClient.removeQueries({ queryKey: ['quote', id] }));
    },
    failureTitle: 'Failed to delete quote',
    fallback: 'An error occurred while deleting the quote',
  });

  const convert = useMutation({
    mutationFn: () => convertQuote(id),
    onSuccess: (invoice) => {
      queryClient.setQueryData(['invoice', invoice.invoiceId], invoice);
      void queryClient.invalidateQueries({ queryKey: ['quote', id] });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      refreshLists();
      notify('success', `Quote converted to invoice ${invoice.invoiceNumber}`);
      navigate(invoicePath(invoice.invoiceId));
    },
    onError: (error) => notify('error', 'Failed to convert quote to invoice', errorMessage(error)),
  });

  const docActions = useDocumentActions({
    kind: 'quote',
    id,
    number: quote.quoteNumber,
    customerId: quote.customerId,
    customerName: quote.customerName,
    amountLabel: 'Total',
    amount: formatNaira(quote.totalKobo),
    date: quote.quoteDate,
  });
  const canConvert = quote.status !== 'invoiced' && quote.status !== 'declined';
  const canMarkSent = quote.status !== 'sent' && quote.status !== 'invoiced';
  const menu: DetailAction[] = [
    ...(canMarkSent ? [{ id: 'send', text: 'Mark as Sent', onClick: onMarkSent, needs: 'changeQuoteStatus' as const }] : []),
    ...docActions.menu,
    { id: 'clone', text: 'Clone', onClick: () => clone.mutate(), needs: 'cloneQuote' },
  ];

  return (
    <>
      <RecordDetailHeader
        title={quote.quoteNumber}
        badges={<QuoteStatusBadge status={quote.displayStatus} />}
        editHref={`${quotePath(id)}/edit`}
        editNeeds="updateQuote"
        actions={[docActions.email, ...(canConvert ? [{ id: 'convert', text: 'Convert to Invoice', onClick: () => convert.mutate(), loading: convert.isPending, needs: 'convertQuote' as const }] : [])]}
        more={{ ariaLabel: 'More quote actions', items: menu, loading: clone.isPending }}
        remove={{
          confirmText: `Quote ${quote.quoteNumber} will be deleted with its lines and history.`,
          mutation: remove,
          // Staff delete only their drafts: a quote that was issued stays on the record.
          needs: quote.status === 'draft' ? 'deleteQuote' : ['deleteQuote', 'removeIssuedDocument'],
        }}
        layout="beside"
      >
        <p className="kobo-quotes-head-customer">
          <span className="kobo-ui-sr-only">Customer: </span>
          <Link href={customerPath(quote.customerId)} onFollow={follow}>
            {quote.customerName || 'Unknown Customer'}
          </Link>
        </p>
        {quote.invoiceId && (
          <p className="kobo-quotes-head-customer">
            Invoiced as{' '}
            <Link href={invoicePath(quote.invoiceId)} onFollow={follow}>
              {quote.invoiceNumber ?? 'its invoice'}
            </Link>
          </p>
        )}
      </RecordDetailHeader>
      {docActions.dialogs}
    </>
  );
}
