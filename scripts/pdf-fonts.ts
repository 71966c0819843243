/**
 * `npm run fonts`: cuts DejaVu Sans and DejaVu Sans Bold (npm dejavu-fonts-ttf) down to the
 * ranges in functions/services/pdf/font-files.ts, without what FONT_CUT leaves out, with HarfBuzz's subsetter (npm subset-font) and
 * writes them, with the DejaVu licence, to functions/services/pdf/fonts/. Run it after changing
 * the ranges or upgrading either package; test/unit/pdf-fonts.test.ts fails until you do.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_CUT, FONT_DIR, FONT_FILES, FONT_RANGES } from '../functions/services/pdf/font-files';

const ROOT = path.join(__dirname, '..');
const PACKAGE = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));

/** Every code point the fonts keep, as one string (what the subsetter takes). */
function keptText(): string {
  let text = '';
  for (const [first, last] of FONT_RANGES) for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  return text;
}

/** Each font file's name and its cut-down bytes. */
export async function subsetFonts(): Promise<{ file: string; bytes: Buffer }[]> {
  const text = keptText();
  return Promise.all(
    Object.values(FONT_FILES).map(async (file) => ({
      file,
      bytes: await subsetFont(fs.readFileSync(path.join(PACKAGE, 'ttf', file)), text, { targetFormat: 'truetype', dropTables: [...FONT_CUT.dropTables], noHinting: FONT_CUT.noHinting }),
    })),
  );
}

async function main() {
  const dir = path.join(ROOT, FONT_DIR);
  fs.mkdirSync(dir, { recursive: true });
  for (const { file, bytes } of await subsetFonts()) {
    fs.writeFileSync(path.join(dir, file), bytes);
    process.stdout.write(`${path.join(FONT_DIR, file)}: ${(bytes.length / 1024).toFixed(0)} KB (from ${(fs.statSync(path.join(PACKAGE, 'ttf', file)).size / 1024).toFixed(0)} KB)\n`);
  }
  fs.copyFileSync(path.join(PACKAGE, 'LICENSE'), path.join(dir, 'LICENSE'));
}

if (require.main === module) void main();
