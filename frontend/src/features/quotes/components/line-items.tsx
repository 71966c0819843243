import Button from '@cloudscape-design/components/button';
import { formatNaira } from '../../../../../shared/money';
import type { LineInput } from '../../../../../shared/schemas/quote';
import type { LineTotals } from '../../../../../shared/documents/totals';

/** 5% / 7.5% / 0% VAT, or none. */
export const lineTaxLabel = (rate: number | null | undefined) => (rate === null || rate === undefined ? 'No tax' : `VAT ${rate}%`);

/** 1.5 → "1.5", 1000 → "1,000" (up to the 3 decimals a quantity may have). */
export const quantityText = (q: number) => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 }).format(q);

interface Props {
  lines: LineInput[];
  /** The figures computed for the same lines by the shared module (amounts, in the same order). */
  amounts: LineTotals[] | undefined;
  mobile: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

function ItemCell({ line, index, onEdit }: { line: LineInput; index: number; onEdit: (index: number) => void }) {
  return (
    <div className="kobo-qf-line-item">
      <Button formAction="none" variant="inline-link" ariaLabel={`Edit line ${index + 1}: ${line.name}`} onClick={() => onEdit(index)}>
        {line.name}
      </Button>
      {line.description && <span className="kobo-qf-line-desc">{line.description}</span>}
      <span className="kobo-qf-line-tax">{lineTaxLabel(line.taxRate)}</span>
    </div>
  );
}

/** The quote's lines: a table on wide screens, a stacked list below 768px; a line opens for editing, or is removed. */
export function LineItems({ lines, amounts, mobile, onEdit, onRemove }: Props) {
  if (lines.length === 0) return <p className="kobo-qf-no-lines">No items added yet. Use Add Line Item to add one.</p>;
  const amount = (i: number) => (amounts?.[i] ? formatNaira(amounts[i].amountKobo) : '—');
  const remove = (line: LineInput, i: number) => (
    <Button formAction="none" variant="icon" iconName="remove" ariaLabel={`Remove line ${i + 1}: ${line.name}`} onClick={() => onRemove(i)} />
  );

  if (mobile) {
    return (
      <ul className="kobo-qf-line-list" aria-label="Quote items">
        {lines.map((line, i) => (
          <li key={i} className="kobo-qf-line-card">
            <div className="kobo-qf-line-main">
              <ItemCell line={line} index={i} onEdit={onEdit} />
              <span className="kobo-qf-line-calc">
                {quantityText(line.quantity)} {line.unit ?? 'pcs'} × {formatNaira(line.rateKobo)}
              </span>
            </div>
            <div className="kobo-qf-line-side">
              <span className="kobo-qf-line-amount">{amount(i)}</span>
              {remove(line, i)}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="kobo-qf-lines">
      <caption className="kobo-ui-sr-only">Quote items</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="kobo-qf-num">
            Qty
          </th>
          <th scope="col" className="kobo-qf-num">
            Rate
          </th>
          <th scope="col" className="kobo-qf-num">
            Amount
          </th>
          <th scope="col">
            <span className="kobo-ui-sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td>
              <ItemCell line={line} index={i} onEdit={onEdit} />
            </td>
            <td className="kobo-qf-num">
              {quantityText(line.quantity)} {line.unit ?? 'pcs'}
            </td>
            <td className="kobo-qf-num">{formatNaira(line.rateKobo)}</td>
            <td className="kobo-qf-num kobo-qf-line-amount">{amount(i)}</td>
            <td className="kobo-qf-remove">{remove(line, i)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
