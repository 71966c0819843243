import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useIsMobile } from '../../../components/use-media-query';
import { formatNaira } from '../../../../../shared/money';
import type { Quote, QuoteLine } from '../../../../../shared/schemas/quote';
import { formatQuantity } from './quote-list-format';

const percentFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
const taxLabel = (rate: number) => `VAT (${percentFormat.format(rate)}%)`;

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Desktop: a table of the lines. */
function LinesTable({ lines }: { lines: QuoteLine[] }) {
  return (
    <div className="kobo-quotes-lines-wrap">
      <table className="kobo-quotes-lines">
        <caption className="kobo-ui-sr-only">Quote items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="kobo-quotes-num">
              Qty
            </th>
            <th scope="col" className="kobo-quotes-num">
              Rate
            </th>
            <th scope="col" className="kobo-quotes-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineNo}>
              <td>
                <span className="kobo-quotes-line-name">{l.name}</span>
                {l.description && <span className="kobo-quotes-line-description">{l.description}</span>}
                {l.taxRate !== null && <span className="kobo-quotes-line-tax">{taxLabel(l.taxRate)}</span>}
              </td>
              <td className="kobo-quotes-num">{formatQuantity(l.quantity, l.unit)}</td>
              <td className="kobo-quotes-num">{formatNaira(l.rateKobo)}</td>
              <td className="kobo-quotes-num kobo-quotes-strong">{formatNaira(l.amountKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: each line stacked, quantity × rate under the name. */
function LinesStacked({ lines }: { lines: QuoteLine[] }) {
  return (
    <ul className="kobo-quotes-lines-stacked" aria-label="Quote items">
      {lines.map((l) => (
        <li key={l.lineNo} className="kobo-quotes-line-card">
          <span className="kobo-quotes-line-top">
            <span className="kobo-quotes-line-name">{l.name}</span>
            <span className="kobo-quotes-strong">{formatNaira(l.amountKobo)}</span>
          </span>
          {l.description && <span className="kobo-quotes-line-description">{l.description}</span>}
          <span className="kobo-quotes-line-description">
            {formatQuantity(l.quantity, l.unit)} × {formatNaira(l.rateKobo)}
            {l.taxRate !== null && ` · ${taxLabel(l.taxRate)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The figures as the server computed them with the shared totals module; nothing is recomputed here. */
function Totals({ quote }: { quote: Quote }) {
  const discountLabel = quote.discount.type === 'percent' ? `Discount (${percentFormat.format(quote.discount.value)}%)` : 'Discount';
  const rows: { label: string; value: string; total?: boolean }[] = [
    { label: 'Sub Total', value: formatNaira(quote.subtotalKobo) },
    { label: discountLabel, value: formatNaira(-quote.discountKobo) },
    ...quote.taxes.map((t) => ({ label: taxLabel(t.rate), value: formatNaira(t.taxKobo) })),
    { label: 'Adjustment', value: formatNaira(quote.adjustmentKobo) },
    { label: 'Total', value: formatNaira(quote.totalKobo), total: true },
  ];
  return (
    <dl className="kobo-quotes-totals">
      {rows.map((r) => (
        <div key={r.label} className={r.total ? 'kobo-quotes-totals-total' : undefined}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="kobo-quotes-section" aria-label={title}>
      <h3 className="kobo-quotes-section-title">{title}</h3>
      {children}
    </section>
  );
}

/** DETAILS: subject, lines, figures, notes and terms, attachments. */
export function QuoteDetailBody({ quote }: { quote: Quote }) {
  const mobile = useIsMobile();
  return (
    <SpaceBetween size="l">
      {quote.subject && (
        <Section title="Subject">
          <p className="kobo-quotes-text">{quote.subject}</p>
        </Section>
      )}
      <Section title="Items">
        {mobile ? <LinesStacked lines={quote.lines} /> : <LinesTable lines={quote.lines} />}
        <Totals quote={quote} />
      </Section>
      <Section title="Customer Notes">
        <p className="kobo-quotes-text">{quote.customerNotes || 'No notes'}</p>
      </Section>
      <Section title="Terms & Conditions">
        <p className="kobo-quotes-text">{quote.terms || 'No terms'}</p>
      </Section>
      <Section title="Attachments">
        {quote.attachments.length === 0 ? (
          <p className="kobo-quotes-muted">No attachments</p>
        ) : (
          <ul className="kobo-quotes-attachments">
            {quote.attachments.map((a) => (
              <li key={a.key}>
                {a.url ? (
                  <Link href={a.url} external externalIconAriaLabel="(opens in a new tab)">
                    {a.name}
                  </Link>
                ) : (
                  <span>{a.name}</span>
                )}{' '}
                <span className="kobo-quotes-muted">({fileSize(a.size)})</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </SpaceBetween>
  );
}
