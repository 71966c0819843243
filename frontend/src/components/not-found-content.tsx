import { useLocation } from 'react-router-dom';
import './not-found-content.css';

/** The app's 404 texts, shown inside the dashboard shell for a path no screen answers. */
export function NotFoundContent() {
  const { pathname } = useLocation();
  return (
    <section className="kobo-missing" aria-labelledby="kobo-missing-title">
      <p className="kobo-missing-code">404</p>
      <h1 id="kobo-missing-title" className="kobo-missing-title">
        Oops! Page not found
      </h1>
      <p className="kobo-missing-path">
        We couldn&apos;t find <code>{pathname}</code>. It may have moved, or the link may be wrong.
      </p>
      {/* The home page is a page of its own, not the app's: a plain link loads it once. */}
      <a className="kobo-missing-link" href="/">
        Return to Home
      </a>
    </section>
  );
}
