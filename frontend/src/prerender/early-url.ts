/**
 * The URL a prerendered page asks early for one of its declared GETs (FeaturePage.gets in
 * app/features.ts), on a page whose route params are `params` (':id' → its value) and whose
 * URL's query is `search` ('' or '?a=b'):
 * - ':name' segments take the page's params;
 * - a trailing '?*' stands for the page's own query, as the pages whose URL parameters are
 *   their API's send it (a report's period, the dashboard's year);
 * - a GET with a fixed query is asked only on a page whose URL has none (null: not asked).
 * Shared by the inline script (early.ts), which imports nothing heavy, and the tests.
 */
export function earlyUrl(get: string, params: Record<string, string>, search: string): string | null {
  const carries = get.endsWith('?*');
  const path = carries ? get.slice(0, -2) : get;
  if (!carries && path.includes('?') && search) return null;
  return path.replace(/:\w+/g, (name) => params[name] ?? name) + (carries ? search : '');
}
