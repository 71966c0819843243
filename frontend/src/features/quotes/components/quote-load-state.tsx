import { RecordLoadState, type RecordLoadStateProps } from '../../../components/record-load-state';
import { QUOTES_PATH } from './quote-list-format';

/** What a quote screen shows until its quote has loaded: 'Loading quote...', 'Quote not found', or the error with a retry. */
export function QuoteLoadState(props: Pick<RecordLoadStateProps, 'query' | 'notFoundText' | 'notFoundStatuses' | 'className' | 'textClassName'>) {
  return (
    <RecordLoadState
      loadingText="Loading quote..."
      notFoundTitle="Quote not found"
      errorTitle="Failed to load quote details"
      back={{ href: QUOTES_PATH, label: 'Back to Quotes' }}
      {...props}
    />
  );
}
