import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '../ui/checkbox';

export interface CheckboxFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
}

/** A checkbox bound to a boolean react-hook-form field, aligned with the inputs of its grid row (kobo-form-checkbox). */
export function CheckboxField<T extends FieldValues, O>({ control, name, label }: CheckboxFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="kobo-form-checkbox">
          <Checkbox ref={field.ref} checked={Boolean(field.value)} onChange={({ detail }) => field.onChange(detail.checked)}>
            {label}
          </Checkbox>
        </div>
      )}
    />
  );
}
