import path from 'node:path';
import type { Node } from 'constructs';

/** The social sign-in providers the web app knows how to show. */
export type SocialProvider = 'Google' | 'Facebook';

/** An OAuth app registered with a provider; the secret stays in Secrets Manager. */
export interface OAuthProviderConfig {
  readonly clientId: string;
  /** Name of the Secrets Manager secret (a plain string secret) holding the client secret. */
  readonly clientSecretName: string;
}

/** Everything that differs between stages, read once from CDK context. */
export interface StageConfig {
  readonly stage: string;
  readonly google?: OAuthProviderConfig;
  readonly facebook?: OAuthProviderConfig;
  /** Cognito domain prefix for the hosted sign-in; used only when a social provider is configured. */
  readonly authDomainPrefix?: string;
  /** Domain verified in SES that the app sends mail from; without it no SES resources are made. */
  readonly mailFromDomain?: string;
  readonly mailFromAddress?: string;
  /** Where alarm notifications go; without it the alarm topic has no subscriber. */
  readonly alarmEmail?: string;
  /** The built web app (`npm run build` output); deployed only if it exists at synth time. */
  readonly webDistDir: string;
  /**
   * The Secrets Manager secret holding Kobo's own Paystack secret key (the bare key, or JSON
   * `{"secretKey": "sk_..."}`), which sells the plans and signs the billing webhook's events.
   * Made by the operator (docs/operations.md); context `koboPaystackSecretName`, by default
   * `kobo/paystack-secret-key-<stage>`.
   */
  readonly koboPaystackSecretName?: string;
}

export const DEFAULT_KOBO_PAYSTACK_SECRET_NAME = 'kobo/paystack-secret-key';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'frontend', 'dist');

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
const DOMAIN_PATTERN = /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim();
}

function provider(node: Node, name: string, idKey: string, secretKey: string): OAuthProviderConfig | undefined {
  const clientId = text(node, idKey);
  const clientSecretName = text(node, secretKey);
  if (!clientId && !clientSecretName) return undefined;
  if (!clientId || !clientSecretName) throw new Error(`${name} sign-in needs both "${idKey}" and "${secretKey}" in context`);
  return { clientId, clientSecretName };
}

/**
 * Reads the stage and its options from context (`cdk deploy -c stage=prod -c googleClientId=...`).
 * Fails fast on half-configured options so a bad deploy stops at synth, not in CloudFormation.
 */
export function readStageConfig(node: Node): StageConfig {
  const stage = text(node, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Stage "${stage}" must match ${STAGE_PATTERN}`);

  const mailFromDomain = text(node, 'mailFromDomain')?.toLowerCase();
  if (mailFromDomain && !DOMAIN_PATTERN.test(mailFromDomain)) throw new Error(`mailFromDomain "${mailFromDomain}" is not a domain name`);
  const mailFromAddress = text(node, 'mailFromAddress');
  if (mailFromAddress && !mailFromDomain) throw new Error('mailFromAddress needs mailFromDomain');
  if (mailFromAddress && !mailFromAddress.toLowerCase().endsWith(`@${mailFromDomain}`)) {
    throw new Error(`mailFromAddress must be an address at ${mailFromDomain}`);
  }

  const authDomainPrefix = text(node, 'authDomainPrefix');
  if (authDomainPrefix && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(authDomainPrefix)) {
    throw new Error(`authDomainPrefix "${authDomainPrefix}" may hold only lowercase letters, digits and hyphens`);
  }

  return {
    stage,
    google: provider(node, 'Google', 'googleClientId', 'googleClientSecretName'),
    facebook: provider(node, 'Facebook', 'facebookAppId', 'facebookAppSecretName'),
    authDomainPrefix,
    mailFromDomain,
    mailFromAddress,
    alarmEmail: text(node, 'alarmEmail'),
    webDistDir: DEFAULT_WEB_DIST_DIR,
    koboPaystackSecretName: text(node, 'koboPaystackSecretName'),
  };
}
