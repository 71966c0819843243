import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { domains, routeKey, routes } from '../../shared/routes';
import { VERIFICATION_EMAIL } from '../../shared/constants';
import { API_THROTTLE, DOMAIN_ACCESS, TEAM_COGNITO_ACTIONS, ADMIN_COGNITO_ACTIONS } from '../../infra/lib/constructs/api';
import { DOMAIN_TAG, FUNCTION_RUNTIME, JOB_TAG } from '../../infra/lib/constructs/kobo-function';
import { UPLOAD_CORS_METHODS } from '../../infra/lib/constructs/uploads-cors';
import { COMPANY_DELETION_SCHEDULE, COMPANY_DELETION_TIMEOUT_SECONDS, RECURRING_EXPENSES_SCHEDULE, RECURRING_EXPENSES_TIMEOUT_SECONDS } from '../../infra/lib/constructs/jobs';
import { KoboStack } from '../../infra/lib/kobo-stack';
import { earlyScript, inlineScriptHashes } from '../../frontend/inline-scripts';
import { PAGE_FILES, prerenderedFile, robotsTxt, sitemapXml } from '../../frontend/src/prerendered';
import { contentSecurityPolicy, securityHeaders } from '../../infra/lib/security-headers';
import { readStageConfig, type StageConfig } from '../../infra/lib/stage-config';
import { BUILT_WEB, RUNTIME_CONFIG_CACHE_CONTROL } from '../support/web-cache';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string | string[] };

