import { noContentSchema } from '../../../shared/schemas/common';
import type { Role } from '../../../shared/roles';
import {
  invitationViewSchema,
  joinedSchema,
  pendingInvitationSchema,
  teamMemberSchema,
  teamSchema,
  type AcceptInvitationInput,
  type InvitationInput,
} from '../../../shared/schemas/team';
import { api } from './client';

const member = (id: string) => `/team/members/${encodeURIComponent(id)}`;
const invitation = (id: string) => `/team/invitations/${encodeURIComponent(id)}`;
const join = (token: string) => `/join/${encodeURIComponent(token)}`;

export const getTeam = () => api('/team', teamSchema);
export const inviteMember = (input: InvitationInput) => api('/team/invitations', pendingInvitationSchema, { method: 'POST', body: input });
export const resendInvitation = (id: string) => api(`${invitation(id)}/resend`, pendingInvitationSchema, { method: 'POST' });
export const cancelInvitation = (id: string) => api(invitation(id), noContentSchema, { method: 'DELETE' });
export const changeMemberRole = (userId: string, role: Role) => api(`${member(userId)}/role`, teamMemberSchema, { method: 'PUT', body: { role } });
export const removeMember = (userId: string) => api(member(userId), noContentSchema, { method: 'DELETE' });
/** The caller leaves their company (any role; never the last owner). */
export const leaveCompany = () => api('/team/leave', noContentSchema, { method: 'POST' });

/** The invitation link's page: public (no token needed), then signed in for an existing account. */
export const viewInvitation = (token: string) => api(join(token), invitationViewSchema);
export const acceptInvitation = (token: string, input: AcceptInvitationInput) => api(join(token), joinedSchema, { method: 'POST', body: input });
export const acceptInvitationSignedIn = (token: string) => api(`${join(token)}/accept`, joinedSchema, { method: 'POST' });
