import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

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
