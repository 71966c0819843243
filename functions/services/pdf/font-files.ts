/**
 * The fonts the PDFs embed: DejaVu Sans and DejaVu Sans Bold (npm dejavu-fonts-ttf), cut down to
 * the characters below by `npm run fonts` (scripts/pdf-fonts.ts, HarfBuzz's subsetter) and kept in
 * functions/services/pdf/fonts/ beside the DejaVu licence. test/unit/pdf-fonts.test.ts cuts them
 * again from the pinned package and fails if the files differ, so they cannot drift.
 *
 * Why cut: the full fonts have some 6,200 glyphs each (Greek, Cyrillic, Arabic, Hebrew, Georgian,
 * box drawing, ...), and fontkit decodes their tables (glyph names, cmap, kerning) when a
 * function first renders: the subset, a fifth of the size, starts about 50 ms faster (`npm run bench`).
 * What a PDF cannot print falls back to an empty box, so the ranges keep every letter Nigerian
 * businesses write: English, Yoruba (ẹ ọ ṣ with tone marks), Igbo (ị ọ ụ ṅ), Hausa (ɓ ɗ ƙ ƴ),
 * French and the rest of Latin, with the naira sign and the punctuation of figures and dates.
 */
export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** Unicode ranges (first, last code point) the fonts keep. */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B (Hausa ɓ ɗ ƙ ƴ)
  [0x0250, 0x02ff], // IPA extensions, spacing modifier letters
  [0x0300, 0x036f], // combining diacritical marks (Yoruba and Igbo tone marks)
  [0x1e00, 0x1eff], // Latin Extended Additional (ẹ ọ ṣ ị ụ ṅ)
  [0x2000, 0x206f], // general punctuation (dashes, quotes, bullets, ellipsis)
  [0x20a0, 0x20cf], // currency symbols (₦ U+20A6, €, £)
  [0x2100, 0x214f], // letterlike symbols (№, ™)
  [0x2190, 0x21ff], // arrows
  [0x2212, 0x2212], // minus sign
  [0x2248, 0x2248], // almost equal
  [0x2260, 0x2265], // not equal, less or equal, greater or equal
  [0x25a0, 0x25ff], // geometric shapes (■ □ ● ○)
  [0xfb00, 0xfb06], // Latin ligatures
];

/**
 * What the cut also leaves out, because a PDF of ours does better without it:
 * - the OpenType layout tables (GSUB, GPOS, GDEF) and MATH. fontkit decodes them and runs their lookups
 *   on the first text a function lays out: with them, the first document after a cold start took about
 *   100 ms longer (`npm run bench`, "What a PDF cold start is made of" in the README). Without them
 *   fontkit places combining tone marks by their Unicode class (they sat on capitals' tops with
 *   DejaVu's own anchors: Ọ́, Ẹ̀), and prints f and i as two letters, not the fi ligature. What is lost is
 *   pair kerning (AV, To), barely visible at invoice sizes.
 * - hinting (the TrueType instructions and their cvt, fpgm and prep tables): PDF viewers scale outlines
 *   themselves; an invoice's PDF is half the size (24 KB to 13 KB).
 */
export const FONT_CUT = { dropTables: ['GSUB', 'GPOS', 'GDEF', 'MATH'], noHinting: true } as const;

/** The fonts' folder in the repository (the stack copies its files beside the PDF function's bundle, in `fonts/`). */
export const FONT_DIR = 'functions/services/pdf/fonts';

/**
 * esbuild aliases for the PDF function's bundle (the stack and the bench both
 * use them). For code a PDF of ours never runs, stubs that throw stand in:
 * fontkit's WOFF2 decoder (npm brotli, 475 KB minified; our fonts are TTF) and
 * the AES pdfkit encrypts password-protected PDFs with (it builds tables as it loads).
 * For work done as the modules load, a cheaper way to the same result: Node's zlib
 * inflates the Unicode tables instead of tiny-inflate's JavaScript, and @noble/hashes
 * gets node:crypto rather than its Web Crypto (each file says why).
 */
export const PDF_BUNDLE_ALIAS = {
  brotli: './functions/services/pdf/no-brotli',
  '@noble/ciphers/aes': './functions/services/pdf/no-pdf-encryption',
  'tiny-inflate': './functions/services/pdf/native-inflate',
  '@noble/hashes/crypto': './functions/services/pdf/node-crypto',
} as const;
