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
import type { SUPER_ADMIN_GROUP } from '../../../shared/admin';

export interface RouteModuleDef {
  /** The source module, as the build's route-chunk manifest names it (relative to frontend/src). */
  source: string;
  /** Loads the module and gives the component the route renders. */
  load: () => Promise<ComponentType>;
}

/** One page of a dashboard feature: a chunk of its own, prerendered (see pagePatterns). */
export interface FeaturePage extends RouteModuleDef {
  /** Its path under the feature: '' the feature's own page, then 'new', ':id', ':id/edit' (':name' is one segment). */
  path: string;
  /**
   * The API GETs the page makes as it opens, besides /api/me (every dashboard page's): the
   * prerendered page's inline script asks for them before the app has arrived
   * (prerender/early.ts), and the app takes those answers. Written as the app asks: '/api'
   * and the path, ':name' from the page's own URL, a query exactly as the app sends it
   * (one with a query is asked only when the page's URL has none), or '?*' for the page's
   * own query where the page sends its URL's parameters to the API as they are
   * (prerender/early-url.ts). A URL here that the page does not ask for fails
   * test/e2e/held-scripts.spec.ts.
   */
  gets?: readonly string[];
}

export interface DashboardFeature {
  /** Under /dashboard: '' is the dashboard itself, '*' any path no feature owns (a 404 in the shell). */
  path: string;
  /** Its pages, each a chunk of its own: a list does not download its feature's forms. */
  pages: readonly FeaturePage[];
  /** Its entry in the side navigation (in this order); `bottomBar`: also in the phone's bottom bar. */
  nav?: { label: string; icon: KoboIconName; bottomBar?: boolean };
  /** The phone's floating add button on the feature's list (only once its form exists). */
  add?: { to: string; label: string; needs: Action };
  /**
   * The Cognito group its pages are for (the super-admin area): the prerendered page asks its
   * API early only for a stored token whose `cognito:groups` names it (prerender/early.ts).
   */
  group?: typeof SUPER_ADMIN_GROUP;
}

/** The top-level pages outside the app shell. */
export const PAGES = {
  auth: { source: 'features/auth/auth-page.tsx', load: () => import('../features/auth/auth-page').then((m) => m.default) },
  onboarding: { source: 'features/onboarding/onboarding-page.tsx', load: () => import('../features/onboarding/onboarding-page').then((m) => m.default) },
  shell: { source: 'features/shell/app-shell.tsx', load: () => import('../features/shell/app-shell').then((m) => m.default) },
  join: { source: 'features/join/join-page.tsx', load: () => import('../features/join/join-page').then((m) => m.default) },
  notFound: { source: 'features/not-found/not-found-page.tsx', load: () => import('../features/not-found/not-found-page').then((m) => m.default) },
} satisfies Record<string, RouteModuleDef>;

export type PageName = keyof typeof PAGES;

/** A page module: `source` is the file the build's chunk manifest names, `load` imports it and picks the page. */
const page = (path: string, source: string, load: () => Promise<ComponentType>, gets?: readonly string[]): FeaturePage => ({ path, source, load, ...(gets ? { gets } : {}) });

