import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
(async () => {
  const cfg = await (await fetch('http://localhost:3000/config.json')).json();
  const c = new CognitoIdentityProviderClient({ endpoint: 'http://127.0.0.1:9229', region: 'local', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const email = `raw-${Date.now()}@x.ng`;
  await c.send(new SignUpCommand({ ClientId: cfg.userPoolClientId, Username: email, Password: 'Passw0rd!23', UserAttributes: [{ Name: 'email', Value: email }] }));
  await new Promise((r) => setTimeout(r, 3000));
  const store = await (await fetch('http://127.0.0.1:8005/store')).json();
  console.log(store.emails.filter((e: any) => e.destination.to[0] === email).length, email);
})();
