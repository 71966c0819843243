import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import DatePicker from '../ui/date-picker';
import FormField from '../ui/form-field';
import { FieldLabel } from './field-label';

const DATE_STRINGS = {
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
};

export interface DateFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Shown but not editable (a value the form computes). */
  disabled?: boolean;
  description?: string;
}

/** A labelled date picker bound to a react-hook-form field holding 'YYYY-MM-DD' ('' when blank). */
export function DateField<T extends FieldValues, O>({ control, name, label, required, disabled, description }: DateFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField stretch label={<FieldLabel label={label} required={required} />} errorText={fieldState.error?.message} description={description}>
          <DatePicker
            ref={field.ref}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={({ detail }) => field.onChange(detail.value)}
            onBlur={field.onBlur}
            placeholder="YYYY/MM/DD"
            openCalendarAriaLabel={(selected) => (selected ? `Choose ${label.toLowerCase()}, selected ${selected}` : `Choose ${label.toLowerCase()}`)}
            i18nStrings={DATE_STRINGS}
            ariaRequired={required}
            disabled={disabled}
            invalid={Boolean(fieldState.error)}
          />
        </FormField>
      )}
    />
  );
}
