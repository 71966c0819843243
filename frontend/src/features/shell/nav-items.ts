import type { KoboIconName } from '../../components/kobo-icon';
import { DASHBOARD_FEATURES, featureUrl } from '../../app/features';
import type { Action } from '../../../../shared/permissions';

export interface NavItem {
  to: string;
  label: string;
  icon: KoboIconName;
}

const withNav = DASHBOARD_FEATURES.filter((f) => f.nav);

/** The side navigation, in the feature manifest's order (app/features.ts). */
export const NAV_ITEMS: readonly NavItem[] = withNav.map((f) => ({ to: featureUrl(f), label: f.nav!.label, icon: f.nav!.icon }));

/** The mobile bottom bar. */
export const BOTTOM_ITEMS: readonly NavItem[] = withNav.filter((f) => f.nav!.bottomBar).map((f) => ({ to: featureUrl(f), label: f.nav!.label, icon: f.nav!.icon }));

/** Mobile floating add buttons: list path -> its working /new screen (features that have one). */
export const ADD_BUTTONS: Readonly<Record<string, { to: string; label: string; needs: Action }>> = Object.fromEntries(
  DASHBOARD_FEATURES.filter((f) => f.add).map((f) => [featureUrl(f), f.add!]),
);

/** The nav entry a path belongs to (Home only for /dashboard itself). */
export function sectionOf(pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return NAV_ITEMS[0];
  return NAV_ITEMS.slice(1).find((item) => path === item.to || path.startsWith(`${item.to}/`));
}
