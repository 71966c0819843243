import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLoadState } from '../../../components/record-load-state';
import { EXPENSES_PATH } from '../expense-values';

/** What an expense screen shows until its expense has loaded: loading, not found, or the error with a retry. */
export function ExpenseLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading expense..."
      notFoundTitle="Expense not found"
      notFoundText="The expense you are looking for does not exist or has been deleted."
      notFoundStatuses={[404, 400]}
      errorTitle="Failed to load expense"
      back={{ href: EXPENSES_PATH, label: 'Back to Expenses' }}
    />
  );
}
