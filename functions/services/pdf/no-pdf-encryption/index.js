// Stands in for @noble/ciphers/aes in the PDF function's bundle (see PDF_BUNDLE_ALIAS in
// functions/services/pdf/font-files.ts): pdfkit needs AES only to encrypt a PDF with a password,
// which ours never are, and the module builds its lookup tables when it loads (~8 ms a cold start).
function unsupported() {
  throw new Error('Password-protected PDFs are not supported in the PDF function');
}
module.exports = { cbc: unsupported, ecb: unsupported };
