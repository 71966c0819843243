import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLoadState } from '../../../components/record-load-state';

/** What an item screen shows until its item has loaded: loading, not found, or the error with a retry. */
export function ItemLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading item..."
      notFoundTitle="Item not found"
      notFoundText="The item you are looking for does not exist."
      errorTitle="Failed to load item"
      back={{ href: '/dashboard/items', label: 'Back to Items' }}
    />
  );
}
