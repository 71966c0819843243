// Stands in for npm tiny-inflate in the PDF bundles (see PDF_BUNDLE_ALIAS in
// functions/services/pdf/font-files.ts), with the same call: inflate(source, dest) inflates the raw
// DEFLATE stream `source` into `dest` and returns it (a copy cut to length when shorter). tiny-inflate
// is DEFLATE written in JavaScript; the Unicode tables pdfkit and fontkit need (line breaking, script
// and character properties, the shapers) are inflated with it, twice each, as the modules load, which
// took some 25 ms of every cold start. Node's zlib does the same in about a millisecond.
// test/unit/pdf-inflate.test.ts checks both give the same bytes.
const { inflateRawSync } = require('node:zlib');

module.exports = function inflate(source, dest) {
  const out = inflateRawSync(source);
  if (out.length > dest.length) throw new Error('Data error');
  dest.set(out);
  return out.length < dest.length ? dest.slice(0, out.length) : dest;
};
