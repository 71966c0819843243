import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useRouterFollow } from '../../../components/use-router-follow';
import { QUOTES_PATH } from './quote-list-format';

function BackToQuotes() {
  const follow = useRouterFollow();
  return (
    <Button href={QUOTES_PATH} onFollow={follow}>
      Back to Quotes
    </Button>
  );
}

/** What the quote page shows until its quote has loaded: loading, not found (also another company's id), or the error with a retry. */
export function QuoteDetailLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const notify = useNotify();
  // A malformed id (400) cannot name a quote either.
  const notFound = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (query.isError && !notFound) notify('error', 'Failed to load quote details', errorMessage(query.error));
  }, [query.isError, query.error, notFound, notify]);

  if (notFound) {
    return (
      <div className="kobo-ui-page">
        <Header variant="h1">Quote not found</Header>
        <p className="kobo-quotes-muted">The quote you are looking for does not exist or has been deleted.</p>
        <div>
          <BackToQuotes />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="kobo-ui-page">
        <Header variant="h1">Failed to load quote details</Header>
        <p className="kobo-quotes-muted">{errorMessage(query.error)}</p>
        <div className="kobo-quotes-button-row">
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
