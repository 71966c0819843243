import type { SendEmailCommandInput, SendEmailCommandOutput, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { localClient } from './local-client';
import { logger } from './logger';
import { outageOf, type Outage } from './outage';

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
  const timeoutMs = config.sesTimeoutMs;
  const cacheKey = `${endpoint ?? ''} ${timeoutMs}`;
  let client = sesClients.get(cacheKey);
  if (!client) {
    const local = endpoint ? localClient(endpoint) : undefined;
    client = new ses.SESv2Client({
      region: config.region,
      ...local,
      // Each attempt is bounded too (the SDK's own handler has no time limit): no connection, or no answer, within the limit fails it.
      requestHandler: { ...local?.requestHandler, connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true },
    });
    sesClients.set(cacheKey, client);
  }
  return { client, ses };
}

/** What the user is told after 'Failed to send email: ' when SES is down, slow or failing. */
const OUTAGE_REASONS: Record<Outage, string> = {
  timeout: 'the mail service did not answer in time. Try again in a moment.',
  unreachable: 'the mail service could not be reached. Try again in a moment.',
  failing: 'the mail service is not working right now. Try again in a moment.',
};

/** SES did not take the message because it is down, slow or failing; the message says so in the user's words. */
export class MailServiceUnavailable extends Error {
  constructor(readonly outage: Outage, readonly detail: string) {
    super(OUTAGE_REASONS[outage]);
    this.name = 'MailServiceUnavailable';
  }
}

/**
 * Sends one e-mail through SES (SendEmail), with the configuration set when the stage has one,
 * within config.sesTimeoutMs in all (retries included). SES down, slow or failing is
 * MailServiceUnavailable; SES's own refusals (an unverified address) are thrown as SES gave them.
 */
export async function sendEmail(input: SendEmailCommandInput): Promise<SendEmailCommandOutput> {
  const { client, ses } = await sesClient();
  const deadline = AbortSignal.timeout(config.sesTimeoutMs);
  try {
    return await client.send(new ses.SendEmailCommand({ ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}), ...input }), { abortSignal: deadline });
  } catch (error) {
    const outage = outageOf(error, deadline);
    if (!outage) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    logger.warn('SES unavailable', { outage, detail });
    throw new MailServiceUnavailable(outage, detail);
  }
}
