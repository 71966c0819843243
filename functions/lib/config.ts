/**
 * Runtime settings, read once from the environment. In AWS the stack sets them;
 * locally scripts/local sets them to the emulators' addresses.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/**
 * The environment variable holding the secret that seals page cursors
 * (functions/lib/cursor.ts). In AWS the stack sets it on every function; locally
 * scripts/local/stack.ts sets it from a key generated once per data folder.
 */
export const CURSOR_SECRET_ENV = 'KOBO_CURSOR_SECRET';

/**
 * The environment variable that, set to '1', makes route() parse every answer with
 * its route's answer schema and require the parse to give the answer back unchanged
 * (functions/lib/http.ts). The integration tier and the
 * local dev server (npm start, and so the e2e tier) set it; the stack never does.
 */
export const CHECK_RESPONSES_ENV = 'KOBO_CHECK_RESPONSES';

/**
 * Set to '0', no 'request timing' line per request (functions/lib/timings.ts): the local stack
 * (npm start, the tests) sets it, so a laptop's console shows what matters; AWS logs every request's.
 */
export const LOG_TIMINGS_ENV = 'KOBO_LOG_TIMINGS';

export const config = {
  get logTimings() {
    return process.env[LOG_TIMINGS_ENV] !== '0';
  },
  get region() {
    return process.env.AWS_REGION ?? 'eu-west-1';
  },
  get tableName() {
    return required('TABLE_NAME');
  },
  get uploadsBucket() {
    return required('UPLOADS_BUCKET');
  },
  /** Whether every answer is checked against its route's schema (never in AWS). */
  get checkResponses() {
    return process.env[CHECK_RESPONSES_ENV] === '1';
  },
  /** The page-cursor secret; undefined when unset (cursor.ts then uses a key for this process only). */
  get cursorSecret() {
    return process.env[CURSOR_SECRET_ENV] || undefined;
  },
  /** Set only locally: the emulators' endpoints. */
  get dynamoEndpoint() {
    return process.env.DYNAMODB_ENDPOINT;
  },
  get s3Endpoint() {
    return process.env.S3_ENDPOINT;
  },
  /** The address browsers use for S3 (locally the same emulator; in AWS unset). */
  get s3PublicEndpoint() {
    return process.env.S3_PUBLIC_ENDPOINT ?? process.env.S3_ENDPOINT;
  },
  /** The SES stand-in locally; unset in AWS. */
  get sesEndpoint() {
    return process.env.SES_ENDPOINT;
  },
  /**
   * How long sending one e-mail may take, retries included, before it counts as failed (ms): well
   * inside the function's 10 s, so a slow SES is 'Failed to send email: …', not a Lambda time-out.
   */
  /**
   * The company-export job's function (the stack sets it on the data function): an export is handed to it
   * as an asynchronous invocation. Unset (locally), the job runs in this process after the answer (lib/background.ts).
   */
  get companyExportFunction() {
    return process.env.COMPANY_EXPORT_FUNCTION || undefined;
  },
  /** How long one DynamoDB attempt may take before it counts as timed out (ms); the SDK tries three times. */
  get dynamoTimeoutMs() {
    return Number(process.env.DYNAMODB_TIMEOUT_MS) || 2500;
  },
  get sesTimeoutMs() {
    return Number(process.env.SES_TIMEOUT_MS) || 4000;
  },
  /**
   * How long one S3 call (a PDF's check, upload or read; a receipt's check) may take, retries and
   * the body included, before storage counts as unavailable (ms). A PDF takes two or three calls.
   */
  get s3TimeoutMs() {
    return Number(process.env.S3_TIMEOUT_MS) || 3000;
  },
  /** The verified sender (the stack sets it when a mail domain is configured); undefined: the app cannot send mail. */
  get mailFrom() {
    return process.env.MAIL_FROM || undefined;
  },
  /** cognito-local locally; unset in AWS. */
  get cognitoEndpoint() {
    return process.env.COGNITO_ENDPOINT;
  },
  /** The user pool invited people get their account in (the team function only). */
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The web app's address, for links in e-mails (an invitation's). */
  get appUrl() {
    return required('APP_URL').replace(/\/+$/, '');
  },
  /** Paystack's API: https://api.paystack.co in AWS; the local stand-in (scripts/local/paystack.ts) on a laptop and in tests. */
  get paystackBaseUrl() {
    return (process.env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, '');
  },
  /** How long a call to Paystack may take before it counts as unreachable (ms); well inside the function's 10 s. */
  get paystackTimeoutMs() {
    return Number(process.env.PAYSTACK_TIMEOUT_MS) || 5000;
  },
  /** The KMS stand-in locally (scripts/local/kms.ts); unset in AWS. */
  get kmsEndpoint() {
    return process.env.KMS_ENDPOINT;
  },
  /** The KMS key that seals payment gateways' secret keys (the gateways function only). */
  get paymentSecretsKeyId() {
    return required('PAYMENT_SECRETS_KEY_ID');
  },
  /**
   * Kobo's own Paystack secret key, which sells the plans: locally the stand-in's 'Kobo (plans)'
   * account's, set by scripts/local/stack.ts. In AWS it is not in the environment: see below.
   */
  get koboPaystackSecretKey() {
    return process.env.KOBO_PAYSTACK_SECRET_KEY || undefined;
  },
  /** In AWS: the Secrets Manager secret holding Kobo's Paystack secret key (named by the stack's context). */
  get koboPaystackSecretName() {
    return process.env.KOBO_PAYSTACK_SECRET_NAME || undefined;
  },
  get sesConfigurationSet() {
    return process.env.SES_CONFIGURATION_SET || undefined;
  },
};
