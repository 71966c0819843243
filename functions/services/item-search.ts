import { ITEM_SEARCH_MAX_TOKENS } from '../../shared/constants';

/** Longest token kept (a sort key holds at most 1 KB; this leaves room for any script). */
export const SEARCH_TOKEN_MAX_LENGTH = 100;

/**
 * The words of a text as search sees them: lower-cased, accents dropped
 * ("Ọlá" -> "ola"), anything but letters and digits treated as a space.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** What a search box's text is looked up as: its words joined by single spaces, cut to the token length. */
export function searchTerm(text: string): string {
  return searchWords(text).join(' ').slice(0, SEARCH_TOKEN_MAX_LENGTH).trim();
}

/** Each word of the text with the words after it: "a b c" -> "a b c", "b c", "c". */
function phrases(words: string[]): string[] {
  return words.map((_, i) => words.slice(i).join(' ').slice(0, SEARCH_TOKEN_MAX_LENGTH).trim());
}

/**
 * The tokens an item can be found by: the phrase that starts at each word of its
 * name, then at each word of its description, at most ITEM_SEARCH_MAX_TOKENS.
 * A search for a prefix of any word ("leath"), or of words that follow each
 * other ("leather bag"), is then one begins_with on a token. The first phrase is
 * the whole name, and every single word is the start of its own phrase.
 */
export function itemSearchTokens(item: { name: string; description?: string }): string[] {
  const tokens = new Set<string>();
  for (const t of [...phrases(searchWords(item.name)), ...phrases(searchWords(item.description ?? ''))]) {
    if (tokens.size >= ITEM_SEARCH_MAX_TOKENS) break;
    if (t) tokens.add(t);
  }
  return [...tokens];
}
