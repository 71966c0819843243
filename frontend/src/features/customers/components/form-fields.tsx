import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';

/** A label with a red asterisk that screen readers skip (the input carries aria-required). */
export function FieldLabel({ label, required }: { label: string; required?: boolean }): ReactNode {
  if (!required) return label;
  return (
    <>
      {label}
      <span className="kobo-required" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}

interface TextFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
  description?: string;
}

/** A labelled text input bound to a react-hook-form field (blank stays ''). */
export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  type = 'text',
  inputMode,
  autoComplete,
  description,
}: TextFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField stretch errorText={fieldState.error?.message} description={description} label={<FieldLabel label={label} required={required} />}>
          <Input
            ref={field.ref}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={({ detail }) => field.onChange(detail.value)}
            onBlur={field.onBlur}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete ?? false}
            invalid={Boolean(fieldState.error)}
            ariaRequired={required}
          />
        </FormField>
      )}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly Choice[];
  /** Form value → option value, and back (default: the string itself). */
  toOption?: (value: unknown) => string;
  fromOption?: (value: string) => unknown;
}

/** A labelled Cloudscape select bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, O>({ control, name, label, options, toOption, fromOption }: SelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const current = toOption ? toOption(field.value) : typeof field.value === 'string' ? field.value : '';
        const selected = options.find((o) => o.value === current) ?? null;
        return (
          <FormField stretch label={label} errorText={fieldState.error?.message}>
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
              invalid={Boolean(fieldState.error)}
            />
          </FormField>
        );
      }}
    />
  );
}
