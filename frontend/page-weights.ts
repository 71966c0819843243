/**
 * What each page of the manifest costs on a first visit, read off a finished build
 * (the route-chunk manifest the build writes into index.html): the JavaScript the page
 * loads before it is the app's page (the entry, the app's start and the page's own
 * modules, with everything they import), compressed, against its budget in
 * page-budgets.ts; and whether the build prerendered it (a file of its own with the
 * page in it, which paints before any JavaScript runs). test/unit/page-budgets.test.ts
 * holds every page to both; `npm run bench` measures the whole transfer in a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstPageModules } from './src/app/features';
import { chunksOf } from './src/app/route-chunks';
import { PAGE_FILES } from './src/prerendered';
import { pageJsBudgetKb, PUBLIC_PAGE_KB } from './page-budgets';

export interface PageWeight {
  pattern: string;
  /** The file that answers it. */
  file: string;
  /** Whether that file has the page in it: not an empty #root, nor a shell whose <main> shows nothing. */
  prerendered: boolean;
  /** First-visit JavaScript, KB after gzip. */
  jsKb: number;
  budgetKb: number;
  /** The JavaScript files of that first visit, as index.html names them (/assets/...). */
  files: string[];
}

export function pageWeights(outDir: string): PageWeight[] {
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const chunks = index.match(/id="kobo-route-chunks">(.*?)<\/script>/s)![1]!;
  const base = [index.match(/<script type="module" src="([^"]+)"/)![1]!, ...[...index.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)];
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length);
    return gz.get(file)!;
  };
  return PAGE_FILES.filter((p) => p.kind === 'app').map(({ pattern, file }) => {
    const files = new Set([...base, ...firstPageModules(pattern.replace(/:\w+/g, '_')).flatMap((m) => chunksOf(chunks, m.source))]);
    const html = fs.existsSync(path.join(outDir, file)) ? fs.readFileSync(path.join(outDir, file), 'utf8') : '';
    const root = html.match(/<div id="root"[^>]*>([\s\S]*?)<\/div><script>/)?.[1] ?? '';
    // Inside the app shell the page itself is the <main>: it must show something (its heading,
    // its loading words), not only the shell around an empty box or a spinner.
    const main = root.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1];
    const shows = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() !== '';
    const jsKb = [...files].reduce((t, f) => t + size(f), 0) / 1024;
    return {
      pattern,
      file,
      prerendered: main !== undefined ? shows(main) : root.includes('<form') || root.includes('<h1'),
      jsKb: Math.round(jsKb * 10) / 10,
      budgetKb: pageJsBudgetKb(pattern),
      files: [...files],
    };
  });
}

export interface PublicPageWeight {
  file: string;
  /** The patterns it answers (/ and /landing are one page). */
  patterns: string[];
  /** HTML, scripts and icon, KB after gzip. */
  totalKb: number;
  budgetKb: number;
  /** The scripts it loads (its own, never the app's). */
  scripts: string[];
}

/** The public pages' whole first visit, read off a finished build. */
export function publicPageWeights(outDir: string): PublicPageWeight[] {
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length;
  const files = [...new Set(PAGE_FILES.filter((p) => p.kind === 'public').map((p) => p.file))];
  return files.map((file) => {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]!);
    const bytes = gz(file) + [...scripts, ...icons].reduce((t, f) => t + gz(f), 0);
    return {
      file,
      patterns: PAGE_FILES.filter((p) => p.file === file).map((p) => p.pattern),
      totalKb: Math.round((bytes / 1024) * 10) / 10,
      budgetKb: PUBLIC_PAGE_KB,
      scripts,
    };
  });
}
