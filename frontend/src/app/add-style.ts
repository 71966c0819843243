const added = new Set<string>();

/** Adds a stylesheet's text to the page once (see componentStyles in frontend/build.ts). */
export function addStyle(id: string, css: string): void {
  if (added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const style = document.createElement('style');
  style.dataset.src = id;
  style.textContent = css;
  document.head.appendChild(style);
}
