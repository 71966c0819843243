import { useLocation } from 'react-router-dom';
import { KoboLogo } from '../landing/kobo-logo';
import './not-found.css';

/** Any unknown path: 404, the path that was asked for, and a way home. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="kobo-nf">
      <div className="kobo-nf-logo">
        <KoboLogo />
      </div>
      <p className="kobo-nf-code">404</p>
      <h1 className="kobo-nf-title">Oops! Page not found</h1>
      <p className="kobo-nf-text">
        We couldn&apos;t find <code className="kobo-nf-path">{pathname}</code>. It may have moved, or the link may be wrong.
      </p>
      {/* The home page is a page of its own, not the app's: a plain link loads it once (the router's would load the app's '/' first). */}
      <a href="/" className="kobo-nf-home">
        Return to Home
      </a>
    </main>
  );
}
