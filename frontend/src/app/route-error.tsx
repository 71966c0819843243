import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** A chunk of an older build that is gone after a new deploy (the tab still runs the old entry). */
const STALE_BUILD = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED_AT = 'kobo.reloadedForUpdate';

/** The router's error screen, as the spec names it. After a deploy, a missing chunk reloads the page once instead. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  const stale = STALE_BUILD.test(detail);
  useEffect(() => {
    if (!stale) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    // At most once a minute, so a chunk that is really missing cannot loop.
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
    }
  }, [stale]);
  return (
    <main className="kobo-center-page">
      <h1>Unexpected Application Error!</h1>
      <p>{stale ? 'A new version of Kobo is available. Reload the page to continue.' : detail}</p>
      <a href="/">Return to Home</a>
    </main>
  );
}
