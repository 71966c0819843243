import { addComment, listHistory } from '../../../api/customers';
import { HistoryTimeline } from '../../../components/history-timeline';

/** COMMENTS & HISTORY: the comment box, then the server's timeline, newest first. */
export function HistoryTab({ customerId }: { customerId: string }) {
  return (
    <HistoryTimeline
      queryKey={['customer-history', customerId]}
      listPage={(cursor) => listHistory(customerId, cursor)}
      addComment={(text) => addComment(customerId, { text })}
      label="Customer history"
      emptyText="No comments or history available"
    />
  );
}
