import FormField from '../../../components/ui/form-field';
import Input from '../../../components/ui/input';
import { formatDay } from '../../../components/format-date';
import { formatNaira } from '../../../../../shared/money';
import type { PayableInvoice } from './payment-form-values';

/** The open invoices and what is applied to each (a table, or cards below 768px). */
export function InvoicesTable({
  invoices,
  applied,
  errors,
  onApplied,
  mobile,
}: {
  invoices: PayableInvoice[];
  applied: Record<string, string>;
  errors: Record<string, string>;
  onApplied: (id: string, value: string) => void;
  mobile: boolean;
}) {
  const input = (inv: PayableInvoice) => (
    <FormField stretch errorText={errors[inv.invoiceId]}>
      <Input
        value={applied[inv.invoiceId] ?? ''}
        onChange={({ detail }) => onApplied(inv.invoiceId, detail.value)}
        inputMode="decimal"
        ariaLabel={`Amount applied to ${inv.invoiceNumber}`}
        invalid={Boolean(errors[inv.invoiceId])}
        autoComplete={false}
        placeholder="0.00"
      />
    </FormField>
  );
  if (mobile)
    return (
      <ul className="kobo-pay-invoice-cards" aria-label="Open invoices">
        {invoices.map((inv) => (
          <li key={inv.invoiceId} className="kobo-pay-invoice-card">
            <span className="kobo-pay-invoice-top">
              <span className="kobo-pay-strong">{inv.invoiceNumber}</span>
              <span>Balance {formatNaira(inv.availableKobo)}</span>
            </span>
            {inv.invoiceDate && (
              <span className="kobo-pay-muted">
                {formatDay(inv.invoiceDate)}
                {inv.dueDate && ` · due ${formatDay(inv.dueDate)}`}
              </span>
            )}
            {input(inv)}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="kobo-pay-table-wrap">
      <table className="kobo-pay-table">
        <caption className="kobo-ui-sr-only">Open invoices</caption>
        <thead>
          <tr>
            <th scope="col">Invoice #</th>
            <th scope="col">Date</th>
            <th scope="col">Due Date</th>
            <th scope="col" className="kobo-pay-num">
              Total
            </th>
            <th scope="col" className="kobo-pay-num">
              Balance Due
            </th>
            <th scope="col" className="kobo-pay-num">
              Amount Applied (₦)
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((inv) => (
            <tr key={inv.invoiceId}>
              <th scope="row">{inv.invoiceNumber}</th>
              <td>{formatDay(inv.invoiceDate)}</td>
              <td>{formatDay(inv.dueDate)}</td>
              <td className="kobo-pay-num">{inv.totalKobo === undefined ? '' : formatNaira(inv.totalKobo)}</td>
              <td className="kobo-pay-num">{formatNaira(inv.availableKobo)}</td>
              <td className="kobo-pay-applied">{input(inv)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

