import type { ReactNode } from 'react';
import Link from '../ui/link';
import { useIsMobile } from '../use-media-query';
import { formatNaira } from '../../../../shared/money';
import { lineQuantityText } from '../../../../shared/time-values';
import type { Attachment, Discount, DocumentLine } from '../../../../shared/schemas/document';
import { fileSize } from './file-size';
import type { DocumentKind } from './document-kind';
import { taxGroupLabel } from '../../../../shared/tax-labels';
import './document-detail.css';

type Line = Pick<DocumentLine, 'lineNo' | 'name' | 'description' | 'quantity' | 'minutes' | 'unit' | 'rateKobo' | 'taxRate' | 'taxName' | 'amountKobo'>;

/** Desktop: a table of the lines. */
function LinesTable({ lines, caption }: { lines: Line[]; caption: string }) {
  return (
    <div className="kobo-doc-lines-wrap">
      <table className="kobo-doc-lines">
        <caption className="kobo-ui-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="kobo-doc-num">
              Qty
            </th>
            <th scope="col" className="kobo-doc-num">
              Rate
            </th>
            <th scope="col" className="kobo-doc-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineNo}>
              <td>
                <span className="kobo-doc-line-name">{l.name}</span>
                {l.description && <span className="kobo-doc-line-description">{l.description}</span>}
                {l.taxRate !== null && <span className="kobo-doc-line-tax">{taxGroupLabel(l.taxRate, [l])}</span>}
              </td>
              <td className="kobo-doc-num">{lineQuantityText(l)}</td>
              <td className="kobo-doc-num">{formatNaira(l.rateKobo)}</td>
              <td className="kobo-doc-num kobo-doc-strong">{formatNaira(l.amountKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: each line stacked, quantity × rate under the name. */
function LinesStacked({ lines, caption }: { lines: Line[]; caption: string }) {
  return (
    <ul className="kobo-doc-lines-stacked" aria-label={caption}>
      {lines.map((l) => (
        <li key={l.lineNo} className="kobo-doc-line-card">
          <span className="kobo-doc-line-top">
            <span className="kobo-doc-line-name">{l.name}</span>
            <span className="kobo-doc-strong">{formatNaira(l.amountKobo)}</span>
          </span>
          {l.description && <span className="kobo-doc-line-description">{l.description}</span>}
          <span className="kobo-doc-line-description">
            {lineQuantityText(l)} × {formatNaira(l.rateKobo)}
            {l.taxRate !== null && ` · ${taxGroupLabel(l.taxRate, [l])}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What a document's DETAILS tab shows: its lines and the figures the server computed. */
export interface DetailDocument {
  subject?: string;
  lines: Line[];
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

/** A row under the total (an invoice's amount paid and balance due). */
export interface TotalsRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The figures as the server computed them with the shared totals module; nothing is recomputed here. */
function Totals({ doc, after = [] }: { doc: DetailDocument; after?: TotalsRow[] }) {
  const discountLabel = doc.discount.type === 'percent' ? `Discount (${doc.discount.value}%)` : 'Discount';
  const rows: (TotalsRow & { total?: boolean })[] = [
    { label: 'Sub Total', value: formatNaira(doc.subtotalKobo) },
    { label: discountLabel, value: formatNaira(-doc.discountKobo) },
    ...doc.taxes.map((t) => ({ label: taxGroupLabel(t.rate, doc.lines), value: formatNaira(t.taxKobo) })),
    { label: 'Adjustment', value: formatNaira(doc.adjustmentKobo) },
    { label: 'Total', value: formatNaira(doc.totalKobo), total: true },
    ...after,
  ];
  return (
    <dl className="kobo-doc-totals">
      {rows.map((r) => (
        <div key={r.label} className={r.total ? 'kobo-doc-totals-total' : r.strong ? 'kobo-doc-totals-strong' : undefined}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kobo-doc-section" aria-label={title}>
      <h3 className="kobo-doc-section-title">{title}</h3>
      {children}
    </section>
  );
}

interface Props {
  kind: Pick<DocumentKind, 'noun'>;
  doc: DetailDocument;
  /** Rows under the total. */
  totalsAfter?: TotalsRow[];
  /** Sections before the subject (an invoice's dates and terms). */
  before?: ReactNode;
}

/** DETAILS of any sales document: subject, lines, figures, notes and terms, attachments. */
export function DocumentDetailBody({ kind, doc, totalsAfter, before }: Props) {
  const mobile = useIsMobile();
  const caption = `${kind.noun} items`;
  return (
    <div className="kobo-doc-detail">
      {before}
      {doc.subject && (
        <DocumentSection title="Subject">
          <p className="kobo-doc-text">{doc.subject}</p>
        </DocumentSection>
      )}
      <DocumentSection title="Items">
        {mobile ? <LinesStacked lines={doc.lines} caption={caption} /> : <LinesTable lines={doc.lines} caption={caption} />}
        <Totals doc={doc} after={totalsAfter} />
      </DocumentSection>
      <DocumentSection title="Customer Notes">
        <p className="kobo-doc-text">{doc.customerNotes || 'No notes'}</p>
      </DocumentSection>
      <DocumentSection title="Terms & Conditions">
        <p className="kobo-doc-text">{doc.terms || 'No terms'}</p>
      </DocumentSection>
      <DocumentSection title="Attachments">
        {doc.attachments.length === 0 ? (
          <p className="kobo-doc-muted">No attachments</p>
        ) : (
          <ul className="kobo-doc-attachments">
            {doc.attachments.map((a) => (
              <li key={a.key}>
                {a.url ? (
                  <Link href={a.url} external externalIconAriaLabel="(opens in a new tab)">
                    {a.name}
                  </Link>
                ) : (
                  <span>{a.name}</span>
                )}{' '}
                <span className="kobo-doc-muted">({fileSize(a.size)})</span>
              </li>
            ))}
          </ul>
        )}
      </DocumentSection>
    </div>
  );
}
