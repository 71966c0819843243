import fs from 'node:fs';
import path from 'node:path';

/**
 * How long a browser keeps each file of the web app, defined once: the S3 object
 * metadata the deployments write (constructs/web.ts; CloudFront passes it on with
 * S3's ETag and Last-Modified) and the local gateway (scripts/local/gateway.ts) both
 * read it, so a returning visit goes the same way on the laptop as in the cloud.
 *
 * - Everything under /assets/ carries a content hash in its name (the build refuses a
 *   file there without one, see unhashedAssets): kept for a year and never asked for
 *   again. A new build writes new names.
 * - Everything else (index.html, auth.html, dashboard.html, share.html, any page a
 *   build adds, favicon.svg, the runtime config /config.json): kept but
 *   revalidated on every use, so a deploy shows at once and an unchanged file costs a
 *   304 with headers only. (sitemap.xml and robots.txt are no files: CloudFront's viewer-request
 *   function writes them for the host asked, kept an hour.)
 */
export const ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The runtime config's key: CDK writes it, the app preloads it (index.html) before Amplify.configure. */
export const RUNTIME_CONFIG_KEY = 'config.json';

/** A name the build gives by content: esbuild's `-[hash]` (8 characters) or the fonts' 12 hex digits. */
const HASHED_NAME = /-[A-Za-z0-9]{8,}\.[A-Za-z0-9]+$/;

/** The Cache-Control of a web bucket key (`index.html`, `assets/main-ABCD1234.js`). */
export function cacheControlFor(key: string): string {
  return key.startsWith(`${ASSETS_DIR}/`) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/** Files under a built app's assets/ whose names carry no content hash: each would be cached for a year under a name a rebuild reuses. */
export function unhashedAssets(outDir: string): string[] {
  const dir = path.join(outDir, ASSETS_DIR);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !HASHED_NAME.test(entry.name))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
