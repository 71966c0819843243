/** The pages a member can open on sign-in (Settings > Opening Screen). No zod here: the app's router imports it. */
export const OPENING_SCREENS = ['dashboard', 'invoices', 'quotes', 'customers'] as const;
export type OpeningScreen = (typeof OPENING_SCREENS)[number];
export const OPENING_SCREEN_LABELS: Record<OpeningScreen, string> = { dashboard: 'Dashboard', invoices: 'Invoices', quotes: 'Quotes', customers: 'Customers' };
export const OPENING_SCREEN_PATHS: Record<OpeningScreen, string> = {
  dashboard: '/dashboard',
  invoices: '/dashboard/invoices',
  quotes: '/dashboard/quotes',
  customers: '/dashboard/customers',
};
export const DEFAULT_OPENING_SCREEN: OpeningScreen = 'dashboard';
