import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';
import { logger } from './logger';

/*
 * Kobo's own Paystack secret key: what sells the plans and signs the events
 * Paystack sends to Kobo's billing webhook. In AWS it lives in Secrets Manager
 * (the secret the stack names by context; only the gateways function may read
 * it, infra/lib/constructs/api.ts) and is read once per container; locally the
 * stack puts the Paystack stand-in's 'Kobo (plans)' key in the environment.
 */

let cached: Promise<string | null> | undefined;

async function read(): Promise<string | null> {
  const local = config.koboPaystackSecretKey;
  if (local) return local;
  const name = config.koboPaystackSecretName;
  if (!name) return null;
  const client = new SecretsManagerClient({ region: config.region });
  const answer = await client.send(new GetSecretValueCommand({ SecretId: name }));
  const value = answer.SecretString?.trim();
  // A secret kept as JSON ({"secretKey": "sk_..."}) or as the bare key.
  if (value?.startsWith('{')) {
    const parsed = JSON.parse(value) as { secretKey?: unknown };
    return typeof parsed.secretKey === 'string' ? parsed.secretKey : null;
  }
  return value || null;
}

/** Kobo's Paystack secret key; null when this deployment has none (plans cannot be bought, the webhook refuses every call). */
export async function koboPaystackKey(): Promise<string | null> {
  cached ??= read().catch((error: unknown) => {
    // Not cached: the next request asks again (a secret created after the deploy, a passing throttle).
    cached = undefined;
    logger.error("Kobo's Paystack key could not be read", { error: (error as Error).name });
    return null;
  });
  return cached;
}
