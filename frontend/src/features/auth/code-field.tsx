import FormField from '../../components/ui/form-field';
import Input from '../../components/ui/input';

interface Props {
  controlId: string;
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/* Kept apart from the shared form fields so the sign-in page stays light: see email-field.tsx. */
/** The e-mailed one-time code (verification and password reset): numeric keyboard, OTP autofill. */
export function CodeField({ controlId, label, description, value, onChange, disabled }: Props) {
  return (
    <FormField label={label} controlId={controlId} description={description} stretch>
      <Input
        controlId={controlId}
        value={value}
        onChange={(e) => onChange(e.detail.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        disableBrowserAutocorrect
        ariaRequired
        autoFocus
        disabled={disabled}
      />
    </FormField>
  );
}
