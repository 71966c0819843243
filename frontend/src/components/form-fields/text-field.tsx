import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormField from '../ui/form-field';
import Input, { type InputProps } from '../ui/input';
import { FieldLabel } from './field-label';

export interface TextFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** aria-required, and the asterisk after the label unless `requiredMark` is false (a form that says so in its lead text). */
  required?: boolean;
  requiredMark?: boolean;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
  description?: string;
  constraintText?: string;
  /** Ties the label to the input by id (forms whose inputs a test or a prerendered page finds by id). */
  controlId?: string;
  disabled?: boolean;
  /** Wraps the field in a div of this class (a grid cell that spans, say). */
  className?: string;
}

/** A labelled text input bound to a react-hook-form field (blank stays ''); shows the field's error under it. */
export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  requiredMark = true,
  type = 'text',
  inputMode,
  autoComplete,
  description,
  constraintText,
  controlId,
  disabled,
  className,
}: TextFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const input = (
          <FormField
            stretch
            controlId={controlId}
            errorText={fieldState.error?.message}
            description={description}
            constraintText={constraintText}
            label={<FieldLabel label={label} required={required && requiredMark} />}
          >
            <Input
              ref={field.ref}
              controlId={controlId}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={({ detail }) => field.onChange(detail.value)}
              onBlur={field.onBlur}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete ?? false}
              invalid={Boolean(fieldState.error)}
              ariaRequired={required}
              disabled={disabled}
            />
          </FormField>
        );
        return className ? <div className={className}>{input}</div> : input;
      }}
    />
  );
}
