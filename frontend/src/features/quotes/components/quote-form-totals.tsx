import { Controller, type Control } from 'react-hook-form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import type { DocumentTotals } from '../../../../../shared/documents/totals';
import { formatNaira } from '../../../../../shared/money';
import type { QuoteInput } from '../../../../../shared/schemas/quote';
import type { QuoteFormValues } from './quote-form-values';

interface Props {
  control: Control<QuoteFormValues, unknown, QuoteInput>;
  totals: DocumentTotals | null;
  /** What is wrong with the discount or the adjustment as typed (the schema's messages), shown at once. */
  liveErrors: { discount?: string; adjustment?: string };
}

const DISCOUNT_TYPES = [
  { id: 'percent', text: '%', iconAlt: 'Percentage' },
  { id: 'amount', text: '₦', iconAlt: 'Amount' },
];

/**
 * Sub Total, Discount (by percentage or amount), the tax of each rate,
 * Adjustment and Total: every figure comes from the shared totals module.
 */
export function QuoteFormTotals({ control, totals, liveErrors }: Props) {
  const money = (kobo: number | undefined) => (kobo === undefined ? '—' : formatNaira(kobo));
  return (
    <table className="kobo-qf-totals">
      <caption className="kobo-ui-sr-only">Quote totals</caption>
      <tbody>
        <tr>
          <th scope="row">Sub Total</th>
          <td />
          <td className="kobo-qf-num">{money(totals?.subtotalKobo)}</td>
        </tr>
        <tr>
          <th scope="row">Discount</th>
          <td>
            <div className="kobo-qf-adjust">
              <Controller
                control={control}
                name="discount"
                render={({ field, fieldState }) => (
                  <FormField errorText={fieldState.error?.message ?? liveErrors.discount} stretch>
                    <div className="kobo-qf-discount">
                      <div className="kobo-qf-amount-input">
                        <Input
                          ref={field.ref}
                          name={field.name}
                          value={field.value}
                          onChange={({ detail }) => field.onChange(detail.value)}
                          onBlur={field.onBlur}
                          inputMode="decimal"
                          autoComplete={false}
                          ariaLabel="Discount"
                          invalid={Boolean(fieldState.error ?? liveErrors.discount)}
                        />
                      </div>
                      <Controller
                        control={control}
                        name="discountType"
                        render={({ field: type }) => (
                          <SegmentedControl
                            selectedId={type.value}
                            onChange={({ detail }) => type.onChange(detail.selectedId)}
                            label="Discount type"
                            options={DISCOUNT_TYPES}
                          />
                        )}
                      />
                    </div>
                  </FormField>
                )}
              />
            </div>
          </td>
          <td className="kobo-qf-num">{totals && totals.discountKobo > 0 ? `-${formatNaira(totals.discountKobo)}` : money(totals?.discountKobo)}</td>
        </tr>
        {totals?.taxes.map((t) => (
          <tr key={t.rate}>
            <th scope="row">VAT ({t.rate}%)</th>
            <td />
            <td className="kobo-qf-num">{formatNaira(t.taxKobo)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Adjustment</th>
          <td>
            <div className="kobo-qf-adjust">
              <Controller
                control={control}
                name="adjustment"
                render={({ field, fieldState }) => (
                  <FormField errorText={fieldState.error?.message ?? liveErrors.adjustment} stretch>
                    <div className="kobo-qf-amount-input">
                      <Input
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onChange={({ detail }) => field.onChange(detail.value)}
                        onBlur={field.onBlur}
                        inputMode="text"
                        autoComplete={false}
                        ariaLabel="Adjustment (₦, may be negative)"
                        invalid={Boolean(fieldState.error ?? liveErrors.adjustment)}
                      />
                    </div>
                  </FormField>
                )}
              />
            </div>
          </td>
          <td className="kobo-qf-num">{money(totals?.adjustmentKobo)}</td>
        </tr>
        <tr className="kobo-qf-total">
          <th scope="row">Total</th>
          <td />
          <td className="kobo-qf-num">{money(totals?.totalKobo)}</td>
        </tr>
      </tbody>
    </table>
  );
}
