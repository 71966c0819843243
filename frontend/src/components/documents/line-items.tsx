import Button from '../ui/button';
import { formatNaira } from '../../../../shared/money';
import { lineQuantityText } from '../../../../shared/time-values';
import type { LineInput } from '../../../../shared/schemas/quote';
import type { LineTotals } from '../../../../shared/documents/totals';
import type { DocumentKind } from './document-kind';
import { useRateName } from '../tax-rates/use-tax-rates';

interface Props {
  /** Names the list: '{noun} items'. */
  kind: Pick<DocumentKind, 'noun'>;
  lines: LineInput[];
  /** The figures computed for the same lines by the shared module (amounts, in the same order). */
  amounts: LineTotals[] | undefined;
  mobile: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

function ItemCell({ line, index, onEdit }: { line: LineInput; index: number; onEdit: (index: number) => void }) {
  const taxLabel = useRateName();
  return (
    <div className="kobo-df-line-item">
      <Button formAction="none" variant="inline-link" ariaLabel={`Edit line ${index + 1}: ${line.name}`} onClick={() => onEdit(index)}>
        {line.name}
      </Button>
      {line.description && <span className="kobo-df-line-desc">{line.description}</span>}
      <span className="kobo-df-line-tax">{taxLabel(line.taxRate)}</span>
    </div>
  );
}

/** A document form's lines: a table on wide screens, a stacked list below 768px; a line opens for editing, or is removed. */
export function LineItems({ kind, lines, amounts, mobile, onEdit, onRemove }: Props) {
  const label = `${kind.noun} items`;
  if (lines.length === 0) return <p className="kobo-df-no-lines">No items added yet. Use Add Line Item to add one.</p>;
  const amount = (i: number) => (amounts?.[i] ? formatNaira(amounts[i].amountKobo) : '—');
  const remove = (line: LineInput, i: number) => (
    <Button formAction="none" variant="icon" iconName="remove" ariaLabel={`Remove line ${i + 1}: ${line.name}`} onClick={() => onRemove(i)} />
  );

  if (mobile) {
    return (
      <ul className="kobo-df-line-list" aria-label={label}>
        {lines.map((line, i) => (
          <li key={i} className="kobo-df-line-card">
            <div className="kobo-df-line-main">
              <ItemCell line={line} index={i} onEdit={onEdit} />
              <span className="kobo-df-line-calc">
                {lineQuantityText(line)} × {formatNaira(line.rateKobo)}
              </span>
            </div>
            <div className="kobo-df-line-side">
              <span className="kobo-df-line-amount">{amount(i)}</span>
              {remove(line, i)}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="kobo-df-lines">
      <caption className="kobo-ui-sr-only">{label}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="kobo-df-num">
            Qty
          </th>
          <th scope="col" className="kobo-df-num">
            Rate
          </th>
          <th scope="col" className="kobo-df-num">
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
            <td className="kobo-df-num">{lineQuantityText(line)}</td>
            <td className="kobo-df-num">{formatNaira(line.rateKobo)}</td>
            <td className="kobo-df-num kobo-df-line-amount">{amount(i)}</td>
            <td className="kobo-df-remove">{remove(line, i)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
