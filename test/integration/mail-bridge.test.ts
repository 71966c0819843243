import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { RESET_PASSWORD_EMAIL, VERIFICATION_EMAIL } from '../../shared/constants';

const client = new CognitoIdentityProviderClient({
  endpoint: process.env.COGNITO_ENDPOINT,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => client.destroy());

/** Waits for the newest e-mail to `to` with `subject` in the local mailbox and returns its code. */
async function codeFromMailbox(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as {
      emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
    };
    const mail = store.emails.filter((e) => e.destination.to.includes(to) && e.subject === subject).at(-1);
    const code = mail?.body.text?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No "${subject}" e-mail reached ${to}`);
}

const signIn = (email: string, password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: process.env.USER_POOL_CLIENT_ID!,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

describe('local mailbox', () => {
  it('receives the sign-up verification code, which confirms the account', async () => {
    const email = `verify-${Date.now()}@example.ng`;
    await client.send(
      new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, Password: 'Passw0rd!23', UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    const code = await codeFromMailbox(email, VERIFICATION_EMAIL.subject);
    await client.send(new ConfirmSignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, ConfirmationCode: code }));
    const auth = await signIn(email, 'Passw0rd!23');
    expect(auth.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('receives the forgot-password code, which sets a new password', async () => {
    const email = `reset-${Date.now()}@example.ng`;
    await client.send(
      new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, Password: 'Passw0rd!23', UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    await client.send(
      new ConfirmSignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, ConfirmationCode: await codeFromMailbox(email, VERIFICATION_EMAIL.subject) }),
    );
    await client.send(new ForgotPasswordCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email }));
    const code = await codeFromMailbox(email, RESET_PASSWORD_EMAIL.subject);
    await client.send(
      new ConfirmForgotPasswordCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, ConfirmationCode: code, Password: 'NewPassw0rd!45' }),
    );
    expect((await signIn(email, 'NewPassw0rd!45')).AuthenticationResult?.IdToken).toEqual(expect.any(String));
    await expect(signIn(email, 'Passw0rd!23')).rejects.toThrow();
  });
});
