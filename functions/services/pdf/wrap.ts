/* Line breaking for the PDFs: where a name, an address or a cell's text breaks, measured in the font it is drawn in. */

/** Characters an over-long word may break after: an e-mail address after its @ (the domain kept whole when it fits) or a dot; any other word (a web address, a reference) also after / - _ ,. */
const EMAIL_BREAKS = new Set(['@', '.']);
const WORD_BREAKS = new Set(['.', '/', '-', '_', ',']);

/**
 * The lines `text` takes in `width`: broken at spaces only, so a name, an address or an
 * e-mail address stays whole when it fits on a line. A single word longer than the line
 * (pdfkit would cut it between any two letters, its last resort) breaks at a sensible
 * point (EMAIL_BREAKS, WORD_BREAKS), and only between two letters if it has none, never
 * between a letter and its tone mark.
 */
export function wrapLines(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width) {
      const cut = breakAt(rest, width, measure, rest.includes('@') ? EMAIL_BREAKS : WORD_BREAKS);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** What is never cut from the character before it: a combining mark (U+0300-U+036F), the second half of a surrogate pair. */
const JOINED = /[\u0300-\u036f\udc00-\udfff]/;

/** Where an over-long word's first line ends: after its @ if that fits, else after the last break character that fits, else after the last letter (with its marks) that fits, at least one. */
function breakAt(word: string, width: number, measure: (s: string) => number, breaks: Set<string>): number {
  let fits = 0;
  let lastBreak = 0;
  let atBreak = 0;
  for (let i = 1; i <= word.length; i++) {
    if (i < word.length && JOINED.test(word[i]!)) continue;
    if (measure(word.slice(0, i)) > width) break;
    fits = i;
    if (i === word.length || !breaks.has(word[i - 1]!)) continue;
    lastBreak = i;
    if (word[i - 1] === '@') atBreak = i;
  }
  if (atBreak) return atBreak;
  if (lastBreak) return lastBreak;
  if (fits) return fits;
  let first = 1;
  while (first < word.length && JOINED.test(word[first]!)) first++;
  return first;
}
