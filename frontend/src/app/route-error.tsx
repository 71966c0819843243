import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's error screen, as the spec names it. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return (
    <main className="kobo-center-page">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <a href="/">Return to Home</a>
    </main>
  );
}
