import FormField from '../../components/ui/form-field';
import Input from '../../components/ui/input';

interface Props {
  controlId: string;
  label: 'Email' | 'Email Address';
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/*
 * Not one of the shared form fields (components/form-fields): the auth forms are plain
 * state, not react-hook-form, and the prerendered sign-in page must stay light, so its
 * fields import only FormField and Input (no Controller, no Select, no shared CSS).
 */
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
