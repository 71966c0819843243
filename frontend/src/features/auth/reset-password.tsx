import { CodeField } from './code-field';
import { useState, type FormEvent } from 'react';
import { amplifyAuth } from '../../auth/amplify';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import Link from '../../components/ui/link';
import SpaceBetween from '../../components/ui/space-between';
import { EMPTY_FIELDS, looksLikeEmail, providerMessage } from './auth-errors';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';
import { INVALID_EMAIL } from './sign-up-form';

export const PASSWORD_CHANGED = 'Password changed. Sign in with your new password.';

interface Props {
  initialEmail: string;
  /** Set when a sign-in told us the password must be reset: the code was requested already. */
  codeAlreadySent?: boolean;
  onDone: (email: string) => void;
  onBack: () => void;
}

type Stage = { kind: 'request' } | { kind: 'confirm'; email: string; destination?: string };

/** Forgot password: ask Cognito for a code, then set a new password with it. */
export function ResetPassword({ initialEmail, codeAlreadySent, onDone, onBack }: Props) {
  const [stage, setStage] = useState<Stage>(codeAlreadySent && initialEmail ? { kind: 'confirm', email: initialEmail } : { kind: 'request' });
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ header?: string; text: string } | null>(null);

  async function requestCode(address: string): Promise<boolean> {
    setError(null);
    if (!address) {
      setError({ text: EMPTY_FIELDS });
      return false;
    }
    if (!looksLikeEmail(address)) {
      setError({ text: INVALID_EMAIL });
      return false;
    }
    setBusy(true);
    try {
      const result = await (await amplifyAuth()).resetPassword({ username: address });
      if (result.nextStep.resetPasswordStep === 'DONE') {
        onDone(address);
        return true;
      }
      setStage({ kind: 'confirm', email: address, destination: result.nextStep.codeDeliveryDetails.destination });
      return true;
    } catch (err) {
      setError({ header: 'Password Reset Failed', text: providerMessage(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitRequest(event: FormEvent) {
    event.preventDefault();
    if (!busy) await requestCode(email.trim().toLowerCase());
  }

  async function submitNewPassword(event: FormEvent) {
    event.preventDefault();
    if (busy || stage.kind !== 'confirm') return;
    setError(null);
    const confirmationCode = code.replace(/\s+/g, '');
    if (!confirmationCode || !password) return setError({ text: EMPTY_FIELDS });
    setBusy(true);
    try {
      await (await amplifyAuth()).confirmResetPassword({ username: stage.email, confirmationCode, newPassword: password });
      onDone(stage.email);
    } catch (err) {
      setError({ header: 'Password Reset Failed', text: providerMessage(err) });
      setBusy(false);
    }
  }

  const back = (
    <Link
      href="/auth"
      onFollow={(e) => {
        e.preventDefault();
        onBack();
      }}
    >
      Back to Log In
    </Link>
  );

  const errorAlert = error && (
    <Alert type="error" header={error.header}>
      {error.text}
    </Alert>
  );

  if (stage.kind === 'request') {
    return (
      <form noValidate onSubmit={submitRequest} aria-label="Request a password reset code">
        <SpaceBetween size="m">
          <p className="kobo-auth-lead">Enter the email address you signed up with and we will email you a code to set a new password.</p>
          {errorAlert}
          <EmailField controlId="reset-email" label="Email Address" value={email} onChange={setEmail} autoFocus disabled={busy} />
          <Button variant="primary" fullWidth loading={busy} loadingText="Sending code...">
            {busy ? 'Sending code...' : 'Send reset code'}
          </Button>
          <div>{back}</div>
        </SpaceBetween>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitNewPassword} aria-label="Choose a new password">
      <SpaceBetween size="m">
        <Alert type="info">{`We sent a password reset code to ${stage.destination ?? stage.email}.`}</Alert>
        {errorAlert}
        <CodeField controlId="reset-code" label="Reset code" value={code} onChange={setCode} disabled={busy} />
        <PasswordField controlId="reset-new-password" label="New password" value={password} onChange={setPassword} autoComplete="new-password" disabled={busy} />
        <Button variant="primary" fullWidth loading={busy} loadingText="Changing password...">
          {busy ? 'Changing password...' : 'Change password'}
        </Button>
        <div className="kobo-auth-row-between">
          <Button variant="inline-link" formAction="none" disabled={busy} onClick={() => void requestCode(stage.email)}>
            Resend code
          </Button>
          {back}
        </div>
      </SpaceBetween>
    </form>
  );
}
