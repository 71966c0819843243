import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(__dirname);
const SOURCE = path.join(root, 'src/public');
const TEMPLATE = path.join(SOURCE, 'public.html');
const STYLES = path.join(SOURCE, 'public.css');

/**
 * The public pages (/ -> landing.html, /pricing -> pricing.html; src/public/): built apart
 * from the app, like the public document page (share-build.ts), because a visitor deciding
 * whether to sign up should not download React, Cloudscape and Amplify to read about Kobo.
 * The markup is written here (src/public/pages.ts, the prices from shared/plans.ts), the CSS
 * inline; one small classic script in the head (hashed, cached for a year under /assets)
 * chooses the signed-in links before the first paint. No inline script: the
 * Content-Security-Policy's script-src needs no change.
 */
export function publicBuildOptions(outDir: string, minify = true): esbuild.BuildOptions {
  return {
    entryPoints: { public: path.join(SOURCE, 'main.ts') },
    outdir: path.join(outDir, 'assets'),
    bundle: true,
    format: 'iife',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    minify,
    sourcemap: false,
    metafile: true,
    entryNames: '[name]-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [publicPages(outDir, minify)],
  };
}

/** The pages' markup, from src/public/pages.ts bundled afresh (so a rebuild of `npm start` takes edits to their words). */
async function renderedPages(): Promise<typeof import('./src/public/pages').PUBLIC_PAGES> {
  const bundle = await esbuild.build({ entryPoints: [path.join(SOURCE, 'pages.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'silent' });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-public-')), 'pages.cjs');
  fs.writeFileSync(file, bundle.outputFiles[0]!.contents);
  try {
    return (require(file) as typeof import('./src/public/pages')).PUBLIC_PAGES;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function publicPages(outDir: string, minify: boolean): esbuild.Plugin {
  return {
    name: 'public-pages',
    setup(build) {
      // The template, the stylesheet and the pages' words are read when the pages are written: watch them too.
      build.onLoad({ filter: /src[\\/]public[\\/]main\.ts$/ }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8'),
        loader: 'ts',
        watchFiles: [TEMPLATE, STYLES, path.join(SOURCE, 'pages.ts'), path.join(SOURCE, 'content.ts')],
      }));
      build.onEnd(async (result) => {
        if (!result.metafile || result.errors.length) return;
        const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('src/public/main.ts'));
        if (!entry) return;
        const src = '/' + path.relative(outDir, path.resolve(entry[0])).split(path.sep).join('/');
        const css = (await esbuild.transform(fs.readFileSync(STYLES, 'utf8'), { loader: 'css', minify })).code.trim();
        const PUBLIC_PAGES = await renderedPages();
        fs.mkdirSync(outDir, { recursive: true });
        for (const page of PUBLIC_PAGES) {
          const html = fs
            .readFileSync(TEMPLATE, 'utf8')
            .replace(/<!--title-->/g, attr(page.title))
            .replace(/<!--description-->/g, attr(page.description))
            .replace('<!--scripts-->', `<script src="${src}"></script>`)
            .replace('<!--styles-->', `<style>${css}</style>`)
            .replace('<!--body-->', page.body);
          fs.writeFileSync(path.join(outDir, page.file), minify ? html.replace(/>\s+</g, '><').trim() : html);
        }
      });
    },
  };
}
