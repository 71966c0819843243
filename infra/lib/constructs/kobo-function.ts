import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Duration, Stack, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, type ILayerVersion, LayerVersion, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Domain } from '../../../shared/routes';
import { KMS_CONTEXT_COMPANY, type KmsAction } from '../../../shared/kms-access';
import { S3_PREFIXES, type DomainS3Access, type S3Prefix } from '../../../shared/s3-prefixes';
import { REPO_ROOT } from '../stage-config';
import { bundleAlias, fontSources, handlerEntry, jobEntry, LAMBDA_BUNDLE, LAMBDA_EXTERNAL, writeSdkLayer, type Job } from '../lambda-bundle';
import type { Email } from './email';

/**
 * Lambda's Node.js runtime for every API function. nodejs20.x is past its
 * Lambda deprecation (new functions can no longer be created on it), so this
 * is the nearest supported runtime to the Node 20 used locally.
 */
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;

/** Tag that marks the API's own functions (as opposed to CDK's helper functions). */
export const DOMAIN_TAG = 'kobo:domain';

export type { TableAccess } from '../../../shared/table-access';
import type { TableAccess } from '../../../shared/table-access';

/** What one domain's function may touch. */
export interface DomainAccess {
  readonly table: TableAccess;
  /** Object actions per prefix of the uploads bucket (DOMAIN_S3_ACCESS in shared/s3-prefixes.ts). */
  readonly s3: DomainS3Access;
  readonly sendsMail: boolean;
  /** Renders PDFs: the bundle gets the DejaVu fonts beside it (functions/services/pdf/fonts.ts) and more memory (CPU). */
  readonly pdfFonts?: boolean;
  /** Cognito admin actions on the user pool (e.g. the team function creating an invitee's account); none by default. */
  readonly cognitoAdmin?: readonly string[];
  /** Gets APP_URL, the web app's address, for links it e-mails. */
  readonly appUrl?: boolean;
  /** KMS actions on the payment-secrets key (DOMAIN_KMS_ACCESS in shared/kms-access.ts); none by default. */
  readonly kms?: readonly KmsAction[];
  /** Reads Kobo's own Paystack secret key from Secrets Manager (it sells the plans): GetSecretValue on that one secret. */
  readonly koboPaystack?: boolean;
  /** Memory in MB when not the default (512, or 1,024 for a function with the fonts); Lambda's CPU share grows with it. */
  readonly memoryMb?: number;
}

export interface KoboFunctionProps {
  readonly domain: Domain;
  readonly access: DomainAccess;
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly email: Email;
  /** Needed when the access asks for `cognitoAdmin`. */
  readonly userPool?: IUserPool;
  /** Needed when the access asks for `appUrl`. */
  readonly appUrl?: string;
  /** Needed when the access asks for `kms`. */
  readonly paymentSecretsKey?: IKey;
  /** Needed when the access asks for `koboPaystack`. */
  readonly koboPaystackSecret?: ISecret;
  /** Extra environment on top of the shared defaults. */
  readonly environment?: Record<string, string>;
  /**
   * A scheduled job (functions/jobs/<job>.ts) run with the domain's access, instead of the domain's
   * API handlers: tagged JOB_TAG rather than DOMAIN_TAG (it serves no route), with `timeoutSeconds`.
   */
  readonly job?: Job;
  readonly timeoutSeconds?: number;
}

/** Tag that marks a scheduled job's function (infra/lib/constructs/jobs.ts). */
export const JOB_TAG = 'kobo:job';

/**
 * The stack's one AWS SDK layer: the SDK packages of package-lock.json (writeSdkLayer), which every
 * function's bundle leaves out. Written once per lockfile into the temp folder; the asset hash is of
 * its files, so a new SDK version is a new layer version.
 */
export function sdkLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('AwsSdkLayer') as ILayerVersion | undefined;
  if (existing) return existing;
  // Keyed by the lockfile and by how the layer is written.
  const lock = crypto.createHash('sha256').update(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'))).update(fs.readFileSync(path.join(REPO_ROOT, 'infra/lib/lambda-bundle.ts'))).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `kobo-sdk-layer-${lock}`);
  if (!fs.existsSync(path.join(dir, 'nodejs'))) {
    const partial = fs.mkdtempSync(`${dir}-`);
    writeSdkLayer(REPO_ROOT, partial);
    try {
      fs.renameSync(partial, dir);
    } catch (error) {
      // Another synth (a parallel test) wrote the same layer first.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(dir, 'nodejs'))) throw error;
    }
  }
  return new LayerVersion(stack, 'AwsSdkLayer', {
    code: Code.fromAsset(dir),
    compatibleRuntimes: [FUNCTION_RUNTIME],
    compatibleArchitectures: [Architecture.ARM_64],
    description: 'Kobo API: the AWS SDK v3 at the version the tests run (package-lock.json)',
  });
}

/**
 * One API domain's Lambda function (entry `functions/handlers/<domain>.ts`,
 * export `handler`). It holds the runtime and bundling defaults so every
 * function is built the same way, and grants exactly what its DomainAccess
 * says: no managed policies, log writes to its own log group only.
 */
