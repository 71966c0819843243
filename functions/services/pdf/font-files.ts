/** The DejaVu Sans files the PDFs embed (npm dejavu-fonts-ttf, ttf/): the stack copies these beside the PDF function's bundle. */
export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/**
 * esbuild aliases for the PDF function's bundle (the stack and the bench both
 * use them): fontkit's WOFF2 decoder (npm brotli, 475 KB minified) is never
 * used with TTF fonts, so a stub that throws stands in for it.
 */
export const PDF_BUNDLE_ALIAS = { brotli: './functions/services/pdf/no-brotli' } as const;
