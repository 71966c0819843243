import * as z from 'zod';
import { newPasswordSchema } from './team';

/*
 * Settings > Privacy & Security: the change-password form's rules (the texts
 * for Cognito's answers are in shared/security.ts). The calls themselves go
 * from the browser to Cognito (Amplify); only "sign out on every device" also
 * tells the API (POST /api/me/sign-out-everywhere).
 */

/** Change password: current, new (the pool's policy, as on every new password), and the new one again. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Enter the new password again'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    if (v.currentPassword && v.newPassword === v.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'Choose a password different from your current one' });
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
