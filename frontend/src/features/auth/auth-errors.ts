/** Turns Amplify / Cognito errors into the texts the auth page shows. */

export const EMPTY_FIELDS = 'Please fill in all fields';
export const BAD_CREDENTIALS = 'Incorrect email or password.';

const CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/** The provider's own message (Cognito's texts are meant for end users). */
export function providerMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

export function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** Sign-in failures: wrong password and unknown user read the same, so accounts can't be probed. */
export function signInMessage(error: unknown): string {
  if (error instanceof Error && CREDENTIAL_ERRORS.has(error.name)) {
    // Cognito also uses NotAuthorizedException for lock-outs; that one is worth saying as is.
    if (/attempts exceeded/i.test(error.message)) return error.message;
    return BAD_CREDENTIALS;
  }
  return providerMessage(error);
}

/** A plain e-mail shape check; Cognito does the real validation. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** "Ada Lovelace Byron" → given "Ada", family "Lovelace Byron"; one word has no family name. */
export function splitName(name: string): { givenName: string; familyName?: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  const familyName = rest.join(' ');
  return familyName ? { givenName, familyName } : { givenName };
}
