/**
 * A few lines of DOM building for the public page, in place of a UI library.
 * Text always goes in as text nodes (never as HTML): every string on the page
 * comes from a business's own records.
 */
export type Child = Node | string | false | null | undefined | Child[];

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Record<string, string | number | boolean | undefined> | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child);
  }
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export const INK = '#0f141a';
const DEFAULT_ACCENT = '#0f6b3a';

/**
 * The business's accent colour and the text colour that reads on it: white or
 * near-black, whichever contrasts more (one of them always reaches 4.5:1), so a
 * pale accent never makes a button or a heading unreadable.
 */
export function accentColours(accent: string): { accent: string; onAccent: string } {
  const colour = /^#[0-9a-f]{6}$/i.test(accent) ? accent : DEFAULT_ACCENT;
  const l = luminance(colour);
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / (luminance(INK) + 0.05);
  return { accent: colour, onAccent: onWhite >= onInk ? '#ffffff' : INK };
}
