/**
 * Requests a route module's files before it is imported. Kept free of React so
 * the entry script can ask for the first page's files before the app itself is
 * loaded (see main.tsx); which modules a page needs comes from the feature
 * manifest (features.ts).
 */

/**
 * The build's map of every lazily loaded module to the files it needs, written into
 * the page as `<script type="application/json" id="kobo-route-chunks">`. Compact, since
 * every page carries it: each file once (`files`, as /assets/<name>.js), and for each
 * module the indexes of its files.
 */
export interface RouteChunks {
  files: string[];
  modules: Record<string, number[]>;
}

/** The files (/assets/...) a module needs, from the map's text. */
export function chunksOf(manifest: string, source: string): string[] {
  const { files, modules } = JSON.parse(manifest) as RouteChunks;
  return (modules[source] ?? []).map((i) => `/assets/${files[i]!}.js`);
}

/**
 * Asks for every file a route module needs at once (modulepreload: fetched and
 * compiled, not run), from the manifest the build writes into the page, instead
 * of one import level at a time.
 */
export function modulePreload(source: string): void {
  const manifest = document.getElementById('kobo-route-chunks')?.textContent;
  if (!manifest) return;
  for (const href of chunksOf(manifest, source)) if (!document.querySelector(`link[href="${href}"]`)) addModulePreload(href);
}

/** Adds a module preload for `href` (/assets/...): fetched and compiled, not run. `low`: after what the page needs now. */
export function addModulePreload(href: string, priority?: 'low'): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  if (priority) link.setAttribute('fetchpriority', priority);
  document.head.appendChild(link);
}
