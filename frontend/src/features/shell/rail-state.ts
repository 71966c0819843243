/** Whether the side navigation is collapsed to its 68px rail, kept across visits (no React: main.tsx reads it too). */
export const COLLAPSED_KEY = 'kobo.sidenav.collapsed';

export function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}
