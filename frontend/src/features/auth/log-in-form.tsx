import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import Link from '../../components/ui/link';
import SpaceBetween from '../../components/ui/space-between';
import { EMPTY_FIELDS, signInMessage } from './auth-errors';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';
import { rememberedPath, UNSUPPORTED_STEP, useSignIn } from './use-sign-in';
import { TotpSignInStep } from './totp-step';

interface Props {
  initialEmail?: string;
  /** A success message to show above the form (e.g. after a password change). */
  notice?: string;
  /** An error carried over from another step (e.g. the sign-in after verification failed). */
  initialError?: string;
  onNeedsConfirmation: (email: string, password: string) => void;
  onNeedsPasswordReset: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

/** Log In tab: Email Address, Password, Forgot password? */
export function LogInForm({ initialEmail = '', notice, initialError, onNeedsConfirmation, onNeedsPasswordReset, onForgotPassword }: Props) {
  const location = useLocation();
  const { signInAndGo, confirmCode } = useSignIn();
  const [codeStep, setCodeStep] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ header?: string; text: string } | null>(initialError ? { header: 'Sign In Failed', text: initialError } : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const address = email.trim().toLowerCase();
    if (!address || !password) return setError({ text: EMPTY_FIELDS });
    setBusy(true);
    try {
      const outcome = await signInAndGo(address, password, rememberedPath(location.state));
      if (outcome === 'done') return;
      setBusy(false);
      if (outcome === 'totp-code') setCodeStep(true);
      else if (outcome === 'confirm-sign-up') onNeedsConfirmation(address, password);
      else if (outcome === 'reset-password') onNeedsPasswordReset(address);
      else setError({ header: 'Sign In Failed', text: UNSUPPORTED_STEP });
    } catch (err) {
      setError({ header: 'Sign In Failed', text: signInMessage(err) });
      setBusy(false);
    }
  }

  if (codeStep) {
    return (
      <TotpSignInStep
        confirm={(code) => confirmCode(code, rememberedPath(location.state))}
        onUnsupported={() => {
          setCodeStep(false);
          setError({ header: 'Sign In Failed', text: UNSUPPORTED_STEP });
        }}
        onBack={() => {
          setCodeStep(false);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Log in">
      <SpaceBetween size="m">
        {notice && !error && <Alert type="success">{notice}</Alert>}
        {error && (
          <Alert type="error" header={error.header}>
            {error.text}
          </Alert>
        )}
        <EmailField controlId="login-email" label="Email Address" value={email} onChange={setEmail} disabled={busy} />
        <PasswordField controlId="login-password" label="Password" value={password} onChange={setPassword} autoComplete="current-password" disabled={busy} />
        <div className="kobo-auth-row-end">
          {/* A button-like link (no href): pressed on the prerendered page, it waits for the app
              and then opens the reset with the e-mail typed, instead of reloading the page. */}
          <Link onFollow={() => onForgotPassword(email.trim().toLowerCase())}>
            Forgot password?
          </Link>
        </div>
        <Button variant="primary" fullWidth loading={busy} loadingText="Signing in...">
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </SpaceBetween>
    </form>
  );
}
