import { useState } from 'react';
import Button from '../../components/ui/button';
import FormField from '../../components/ui/form-field';
import Input from '../../components/ui/input';

interface Props {
  controlId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  constraintText?: string;
}

/* Kept apart from the shared form fields so the sign-in page stays light: see email-field.tsx. */
/** A password input with a Show/Hide toggle (the toggle's accessible name is "Show password" / "Hide password"). */
export function PasswordField({ controlId, label, value, onChange, autoComplete, disabled, constraintText }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <FormField label={label} controlId={controlId} constraintText={constraintText} stretch>
      <div className="kobo-auth-password">
        <div className="kobo-auth-password-input">
          <Input
            controlId={controlId}
            type={shown ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(e.detail.value)}
            autoComplete={autoComplete}
            disableBrowserAutocorrect
            ariaRequired
            disabled={disabled}
          />
        </div>
        <Button
          formAction="none"
          ariaLabel={shown ? 'Hide password' : 'Show password'}
          ariaControls={controlId}
          iconName={shown ? 'lock-private' : 'unlocked'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </Button>
      </div>
    </FormField>
  );
}
