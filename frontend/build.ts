import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import * as esbuild from 'esbuild';
import { PurgeCSS } from 'purgecss';
import { PAGE_FILES } from './src/prerendered';
import { earlyGets, firstPageModules, pageGroup } from './src/app/features';
import type { RouteChunks } from './src/app/route-chunks';
import { earlyScript } from './inline-scripts';
import { COLLAPSED_CLASS } from './src/features/shell/rail-state';
import { shareBuildOptions } from './share-build';
import { publicBuildOptions } from './public-build';
import { unhashedAssets } from '../infra/lib/cache-control';

const root = path.resolve(__dirname);

export interface WebBuildOptions {
  outDir: string;
  minify?: boolean;
  watch?: boolean;
  onRebuild?: (errors: number) => void;
}

function options(o: WebBuildOptions): esbuild.BuildOptions {
  return {
    entryPoints: { main: path.join(root, 'src/main.tsx') },
    outdir: path.join(o.outDir, 'assets'),
    publicPath: '/assets',
    external: ['/assets/*'],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome120', 'safari16', 'firefox120'],
    minify: o.minify ?? true,
    sourcemap: o.minify === false ? 'inline' : false,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.woff': 'file', '.woff2': 'file', '.png': 'file', '.svg': 'file' },
    define: { 'process.env.NODE_ENV': JSON.stringify(o.minify === false ? 'development' : 'production') },
    legalComments: 'none',
    // V8's explicit compile hint (Chrome 136+; a comment elsewhere): compile every function
    // of a file while the file streams in, off the main thread, rather than each on its first
    // call, on the main thread. Most of what a page's files hold runs as the page starts:
    // React DOM alone took 90 ms of lazy compiling in one task of Lighthouse's trace, and
    // the module evaluations of a page use about half the main-thread time with the hint.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    logLevel: 'silent',
    jsx: 'automatic',
    plugins: [globalFonts(), componentStyles(), indexHtml(o.outDir)],
  };
}

/** Stylesheets that stay real CSS files linked from index.html (the first paint needs them). */
const PAGE_CSS = /(@cloudscape-design[\\/]global-styles[\\/]index\.css|frontend[\\/]src[\\/]styles\.css)$/;

/**
 * Every other stylesheet (each Cloudscape component's, each feature's) becomes
 * part of the JS module that imports it and is added to the page once, when that
 * module first runs. A lazily loaded route so brings exactly the styles it needs,
 * and styles shared by several routes are shipped once instead of being copied
 * into every route's CSS file (which esbuild's CSS splitting does).
 */
