import os from 'node:os';
import path from 'node:path';
import type { Ports } from '../../../scripts/local/ports';

/** Ports of the integration run's own emulators, apart from npm start's and the e2e run's. */
const dynamodb = Number(process.env.IT_DYNAMODB_PORT ?? 8310);
export const TEST_PORTS: Ports = {
  app: 0,
  dynamodb,
  cognito: Number(process.env.IT_COGNITO_PORT ?? 9310),
  cognitoProxy: Number(process.env.IT_COGNITO_PROXY_PORT ?? 9311),
  s3: Number(process.env.IT_S3_PORT ?? 4310),
  ses: Number(process.env.IT_SES_PORT ?? 8311),
  // The stand-ins follow DynamoDB's port unless moved (8312, 8313 by default), so a run that moves the others moves them too.
  paystack: Number(process.env.IT_PAYSTACK_PORT ?? dynamodb + 2),
  kms: Number(process.env.IT_KMS_PORT ?? dynamodb + 3),
};

export const STATE_FILE = path.join(os.tmpdir(), `kobo-integration-env-${process.env.USER ?? 'ci'}-${TEST_PORTS.dynamodb}.json`);
