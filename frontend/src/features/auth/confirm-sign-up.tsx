import { CodeField } from './code-field';
import { useState, type FormEvent } from 'react';
import { amplifyAuth } from '../../auth/amplify';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import Link from '../../components/ui/link';
import SpaceBetween from '../../components/ui/space-between';
import { providerMessage, signInMessage } from './auth-errors';
import { UNSUPPORTED_STEP, useSignIn } from './use-sign-in';

export const ACCOUNT_CREATED = 'Account created! Please check your email for verification.';
export const CODE_REQUIRED = 'Please enter the 6-digit code from your email';

interface Props {
  email: string;
  /** Known when the user typed it on this page; then they are signed in right after verifying. */
  password?: string;
  /** True right after sign-up (shows "Account created!"); false when a log-in found the e-mail unverified. */
  justCreated: boolean;
  /** Verified but not signed in (no password known, or the sign-in failed). */
  onVerified: (email: string, signInError?: string) => void;
  onBack: () => void;
}

/** Enter the 6-digit code Cognito e-mailed; on success the user is signed in and sent to onboarding. */
export function ConfirmSignUp({ email, password, justCreated, onVerified, onBack }: Props) {
  const { signInAndGo } = useSignIn();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<{ header?: string; text: string } | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const confirmationCode = code.replace(/\s+/g, '');
    if (!confirmationCode) return setError({ text: CODE_REQUIRED });
    setBusy(true);
    try {
      await (await amplifyAuth()).confirmSignUp({ username: email, confirmationCode });
    } catch (err) {
      setError({ header: 'Verification Failed', text: providerMessage(err) });
      setBusy(false);
      return;
    }
    if (!password) return onVerified(email);
    try {
      const outcome = await signInAndGo(email, password, '/onboarding');
      if (outcome !== 'done') onVerified(email, UNSUPPORTED_STEP);
    } catch (err) {
      onVerified(email, signInMessage(err));
    }
  }

  async function resend() {
    if (resending) return;
    setError(null);
    setInfo(null);
    setResending(true);
    try {
      await (await amplifyAuth()).resendSignUpCode({ username: email });
      setInfo(`We sent a new code to ${email}.`);
    } catch (err) {
      setError({ header: 'Could not resend the code', text: providerMessage(err) });
    } finally {
      setResending(false);
    }
  }

  return (
    <form noValidate onSubmit={verify} aria-label="Verify your email">
      <SpaceBetween size="m">
        {justCreated ? (
          <Alert type="success">{ACCOUNT_CREATED}</Alert>
        ) : (
          <Alert type="info">Your email address is not verified yet. Enter the code we sent you, or ask for a new one.</Alert>
        )}
        {info && <Alert type="info">{info}</Alert>}
        {error && (
          <Alert type="error" header={error.header}>
            {error.text}
          </Alert>
        )}
        <CodeField controlId="confirm-code" label="Verification code" description={`Enter the 6-digit code we sent to ${email}.`} value={code} onChange={setCode} disabled={busy} />
        <Button variant="primary" fullWidth loading={busy} loadingText="Verifying...">
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="kobo-auth-row-between">
          <Button variant="inline-link" formAction="none" onClick={() => void resend()} loading={resending} loadingText="Sending a new code">
            Resend code
          </Button>
          <Link
            href="/auth"
            onFollow={(e) => {
              e.preventDefault();
              onBack();
            }}
          >
            {justCreated ? 'Back to sign up' : 'Back to Log In'}
          </Link>
        </div>
      </SpaceBetween>
    </form>
  );
}
