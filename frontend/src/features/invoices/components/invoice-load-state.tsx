import { RecordLoadState, type RecordLoadStateProps } from '../../../components/record-load-state';
import { INVOICES_PATH } from '../invoice-kind';

/** What an invoice screen shows until its invoice has loaded: 'Loading invoice...', 'Invoice not found', or the error with a retry. */
export function InvoiceLoadState(props: Pick<RecordLoadStateProps, 'query' | 'notFoundText' | 'notFoundStatuses' | 'className' | 'textClassName'>) {
  return (
    <RecordLoadState
      loadingText="Loading invoice..."
      notFoundTitle="Invoice not found"
      errorTitle="Failed to load invoice details"
      back={{ href: INVOICES_PATH, label: 'Back to Invoices' }}
      {...props}
    />
  );
}
