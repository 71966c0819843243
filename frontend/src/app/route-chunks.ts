/**
 * Requests a route module's files before it is imported. Kept free of React so
 * the entry script can ask for the first page's files before the app itself is
 * loaded (see main.tsx); which modules a page needs comes from the feature
 * manifest (features.ts).
 */

/**
 * Asks for every file a route module needs at once (modulepreload: fetched and
 * compiled, not run), from the manifest the build writes into the page, instead
 * of one import level at a time.
 */
export function modulePreload(source: string): void {
  const manifest = document.getElementById('kobo-route-chunks')?.textContent;
  if (!manifest) return;
  const files = (JSON.parse(manifest) as Record<string, string[]>)[source] ?? [];
  for (const href of files) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
