import { readFileSync } from 'node:fs';
import path from 'node:path';
// The CommonJS build pdfkit itself requires (render.ts), so the bundle holds one fontkit, not two.
import fontkit = require('fontkit');
import { FONT_FILES } from './font-files';
import { readableMarks } from './marks';

/**
 * DejaVu Sans (npm dejavu-fonts-ttf) has the naira sign U+20A6, which the PDF
 * standard fonts and Liberation Sans lack (domain notes: PDFs); we keep it cut
 * down to the characters our users write (font-files.ts). TTF, not WOFF/WOFF2:
 * pdfkit subsets a TTF quickly and small. In Lambda the stack copies the two
 * files beside the bundle and sets PDF_FONT_DIR; elsewhere they are read from
 * the repository's fonts/ folder beside this module.
 */

function fontDir(): string {
  return process.env.PDF_FONT_DIR ?? path.join(__dirname, 'fonts');
}

/** A TTF opens as one font (a collection would be TTC). */
export type ParsedFont = fontkit.Font;

/** Text of the kind every document sets: letters, digits, the naira sign and the punctuation of figures and dates. */
const SAMPLE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 ₦ .,:;-–#%&()/@';

/**
 * fontkit decodes a font's tables on first use, and the first document paid
 * for all of it: pdfkit reads `post` when it embeds a font, laying out text
 * reads cmap and hmtx, and the embedded subset reads loca and glyf (the cut
 * fonts have no layout tables: font-files.ts, FONT_CUT). Doing each once here
 * leaves a document only its own text.
 */
function prepare(font: ParsedFont): ParsedFont {
  if (!Number.isFinite(font.italicAngle)) throw new Error(`${font.postscriptName} has no usable post table`);
  const subset = font.createSubset();
  for (const glyph of font.layout(SAMPLE).glyphs) subset.includeGlyph(glyph);
  subset.encode();
  return font;
}

function open(dir: string, file: string): ParsedFont {
  return prepare(readableMarks(fontkit.create(readFileSync(path.join(dir, file))) as ParsedFont));
}

/**
 * The parsed fonts, made when this module loads. In Lambda that is the
 * function's init phase, before its handler first runs: the PDF function imports
 * the renderer at init (functions/handlers/pdf.ts); a function that renders
 * only now and then (the e-mail's attachment) loads it on first use
 * (documents.ts). pdfkit takes a parsed font (any object with `layout`), so a
 * document builds only its own subset.
 */
const parsed = (() => {
  const dir = fontDir();
  return { regular: open(dir, FONT_FILES.regular), bold: open(dir, FONT_FILES.bold) };
})();

export function fonts(): { regular: ParsedFont; bold: ParsedFont } {
  return parsed;
}
