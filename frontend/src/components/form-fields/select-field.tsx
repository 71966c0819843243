import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormField from '../ui/form-field';
import Select from '../ui/select';
import { FieldLabel } from './field-label';

export interface Choice {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly Choice[];
  /** aria-required and the asterisk after the label. */
  required?: boolean;
  /** Form value → option value, and back (default: the string itself). */
  toOption?: (value: unknown) => string;
  fromOption?: (value: string) => unknown;
}

/** For a number-or-null field (a tax rate): the option '' stands for null. */
export const NULLABLE_NUMBER = {
  toOption: (value: unknown) => (typeof value === 'number' ? String(value) : ''),
  fromOption: (value: string) => (value === '' ? null : Number(value)),
} as const;

/** A labelled Cloudscape select bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, O>({ control, name, label, options, required, toOption, fromOption }: SelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const current = toOption ? toOption(field.value) : typeof field.value === 'string' ? field.value : '';
        const selected = options.find((o) => o.value === current) ?? null;
        return (
          <FormField stretch label={<FieldLabel label={label} required={required} />} errorText={fieldState.error?.message}>
            <Select
              ref={field.ref}
              selectedOption={selected}
              onChange={({ detail }) => {
                const v = detail.selectedOption.value ?? '';
                field.onChange(fromOption ? fromOption(v) : v);
              }}
              onBlur={field.onBlur}
              options={options.map((o) => ({ value: o.value, label: o.label }))}
              placeholder="Select"
              ariaRequired={required}
              invalid={Boolean(fieldState.error)}
            />
          </FormField>
        );
      }}
    />
  );
}