/** CloudFront's managed policy ids (the same in every account). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const cdkContext = JSON.parse(fs.readFileSync(path.join(__dirname, '../../cdk.json'), 'utf8')).context as Record<string, unknown>;
const tmpDirs: string[] = [];

function tempDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-infra-test-'));
  tmpDirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

interface Synth {
  app: App;
  stack: KoboStack;
  template: Template;
}

/** Synthesizes the stack the way `cdk synth` does (same feature flags), minus Lambda bundling. */
function synth(config: Partial<StageConfig> = {}, options: { nag?: boolean } = {}): Synth {
  const app = new App({ outdir: tempDir(), context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  const stack = new KoboStack(app, 'KoboTest', {
    config: { stage: 'dev', webDistDir: tempDir(), ...config },
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  if (options.nag) Aspects.of(app).add(new AwsSolutionsChecks({ reports: false }));
  return { app, stack, template: Template.fromStack(stack) };
}

const fullConfig: Partial<StageConfig> = {
  stage: 'prod',
  google: { clientId: 'google-client.apps.googleusercontent.com', clientSecretName: 'kobo/prod/google' },
  facebook: { clientId: '1234567890', clientSecretName: 'kobo/prod/facebook' },
  mailFromDomain: 'mail.example.ng',
  alarmEmail: 'ops@example.ng',
};

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

function only(template: Template, type: string): Resource {
  const found = resources(template, type);
  expect(found).toHaveLength(1);
  return found[0]![1];
}

/** Our API functions, told apart from CDK's helper functions by the domain tag. */
function apiFunctions(template: Template): [string, Resource][] {
  return resources(template, 'AWS::Lambda::Function').filter(([, r]) =>
    (r.Properties.Tags ?? []).some((t: { Key: string }) => t.Key === DOMAIN_TAG),
  );
}

function functionFor(template: Template, domain: string): [string, Resource] {
  const found = apiFunctions(template).find(([, r]) =>
    r.Properties.Tags.some((t: { Key: string; Value: string }) => t.Key === DOMAIN_TAG && t.Value === domain),
  );
  if (!found) throw new Error(`No function for ${domain}`);
  return found;
}

/** All IAM actions granted to the role of one domain's function. */
function actionsFor(template: Template, domain: string): string[] {
  const [, fn] = functionFor(template, domain);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
    .flatMap((s: { Action: string | string[] }) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

/** The S3 object actions of one domain's role, as `action <key pattern>` (the bucket is the uploads bucket: no other is granted). */
function s3GrantsFor(template: Template, domain: string): string[] {
  const [, fn] = functionFor(template, domain);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const statements = resources(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
  const grants: string[] = [];
  for (const st of statements) {
    for (const action of [st.Action].flat().filter((a) => a.startsWith('s3:'))) {
      for (const resource of [st.Resource].flat() as { 'Fn::Join'?: [string, unknown[]] }[]) grants.push(`${action} ${String(resource['Fn::Join']![1][1]).replace(/^\//, '')}`);
    }
  }
  return grants.sort();
}

function deployments(template: Template): Resource[] {
  return resources(template, 'Custom::CDKBucketDeployment').map(([, r]) => r);
}

/** The runtime config deployment: the one that never prunes and carries token markers. */
function runtimeConfigDeployment(template: Template): Resource {
  const found = deployments(template).filter((d) => d.Properties.Prune === false && d.Properties.SourceMarkers);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Reads config.json as staged for deployment (tokens appear as markers, resolved at deploy time). */
function stagedRuntimeConfig(s: Synth): Record<string, unknown> {
  const deployment = runtimeConfigDeployment(s.template);
  const key = deployment.Properties.SourceObjectKeys[0] as string;
  const file = path.join(s.app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

let dev: Synth;
let prod: Synth;

beforeAll(() => {
  dev = synth();
  prod = synth(fullConfig);
});

afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data', () => {
  it('keeps one on-demand table with PITR, TTL, gsi1 to gsi5, retained on delete', () => {
    const table = only(dev.template, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [1, 2, 3, 4, 5].map((n) => ({
        IndexName: `gsi${n}`,
        KeySchema: [
          { AttributeName: `gsi${n}pk`, KeyType: 'HASH' },
          { AttributeName: `gsi${n}sk`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('turns deletion protection on in every stage', () => {
    for (const s of [dev, prod]) expect(only(s.template, 'AWS::DynamoDB::Table').Properties.DeletionProtectionEnabled).toBe(true);
  });
});

describe('auth', () => {
  it('lets people sign up with their e-mail and verifies it with the Kobo code e-mail', () => {
    const pool = only(dev.template, 'AWS::Cognito::UserPool');
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      VerificationMessageTemplate: {
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailSubject: VERIFICATION_EMAIL.subject,
        EmailMessage: VERIFICATION_EMAIL.body('{####}'),
      },
    });
    expect(pool.Properties.Policies.PasswordPolicy.MinimumLength).toBeGreaterThanOrEqual(8);
    const attributes = (pool.Properties.Schema as { Name: string }[]).map((a) => a.Name);
    expect(attributes).toEqual(expect.arrayContaining(['email', 'given_name', 'family_name']));
  });

  it('lets each user turn on authenticator-app MFA (TOTP, no SMS), and asks new passwords for what the shared form checks', () => {
    const pool = only(dev.template, 'AWS::Cognito::UserPool');
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    // shared/schemas/team.ts newPasswordSchema (sign-up, invitations, Settings > Privacy & Security) checks the same.
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({ MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true });
  });

  it('has the super_admin group', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'super_admin' });
  });

  it('gives the web app a public client (no secret) with SRP sign-in and refresh only, and no OAuth without providers', () => {
    const client = only(dev.template, 'AWS::Cognito::UserPoolClient');
    expect(client.Properties.GenerateSecret).toBe(false);
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
    expect(client.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    dev.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    dev.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });

  it('adds Google and Facebook with secrets from Secrets Manager, a domain, and the code flow back to the app', () => {
    const idps = resources(prod.template, 'AWS::Cognito::UserPoolIdentityProvider').map(([, r]) => r.Properties);
    expect(idps.map((p) => p.ProviderName).sort()).toEqual(['Facebook', 'Google']);
    for (const idp of idps) {
      expect(idp.ProviderDetails.client_secret).toMatch(/^\{\{resolve:secretsmanager:kobo\/prod\/(google|facebook):SecretString:::\}\}$/);
    }
    prod.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    const client = only(prod.template, 'AWS::Cognito::UserPoolClient');
    expect(client.Properties.GenerateSecret).toBe(false);
    expect(client.Properties.AllowedOAuthFlows).toEqual(['code']);
    expect(JSON.stringify(client.Properties.CallbackURLs)).toContain('DomainName');
  });
});

describe('api', () => {
  it('has one function per domain of the route table', () => {
    expect(apiFunctions(dev.template)).toHaveLength(domains.length);
    for (const domain of domains) {
      const [, fn] = functionFor(dev.template, domain);
      expect(fn.Properties).toMatchObject({
        Handler: 'index.handler',
        Runtime: FUNCTION_RUNTIME.name,
        Architectures: ['arm64'],
        // A function that renders PDFs gets twice the memory, hence twice the CPU share, and the fonts beside its bundle.
        MemorySize: DOMAIN_ACCESS[domain].memoryMb ?? (DOMAIN_ACCESS[domain].pdfFonts ? 1024 : 512),
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
      });
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'UPLOADS_BUCKET', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME']),
      );
      expect(fn.Properties.Environment.Variables.PDF_FONT_DIR).toBe(DOMAIN_ACCESS[domain].pdfFonts ? '/var/task/fonts' : undefined);
    }
  });

  it('gives every function the one AWS SDK layer its bundle leaves the SDK to, for its runtime and architecture', () => {
    const layers = Object.entries(dev.template.findResources('AWS::Lambda::LayerVersion')).filter(([, l]) => /AWS SDK/.test(l.Properties.Description));
    expect(layers).toHaveLength(1);
    const [layerId, layer] = layers[0]!;
    expect(layer.Properties).toMatchObject({ CompatibleRuntimes: [FUNCTION_RUNTIME.name], CompatibleArchitectures: ['arm64'] });
    for (const domain of domains) {
      const [, fn] = functionFor(dev.template, domain);
      expect(fn.Properties.Layers).toEqual([{ Ref: layerId }]);
    }
  });

  it('gives every function the same generated page-cursor key, resolved from Secrets Manager at deploy time', () => {
    const [secretId] = Object.entries(dev.template.findResources('AWS::SecretsManager::Secret')).find(([, r]) => /cursor/i.test(r.Properties.Description))!;
    for (const domain of domains) {
      const [, fn] = functionFor(dev.template, domain);
      const value = JSON.stringify(fn.Properties.Environment.Variables.KOBO_CURSOR_SECRET);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId);
    }
  });

  it('gives every domain an explicit access entry', () => {
    expect(Object.keys(DOMAIN_ACCESS).sort()).toEqual([...domains].sort());
  });

  it('grants each function only what its domain needs', () => {
    const system = actionsFor(dev.template, 'system');
    expect(system.some((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'))).toBe(false);

    const dashboard = actionsFor(dev.template, 'dashboard');
    expect(dashboard).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
    expect(dashboard.some((a) => /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a))).toBe(false);

    const customers = actionsFor(dev.template, 'customers');
    expect(customers).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
    expect(customers.some((a) => a.startsWith('s3:'))).toBe(false);

    const items = actionsFor(dev.template, 'items');
    expect(items).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query']));
    expect(items.some((a) => a.startsWith('s3:'))).toBe(false);

    const account = actionsFor(dev.template, 'account');
    expect(account).toEqual(expect.arrayContaining(['dynamodb:PutItem', 's3:PutObject', 's3:GetObject']));
    for (const domain of domains) {
      expect(actionsFor(dev.template, domain).some((a) => a.startsWith('ses:'))).toBe(false);
    }
  });

  it('lets only the team and admin functions call Cognito: the team creates, sets the password of and deletes users, the admin area moves them in and out of the super_admin group, on this pool, nothing else', () => {
    const granted = { team: TEAM_COGNITO_ACTIONS, admin: ADMIN_COGNITO_ACTIONS } as Record<string, readonly string[]>;
    for (const s of [dev, prod]) {
      for (const [domain, actions] of Object.entries(granted)) {
        const [, fn] = functionFor(s.template, domain);
        const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
        const statements = resources(s.template, 'AWS::IAM::Policy')
          .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
          .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
          .filter((st) => [st.Action].flat().some((a) => a.startsWith('cognito-idp:')));
        expect(statements).toHaveLength(1);
        expect([statements[0]!.Action].flat().sort()).toEqual([...actions].sort());
        expect(JSON.stringify(statements[0]!.Resource)).toMatch(/AuthUserPool.*Arn/);
        const env = fn.Properties.Environment.Variables;
        expect(env.USER_POOL_ID).toEqual({ Ref: expect.stringMatching(/^AuthUserPool/) });
      }
      expect(JSON.stringify(functionFor(s.template, 'team')[1].Properties.Environment.Variables.APP_URL)).toMatch(/WebDistribution/);
      for (const domain of domains.filter((d) => !(d in granted))) {
        expect(actionsFor(s.template, domain).filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
        expect(functionFor(s.template, domain)[1].Properties.Environment.Variables.USER_POOL_ID).toBeUndefined();
      }
    }
    // With mail set up, it sends the invitation e-mails.
    expect(actionsFor(prod.template, 'team')).toEqual(expect.arrayContaining(['ses:SendEmail']));
  });

  it('seals payment secrets with a retained, rotated customer-managed key that only the gateways function may use: Encrypt and Decrypt, with a company in the context', () => {
    for (const s of [dev, prod]) {
      const keys = resources(s.template, 'AWS::KMS::Key');
      expect(keys).toHaveLength(1);
      const [keyId, key] = keys[0]!;
      // Symmetric (no KeySpec: KMS's default SYMMETRIC_DEFAULT), rotated yearly.
      expect(key.Properties.EnableKeyRotation).toBe(true);
      expect(key.Properties.KeySpec).toBeUndefined();
      expect(key.DeletionPolicy).toBe('Retain');
      expect(resources(s.template, 'AWS::KMS::Alias').map(([, a]) => a.Properties.AliasName)).toEqual([`alias/kobo-${s === dev ? 'dev' : 'prod'}-payment-secrets`]);

      const [, fn] = functionFor(s.template, 'gateways');
      expect(fn.Properties.Environment.Variables.PAYMENT_SECRETS_KEY_ID).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const statements = resources(s.template, 'AWS::IAM::Policy')
        .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('kms:')));
      expect(statements).toEqual([
        { Effect: 'Allow', Action: ['kms:Decrypt', 'kms:Encrypt'], Resource: { 'Fn::GetAtt': [keyId, 'Arn'] }, Condition: { Null: { 'kms:EncryptionContext:companyId': 'false' } } },
      ]);
      for (const domain of domains.filter((d) => d !== 'gateways')) {
        expect(actionsFor(s.template, domain).filter((a) => a.startsWith('kms:'))).toEqual([]);
        expect(functionFor(s.template, domain)[1].Properties.Environment.Variables.PAYMENT_SECRETS_KEY_ID).toBeUndefined();
      }
      // Nobody else gets the key through its own policy either (the account's IAM decides, as above).
      const keyPolicy = JSON.stringify(key.Properties.KeyPolicy);
      expect(keyPolicy).not.toMatch(/Role/);
    }
  });

  it("lets only the gateways function read Kobo's own Paystack key (which sells the plans), from the one secret named by context", () => {
    const named = synth({ koboPaystackSecretName: 'kobo/live-paystack' });
    for (const [s, name] of [[dev, 'kobo/paystack-secret-key-dev'], [named, 'kobo/live-paystack']] as const) {
      const [, fn] = functionFor(s.template, 'gateways');
      expect(fn.Properties.Environment.Variables.KOBO_PAYSTACK_SECRET_NAME).toBe(name);
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const statements = resources(s.template, 'AWS::IAM::Policy')
        .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('secretsmanager:')));
      expect(statements).toHaveLength(1);
      expect([statements[0]!.Action].flat().sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      // The secret's ARN by name (Secrets Manager adds six characters to it), not every secret.
      expect(JSON.stringify(statements[0]!.Resource)).toContain(`:secret:${name}-??????`);
      for (const domain of domains.filter((d) => d !== 'gateways')) {
        expect(actionsFor(s.template, domain).filter((a) => a.startsWith('secretsmanager:'))).toEqual([]);
        expect(functionFor(s.template, domain)[1].Properties.Environment.Variables.KOBO_PAYSTACK_SECRET_NAME).toBeUndefined();
      }
    }
  });

  it("sends every route to its own domain's function", () => {
    const functionOf = new Map(resources(dev.template, 'AWS::ApiGatewayV2::Integration').map(([id, r]) => [id, r.Properties.IntegrationUri['Fn::GetAtt'][0] as string]));
    const domainOf = new Map(apiFunctions(dev.template).map(([id, r]) => [id, r.Properties.Tags.find((t: { Key: string }) => t.Key === DOMAIN_TAG).Value as string]));
    const created = resources(dev.template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    for (const route of routes) {
      const target = JSON.stringify(created.find((r) => r.RouteKey === routeKey(route))!.Target);
      const integration = [...functionOf.keys()].find((id) => target.includes(`"${id}"`));
      expect({ route: routeKey(route), domain: domainOf.get(functionOf.get(integration!)!) }).toEqual({ route: routeKey(route), domain: route.domain });
    }
  });

  it('serves PDFs from the PDF function: one vCPU (1,769 MB), the fonts, reads of the table, PDFs written and signed under documents/, logos read, no mail', () => {
    // Every route that answers a PDF link is in the lean function (functions/handlers/pdf.ts).
    const pdfRoutes = routes.filter((r) => r.path.endsWith('/pdf'));
    expect(pdfRoutes.length).toBeGreaterThanOrEqual(5);
    expect(pdfRoutes.filter((r) => r.domain !== 'pdf').map(routeKey)).toEqual([]);
    for (const s of [dev, prod]) {
      const [, fn] = functionFor(s.template, 'pdf');
      expect(fn.Properties.MemorySize).toBe(1769);
      expect(fn.Properties.Environment.Variables.PDF_FONT_DIR).toBe('/var/task/fonts');
      expect(fn.Properties.Environment.Variables.MAIL_FROM).toBeUndefined();
      const actions = actionsFor(s.template, 'pdf');
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
      expect(actions.filter((a) => /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a))).toEqual([]);
      expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
      expect(s3GrantsFor(s.template, 'pdf')).toEqual(['s3:GetObject documents/*', 's3:GetObject uploads/*', 's3:PutObject documents/*']);
    }
    // The documents function still renders the PDF an e-mail attaches, and sends it.
    expect(s3GrantsFor(prod.template, 'documents')).toEqual(['s3:GetObject documents/*', 's3:GetObject uploads/*', 's3:PutObject documents/*']);
    expect(actionsFor(prod.template, 'documents')).toEqual(expect.arrayContaining(['ses:SendRawEmail']));
  });

  it('creates one route per entry of the route table, with the JWT authorizer unless the route is public', () => {
    const created = resources(dev.template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(created).toHaveLength(routes.length);
    for (const route of routes) {
      const match = created.find((r) => r.RouteKey === routeKey(route));
      expect(match).toBeDefined();
      expect(match!.AuthorizationType).toBe(route.access === 'public' ? 'NONE' : 'JWT');
    }
  });

  it('lets the API invoke each function once for all its routes, so the stack stays well under CloudFormation\'s 500 resources as routes are added', () => {
    const permissions = resources(prod.template, 'AWS::Lambda::Permission').map(([, r]) => r.Properties);
    const apiPermissions = permissions.filter((p) => p.Principal === 'apigateway.amazonaws.com');
    expect(apiPermissions).toHaveLength(new Set(routes.map((r) => r.domain)).size);
    for (const p of apiPermissions) expect(JSON.stringify(p.SourceArn)).toMatch(/\/\*\/\*"/);
    // Room for the routes still to come (each is one resource now): a margin, not the limit itself.
    expect(Object.keys(prod.template.toJSON().Resources).length).toBeLessThan(400);
  });

  it('trusts tokens from this user pool issued to the web client', () => {
    const authorizer = only(dev.template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    const { Issuer, Audience } = authorizer.Properties.JwtConfiguration;
    expect(JSON.stringify(Issuer)).toMatch(/https:\/\/cognito-idp\.eu-west-1\.amazonaws\.com\/.*UserPool/);
    expect(JSON.stringify(Audience)).toContain('WebClient');
  });

  it('throttles and logs the stage', () => {
    const stage = only(dev.template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(stage.Properties.AccessLogSettings.DestinationArn).toBeDefined();
  });

  it('throttles every route of the table within the stage, the costly and sign-in-free ones tighter, and makes the stage after its routes', () => {
    const stage = only(dev.template, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(routes.map(routeKey).sort());
    for (const [key, s] of Object.entries(settings)) {
      expect([key, s.ThrottlingRateLimit <= API_THROTTLE.rateLimit, s.ThrottlingBurstLimit <= API_THROTTLE.burstLimit]).toEqual([key, true, true]);
      expect(s.ThrottlingBurstLimit).toBeGreaterThanOrEqual(s.ThrottlingRateLimit);
    }
    expect(settings['POST /api/customers/import']).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
    expect(settings['POST /api/join/{token}']).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
    expect(settings['GET /api/admin/companies']!.ThrottlingRateLimit).toBeLessThan(API_THROTTLE.rateLimit);
    expect(settings['GET /api/invoices/{id}/pdf']!.ThrottlingRateLimit).toBeLessThan(API_THROTTLE.rateLimit);
    expect(settings['GET /api/public/{token}']!.ThrottlingRateLimit).toBeLessThan(API_THROTTLE.rateLimit);
    // Paystack's retries are not cut short.
    expect(settings['POST /api/paystack/webhook/{webhookId}']!.ThrottlingRateLimit).toBe(API_THROTTLE.rateLimit);
    // A route named in the settings must exist first: CloudFormation makes the stage after every route.
    const routeIds = resources(dev.template, 'AWS::ApiGatewayV2::Route').map(([id]) => id);
    const dependsOn = ([] as string[]).concat(only(dev.template, 'AWS::ApiGatewayV2::Stage').DependsOn ?? []);
    expect(routeIds.filter((id) => !dependsOn.includes(id))).toEqual([]);
  });
});

describe('jobs', () => {
  /** A job's function: tagged as a job, not a domain (it serves no route). */
  const jobFunction = (template: Template, job: string): [string, Resource] => {
    const found = resources(template, 'AWS::Lambda::Function').filter(([, r]) => (r.Properties.Tags ?? []).some((t: { Key: string; Value: string }) => t.Key === JOB_TAG && t.Value === job));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const actionsOf = (template: Template, fn: Resource) => {
    const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
    return resources(template, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .flatMap((st: { Action: string | string[] }) => [st.Action].flat());
  };
  const scheduleOf = (template: Template, fnId: string) => {
    const found = resources(template, 'AWS::Scheduler::Schedule').filter(([, r]) => r.Properties.Target.Arn['Fn::GetAtt']?.[0] === fnId);
    expect(found).toHaveLength(1);
    return found[0]![1];
  };

  it('runs the recurring-expenses job in a function of its own with the table, and nothing else', () => {
    const [, fn] = jobFunction(dev.template, 'recurring-expenses');
    expect(fn.Properties).toMatchObject({ Handler: 'index.handler', Runtime: FUNCTION_RUNTIME.name, Timeout: RECURRING_EXPENSES_TIMEOUT_SECONDS, TracingConfig: { Mode: 'Active' } });
    const actions = actionsOf(dev.template, fn);
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem']));
    expect(actions.filter((a) => !/^(dynamodb|logs|xray):/.test(a))).toEqual([]);
  });

  it('runs the company-deletion job in a function of its own with the table and, in the bucket, only listing and deleting', () => {
    const [, fn] = jobFunction(dev.template, 'company-deletion');
    expect(fn.Properties).toMatchObject({ Handler: 'index.handler', Runtime: FUNCTION_RUNTIME.name, Timeout: COMPANY_DELETION_TIMEOUT_SECONDS });
    const actions = actionsOf(dev.template, fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:Query']));
    expect([...new Set(actions.filter((a) => !/^(dynamodb|logs|xray):/.test(a)))].sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
  });

  it('invokes both daily in Lagos through EventBridge Scheduler, with a role that may only invoke those two functions', () => {
    const [recurringId] = jobFunction(dev.template, 'recurring-expenses');
    const [deletionId] = jobFunction(dev.template, 'company-deletion');
    expect(resources(dev.template, 'AWS::Scheduler::Schedule')).toHaveLength(2);
    for (const [fnId, when] of [
      [recurringId, RECURRING_EXPENSES_SCHEDULE],
      [deletionId, COMPANY_DELETION_SCHEDULE],
    ] as const) {
      expect(scheduleOf(dev.template, fnId).Properties).toMatchObject({
        ScheduleExpression: when.expression,
        ScheduleExpressionTimezone: 'Africa/Lagos',
        State: 'ENABLED',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 3 } },
      });
    }
    expect(RECURRING_EXPENSES_SCHEDULE.expression).toBe('cron(5 0 * * ? *)');
    expect(COMPANY_DELETION_SCHEDULE.expression).toBe('cron(0 1 * * ? *)');
    const schedule = scheduleOf(dev.template, recurringId);
    const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0] as string;
    expect(scheduleOf(dev.template, deletionId).Properties.Target.RoleArn['Fn::GetAtt'][0]).toBe(roleId);
    const role = dev.template.toJSON().Resources[roleId] as Resource;
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' } } }),
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = resources(dev.template, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    expect(statements).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: expect.arrayContaining([{ 'Fn::GetAtt': [recurringId, 'Arn'] }, { 'Fn::GetAtt': [deletionId, 'Arn'] }]) },
    ]);
    expect(statements[0].Resource).toHaveLength(2);
  });
});

describe('storage', () => {
  it('keeps every bucket versioned (old versions 30 days), encrypted and retained', () => {
    for (const s of [dev, prod]) {
      const buckets = resources(s.template, 'AWS::S3::Bucket');
      expect(buckets.length).toBeGreaterThanOrEqual(3);
      for (const [id, b] of buckets) {
        expect([id, b.Properties.VersioningConfiguration]).toEqual([id, { Status: 'Enabled' }]);
        expect([id, b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm]).toEqual([id, 'AES256']);
        expect([id, b.DeletionPolicy]).toEqual([id, 'Retain']);
        const rules = b.Properties.LifecycleConfiguration.Rules as { NoncurrentVersionExpiration?: { NoncurrentDays: number } }[];
        expect([id, rules.some((r) => r.NoncurrentVersionExpiration?.NoncurrentDays === 30)]).toEqual([id, true]);
      }
    }
  });

  it('blocks public access and requires TLS on every bucket', () => {
    const buckets = resources(dev.template, 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    for (const [, policy] of resources(dev.template, 'AWS::S3::BucketPolicy')) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      );
    }
  });

  it('lets the browser POST and GET uploads directly from the app\'s own origin only', () => {
    const [uploadsId, uploads] = resources(dev.template, 'AWS::S3::Bucket').find(([id]) => id.startsWith('StorageUploadsBucket'))!;
    // Not a bucket property (that would be a cycle with the distribution's CSP): set by UploadsCors once both exist.
    expect(uploads.Properties.CorsConfiguration).toBeUndefined();
    const setters = resources(dev.template, 'Custom::AWS');
    expect(setters).toHaveLength(1);
    const [, setter] = setters[0]!;
    /** The SDK call as the handler receives it, with each reference written <Ref:id> or <id.attribute>. */
    const resolved = (value: unknown): string => {
      if (typeof value === 'string') return value;
      const v = value as { 'Fn::Join'?: [string, unknown[]]; Ref?: string; 'Fn::GetAtt'?: [string, string] };
      if (v['Fn::Join']) return v['Fn::Join'][1].map(resolved).join(v['Fn::Join'][0]);
      if (v.Ref) return `<Ref:${v.Ref}>`;
      if (v['Fn::GetAtt']) return `<${v['Fn::GetAtt'].join('.')}>`;
      throw new Error(`Unexpected ${JSON.stringify(value)}`);
    };
    const call = JSON.parse(resolved(setter.Properties.Create)) as { service: string; action: string; parameters: { Bucket: string; CORSConfiguration: { CORSRules: Record<string, unknown>[] } } };
    const distributionId = resources(dev.template, 'AWS::CloudFront::Distribution')[0]![0];
    expect(call).toMatchObject({ service: 'S3', action: 'putBucketCors', parameters: { Bucket: `<Ref:${uploadsId}>` } });
    expect(call.parameters.CORSConfiguration.CORSRules).toEqual([
      { AllowedMethods: [...UPLOAD_CORS_METHODS], AllowedOrigins: [`https://<${distributionId}.DomainName>`], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 },
    ]);
    expect(resolved(setter.Properties.Update)).toBe(resolved(setter.Properties.Create));
  });
});

describe('web', () => {
  const distribution = (s: Synth) => only(s.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;

  it('sends /api/* to the HTTP API uncached, with every viewer header except Host', () => {
    const config = distribution(dev);
    const api = (config.CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api!.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api!.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const origin = (config.Origins as Record<string, any>[]).find((o) => o.Id === api!.TargetOriginId);
    expect(origin!.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('serves the app from the private bucket through Origin Access Control, with security headers', () => {
    const config = distribution(dev);
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = (config.Origins as Record<string, any>[]).find((o) => o.S3OriginConfig);
    expect(s3Origin!.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    const policy = only(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy').Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(policy).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000 },
    });
    const csp = JSON.stringify(policy.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toContain("frame-ancestors 'none'");
    // Print frames the fetched PDF from a blob: URL (same origin, so it may print); nothing else may be framed beyond the app and the uploads bucket.
    expect(csp).toMatch(/frame-src 'self' blob: https:\/\/",\{"Ref":"StorageUploadsBucket\w+"\},"\.s3\.eu-west-1\.amazonaws\.com; frame-ancestors/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('https://cognito-idp.eu-west-1.amazonaws.com');
    expect(csp).toContain('UploadsBucket');
  });

  it("allows exactly the prerendered pages' inline script by its hash, and the laptop sends the same policy", () => {
    const policy = only(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy').Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const scriptSrc = JSON.stringify(policy.ContentSecurityPolicy.ContentSecurityPolicy).match(/script-src ([^;]*)/)![1]!;
    const hash = `'sha256-${crypto.createHash('sha256').update(earlyScript()).digest('base64')}'`;
    expect(scriptSrc.split(' ')).toEqual(["'self'", hash]);
    expect(inlineScriptHashes()).toEqual([hash]);
    // The local gateway's header comes from the same function; only the origins and the HTTPS upgrade differ.
    const origins = { cognito: ['http://127.0.0.1:1'], uploads: ['http://127.0.0.1:2'], oauth: [], upgradeInsecureRequests: false };
    expect(securityHeaders(origins)).toMatchObject({ 'content-security-policy': contentSecurityPolicy(origins), 'x-frame-options': 'DENY' });
    expect(contentSecurityPolicy(origins)).toContain(`script-src 'self' ${hash};`);
    expect(contentSecurityPolicy(origins)).toContain("frame-src 'self' blob: http://127.0.0.1:2;");
  });

  it('allows the Cognito domain in the CSP when social sign-in is on', () => {
    const policy = only(prod.template, 'AWS::CloudFront::ResponseHeadersPolicy').Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(JSON.stringify(policy.ContentSecurityPolicy.ContentSecurityPolicy)).toContain('.auth.eu-west-1.amazoncognito.com');
  });

  it('rewrites app routes to index.html on the S3 behaviour only, so API 404s stay 404s', () => {
    const config = distribution(dev);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    const api = (config.CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === '/api/*');
    expect(api!.FunctionAssociations).toBeUndefined();

    const code = only(dev.template, 'AWS::CloudFront::Function').Properties.FunctionCode as string;
    const handler = new Function(`${code}\nreturn handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    // The home page and pricing are pages of their own (src/public/), /landing is the home page too.
    expect(rewrite('/')).toBe('/landing.html');
    expect(rewrite('/landing')).toBe('/landing.html');
    expect(rewrite('/pricing')).toBe('/pricing.html');
    expect(rewrite('/pricing/')).toBe('/pricing.html');
    expect(rewrite('/start')).toBe('/index.html');
    expect(rewrite('/customers/01HXYZ')).toBe('/index.html');
    expect(rewrite('/assets/main-3F2A.js')).toBe('/assets/main-3F2A.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/auth')).toBe('/auth.html');
    expect(rewrite('/auth/')).toBe('/auth.html');
    // Every page of the manifest is prerendered, a fixed segment winning over a parameter.
    expect(rewrite('/dashboard')).toBe('/dashboard.html');
    expect(rewrite('/dashboard/')).toBe('/dashboard.html');
    expect(rewrite('/dashboard/customers')).toBe('/dashboard.customers.html');
    expect(rewrite('/dashboard/customers/new')).toBe('/dashboard.customers.new.html');
    expect(rewrite('/dashboard/customers/01HXYZ')).toBe('/dashboard.customers.id.html');
    expect(rewrite('/dashboard/customers/01HXYZ/edit/')).toBe('/dashboard.customers.id.edit.html');
    expect(rewrite('/dashboard/customers/a/b/c')).toBe('/index.html');
    expect(rewrite('/join/abc')).toBe('/join.token.html');
    expect(rewrite('/authx')).toBe('/index.html');
    // The public document page answers every /share/<token>, whatever the token (a wrong one shows
    // "This link is no longer valid"), but not /share itself or deeper paths.
    expect(rewrite('/share/Zb3_x-9Qk2mN7pL4vR8tW1yA6cE0fH5jK2oS3uD7gI')).toBe('/share.html');
    expect(rewrite('/share/not-a-token/')).toBe('/share.html');
    expect(rewrite('/share')).toBe('/index.html');
    expect(rewrite('/share/')).toBe('/index.html');
    expect(rewrite('/share/a/b')).toBe('/index.html');
    expect(rewrite('/sharex/abc')).toBe('/index.html');
    // The local gateway routes by the same tables (prerenderedFile): the two agree on every app path.
    for (const uri of ['/', '/landing', '/pricing', '/start', '/auth', '/auth/', '/dashboard', '/dashboard/quotes', '/dashboard/quotes/new', '/dashboard/quotes/q1', '/dashboard/nowhere', '/share', '/share/', '/share/abc', '/share/abc/', '/share/a/b', '/x/share/abc']) {
      expect(rewrite(uri)).toBe(prerenderedFile(uri) ?? '/index.html');
    }
    for (const { pattern, file } of PAGE_FILES) expect(rewrite(pattern.replace(/:\w+/g, 'x1'))).toBe(file);

    // sitemap.xml and robots.txt are answered by the function itself, for the host asked.
    const answer = handler as unknown as (e: { request: { uri: string; headers: Record<string, { value: string }> } }) => { statusCode?: number; body?: string; headers?: Record<string, { value: string }> };
    const sitemap = answer({ request: { uri: '/sitemap.xml', headers: { host: { value: 'kobo.example' } } } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers!['content-type']!.value).toBe('application/xml');
    expect(sitemap.body).toBe(sitemapXml('https://kobo.example'));
    expect(sitemap.body).toContain('<loc>https://kobo.example/pricing</loc>');
    const robots = answer({ request: { uri: '/robots.txt', headers: { host: { value: 'kobo.example' } } } });
    expect(robots.body).toBe(robotsTxt('https://kobo.example'));
    expect(robots.body).toContain('Sitemap: https://kobo.example/sitemap.xml');
  });

  it('writes config.json for the app with the pool, the client and SRP sign-in, never pruned', () => {
    const deployment = runtimeConfigDeployment(dev.template);
    expect(JSON.stringify(deployment.Properties.SourceMarkers)).toMatch(/UserPool.*WebClient|WebClient.*UserPool/);
    const config = stagedRuntimeConfig(dev);
    expect(config).toMatchObject({
      stage: 'dev',
      region: 'eu-west-1',
      authFlowType: 'USER_SRP_AUTH',
      socialProviders: [],
      oauthDomain: null,
    });
    expect(config.userPoolId).toMatch(/<<marker:/);
    expect(config.userPoolClientId).toMatch(/<<marker:/);
  });

  it('lists the configured social providers and the Cognito domain in config.json', () => {
    const config = stagedRuntimeConfig(prod);
    expect(config.socialProviders).toEqual(['Google', 'Facebook']);
    expect(config.oauthDomain).toMatch(/<<marker:.*\.auth\.eu-west-1\.amazoncognito\.com$/);
  });

  it('skips the app upload with a warning when the web app is not built', () => {
    expect(deployments(dev.template)).toHaveLength(1);
    Annotations.fromStack(dev.stack).hasWarning('/KoboTest/Web', Match.stringLikeRegexp('npm run build'));
  });

  it('uploads the built app: hashed assets cached for a year, the shell revalidated', () => {
    const built = synth({ webDistDir: tempDir({ 'index.html': '<!doctype html>', 'assets/main-abc.js': '1', 'favicon.svg': '<svg/>' }) });
    const all = deployments(built.template);
    expect(all).toHaveLength(3);
    const assets = all.find((d) => d.Properties.DestinationBucketKeyPrefix === 'assets/');
    expect(assets!.Properties.Prune).toBe(false);
    const shell = all.find((d) => d.Properties.Exclude);
    expect(shell!.Properties.Exclude).toEqual(expect.arrayContaining(['config.json', 'assets/*']));
  });
});

describe('web caching: a returning visit downloads no app file again', () => {
  // The files each deployment uploads, read from its staged asset (cdk.out/asset.<hash>/),
  // with the Cache-Control it writes on them: what S3 holds after a deploy.
  const uploaded = (s: Synth) => {
    const objects = new Map<string, string>();
    for (const d of deployments(s.template)) {
      const [zip] = d.Properties.SourceObjectKeys as string[];
      const staged = path.join(s.app.outdir, `asset.${zip!.replace(/\.zip$/, '')}`);
      const prefix = (d.Properties.DestinationBucketKeyPrefix as string | undefined) ?? '';
      for (const file of fs.readdirSync(staged, { recursive: true }) as string[]) {
        if (fs.statSync(path.join(staged, file)).isDirectory()) continue;
        const key = prefix + file.split(path.sep).join('/');
        expect(objects.has(key)).toBe(false);
        objects.set(key, d.Properties.SystemMetadata?.['cache-control']);
      }
    }
    return objects;
  };

  it('writes every built file with the Cache-Control of test/support/web-cache.ts, the same table the local gateway is held to', () => {
    const built = synth({ webDistDir: tempDir(Object.fromEntries(Object.entries(BUILT_WEB).map(([key, f]) => [key, f.body]))) });
    const objects = uploaded(built);
    expect(Object.fromEntries(objects)).toEqual({
      ...Object.fromEntries(Object.entries(BUILT_WEB).map(([key, f]) => [key, f.cacheControl])),
      'config.json': RUNTIME_CONFIG_CACHE_CONTROL,
    });
  });

  it('passes the objects\' Cache-Control, ETag and Last-Modified through CloudFront to the browser', () => {
    const config = only(dev.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    // CachingOptimized honours the origin's Cache-Control (a year for the assets; a second at
    // the edge for no-cache, its minimum TTL) and answers a browser's If-None-Match or
    // If-Modified-Since from the edge with a 304.
    expect(config.DefaultCacheBehavior.CachePolicyId).toBe(CACHING_OPTIMIZED);
    // No response headers policy overrides Cache-Control: the browser sees the object's own.
    for (const [, policy] of resources(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy')) {
      const custom = (policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig?.Items ?? []) as { Header: string }[];
      expect(custom.map((h) => h.Header.toLowerCase())).not.toContain('cache-control');
      expect(policy.Properties.ResponseHeadersPolicyConfig.RemoveHeadersConfig).toBeUndefined();
    }
  });
});

describe('email', () => {
  it('creates nothing without a sender domain', () => {
    dev.template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    dev.template.resourceCountIs('AWS::SES::ConfigurationSet', 0);
  });

  it('creates the identity and a configuration set for the sender domain', () => {
    prod.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.example.ng' });
    prod.template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});

describe('outputs', () => {
  it('prints what an operator needs', () => {
    const outputs = Object.keys(dev.template.findOutputs('*'));
    expect(outputs).toEqual(expect.arrayContaining(['AppUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']));
  });
});

describe('stage config', () => {
  const read = (context: Record<string, unknown>) => readStageConfig(new App({ context }).node);

  it('defaults to dev and rejects half-configured options', () => {
    expect(read({}).stage).toBe('dev');
    expect(read({ stage: 'prod', googleClientId: 'x', googleClientSecretName: 'y' }).google).toEqual({ clientId: 'x', clientSecretName: 'y' });
    expect(() => read({ googleClientId: 'x' })).toThrow(/googleClientSecretName/);
    expect(() => read({ stage: 'Prod!' })).toThrow(/Stage/);
    expect(() => read({ mailFromAddress: 'a@b.ng' })).toThrow(/mailFromDomain/);
  });
});

describe('cdk-nag AwsSolutions', () => {
  const findings = (s: Synth) => {
    const annotations = Annotations.fromStack(s.stack);
    const format = (list: SynthesisMessage[]) => list.map((f) => `${f.id}: ${String(f.entry.data).split('\n')[0]}`);
    return {
      errors: format(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))),
      warnings: format(annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'))),
    };
  };

  it('has no unsuppressed findings for a default stage', () => {
    expect(findings(synth({}, { nag: true }))).toEqual({ errors: [], warnings: [] });
  });

  it('has no unsuppressed findings with social sign-in, mail and a built app', () => {
    const built = tempDir({ 'index.html': '<!doctype html>', 'assets/main.js': '1' });
    expect(findings(synth({ ...fullConfig, webDistDir: built }, { nag: true }))).toEqual({ errors: [], warnings: [] });
  });

  it('would report a finding that is not suppressed (the check is live)', () => {
    const app = new App({ outdir: tempDir(), context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
    const stack = new KoboStack(app, 'KoboNagProbe', { config: { stage: 'dev', webDistDir: tempDir() }, env: { account: '123456789012', region: 'eu-west-1' } });
    // A bucket without TLS enforcement or access logs, added only to this probe stack.
    new Bucket(stack, 'ProbeBucket');
    Aspects.of(app).add(new AwsSolutionsChecks({ reports: false }));
    // With the cdk.json feature flags, an error annotation fails synthesis itself (so `cdk synth` fails too).
    expect(() => Annotations.fromStack(stack)).toThrow(/AwsSolutions-S10.*\n?.*ProbeBucket/);
  });
});
