/**
 * The app paths the web build prerenders (frontend/build.ts, src/prerender/pages.tsx):
 * each is written to `<name>.html`. CloudFront's viewer-request function
 * (infra/lib/constructs/web.ts) and the local gateway (scripts/local/gateway.ts)
 * answer these paths, with or without a trailing slash, with that file; any
 * other path without a file extension gets index.html.
 */
export const PRERENDERED = { auth: '/auth', dashboard: '/dashboard' } as const;

export type PrerenderedPage = keyof typeof PRERENDERED;

/** The prerendered file (`/auth.html`) that answers an app path, if there is one. */
export function prerenderedFile(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const page = (Object.keys(PRERENDERED) as PrerenderedPage[]).find((name) => PRERENDERED[name] === trimmed);
  return page && `/${page}.html`;
}
