import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { signIn } from 'aws-amplify/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { acceptInvitationSchema, ROLE_DESCRIPTIONS, ROLE_LABELS, type InvitationView } from '../../../../shared/schemas/team';
import { ApiRequestError, errorMessage } from '../../api/client';
import { acceptInvitation, acceptInvitationSignedIn, viewInvitation } from '../../api/team';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../auth/session';
import { runtimeConfig } from '../../config';
import { PageSpinner } from '../../components/page-spinner';
import { KoboLogo } from '../landing/kobo-logo';
import { signInMessage } from '../auth/auth-errors';
import './join.css';

type Fields = Partial<Record<'firstName' | 'lastName' | 'password', string>>;

/** After joining: the session and /api/me read again, and the company's dashboard. */
function useLand() {
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return async (companyName: string) => {
    await refresh();
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    notify('success', `Welcome to ${companyName}`, 'You have joined the company on Kobo.');
    navigate('/dashboard', { replace: true });
  };
}

/** A new account: name and password, then signed in. An e-mail that has an account already switches to signing in. */
function NewAccountForm({ token, invitation, onHasAccount }: { token: string; invitation: InvitationView; onHasAccount: () => void }) {
  const land = useLand();
  const { session, signOut } = useSession();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = acceptInvitationSchema.safeParse({ firstName, lastName, password });
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setFields(next);
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const joined = await acceptInvitation(token, { firstName, lastName, password });
      // Someone else signed in on this browser: the new member's session replaces theirs.
      if (session.status === 'signedIn') await signOut();
      await signIn({ username: joined.email, password, options: { authFlowType: runtimeConfig().authFlowType } });
      await land(joined.companyName);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.code === 'account_exists') return onHasAccount();
      if (error instanceof ApiRequestError) setFields(error.fields as Fields);
      setProblem(error instanceof ApiRequestError ? error.message : signInMessage(error));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="kobo-join-form">
      <SpaceBetween size="m">
        {problem && <Alert type="error">{problem}</Alert>}
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
        <Button variant="primary" loading={busy} loadingText="Joining">
          Set password and join
        </Button>
      </SpaceBetween>
    </form>
  );
}

/** An existing account: sign in with it (or use the session already open), then accept. */
function ExistingAccountForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const land = useLand();
  const { session, signOut } = useSession();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedInAs = session.status === 'signedIn' ? session.email : null;
  const sameAccount = signedInAs?.toLowerCase() === invitation.email;
  const accept = async (e?: FormEvent) => {
    e?.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      if (!sameAccount) {
        if (!password) {
          setBusy(false);
          setProblem('Enter your password');
          return;
        }
        if (signedInAs) await signOut();
        await signIn({ username: invitation.email, password, options: { authFlowType: runtimeConfig().authFlowType } });
      }
      const joined = await acceptInvitationSignedIn(token);
      await land(joined.companyName);
    } catch (error) {
      setBusy(false);
      setProblem(error instanceof ApiRequestError ? error.message : signInMessage(error));
    }
  };
  if (sameAccount) {
    return (
      <SpaceBetween size="m">
        {problem && <Alert type="error">{problem}</Alert>}
        <p className="kobo-join-text">You are signed in as {invitation.email}.</p>
        <Button variant="primary" loading={busy} loadingText="Joining" onClick={() => void accept()}>
          Join {invitation.companyName}
        </Button>
      </SpaceBetween>
    );
  }
  return (
    <form onSubmit={(e) => void accept(e)} noValidate className="kobo-join-form">
      <SpaceBetween size="m">
        <Alert type="info">
          {invitation.email} already has a Kobo account. Sign in with it to join.
          {signedInAs && ` (You are signed in as ${signedInAs}; signing in here signs you out of that account.)`}
        </Alert>
        {problem && <Alert type="error">{problem}</Alert>}
        <FormField label="Password" controlId="join-existing-password" stretch>
          <Input controlId="join-existing-password" type="password" value={password} onChange={(e) => setPassword(e.detail.value)} autoComplete="current-password" ariaRequired />
        </FormField>
        <Button variant="primary" loading={busy} loadingText="Joining">
          Sign in and join
        </Button>
      </SpaceBetween>
    </form>
  );
}

/** /join/:token: the page an invitation e-mail links to. */
export default function JoinPage() {
  const { token = '' } = useParams();
  const { session } = useSession();
  const [hasAccount, setHasAccount] = useState(false);
  const invitation = useQuery({ queryKey: ['invitation', token], queryFn: () => viewInvitation(token), retry: false, staleTime: Infinity });
  const signedInAsInvitee = session.status === 'signedIn' && invitation.data && session.email.toLowerCase() === invitation.data.email;
  return (
    <main className="kobo-join">
      <div className="kobo-join-logo">
        <KoboLogo />
      </div>
      {invitation.isPending && <PageSpinner />}
      {invitation.isError && (
        <div className="kobo-join-card">
          <h1 className="kobo-join-title">This invitation cannot be used</h1>
          <Alert type="error">{errorMessage(invitation.error)}</Alert>
          <Link to="/" className="kobo-join-home">
            Return to Home
          </Link>
        </div>
      )}
      {invitation.data && (
        <div className="kobo-join-card">
          <h1 className="kobo-join-title">Join {invitation.data.companyName} on Kobo</h1>
          <p className="kobo-join-text">
            You are invited as <strong>{ROLE_LABELS[invitation.data.role]}</strong>: {ROLE_DESCRIPTIONS[invitation.data.role].toLowerCase()}.
          </p>
          {hasAccount || signedInAsInvitee ? (
            <ExistingAccountForm token={token} invitation={invitation.data} />
          ) : (
            <NewAccountForm token={token} invitation={invitation.data} onHasAccount={() => setHasAccount(true)} />
          )}
        </div>
      )}
    </main>
  );
}
