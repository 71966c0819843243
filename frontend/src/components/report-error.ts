/**
 * Records an error the screen deliberately does not show (e.g. the dashboard's
 * recent transactions stay empty on a read error). One place, so a real error
 * reporter can replace the console later.
 */
export function reportError(context: string, error: unknown): void {
  // eslint-disable-next-line no-console -- the browser console is the only log a web page has
  console.error(`[kobo] ${context}`, error);
}
