import type { SendEmailCommandInput, SendEmailCommandOutput, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { localClient } from './local-client';

/**
 * SES v2 (locally the aws-ses-v2-local stand-in, whose mailbox shows what was sent), its SDK
 * loaded on the first e-mail: a function's cold start does not pay for a client most of its
 * requests never use.
 */
let sdk: Promise<typeof import('@aws-sdk/client-sesv2')> | undefined;
const sesClients = new Map<string, SESv2Client>();

async function sesClient(): Promise<{ client: SESv2Client; ses: typeof import('@aws-sdk/client-sesv2') }> {
  const ses = await (sdk ??= import('@aws-sdk/client-sesv2'));
  const endpoint = config.sesEndpoint;
  let client = sesClients.get(endpoint ?? '');
  if (!client) {
    client = new ses.SESv2Client({
      region: config.region,
      ...(endpoint ? localClient(endpoint) : {}),
    });
    sesClients.set(endpoint ?? '', client);
  }
  return { client, ses };
}

/** Sends one e-mail through SES (SendEmail), with the configuration set when the stage has one. */
export async function sendEmail(input: SendEmailCommandInput): Promise<SendEmailCommandOutput> {
  const { client, ses } = await sesClient();
  return client.send(new ses.SendEmailCommand({ ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}), ...input }));
}
