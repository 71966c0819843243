/**
 * Whether the page is being prerendered at build time (prerender/pages.tsx sets it).
 * Components that show part of themselves on demand put all of it in prerendered
 * markup, hidden, so the early script (early.ts) can show it before the app runs.
 */
let prerendering = false;

export const isPrerendering = () => prerendering;

export function setPrerendering(value: boolean): void {
  prerendering = value;
}
