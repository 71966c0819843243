import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { amplifyAuth } from '../../../auth/amplify';
import QRCode from 'qrcode';
import Alert from '../../../components/ui/alert';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Input from '../../../components/ui/input';
import SpaceBetween from '../../../components/ui/space-between';
import StatusIndicator from '../../../components/ui/status-indicator';
import { signOutEverywhere } from '../../../api/account';
import { useSession } from '../../../auth/session';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { reportError } from '../../../components/report-error';
import { TextField } from '../../../components/form-fields/text-field';
import type { ChangePasswordInput } from '../../../../../shared/schemas/security';
import { changePasswordMessage, ENTER_TOTP_CODE, groupedSecret, PASSWORD_UPDATED, totpCode, totpMessage, WRONG_CURRENT_PASSWORD } from '../../../../../shared/security';
import { useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';

const changePasswordSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/security').then((m) => m.changePasswordSchema));

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: Cognito's ChangePassword with the current password. */
function ChangePassword() {
  const s = useSettingsSave();
  const { control, handleSubmit, setError, reset } = useForm<PasswordValues, unknown, ChangePasswordInput>({
    resolver: lazyZodResolver(changePasswordSchemaLazy),
    defaultValues: NO_PASSWORDS,
    mode: 'onTouched',
  });
  const change = useMutation({ mutationFn: async (v: ChangePasswordInput) => (await amplifyAuth()).updatePassword({ oldPassword: v.currentPassword, newPassword: v.newPassword }) });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(NO_PASSWORDS);
      s.done(PASSWORD_UPDATED);
    } catch (error) {
      const message = changePasswordMessage(error);
      if (message === WRONG_CURRENT_PASSWORD) setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      s.failed(new Error(message), undefined, 'Password not changed');
    }
  });
  return (
    <form {...schemasOnTouch(changePasswordSchemaLazy)} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Change password">
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={change.isPending} loadingText="Changing your password">
            Change password
          </Button>
        }
      >
        <Container header={<Header variant="h2">Change password</Header>}>
          <SpaceBetween size="m">
            <TextField control={control} name="currentPassword" controlId="security-current-password" label="Current password" type="password" autoComplete="current-password" required />
            <TextField
              control={control}
              name="newPassword"
              controlId="security-new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              constraintText="At least 8 characters, with a lower-case and an upper-case letter, a digit and a symbol."
              required
            />
            <TextField control={control} name="confirmPassword" controlId="security-confirm-password" label="Confirm new password" type="password" autoComplete="new-password" required />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

