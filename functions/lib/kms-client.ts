import { KMSClient } from '@aws-sdk/client-kms';
import { DOMAIN_KMS_ACCESS } from '../../shared/kms-access';
import { config } from './config';
import { localClient } from './local-client';
import { currentDomain } from './domain-context';

let kms: KMSClient | undefined;
/** KMS (locally the stand-in in scripts/local/kms.ts), for payment gateways' secret keys. */
export function kmsClient(): KMSClient {
  if (!kms) {
    const endpoint = config.kmsEndpoint;
    kms = new KMSClient({
      region: config.region,
      ...(endpoint ? localClient(endpoint) : {}),
    });
    // The stand-in checks no IAM: refuse what the running domain's role could not do in AWS.
    if (endpoint) kms.middlewareStack.add((next, context) => (args) => {
      checkKmsGrant(context.commandName);
      return next(args);
    }, { step: 'initialize', name: 'koboKmsGrant' });
  }
  return kms;
}

/** Throws, as AWS would answer AccessDenied, when the request's domain may not make this KMS call. */
export function checkKmsGrant(commandName: string | undefined): void {
  const domain = currentDomain();
  if (!domain || !commandName) return; // scripts and tests outside a request run as no domain
  const action = `kms:${commandName.replace(/Command$/, '')}`;
  if (!(DOMAIN_KMS_ACCESS[domain] ?? []).some((a) => a === action)) throw new Error(`AccessDenied: the ${domain} function's role may not call ${action}`);
}
