// Stands in for @noble/hashes/crypto in the PDF bundles (see PDF_BUNDLE_ALIAS in
// functions/services/pdf/font-files.ts). Its Node build hands out `require('node:crypto').webcrypto`,
// and reading that property loads Node's whole Web Crypto and web streams (some 6-10 ms of a cold
// start) for the random bytes pdfkit asks only when it encrypts a PDF, which ours never are.
// node:crypto itself has getRandomValues, which @noble/hashes uses the same way (and which loads
// Web Crypto only if it is ever called).
module.exports = { crypto: require('node:crypto') };
