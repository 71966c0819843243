// Stands in for the npm package brotli in the PDF function's bundle (see PDF_BUNDLE_ALIAS in
// functions/services/pdf/font-files.ts): fontkit needs it only to read WOFF2 fonts, and the PDFs
// embed TTF files, so 475 KB of decoder would be loaded on every cold start for nothing.
module.exports = function decompress() {
  throw new Error('WOFF2 fonts are not supported in the PDF function (use the TTF files)');
};
