import { useMemo, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { addQuoteComment, listQuoteHistory } from '../../../api/quotes';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { COMMENT_MAX_LENGTH } from '../../../../../shared/constants';
import type { HistoryEntry } from '../../../../../shared/schemas/customer';
import { quoteCommentSchema } from '../../../../../shared/schemas/quote';
import { DATE_TIME, formatQuoteDate } from './quote-list-format';

/**
 * The history lives under ['quote', id], so whatever refreshes the quote (a
 * status change here, a save in the edit form) refreshes its history too.
 */
export const quoteHistoryKey = (quoteId: string) => ['quote', quoteId, 'history'] as const;

/** COMMENTS & HISTORY: the comment box, then the server's timeline, newest first. */
export function QuoteHistory({ quoteId }: { quoteId: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const query = useInfiniteQuery({
    queryKey: quoteHistoryKey(quoteId),
    queryFn: ({ pageParam }) => listQuoteHistory(quoteId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  const entries = useMemo(() => {
    const seen = new Set<string>();
    const rows: HistoryEntry[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const e of page.items) {
        if (seen.has(e.entryId)) continue;
        seen.add(e.entryId);
        rows.push(e);
      }
    }
    return rows;
  }, [query.data]);

  const mutation = useMutation({
    mutationFn: (value: string) => addQuoteComment(quoteId, value),
    onSuccess: () => {
      setText('');
      notify('success', 'Comment added');
      void queryClient.invalidateQueries({ queryKey: quoteHistoryKey(quoteId) });
    },
    onError: (e) => notify('error', 'Failed to add comment', errorMessage(e)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = quoteCommentSchema.safeParse({ text });
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
  else if (entries.length === 0) timeline = <p className="kobo-ui-empty">No comments or history available</p>;
  else
    timeline = (
      <ol className="kobo-quotes-timeline" aria-label="Quote history">
        {entries.map((e) => (
          <li key={e.entryId} className={`kobo-quotes-timeline-entry kobo-quotes-timeline-entry--${e.kind}`}>
            <p className={e.kind === 'comment' ? 'kobo-quotes-timeline-comment' : 'kobo-quotes-timeline-text'}>{e.text}</p>
            {e.changedFields && e.changedFields.length > 0 && <p className="kobo-quotes-timeline-meta">Changed: {e.changedFields.join(', ')}</p>}
            <p className="kobo-quotes-timeline-meta">
              by {e.author} · <time dateTime={e.createdAt}>{formatQuoteDate(e.createdAt, DATE_TIME)}</time>
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <SpaceBetween size="l">
      <form onSubmit={submit} noValidate>
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
        <div className="kobo-quotes-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more history">
            Load more
          </Button>
        </div>
      )}
    </SpaceBetween>
  );
}
