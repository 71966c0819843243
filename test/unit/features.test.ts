import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARD_FEATURES, DASHBOARD_PAGES, dashboardFeature, dashboardPage, firstPageModules, PAGES } from '../../frontend/src/app/features';
import { ADD_BUTTONS, BOTTOM_ITEMS, NAV_ITEMS, sectionOf } from '../../frontend/src/features/shell/nav-items';

describe('the front end feature manifest', () => {
  it('gives the side navigation and the bottom bar in the order the spec lists them', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Home',
      'Customers',
      'Items',
      'Quotes',
      'Invoices',
      'Sales Receipts',
      'Payments Received',
      'Expenses',
      'Time Tracking',
      'Reports',
      'Settings',
    ]);
    expect(BOTTOM_ITEMS.map((i) => i.to)).toEqual(['/dashboard', '/dashboard/invoices', '/dashboard/expenses']);
  });

  it('finds the feature that owns a path, and the 404 entry for a path nobody owns', () => {
    expect(dashboardFeature('/dashboard').path).toBe('');
    expect(dashboardFeature('/dashboard/').path).toBe('');
    expect(dashboardFeature('/dashboard/customers/new/address').path).toBe('customers');
    // A project's pages are their own feature's, not the time entries' (whose ':id' is an entry).
    expect(dashboardFeature('/dashboard/time-tracking/projects/01HXYZ').path).toBe('time-tracking/projects');
    expect(dashboardFeature('/dashboard/time-tracking/01HXYZ/edit').path).toBe('time-tracking');
    expect(sectionOf('/dashboard/time-tracking/projects/new')?.label).toBe('Time Tracking');
    expect(dashboardFeature('/dashboard/quotes').path).toBe('quotes');
    expect(dashboardFeature('/dashboard/invoicesx').path).toBe('*');
    expect(dashboardFeature('/dashboard/nowhere').path).toBe('*');
    expect(sectionOf('/dashboard/items/abc')?.label).toBe('Items');
  });

  it('names the modules a first page needs', () => {
    expect(firstPageModules('/auth')).toEqual([PAGES.auth]);
    expect(firstPageModules('/')).toEqual([]);
    expect(firstPageModules('/pricing')).toEqual([]);
    // A page of a feature is its own chunk: the list does not bring the forms.
    expect(firstPageModules('/dashboard/items/new').map((m) => m.source)).toEqual(['features/shell/app-shell.tsx', 'features/items/pages/new-item.tsx']);
    expect(firstPageModules('/dashboard/items').map((m) => m.source)).toEqual(['features/shell/app-shell.tsx', 'features/items/pages/item-list.tsx']);
    expect(firstPageModules('/dashboard/').map((m) => m.source)).toEqual(['features/shell/app-shell.tsx', 'features/dashboard/routes.tsx']);
    expect(firstPageModules('/somewhere')).toEqual([PAGES.notFound]);
  });

  it('finds the page at a path: a fixed segment before a parameter, and the 404 entry for the rest', () => {
    expect(dashboardPage('/dashboard/customers/new').source).toBe('features/customers/pages/new-customer.tsx');
    expect(dashboardPage('/dashboard/customers/new/address').source).toBe('features/customers/pages/customer-address.tsx');
    expect(dashboardPage('/dashboard/customers/01HXYZ/').source).toBe('features/customers/pages/customer-detail.tsx');
    expect(dashboardPage('/dashboard/customers/01HXYZ/edit').source).toBe('features/customers/pages/edit-customer.tsx');
    expect(dashboardPage('/dashboard/settings/team').source).toBe('features/team/team-page.tsx');
    expect(dashboardPage('/dashboard/time-tracking/projects').source).toBe('features/time-tracking/pages/project-list.tsx');
    expect(dashboardPage('/dashboard/time-tracking/projects/01HXYZ').source).toBe('features/time-tracking/pages/project-detail.tsx');
    expect(dashboardPage('/dashboard/time-tracking/01HXYZ/edit').source).toBe('features/time-tracking/pages/edit-time-entry.tsx');
    for (const path of ['/dashboard/customers/a/b/c', '/dashboard/nowhere', '/dashboard/time-tracking/x']) expect(dashboardPage(path).source).toBe('features/records/routes.tsx');
    expect(new Set(DASHBOARD_PAGES.map((p) => p.pattern)).size).toBe(DASHBOARD_PAGES.length);
  });

  it('points every entry at a module that exists, and every add button below its own list', () => {
    for (const { source } of [...Object.values(PAGES), ...DASHBOARD_FEATURES.flatMap((f) => f.pages)]) {
      expect(fs.existsSync(path.join(__dirname, '../../frontend/src', source))).toBe(true);
    }
    for (const [list, button] of Object.entries(ADD_BUTTONS)) expect(button.to.startsWith(`${list}/`)).toBe(true);
    expect(new Set(DASHBOARD_FEATURES.map((f) => f.path)).size).toBe(DASHBOARD_FEATURES.length);
  });
});
