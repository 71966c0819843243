import { addQuoteComment, listQuoteHistory } from '../../../api/quotes';
import { HistoryTimeline } from '../../../components/history-timeline';

/**
 * The history lives under ['quote', id], so whatever refreshes the quote (a
 * status change here, a save in the edit form) refreshes its history too.
 */
export const quoteHistoryKey = (quoteId: string) => ['quote', quoteId, 'history'] as const;

/** COMMENTS & HISTORY: the comment box, then the server's timeline, newest first. */
export function QuoteHistory({ quoteId }: { quoteId: string }) {
  return (
    <HistoryTimeline
      queryKey={quoteHistoryKey(quoteId)}
      listPage={(cursor) => listQuoteHistory(quoteId, cursor)}
      addComment={(text) => addQuoteComment(quoteId, text)}
      label="Quote history"
      emptyText="No comments or history available"
    />
  );
}
