import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';

/** SDK clients are made once per container and reused by every request. */
let dynamo: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const endpoint = config.dynamoEndpoint;
    dynamo = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: config.region,
        ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return dynamo;
}

const s3Clients = new Map<string, S3Client>();
/** `public` is the client whose presigned URLs a browser will use. */
export function s3Client(kind: 'internal' | 'public' = 'internal'): S3Client {
  let client = s3Clients.get(kind);
  if (!client) {
    const endpoint = kind === 'public' ? config.s3PublicEndpoint : config.s3Endpoint;
    client = new S3Client({
      region: config.region,
      ...(endpoint
        ? {
            endpoint,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
    s3Clients.set(kind, client);
  }
  return client;
}
