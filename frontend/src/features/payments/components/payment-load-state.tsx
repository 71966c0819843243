import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLoadState } from '../../../components/record-load-state';
import { PAYMENTS_PATH } from '../payment-paths';

/** 'Loading payment...', 'Payment not found', or the error with a retry. */
export function PaymentLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading payment..."
      notFoundTitle="Payment not found"
      notFoundText="The payment you are looking for does not exist or has been deleted."
      notFoundStatuses={[404, 400]}
      errorTitle="Failed to load payment"
      back={{ href: PAYMENTS_PATH, label: 'Back to Payments Received' }}
    />
  );
}