/** The features inside the app shell, in the side navigation's order. */
export const DASHBOARD_FEATURES: readonly DashboardFeature[] = [
  {
    path: '',
    pages: [page('', 'features/dashboard/routes.tsx', () => import('../features/dashboard/routes').then((m) => m.DashboardHome), ['/api/dashboard?*'])],
    nav: { label: 'Home', icon: 'home', bottomBar: true },
  },
  {
    path: 'customers',
    pages: [
      page('', 'features/customers/pages/customer-list.tsx', () => import('../features/customers/pages/customer-list').then((m) => m.CustomerListPage), ['/api/customers?status=all']),
      page('new', 'features/customers/pages/new-customer.tsx', () => import('../features/customers/pages/new-customer').then((m) => m.NewCustomerPage), ['/api/settings/taxes']),
      page('new/address', 'features/customers/pages/customer-address.tsx', () => import('../features/customers/pages/customer-address').then((m) => m.NewCustomerAddressPage)),
      page('new/contact', 'features/customers/pages/new-contact-person.tsx', () => import('../features/customers/pages/new-contact-person').then((m) => m.NewCustomerContactPage)),
      page('import', 'features/customers/pages/import-customers.tsx', () => import('../features/customers/pages/import-customers').then((m) => m.default)),
      page(':id', 'features/customers/pages/customer-detail.tsx', () => import('../features/customers/pages/customer-detail').then((m) => m.CustomerDetailPage), ['/api/customers/:id', '/api/settings/taxes']),
      page(':id/edit', 'features/customers/pages/edit-customer.tsx', () => import('../features/customers/pages/edit-customer').then((m) => m.EditCustomerPage), ['/api/customers/:id', '/api/settings/taxes']),
      page(':id/address', 'features/customers/pages/customer-address.tsx', () => import('../features/customers/pages/customer-address').then((m) => m.CustomerAddressPage), ['/api/customers/:id']),
      page(':id/contact-person/new', 'features/customers/pages/new-contact-person.tsx', () => import('../features/customers/pages/new-contact-person').then((m) => m.NewContactPersonPage), ['/api/customers/:id']),
    ],
    nav: { label: 'Customers', icon: 'customers' },
    add: { to: '/dashboard/customers/new', label: 'New customer', needs: 'createCustomer' },
  },
  {
    path: 'items',
    pages: [
      page('', 'features/items/pages/item-list.tsx', () => import('../features/items/pages/item-list').then((m) => m.ItemListPage), ['/api/items?status=active']),
      page('new', 'features/items/pages/new-item.tsx', () => import('../features/items/pages/new-item').then((m) => m.NewItemPage), ['/api/settings/taxes']),
      page('import', 'features/items/pages/import-items.tsx', () => import('../features/items/pages/import-items').then((m) => m.default)),
      page(':id', 'features/items/pages/item-detail.tsx', () => import('../features/items/pages/item-detail').then((m) => m.ItemDetailPage), ['/api/items/:id', '/api/settings/taxes']),
      page(':id/edit', 'features/items/pages/edit-item.tsx', () => import('../features/items/pages/edit-item').then((m) => m.EditItemPage), ['/api/items/:id', '/api/settings/taxes']),
    ],
    nav: { label: 'Items', icon: 'items' },
    add: { to: '/dashboard/items/new', label: 'New item', needs: 'createItem' },
  },
  {
    path: 'quotes',
    pages: [
      page('', 'features/quotes/pages/quote-list.tsx', () => import('../features/quotes/pages/quote-list').then((m) => m.QuoteListPage), ['/api/quotes?status=draft']),
      page('new', 'features/quotes/pages/new-quote.tsx', () => import('../features/quotes/pages/new-quote').then((m) => m.NewQuotePage), ['/api/settings/preferences', '/api/quotes/next-number']),
      page('add-line-item', 'features/quotes/pages/add-line-item.tsx', () => import('../features/quotes/pages/add-line-item').then((m) => m.QuoteAddLineItemPage), ['/api/settings/taxes']),
      page(':id', 'features/quotes/pages/quote-detail.tsx', () => import('../features/quotes/pages/quote-detail').then((m) => m.QuoteDetailPage), ['/api/quotes/:id']),
      page(':id/edit', 'features/quotes/pages/edit-quote.tsx', () => import('../features/quotes/pages/edit-quote').then((m) => m.EditQuotePage), ['/api/quotes/:id']),
    ],
    nav: { label: 'Quotes', icon: 'quotes' },
    add: { to: '/dashboard/quotes/new', label: 'New quote', needs: 'createQuote' },
  },
  {
    path: 'invoices',
    pages: [
      page('', 'features/invoices/pages/invoice-list.tsx', () => import('../features/invoices/pages/invoice-list').then((m) => m.InvoiceListPage), ['/api/invoices?tab=unpaid', '/api/salespeople?limit=100']),
      page('new', 'features/invoices/pages/new-invoice.tsx', () => import('../features/invoices/pages/new-invoice').then((m) => m.NewInvoicePage), ['/api/settings/preferences', '/api/invoices/next-number', '/api/salespeople?limit=100']),
      page('add-line-item', 'features/invoices/pages/add-line-item.tsx', () => import('../features/invoices/pages/add-line-item').then((m) => m.InvoiceAddLineItemPage), ['/api/settings/taxes']),
      page(':id', 'features/invoices/pages/invoice-detail.tsx', () => import('../features/invoices/pages/invoice-detail').then((m) => m.InvoiceDetailPage), ['/api/invoices/:id']),
      page(':id/edit', 'features/invoices/pages/edit-invoice.tsx', () => import('../features/invoices/pages/edit-invoice').then((m) => m.EditInvoicePage), ['/api/invoices/:id']),
    ],
    nav: { label: 'Invoices', icon: 'invoices', bottomBar: true },
    add: { to: '/dashboard/invoices/new', label: 'New invoice', needs: 'createInvoice' },
  },
  {
    path: 'sales-receipts',
    pages: [
      page('', 'features/sales-receipts/pages/sales-receipt-list.tsx', () => import('../features/sales-receipts/pages/sales-receipt-list').then((m) => m.SalesReceiptListPage), ['/api/sales-receipts']),
      page('new', 'features/sales-receipts/pages/new-sales-receipt.tsx', () => import('../features/sales-receipts/pages/new-sales-receipt').then((m) => m.NewSalesReceiptPage), ['/api/settings/preferences', '/api/sales-receipts/next-number']),
      page('add-line-item', 'features/sales-receipts/pages/add-line-item.tsx', () => import('../features/sales-receipts/pages/add-line-item').then((m) => m.SalesReceiptAddLineItemPage), ['/api/settings/taxes']),
      page(':id', 'features/sales-receipts/pages/sales-receipt-detail.tsx', () => import('../features/sales-receipts/pages/sales-receipt-detail').then((m) => m.SalesReceiptDetailPage), ['/api/sales-receipts/:id']),
    ],
    nav: { label: 'Sales Receipts', icon: 'receipts' },
    add: { to: '/dashboard/sales-receipts/new', label: 'New sales receipt', needs: 'createSalesReceipt' },
  },
  {
    path: 'payments',
    pages: [
      page('', 'features/payments/pages/payment-list.tsx', () => import('../features/payments/pages/payment-list').then((m) => m.PaymentListPage), ['/api/payments']),
      page('new', 'features/payments/pages/new-payment.tsx', () => import('../features/payments/pages/new-payment').then((m) => m.NewPaymentPage), ['/api/settings/taxes', '/api/payments/next-number']),
      page(':id', 'features/payments/pages/payment-detail.tsx', () => import('../features/payments/pages/payment-detail').then((m) => m.PaymentDetailPage), ['/api/payments/:id']),
      page(':id/edit', 'features/payments/pages/edit-payment.tsx', () => import('../features/payments/pages/edit-payment').then((m) => m.EditPaymentPage), ['/api/payments/:id']),
    ],
    nav: { label: 'Payments Received', icon: 'payments' },
    add: { to: '/dashboard/payments/new', label: 'Record payment', needs: 'recordPayment' },
  },
  {
    path: 'expenses',
    pages: [
      page('', 'features/expenses/pages/expense-list.tsx', () => import('../features/expenses/pages/expense-list').then((m) => m.ExpenseListPage), ['/api/expenses?tab=all']),
      page('new', 'features/expenses/pages/new-expense.tsx', () => import('../features/expenses/pages/new-expense').then((m) => m.NewExpensePage), ['/api/expense-categories']),
      page('import', 'features/expenses/pages/import-expenses.tsx', () => import('../features/expenses/pages/import-expenses').then((m) => m.default)),
      page(':id', 'features/expenses/pages/expense-detail.tsx', () => import('../features/expenses/pages/expense-detail').then((m) => m.ExpenseDetailPage), ['/api/expenses/:id']),
      page(':id/edit', 'features/expenses/pages/edit-expense.tsx', () => import('../features/expenses/pages/edit-expense').then((m) => m.EditExpensePage), ['/api/expenses/:id', '/api/expense-categories']),
    ],
    nav: { label: 'Expenses', icon: 'expenses', bottomBar: true },
    add: { to: '/dashboard/expenses/new', label: 'New expense', needs: 'createExpense' },
  },
  {
    // Recurring expenses: a feature of its own (the expense list links to it, no navigation entry) so that its ':id' is not an expense's.
    path: 'expenses/recurring',
    pages: [
      page('', 'features/expenses/recurring/recurring-list.tsx', () => import('../features/expenses/recurring/recurring-list').then((m) => m.RecurringListPage), ['/api/recurring-expenses']),
      page('new', 'features/expenses/recurring/new-recurring.tsx', () => import('../features/expenses/recurring/new-recurring').then((m) => m.NewRecurringPage)),
      page(':id', 'features/expenses/recurring/recurring-detail.tsx', () => import('../features/expenses/recurring/recurring-detail').then((m) => m.RecurringDetailPage), ['/api/recurring-expenses/:id', '/api/recurring-expenses/:id/expenses']),
      page(':id/edit', 'features/expenses/recurring/edit-recurring.tsx', () => import('../features/expenses/recurring/edit-recurring').then((m) => m.EditRecurringPage), ['/api/recurring-expenses/:id']),
    ],
    add: { to: '/dashboard/expenses/recurring/new', label: 'New recurring expense', needs: 'createRecurringExpense' },
  },
  {
    path: 'time-tracking',
    pages: [
      page('', 'features/time-tracking/pages/time-week.tsx', () => import('../features/time-tracking/pages/time-week').then((m) => m.TimeWeekPage), ['/api/timer', '/api/time-entries/week']),
      page('new', 'features/time-tracking/pages/new-time-entry.tsx', () => import('../features/time-tracking/pages/new-time-entry').then((m) => m.NewTimeEntryPage), ['/api/projects?status=active&limit=100']),
      page(':id/edit', 'features/time-tracking/pages/edit-time-entry.tsx', () => import('../features/time-tracking/pages/edit-time-entry').then((m) => m.EditTimeEntryPage), ['/api/time-entries/:id', '/api/projects?status=active&limit=100']),
    ],
    nav: { label: 'Time Tracking', icon: 'time' },
    add: { to: '/dashboard/time-tracking/new', label: 'Log time', needs: 'createTimeEntry' },
  },
  {
    // Time tracking's projects and their tasks: a feature of its own (no navigation entry: the
    // week view links to it) so that its ':id' (a project) is not a time entry's.
    path: 'time-tracking/projects',
    pages: [
      page('', 'features/time-tracking/pages/project-list.tsx', () => import('../features/time-tracking/pages/project-list').then((m) => m.ProjectListPage), ['/api/projects?status=active']),
      page('new', 'features/time-tracking/pages/new-project.tsx', () => import('../features/time-tracking/pages/new-project').then((m) => m.NewProjectPage)),
      page(':id', 'features/time-tracking/pages/project-detail.tsx', () => import('../features/time-tracking/pages/project-detail').then((m) => m.ProjectDetailPage), ['/api/projects/:id']),
      page(':id/edit', 'features/time-tracking/pages/edit-project.tsx', () => import('../features/time-tracking/pages/edit-project').then((m) => m.EditProjectPage), ['/api/projects/:id']),
    ],
    add: { to: '/dashboard/time-tracking/projects/new', label: 'New project', needs: 'createProject' },
  },
  {
    // One page for every report of the catalogue (shared/reports/catalog.ts): ':id' is the report's slug.
    path: 'reports',
    pages: [
      page('', 'features/reports/pages/report-list.tsx', () => import('../features/reports/pages/report-list').then((m) => m.ReportListPage)),
      page(':id', 'features/reports/pages/report-page.tsx', () => import('../features/reports/pages/report-page').then((m) => m.ReportPage), ['/api/reports/:id?*']),
    ],
    nav: { label: 'Reports', icon: 'reports' },
  },
  {
    path: 'settings',
    pages: [
      page('', 'features/settings/pages/settings-menu.tsx', () => import('../features/settings/pages/settings-menu').then((m) => m.SettingsMenuPage)),
      page('profile', 'features/settings/pages/profile.tsx', () => import('../features/settings/pages/profile').then((m) => m.ProfilePage)),
      page('organization', 'features/settings/pages/organization.tsx', () => import('../features/settings/pages/organization').then((m) => m.OrganizationPage), ['/api/settings/organization']),
      page('preferences', 'features/settings/pages/preferences.tsx', () => import('../features/settings/pages/preferences').then((m) => m.PreferencesPage), ['/api/settings/preferences']),
      page('pdf-template', 'features/settings/pages/pdf-template.tsx', () => import('../features/settings/pages/pdf-template').then((m) => m.PdfTemplatePage), ['/api/settings/pdf-template']),
      page('taxes', 'features/settings/pages/taxes.tsx', () => import('../features/settings/pages/taxes').then((m) => m.TaxesPage), ['/api/settings/taxes']),
      page('expense-categories', 'features/settings/pages/expense-categories.tsx', () => import('../features/settings/pages/expense-categories').then((m) => m.ExpenseCategoriesPage), ['/api/expense-categories']),
      page('team', 'features/team/team-page.tsx', () => import('../features/team/team-page').then((m) => m.TeamPage), ['/api/team']),
      page('subscription', 'features/settings/pages/subscription.tsx', () => import('../features/settings/pages/subscription').then((m) => m.SubscriptionPage), ['/api/settings/subscription']),
      page('payment-gateways', 'features/settings/pages/payment-gateways.tsx', () => import('../features/settings/pages/payment-gateways').then((m) => m.PaymentGatewaysPage), ['/api/settings/payment-gateways']),
      page('opening-screen', 'features/settings/pages/personal.tsx', () => import('../features/settings/pages/personal').then((m) => m.OpeningScreenPage)),
      page('image-resolution', 'features/settings/pages/personal.tsx', () => import('../features/settings/pages/personal').then((m) => m.ImageResolutionPage)),
      page('security', 'features/settings/pages/security.tsx', () => import('../features/settings/pages/security').then((m) => m.SecurityPage)),
      page('data', 'features/settings/pages/company-data.tsx', () => import('../features/settings/pages/company-data').then((m) => m.CompanyDataPage), ['/api/settings/data/exports']),
    ],
    nav: { label: 'Settings', icon: 'settings' },
  },
  {
    // The super-admin area (also at /admin-dashboard): super admins only, reached from the Settings menu, no navigation entry.
    path: 'admin-dashboard',
    group: 'super_admin',
    pages: [
      page('', 'features/admin/admin-dashboard.tsx', () => import('../features/admin/admin-dashboard').then((m) => m.AdminDashboardPage), ['/api/admin/companies']),
      page('companies/:id', 'features/admin/admin-company.tsx', () => import('../features/admin/admin-company').then((m) => m.AdminCompanyPage), ['/api/admin/companies/:id']),
      page('users/:id', 'features/admin/admin-user.tsx', () => import('../features/admin/admin-user').then((m) => m.AdminUserPage), ['/api/admin/users/:id']),
    ],
  },
  {
    path: '*',
    pages: [page('', 'features/records/routes.tsx', () => import('../features/records/routes').then((m) => m.DashboardNotFound))],
  },
];

