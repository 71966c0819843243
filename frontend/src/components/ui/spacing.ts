/** Cloudscape's space scale (visual refresh), by name. */
export const SPACE = { n: 0, xxxs: 2, xxs: 4, xs: 8, s: 12, m: 16, l: 20, xl: 24, xxl: 32, xxxl: 40 } as const;

export type SpaceLevel = keyof typeof SPACE;
export type SpaceSides = SpaceLevel | { top?: SpaceLevel; right?: SpaceLevel; bottom?: SpaceLevel; left?: SpaceLevel; horizontal?: SpaceLevel; vertical?: SpaceLevel };

/** Cloudscape's margin/padding prop as a CSS value (`'s'` or `{ top: 's' }`). */
export function sides(value: SpaceSides | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return `${SPACE[value]}px`;
  const px = (v?: SpaceLevel) => `${v ? SPACE[v] : 0}px`;
  return [px(value.top ?? value.vertical), px(value.right ?? value.horizontal), px(value.bottom ?? value.vertical), px(value.left ?? value.horizontal)].join(' ');
}
