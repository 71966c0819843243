import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormField from '../ui/form-field';
import Textarea from '../ui/textarea';

export interface TextareaFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  rows?: number;
  placeholder?: string;
}

/** A labelled multi-line text box bound to a react-hook-form field (blank stays ''). */
export function TextareaField<T extends FieldValues, O>({ control, name, label, rows = 3, placeholder }: TextareaFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField stretch label={label} errorText={fieldState.error?.message}>
          <Textarea
            ref={field.ref}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={({ detail }) => field.onChange(detail.value)}
            onBlur={field.onBlur}
            rows={rows}
            placeholder={placeholder}
            invalid={Boolean(fieldState.error)}
          />
        </FormField>
      )}
    />
  );
}
