import {
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { changePasswordMessage, WRONG_CURRENT_PASSWORD } from '../../shared/security';

/*
 * Settings > Privacy & Security against cognito-local 5.3.0 through the local
 * proxy the web app talks to (scripts/local/cognito.ts): ChangePassword,
 * AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference and the
 * SOFTWARE_TOKEN_MFA challenge are cognito-local's own; GlobalSignOut is the
 * proxy's (cognito-local has none). Our API's refusal of tokens from before a
 * sign-out everywhere is the real handler behind the local gateway.
 */

const PASSWORD = 'Passw0rd!23';
const cognito = new CognitoIdentityProviderClient({
  endpoint: process.env.COGNITO_PROXY_ENDPOINT,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const clientId = () => process.env.USER_POOL_CLIENT_ID!;

beforeAll(() => startApi());
afterAll(async () => {
  cognito.destroy();
  await stopApi();
});

const signIn = (email: string, password = PASSWORD) =>
  cognito.send(new InitiateAuthCommand({ ClientId: clientId(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));

async function session(email: string, password = PASSWORD): Promise<AuthenticationResultType> {
  const result = (await signIn(email, password)).AuthenticationResult;
  if (!result) throw new Error('sign-in asked for another step');
  return result;
}

const as = (user: TestUser, tokens: AuthenticationResultType): TestUser => ({ ...user, token: tokens.IdToken! });

/** Token times are whole seconds: start the next step in a later second than everything before it. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

const errorName = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: Error) => e.name,
  );

describe('change password', () => {
  it('signs in with the new password and refuses the old one', async () => {
    const user = await onboardedUser();
    const tokens = await session(user.email);
    await cognito.send(new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword: PASSWORD, ProposedPassword: 'N3w-Passw0rd!' }));
    expect((await session(user.email, 'N3w-Passw0rd!')).IdToken).toEqual(expect.any(String));
    expect(await errorName(signIn(user.email, PASSWORD))).toMatch(/InvalidPasswordException|NotAuthorizedException/);
  });

  it('refuses a wrong current password with a message the page shows as is', async () => {
    const user = await onboardedUser();
    const tokens = await session(user.email);
    const refusal = await cognito
      .send(new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword: 'Wr0ng-Passw0rd!', ProposedPassword: 'N3w-Passw0rd!' }))
      .catch((e: Error) => e);
    // cognito-local answers InvalidPasswordException where Cognito answers NotAuthorizedException: one message for both.
    expect(changePasswordMessage(refusal)).toBe(WRONG_CURRENT_PASSWORD);
    expect((await session(user.email, PASSWORD)).IdToken).toEqual(expect.any(String));
  });
});

describe('sign out on every device', () => {
  it("refuses every earlier session's tokens with 401 at its next request, and revokes their refresh tokens", async () => {
    const user = await onboardedUser();
    const here = await session(user.email);
    const elsewhere = await session(user.email);
    expect((await call(as(user, elsewhere), 'GET', '/api/dashboard')).status).toBe(200);
    await nextSecond();

    expect((await call(as(user, here), 'POST', '/api/me/sign-out-everywhere')).status).toBe(204);
    await cognito.send(new GlobalSignOutCommand({ AccessToken: here.AccessToken }));

    // The other device's id token has not expired, but our API refuses it: member and user routes alike.
    const member = await call(as(user, elsewhere), 'GET', '/api/dashboard');
    expect(member.status).toBe(401);
    expect(member.body.error.message).toMatch(/signed out on every device/);
    expect((await call(as(user, elsewhere), 'GET', '/api/me')).status).toBe(401);
    expect((await call(as(user, here), 'PUT', '/api/settings/opening-screen', { body: { openingScreen: 'invoices' } })).status).toBe(401);
    // Nor can it get fresh tokens.
    expect(await errorName(cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: elsewhere.RefreshToken! })))).toBe(
      'NotAuthorizedException',
    );

    // A sign-in after it works as before.
    await nextSecond();
    const again = await session(user.email);
    expect((await call(as(user, again), 'GET', '/api/dashboard')).status).toBe(200);
    expect((await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: again.RefreshToken! }))).AuthenticationResult?.IdToken).toEqual(
      expect.any(String),
    );
  });

  it('refuses a made-up access token at GlobalSignOut', async () => {
    const user = await onboardedUser();
    const tokens = await session(user.email);
    const [head, body] = tokens.AccessToken!.split('.');
    const forged = `${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`;
    expect(await errorName(cognito.send(new GlobalSignOutCommand({ AccessToken: forged })))).toBe('NotAuthorizedException');
    expect(
      (await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: tokens.RefreshToken! }))).AuthenticationResult?.IdToken,
    ).toEqual(expect.any(String));
  });
});

describe('authenticator-app MFA (TOTP)', () => {
  it('is set up with a verified code, then asked for at sign-in, and can be turned off', async () => {
    const user = await onboardedUser();
    const tokens = await session(user.email);
    const { SecretCode: secret } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }));
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    const wrong = String((Number(generateSync({ secret: secret! })) + 1) % 1_000_000).padStart(6, '0');
    expect(await errorName(cognito.send(new VerifySoftwareTokenCommand({ AccessToken: tokens.AccessToken, UserCode: wrong })))).toBe('CodeMismatchException');
    const verified = await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: tokens.AccessToken, UserCode: generateSync({ secret: secret! }) }));
    expect(verified.Status).toBe('SUCCESS');
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const me = await cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(me.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(me.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');

    // The password alone no longer signs in: Cognito asks for the code.
    const challenge = await signIn(user.email);
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const respond = (code: string) =>
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId(),
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    expect(await errorName(respond(wrong))).toBe('CodeMismatchException');
    const answered = await respond(generateSync({ secret: secret! }));
    expect((await call(as(user, answered.AuthenticationResult!), 'GET', '/api/dashboard')).status).toBe(200);

    // Turned off: the password alone signs in again.
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
    expect((await signIn(user.email)).AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('cannot be turned on before a code is verified', async () => {
    const user = await onboardedUser();
    const tokens = await session(user.email);
    await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }));
    expect(
      await errorName(cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }))),
    ).toBe('InvalidParameterException');
    expect((await signIn(user.email)).AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });
});
