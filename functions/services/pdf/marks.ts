import type { Font, Glyph } from 'fontkit';

/**
 * Tone marks and dots that read back as typed.
 *
 * Text is laid out in NFC, Unicode's composed form: á, ẹ, ọ, ṣ, ń, ā print as the font's own
 * single letters, and a PDF's text (pdftotext, copy and paste) is NFC too. Only a letter Unicode
 * has no single code point for keeps a combining mark after it: ẹ́, ọ̀, Ọ́, ụ̀, m̀ (U+0301, U+0300,
 * U+0304, U+0323 ...).
 *
 * The fonts have no GPOS (font-files.ts, FONT_CUT), so fontkit centres such a mark over its letter
 * by moving it back from the pen. A mark has no width, and DejaVu draws it left of its origin, so
 * over a wide letter its origin lands 0.15-0.3 em before the end of the letter, with nothing up to
 * the next letter. Text extractors take that gap for a space: pdftotext starts a new word when a
 * character begins more than 0.1 em after the previous one ends (or more than 0.2 em before), and
 * its raw output glues the pieces back only within 0.15 em (poppler 22; ±0.2 em in later versions):
 * "Ọbáfẹ́ mi" for Ọbáfẹ́mi in bold.
 *
 * So each mark is given a box of MARK_BOX em in the PDF's widths (the pen is put back, so nothing
 * moves on the page), and its shift is kept within MARK_SHIFT of the pen: both gaps, from the
 * letter's end to the mark and from the mark's box to the next letter, stay under 0.15 em. Over a
 * letter wider than about 0.8 em (bold Ọ, m, W) the mark sits up to 0.05 em right of centre.
 */
const MARK_BOX = 0.05;
const MARK_SHIFT = { min: -0.19, max: 0.14 };

/** Makes `font.layout` lay out NFC text with its marks placed as above. Returns the same font. */
export function readableMarks(font: Font): Font {
  const layout = font.layout.bind(font);
  const em = font.unitsPerEm;
  const [min, max] = [MARK_SHIFT.min * em, MARK_SHIFT.max * em];
  const boxed = new Map<number, Glyph>();
  const withBox = (g: Glyph) => {
    let b = boxed.get(g.id);
    if (!b) boxed.set(g.id, (b = Object.create(g, { advanceWidth: { value: MARK_BOX * em } }) as Glyph));
    return b;
  };
  font.layout = (text, ...rest) => {
    const run = layout(text.normalize('NFC'), ...rest);
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i]!;
      // A mark fontkit placed over a letter (no advance of its own).
      if (!g.isMark || i === 0 || p.xAdvance !== 0) return;
      p.xOffset = Math.min(max, Math.max(min, p.xOffset));
      run.glyphs[i] = withBox(g);
    });
    return run;
  };
  return font;
}
