/**
 * The app paths answered by a page of their own rather than the SPA's index.html:
 * CloudFront's viewer-request function (infra/lib/constructs/web.ts) and the local
 * gateway (scripts/local/gateway.ts) both read these tables, so the cloud and the
 * laptop route alike; any other path without a file extension gets index.html.
 *
 * PRERENDERED: the app pages the web build prerenders (frontend/build.ts,
 * src/prerender/pages.tsx), each written to `<name>.html` and answering its exact
 * path, with or without a trailing slash.
 */
export const PRERENDERED = { auth: '/auth', dashboard: '/dashboard' } as const;

export type PrerenderedPage = keyof typeof PRERENDERED;

/**
 * Pages that answer every path of one more segment under a prefix, with or without
 * a trailing slash: `/share/<token>` -> share.html, the public document page
 * (src/share/, built on its own by frontend/share-build.ts).
 */
export const PREFIXED = { share: '/share/' } as const;

export type PrefixedPage = keyof typeof PREFIXED;

/** The file (`/auth.html`, `/share.html`) that answers an app path, if there is one. */
export function prerenderedFile(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const page = (Object.keys(PRERENDERED) as PrerenderedPage[]).find((name) => PRERENDERED[name] === trimmed);
  if (page) return `/${page}.html`;
  const prefixed = (Object.keys(PREFIXED) as PrefixedPage[]).find((name) => {
    const prefix = PREFIXED[name];
    return trimmed.startsWith(prefix) && trimmed.length > prefix.length && !trimmed.includes('/', prefix.length);
  });
  return prefixed && `/${prefixed}.html`;
}
