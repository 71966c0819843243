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

/** Lets the browser paint and take input before the next piece of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the files run back to back before the browser gets a turn (a slow phone's milliseconds). */
const SLICE_MS = 8;

/**
 * Runs the files the modules of `sources` need one at a time, each file's own imports
 * before it (the build lists a module's files in that order), with a task between them
 * once they have run for SLICE_MS. Importing a route module runs every file it needs that
 * has not run yet in one task: on a slow phone, for a page built of Cloudscape's
 * components, one long task the page cannot answer a tap in. Run this way, the module's
 * own import then finds them all run. Files the app's start has already run (React, the
 * router) cost nothing and are not waited between. A file that fails to load is left to
 * that import, which reports it.
 */
export async function runInSlices(sources: string[]): Promise<void> {
  const manifest = document.getElementById('kobo-route-chunks')?.textContent;
  if (!manifest) return;
  const files = [...new Set(sources.flatMap((source) => chunksOf(manifest, source)))];
  let sliceStart = performance.now();
  for (const href of files) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await nextTask();
    sliceStart = performance.now();
  }
}
