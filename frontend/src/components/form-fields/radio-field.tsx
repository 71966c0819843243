import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormField from '../ui/form-field';
import RadioGroup from '../ui/radio-group';
import type { Choice } from './select-field';

export interface RadioFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The group's label and accessible name. */
  label: string;
  items: readonly Choice[];
  /** The choice shown while the field has no value yet. */
  fallback: string;
}

/** A labelled radio group bound to a react-hook-form field. */
export function RadioField<T extends FieldValues, O>({ control, name, label, items, fallback }: RadioFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label}>
          <RadioGroup
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : fallback}
            onChange={({ detail }) => field.onChange(detail.value)}
            ariaLabel={label}
            items={items.map((i) => ({ value: i.value, label: i.label }))}
          />
        </FormField>
      )}
    />
  );
}
