import fs from 'node:fs';
import path from 'node:path';
import fontkit = require('fontkit');
import { printableInvoice } from '../../shared/documents/printable';
import { DEFAULT_PDF_TEMPLATE } from '../../shared/schemas/pdf-template';
import { EXAMPLE_CUSTOMER, exampleInvoice } from '../../functions/services/pdf/example';
import { FONT_DIR, FONT_FILES } from '../../functions/services/pdf/font-files';
import { renderPdf } from '../../functions/services/pdf/render';
import { subsetFonts } from '../../scripts/pdf-fonts';
import { pdfText } from '../support/pdf-text';

const REPO = path.join(__dirname, '../..');
const committed = (file: string) => fs.readFileSync(path.join(REPO, FONT_DIR, file));

describe('the PDF fonts (DejaVu Sans, cut down)', () => {
  it('are exactly what `npm run fonts` cuts from the pinned dejavu-fonts-ttf, with its licence', async () => {
    for (const { file, bytes } of await subsetFonts()) {
      expect({ file, same: committed(file).equals(bytes) }).toEqual({ file, same: true });
    }
    expect(committed('LICENSE').equals(fs.readFileSync(require.resolve('dejavu-fonts-ttf/LICENSE')))).toBe(true);
  });

  it('keep the naira sign and the letters of Yoruba, Igbo and Hausa, and are a fraction of the full fonts', () => {
    const letters = '₦ ẹ ọ ṣ Ẹ Ọ Ṣ ị ụ ṅ Ị Ụ Ṅ ɓ ɗ ƙ ƴ Ɓ Ɗ Ƙ é è ê ñ ü ç € £ – — “ ” • …';
    for (const file of Object.values(FONT_FILES)) {
      const font = fontkit.create(committed(file)) as fontkit.Font;
      const missing = [...letters.replace(/ /g, '')].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect({ file, missing }).toEqual({ file, missing: [] });
      // Combining tone marks (grave, acute, macron, dot below) for letters written with them.
      for (const mark of [0x300, 0x301, 0x304, 0x323]) expect(font.hasGlyphForCodePoint(mark)).toBe(true);
      expect(committed(file).length).toBeLessThan(fs.statSync(path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file)).size / 3);
    }
  });

  it('print Yoruba, Igbo and Hausa names with tone marks and dots below as one word each, in bold and regular', async () => {
    // Typed in NFC (as the browser sends them) and read back in NFC: the PDF's text is NFC, a
    // combining mark only where Unicode has no single letter (ẹ́, ọ̀, Ọ́).
    const names = ['Ọbáfẹ́mi Àwólọ́wọ̀', 'Chíọmá Ńnàmdí Ézè', 'Ɓàlārabe Ƙwārī', 'Ɗanjūma Ƴar’Adua', 'Ọ́láòṣebìkan Ẹ̀bùn-Ọlọ́run', 'Ụ̀zọ̀má Ọ́kọ̀'];
    for (const name of names) {
      const customer = { name, billingAddress: { street1: `${name} House`, street2: `14 ${name} Street`, city: 'Ìbàdàn' } };
      const company = { name, streetAddress: name, city: 'Kano', country: 'Nigeria' };
      const text = pdfText(await renderPdf({ doc: printableInvoice(exampleInvoice(1), company, customer), template: DEFAULT_PDF_TEMPLATE }));
      expect(text).toBe(text.normalize('NFC'));
      const lines = text.split('\n');
      // Bold (the company's and the customer's names), regular (the address lines).
      expect(lines.filter((l) => l === name.normalize('NFC')).length).toBeGreaterThanOrEqual(3);
      expect(lines).toContain(`${name} House`.normalize('NFC'));
      expect(lines).toContain(`14 ${name} Street`.normalize('NFC'));
      expect(lines).toContain('Ìbàdàn'.normalize('NFC'));
    }
  });

  it('print text typed in decomposed form (letter, then its marks) as the same letters, read back in NFC', async () => {
    const name = 'Ọbáfẹ́mi Àwólọ́wọ̀'.normalize('NFD');
    const text = pdfText(await renderPdf({ doc: printableInvoice(exampleInvoice(1), { name: 'Kobo' }, { name }), template: DEFAULT_PDF_TEMPLATE }));
    expect(text.split('\n')).toContain(name.normalize('NFC'));
  });

  it('print Yoruba and Hausa names as written (read back with pdftotext)', async () => {
    const customer = { ...EXAMPLE_CUSTOMER, name: 'Ọlábísí Adéṣínà' }, shipTo = 'Ɗanlàmí Ƙwárí';
    const company = { name: 'Ẹ̀kọ́ Foods Ltd', streetAddress: shipTo, city: 'Lagos', country: 'Nigeria' };
    const text = pdfText(await renderPdf({ doc: printableInvoice(exampleInvoice(2), company, customer), template: DEFAULT_PDF_TEMPLATE }));
    expect(text.normalize('NFC')).toContain('Ọlábísí Adéṣínà'.normalize('NFC'));
    expect(text.normalize('NFC')).toContain(shipTo.normalize('NFC'));
    expect(text.normalize('NFC')).toContain('Ẹ̀kọ́ Foods Ltd'.normalize('NFC'));
  });
});
