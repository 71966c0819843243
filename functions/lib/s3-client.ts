import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';

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
