import { idParam } from '../../shared/schemas/common';
import { acceptInvitationSchema, invitationInputSchema, roleChangeSchema, tokenParam } from '../../shared/schemas/team';
import { domainHandler, route } from '../lib/http';
import * as team from '../services/team';

export const getTeam = route('getTeam', {}, ({ caller }) => team.getTeam(caller));

export const inviteMember = route('inviteMember', { body: invitationInputSchema, status: 201 }, ({ caller, body }) => team.invite(caller, body));

export const resendInvitation = route('resendInvitation', { params: idParam }, ({ caller, params }) => team.resendInvitation(caller, params.id));

export const cancelInvitation = route('cancelInvitation', { params: idParam, status: 204 }, async ({ caller, params }) => {
  await team.cancelInvitation(caller, params.id);
  return undefined;
});

export const changeMemberRole = route('changeMemberRole', { params: idParam, body: roleChangeSchema }, ({ caller, params, body }) =>
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

export const viewInvitation = route('viewInvitation', { params: tokenParam }, ({ params }) => team.viewInvitation(params.token));

export const acceptInvitation = route('acceptInvitation', { params: tokenParam, body: acceptInvitationSchema }, ({ params, body }) =>
  team.acceptWithNewAccount(params.token, body),
);

export const acceptInvitationSignedIn = route('acceptInvitationSignedIn', { params: tokenParam }, ({ caller, params }) => team.acceptAsUser(caller, params.token));

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
