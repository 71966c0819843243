import crypto from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The one script the web app runs inline: the prerendered pages' early-input
 * script (src/prerender/early.ts). The build writes this text into each
 * prerendered page, and the Content-Security-Policy (infra/lib/security-headers.ts)
 * allows exactly this text by its SHA-256, so script-src needs no 'unsafe-inline'.
 * The same esbuild turns the same source into the same text on every machine.
 */
let compiled: string | undefined;

export function earlyScript(): string {
  compiled ??= buildSync({
    entryPoints: [path.join(__dirname, 'src/prerender/early.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: ['es2020', 'chrome100', 'safari15'],
    legalComments: 'none',
  }).outputFiles[0]!.text.trim();
  return compiled;
}

/** CSP source expressions ('sha256-…') for every inline script the app runs. */
export function inlineScriptHashes(): string[] {
  return [`'sha256-${crypto.createHash('sha256').update(earlyScript(), 'utf8').digest('base64')}'`];
}
