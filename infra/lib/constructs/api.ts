import { Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnRoute, CfnStage, HttpApi, HttpMethod, HttpNoneAuthorizer, HttpRoute, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { domains, routeKey, routes, type Domain, type RouteDef } from '../../../shared/routes';
import { CURSOR_SECRET_ENV } from '../../../functions/lib/config';
import { DOMAIN_S3_ACCESS } from '../../../shared/s3-prefixes';
import type { Email } from './email';
import { KoboFunction, type DomainAccess } from './kobo-function';
import { DOMAIN_TABLE_ACCESS } from '../../../shared/table-access';
import { DOMAIN_KMS_ACCESS } from '../../../shared/kms-access';

/**
 * The Cognito admin calls accepting an invitation makes (services/team.ts): create the account
 * without Cognito's own welcome mail, set the password the invitee chose, and delete the account
 * again if that password is refused. Nothing else, on the one user pool.
 */
export const TEAM_COGNITO_ACTIONS = ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'] as const;

/** Giving and taking the super_admin role (services/admin/super-admins.ts): the group's membership, nothing else. */
export const ADMIN_COGNITO_ACTIONS = ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'] as const;

/**
 * Least privilege per domain. Typed over `Domain`, so a domain added to
 * shared/routes.ts does not compile until it is given its access here.
 */
export const DOMAIN_ACCESS: Readonly<Record<Domain, DomainAccess>> = {
  system: { table: DOMAIN_TABLE_ACCESS.system, s3: DOMAIN_S3_ACCESS.system, sendsMail: false },
  account: { table: DOMAIN_TABLE_ACCESS.account, s3: DOMAIN_S3_ACCESS.account, sendsMail: false },
  dashboard: { table: DOMAIN_TABLE_ACCESS.dashboard, s3: DOMAIN_S3_ACCESS.dashboard, sendsMail: false },
  customers: { table: DOMAIN_TABLE_ACCESS.customers, s3: DOMAIN_S3_ACCESS.customers, sendsMail: false },
  items: { table: DOMAIN_TABLE_ACCESS.items, s3: DOMAIN_S3_ACCESS.items, sendsMail: false },
  quotes: { table: DOMAIN_TABLE_ACCESS.quotes, s3: DOMAIN_S3_ACCESS.quotes, sendsMail: false },
  invoices: { table: DOMAIN_TABLE_ACCESS.invoices, s3: DOMAIN_S3_ACCESS.invoices, sendsMail: false },
  payments: { table: DOMAIN_TABLE_ACCESS.payments, s3: DOMAIN_S3_ACCESS.payments, sendsMail: false },
  salesreceipts: { table: DOMAIN_TABLE_ACCESS.salesreceipts, s3: DOMAIN_S3_ACCESS.salesreceipts, sendsMail: false },
  // Renders the PDF an e-mail attaches (only then: it loads the renderer on first use).
  // An invoice's e-mail links its public page for Pay now (appUrl).
  documents: { table: DOMAIN_TABLE_ACCESS.documents, s3: DOMAIN_S3_ACCESS.documents, sendsMail: true, pdfFonts: true, appUrl: true },
  // The lean PDF function: the routes that answer a PDF link and nothing else (see functions/handlers/pdf.ts).
  // One whole vCPU (1,769 MB): its cold start is CPU work (loading pdfkit, parsing the fonts, the first
  // render), and `npm run bench` measures it on one core; with less memory Lambda gives it a fraction of one.
  pdf: { table: DOMAIN_TABLE_ACCESS.pdf, s3: DOMAIN_S3_ACCESS.pdf, sendsMail: false, pdfFonts: true, memoryMb: 1769 },
  // Invitations: e-mails the link; accepting one creates the invitee's account with the password they chose.
  team: { table: DOMAIN_TABLE_ACCESS.team, s3: DOMAIN_S3_ACCESS.team, sendsMail: true, cognitoAdmin: TEAM_COGNITO_ACTIONS, appUrl: true },
  // Payment gateway keys (encrypts and decrypts the secret with the payment-secrets KMS key), and paying
  // invoices online: starts Paystack checkouts, takes the companies' webhooks, records the payments and
  // e-mails the payer's receipt.
  // Subscription & Billing too: sells Kobo's plans with Kobo's own Paystack key (koboPaystack) and takes its billing webhook.
  gateways: { table: DOMAIN_TABLE_ACCESS.gateways, s3: DOMAIN_S3_ACCESS.gateways, sendsMail: true, kms: DOMAIN_KMS_ACCESS.gateways, appUrl: true, koboPaystack: true },
  expenses: { table: DOMAIN_TABLE_ACCESS.expenses, s3: DOMAIN_S3_ACCESS.expenses, sendsMail: false },
  time: { table: DOMAIN_TABLE_ACCESS.time, s3: DOMAIN_S3_ACCESS.time, sendsMail: false },
  reports: { table: DOMAIN_TABLE_ACCESS.reports, s3: DOMAIN_S3_ACCESS.reports, sendsMail: false },
  // The super-admin area: every company's records (read), the roster and audit log (write), the super_admin group.
  admin: { table: DOMAIN_TABLE_ACCESS.admin, s3: DOMAIN_S3_ACCESS.admin, sendsMail: false, cognitoAdmin: ADMIN_COGNITO_ACTIONS },
  // The company's data: lists and starts exports and links to their archives; the company-export job
  // (infra/lib/constructs/jobs.ts) builds them with the same grants and the PDF fonts.
  data: { table: DOMAIN_TABLE_ACCESS.data, s3: DOMAIN_S3_ACCESS.data, sendsMail: false },
};

/** Used only if a domain reaches the stack without an entry (e.g. a route table edited without a type check). */
export const DEFAULT_DOMAIN_ACCESS: DomainAccess = { table: 'readwrite', s3: {}, sendsMail: false };

export function accessFor(domain: string): DomainAccess {
  return (DOMAIN_ACCESS as Readonly<Record<string, DomainAccess | undefined>>)[domain] ?? DEFAULT_DOMAIN_ACCESS;
}

/** Steady and burst request limits for the whole stage: generous for the expected traffic, a brake on abuse. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * Each route's own limits (requests a second for everyone together, and the burst), within the
 * stage's: tighter where a request costs most or needs no sign-in. A CSV import is hundreds of
 * writes; a PDF is a render; a new account from an invitation is Cognito calls; the admin
 * area reads across companies. Every other route has the stage's.
 */
export function routeThrottle(route: Pick<RouteDef, 'method' | 'path' | 'access'>): { rateLimit: number; burstLimit: number } {
  if (route.path.endsWith('/import')) return { rateLimit: 5, burstLimit: 10 };
  if (route.method === 'POST' && route.path === '/api/join/{token}') return { rateLimit: 5, burstLimit: 10 };
  if (route.access === 'admin') return { rateLimit: 10, burstLimit: 20 };
  if (route.path.endsWith('/pdf') || route.path.endsWith('/pdf/preview') || route.path.endsWith('/email')) return { rateLimit: 20, burstLimit: 40 };
  if (route.access === 'public' && !route.path.includes('webhook')) return { rateLimit: 25, burstLimit: 50 };
  return API_THROTTLE;
}

export interface ApiProps {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly email: Email;
  /** Cognito issuer and the app client the tokens must be issued to. */
  readonly issuerUrl: string;
  readonly userPoolClientId: string;
  /** The pool invited people's accounts are created in (functions with `cognitoAdmin` only). */
  readonly userPool: IUserPool;
  /** The web app's URL, for links in e-mails (functions with `appUrl` only). */
  readonly appUrl: string;
  /** The key that seals payment gateways' secret keys (functions with `kms` only). */
  readonly paymentSecretsKey: IKey;
  /** The Secrets Manager secret with Kobo's own Paystack secret key (functions with `koboPaystack` only). */
  readonly koboPaystackSecretName: string;
}

/**
 * The HTTP API, built from the one route table in shared/routes.ts: one
 * function per domain, one route per entry, and the Cognito JWT authorizer on
 * every route that is not public (the local gateway applies the same rule).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<Domain, KoboFunction>;
  /** Host name of the API's execute-api endpoint, for CloudFront's origin. */
  readonly originDomainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: [props.userPoolClientId],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Kobo API',
      createDefaultStage: false,
      // Fail closed: a route gets the authorizer unless the table says it is public.
      defaultAuthorizer: authorizer,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            // The route, never the path: share and invitation tokens and webhook ids travel in paths (test/infra/no-secrets.test.ts).
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    // The key that seals page cursors (functions/lib/cursor.ts): one for every function, so a
    // page issued by one instance opens on any other. CloudFormation resolves it at deploy time.
    const cursorSecret = new Secret(this, 'CursorSecret', {
      description: 'Kobo: the key that seals page cursors',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(cursorSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'Page cursors live one hour and are bound to the caller\'s company; a new key only ends the open lists. Rotate by changing the secret and redeploying.',
      },
    ]);
    // Made by the operator, not by the stack (a live key is never in a template): read by name.
    const koboPaystackSecret = Secret.fromSecretNameV2(this, 'KoboPaystackSecret', props.koboPaystackSecretName);
    const functions = new Map<Domain, KoboFunction>();
    for (const domain of domains) {
      functions.set(
        domain,
        new KoboFunction(this, `${pascal(domain)}Function`, {
          domain,
          access: accessFor(domain),
          table: props.table,
          uploadsBucket: props.uploadsBucket,
          email: props.email,
          userPool: props.userPool,
          appUrl: props.appUrl,
          paymentSecretsKey: props.paymentSecretsKey,
          koboPaystackSecret,
          environment: { [CURSOR_SECRET_ENV]: cursorSecret.secretValue.unsafeUnwrap() },
        }),
      );
    }
    this.functions = functions;

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationFor = (domain: Domain) => {
      let integration = integrations.get(domain);
      if (!integration) {
        const fn = functions.get(domain);
        if (!fn) throw new Error(`Route for unknown domain "${domain}"`);
        // One invoke permission per function (for any route of this API), not one per route: with one per
        // route the stack passes CloudFormation's 500 resources once the route table grows (cdk-nag's
        // TooManyResourcesInStack check in test/infra guards the limit).
        integration = new HttpLambdaIntegration(`${pascal(domain)}Integration`, fn, { scopePermissionToRoute: false });
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const route of routes) {
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrationFor(route.domain),
        authorizer: route.access === 'public' ? new HttpNoneAuthorizer() : authorizer,
      });
      if (route.access === 'public' && created) {
        NagSuppressions.addResourceSuppressions(created, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey(route)} is declared public in shared/routes.ts (e.g. the health check); every other route uses the Cognito JWT authorizer.`,
          },
        ]);
      }
    }

    // Each route's limits (routeThrottle), keyed by its route key; the stage is made after the routes it names.
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      routes.map((route) => {
        const t = routeThrottle(route);
        return [routeKey(route), { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }];
      }),
    );
    for (const child of this.httpApi.node.children) if (child instanceof HttpRoute) cfnStage.addDependency(child.node.defaultChild as CfnRoute);

    this.originDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}

function pascal(value: string): string {
  return value.replace(/(^|[-_])([a-z])/g, (_, __, c: string) => c.toUpperCase());
}
