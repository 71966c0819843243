import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import Modal from '../../../components/ui/modal';
import { changeQuoteStatus } from '../../../api/quotes';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import type { Quote, QuoteStatus, StatusChange } from '../../../../../shared/schemas/quote';
import { formatDay } from '../../../components/format-date';
import { QuoteStatusBadge } from './quote-status';

type Target = StatusChange['status'];

interface StatusAction {
  /** The button on the Quote Status card. */
  button: string;
  /** The confirmation dialog's title; lower-cased it names the action in 'Failed to {action}'. */
  title: string;
  question: (number: string) => string;
  confirm: string;
  /** The success toast (the same words as the history entry the server writes). */
  done: string;
}

const ACTIONS: Record<Target, StatusAction> = {
  sent: {
    button: 'Mark as Sent',
    title: 'Send Quote',
    question: (n) => `Mark quote ${n} as sent to the customer?`,
    confirm: 'Yes, Mark as Sent',
    done: 'Quote marked as sent',
  },
  accepted: {
    button: 'Mark as Accepted',
    title: 'Accept Quote',
    question: (n) => `Mark quote ${n} as accepted by the customer?`,
    confirm: 'Yes, Accept',
    done: 'Quote marked as accepted',
  },
  declined: {
    button: 'Mark as Declined',
    title: 'Decline Quote',
    question: (n) => `Mark quote ${n} as declined by the customer?`,
    confirm: 'Yes, Decline',
    done: 'Quote marked as declined',
  },
  draft: {
    button: 'Revert to Draft',
    title: 'Revert Quote to Draft',
    question: (n) => `Revert quote ${n} to a draft?`,
    confirm: 'Yes, Revert',
    done: 'Quote reverted to draft',
  },
};

/**
 * The changes the server's state machine allows from each stored status: any
 * (but invoiced) -> sent; sent -> accepted, declined or draft; accepted and
 * declined -> draft. The order is the order of the buttons.
 */
export const NEXT_STATUSES: Record<QuoteStatus, readonly Target[]> = {
  draft: ['sent'],
  sent: ['accepted', 'declined', 'draft'],
  accepted: ['draft', 'sent'],
  declined: ['draft', 'sent'],
  invoiced: [],
};

/** Status changes behind their confirmation dialogs: `request` opens one, `dialog` renders it. */
export function useQuoteStatusChange(quote: Quote) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The target stays set while the dialog closes, so its words do not vanish mid-animation.
  const [target, setTarget] = useState<Target>('sent');
  const [open, setOpen] = useState(false);
  const id = quote.quoteId;

  const mutation = useMutation({
    mutationFn: (status: Target) => changeQuoteStatus(id, status),
    onSuccess: (next, status) => {
      setOpen(false);
      queryClient.setQueryData(['quote', id], next);
      notify('success', ACTIONS[status].done);
    },
    onError: (error, status) => {
      setOpen(false);
      const action = ACTIONS[status].title.toLowerCase();
      if (error instanceof ApiRequestError) notify('error', `Failed to ${action}`, errorMessage(error));
      else notify('error', 'An error occurred', errorMessage(error));
    },
    // Either way the list, the history (under ['quote', id]), the customer's transactions and the dashboard may have moved.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['quote', id] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      void queryClient.invalidateQueries({ queryKey: ['customer-transactions', quote.customerId] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });

  const action = ACTIONS[target];
  const dialog = (
    <Modal
      visible={open}
      onDismiss={() => !mutation.isPending && setOpen(false)}
      header={action.title}
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => setOpen(false)} disabled={mutation.isPending}>
              No, Cancel
            </Button>
            <Button variant="primary" onClick={() => mutation.mutate(target)} loading={mutation.isPending}>
              {action.confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {action.question(quote.quoteNumber)}
    </Modal>
  );
  const request = (next: Target) => {
    setTarget(next);
    setOpen(true);
  };
  return { request, dialog };
}

/** Where the quote stands and the status changes open to it. */
export function QuoteStatusCard({ quote, onRequest }: { quote: Quote; onRequest: (target: Target) => void }) {
  const next = NEXT_STATUSES[quote.status];
  const expired = quote.displayStatus === 'expired';
  return (
    <section aria-labelledby="quote-status-title">
      <Container
        header={
          <Header variant="h2">
            <span id="quote-status-title">Quote Status</span>
          </Header>
        }
      >
        <SpaceBetween size="m">
          <div className="kobo-quotes-status-now">
            <span>This quote is</span> <QuoteStatusBadge status={quote.displayStatus} />
          </div>
          {expired && quote.expiryDate && (
            <p className="kobo-quotes-muted">
              It expired on {formatDay(quote.expiryDate)} and is still {quote.status === 'sent' ? 'marked as sent' : 'a draft'}.
            </p>
          )}
          {next.length > 0 ? (
            <div className="kobo-quotes-button-row">
              {next.map((t, i) => (
                <Button key={t} variant={i === 0 ? 'primary' : 'normal'} onClick={() => onRequest(t)}>
                  {ACTIONS[t].button}
                </Button>
              ))}
            </div>
          ) : (
            <p className="kobo-quotes-muted">An invoiced quote keeps its status.</p>
          )}
        </SpaceBetween>
      </Container>
    </section>
  );
}