function componentStyles(): esbuild.Plugin {
  const cache = new Map<string, { mtime: number; css: string }>();
  return {
    name: 'component-styles',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (PAGE_CSS.test(args.path)) return undefined;
        const mtime = fs.statSync(args.path).mtimeMs;
        let hit = cache.get(args.path);
        if (!hit || hit.mtime !== mtime) {
          const out = await esbuild.transform(fs.readFileSync(args.path, 'utf8'), { loader: 'css', minify: true });
          hit = { mtime, css: out.code };
          cache.set(args.path, hit);
        }
        const id = JSON.stringify(path.relative(root, args.path));
        return {
          loader: 'js',
          contents: `import { addStyle } from ${JSON.stringify(path.join(root, 'src/app/add-style.ts'))};\naddStyle(${id}, ${JSON.stringify(hit.css)});`,
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/**
 * Cloudscape's global stylesheet embeds eight Open Sans faces as base64 (180 KB
 * that would block the first paint). The app ships none of them: text is set in
 * the rest of Cloudscape's own font stack (Helvetica Neue, Roboto, Arial,
 * sans-serif: Roboto on Android, Helvetica Neue on Apple devices), so no page
 * downloads a font, no text is laid out twice when a face arrives, and a first
 * visit over mobile data looks the same as the tenth (docs/decisions/0011).
 */
function globalFonts(): esbuild.Plugin {
  return {
    name: 'global-fonts',
    setup(build) {
      build.onLoad({ filter: /global-styles[\\/]index\.css$/ }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8').replace(/@font-face\s*\{[^}]*\}/g, ''),
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** Writes index.html pointing at the hashed entry files, and copies frontend/public. */
function indexHtml(outDir: string): esbuild.Plugin {
  return {
    name: 'index-html',
    setup(build) {
      build.onEnd((result) => {
        if (!result.metafile || result.errors.length) return;
        const outputs = Object.entries(result.metafile.outputs);
        const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('src/main.tsx'));
        if (!entry) return;
        const rel = (f: string) => '/' + path.relative(outDir, path.resolve(f)).split(path.sep).join('/');
        const cssFile = entry[1].cssBundle ? rel(entry[1].cssBundle) : undefined;
        const css = cssFile ? `<link rel="stylesheet" href="${cssFile}">` : '';
        const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
        // For each lazily loaded module, every file it needs, so a route's chunks can be
        // requested together (see preloadRoute) instead of one import level at a time.
        const byFile = new Map(outputs);
        // A file's imports come before it (runInSlices runs them in this order).
        const closure = (file: string, seen = new Set<string>(), order = new Set<string>()): Set<string> => {
          if (seen.has(file)) return order;
          seen.add(file);
          for (const i of byFile.get(file)?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen, order);
          order.add(file);
          return order;
        };
        // Fetched in parallel with the entry rather than after it is parsed: the entry's static
        // imports and the app it starts once the page is painted (app/start.tsx, see main.tsx).
        const start = outputs.find(([, o]) => o.entryPoint?.endsWith('src/app/start.tsx'));
        const preloadFiles = new Set([...closure(entry[0]), ...(start ? closure(start[0]) : [])]);
        preloadFiles.delete(entry[0]);
        const preloadHrefs = [...preloadFiles].filter((f) => f.endsWith('.js')).map(rel);
        const preloads = preloadHrefs.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('');
        const routeChunks: RouteChunks = { files: [], modules: {} };
        const fileIndex = (f: string) => {
          const name = /^\/assets\/(.+)\.js$/.exec(rel(f))?.[1];
          if (!name) throw new Error(`A route's file outside /assets: ${rel(f)}`);
          const i = routeChunks.files.indexOf(name);
          return i >= 0 ? i : routeChunks.files.push(name) - 1;
        };
        for (const [file, out] of outputs) {
          if (!out.entryPoint || file === entry[0] || file === start?.[0] || !file.endsWith('.js')) continue;
          routeChunks.modules[out.entryPoint.replace(/^.*frontend\/src\//, '')] = [...closure(file)].map(fileIndex);
        }
        const manifest = `<script type="application/json" id="kobo-route-chunks">${JSON.stringify(routeChunks)}</script>`;
        const html = template
          .replace('<!--styles-->', css + preloads + manifest)
          .replace('<!--scripts-->', `<script type="module" src="${rel(entry[0])}" fetchpriority="low"></script>`);
        fs.mkdirSync(outDir, { recursive: true });
        fs.writeFileSync(path.join(outDir, 'index.html'), html);
        fs.cpSync(path.join(root, 'public'), outDir, { recursive: true });
        // The stylesheets (as componentStyles names them) each page's files carry: the entry,
        // the app's start, and the page's own modules (for a dashboard page, the shell's too).
        const stylesOf = (files: Iterable<string>) => {
          const ids = new Set<string>();
          for (const f of files)
            for (const input of Object.keys(byFile.get(f)?.inputs ?? {})) if (input.endsWith('.css')) ids.add(path.relative(root, path.resolve(input)));
          return ids;
        };
        const always = new Set([...preloadFiles, entry[0]]);
        const sourceFile = (source: string) => outputs.find(([, o]) => o.entryPoint?.endsWith(`frontend/src/${source}`))?.[0];
        const pageStyles = (sources: string[]) => stylesOf([...always, ...sources.flatMap((s) => [...closure(sourceFile(s) ?? '')])]);
        // A prerendered page names every file its first visit needs, its own chunks too, for its
        // early script to preload (prerenderPages); index.html's links are for the pages that are not.
        const firstVisitFiles = (sources: string[]) => [
          ...preloadHrefs,
          ...[...new Set(sources.flatMap((s) => [...closure(sourceFile(s) ?? '')]))].filter((f) => f.endsWith('.js') && !preloadFiles.has(f)).map(rel),
        ];
        return prerenderPages(outDir, html.replace(preloads, ''), cssFile, pageStyles, firstVisitFiles);
      });
    },
  };
}

/**
 * Writes each prerendered page (every app page of PAGE_FILES: auth.html,
 * dashboard.html, dashboard.customers.id.html...): index.html with the page already
 * rendered in it and every style it uses inline (the page's components' and the
 * global stylesheet, which index.html links), so it paints as soon as the HTML
 * arrives, before any JavaScript runs. The server answers each page's URLs with it
 * (CloudFront's viewer-request function, the local gateway: src/prerendered.ts).
 */
async function prerenderPages(
  outDir: string,
  indexHtml: string,
  pageCss: string | undefined,
  pageStyles: (sources: string[]) => Set<string>,
  firstVisitFiles: (sources: string[]) => string[],
): Promise<void> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'src/prerender/pages.tsx')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'empty', '.woff2': 'empty', '.png': 'empty', '.svg': 'empty' },
    plugins: [componentStyles()],
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-prerender-')), 'prerender.cjs');
  fs.writeFileSync(file, result.outputFiles[0]!.contents);
  // The global stylesheet goes inline too: one request fewer before the first paint.
  const linked = pageCss ? `<link rel="stylesheet" href="${pageCss}">` : undefined;
  const globalCss = pageCss ? `<style>${fs.readFileSync(path.join(outDir, pageCss), 'utf8').trim()}</style>` : '';
  try {
    // One copy of the bundle renders every page; each page takes the styles its own modules add.
    const { renderPage } = require(file) as typeof import('./src/prerender/pages');
    for (const page of PAGE_FILES.filter((p) => p.kind === 'app')) {
      const rendered = await renderPage(page.pattern);
      const sources = firstPageModules(page.pattern.replace(/:\w+/g, '_')).map((m) => m.source);
      const wanted = pageStyles(sources);
      rendered.styles = rendered.styles.filter(([id]) => wanted.has(id));
      const head = linked ? indexHtml.replace(linked, globalCss) : indexHtml;
      // The early-input script runs right after the page's markup: from then on, what the user
      // types, ticks or presses before the app arrives is kept (src/prerender/early.ts).
      // Until that script has run, a form the browser sends itself goes as POST, never GET, so
      // what was typed (a password too) cannot end up in a URL or the history.
      const markup = rendered.html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');
      const styles = (await trimStyles(markup, rendered.styles))
        .map(([id, css, trimmed]) => `<style data-src="${id}"${trimmed ? ' data-trimmed' : ''}>${css}</style>`)
        .join('');
      // The API answers the page will ask for first are asked for by that same script, with the
      // stored token, while the app downloads (FeaturePage.gets in app/features.ts).
      const gets = earlyGets(page.pattern);
      const group = pageGroup(page.pattern);
      const data = (gets.length ? ` data-pattern="${page.pattern}" data-gets="${gets.join(' ').replace(/&/g, '&amp;')}"` : '') + (group ? ` data-group="${group}"` : '');
      // The files the first visit needs are named on the root, not as <link>s in the head: the
      // early script asks for them a few at a time, in tasks of their own (thirty links parsed
      // at once were a long task on a slow phone, in the one that paints the page first).
      const files = firstVisitFiles(sources)
        .map((href) => href.replace(/^\/assets\/(.+)\.js$/, '$1'))
        .join(' ');
      const body = `<div id="root"${data} data-preload="${files}">${markup}</div><script>${earlyScript()}</script>`;
      const html = head.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', body);
      fs.writeFileSync(path.join(outDir, page.file), html);
    }
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * A prerendered page's component styles, cut down to the rules its markup uses
 * (PurgeCSS; custom properties, keyframes and font faces kept): Cloudscape's theme
 * and component sheets are about 340 KB on /auth, and parsing them held the first
 * paint and the main thread. The rules of the classes the page's early script adds before
 * the first paint (the collapsed navigation's) are kept too: the markup lacks them. A cut sheet is marked `data-trimmed`; when the app
 * runs, addStyle (src/app/add-style.ts) adds the whole sheet in the background.
 */
async function trimStyles(markup: string, styles: [string, string][]): Promise<[string, string, boolean][]> {
  const purged = await new PurgeCSS().purge({
    content: [{ raw: markup, extension: 'html' }],
    css: styles.map(([, css]) => ({ raw: css })),
    variables: false,
    keyframes: false,
    fontFace: false,
    safelist: [COLLAPSED_CLASS],
  });
  return styles.map(([id, css], i) => {
    const cut = purged[i]?.css ?? css;
    return cut.length < css.length ? [id, cut, true] : [id, css, false];
  });
}

/**
 * Builds the web app once (production) into outDir: the app, and beside it the public
 * document page (share.html, share-build.ts) and the public pages (landing.html and
 * pricing.html, public-build.ts), which share nothing with the app.
 * The metafile merges the builds' outputs.
 */
export async function buildWeb(o: WebBuildOptions): Promise<esbuild.Metafile> {
  fs.rmSync(o.outDir, { recursive: true, force: true });
  const [app, share, pub] = await Promise.all([
    esbuild.build(options(o)),
    esbuild.build(shareBuildOptions(o.outDir, o.minify ?? true)),
    esbuild.build(publicBuildOptions(o.outDir, o.minify ?? true)),
  ]);
  // Every file under assets/ is cached for a year by its name (infra/lib/cache-control.ts).
  const unhashed = unhashedAssets(o.outDir);
  if (unhashed.length) throw new Error(`These files in assets/ have no content hash in their names, so a browser would keep an old copy for a year: ${unhashed.join(', ')}`);
  return { inputs: { ...app.metafile!.inputs, ...share.metafile!.inputs, ...pub.metafile!.inputs }, outputs: { ...app.metafile!.outputs, ...share.metafile!.outputs, ...pub.metafile!.outputs } };
}

/**
 * Builds and rebuilds on every change (npm start): the app and the public page, each
 * watched. Resolves once the first build of both has ended (watch mode makes it; a
 * rebuild() before watch() would build twice), so the app is there to serve when the
 * caller says it is running.
 */
export async function watchWeb(o: WebBuildOptions): Promise<{ dispose(): Promise<void> }> {
  fs.rmSync(o.outDir, { recursive: true, force: true });
  const contexts = await Promise.all(
    [options(o), shareBuildOptions(o.outDir, o.minify ?? true), publicBuildOptions(o.outDir, o.minify ?? true)].map(async (opts) => {
      let firstBuilt = () => {};
      const firstBuild = new Promise<void>((resolve) => (firstBuilt = resolve));
      const report: esbuild.Plugin = {
        name: 'report',
        setup(build) {
          build.onEnd((r) => {
            for (const e of r.errors) process.stderr.write(`web build: ${e.text} (${e.location?.file}:${e.location?.line})\n`);
            o.onRebuild?.(r.errors.length);
            firstBuilt();
          });
        },
      };
      const ctx = await esbuild.context({ ...opts, plugins: [...opts.plugins!, report] });
      await ctx.watch();
      await firstBuild;
      return ctx;
    }),
  );
  return { dispose: async () => void (await Promise.all(contexts.map((ctx) => ctx.dispose()))) };
}

if (require.main === module) {
  const outDir = path.resolve(root, 'dist');
  buildWeb({ outDir })
    .then((meta) => {
      const total = Object.entries(meta.outputs).reduce((s, [, o]) => s + o.bytes, 0);
      process.stdout.write(`web app built in ${path.relative(process.cwd(), outDir)} (${(total / 1024).toFixed(0)} KiB before compression)\n`);
    })
    .catch((e: unknown) => {
      process.stderr.write(String(e) + '\n');
      process.exit(1);
    });
}
