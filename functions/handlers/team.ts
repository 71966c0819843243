import { idParam } from '../../shared/schemas/common';
import {
  acceptInvitationSchema,
  invitationInputSchema,
  invitationViewSchema,
  joinedSchema,
  pendingInvitationSchema,
  roleChangeSchema,
  teamMemberSchema,
  teamSchema,
  tokenParam,
} from '../../shared/schemas/team';
import { domainHandler, route } from '../lib/http';
import * as team from '../services/team';

export const getTeam = route('getTeam', { response: teamSchema }, ({ caller }) => team.getTeam(caller));

export const inviteMember = route('inviteMember', { body: invitationInputSchema, status: 201, response: pendingInvitationSchema }, ({ caller, body }) => team.invite(caller, body));

export const resendInvitation = route('resendInvitation', { params: idParam, response: pendingInvitationSchema }, ({ caller, params }) => team.resendInvitation(caller, params.id));

export const cancelInvitation = route('cancelInvitation', { params: idParam, status: 204 }, async ({ caller, params }) => {
  await team.cancelInvitation(caller, params.id);
  return undefined;
});

export const changeMemberRole = route('changeMemberRole', { params: idParam, body: roleChangeSchema, response: teamMemberSchema }, ({ caller, params, body }) =>
  team.changeRole(caller, params.id, body.role),
);

export const removeMember = route('removeMember', { params: idParam, status: 204 }, async ({ caller, params }) => {
  await team.removeMember(caller, params.id);
  return undefined;
});

export const leaveCompany = route('leaveCompany', { status: 204 }, async ({ caller }) => {
  await team.leaveCompany(caller);
  return undefined;
});

export const viewInvitation = route('viewInvitation', { params: tokenParam, response: invitationViewSchema }, ({ params }) => team.viewInvitation(params.token));

export const acceptInvitation = route('acceptInvitation', { params: tokenParam, body: acceptInvitationSchema, response: joinedSchema }, ({ params, body }) =>
  team.acceptWithNewAccount(params.token, body),
);

export const acceptInvitationSignedIn = route('acceptInvitationSignedIn', { params: tokenParam, response: joinedSchema }, ({ caller, params }) => team.acceptAsUser(caller, params.token));

export const handler = domainHandler('team', {
  getTeam,
  inviteMember,
  resendInvitation,
  cancelInvitation,
  changeMemberRole,
  removeMember,
  leaveCompany,
  viewInvitation,
  acceptInvitation,
  acceptInvitationSignedIn,
});
