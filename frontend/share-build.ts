import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(__dirname);
const SOURCE = path.join(root, 'src/share');
const TEMPLATE = path.join(SOURCE, 'share.html');
/** The page's styles, in this order: the page itself, then the printed document. */
const STYLES = [path.join(SOURCE, 'share.css'), path.join(SOURCE, 'sheet.css')];

/**
 * The public document page (/share/<token> -> share.html, src/share/): built on
 * its own, apart from the app, because a customer opening a link on a phone
 * should not download React, Cloudscape and Amplify to read an invoice. One small
 * script (an ES module, hashed, cached for a year under /assets) and the page's
 * CSS written inline into share.html beside its shell (header and "Loading…"),
 * which paints as soon as the HTML arrives. No inline script: the
 * Content-Security-Policy's script-src needs no change.
 */
export function shareBuildOptions(outDir: string, minify = true): esbuild.BuildOptions {
  return {
    entryPoints: { share: path.join(SOURCE, 'main.ts') },
    outdir: path.join(outDir, 'assets'),
    bundle: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    minify,
    sourcemap: minify ? false : 'inline',
    metafile: true,
    entryNames: '[name]-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [sharePage(outDir, minify)],
  };
}

function sharePage(outDir: string, minify: boolean): esbuild.Plugin {
  return {
    name: 'share-page',
    setup(build) {
      // The template and the stylesheets are read when the page is written, not imported: watch them too.
      build.onLoad({ filter: /src[\\/]share[\\/]main\.ts$/ }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8'),
        loader: 'ts',
        watchFiles: [TEMPLATE, ...STYLES],
      }));
      build.onEnd(async (result) => {
        if (!result.metafile || result.errors.length) return;
        const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('src/share/main.ts'));
        if (!entry) return;
        const src = '/' + path.relative(outDir, path.resolve(entry[0])).split(path.sep).join('/');
        const source = STYLES.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
        const css = (await esbuild.transform(source, { loader: 'css', minify })).code.trim();
        const html = fs
          .readFileSync(TEMPLATE, 'utf8')
          .replace('<!--styles-->', `<style>${css}</style>`)
          .replace('<!--scripts-->', `<script type="module" src="${src}"></script>`);
        fs.mkdirSync(outDir, { recursive: true });
        fs.writeFileSync(path.join(outDir, 'share.html'), minify ? html.replace(/>\s+</g, '><').trim() : html);
      });
    },
  };
}
