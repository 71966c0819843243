import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useRouterFollow } from '../../../components/use-router-follow';
import '../../../components/kobo-ui.css';

function BackToItems() {
  const follow = useRouterFollow();
  return (
    <Button href="/dashboard/items" onFollow={follow}>
      Back to Items
    </Button>
  );
}

/** What an item screen shows until its item has loaded: loading, not found, or the error with a retry. */
export function ItemLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const notify = useNotify();
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (query.isError && !notFound) notify('error', 'Failed to load item', errorMessage(query.error));
  }, [query.isError, query.error, notFound, notify]);

  if (notFound) {
    return (
      <div className="kobo-ui-page kobo-item-missing">
        <Header variant="h1">Item not found</Header>
        <p>The item you are looking for does not exist.</p>
        <div>
          <BackToItems />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="kobo-ui-page kobo-item-missing">
        <Header variant="h1">Failed to load item</Header>
        <p>{errorMessage(query.error)}</p>
        <div className="kobo-button-row">
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
          <BackToItems />
        </div>
      </div>
    );
  }
  return <p className="kobo-ui-empty">Loading item...</p>;
}
