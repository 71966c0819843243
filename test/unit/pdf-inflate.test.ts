import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import nativeInflate = require('../../functions/services/pdf/native-inflate');

/** The package itself, which pdfkit and fontkit require (no types of its own; the same call as ours). */
const tinyInflate = jest.requireActual<typeof nativeInflate>('tiny-inflate');

/**
 * The PDF bundles inflate the Unicode tables of pdfkit and fontkit with Node's zlib instead of
 * tiny-inflate (PDF_BUNDLE_ALIAS in functions/services/pdf/font-files.ts). Both must give the same
 * bytes, for every table those packages carry, inflated twice as unicode-trie does.
 */

const MODULES = ['linebreak/dist/main.cjs', 'unicode-properties/dist/main.cjs', 'fontkit/dist/main.cjs'];

/** The tables: the base64 strings each package builds a UnicodeTrie from as it loads. */
function tables(): { where: string; data: Buffer }[] {
  return MODULES.flatMap((m) => {
    const source = fs.readFileSync(path.join(__dirname, '../../node_modules', m), 'utf8');
    return [...source.matchAll(/\("([A-Za-z0-9+/]{200,}={0,2})"\)/g)].map((match, i) => ({ where: `${path.dirname(path.dirname(m))} #${i}`, data: Buffer.from(match[1]!, 'base64') }));
  });
}

/** unicode-trie's reading of a serialised table: a 12-byte header, then the data deflated twice. */
function inflateTable(inflate: (source: Uint8Array, dest: Uint8Array) => Uint8Array, data: Buffer): Uint8Array {
  const length = data.readUInt32LE(8);
  return inflate(inflate(data.subarray(12), new Uint8Array(length)), new Uint8Array(length));
}

describe('the PDF bundles’ inflate', () => {
  it('inflates every Unicode table of linebreak, unicode-properties and fontkit to the same bytes as tiny-inflate', () => {
    const all = tables();
    expect(new Set(all.map((t) => t.where.split(' ')[0]))).toEqual(new Set(MODULES.map((m) => path.dirname(path.dirname(m)))));
    for (const { where, data } of all) {
      const ours = inflateTable(nativeInflate, data);
      expect({ where, same: Buffer.from(ours).equals(Buffer.from(inflateTable(tinyInflate, data))), length: ours.length }).toEqual({ where, same: true, length: data.readUInt32LE(8) });
    }
  });

  it('returns the destination, or a copy of its filled part when the data is shorter, as tiny-inflate does', () => {
    const text = Buffer.from('₦12,500.00 for 3 bags of rice; '.repeat(40));
    const deflated = deflateRawSync(text);
    const exact = new Uint8Array(text.length);
    expect(nativeInflate(deflated, exact)).toBe(exact);
    const roomy = nativeInflate(deflated, new Uint8Array(text.length + 100));
    const tinyRoomy = tinyInflate(deflated, new Uint8Array(text.length + 100));
    expect(Buffer.from(roomy).equals(text)).toBe(true);
    expect([roomy.length, roomy.buffer.byteLength]).toEqual([tinyRoomy.length, tinyRoomy.buffer.byteLength]);
    expect(() => nativeInflate(Buffer.from('not deflate data at all'), new Uint8Array(100))).toThrow();
  });
});
