import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { Jobs } from './constructs/jobs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Keys } from './constructs/keys';
import { Storage } from './constructs/storage';
import { UploadsCors } from './constructs/uploads-cors';
import { Web } from './constructs/web';
import { DEFAULT_KOBO_PAYSTACK_SECRET_NAME, type StageConfig } from './stage-config';

export interface KoboStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The whole product in one stack, one construct per domain. Data resources
 * (table, user pool, uploads) are retained if the stack is deleted.
 */
/** The construct id CDK gives AwsCustomResource's one function in a stack. */
const AWS_CUSTOM_RESOURCE_SINGLETON = 'AWS679f53fac002430cb0da5b7982bd2287';

export class KoboStack extends Stack {
  constructor(scope: Construct, id: string, props: KoboStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Deletion protection in every stage: a company's books are never one command from gone (turn it off by hand to drop a stage's table).
    const data = new Data(this, 'Data', { deletionProtection: true });

    const storage = new Storage(this, 'Storage');

    // The CloudFront URL exists only once Web is built, and Web needs Auth's ids: the callback URL
    // is filled in at synth time. CloudFormation sees no cycle (the distribution does not refer to the client).
    const built: { web?: Web } = {};
    const appUrl = Lazy.string({
      produce: () => {
        if (!built.web) throw new Error('The web construct was not created');
        return built.web.appUrl;
      },
    });

    const auth = new Auth(this, 'Auth', {
      stage: config.stage,
      google: config.google,
      facebook: config.facebook,
      domainPrefix: config.authDomainPrefix,
      appUrl,
    });

    const email = new Email(this, 'Email', {
      mailFromDomain: config.mailFromDomain,
      mailFromAddress: config.mailFromAddress,
    });

    const keys = new Keys(this, 'Keys', { stage: config.stage });

    const api = new Api(this, 'Api', {
      table: data.table,
      uploadsBucket: storage.uploadsBucket,
      email,
      issuerUrl: auth.issuerUrl,
      userPoolClientId: auth.client.userPoolClientId,
      userPool: auth.userPool,
      appUrl,
      paymentSecretsKey: keys.paymentSecrets,
      koboPaystackSecretName: config.koboPaystackSecretName ?? `${DEFAULT_KOBO_PAYSTACK_SECRET_NAME}-${config.stage}`,
    });

    // Jobs: the recurring-expenses job, daily after midnight in Lagos; the company export, when an owner starts one.
    const jobs = new Jobs(this, 'Jobs', { table: data.table, uploadsBucket: storage.uploadsBucket, email });
    const dataFunction = api.functions.get('data')!;
    // Exactly the one function (grantInvoke would add its versions and aliases too: a wildcard).
    dataFunction.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [jobs.companyExport.functionArn] }));
    dataFunction.addEnvironment('COMPANY_EXPORT_FUNCTION', jobs.companyExport.functionName);

    const web = new Web(this, 'Web', {
      webBucket: storage.webBucket,
      logsBucket: storage.logsBucket,
      uploadsBucket: storage.uploadsBucket,
      apiDomainName: api.originDomainName,
      distDir: config.webDistDir,
      runtimeConfig: {
        stage: config.stage,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        socialProviders: [...auth.socialProviders],
        oauthDomain: auth.oauthDomain ?? null,
      },
    });
    built.web = web;
    // The uploads bucket accepts the browser's uploads from the app's own origin only (set after both exist: see UploadsCors).
    new UploadsCors(this, 'UploadsCors', { bucket: storage.uploadsBucket, origins: [web.appUrl] });

    const alarms = new Alarms(this, 'Alarms', { functions: api.functions, httpApi: api.httpApi, email: config.alarmEmail });

    this.suppressCdkHelperFindings();

    new CfnOutput(this, 'AppUrl', { description: 'The web app', value: web.appUrl });
    new CfnOutput(this, 'ApiUrl', { description: 'The HTTP API endpoint (the app calls it as <AppUrl>/api)', value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: storage.uploadsBucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { description: 'Subscribe here for alarm notifications', value: alarms.topic.topicArn });
  }

  /**
   * BucketDeployment and AwsCustomResource run CDK-owned singleton Lambdas at stack level. Its
   * code and role are CDK's, not ours; the findings are accepted here.
   */
  private suppressCdkHelperFindings(): void {
    for (const child of this.node.children) {
      // AwsCustomResource's singleton (UploadsCors): its role may call PutBucketCors on the uploads bucket, nothing else.
      if (child.node.id.startsWith(AWS_CUSTOM_RESOURCE_SINGLETON)) {
        NagSuppressions.addResourceSuppressions(
          child,
          [
            { id: 'AwsSolutions-IAM4', reason: 'CDK AwsCustomResource handler: AWSLambdaBasicExecutionRole for its own logs.' },
            { id: 'AwsSolutions-L1', reason: 'CDK AwsCustomResource handler: its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.' },
          ],
          true,
        );
        continue;
      }
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          { id: 'AwsSolutions-IAM4', reason: 'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole for its own logs.' },
          {
            id: 'AwsSolutions-IAM5',
            reason: 'CDK BucketDeployment handler: reads the CDK asset objects and writes any key of the web bucket (that is its job).',
          },
          { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment handler: its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.' },
        ],
        true,
      );
    }
  }
}
