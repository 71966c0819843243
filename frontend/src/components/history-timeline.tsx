import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import Button from './ui/button';
import FormField from './ui/form-field';
import SpaceBetween from './ui/space-between';
import Textarea from './ui/textarea';
import { formatDateTime } from '../../../shared/dates';
import { errorMessage } from '../api/client';
import { useNotify } from '../app/notifications';
import { COMMENT_MAX_LENGTH } from '../../../shared/constants';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/customer';
import { usePagedList } from './use-paged-list';
import './kobo-ui.css';
import './history-timeline.css';

const entryId = (e: HistoryEntry) => e.entryId;


export interface HistoryTimelineProps {
  /** Where the timeline is cached; it is refreshed under this key after a comment is added. */
  queryKey: QueryKey;
  /** One page of the record's history, newest first. */
  listPage: (cursor: string | undefined) => Promise<HistoryPage>;
  /** Adds a comment (already trimmed and checked) to the record. */
  addComment: (text: string) => Promise<unknown>;
  /** The timeline's accessible name, e.g. 'Customer history'. */
  label: string;
  /** What shows when the record has no entries yet. */
  emptyText: string;
}

/** COMMENTS & HISTORY: the comment box, then the server's timeline, newest first. */
export function HistoryTimeline({ queryKey, listPage, addComment, label, emptyText }: HistoryTimelineProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  // A failed load shows in the timeline (with a retry), not as a toast; another record's entries never stand in.
  const { query, rows: entries } = usePagedList({ queryKey, page: listPage, getId: entryId, keepPrevious: false });

  const mutation = useMutation({
    mutationFn: addComment,
    onSuccess: () => {
      setText('');
      notify('success', 'Comment added');
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => notify('error', 'Failed to add comment', errorMessage(e)),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The comment's schema (zod) loads when a comment is sent: the pages showing the timeline load no zod.
    const { commentInputSchema } = await import('../../../shared/schemas/history');
    const parsed = commentInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    mutation.mutate(parsed.data.text);
  };

  let timeline: React.ReactNode;
  if (query.isPending) timeline = <p className="kobo-ui-empty">Loading history...</p>;
  else if (query.isError)
    timeline = (
      <div className="kobo-ui-empty">
        <p>Failed to load history</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  else if (entries.length === 0) timeline = <p className="kobo-ui-empty">{emptyText}</p>;
  else
    timeline = (
      <ol className="kobo-history-timeline" aria-label={label}>
        {entries.map((e) => (
          <li key={e.entryId} className={`kobo-history-timeline-entry kobo-history-timeline-entry--${e.kind}`}>
            <p className={e.kind === 'comment' ? 'kobo-history-timeline-comment' : 'kobo-history-timeline-text'}>{e.text}</p>
            {e.changedFields && e.changedFields.length > 0 && <p className="kobo-history-timeline-meta">Changed: {e.changedFields.join(', ')}</p>}
            <p className="kobo-history-timeline-meta">
              by {e.author} · <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <SpaceBetween size="l">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SpaceBetween size="s">
          <FormField label="Add a comment" errorText={error} stretch>
            <Textarea
              value={text}
              onChange={({ detail }) => setText(detail.value)}
              rows={3}
              invalid={Boolean(error)}
              placeholder={`Up to ${COMMENT_MAX_LENGTH} characters`}
            />
          </FormField>
          <Button formAction="submit" variant="primary" loading={mutation.isPending}>
            Add Comment
          </Button>
        </SpaceBetween>
      </form>
      {timeline}
      {query.hasNextPage && (
        <div className="kobo-history-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more history">
            Load more
          </Button>
        </div>
      )}
    </SpaceBetween>
  );
}