/** The URL of a dashboard feature. */
export const featureUrl = (feature: Pick<DashboardFeature, 'path'>) => (feature.path ? `/dashboard/${feature.path}` : '/dashboard');

/** The feature that owns a /dashboard path (the '*' entry when none does). */
export function dashboardFeature(pathname: string): DashboardFeature {
  const path = pathname.replace(/\/+$/, '');
  // The longest owner: time-tracking/projects, not time-tracking, owns a project's pages.
  const owner = DASHBOARD_FEATURES.filter((f) => f.path !== '*' && (path === featureUrl(f) || (f.path !== '' && path.startsWith(`${featureUrl(f)}/`)))).sort((a, b) => b.path.length - a.path.length)[0];
  return owner ?? DASHBOARD_FEATURES.find((f) => f.path === '*')!;
}

/** A page's URL pattern: /dashboard/customers/:id/edit. */
export const pageUrl = (feature: Pick<DashboardFeature, 'path'>, p: Pick<FeaturePage, 'path'>) => (p.path ? `${featureUrl(feature)}/${p.path}` : featureUrl(feature));

/** Whether `pathname` is `pattern` (':name' stands for any one segment), trailing slashes aside. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.replace(/\/+$/, '').split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}

/** Patterns with fewer parameters first, so /customers/new wins over /customers/:id. */
export const bySpecificity = (a: string, b: string) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0);

