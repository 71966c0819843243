import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLoadState } from '../../../components/record-load-state';

/** What a customer screen shows until its customer has loaded: loading, not found, or the error with a retry. */
export function CustomerLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading customer data..."
      notFoundTitle="Customer not found"
      notFoundText="The customer you are looking for does not exist."
      errorTitle="Failed to load customer data"
      back={{ href: '/dashboard/customers', label: 'Back to Customers' }}
    />
  );
}
