import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import FormField from '../../components/ui/form-field';
import Input from '../../components/ui/input';
import SpaceBetween from '../../components/ui/space-between';
import type { InvitationView, Joined } from '../../../../shared/schemas/team';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../shared/schema-values';
import { lazySchema, schemasOnTouch } from '../../components/form-fields/lazy-schema';

import { ApiRequestError, errorMessage } from '../../api/client';
import { acceptInvitation, acceptInvitationSignedIn, viewInvitation } from '../../api/team';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../auth/session';
import { PageSpinner } from '../../components/page-spinner';
import { KoboLogo } from '../landing/kobo-logo';
import { signInMessage } from '../auth/auth-errors';
import { TotpSignInStep } from '../auth/totp-step';
import { UNSUPPORTED_STEP, usePasswordSignIn } from '../auth/use-sign-in';
import './join.css';

/** The API's check of a new account's name and password, downloaded when the form is first touched (lazy-schema.ts). */
const acceptSchema = lazySchema(() => import('../../../../shared/schemas/team').then((m) => m.acceptInvitationSchema));

type Fields = Partial<Record<'firstName' | 'lastName' | 'password', string>>;

/** An account Cognito will not sign in until it is verified or its password reset: the sign-in page does those steps. */
const SIGN_IN_PAGE_FIRST = 'This account needs a step that the sign-in page takes care of: sign in there first, then open this link again.';

/** What pressing a way's button leads to: signing in (unless this browser is signed in as the invitee already), then the company joined. */
interface Joining {
  signIn?: { email: string; password: string };
  /** Once signed in: the company joined (a new account has joined already; an existing one accepts now). */
  join: () => Promise<Joined>;
}

interface JoinFormProps {
  /** Above the fields: whose account joins. */
  notice?: ReactNode;
  children?: ReactNode;
  /** The button's text. */
  action: string;
  /** Checks the fields and sets out; undefined when one needs correcting (the way shows it). A refusal is thrown. */
  start: () => Promise<Joining | undefined>;
  /** A refusal the way takes care of itself: true when nothing more is to be shown. */
  onRefused?: (error: unknown) => boolean;
  /** Back from the code step: the password is typed again, as on the sign-in page. */
  onSignInAgain?: () => void;
}

/**
 * Either way of accepting an invitation (a new account, or one the e-mail has already):
 * the form, its problem and busy button, the sign-in with the sign-in page's code step when
 * two-step verification is on, then the company joined, the session and /api/me read again,
 * and the company's dashboard.
 */