/** Every dashboard page with its URL pattern, the most specific first (the 404 entry left out). */
export const DASHBOARD_PAGES: readonly { pattern: string; page: FeaturePage; feature: DashboardFeature }[] = DASHBOARD_FEATURES.filter((f) => f.path !== '*')
  .flatMap((feature) => feature.pages.map((p) => ({ pattern: pageUrl(feature, p), page: p, feature })))
  .sort((a, b) => bySpecificity(a.pattern, b.pattern));

/** The dashboard page at `pathname`: its own page, or the 404 entry when none matches. */
export function dashboardPage(pathname: string): FeaturePage {
  return DASHBOARD_PAGES.find((p) => matchesPattern(p.pattern, pathname))?.page ?? DASHBOARD_FEATURES.find((f) => f.path === '*')!.pages[0]!;
}

/** The API GETs the prerendered page at `pattern` asks for before the app runs (see FeaturePage.gets). */
export function earlyGets(pattern: string): readonly string[] {
  const entry = DASHBOARD_PAGES.find((p) => p.pattern === pattern);
  return entry ? ['/api/me', ...(entry.page.gets ?? [])] : [];
}

/** The Cognito group the page at `pattern` is for, if it is not for every member. */
export const pageGroup = (pattern: string): string | undefined => DASHBOARD_PAGES.find((p) => p.pattern === pattern)?.feature.group;

/** The route modules the page at `pathname` renders first. */
export function firstPageModules(pathname: string): RouteModuleDef[] {
  const first = pathname.split('/')[1] ?? '';
  // The home and pricing pages are not the app's (src/public/): the app loads nothing for them.
  if (first === '' || first === 'landing' || first === 'pricing') return [];
  if (first === 'auth') return [PAGES.auth];
  if (first === 'onboarding') return [PAGES.onboarding];
  if (first === 'join') return [PAGES.join];
  if (first === 'dashboard') return [PAGES.shell, dashboardPage(pathname)];
  return [PAGES.notFound];
}
