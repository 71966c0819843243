import type { ReactNode } from 'react';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useIsMobile } from '../use-media-query';
import { formatNaira } from '../../../../shared/money';
import type { Attachment, Discount, DocumentLine } from '../../../../shared/schemas/document';
import { fileSize } from './attachments-field';
import { quantityText } from './line-items';
import './document-view.css';

/** What a saved sales document (quote, invoice, sales receipt) shows read-only: its lines and the figures the server computed. */
export interface ViewedDocument {
  lines: DocumentLine[];
  discount: Discount;
  subtotalKobo: number;
  discountKobo: number;
  taxes: { rate: number; taxKobo: number }[];
  adjustmentKobo: number;
  totalKobo: number;
  customerNotes?: string;
  terms?: string;
  attachments: (Attachment & { url?: string })[];
}

const percentFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
const taxLabel = (rate: number) => `VAT (${percentFormat.format(rate)}%)`;
const quantity = (l: DocumentLine) => `${quantityText(l.quantity)} ${l.unit}`;

/** Desktop: a table of the lines. */
function LinesTable({ lines, label }: { lines: DocumentLine[]; label: string }) {
  return (
    <div className="kobo-dv-lines-wrap">
      <table className="kobo-dv-lines">
        <caption className="kobo-ui-sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="kobo-dv-num">
              Qty
            </th>
            <th scope="col" className="kobo-dv-num">
              Rate
            </th>
            <th scope="col" className="kobo-dv-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineNo}>
              <td>
                <span className="kobo-dv-line-name">{l.name}</span>
                {l.description && <span className="kobo-dv-line-description">{l.description}</span>}
                {l.taxRate !== null && <span className="kobo-dv-line-tax">{taxLabel(l.taxRate)}</span>}
              </td>
              <td className="kobo-dv-num">{quantity(l)}</td>
              <td className="kobo-dv-num">{formatNaira(l.rateKobo)}</td>
              <td className="kobo-dv-num kobo-dv-strong">{formatNaira(l.amountKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: each line stacked, quantity × rate under the name. */
function LinesStacked({ lines, label }: { lines: DocumentLine[]; label: string }) {
  return (
    <ul className="kobo-dv-lines-stacked" aria-label={label}>
      {lines.map((l) => (
        <li key={l.lineNo} className="kobo-dv-line-card">
          <span className="kobo-dv-line-top">
            <span className="kobo-dv-line-name">{l.name}</span>
            <span className="kobo-dv-strong">{formatNaira(l.amountKobo)}</span>
          </span>
          {l.description && <span className="kobo-dv-line-description">{l.description}</span>}
          <span className="kobo-dv-line-description">
            {quantity(l)} × {formatNaira(l.rateKobo)}
            {l.taxRate !== null && ` · ${taxLabel(l.taxRate)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The figures as the server computed them with the shared totals module; nothing is recomputed here. */
function Totals({ doc }: { doc: ViewedDocument }) {
  const discountLabel = doc.discount.type === 'percent' ? `Discount (${percentFormat.format(doc.discount.value)}%)` : 'Discount';
  const rows: { label: string; value: string; total?: boolean }[] = [
    { label: 'Sub Total', value: formatNaira(doc.subtotalKobo) },
    { label: discountLabel, value: formatNaira(-doc.discountKobo) },
    ...doc.taxes.map((t) => ({ label: taxLabel(t.rate), value: formatNaira(t.taxKobo) })),
    { label: 'Adjustment', value: formatNaira(doc.adjustmentKobo) },
    { label: 'Total', value: formatNaira(doc.totalKobo), total: true },
  ];
  return (
    <dl className="kobo-dv-totals">
      {rows.map((r) => (
        <div key={r.label} className={r.total ? 'kobo-dv-totals-total' : undefined}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of a detail page's DETAILS tab. */
export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kobo-dv-section" aria-label={title}>
      <h3 className="kobo-dv-section-title">{title}</h3>
      {children}
    </section>
  );
}

interface Props {
  /** 'Quote': names the lines ('Quote items'). */
  noun: string;
  doc: ViewedDocument;
  /** Sections before the items (the quote's subject, say). */
  before?: ReactNode;
}

/** A saved document's DETAILS: lines, figures, notes and terms, attachments, the same for every kind. */
export function DocumentDetailBody({ noun, doc, before }: Props) {
  const mobile = useIsMobile();
  const label = `${noun} items`;
  return (
    <SpaceBetween size="l">
      {before}
      <DocumentSection title="Items">
        {mobile ? <LinesStacked lines={doc.lines} label={label} /> : <LinesTable lines={doc.lines} label={label} />}
        <Totals doc={doc} />
      </DocumentSection>
      <DocumentSection title="Customer Notes">
        <p className="kobo-dv-text">{doc.customerNotes || 'No notes'}</p>
      </DocumentSection>
      <DocumentSection title="Terms & Conditions">
        <p className="kobo-dv-text">{doc.terms || 'No terms'}</p>
      </DocumentSection>
      <DocumentSection title="Attachments">
        {doc.attachments.length === 0 ? (
          <p className="kobo-dv-muted">No attachments</p>
        ) : (
          <ul className="kobo-dv-attachments">
            {doc.attachments.map((a) => (
              <li key={a.key}>
                {a.url ? (
                  <Link href={a.url} external externalIconAriaLabel="(opens in a new tab)">
                    {a.name}
                  </Link>
                ) : (
                  <span>{a.name}</span>
                )}{' '}
                <span className="kobo-dv-muted">({fileSize(a.size)})</span>
              </li>
            ))}
          </ul>
        )}
      </DocumentSection>
    </SpaceBetween>
  );
}
