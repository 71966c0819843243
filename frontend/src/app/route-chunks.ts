/**
 * Which lazily loaded modules a path's first page needs, and a way to request
 * their files before they are imported. Kept free of React so the entry script
 * can ask for them before the app itself is loaded (see main.tsx).
 */

/** The source module behind each route loader in router.tsx, as the build's route-chunk manifest names it. */
export const ROUTE_SOURCES = {
  landing: 'features/landing/landing-page.tsx',
  auth: 'features/auth/auth-page.tsx',
  onboarding: 'features/onboarding/onboarding-page.tsx',
  shell: 'features/shell/app-shell.tsx',
  notFound: 'features/not-found/not-found-page.tsx',
  dashboard: 'features/dashboard/routes.tsx',
  customers: 'features/customers/routes.tsx',
  items: 'features/items/routes.tsx',
  quotes: 'features/quotes/routes.tsx',
  settings: 'features/settings/routes.tsx',
  records: 'features/records/routes.tsx',
} as const;

export type RouteModule = keyof typeof ROUTE_SOURCES;

/** The feature module behind a /dashboard path. */
function dashboardFeature(pathname: string): RouteModule {
  if (pathname === '/dashboard' || pathname === '/dashboard/') return 'dashboard';
  for (const feature of ['customers', 'items', 'quotes', 'settings'] as const) {
    if (pathname === `/dashboard/${feature}` || pathname.startsWith(`/dashboard/${feature}/`)) return feature;
  }
  return 'records';
}

/** The route modules the page at `pathname` renders first. */
export function firstPageModules(pathname: string): RouteModule[] {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'landing') return ['landing'];
  if (first === 'auth') return ['auth'];
  if (first === 'onboarding') return ['onboarding'];
  if (first === 'dashboard') return ['shell', dashboardFeature(pathname)];
  return ['notFound'];
}

/**
 * Asks for every file a route module needs at once (modulepreload: fetched and
 * compiled, not run), from the manifest the build writes into the page, instead
 * of one import level at a time.
 */
export function modulePreload(name: RouteModule): void {
  const manifest = document.getElementById('kobo-route-chunks')?.textContent;
  if (!manifest) return;
  const files = (JSON.parse(manifest) as Record<string, string[]>)[ROUTE_SOURCES[name]] ?? [];
  for (const href of files) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
