import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import FormField from '../ui/form-field';
import Input, { type InputProps } from '../ui/input';
import SegmentedControl from '../ui/segmented-control';
import type { DocumentTotals } from '../../../../shared/documents/totals';
import { formatNaira } from '../../../../shared/money';
import type { DocumentKind } from './document-kind';
import type { DocumentFormFields } from './document-form-values';

interface Props<T extends DocumentFormFields, O> {
  /** Names the table: '{noun} totals'. */
  kind: Pick<DocumentKind, 'noun'>;
  /** The document form (its discount, discountType and adjustment fields are edited here). */
  control: Control<T, unknown, O>;
  totals: DocumentTotals | null;
  /** What is wrong with the discount or the adjustment as typed (the schema's messages), shown at once. */
  liveErrors: { discount?: string; adjustment?: string };
}

const DISCOUNT_TYPES = [
  { id: 'percent', text: '%', iconAlt: 'Percentage' },
  { id: 'amount', text: '₦', iconAlt: 'Amount' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface AmountFieldProps<T extends DocumentFormFields, O> {
  control: Control<T, unknown, O>;
  field: 'discount' | 'adjustment';
  ariaLabel: string;
  inputMode: InputProps.InputMode;
  /** The schema's message for the text as typed, shown before the form is submitted. */
  liveError?: string;
  /** Beside the input (the discount's % / ₦ switch). */
  children?: ReactNode;
}

/** The discount's or the adjustment's text box in its totals row. */
function AmountField<T extends DocumentFormFields, O>({ control, field: fieldName, ariaLabel, inputMode, liveError, children }: AmountFieldProps<T, O>) {
  return (
    <div className="kobo-df-adjust">
      <Controller
        control={control}
        name={fieldName as FieldPath<T>}
        render={({ field, fieldState }) => {
          const input = (
            <div className="kobo-df-amount-input">
              <Input
                ref={field.ref}
                name={field.name}
                value={text(field.value)}
                onChange={({ detail }) => field.onChange(detail.value)}
                onBlur={field.onBlur}
                inputMode={inputMode}
                autoComplete={false}
                ariaLabel={ariaLabel}
                invalid={Boolean(fieldState.error ?? liveError)}
              />
            </div>
          );
          return (
            <FormField errorText={fieldState.error?.message ?? liveError} stretch>
              {children ? (
                <div className="kobo-df-discount">
                  {input}
                  {children}
                </div>
              ) : (
                input
              )}
            </FormField>
          );
        }}
      />
    </div>
  );
}

/**
 * Sub Total, Discount (by percentage or amount), the tax of each rate,
 * Adjustment and Total: every figure comes from the shared totals module.
 */
export function DocumentFormTotals<T extends DocumentFormFields, O>({ kind, control, totals, liveErrors }: Props<T, O>) {
  const money = (kobo: number | undefined) => (kobo === undefined ? '—' : formatNaira(kobo));
  return (
    <table className="kobo-df-totals">
      <caption className="kobo-ui-sr-only">{kind.noun} totals</caption>
      <tbody>
        <tr>
          <th scope="row">Sub Total</th>
          <td />
          <td className="kobo-df-num">{money(totals?.subtotalKobo)}</td>
        </tr>
        <tr>
          <th scope="row">Discount</th>
          <td>
            <AmountField control={control} field="discount" ariaLabel="Discount" inputMode="decimal" liveError={liveErrors.discount}>
              <Controller
                control={control}
                name={'discountType' as FieldPath<T>}
                render={({ field: type }) => (
                  <SegmentedControl selectedId={text(type.value)} onChange={({ detail }) => type.onChange(detail.selectedId)} label="Discount type" options={DISCOUNT_TYPES} />
                )}
              />
            </AmountField>
          </td>
          <td className="kobo-df-num">{totals && totals.discountKobo > 0 ? `-${formatNaira(totals.discountKobo)}` : money(totals?.discountKobo)}</td>
        </tr>
        {totals?.taxes.map((t) => (
          <tr key={t.rate}>
            <th scope="row">VAT ({t.rate}%)</th>
            <td />
            <td className="kobo-df-num">{formatNaira(t.taxKobo)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Adjustment</th>
          <td>
            <AmountField control={control} field="adjustment" ariaLabel="Adjustment (₦, may be negative)" inputMode="text" liveError={liveErrors.adjustment} />
          </td>
          <td className="kobo-df-num">{money(totals?.adjustmentKobo)}</td>
        </tr>
        <tr className="kobo-df-total">
          <th scope="row">Total</th>
          <td />
          <td className="kobo-df-num">{money(totals?.totalKobo)}</td>
        </tr>
      </tbody>
    </table>
  );
}
