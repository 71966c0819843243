/** How customers and contact persons are named on screen. No zod here: list and detail pages import it. */

/** A contact person's name as history entries show it. */
export function contactName(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

/** Up to two initials for the avatar, or 'CU' when the name has no letters. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return letters || 'CU';
}
