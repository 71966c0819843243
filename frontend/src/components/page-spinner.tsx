/**
 * Full-page loading state (session check, lazy routes). It draws Cloudscape's
 * large spinner with plain CSS (styles.css) rather than the Spinner component,
 * which would put Cloudscape's runtime and its 180 KB theme into the entry chunk.
 */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="kobo-page-spinner" role="progressbar" aria-label={label}>
      <span className="kobo-spinner">
        <span className="kobo-spinner-half kobo-spinner-half--left" />
        <span className="kobo-spinner-half kobo-spinner-half--right" />
      </span>
    </div>
  );
}