export class KoboFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: KoboFunctionProps) {
    if (props.access.cognitoAdmin?.length && !props.userPool) throw new Error(`${props.domain}: cognitoAdmin needs the user pool`);
    if (props.access.appUrl && !props.appUrl) throw new Error(`${props.domain}: appUrl needs the web app's URL`);
    if (props.access.kms?.length && !props.paymentSecretsKey) throw new Error(`${props.domain}: kms needs the payment-secrets key`);
    if (props.access.koboPaystack && !props.koboPaystackSecret) throw new Error(`${props.domain}: koboPaystack needs Kobo's Paystack secret`);
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.job ? `Kobo job ${props.job} (${props.domain} access)` : `Kobo API ${props.domain} function`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: props.job ? jobEntry(REPO_ROOT, props.job) : handlerEntry(REPO_ROOT, props.domain),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      description: props.job ? `Kobo job: ${props.job}` : `Kobo API: ${props.domain} routes`,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      // Lambda's CPU grows with memory (1,769 MB is one vCPU): a function that renders PDFs gets twice the others' share.
      memorySize: props.access.memoryMb ?? (props.access.pdfFonts ? 1024 : 512),
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      tracing: Tracing.ACTIVE,
      layers: [sdkLayer(scope)],
      role,
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'kobo-api',
        LOG_LEVEL: 'INFO',
        ...(props.access.sendsMail ? props.email.environment() : {}),
        ...(props.access.pdfFonts ? { PDF_FONT_DIR: '/var/task/fonts' } : {}),
        ...(props.access.cognitoAdmin?.length ? { USER_POOL_ID: props.userPool!.userPoolId } : {}),
        ...(props.access.appUrl ? { APP_URL: props.appUrl! } : {}),
        ...(props.access.kms?.length ? { PAYMENT_SECRETS_KEY_ID: props.paymentSecretsKey!.keyArn } : {}),
        ...(props.access.koboPaystack ? { KOBO_PAYSTACK_SECRET_NAME: props.koboPaystackSecret!.secretName } : {}),
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        // The settings the bench and the bundle test build with too (infra/lib/lambda-bundle.ts).
        minify: LAMBDA_BUNDLE.minify,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        target: LAMBDA_BUNDLE.target,
        // ESM-only packages (@middy/core, jose) bundle fine into CommonJS.
        format: LAMBDA_BUNDLE.format as OutputFormat,
        mainFields: [...LAMBDA_BUNDLE.mainFields],
        // The AWS SDK v3 comes from the stack's SDK layer (the version in package-lock.json), not from
        // the bundle and not from the runtime (docs/decisions/0009-aws-sdk-in-a-layer.md).
        externalModules: [...LAMBDA_EXTERNAL],
        esbuildArgs: Object.fromEntries(Object.entries(bundleAlias(props.access.pdfFonts ?? false)).map(([from, to]) => [`--alias:${from}`, to])),
        ...(props.access.pdfFonts
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => [
                  `mkdir -p "${outputDir}/fonts"`,
                  ...fontSources(inputDir).map((f) => `cp "${f.from}" "${path.join(outputDir, f.to)}"`),
                ],
              },
            }
          : {}),
      },
    });
    if (props.job) Tags.of(this).add(JOB_TAG, props.job);
    else Tags.of(this).add(DOMAIN_TAG, props.domain);

    switch (props.access.table) {
      case 'read':
        props.table.grantReadData(this);
        break;
      case 'readwrite':
        props.table.grantReadWriteData(this);
        break;
      case 'none':
        break;
    }
    if (props.access.cognitoAdmin?.length) {
      this.addToRolePolicy(new PolicyStatement({ actions: [...props.access.cognitoAdmin], resources: [props.userPool!.userPoolArn] }));
    }
    // One statement per prefix, with exactly the object actions the domain presigns there.
    for (const [prefix, actions] of Object.entries(props.access.s3) as [S3Prefix, readonly string[]][]) {
      const objectActions = actions.filter((a) => a !== 's3:ListBucket');
      if (objectActions.length) {
        this.addToRolePolicy(
          new PolicyStatement({
            actions: objectActions,
            resources: [props.uploadsBucket.arnForObjects(`${S3_PREFIXES[prefix]}*`)],
          }),
        );
      }
      // Listing is an action on the bucket: the prefix is its condition (a listing outside it is refused).
      if (actions.includes('s3:ListBucket')) {
        this.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [props.uploadsBucket.bucketArn],
            conditions: { StringLike: { 's3:prefix': [`${S3_PREFIXES[prefix]}*`] } },
          }),
        );
      }
    }
    if (props.access.sendsMail) props.email.grantSend(this);
    // Exactly the actions named, on the one key, and only with a company in the encryption context.
    if (props.access.kms?.length) {
      this.addToRolePolicy(
        new PolicyStatement({
          actions: [...props.access.kms],
          resources: [props.paymentSecretsKey!.keyArn],
          conditions: { Null: { [`kms:EncryptionContext:${KMS_CONTEXT_COMPANY}`]: 'false' } },
        }),
      );
    }

    if (props.access.koboPaystack) props.koboPaystackSecret!.grantRead(this);

    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions, so the tracing grant is on "*".',
          appliesTo: ['Resource::*'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Queries on the table need its indexes too; the grant covers only this table\'s indexes (<table arn>/index/*).',
          appliesTo: [{ regex: '/^Resource::<.+\\.Arn>\\/index\\/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Object keys are generated per user or company and per file, so each grant covers one prefix of the uploads bucket (shared/s3-prefixes.ts), never the whole bucket.',
          appliesTo: Object.values(S3_PREFIXES).map((p) => ({ regex: `/^Resource::<.+\\.Arn>\\/${p.replace(/\//g, '\\/')}\\*$/g` })),
        },
      ],
      true,
    );
    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-L1',
        reason: 'nodejs22.x is the closest supported runtime to the Node 20 the code is developed and tested on locally; move to the newest runtime together with the local toolchain.',
      },
    ]);
  }
}
