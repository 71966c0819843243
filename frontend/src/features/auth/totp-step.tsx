import { useState, type FormEvent } from 'react';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import Link from '../../components/ui/link';
import SpaceBetween from '../../components/ui/space-between';
import { ENTER_TOTP_CODE, totpCode, totpMessage } from '../../../../shared/security';
import { CodeField } from './code-field';
import type { SignInOutcome } from './use-sign-in';
// Its own styles: the invitation page shows this step too.
import './auth.css';

interface Props {
  /** Answers Cognito's SOFTWARE_TOKEN_MFA challenge; throws a refusal. */
  confirm: (code: string) => Promise<SignInOutcome>;
  onUnsupported: () => void;
  onBack: () => void;
}

/** The sign-in's second step when two-step verification is on: the authenticator app's 6-digit code. */
export function TotpSignInStep({ confirm, onUnsupported, onBack }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const userCode = totpCode(code);
    if (!userCode) return setError(ENTER_TOTP_CODE);
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await confirm(userCode);
      if (outcome === 'done') return;
      setBusy(false);
      if (outcome !== 'totp-code') onUnsupported();
    } catch (err) {
      setError(totpMessage(err));
      setCode('');
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Two-step verification">
      <SpaceBetween size="m">
        {error && (
          <Alert type="error" header="Sign In Failed">
            {error}
          </Alert>
        )}
        <CodeField
          controlId="login-totp-code"
          label="Authentication code"
          description="Two-step verification is on for this account: enter the 6-digit code your authenticator app shows for Kobo."
          value={code}
          onChange={setCode}
          disabled={busy}
        />
        <Button variant="primary" fullWidth loading={busy} loadingText="Verifying...">
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="kobo-auth-row-end">
          <Link onFollow={onBack}>Back to sign in</Link>
        </div>
      </SpaceBetween>
    </form>
  );
}
