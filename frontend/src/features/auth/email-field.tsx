import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

interface Props {
  controlId: string;
  label: 'Email' | 'Email Address';
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The e-mail input every auth form uses (required, e-mail keyboard, browser autofill). */
export function EmailField({ controlId, label, value, onChange, disabled, autoFocus }: Props) {
  return (
    <FormField label={label} controlId={controlId} stretch>
      <Input
        controlId={controlId}
        type="email"
        inputMode="email"
        value={value}
        onChange={(e) => onChange(e.detail.value)}
        autoComplete="email"
        disableBrowserAutocorrect
        ariaRequired
        autoFocus={autoFocus}
        disabled={disabled}
      />
    </FormField>
  );
}
