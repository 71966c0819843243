import type { KoboIconName } from '../../components/kobo-icon';

export interface NavItem {
  to: string;
  label: string;
  icon: KoboIconName;
}

/** The side navigation, in the order the spec gives. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: 'home' },
  { to: '/dashboard/customers', label: 'Customers', icon: 'customers' },
  { to: '/dashboard/items', label: 'Items', icon: 'items' },
  { to: '/dashboard/quotes', label: 'Quotes', icon: 'quotes' },
  { to: '/dashboard/invoices', label: 'Invoices', icon: 'invoices' },
  { to: '/dashboard/sales-receipts', label: 'Sales Receipts', icon: 'receipts' },
  { to: '/dashboard/payments', label: 'Payments Received', icon: 'payments' },
  { to: '/dashboard/expenses', label: 'Expenses', icon: 'expenses' },
  { to: '/dashboard/time-tracking', label: 'Time Tracking', icon: 'time' },
  { to: '/dashboard/reports', label: 'Reports', icon: 'reports' },
  { to: '/dashboard/settings', label: 'Settings', icon: 'settings' },
];

/** The mobile bottom bar. */
export const BOTTOM_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: 'home' },
  { to: '/dashboard/invoices', label: 'Invoices', icon: 'invoices' },
  { to: '/dashboard/expenses', label: 'Expenses', icon: 'expenses' },
];

/**
 * Mobile floating add buttons: list path -> its working /new screen. A list
 * gets a button only once its form exists.
 */
export const ADD_BUTTONS: Readonly<Record<string, { to: string; label: string }>> = {
  '/dashboard/customers': { to: '/dashboard/customers/new', label: 'New customer' },
  '/dashboard/items': { to: '/dashboard/items/new', label: 'New item' },
  '/dashboard/quotes': { to: '/dashboard/quotes/new', label: 'New quote' },
};

/** The nav entry a path belongs to (Home only for /dashboard itself). */
export function sectionOf(pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return NAV_ITEMS[0];
  return NAV_ITEMS.slice(1).find((item) => path === item.to || path.startsWith(`${item.to}/`));
}
