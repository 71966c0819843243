import type { ApiEvent } from '../../functions/lib/http';
import { refuseRevokedSession, signedInAt, SIGNED_OUT_MESSAGE } from '../../functions/lib/http';
import { changePasswordSchema } from '../../shared/schemas/security';
import { changePasswordMessage, groupedSecret, TOO_MANY_ATTEMPTS, totpCode, totpMessage, WRONG_CURRENT_PASSWORD, WRONG_TOTP_CODE } from '../../shared/security';

/** An error as Amplify throws Cognito's answers: the exception's name and Cognito's message. */
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

const issues = (input: Record<string, string>) => {
  const result = changePasswordSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the change-password form', () => {
  const ok = { currentPassword: 'Passw0rd!23', newPassword: 'N3w-Passw0rd!', confirmPassword: 'N3w-Passw0rd!' };

  it("takes a new password the user pool's policy takes, typed twice", () => {
    expect(issues(ok)).toEqual({});
  });

  it("names each rule the new password misses, with the pool's policy messages", () => {
    expect(issues({ ...ok, newPassword: 'Sh0rt!', confirmPassword: 'Sh0rt!' }).newPassword).toBe('Use at least 8 characters');
    expect(issues({ ...ok, newPassword: 'n3w-passw0rd!', confirmPassword: 'n3w-passw0rd!' }).newPassword).toBe('Add an upper-case letter');
    expect(issues({ ...ok, newPassword: 'N3W-PASSW0RD!', confirmPassword: 'N3W-PASSW0RD!' }).newPassword).toBe('Add a lower-case letter');
    expect(issues({ ...ok, newPassword: 'New-Password!', confirmPassword: 'New-Password!' }).newPassword).toBe('Add a digit');
    expect(issues({ ...ok, newPassword: 'N3wPassw0rd', confirmPassword: 'N3wPassw0rd' }).newPassword).toBe('Add a symbol, such as ! or #');
  });

  it('asks for the current password, a matching confirmation and a password that changes something', () => {
    expect(issues({ ...ok, currentPassword: '' }).currentPassword).toBe('Enter your current password');
    expect(issues({ ...ok, confirmPassword: '' }).confirmPassword).toBe('Enter the new password again');
    expect(issues({ ...ok, confirmPassword: 'N3w-Passw0rd?' }).confirmPassword).toBe('Passwords do not match');
    expect(issues({ ...ok, newPassword: ok.currentPassword, confirmPassword: ok.currentPassword }).newPassword).toBe('Choose a password different from your current one');
  });
});

describe("Cognito's refusals, as the page says them", () => {
  it('reads a wrong current password the same from Cognito and from cognito-local', () => {
    expect(changePasswordMessage(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(WRONG_CURRENT_PASSWORD);
    expect(changePasswordMessage(cognitoError('InvalidPasswordException', 'Invalid password'))).toBe(WRONG_CURRENT_PASSWORD);
  });

  it("keeps Cognito's own words for a new password against its policy, and says when to wait", () => {
    const policy = 'Password does not conform to policy: Password must have symbol characters';
    expect(changePasswordMessage(cognitoError('InvalidPasswordException', policy))).toBe(policy);
    expect(changePasswordMessage(cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))).toBe(TOO_MANY_ATTEMPTS);
    expect(changePasswordMessage(cognitoError('NotAuthorizedException', 'Password attempts exceeded'))).toBe(TOO_MANY_ATTEMPTS);
  });

  it('reads a wrong authenticator code the same at set-up (Cognito: EnableSoftwareTokenMFAException) and at sign-in (CodeMismatchException)', () => {
    expect(totpMessage(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch'))).toBe(WRONG_TOTP_CODE);
    expect(totpMessage(cognitoError('CodeMismatchException', 'Invalid code received for user'))).toBe(WRONG_TOTP_CODE);
    expect(totpMessage(cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'))).toBe('This sign-in has expired. Enter your password again.');
  });
});

describe('the authenticator code and key', () => {
  it('takes six digits, spaces dropped, and nothing else', () => {
    expect(totpCode(' 123 456 ')).toBe('123456');
    expect(totpCode('12345')).toBeUndefined();
    expect(totpCode('12345a')).toBeUndefined();
    expect(totpCode('1234567')).toBeUndefined();
  });

  it('shows the key in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  });
});

describe('tokens from before a sign-out on every device', () => {
  const event = (claims: Record<string, unknown>) => ({ requestContext: { authorizer: { jwt: { claims, scopes: [] } } } }) as unknown as ApiEvent;
  const at = 1_790_000_000;

  it("dates a session by its sign-in (auth_time, kept by Cognito across refreshes), else the token's iat, as numbers or API Gateway's strings", () => {
    expect(signedInAt(event({ auth_time: at, iat: at + 3000 }))).toBe(at);
    expect(signedInAt(event({ auth_time: String(at) }))).toBe(at);
    expect(signedInAt(event({ iat: String(at + 5) }))).toBe(at + 5);
    expect(signedInAt(event({}))).toBeUndefined();
  });

  it('refuses a session that began before or in the second of the sign-out, and lets a later one through', () => {
    expect(() => refuseRevokedSession(event({ auth_time: at - 60 }), at)).toThrow(SIGNED_OUT_MESSAGE);
    expect(() => refuseRevokedSession(event({ auth_time: String(at) }), at)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => refuseRevokedSession(event({ auth_time: at + 1 }), at)).not.toThrow();
    expect(() => refuseRevokedSession(event({ auth_time: at - 60 }), undefined)).not.toThrow();
  });

  it('refuses a token that says nothing of when it was issued once the user has signed out everywhere', () => {
    expect(() => refuseRevokedSession(event({ sub: 'u' }), at)).toThrow(SIGNED_OUT_MESSAGE);
  });
});
