import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARD_FEATURES, dashboardFeature, firstPageModules, PAGES } from '../../frontend/src/app/features';
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
    expect(dashboardFeature('/dashboard/quotes').path).toBe('quotes');
    expect(dashboardFeature('/dashboard/invoicesx').path).toBe('*');
    expect(dashboardFeature('/dashboard/nowhere').path).toBe('*');
    expect(sectionOf('/dashboard/items/abc')?.label).toBe('Items');
  });

  it('names the modules a first page needs', () => {
    expect(firstPageModules('/auth')).toEqual([PAGES.auth]);
    expect(firstPageModules('/')).toEqual([PAGES.landing]);
    expect(firstPageModules('/dashboard/items/new').map((m) => m.source)).toEqual(['features/shell/app-shell.tsx', 'features/items/routes.tsx']);
    expect(firstPageModules('/somewhere')).toEqual([PAGES.notFound]);
  });

  it('points every entry at a module that exists, and every add button below its own list', () => {
    for (const { source } of [...Object.values(PAGES), ...DASHBOARD_FEATURES]) {
      expect(fs.existsSync(path.join(__dirname, '../../frontend/src', source))).toBe(true);
    }
    for (const [list, button] of Object.entries(ADD_BUTTONS)) expect(button.to.startsWith(`${list}/`)).toBe(true);
    expect(new Set(DASHBOARD_FEATURES.map((f) => f.path)).size).toBe(DASHBOARD_FEATURES.length);
  });
});
