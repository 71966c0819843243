/** Whether the side navigation is collapsed to its 68px rail, kept across visits (no React: main.tsx reads it too). */
export const COLLAPSED_KEY = 'kobo.sidenav.collapsed';
/** The shell's class when collapsed: AppShell renders it, a prerendered page's early script adds it (and the build keeps its rules in the page). */
export const COLLAPSED_CLASS = 'kobo-shell--collapsed';

export function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}
