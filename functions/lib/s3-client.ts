import type { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';

type S3Sdk = typeof import('@aws-sdk/client-s3');
type Presigner = typeof import('@aws-sdk/s3-request-presigner');
type PresignedPost = typeof import('@aws-sdk/s3-presigned-post');

/**
 * The S3 SDK (and its link signers), loaded on first use: the sales-document engine can sign an
 * attachment's link, but most requests of a document function never do, and a cold start should not
 * load what a request may not need.
 */
let sdk: Promise<{ s3: S3Sdk; presigner: Presigner; post: PresignedPost }> | undefined;
export function s3Sdk(): Promise<{ s3: S3Sdk; presigner: Presigner; post: PresignedPost }> {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner'), import('@aws-sdk/s3-presigned-post')]).then(([s3, presigner, post]) => ({
    s3,
    presigner,
    post,
  }));
  return sdk;
}

const s3Clients = new Map<string, S3Client>();
/** `public` is the client whose presigned URLs a browser will use. */
export async function s3Client(kind: 'internal' | 'public' = 'internal'): Promise<S3Client> {
  const { s3 } = await s3Sdk();
  let client = s3Clients.get(kind);
  if (!client) {
    const endpoint = kind === 'public' ? config.s3PublicEndpoint : config.s3Endpoint;
    client = new s3.S3Client({
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