/** The QR code of an otpauth:// address, drawn in the browser (the secret never leaves it but to Cognito). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 })
      .then((url) => live && setSrc(url))
      .catch((error: unknown) => reportError('qr code', error));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img className="kobo-security-qr" src={src} width={200} height={200} alt="QR code to add Kobo to your authenticator app" /> : <div className="kobo-security-qr" />;
}

/** Set-up: the QR code and the secret, then a code from the app proves it works before MFA is turned on. */
function TotpSetUp({ secret, uri, onDone, onCancel }: { secret: string; uri: string; onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const verify = useMutation({
    mutationFn: async (userCode: string) => {
      const auth = await amplifyAuth();
      await auth.verifyTOTPSetup({ code: userCode });
      await auth.updateMFAPreference({ totp: 'PREFERRED' });
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userCode = totpCode(code);
    if (!userCode) return setProblem(ENTER_TOTP_CODE);
    setProblem(undefined);
    try {
      await verify.mutateAsync(userCode);
      onDone();
    } catch (error) {
      setProblem(totpMessage(error));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set up an authenticator app">
      <SpaceBetween size="m">
        <Box variant="p">1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).</Box>
        <QrCode uri={uri} />
        <FormField label="Can't scan it? Enter this key in the app" stretch>
          <code className="kobo-security-secret" data-testid="totp-secret">
            {groupedSecret(secret)}
          </code>
        </FormField>
        <FormField label="2. Enter the 6-digit code the app shows" controlId="security-totp-code" errorText={problem}>
          <Input
            controlId="security-totp-code"
            value={code}
            onChange={(e) => setCode(e.detail.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            invalid={Boolean(problem)}
            ariaRequired
          />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button formAction="none" variant="link" onClick={onCancel} disabled={verify.isPending}>
            Cancel
          </Button>
          <Button variant="primary" formAction="submit" loading={verify.isPending} loadingText="Checking the code">
            Verify and turn on
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </form>
  );
}

/** Multi-factor authentication with an authenticator app (TOTP), through Cognito. */
function TwoStepVerification({ email }: { email: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mfa = useQuery({ queryKey: ['mfa'], queryFn: async () => (await amplifyAuth()).fetchMFAPreference(), staleTime: 0 });
  const [setUp, setSetUp] = useState<{ secret: string; uri: string }>();
  const [confirmOff, setConfirmOff] = useState(false);
  const start = useMutation({
    mutationFn: async () => {
      const details = await (await amplifyAuth()).setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri('Kobo', email).toString() };
    },
  });
  const turnOff = useMutation({ mutationFn: async () => (await amplifyAuth()).updateMFAPreference({ totp: 'DISABLED' }) });
  const on = mfa.data?.enabled?.includes('TOTP') ?? false;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['mfa'] });

  const begin = async () => {
    try {
      setSetUp(await start.mutateAsync());
    } catch (error) {
      notify('error', 'Could not start the set-up', totpMessage(error));
    }
  };
  const disable = async () => {
    try {
      await turnOff.mutateAsync();
      setConfirmOff(false);
      await refresh();
      notify('success', 'Two-step verification is off');
    } catch (error) {
      setConfirmOff(false);
      notify('error', 'Two-step verification is still on', totpMessage(error));
    }
  };

  let body;
  if (mfa.isPending)
    body = (
      // The settled state's two lines (its status, its button's room), so nothing below moves when it comes.
      <SpaceBetween size="m">
        <StatusIndicator type="loading">Loading</StatusIndicator>
        <div className="kobo-security-button-room" aria-hidden="true" />
      </SpaceBetween>
    );
  else if (mfa.isError) body = <Alert type="error">Could not read your sign-in settings. Reload the page to try again.</Alert>;
  else if (setUp)
    body = (
      <TotpSetUp
        secret={setUp.secret}
        uri={setUp.uri}
        onCancel={() => setSetUp(undefined)}
        onDone={() => {
          setSetUp(undefined);
          void refresh();
          notify('success', 'Two-step verification is on', 'From your next sign-in, Kobo asks for a code from your authenticator app.');
        }}
      />
    );
  else
    body = (
      <SpaceBetween size="m">
        <StatusIndicator type={on ? 'success' : 'stopped'}>{on ? 'On: sign-in asks for a code from your authenticator app' : 'Off'}</StatusIndicator>
        <div>
          {on ? (
            <Button onClick={() => setConfirmOff(true)}>Turn off</Button>
          ) : (
            <Button onClick={() => void begin()} loading={start.isPending} loadingText="Preparing the set-up">
              Set up an authenticator app
            </Button>
          )}
        </div>
      </SpaceBetween>
    );

  return (
    <Container
      header={
        <Header variant="h2" description="Besides your password, sign-in asks for a 6-digit code from an app on your phone.">
          Two-step verification
        </Header>
      }
    >
      {body}
      <ConfirmDialog
        visible={confirmOff}
        header="Turn off two-step verification?"
        text="Sign-in will ask for your password only."
        confirmLabel="Yes, Turn off"
        irreversible={false}
        loading={turnOff.isPending}
        onConfirm={() => void disable()}
        onCancel={() => setConfirmOff(false)}
      />
    </Container>
  );
}

/** Sign out on every device: the API refuses older sessions at once, Cognito revokes their refresh tokens, and this browser signs out. */
function SignOutEverywhere() {
  const { signOut } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      setBusy(false);
      setConfirm(false);
      notify('error', 'Not signed out', error instanceof Error ? error.message : 'Please try again.');
      return;
    }
    try {
      await signOut({ global: true });
    } catch (error) {
      // The API already refuses every session; sign this browser out even if Cognito did not answer.
      reportError('global sign out', error);
      await signOut().catch(() => undefined);
    }
    // Signing in again comes back here, to see it done.
    navigate('/auth?tab=login', { replace: true, state: { from: '/dashboard/settings/security' } });
    notify('success', 'Signed out on every device', 'Sign in again to continue.');
  };
  return (
    <Container
      header={
        <Header variant="h2" description="For a lost phone or a shared computer: every device signed in to your account, this one too, has to sign in again.">
          Sign out on every device
        </Header>
      }
    >
      <Button onClick={() => setConfirm(true)}>Sign out on every device</Button>
      <ConfirmDialog
        visible={confirm}
        header="Sign out on every device?"
        text="Every device signed in to your account, this one too, will have to sign in again."
        irreversible={false}
        confirmLabel="Yes, Sign out everywhere"
        loading={busy}
        onConfirm={() => void go()}
        onCancel={() => setConfirm(false)}
      />
    </Container>
  );
}

/** /dashboard/settings/security: the signed-in user's own password, two-step verification and sessions (any role). */
export function SecurityPage() {
  const { session } = useSession();
  const email = session.status === 'signedIn' ? session.email : '';
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">Privacy &amp; Security</Header>
      <ChangePassword />
      <TwoStepVerification email={email} />
      <SignOutEverywhere />
    </div>
  );
}
