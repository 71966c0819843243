/**
 * The front end's one manifest, as shared/routes.ts is the back end's: every page
 * and every /dashboard feature with its path, its module (and how to load it), its
 * navigation entry and its mobile add button. The router (router.tsx), the first
 * page's chunk requests (route-chunks.ts, main.tsx) and the navigation
 * (features/shell/nav-items.ts) all read it, so a feature is added here once.
 * Kept free of React at run time: the entry script imports it.
 */
import type { ComponentType } from 'react';
import type { KoboIconName } from '../components/kobo-icon';
import type { Action } from '../../../shared/permissions';

export interface RouteModuleDef {
  /** The source module, as the build's route-chunk manifest names it (relative to frontend/src). */
  source: string;
  /** Loads the module and gives the component the route renders. */
  load: () => Promise<ComponentType>;
}

export interface DashboardFeature extends RouteModuleDef {
  /** Under /dashboard: '' is the dashboard itself, '*' any path no feature owns (a 404 in the shell). */
  path: string;
  /** Its entry in the side navigation (in this order); `bottomBar`: also in the phone's bottom bar. */
  nav?: { label: string; icon: KoboIconName; bottomBar?: boolean };
  /** The phone's floating add button on the feature's list (only once its form exists). */
  add?: { to: string; label: string; needs: Action };
}

/** The top-level pages outside the app shell. */
export const PAGES = {
  landing: { source: 'features/landing/landing-page.tsx', load: () => import('../features/landing/landing-page').then((m) => m.default) },
  auth: { source: 'features/auth/auth-page.tsx', load: () => import('../features/auth/auth-page').then((m) => m.default) },
  onboarding: { source: 'features/onboarding/onboarding-page.tsx', load: () => import('../features/onboarding/onboarding-page').then((m) => m.default) },
  shell: { source: 'features/shell/app-shell.tsx', load: () => import('../features/shell/app-shell').then((m) => m.default) },
  join: { source: 'features/join/join-page.tsx', load: () => import('../features/join/join-page').then((m) => m.default) },
  notFound: { source: 'features/not-found/not-found-page.tsx', load: () => import('../features/not-found/not-found-page').then((m) => m.default) },
} satisfies Record<string, RouteModuleDef>;

export type PageName = keyof typeof PAGES;

const records = (list: string) => ({
  source: 'features/records/routes.tsx',
  load: () => import('../features/records/routes').then((m) => m.recordListPage(list)),
});

/** The features inside the app shell, in the side navigation's order. */
export const DASHBOARD_FEATURES: readonly DashboardFeature[] = [
  {
    path: '',
    source: 'features/dashboard/routes.tsx',
    load: () => import('../features/dashboard/routes').then((m) => m.DashboardHome),
    nav: { label: 'Home', icon: 'home', bottomBar: true },
  },
  {
    path: 'customers',
    source: 'features/customers/routes.tsx',
    load: () => import('../features/customers/routes').then((m) => m.CustomerRoutes),
    nav: { label: 'Customers', icon: 'customers' },
    add: { to: '/dashboard/customers/new', label: 'New customer', needs: 'createCustomer' },
  },
  {
    path: 'items',
    source: 'features/items/routes.tsx',
    load: () => import('../features/items/routes').then((m) => m.ItemRoutes),
    nav: { label: 'Items', icon: 'items' },
    add: { to: '/dashboard/items/new', label: 'New item', needs: 'createItem' },
  },
  {
    path: 'quotes',
    source: 'features/quotes/routes.tsx',
    load: () => import('../features/quotes/routes').then((m) => m.QuoteRoutes),
    nav: { label: 'Quotes', icon: 'quotes' },
    add: { to: '/dashboard/quotes/new', label: 'New quote', needs: 'createQuote' },
  },
  {
    path: 'invoices',
    source: 'features/invoices/routes.tsx',
    load: () => import('../features/invoices/routes').then((m) => m.InvoiceRoutes),
    nav: { label: 'Invoices', icon: 'invoices', bottomBar: true },
    add: { to: '/dashboard/invoices/new', label: 'New invoice', needs: 'createInvoice' },
  },
  {
    path: 'sales-receipts',
    source: 'features/sales-receipts/routes.tsx',
    load: () => import('../features/sales-receipts/routes').then((m) => m.SalesReceiptRoutes),
    nav: { label: 'Sales Receipts', icon: 'receipts' },
    add: { to: '/dashboard/sales-receipts/new', label: 'New sales receipt', needs: 'createSalesReceipt' },
  },
  {
    path: 'payments',
    source: 'features/payments/routes.tsx',
    load: () => import('../features/payments/routes').then((m) => m.PaymentRoutes),
    nav: { label: 'Payments Received', icon: 'payments' },
    add: { to: '/dashboard/payments/new', label: 'Record payment', needs: 'recordPayment' },
  },
  { path: 'expenses', ...records('expenses'), nav: { label: 'Expenses', icon: 'expenses', bottomBar: true } },
  { path: 'time-tracking', ...records('time-tracking'), nav: { label: 'Time Tracking', icon: 'time' } },
  { path: 'reports', ...records('reports'), nav: { label: 'Reports', icon: 'reports' } },
  {
    path: 'settings',
    source: 'features/settings/routes.tsx',
    load: () => import('../features/settings/routes').then((m) => m.SettingsRoutes),
    nav: { label: 'Settings', icon: 'settings' },
  },
  {
    path: '*',
    source: 'features/records/routes.tsx',
    load: () => import('../features/records/routes').then((m) => m.DashboardNotFound),
  },
];

/** The URL of a dashboard feature. */
export const featureUrl = (feature: Pick<DashboardFeature, 'path'>) => (feature.path ? `/dashboard/${feature.path}` : '/dashboard');

/** The feature that owns a /dashboard path (the '*' entry when none does). */
export function dashboardFeature(pathname: string): DashboardFeature {
  const path = pathname.replace(/\/+$/, '');
  const owner = DASHBOARD_FEATURES.find((f) => f.path !== '*' && (path === featureUrl(f) || (f.path !== '' && path.startsWith(`${featureUrl(f)}/`))));
  return owner ?? DASHBOARD_FEATURES.find((f) => f.path === '*')!;
}

/** The route modules the page at `pathname` renders first. */
export function firstPageModules(pathname: string): RouteModuleDef[] {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'landing') return [PAGES.landing];
  if (first === 'auth') return [PAGES.auth];
  if (first === 'onboarding') return [PAGES.onboarding];
  if (first === 'join') return [PAGES.join];
  if (first === 'dashboard') return [PAGES.shell, dashboardFeature(pathname)];
  return [PAGES.notFound];
}
