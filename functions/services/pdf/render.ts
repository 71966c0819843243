// require, not import: bundled into CommonJS, pdfkit's ESM build would resolve its data files
// from import.meta.url, which a CommonJS bundle does not have (it fails on load in Lambda).
import PDFDocument = require('pdfkit');
import type { Printable, PrintableLine, PrintableRow, PrintTable } from '../../../shared/documents/printable';
import { bankDetailsFor } from '../../../shared/documents/print-template';
import type { PdfTemplate } from '../../../shared/schemas/pdf-template';
import { fonts } from './fonts';
import { wrapLines } from './wrap';

/**
 * Lays out a printable document (shared/documents/printable.ts) on A4 pages
 * with pdfkit, directly in Node: no browser. Kind-neutral: quotes, invoices,
 * sales receipts, payment receipts, statements and reports differ only in the model
 * (a report has no one billed and no headline figure: those blocks are left out).
 *
 * Pages: the first carries the parties and facts; every page repeats a header
 * (title, number, company) and the table's column heads; the totals come once,
 * after the last line; every page ends with the footer text and "Page X of Y".
 */

export interface RenderInput {
  doc: Printable;
  template: PdfTemplate;
  /** PNG or JPEG bytes of the company logo (printed when the template shows it). */
  logo?: Buffer;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Content stops here; the footer sits below. */
const CONTENT_BOTTOM = PAGE.height - 62;
const GREY = '#555555';
const RULE = '#d5d9de';
const INK = '#1b1f24';

type Column = { key: keyof PrintableLine; label: string; width: number; align: 'left' | 'right' };
const COLUMNS: Column[] = [
  { key: 'no', label: '#', width: 22, align: 'left' },
  { key: 'name', label: 'Item & Description', width: 0, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 62, align: 'right' },
  { key: 'rate', label: 'Rate', width: 82, align: 'right' },
  { key: 'tax', label: 'VAT', width: 36, align: 'right' },
  { key: 'amount', label: 'Amount', width: 92, align: 'right' },
];
COLUMNS[1].width = CONTENT_WIDTH - COLUMNS.reduce((s, c) => s + c.width, 0);
const CELL_PAD = 4;

type Pdf = InstanceType<typeof PDFDocument>;

const STAMP_COLOURS: Record<string, string> = { PAID: '#2e7d32', VOID: '#8a1c1c', DRAFT: '#6b7280', OVERDUE: '#b45309', ACCEPTED: '#2e7d32', DECLINED: '#8a1c1c' };

export function renderPdf(input: RenderInput): Promise<Buffer> {
  const { doc: d, template } = input;
  const f = fonts();
  const pdf: Pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 20 },
    bufferPages: true,
    // No built-in Helvetica (its metrics would be loaded for nothing, and it has no ₦).
    font: null as unknown as string,
    info: { Title: `${titleCase(d.title)} ${d.number}`, Author: d.company.name, Creator: 'Kobo' },
    compress: true,
  });
  // pdfkit takes a parsed fontkit font where its types say a path or bytes.
  pdf.registerFont('Body', f.regular as unknown as Buffer);
  pdf.registerFont('Bold', f.bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const accent = template.accentColor;
  let y = firstPageHeader(pdf, input, accent);
  if (d.billTo) y = parties(pdf, d, d.billTo, y);
  if (d.subject) {
    pdf.font('Bold').fontSize(9).fillColor(GREY).text('Subject', MARGIN, y);
    y = pdf.y + 1;
    pdf.font('Body').fontSize(9.5).fillColor(INK).text(d.subject, MARGIN, y, { width: CONTENT_WIDTH });
    y = pdf.y + 10;
  }
  const nextPage = () => {
    pdf.addPage();
    return repeatHeader(pdf, d, accent);
  };
  if (d.lines.length) y = linesTable(pdf, d.lines, y, template, nextPage);
  if (d.table) y = textTable(pdf, d.table, y, template, nextPage);
  if (d.settled?.length) y = settledTable(pdf, d.settled, y, template, nextPage);
  y = totals(pdf, d.totals, y, accent, nextPage);
  closingText(pdf, d, template, y, nextPage);
  if (d.stamp) stamp(pdf, d.stamp);
  footers(pdf, template);
  pdf.end();
  return done;
}

