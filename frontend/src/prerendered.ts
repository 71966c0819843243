/**
 * The app paths answered by a page of their own rather than the SPA's index.html:
 * CloudFront's viewer-request function (infra/lib/constructs/web.ts) and the local
 * gateway (scripts/local/gateway.ts) both read this table, so the cloud and the
 * laptop route alike; any other path without a file extension gets index.html.
 *
 * Every page of the front end's manifest (app/features.ts) is prerendered by the
 * web build (frontend/build.ts, src/prerender/pages.tsx) into a file of its own,
 * which paints before the app's JavaScript arrives: sign-in, onboarding, the
 * invitation page and every dashboard page. The public document page
 * (/share/<token>, src/share/) is built on its own by frontend/share-build.ts, the home
 * and pricing pages (src/public/) by frontend/public-build.ts.
 * A pattern's ':name' stands for any one path segment; a trailing slash is ignored.
 */
import { bySpecificity, DASHBOARD_PAGES, matchesPattern } from './app/features';

export interface PageFile {
  /** The URL pattern the file answers. */
  pattern: string;
  /** The file (`/auth.html`, `/dashboard.customers.id.html`). */
  file: string;
  /**
   * 'app': prerendered from the app's own pages; 'share': the public document page;
   * 'public': the home and pricing pages (src/public/, built by frontend/public-build.ts), without the app.
   */
  kind: 'app' | 'share' | 'public';
}

/** The file name a pattern's page is written to: /dashboard/customers/:id -> /dashboard.customers.id.html. */
export const fileOf = (pattern: string) => `/${pattern.slice(1).replace(/:/g, '').replace(/\//g, '.')}.html`;

const appPatterns = ['/auth', '/onboarding', '/join/:token', ...DASHBOARD_PAGES.map((p) => p.pattern)];

/** Every page of its own, the most specific pattern first (/customers/new before /customers/:id). */
export const PAGE_FILES: readonly PageFile[] = [
  ...appPatterns.map((pattern) => ({ pattern, file: fileOf(pattern), kind: 'app' as const })),
  { pattern: '/share/:token', file: '/share.html', kind: 'share' as const },
  // The home page for visitors (the spec's /landing too); a signed-in user's / opens the app at /start.
  { pattern: '/', file: '/landing.html', kind: 'public' as const },
  { pattern: '/landing', file: '/landing.html', kind: 'public' as const },
  { pattern: '/pricing', file: '/pricing.html', kind: 'public' as const },
].sort((a, b) => bySpecificity(a.pattern, b.pattern));

/** The pages search engines are given (sitemap.xml): the public ones, each once. */
export const SITEMAP_PATHS = ['/', '/pricing'] as const;

/** sitemap.xml for the site at `origin` (https://host): the server writes it for the host it is asked on. */
export const sitemapXml = (origin: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${SITEMAP_PATHS.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>\n`;

/** robots.txt for the site at `origin`: the app's pages are not for search engines; the sitemap is named. */
export const robotsTxt = (origin: string) => `User-agent: *\nDisallow: /dashboard\nDisallow: /auth\nDisallow: /onboarding\nDisallow: /join/\nDisallow: /share/\nDisallow: /start\nSitemap: ${origin}/sitemap.xml\n`;

/** The file (`/auth.html`, `/share.html`) that answers an app path, if there is one. */
export function prerenderedFile(pathname: string): string | undefined {
  return PAGE_FILES.find((p) => matchesPattern(p.pattern, pathname))?.file;
}
