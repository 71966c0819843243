import Spinner from '@cloudscape-design/components/spinner';

/** Full-page loading state (session check, lazy routes). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="kobo-page-spinner" role="progressbar" aria-label={label}>
      <Spinner size="large" />
    </div>
  );
}