function JoinForm({ notice, children, action, start, onRefused, onSignInAgain }: JoinFormProps) {
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { signInWith, confirmCode } = usePasswordSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Signed in up to the authenticator app's code: what follows it. */
  const [awaitingCode, setAwaitingCode] = useState<Joining | null>(null);

  async function attempt(step: () => Promise<void>) {
    setProblem(null);
    setBusy(true);
    try {
      await step();
    } catch (error) {
      setBusy(false);
      if (!onRefused?.(error)) setProblem(error instanceof ApiRequestError ? error.message : signInMessage(error));
    }
  }

  async function joinAndLand(joining: Joining) {
    const joined = await joining.join();
    await refresh();
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    notify('success', `Welcome to ${joined.companyName}`, 'You have joined the company on Kobo.');
    navigate('/dashboard', { replace: true });
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void attempt(async () => {
      const joining = await start();
      if (!joining) return setBusy(false);
      const outcome = joining.signIn ? await signInWith(joining.signIn.email, joining.signIn.password) : 'done';
      if (outcome === 'done') return joinAndLand(joining);
      setBusy(false);
      if (outcome === 'totp-code') setAwaitingCode(joining);
      else setProblem(outcome === 'unsupported' ? UNSUPPORTED_STEP : SIGN_IN_PAGE_FIRST);
    });
  };

  if (awaitingCode) {
    return (
      <TotpSignInStep
        confirm={async (code) => {
          const outcome = await confirmCode(code);
          if (outcome === 'done') {
            setAwaitingCode(null);
            void attempt(() => joinAndLand(awaitingCode));
          }
          return outcome;
        }}
        onUnsupported={() => {
          setAwaitingCode(null);
          setProblem(UNSUPPORTED_STEP);
        }}
        onBack={() => {
          setAwaitingCode(null);
          onSignInAgain?.();
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate className="kobo-join-form" {...schemasOnTouch(acceptSchema)}>
      <SpaceBetween size="m">
        {notice}
        {problem && <Alert type="error">{problem}</Alert>}
        {children}
        <Button variant="primary" loading={busy} loadingText="Joining">
          {action}
        </Button>
      </SpaceBetween>
    </form>
  );
}

/** A new account: name and password, made and joined, then signed in. An e-mail that has an account already switches to signing in. */
function NewAccountForm({ token, invitation, onHasAccount }: { token: string; invitation: InvitationView; onHasAccount: () => void }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const start = async (): Promise<Joining | undefined> => {
    const parsed = (await acceptSchema.get()).safeParse({ firstName, lastName, password });
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setFields(next);
      return undefined;
    }
    setFields({});
    const joined = await acceptInvitation(token, { firstName, lastName, password });
    return { signIn: { email: joined.email, password }, join: async () => joined };
  };
  const onRefused = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return false;
    if (error.code === 'account_exists') {
      onHasAccount();
      return true;
    }
    setFields(error.fields as Fields);
    return false;
  };
  return (
    <JoinForm action="Set password and join" start={start} onRefused={onRefused}>
      <FormField label="E-mail address" controlId="join-email" stretch>
        <Input controlId="join-email" value={invitation.email} readOnly />
      </FormField>
      <FormField label="First name" controlId="join-first-name" errorText={fields.firstName} stretch>
        <Input controlId="join-first-name" value={firstName} onChange={(e) => setFirstName(e.detail.value)} autoComplete="given-name" ariaRequired />
      </FormField>
      <FormField label="Last name (optional)" controlId="join-last-name" errorText={fields.lastName} stretch>
        <Input controlId="join-last-name" value={lastName} onChange={(e) => setLastName(e.detail.value)} autoComplete="family-name" />
      </FormField>
      <FormField
        label="Password"
        controlId="join-password"
        errorText={fields.password}
        constraintText="At least 8 characters, with upper- and lower-case letters, a digit and a symbol."
        stretch
      >
        <Input controlId="join-password" type="password" value={password} onChange={(e) => setPassword(e.detail.value)} autoComplete="new-password" ariaRequired />
      </FormField>
    </JoinForm>
  );
}

/** An existing account: sign in with it (or use the session already open), then accept. */
function ExistingAccountForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { session } = useSession();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const signedInAs = session.status === 'signedIn' ? session.email : null;
  const sameAccount = signedInAs?.toLowerCase() === invitation.email;
  const join = () => acceptInvitationSignedIn(token);
  const start = async (): Promise<Joining | undefined> => {
    if (sameAccount) return { join };
    setPasswordError(password ? undefined : 'Enter your password');
    // Another account signed in on this browser is signed out as this one signs in.
    return password ? { signIn: { email: invitation.email, password }, join } : undefined;
  };
  if (sameAccount) {
    return (
      <JoinForm action={`Join ${invitation.companyName}`} start={start} notice={<p className="kobo-join-text">You are signed in as {invitation.email}.</p>} />
    );
  }
  return (
    <JoinForm
      action="Sign in and join"
      start={start}
      onSignInAgain={() => setPassword('')}
      notice={
        <Alert type="info">
          {invitation.email} already has a Kobo account. Sign in with it to join.
          {signedInAs && ` (You are signed in as ${signedInAs}; signing in here signs you out of that account.)`}
        </Alert>
      }
    >
      <FormField label="Password" controlId="join-existing-password" errorText={passwordError} stretch>
        <Input controlId="join-existing-password" type="password" value={password} onChange={(e) => setPassword(e.detail.value)} autoComplete="current-password" ariaRequired />
      </FormField>
    </JoinForm>
  );
}

/** /join/:token: the page an invitation e-mail links to. */
export default function JoinPage() {
  const { token = '' } = useParams();
  const { session } = useSession();
  const [hasAccount, setHasAccount] = useState(false);
  // Once shown, the invitation stays: signing another account out of this browser (to sign the
  // invitee in) clears the query cache, and reading the link again would start the form over.
  const [shown, setShown] = useState<InvitationView>();
  const invitation = useQuery({ queryKey: ['invitation', token], queryFn: () => viewInvitation(token), retry: false, staleTime: Infinity, enabled: !shown });
  if (invitation.data && !shown) setShown(invitation.data);
  const view = shown ?? invitation.data;
  const signedInAsInvitee = session.status === 'signedIn' && view && session.email.toLowerCase() === view.email;
  return (
    <main className="kobo-join">
      <div className="kobo-join-logo">
        <KoboLogo />
      </div>
      {!view && invitation.isPending && <PageSpinner />}
      {!view && invitation.isError && (
        <div className="kobo-join-card">
          <h1 className="kobo-join-title">This invitation cannot be used</h1>
          <Alert type="error">{errorMessage(invitation.error)}</Alert>
          <Link to="/" className="kobo-join-home">
            Return to Home
          </Link>
        </div>
      )}
      {view && (
        <div className="kobo-join-card">
          <h1 className="kobo-join-title">Join {view.companyName} on Kobo</h1>
          <p className="kobo-join-text">
            You are invited as <strong>{ROLE_LABELS[view.role]}</strong>: {ROLE_DESCRIPTIONS[view.role].toLowerCase()}.
          </p>
          {hasAccount || signedInAsInvitee ? (
            <ExistingAccountForm token={token} invitation={view} />
          ) : (
            <NewAccountForm token={token} invitation={view} onHasAccount={() => setHasAccount(true)} />
          )}
        </div>
      )}
    </main>
  );
}
