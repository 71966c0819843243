import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NULLABLE_NUMBER, SelectField } from '../form-fields/select-field';
import { taxRateChoices, useTaxRates } from './use-tax-rates';

/** A tax rate select offering the company's active rates (Settings > Taxes); the value is the rate's percentage, or null. */
export function TaxRateField<T extends FieldValues, O>({ control, name, label, none }: { control: Control<T, unknown, O>; name: FieldPath<T>; label: string; none?: string }) {
  const rates = useTaxRates();
  const current = useWatch({ control, name }) as number | null | undefined;
  return <SelectField control={control} name={name} label={label} options={taxRateChoices(rates.data?.taxRates, current, none)} {...NULLABLE_NUMBER} />;
}
