import type { Role } from '../../../shared/roles';
import type { AcceptInvitationInput, InvitationInput, InvitationView, Joined, PendingInvitation, Team, TeamMember } from '../../../shared/schemas/team';
import { api } from './client';

const member = (id: string) => `/team/members/${encodeURIComponent(id)}`;
const invitation = (id: string) => `/team/invitations/${encodeURIComponent(id)}`;
const join = (token: string) => `/join/${encodeURIComponent(token)}`;

export const getTeam = () => api<Team>('/team');
export const inviteMember = (input: InvitationInput) => api<PendingInvitation>('/team/invitations', { method: 'POST', body: input });
export const resendInvitation = (id: string) => api<PendingInvitation>(`${invitation(id)}/resend`, { method: 'POST' });
export const cancelInvitation = (id: string) => api<undefined>(invitation(id), { method: 'DELETE' });
export const changeMemberRole = (userId: string, role: Role) => api<TeamMember>(`${member(userId)}/role`, { method: 'PUT', body: { role } });
export const removeMember = (userId: string) => api<undefined>(member(userId), { method: 'DELETE' });
/** The caller leaves their company (any role; never the last owner). */
export const leaveCompany = () => api<undefined>('/team/leave', { method: 'POST' });

/** The invitation link's page: public (no token needed), then signed in for an existing account. */
export const viewInvitation = (token: string) => api<InvitationView>(join(token));
export const acceptInvitation = (token: string, input: AcceptInvitationInput) => api<Joined>(join(token), { method: 'POST', body: input });
export const acceptInvitationSignedIn = (token: string) => api<Joined>(`${join(token)}/accept`, { method: 'POST' });
