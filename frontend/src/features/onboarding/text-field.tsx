import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

interface Props<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  controlId: string;
  autoComplete?: string;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  description?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** A labelled Cloudscape input bound to a react-hook-form field; shows the field's error under it. */
export function TextField<T extends FieldValues>({ control, name, label, controlId, autoComplete, type, inputMode, description, disabled, required, className }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={className}>
          <FormField label={label} controlId={controlId} description={description} errorText={fieldState.error?.message} stretch>
            <Input
              ref={field.ref}
              controlId={controlId}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => field.onChange(e.detail.value)}
              onBlur={field.onBlur}
              autoComplete={autoComplete ?? false}
              type={type}
              inputMode={inputMode}
              ariaRequired={required}
              disabled={disabled}
            />
          </FormField>
        </div>
      )}
    />
  );
}
