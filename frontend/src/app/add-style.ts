/** Styles added so far (id -> CSS); on the server this is what a prerendered page needs. */
const added = new Map<string, string>();
/** Whole sheets waiting to replace a prerendered page's cut-down copies. */
const pending: [string, string][] = [];

function append(id: string, css: string): void {
  const style = document.createElement('style');
  style.dataset.src = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/** One whole sheet per task, so no single task parses all of them. */
function drain(): void {
  const next = pending.shift();
  if (!next) return;
  append(...next);
  setTimeout(drain, 0);
}

/**
 * Adds a stylesheet's text to the page once (see componentStyles in frontend/build.ts).
 * A prerendered page ships its styles inline with the same ids, so they are not added
 * twice; where the build cut a sheet down to the rules the page's markup used
 * (`data-trimmed`), the whole sheet follows in the background, a sheet per task.
 */
export function addStyle(id: string, css: string): void {
  if (added.has(id)) return;
  added.set(id, css);
  if (typeof document === 'undefined') return;
  const inline = document.head.querySelector(`style[data-src="${CSS.escape(id)}"]`);
  if (!inline) return append(id, css);
  if (!inline.hasAttribute('data-trimmed')) return;
  pending.push([id, css]);
  if (pending.length === 1) setTimeout(drain, 0);
}

/**
 * Adds every whole sheet still waiting, now: the app's first commit over a prerendered
 * page calls this before it shows itself, since the app may render what the cut-down
 * sheets left out (the shell's phone layout is `kobo-shell--mobile` in the app and a media
 * query on the prerendered page), and a rule arriving a frame later would move the page.
 */
export function flushStyles(): void {
  for (const next of pending.splice(0)) append(...next);
}

/** Every style added so far, in order (used by the build's prerender). */
export function addedStyles(): [id: string, css: string][] {
  return [...added];
}
