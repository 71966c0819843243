import { Link } from 'react-router-dom';
import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../components/form-fields/lazy-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../components/ui/alert';
import Badge from '../../components/ui/badge';
import Box from '../../components/ui/box';
import Button from '../../components/ui/button';
import Container from '../../components/ui/container';
import Form from '../../components/ui/form';
import Header from '../../components/ui/header';
import SpaceBetween from '../../components/ui/space-between';
import ButtonDropdown from '../../components/ui/button-dropdown';
import Modal from '../../components/ui/modal';
import { ROLES, type Role } from '../../../../shared/roles';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../shared/schema-values';
import type { InvitationInput, PendingInvitation, Team, TeamMember } from '../../../../shared/schemas/team';
import { ApiRequestError, errorMessage } from '../../api/client';
import { cancelInvitation, changeMemberRole, getTeam, inviteMember, removeMember, resendInvitation } from '../../api/team';
import { useNotify } from '../../app/notifications';
import { useCan } from '../../auth/use-can';
import { useMe } from '../../auth/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDay } from '../../components/format-date';
import { PageSpinner } from '../../components/page-spinner';
import { PageLoading } from '../../components/page-loading';
import { SelectField } from '../../components/form-fields/select-field';
import { TextField } from '../../components/form-fields/text-field';
import { SUBSCRIPTION_PAGE } from '../../../../shared/subscription';
import '../../components/kobo-ui.css';
import '../../components/form-fields/form-fields.css';
import '../settings/settings.css';
import './team.css';
import { RoleRefused } from '../../components/role-refused';

const invitationInputSchemaLazy = lazySchema(() => import('../../../../shared/schemas/team').then((m) => m.invitationInputSchema));

const TEAM_KEY = ['team'];

/** The roles the caller may hand out: only an owner makes owners. */
function useGrantableRoles(): Role[] {
  const can = useCan();
  return ROLES.filter((r) => r !== 'owner' || can('manageOwners'));
}

function InviteModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const roles = useGrantableRoles();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<InvitationInput, unknown, InvitationInput>({
    resolver: lazyZodResolver(invitationInputSchemaLazy),
    defaultValues: { email: '', role: 'staff' },
  });
  const close = () => {
    reset();
    setProblem(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const sent = await inviteMember(values);
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      notify('success', 'Invitation sent', `${sent.email} will get an e-mail with a link to join.`);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as keyof InvitationInput, { type: 'server', message });
      }
      setProblem(errorMessage(error));
    }
  });
  return (
    <Modal visible={visible} onDismiss={close} header="Invite a team member" closeAriaLabel="Close dialog">
      <form {...schemasOnTouch(invitationInputSchemaLazy)} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={close}>
                Cancel
              </Button>
              <Button variant="primary" loading={formState.isSubmitting} loadingText="Sending invitation">
                Send invitation
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {problem && <Alert type="error">{problem}</Alert>}
            <TextField control={control} name="email" label="E-mail address" type="email" inputMode="email" autoComplete="off" required />
            <SelectField control={control} name="role" label="Role" options={roles.map((r) => ({ value: r, label: `${ROLE_LABELS[r]}: ${ROLE_DESCRIPTIONS[r]}` }))} />
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}

