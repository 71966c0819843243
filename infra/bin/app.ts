import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { KoboStack } from '../lib/kobo-stack';
import { readStageConfig } from '../lib/stage-config';

const app = new App();
const config = readStageConfig(app.node);

new KoboStack(app, `Kobo-${config.stage}`, {
  config,
  description: `Kobo invoicing (${config.stage})`,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  tags: { app: 'kobo', stage: config.stage },
});

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
