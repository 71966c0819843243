/*
 * The API as a script calls it against the local stack (npm run bench, npm run load): users
 * made straight in the local Cognito, and JSON calls with their id token. Reads COGNITO_ENDPOINT,
 * USER_POOL_ID and USER_POOL_CLIENT_ID from the environment the local stack set.
 */

/** A fresh id token (after the group changed). */
export async function idTokenOf(user: { email: string; password: string }): Promise<string> {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const auth = await client.send(new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }));
  client.destroy();
  return auth.AuthenticationResult!.IdToken!;
}

export async function apiHelpers() {
  const { CognitoIdentityProviderClient, SignUpCommand, AdminConfirmSignUpCommand, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  let base = '';
  const client = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return {
    setBase: (url: string) => (base = url),
    async newUser(prefix = 'bench') {
      const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ng`;
      const password = 'Passw0rd!23';
      await client.send(new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: email }));
      const auth = await client.send(
        new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
      );
      return { email, password, token: auth.AuthenticationResult!.IdToken! };
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async call(user: { token: string }, method: string, url: string, body?: unknown): Promise<any> {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
  };
}
