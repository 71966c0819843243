/*
 * Settings > Privacy & Security and the sign-in's code step: the texts shown
 * for Cognito's answers. No zod here: the sign-in page loads this.
 */

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const WRONG_TOTP_CODE = 'That code is not right. Enter the newest 6-digit code from your authenticator app.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a few minutes and try again.';
export const PASSWORD_UPDATED = 'Password changed';

const named = (error: unknown) => (error instanceof Error ? { name: error.name, message: error.message } : { name: '', message: '' });

/**
 * A refused ChangePassword. A wrong current password is NotAuthorizedException
 * in Cognito and InvalidPasswordException in cognito-local: both read the same.
 * Cognito also uses InvalidPasswordException for a new password against its
 * policy (our form checks the policy first), and NotAuthorizedException for a
 * lock-out: those keep Cognito's own words.
 */
export function changePasswordMessage(error: unknown): string {
  const { name, message } = named(error);
  if (name === 'LimitExceededException' || /attempts exceeded/i.test(message)) return TOO_MANY_ATTEMPTS;
  if (name === 'NotAuthorizedException') return WRONG_CURRENT_PASSWORD;
  if (name === 'InvalidPasswordException') return /policy/i.test(message) ? message : WRONG_CURRENT_PASSWORD;
  return message || 'An unexpected error occurred';
}

/**
 * A refused TOTP code, at set-up (VerifySoftwareToken) or at sign-in
 * (RespondToAuthChallenge). Cognito says EnableSoftwareTokenMFAException at
 * set-up and CodeMismatchException at sign-in; an expired sign-in session is
 * NotAuthorizedException, which means starting again.
 */
export function totpMessage(error: unknown): string {
  const { name, message } = named(error);
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') return WRONG_TOTP_CODE;
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return TOO_MANY_ATTEMPTS;
  if (name === 'NotAuthorizedException' && /session/i.test(message)) return 'This sign-in has expired. Enter your password again.';
  return message || 'An unexpected error occurred';
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The 6-digit code an authenticator app shows, spaces dropped (some apps group the digits); undefined when it is not one. */
export function totpCode(input: string): string | undefined {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}
export const ENTER_TOTP_CODE = 'Enter the 6-digit code from your authenticator app';
