import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useRouterFollow } from '../../../components/use-router-follow';
import '../../../components/kobo-ui.css';
import '../quote-form.css';

function BackToQuotes() {
  const follow = useRouterFollow();
  return (
    <Button href="/dashboard/quotes" onFollow={follow}>
      Back to Quotes
    </Button>
  );
}

/** What Edit Quote shows until its quote has loaded: loading, 'Quote not found', or the error with a retry. */
export function QuoteFormLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const notify = useNotify();
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (query.isError && !notFound) notify('error', 'Failed to load quote details', errorMessage(query.error));
  }, [query.isError, query.error, notFound, notify]);

  if (notFound) {
    return (
      <div className="kobo-ui-page kobo-qf-missing">
        <Header variant="h1">Quote not found</Header>
        <p>The quote you are looking for does not exist.</p>
        <div>
          <BackToQuotes />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="kobo-ui-page kobo-qf-missing">
        <Header variant="h1">Failed to load quote details</Header>
        <p>{errorMessage(query.error)}</p>
        <div className="kobo-qf-button-row">
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
          <BackToQuotes />
        </div>
      </div>
    );
  }
  return <p className="kobo-ui-empty">Loading quote...</p>;
}
