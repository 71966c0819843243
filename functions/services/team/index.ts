/*
 * Team services, by part: the team page and its members (members.ts), invitations
 * sent, resent and cancelled (invitations.ts), the public link and accepting it
 * (joining.ts), and what they share (common.ts: the rules every one of them keeps).
 */
export { getTeam, changeRole, removeMember, leaveCompany } from './members';
export { invite, resendInvitation, cancelInvitation } from './invitations';
export { viewInvitation, acceptWithNewAccount, acceptAsUser } from './joining';
