/** Styles added so far (id -> CSS); on the server this is what a prerendered page needs. */
const added = new Map<string, string>();

/**
 * Adds a stylesheet's text to the page once (see componentStyles in frontend/build.ts).
 * A prerendered page ships its styles inline with the same ids, so they are not added twice.
 */
export function addStyle(id: string, css: string): void {
  if (added.has(id)) return;
  added.set(id, css);
  if (typeof document === 'undefined') return;
  if (document.head.querySelector(`style[data-src="${id}"]`)) return;
  const style = document.createElement('style');
  style.dataset.src = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/** Every style added so far, in order (used by the build's prerender). */
export function addedStyles(): [id: string, css: string][] {
  return [...added];
}
