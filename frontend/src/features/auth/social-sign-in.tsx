import { useState } from 'react';
import { amplifyAuth } from '../../auth/amplify';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import SpaceBetween from '../../components/ui/space-between';
import { runtimeConfig } from '../../config';

type Provider = 'Google' | 'Facebook';

/** The providers this deployment has configured (none locally). */
export function socialProviders(): Provider[] {
  return runtimeConfig().socialProviders.filter((p): p is Provider => p === 'Google' || p === 'Facebook');
}

/** "Continue with Google/Facebook": hosted-UI redirect; Cognito brings the user back to /dashboard. */
export function SocialSignIn({ providers }: { providers: Provider[] }) {
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function go(provider: Provider) {
    setBusy(provider);
    setError(null);
    try {
      await (await amplifyAuth()).signInWithRedirect({ provider });
    } catch (err) {
      setError(err instanceof Error && err.message ? `Failed to sign in with ${provider}: ${err.message}` : `Failed to sign in with ${provider}`);
      setBusy(null);
    }
  }

  return (
    <div className="kobo-auth-social">
      <div className="kobo-auth-divider" role="separator">
        <span>or</span>
      </div>
      <SpaceBetween size="s">
        {error && <Alert type="error">{error}</Alert>}
        {providers.map((p) => (
          <Button key={p} fullWidth formAction="none" loading={busy === p} disabled={busy !== null && busy !== p} onClick={() => void go(p)}>
            {`Continue with ${p}`}
          </Button>
        ))}
      </SpaceBetween>
    </div>
  );
}
