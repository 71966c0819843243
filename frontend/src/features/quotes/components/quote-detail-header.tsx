import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import { cloneQuote, deleteQuote } from '../../../api/quotes';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRouterFollow } from '../../../components/use-router-follow';
import type { Quote } from '../../../../../shared/schemas/quote';
import { customerPath, QUOTES_PATH, quotePath } from './quote-list-format';
import { QuoteStatusBadge } from './quote-status';

type MenuId = 'send' | 'clone' | 'delete';

interface Props {
  quote: Quote;
  /** Opens the 'Send Quote' confirmation (the same one the Quote Status card uses). */
  onMarkSent: () => void;
}

/**
 * Number, status, customer; Edit and the menu. The menu holds only what works
 * today: Convert to Invoice, email, PDF, print and share arrive with their features.
 */
export function QuoteDetailHeader({ quote, onMarkSent }: Props) {
  const id = quote.quoteId;
  const follow = useRouterFollow();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

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
  const remove = useMutation({
    mutationFn: () => deleteQuote(id),
    onSuccess: () => {
      setConfirmingDelete(false);
      // The quote and its history (['quote', id, 'history']) go together.
      queryClient.removeQueries({ queryKey: ['quote', id] });
      refreshLists();
      notify('success', 'Quote deleted successfully');
      navigate(QUOTES_PATH);
    },
    onError: (error) => {
      setConfirmingDelete(false);
      notify('error', 'Failed to delete quote', errorMessage(error, 'An error occurred while deleting the quote'));
    },
  });

  const canMarkSent = quote.status !== 'sent' && quote.status !== 'invoiced';
  const items: ButtonDropdownProps.Item[] = [
    ...(canMarkSent ? [{ id: 'send', text: 'Mark as Sent' }] : []),
    { id: 'clone', text: 'Clone' },
    { id: 'delete', text: 'Delete' },
  ];
  const onItemClick = (itemId: MenuId) => {
    if (itemId === 'send') onMarkSent();
    else if (itemId === 'clone') clone.mutate();
    else setConfirmingDelete(true);
  };

  return (
    <Container>
      <div className="kobo-quotes-head">
        <div className="kobo-quotes-head-text">
          <div className="kobo-quotes-title">
            <h1 className="kobo-quotes-h1">{quote.quoteNumber}</h1>
            <QuoteStatusBadge status={quote.displayStatus} />
          </div>
          <p className="kobo-quotes-head-customer">
            <span className="kobo-ui-sr-only">Customer: </span>
            <Link href={customerPath(quote.customerId)} onFollow={follow}>
              {quote.customerName || 'Unknown Customer'}
            </Link>
          </p>
        </div>
        <div className="kobo-quotes-button-row">
          <Button href={`${quotePath(id)}/edit`} onFollow={follow} iconName="edit">
            Edit
          </Button>
          <ButtonDropdown
            items={items}
            onItemClick={({ detail }) => onItemClick(detail.id as MenuId)}
            loading={clone.isPending}
            ariaLabel="More quote actions"
          >
            More
          </ButtonDropdown>
        </div>
      </div>
      <ConfirmDialog
        visible={confirmingDelete}
        text={`Quote ${quote.quoteNumber} will be deleted with its lines and history.`}
        loading={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => remove.mutate()}
      />
    </Container>
  );
}
