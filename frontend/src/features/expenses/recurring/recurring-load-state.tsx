import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLoadState } from '../../../components/record-load-state';
import { RECURRING_PATH } from './recurring-values';

/** What a recurring expense's screen shows until it has loaded: loading, not found, or the error with a retry. */
export function RecurringLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading recurring expense..."
      notFoundTitle="Recurring expense not found"
      notFoundText="The recurring expense you are looking for does not exist or has been deleted."
      notFoundStatuses={[404, 400]}
      errorTitle="Failed to load recurring expense"
      back={{ href: RECURRING_PATH, label: 'Back to Recurring Expenses' }}
    />
  );
}
