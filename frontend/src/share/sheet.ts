import type { PrintableDocument, PrintableLine, PrintParty } from '../../../shared/documents/printable';
import type { PublicDocument } from '../../../shared/schemas/share';
import { h } from './dom';

/** What the company's PDF template adds around the document, as the PDF prints it. */
export type SheetTemplate = Pick<PublicDocument, 'bankDetails' | 'footerText' | 'logoUrl'>;

/**
 * The document as the customer would see it printed: the business (with its logo),
 * the title and number with its stamp, bill to / ship to, the facts, the lines, the
 * totals, notes, terms, bank details and the footer text. Every figure arrives formatted (₦) from the printable model the
 * PDF is drawn from, so the page and the PDF say the same to the kobo.
 * On a narrow screen each line of the table stacks (share.css); the table keeps
 * its roles, which some browsers drop when a table's display changes.
 */
export function documentSheet(doc: PrintableDocument, template: SheetTemplate = {}): HTMLElement {
  return h(
    'article',
    { class: 'sheet', 'aria-labelledby': 'sheet-title' },
    h(
      'div',
      { class: 'sheet__head' },
      party(doc.company, 'from', undefined, template.logoUrl),
      h(
        'div',
        { class: 'title' },
        h('p', { class: 'title__word', id: 'sheet-title' }, doc.title),
        h('p', { class: 'title__number' }, `# ${doc.number}`),
        doc.stamp && h('p', { class: `stamp stamp--${stampTone(doc.stamp)}` }, doc.stamp),
      ),
    ),
    h(
      'div',
      { class: 'sheet__parties' },
      party(doc.billTo, 'party', 'Bill To'),
      doc.shipTo && party(doc.shipTo, 'party', 'Ship To'),
      doc.facts.length > 0 &&
        h(
          'dl',
          { class: 'facts' },
          doc.facts.map((f) => h('div', { class: 'facts__row' }, h('dt', null, f.label), h('dd', null, f.value))),
        ),
    ),
    doc.subject && h('p', { class: 'subject' }, h('span', { class: 'subject__label' }, 'Subject: '), doc.subject),
    doc.lines.length > 0 && linesTable(doc.lines),
    doc.settled && doc.settled.length > 0 && settledTable(doc.settled),
    h(
      'div',
      { class: 'sheet__totals' },
      h(
        'table',
        { class: 'totals' },
        h('caption', { class: 'vh' }, 'Totals'),
        h(
          'tbody',
          null,
          doc.totals.map((row) => h('tr', { class: row.strong ? 'totals__strong' : undefined }, h('th', { scope: 'row' }, row.label), h('td', null, row.value))),
        ),
      ),
    ),
    doc.notes && textBlock('Notes', doc.notes),
    doc.terms && textBlock('Terms & Conditions', doc.terms),
    template.bankDetails && textBlock('Bank Details', template.bankDetails),
    template.footerText && h('p', { class: 'sheet__footer' }, template.footerText),
  );
}

function party(p: PrintParty, kind: 'from' | 'party', heading: string | undefined, logoUrl?: string): HTMLElement {
  return h(
    'div',
    { class: kind },
    heading && h('h2', { class: 'party__heading' }, heading),
    // The business's name follows at once, so the logo is decoration (alt=""); its box is fixed, so nothing moves when it arrives.
    logoUrl && h('img', { class: 'from__logo', src: logoUrl, alt: '', width: 140, height: 56, decoding: 'async' }),
    h('p', { class: `${kind}__name` }, p.name),
    p.lines.length > 0 && h('p', { class: 'party__lines' }, p.lines.map((line) => h('span', null, line))),
    p.tin && h('p', { class: 'party__lines' }, `TIN: ${p.tin}`),
    p.vat && h('p', { class: 'party__lines' }, `VAT Reg. No: ${p.vat}`),
  );
}

function linesTable(lines: PrintableLine[]): HTMLElement {
  const taxed = lines.some((l) => l.tax);
  const head = (label: string, cls?: string) => h('th', { scope: 'col', role: 'columnheader', class: cls }, label);
  const cell = (cls: string, label: string | undefined, ...children: (Node | string | undefined)[]) =>
    h('td', { role: 'cell', class: cls, 'data-label': label }, ...children);
  return h(
    'table',
    { class: 'lines', role: 'table' },
    h('caption', { class: 'vh' }, 'Items'),
    h(
      'thead',
      { role: 'rowgroup' },
      h('tr', { role: 'row' }, head('#', 'no'), head('Item & Description'), head('Qty', 'r'), head('Rate', 'r'), taxed && head('Tax', 'r'), head('Amount', 'r')),
    ),
    h(
      'tbody',
      { role: 'rowgroup' },
      lines.map((l) =>
        h(
          'tr',
          { role: 'row' },
          cell('no', undefined, String(l.no)),
          cell('item', undefined, h('span', { class: 'item__name' }, l.name), l.description ? h('span', { class: 'item__desc' }, l.description) : undefined),
          cell('qty r', 'Qty', l.quantity),
          cell('rate r', 'Rate', l.rate),
          taxed && cell('tax r', 'Tax', l.tax),
          cell('amount r', undefined, l.amount),
        ),
      ),
    ),
  );
}

function settledTable(settled: NonNullable<PrintableDocument['settled']>): HTMLElement {
  const wht = settled.some((s) => s.wht);
  return h(
    'table',
    { class: 'settled' },
    h('caption', null, 'Invoices settled'),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Invoice#'), h('th', { scope: 'col', class: 'r' }, 'Amount'), wht && h('th', { scope: 'col', class: 'r' }, 'WHT'))),
    h(
      'tbody',
      null,
      settled.map((s) => h('tr', null, h('td', null, s.number), h('td', { class: 'r' }, s.amount), wht && h('td', { class: 'r' }, s.wht))),
    ),
  );
}

function textBlock(heading: string, text: string): HTMLElement {
  return h('section', { class: 'text' }, h('h2', { class: 'text__heading' }, heading), h('p', { class: 'text__body' }, text));
}

/** Settled and accepted read as good news, void, declined, overdue and expired as bad, the rest as neutral. */
function stampTone(stamp: string): 'good' | 'bad' | 'neutral' {
  if (stamp === 'PAID' || stamp === 'ACCEPTED') return 'good';
  if (stamp === 'VOID' || stamp === 'DECLINED' || stamp === 'OVERDUE' || stamp === 'EXPIRED') return 'bad';
  return 'neutral';
}