function MemberRow({ m, onRemove }: { m: TeamMember; onRemove: (m: TeamMember) => void }) {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const roles = useGrantableRoles();
  const change = useMutation({
    mutationFn: (role: Role) => changeMemberRole(m.userId, role),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      if (m.isYou) await queryClient.invalidateQueries({ queryKey: ['me'] });
      notify('success', 'Role changed', `${updated.name} is now ${ROLE_LABELS[updated.role]}.`);
    },
    onError: (error) => notify('error', 'Role not changed', errorMessage(error)),
  });
  const manageable = m.role !== 'owner' || can('manageOwners');
  return (
    <li className="kobo-team-row">
      <div className="kobo-team-who">
        <span className="kobo-team-name">
          {m.name}
          {m.isYou && <span className="kobo-team-you"> (you)</span>}
        </span>
        <span className="kobo-team-email">{m.email}</span>
        <span className="kobo-team-meta">Joined {formatDay(m.joinedAt)}</span>
      </div>
      <Badge color={m.role === 'owner' ? 'blue' : 'grey'}>{ROLE_LABELS[m.role]}</Badge>
      {manageable && (
        <div className="kobo-team-actions">
          {can('changeMemberRole') && (
            <ButtonDropdown
              ariaLabel={`Change role of ${m.name}`}
              loading={change.isPending}
              items={roles.map((r) => ({ id: r, text: ROLE_LABELS[r], disabled: r === m.role }))}
              onItemClick={({ detail }) => change.mutate(detail.id as Role)}
            >
              Change role
            </ButtonDropdown>
          )}
          {can('removeMember') && !m.isYou && (
            <Button ariaLabel={`Remove ${m.name}`} onClick={() => onRemove(m)}>
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function InvitationRow({ i, onCancel }: { i: PendingInvitation; onCancel: (i: PendingInvitation) => void }) {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendInvitation(i.invitationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      notify('success', 'Invitation sent again', `${i.email} has a new link; the old one no longer works.`);
    },
    onError: (error) => notify('error', 'Invitation not sent', errorMessage(error)),
  });
  const manageable = i.role !== 'owner' || can('manageOwners');
  return (
    <li className="kobo-team-row">
      <div className="kobo-team-who">
        <span className="kobo-team-name">{i.email}</span>
        <span className="kobo-team-meta">
          Invited by {i.invitedByName} on {formatDay(i.sentAt)} · {i.expired ? 'Link expired' : `Link works until ${formatDay(i.expiresOn)}`}
        </span>
      </div>
      <SpaceBetween direction="horizontal" size="xs">
        <Badge color="grey">{ROLE_LABELS[i.role]}</Badge>
        {i.expired && <Badge color="red">Expired</Badge>}
      </SpaceBetween>
      {manageable && (
        <div className="kobo-team-actions">
          {can('resendInvitation') && (
            <Button ariaLabel={`Resend invitation to ${i.email}`} loading={resend.isPending} onClick={() => resend.mutate()}>
              Resend
            </Button>
          )}
          {can('cancelInvitation') && (
            <Button ariaLabel={`Cancel invitation to ${i.email}`} onClick={() => onCancel(i)}>
              Cancel invitation
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function TeamLists({ team }: { team: Team }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [cancelling, setCancelling] = useState<PendingInvitation | null>(null);
  const remove = useMutation({
    mutationFn: (m: TeamMember) => removeMember(m.userId),
    onSuccess: async (_, m) => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      notify('success', 'Member removed', `${m.name} no longer has access to the company.`);
    },
    onError: (error) => {
      setRemoving(null);
      notify('error', 'Member not removed', errorMessage(error));
    },
  });
  const cancel = useMutation({
    mutationFn: (i: PendingInvitation) => cancelInvitation(i.invitationId),
    onSuccess: async (_, i) => {
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      notify('success', 'Invitation cancelled', `The link sent to ${i.email} no longer works.`);
    },
    onError: (error) => {
      setCancelling(null);
      notify('error', 'Invitation not cancelled', errorMessage(error));
    },
  });
  return (
    <>
      <Container header={<Header variant="h2" counter={`(${team.members.length})`}>Members</Header>}>
        <ul className="kobo-team-list" aria-label="Members">
          {team.members.map((m) => (
            <MemberRow key={m.userId} m={m} onRemove={setRemoving} />
          ))}
        </ul>
      </Container>
      <Container header={<Header variant="h2" counter={`(${team.invitations.length})`}>Pending invitations</Header>}>
        {team.invitations.length === 0 ? (
          <Box color="text-body-secondary">No pending invitations.</Box>
        ) : (
          <ul className="kobo-team-list" aria-label="Pending invitations">
            {team.invitations.map((i) => (
              <InvitationRow key={i.invitationId} i={i} onCancel={setCancelling} />
            ))}
          </ul>
        )}
      </Container>
      <ConfirmDialog
        visible={Boolean(removing)}
        header="Remove this member?"
        text={removing ? `${removing.name} (${removing.email}) will lose access to the company at once.` : ''}
        confirmLabel="Yes, Remove"
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        visible={Boolean(cancelling)}
        header="Cancel this invitation?"
        text={cancelling ? `The link sent to ${cancelling.email} will stop working.` : ''}
        confirmLabel="Yes, Cancel invitation"
        cancelLabel="No, Keep it"
        loading={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

/** /dashboard/settings/team: the company's members and pending invitations (owners and admins). */
export function TeamPage() {
  const can = useCan();
  const me = useMe();
  const allowed = can('getTeam');
  const [inviting, setInviting] = useState(false);
  const team = useQuery({ queryKey: TEAM_KEY, queryFn: getTeam, enabled: allowed });
  if (me.isPending) return <PageLoading title="Team Members" />;
  if (!allowed) return <RoleRefused title={'Team Members'}>Only an owner or an admin of the company can see and manage its team.</RoleRefused>;
  const full = team.data ? team.data.seatsUsed >= team.data.limit : false;
  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        description={team.data ? `${team.data.seatsUsed} of ${team.data.limit} places used on your plan (members and pending invitations).` : undefined}
        actions={
          can('inviteMember') && (
            <Button variant="primary" onClick={() => setInviting(true)} disabled={!team.data || full}>
              Invite member
            </Button>
          )
        }
      >
        Team Members
      </Header>
      {full && (
        <Alert type="info">
          Your plan&apos;s team is full. Cancel an invitation, remove a member or upgrade your plan to invite more people.{' '}
          {can('getBilling') ? <Link to={SUBSCRIPTION_PAGE}>Upgrade your plan</Link> : 'Ask an owner to upgrade the plan.'}
        </Alert>
      )}
      {team.isPending && <PageSpinner />}
      {team.isError && <Alert type="error">{errorMessage(team.error)}</Alert>}
      {team.data && <TeamLists team={team.data} />}
      <InviteModal visible={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
