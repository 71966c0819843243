import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DOMAIN_TABLE_ACCESS, TABLE_READ_COMMANDS } from '../../shared/table-access';
import { config } from './config';
import { currentDomain } from './domain-context';
import { recordDynamoCall } from './timings';

/**
 * The DynamoDB client, made once per container and reused by every request. Each other AWS client has
 * a module of its own (s3-client.ts, ses-client.ts, cognito-client.ts, kms-client.ts), so a function
 * loads only the SDK packages of the services it calls.
 */
let dynamo: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const endpoint = config.dynamoEndpoint;
    dynamo = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: config.region,
        // Each attempt is bounded (the SDK's own handler waits for ever): three attempts fit in a function's 10 s,
        // and one that runs out is answered 503 'try again' (lib/http.ts), which a keyed create may do safely.
        requestHandler: { connectionTimeout: 1_000, requestTimeout: config.dynamoTimeoutMs, throwOnRequestTimeout: true },
        ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    // Locally DynamoDB Local checks no IAM: refuse what the running domain's role could not do in AWS.
    if (endpoint) dynamo.middlewareStack.add((next, context) => (args) => {
      checkGrant(context.commandName);
      return next(args);
    }, { step: 'initialize', name: 'koboTableGrant' });
    // Every call's round trip (retries included), counted to the request that made it (timings.ts).
    dynamo.middlewareStack.add((next) => async (args) => {
      const start = performance.now();
      try {
        return await next(args);
      } finally {
        recordDynamoCall(performance.now() - start);
      }
    }, { step: 'initialize', name: 'koboDynamoTiming' });
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
