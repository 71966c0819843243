import { readFileSync } from 'node:fs';
import path from 'node:path';
// The CommonJS build pdfkit itself requires (render.ts), so the bundle holds one fontkit, not two.
import fontkit = require('fontkit');
import { FONT_FILES } from './font-files';

/**
 * DejaVu Sans (npm dejavu-fonts-ttf) has the naira sign U+20A6, which the PDF
 * standard fonts and Liberation Sans lack (domain notes: PDFs). TTF, not
 * WOFF/WOFF2: pdfkit subsets a TTF quickly and small. In Lambda the stack
 * copies the two files beside the bundle and sets PDF_FONT_DIR; elsewhere
 * they are read from the package.
 */

function fontDir(): string {
  if (process.env.PDF_FONT_DIR) return process.env.PDF_FONT_DIR;
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

export type ParsedFont = ReturnType<typeof fontkit.create>;

let cache: { regular: ParsedFont; bold: ParsedFont } | undefined;
/**
 * The parsed fonts, made once per container. Parsing DejaVu's tables costs
 * about 35 ms a font; handing pdfkit the parsed font (it accepts any object
 * with `layout`) leaves each document only its own subset to build.
 */
export function fonts(): { regular: ParsedFont; bold: ParsedFont } {
  if (!cache) {
    const dir = fontDir();
    const open = (file: string) => fontkit.create(readFileSync(path.join(dir, file)));
    cache = { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) };
  }
  return cache;
}