function titleCase(s: string) {
  return s.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Company (with the logo), title, number and the headline figure. Returns where the page continues. */
function firstPageHeader(pdf: Pdf, { doc: d, template, logo }: RenderInput, accent: string): number {
  const top = MARGIN;
  const modern = template.layout === 'modern';
  const rightX = PAGE.width / 2 + 20;
  const rightW = PAGE.width - MARGIN - rightX;
  // The title on one line: long ones ('PAYMENT RECEIPT') a little smaller.
  const titleSize = Math.min(24, (24 * rightW) / pdf.font('Bold').fontSize(24).widthOfString(d.title));
  if (modern) {
    pdf.rect(0, 0, PAGE.width, 104).fill(accent);
    pdf.font('Bold').fontSize(titleSize).fillColor('#ffffff').text(d.title, rightX, 30, { width: rightW, align: 'right', lineBreak: false });
    pdf.font('Body').fontSize(10).fillColor('#ffffff').text(d.numberLine ?? `# ${d.number}`, rightX, 62, { width: rightW, align: 'right' });
  }
  let y = modern ? 120 : top;
  if (logo && template.showLogo) {
    try {
      pdf.image(logo, MARGIN, y, { fit: [140, 56] });
      y += 62;
    } catch {
      // An image pdfkit cannot read (not PNG or JPEG) is left out rather than failing the document.
    }
  }
  pdf.font('Bold').fontSize(13).fillColor(INK);
  const companyLines = [...d.company.lines, ...(d.company.tin ? [`TIN: ${d.company.tin}`] : []), ...(d.company.vat ? [`VAT Reg. No: ${d.company.vat}`] : [])];
  textBlock(pdf, d.company.name, MARGIN, y, CONTENT_WIDTH / 2);
  pdf.font('Body').fontSize(8.5).fillColor(GREY);
  for (const line of companyLines) textBlock(pdf, line, MARGIN, pdf.y, CONTENT_WIDTH / 2);
  const leftBottom = pdf.y;

  let ry = modern ? 120 : top;
  if (!modern) {
    pdf.font('Bold').fontSize(titleSize).fillColor(accent).text(d.title, rightX, ry, { width: rightW, align: 'right', lineBreak: false });
    pdf.font('Body').fontSize(10).fillColor(INK).text(d.numberLine ?? `# ${d.number}`, rightX, pdf.y, { width: rightW, align: 'right' });
    ry = pdf.y + 8;
  }
  if (d.headline) {
    pdf.font('Body').fontSize(8.5).fillColor(GREY).text(d.headline.label, rightX, ry, { width: rightW, align: 'right' });
    pdf.font('Bold').fontSize(15).fillColor(INK).text(d.headline.value, rightX, pdf.y + 1, { width: rightW, align: 'right' });
  }
  return Math.max(leftBottom, pdf.y) + 18;
}

/**
 * Bill to (and ship to) on the left, the facts (dates, terms, reference) on the right. The facts
 * take the width their longest label and value need (at most a third of the page); the parties
 * share the rest, so a customer's e-mail address or a long company name has the room the page has.
 */
function parties(pdf: Pdf, d: Printable, billTo: NonNullable<Printable['billTo']>, top: number): number {
  const gap = 12;
  pdf.font('Body').fontSize(8.5);
  const labelW = Math.max(0, ...d.facts.map((f) => pdf.widthOfString(`${f.label}:`)));
  const valueW = Math.max(0, ...d.facts.map((f) => pdf.widthOfString(f.value)));
  // A value's longest word (a payment reference) is never cut: the facts take up to half the page for it.
  const wordW = Math.max(0, ...d.facts.flatMap((f) => f.value.split(/\s+/).map((w) => pdf.widthOfString(w) + 1)));
  const factsW = d.facts.length ? Math.min(labelW + 6 + valueW, Math.max(CONTENT_WIDTH / 3, Math.min(labelW + 6 + wordW, CONTENT_WIDTH / 2))) : 0;
  const factsX = MARGIN + CONTENT_WIDTH - factsW;
  const partiesW = CONTENT_WIDTH - (factsW ? factsW + 2 * gap : 0);
  const partyW = d.shipTo ? (partiesW - gap) / 2 : partiesW;
  let bottom = top;
  const party = (label: string, p: NonNullable<Printable['billTo']>, x: number) => {
    pdf.font('Bold').fontSize(8.5).fillColor(GREY).text(label, x, top, { width: partyW, lineBreak: false });
    pdf.font('Bold').fontSize(10).fillColor(INK);
    textBlock(pdf, p.name, x, pdf.y + 2, partyW);
    pdf.font('Body').fontSize(8.5).fillColor(INK);
    for (const line of [...p.lines, ...(p.tin ? [`TIN: ${p.tin}`] : [])]) textBlock(pdf, line, x, pdf.y, partyW);
    bottom = Math.max(bottom, pdf.y);
  };
  party(d.kind === 'payment' ? 'Received From' : d.kind === 'statement' ? 'To' : 'Bill To', billTo, MARGIN);
  if (d.shipTo) party('Ship To', d.shipTo, MARGIN + partyW + gap);
  // Facts: labels right-aligned in one column, values right-aligned at the margin.
  const valueX = factsX + Math.min(labelW, factsW / 2) + 6;
  let fy = top;
  for (const f of d.facts) {
    pdf.font('Body').fontSize(8.5).fillColor(GREY).text(`${f.label}:`, factsX, fy, { width: valueX - 6 - factsX, align: 'right' });
    const labelBottom = pdf.y;
    pdf.font('Body').fontSize(8.5).fillColor(INK).text(f.value, valueX, fy, { width: MARGIN + CONTENT_WIDTH - valueX, align: 'right' });
    fy = Math.max(labelBottom, pdf.y) + 2;
  }
  return Math.max(bottom, fy) + 16;
}

/**
 * Draws a name or an address line in the current font, broken only where it should be
 * (wrapLines), left-aligned at x from y; pdf.y ends below it.
 */
function textBlock(pdf: Pdf, text: string, x: number, y: number, width: number) {
  let lineY = y;
  for (const line of wrapLines(text, width, (s) => pdf.widthOfString(s))) {
    pdf.text(line, x, lineY, { lineBreak: false });
    lineY += pdf.currentLineHeight(true);
  }
  pdf.y = lineY;
}

/** The column heads on the accent colour; a head wider than its column (a report's narrow figures) takes two lines. */
function tableHead(pdf: Pdf, columns: Column[], y: number, template: PdfTemplate): number {
  pdf.font('Bold').fontSize(8.5);
  const wraps = columns.some((c) => pdf.widthOfString(c.label) > c.width - 2 * CELL_PAD);
  const h = wraps ? Math.max(...columns.map((c) => pdf.heightOfString(c.label, { width: c.width - 2 * CELL_PAD }))) + 9 : 18;
  if (template.layout === 'modern') pdf.rect(MARGIN, y, CONTENT_WIDTH, h).fill('#eef1f4');
  else pdf.rect(MARGIN, y, CONTENT_WIDTH, h).fill(template.accentColor);
  pdf.font('Bold').fontSize(8.5).fillColor(template.layout === 'modern' ? INK : '#ffffff');
  let x = MARGIN;
  for (const c of columns) {
    pdf.text(c.label, x + CELL_PAD, y + 5, { width: c.width - 2 * CELL_PAD, align: c.align, ...(wraps ? { height: h - 5 } : { lineBreak: false }) });
    x += c.width;
  }
  return y + h + 2;
}

function rowHeight(pdf: Pdf, line: PrintableLine): number {
  const w = COLUMNS[1].width - 2 * CELL_PAD;
  let h = pdf.font('Body').fontSize(9).heightOfString(line.name, { width: w });
  if (line.description) h += pdf.font('Body').fontSize(8).heightOfString(line.description, { width: w }) + 1;
  return h + 2 * CELL_PAD;
}

function linesTable(pdf: Pdf, lines: PrintableLine[], top: number, template: PdfTemplate, nextPage: () => number): number {
  let y = tableHead(pdf, COLUMNS, top, template);
  for (const line of lines) {
    const h = rowHeight(pdf, line);
    if (y + h > CONTENT_BOTTOM) y = tableHead(pdf, COLUMNS, nextPage(), template);
    let x = MARGIN;
    for (const c of COLUMNS) {
      const w = c.width - 2 * CELL_PAD;
      if (c.key === 'name') {
        pdf.font('Body').fontSize(9).fillColor(INK).text(line.name, x + CELL_PAD, y + CELL_PAD, { width: w });
        if (line.description) pdf.font('Body').fontSize(8).fillColor(GREY).text(line.description, x + CELL_PAD, pdf.y + 1, { width: w });
      } else {
        pdf.font('Body').fontSize(9).fillColor(INK).text(String(line[c.key]), x + CELL_PAD, y + CELL_PAD, { width: w, align: c.align, lineBreak: false });
      }
      x += c.width;
    }
    y += h;
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  return y + 10;
}

/**
 * A table of text cells, column widths shared by weight; the head repeats on every page. Text
 * wraps in its column; a figure (a right-aligned cell) stays on one line, drawn a little smaller
 * when its column is too narrow for it. A report's section headings go across the table (again,
 * "continued", on a page that starts inside a section) and its totals row comes last, in bold.
 */
function textTable(pdf: Pdf, table: PrintTable, top: number, template: PdfTemplate, nextPage: () => number): number {
  const total = table.columns.reduce((s, c) => s + c.weight, 0);
  const columns: Column[] = table.columns.map((c) => ({ key: 'name', label: c.label, width: (CONTENT_WIDTH * c.weight) / total, align: c.align }));
  const inner = (c: Column) => c.width - 2 * CELL_PAD;
  /** A figure's font size: 9, or what makes it fit its column (at least 6.5). */
  const figureSize = (font: string, text: string, c: Column) => {
    const w = pdf.font(font).fontSize(9).widthOfString(text);
    return w <= inner(c) ? 9 : Math.max(6.5, (9 * inner(c)) / w);
  };
  const heightOf = (font: string, row: string[]) =>
    Math.max(...columns.map((c, i) => (c.align === 'right' ? pdf.font(font).fontSize(9).currentLineHeight() : pdf.font(font).fontSize(9).heightOfString(row[i] || ' ', { width: inner(c) })))) + 2 * CELL_PAD;
  const drawRow = (font: string, row: string[], y: number) => {
    let x = MARGIN;
    columns.forEach((c, i) => {
      const text = row[i] ?? '';
      // A figure is placed by its own width (no wrapping box), so it never breaks onto a second line.
      if (c.align === 'right') {
        const size = figureSize(font, text, c);
        pdf.font(font).fontSize(size).fillColor(INK);
        // A smaller figure sits on the row's baseline.
        pdf.text(text, x + c.width - CELL_PAD - pdf.widthOfString(text), y + CELL_PAD + (9 - size) * 0.8, { lineBreak: false });
      }
      else pdf.font(font).fontSize(9).fillColor(INK).text(text, x + CELL_PAD, y + CELL_PAD, { width: inner(c) });
      x += c.width;
    });
  };
  const headings = new Map((table.sections ?? []).map((s) => [s.row, s.label]));
  const HEADING_H = 18;
  const heading = (label: string, y: number) => {
    pdf.rect(MARGIN, y, CONTENT_WIDTH, HEADING_H).fill('#f3f5f7');
    pdf.font('Bold').fontSize(9).fillColor(INK).text(label, MARGIN + CELL_PAD, y + 5, { width: CONTENT_WIDTH - 2 * CELL_PAD, lineBreak: false });
    return y + HEADING_H;
  };
  let y = tableHead(pdf, columns, top, template);
  let section: string | undefined;
  table.rows.forEach((row, r) => {
    const h = heightOf('Body', row);
    const starts = headings.get(r);
    // A heading is kept with its first row.
    if (y + (starts !== undefined ? HEADING_H : 0) + h > CONTENT_BOTTOM) {
      y = tableHead(pdf, columns, nextPage(), template);
      if (starts === undefined && section !== undefined) y = heading(`${section} (continued)`, y);
    }
    if (starts !== undefined) {
      section = starts;
      y = heading(starts, y);
    }
    drawRow('Body', row, y);
    y += h;
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  if (table.foot) {
    const h = heightOf('Bold', table.foot);
    if (y + h > CONTENT_BOTTOM) y = tableHead(pdf, columns, nextPage(), template);
    pdf.rect(MARGIN, y, CONTENT_WIDTH, h).fill('#f3f5f7');
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.75).strokeColor(INK).stroke();
    drawRow('Bold', table.foot, y);
    y += h;
  }
  return y + 10;
}

const SETTLED_COLUMNS: PrintTable['columns'] = [
  { label: 'Invoice Number', align: 'left', weight: CONTENT_WIDTH - 260 },
  { label: 'WHT', align: 'right', weight: 130 },
  { label: 'Payment Amount', align: 'right', weight: 130 },
];

function settledTable(pdf: Pdf, rows: NonNullable<Printable['settled']>, top: number, template: PdfTemplate, nextPage: () => number): number {
  pdf.font('Bold').fontSize(10).fillColor(INK).text('Payment for', MARGIN, top);
  return textTable(pdf, { columns: SETTLED_COLUMNS, rows: rows.map((r) => [r.number, r.wht, r.amount]) }, pdf.y + 4, template, nextPage);
}

/** The totals block, right-aligned, kept whole on one page. */
function totals(pdf: Pdf, rows: PrintableRow[], top: number, accent: string, nextPage: () => number): number {
  const rowH = 17;
  const height = rows.length * rowH + 6;
  let y = top + height > CONTENT_BOTTOM ? nextPage() : top;
  const w = 250;
  const x = MARGIN + CONTENT_WIDTH - w;
  for (const r of rows) {
    if (r.strong) pdf.rect(x, y, w, rowH).fill('#f3f5f7');
    pdf.font(r.strong ? 'Bold' : 'Body').fontSize(9.5).fillColor(r.strong ? accent : INK);
    pdf.text(r.label, x + CELL_PAD, y + 4, { width: w / 2 - CELL_PAD, align: 'right', lineBreak: false });
    pdf.fillColor(INK).text(r.value, x + w / 2, y + 4, { width: w / 2 - CELL_PAD, align: 'right', lineBreak: false });
    y += rowH;
  }
  return y + 16;
}

/** Notes, terms and the bank details, each flowing onto a new page when it must. */
function closingText(pdf: Pdf, d: Printable, template: PdfTemplate, top: number, nextPage: () => number): number {
  let y = top;
  const blocks: [string, string | undefined][] = [
    ['Notes', d.notes],
    ['Terms & Conditions', d.terms],
    ['Bank Details', bankDetailsFor(d, template.bankDetails)],
  ];
  for (const [label, text] of blocks) {
    if (!text) continue;
    const h = pdf.font('Body').fontSize(9).heightOfString(text, { width: CONTENT_WIDTH }) + 16;
    if (y + Math.min(h, 60) > CONTENT_BOTTOM) y = nextPage();
    pdf.font('Bold').fontSize(9).fillColor(GREY).text(label, MARGIN, y);
    y = pdf.y + 2;
    for (const para of text.split('\n')) {
      const ph = pdf.font('Body').fontSize(9).heightOfString(para || ' ', { width: CONTENT_WIDTH });
      if (y + ph > CONTENT_BOTTOM) y = nextPage();
      pdf.font('Body').fontSize(9).fillColor(INK).text(para || ' ', MARGIN, y, { width: CONTENT_WIDTH });
      y = pdf.y;
    }
    y += 12;
  }
  return y;
}

/** Later pages: a slim header so a loose page still says whose document it is. */
function repeatHeader(pdf: Pdf, d: Printable, accent: string): number {
  // On one line: a long title and period (a report's) a little smaller.
  const title = `${d.title} ${d.number}`;
  const titleW = (CONTENT_WIDTH * 2) / 3;
  const size = Math.min(11, (11 * titleW) / pdf.font('Bold').fontSize(11).widthOfString(title));
  pdf.font('Bold').fontSize(size).fillColor(accent).text(title, MARGIN, MARGIN + (11 - size) * 0.8, { lineBreak: false });
  pdf.font('Body').fontSize(9).fillColor(GREY).text(d.company.name, MARGIN + titleW, MARGIN + 1, { width: CONTENT_WIDTH - titleW, align: 'right', lineBreak: false });
  pdf.moveTo(MARGIN, MARGIN + 18).lineTo(MARGIN + CONTENT_WIDTH, MARGIN + 18).lineWidth(0.75).strokeColor(RULE).stroke();
  return MARGIN + 28;
}

function stamp(pdf: Pdf, text: string) {
  pdf.switchToPage(0);
  pdf.save();
  pdf.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] });
  pdf.fillOpacity(0.12).font('Bold').fontSize(96).fillColor(STAMP_COLOURS[text] ?? GREY);
  pdf.text(text, 0, PAGE.height / 2 - 48, { width: PAGE.width, align: 'center', lineBreak: false });
  pdf.restore();
  pdf.fillOpacity(1);
}

function footers(pdf: Pdf, template: PdfTemplate) {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const y = PAGE.height - 48;
    pdf.moveTo(MARGIN, y - 6).lineTo(MARGIN + CONTENT_WIDTH, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    if (template.footerText) pdf.font('Body').fontSize(8).fillColor(GREY).text(template.footerText, MARGIN, y, { width: CONTENT_WIDTH - 90, lineBreak: false, ellipsis: true });
    pdf.font('Body').fontSize(8).fillColor(GREY).text(`Page ${i + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH - 90, y, { width: 90, align: 'right', lineBreak: false });
  }
}
