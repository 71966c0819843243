/**
 * A built web app in small, and how long a browser may keep each of its files: the
 * infra test reads the Cache-Control the cloud's deployments write for these files,
 * the gateway test the one the local gateway sends, and both hold them to this one
 * table, so the laptop cannot pass what the cloud would do differently.
 */
export const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Each file of the built app (its key in the web bucket), its content, and its Cache-Control. */
export const BUILT_WEB: Record<string, { body: string; cacheControl: string }> = {
  'index.html': { body: '<!doctype html><title>Kobo</title>', cacheControl: REVALIDATE },
  'auth.html': { body: '<!doctype html><title>Sign in</title>', cacheControl: REVALIDATE },
  'dashboard.html': { body: '<!doctype html><title>Dashboard</title>', cacheControl: REVALIDATE },
  'share.html': { body: '<!doctype html><title>Document</title>', cacheControl: REVALIDATE },
  // A page a later build writes: revalidated like the others without anyone listing it.
  'customers.html': { body: '<!doctype html><title>Customers</title>', cacheControl: REVALIDATE },
  'favicon.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', cacheControl: REVALIDATE },
  'landing.html': { body: '<!doctype html><title>Kobo</title>', cacheControl: REVALIDATE },
  'assets/main-ABCD2345.js': { body: 'console.log(1);', cacheControl: YEAR_IMMUTABLE },
  'assets/chunk-EFGH6789.js': { body: 'export const a = 1;', cacheControl: YEAR_IMMUTABLE },
  'assets/main-ABCD2345.css': { body: 'body{margin:0}', cacheControl: YEAR_IMMUTABLE },
  'assets/share-JKLM2345.js': { body: 'console.log(2);', cacheControl: YEAR_IMMUTABLE },
  'assets/font-0123456789ab.woff2': { body: 'wOF2', cacheControl: YEAR_IMMUTABLE },
};

/** The runtime config (/config.json), written by CDK in the cloud and served by the gateway locally. */
export const RUNTIME_CONFIG_CACHE_CONTROL = REVALIDATE;
