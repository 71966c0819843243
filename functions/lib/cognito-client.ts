import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config';
import { localClient } from './local-client';

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

let sdk: Promise<CognitoSdk> | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
/**
 * Cognito's admin API (locally cognito-local), for the accounts invitations create, with its SDK:
 * loaded on first use (only accepting an invitation with a new account needs it), so the team
 * function's cold start does not load it.
 */
export async function cognitoClient(): Promise<{ client: CognitoIdentityProviderClient; sdk: CognitoSdk }> {
  const loaded = await (sdk ??= import('@aws-sdk/client-cognito-identity-provider'));
  const endpoint = config.cognitoEndpoint;
  cognito ??= new loaded.CognitoIdentityProviderClient({
    region: config.region,
    ...(endpoint ? localClient(endpoint) : {}),
  });
  return { client: cognito, sdk: loaded };
}
