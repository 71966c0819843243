import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { KMSClient } from '@aws-sdk/client-kms';
import { DOMAIN_KMS_ACCESS } from '../../shared/kms-access';
import { DOMAIN_TABLE_ACCESS, TABLE_READ_COMMANDS } from '../../shared/table-access';
import { config } from './config';
import { currentDomain } from './domain-context';

/** SDK clients are made once per container and reused by every request. */
let dynamo: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const endpoint = config.dynamoEndpoint;
    dynamo = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: config.region,
        ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    // Locally DynamoDB Local checks no IAM: refuse what the running domain's role could not do in AWS.
    if (endpoint) dynamo.middlewareStack.add((next, context) => (args) => {
      checkGrant(context.commandName);
      return next(args);
    }, { step: 'initialize', name: 'koboTableGrant' });
  }
  return dynamo;
}

const READS: ReadonlySet<string> = new Set(TABLE_READ_COMMANDS);

/** Throws, as AWS would answer AccessDenied, when the request's domain may not make this call. */
export function checkGrant(commandName: string | undefined): void {
  const domain = currentDomain();
  if (!domain || !commandName) return; // scripts, tests and the emulators' bootstrap run as no domain
  // This is the guard, not a scan: it REFUSES a Scan from any request, whatever the domain's grant
  // (AWS would allow a readwrite role to). The only Scan in the repository is the test-only
  // snapshot helper (test/integration/helpers/contract.ts), which runs as no domain.
  if (commandName === 'ScanCommand') throw new Error(`No request may scan the table (the ${domain} function called DynamoDB Scan)`);
  const access = DOMAIN_TABLE_ACCESS[domain];
  const allowed = access === 'readwrite' || (access === 'read' && READS.has(commandName));
  if (!allowed) throw new Error(`AccessDenied: the ${domain} function's role may not call DynamoDB ${commandName.replace(/Command$/, '')} (table access: ${access})`);
}

const s3Clients = new Map<string, S3Client>();
/** `public` is the client whose presigned URLs a browser will use. */
export function s3Client(kind: 'internal' | 'public' = 'internal'): S3Client {
  let client = s3Clients.get(kind);
  if (!client) {
    const endpoint = kind === 'public' ? config.s3PublicEndpoint : config.s3Endpoint;
    client = new S3Client({
      region: config.region,
      ...(endpoint
        ? {
            endpoint,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
    s3Clients.set(kind, client);
  }
  return client;
}

const sesClients = new Map<string, SESv2Client>();
/** SES v2 (locally the aws-ses-v2-local stand-in, whose mailbox shows what was sent); one per endpoint. */
export function sesClient(): SESv2Client {
  const endpoint = config.sesEndpoint;
  let client = sesClients.get(endpoint ?? '');
  if (!client) {
    client = new SESv2Client({
      region: config.region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 } : {}),
    });
    sesClients.set(endpoint ?? '', client);
  }
  return client;
}

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

let kms: KMSClient | undefined;
/** KMS (locally the stand-in in scripts/local/kms.ts), for payment gateways' secret keys. */
export function kmsClient(): KMSClient {
  if (!kms) {
    const endpoint = config.kmsEndpoint;
    kms = new KMSClient({
      region: config.region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 } : {}),
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
