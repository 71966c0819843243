import * as z from 'zod';
import { ROLES } from '../roles';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../schema-values';

export { ROLE_DESCRIPTIONS, ROLE_LABELS };


const role = z.enum(ROLES, { error: 'Choose a role: owner, admin, staff or viewer' });
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address')
  .max(254, 'Must be at most 254 characters')
  .email('Enter a valid e-mail address');

/** POST /api/team/invitations */
export const invitationInputSchema = z.object({ email, role }).strict();
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** PUT /api/team/members/{id}/role */
export const roleChangeSchema = z.object({ role }).strict();
export type RoleChange = z.input<typeof roleChangeSchema>;

/**
 * A new password as the user pool's policy asks (infra/lib/constructs/auth.ts):
 * at least 8 characters with a lower- and an upper-case letter, a digit and a symbol.
 * Checked here too, so cognito-local (which checks no policy) refuses what Cognito would.
 */
export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(256, 'Must be at most 256 characters')
  .regex(/[a-z]/, 'Add a lower-case letter')
  .regex(/[A-Z]/, 'Add an upper-case letter')
  .regex(/\d/, 'Add a digit')
  .regex(/[^A-Za-z0-9]/, 'Add a symbol, such as ! or #');

/** POST /api/join/{token}: a new account for the invited e-mail. */
export const acceptInvitationSchema = z
  .object({
    firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(80, 'Must be at most 80 characters'),
    lastName: z
      .string()
      .trim()
      .max(80, 'Must be at most 80 characters')
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    password: newPasswordSchema,
  })
  .strict();
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation link') }).strict();

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  joinedAt: z.string(),
  /** The caller themself (the page offers no "remove" on one's own row). */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInvitationSchema = z.object({
  invitationId: z.string(),
  email: z.string(),
  role,
  invitedByName: z.string(),
  sentAt: z.string(),
  expiresOn: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/team */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  /** Members plus pending invitations the plan allows. */
  limit: z.number().int(),
  seatsUsed: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/join/{token}: all a link reveals. */
export const invitationViewSchema = z.object({ companyName: z.string(), email: z.string(), role });
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/join/{token} and /accept: who joined (the browser signs in with it). */
export const joinedSchema = z.object({ email: z.string(), companyName: z.string(), role });
export type Joined = z.infer<typeof joinedSchema>;
