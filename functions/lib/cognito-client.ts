import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config';

let cognito: CognitoIdentityProviderClient | undefined;
/** Cognito's admin API (locally cognito-local), for the accounts invitations create. */
export function cognitoClient(): CognitoIdentityProviderClient {
  const endpoint = config.cognitoEndpoint;
  cognito ??= new CognitoIdentityProviderClient({
    region: config.region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 } : {}),
  });
  return cognito;
}
