import { useState, type FormEvent } from 'react';
import { amplifyAuth } from '../../auth/amplify';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import FormField from '../../components/ui/form-field';
import Input from '../../components/ui/input';
import SpaceBetween from '../../components/ui/space-between';
import { saveSignUpName } from '../onboarding/onboarding-storage';
import { EMPTY_FIELDS, looksLikeEmail, providerMessage, splitName } from './auth-errors';
import Checkbox from '../../components/ui/checkbox';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';

export const INVALID_EMAIL = 'Please enter a valid email address';
export const TERMS_REQUIRED = 'Please agree to the Terms & Conditions to continue';

interface Props {
  /** The account exists; `confirmed` is true when the pool needed no e-mail code. */
  onCreated: (account: { email: string; password: string; confirmed: boolean }) => void;
}

/** Sign Up tab: Name, Email, Password, terms; creates the Cognito user. */
export function SignUpForm({ onCreated }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ header?: string; text: string } | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setTermsError(null);
    const address = email.trim().toLowerCase();
    if (!name.trim() || !address || !password) return setError({ text: EMPTY_FIELDS });
    if (!looksLikeEmail(address)) return setError({ text: INVALID_EMAIL });
    if (!agreed) return setTermsError(TERMS_REQUIRED);
    const { givenName, familyName } = splitName(name);
    setBusy(true);
    try {
      const result = await (await amplifyAuth()).signUp({
        username: address,
        password,
        options: { userAttributes: { email: address, given_name: givenName, ...(familyName ? { family_name: familyName } : {}) } },
      });
      saveSignUpName(givenName, familyName);
      onCreated({ email: address, password, confirmed: result.nextStep.signUpStep !== 'CONFIRM_SIGN_UP' });
    } catch (err) {
      setError({ header: 'Sign Up Failed', text: providerMessage(err) });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign up">
      <SpaceBetween size="m">
        {error && (
          <Alert type="error" header={error.header}>
            {error.text}
          </Alert>
        )}
        <FormField label="Name" controlId="signup-name" stretch>
          <Input controlId="signup-name" value={name} onChange={(e) => setName(e.detail.value)} autoComplete="name" ariaRequired disabled={busy} />
        </FormField>
        <EmailField controlId="signup-email" label="Email" value={email} onChange={setEmail} disabled={busy} />
        <PasswordField
          controlId="signup-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          disabled={busy}
          constraintText="At least 8 characters, with upper- and lower-case letters, a number and a symbol."
        />
        {/* Light: a box ticked on the prerendered page shows as ticked before the app runs. */}
        <Checkbox controlId="signup-terms" checked={agreed} onChange={(e) => setAgreed(e.detail.checked)} ariaRequired disabled={busy} errorText={termsError}>
          I agree to all the Terms &amp; Conditions
        </Checkbox>
        <Button variant="primary" fullWidth loading={busy} loadingText="Creating Account...">
          {busy ? 'Creating Account...' : 'Sign up'}
        </Button>
      </SpaceBetween>
    </form>
  );
}
