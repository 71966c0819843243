import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { newUser } from './helpers/api';

/** The web app talks to Cognito through the local proxy, as Amplify does when it refreshes tokens. */
const viaProxy = new CognitoIdentityProviderClient({
  endpoint: process.env.COGNITO_PROXY_ENDPOINT,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => viaProxy.destroy());

describe('the local Cognito proxy', () => {
  it('answers GetTokensFromRefreshToken (which cognito-local lacks) with fresh tokens', async () => {
    const user = await newUser();
    const login = await viaProxy.send(
      new InitiateAuthCommand({
        ClientId: process.env.USER_POOL_CLIENT_ID!,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: 'Passw0rd!23' },
      }),
    );
    const refreshed = await viaProxy.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, RefreshToken: login.AuthenticationResult!.RefreshToken! }),
    );
    expect(refreshed.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    const me = await viaProxy.send(new GetUserCommand({ AccessToken: refreshed.AuthenticationResult!.AccessToken! }));
    expect(me.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(user.email);
  });

  it('refuses a made-up refresh token', async () => {
    await expect(
      viaProxy.send(new GetTokensFromRefreshTokenCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, RefreshToken: 'not-a-token' })),
    ).rejects.toThrow();
  });
});
