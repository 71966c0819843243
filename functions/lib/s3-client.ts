import type { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';
import { AppError } from './errors';
import { logger } from './logger';
import { outageOf, type Outage } from './outage';

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
  const endpoint = kind === 'public' ? config.s3PublicEndpoint : config.s3Endpoint;
  const timeoutMs = config.s3TimeoutMs;
  // Keyed by what the client is made of: a changed endpoint or time limit (a test's) gets a client of its own.
  const cacheKey = `${kind} ${endpoint ?? ''} ${timeoutMs}`;
  let client = s3Clients.get(cacheKey);
  if (!client) {
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
      // Each attempt is bounded (the SDK's own handler has no time limit): no connection, no answer,
      // or a body that stops coming, within the limit fails it. s3Call bounds the whole call.
      requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true, socketTimeout: timeoutMs },
    });
    s3Clients.set(cacheKey, client);
  }
  return client;
}

const STORAGE_MESSAGES: Record<Outage, string> = {
  timeout: 'File storage did not answer in time. Try again in a moment.',
  unreachable: 'File storage could not be reached. Try again in a moment.',
  failing: 'File storage is not working right now. Try again in a moment.',
};

/** S3 down, slow or failing: a 503 the user reads, rather than a 500 or the function's time-out. */
export class StorageUnavailable extends AppError {
  constructor(readonly outage: Outage) {
    super(503, 'storage_unavailable', STORAGE_MESSAGES[outage]);
  }
}

/**
 * One S3 call (and the reading of its body, when `run` reads it) within config.s3TimeoutMs,
 * retries included: `run` is given the signal to pass as the command's `abortSignal`. S3 down,
 * slow or failing (5xx) is StorageUnavailable; its own answers (a 404, a 403) are thrown as given.
 */
export async function s3Call<T>(run: (client: S3Client, options: { abortSignal: AbortSignal }) => Promise<T>): Promise<T> {
  const client = await s3Client();
  const deadline = AbortSignal.timeout(config.s3TimeoutMs);
  try {
    return await run(client, { abortSignal: deadline });
  } catch (error) {
    const outage = outageOf(error, deadline);
    if (!outage) throw error;
    logger.warn('S3 unavailable', { outage, detail: error instanceof Error ? error.message : String(error) });
    throw new StorageUnavailable(outage);
  }
}
