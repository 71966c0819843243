import { ulid } from 'ulid';
import { IMAGE_UPLOAD_MAX_BYTES, RECEIPT_LINK_SECONDS } from '../../shared/constants';
import type { AttachmentUploadRequest, AttachmentUploadTicket, UploadRequest, UploadTicket } from '../../shared/schemas/account';
import { prefixOf, S3_PREFIXES, uploadPrefix, type S3Action } from '../../shared/s3-prefixes';
import { UPLOAD_RULES } from '../../shared/upload-purposes';
import { s3Call, s3Client, s3Sdk } from '../lib/s3-client';
import { config } from '../lib/config';
import { currentDomain, currentS3Access } from '../lib/domain-context';

const EXTENSIONS: Record<UploadRequest['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Every key this module signs passes here first. A key under no prefix of
 * shared/s3-prefixes.ts, or one the running domain's function has no grant
 * for, is a programming error: in AWS, S3 would refuse the link (the role
 * lacks the permission); s3rver on the laptop checks neither signatures nor
 * IAM, so without this check only production would notice.
 */
export function checkS3Grant(key: string, action: S3Action): void {
  const prefix = prefixOf(key);
  if (!prefix) throw new Error(`S3 key "${key}" is under no prefix of shared/s3-prefixes.ts`);
  const domain = currentDomain();
  if (domain && !currentS3Access()?.[prefix]?.includes(action)) {
    throw new Error(`The ${domain} function has no ${action} grant on ${S3_PREFIXES[prefix]}* (DOMAIN_S3_ACCESS in shared/s3-prefixes.ts)`);
  }
}

/**
 * A presigned POST that lets the browser put one image straight into S3. The
 * policy pins the key, the exact content type and the size range, so S3 itself
 * refuses anything else; no file passes through Lambda.
 */
export async function createImageUpload(userId: string, req: UploadRequest): Promise<UploadTicket> {
  const key = `${uploadPrefix(userId)}${req.kind}-${ulid()}.${EXTENSIONS[req.contentType]}`;
  checkS3Grant(key, 's3:PutObject');
  const { post: presignedPost } = await s3Sdk();
  const post = await presignedPost.createPresignedPost(await s3Client('public'), {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, IMAGE_UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', req.contentType],
    ],
    Fields: { 'Content-Type': req.contentType },
    Expires: 300,
  });
  return { url: post.url, fields: post.fields, key, previewUrl: await imageUrl(key) };
}

/** A short-lived GET URL for a private image (avatars and logos are not public objects): an hour unless told. */
export async function imageUrl(key: string, expiresIn = 3600): Promise<string> {
  checkS3Grant(key, 's3:GetObject');
  const { s3, presigner } = await s3Sdk();
  return presigner.getSignedUrl(await s3Client('public'), new s3.GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), { expiresIn });
}

/** A file name safe for an S3 key and a download: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/_+/g, '_').replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-120);
}

/**
 * A presigned POST for one file of a purpose (shared/upload-purposes.ts): a sales
 * document's attachment or an expense's receipt, of one of the purpose's types and
 * within its size, straight to S3 under the purpose's prefix and the company's id.
 */
export async function createAttachmentUpload(companyId: string, req: AttachmentUploadRequest): Promise<AttachmentUploadTicket> {
  const rules = UPLOAD_RULES[req.purpose ?? 'document'];
  const key = `${S3_PREFIXES[rules.prefix]}${companyId}/${ulid()}/${safeFileName(req.fileName)}`;
  checkS3Grant(key, 's3:PutObject');
  const { post: presignedPost } = await s3Sdk();
  const post = await presignedPost.createPresignedPost(await s3Client('public'), {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, rules.maxBytes],
      ['eq', '$Content-Type', req.contentType],
    ],
    Fields: { 'Content-Type': req.contentType },
    Expires: 600,
  });
  return { url: post.url, fields: post.fields, key };
}

/** A presigned GET of a stored file, shown in the browser (inline) or saved under its name (attachment). */
async function signedGet(key: string, opts: { fileName: string; disposition: 'inline' | 'attachment'; contentType?: string; expiresIn: number }): Promise<string> {
  checkS3Grant(key, 's3:GetObject');
  const { s3, presigner } = await s3Sdk();
  return presigner.getSignedUrl(
    await s3Client('public'),
    new s3.GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      ResponseContentDisposition: `${opts.disposition}; filename="${safeFileName(opts.fileName)}"`,
      ...(opts.contentType ? { ResponseContentType: opts.contentType } : {}),
    }),
    { expiresIn: opts.expiresIn },
  );
}

/** A short-lived download link that saves the file under its own name. */
export async function attachmentUrl(key: string, name: string): Promise<string> {
  return signedGet(key, { fileName: name, disposition: 'attachment', expiresIn: 3600 });
}

/** A short-lived link that shows a receipt in the browser (an image on the page, a PDF in a tab). */
export async function receiptUrl(key: string, name: string, contentType: string): Promise<string> {
  return signedGet(key, { fileName: name, disposition: 'inline', contentType, expiresIn: RECEIPT_LINK_SECONDS });
}

/*
 * The calls below reach S3 (signing a link above does not): each goes through s3Call, so S3
 * down, slow or failing is a 503 saying so (StorageUnavailable), within the time limit.
 */

/** A stored object's bytes (a company logo to print on a PDF). */
export async function readObject(key: string): Promise<Buffer> {
  checkS3Grant(key, 's3:GetObject');
  const { s3 } = await s3Sdk();
  return s3Call(async (client, options) => {
    const out = await client.send(new s3.GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), options);
    return Buffer.from(await out.Body!.transformToByteArray());
  });
}

/** A stored object's type and size as S3 has them, or undefined when the key holds none (HeadObject needs only s3:GetObject). */
export async function headObject(key: string): Promise<{ contentType: string; size: number } | undefined> {
  checkS3Grant(key, 's3:GetObject');
  const { s3 } = await s3Sdk();
  try {
    const out = await s3Call((client, options) => client.send(new s3.HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }), options));
    return { contentType: out.ContentType ?? '', size: out.ContentLength ?? 0 };
  } catch (e) {
    // Without s3:ListBucket, S3 answers a missing key with 403 rather than 404: both mean "not there".
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) return undefined;
    throw e;
  }
}

/** Whether a key holds an object. */
export async function objectExists(key: string): Promise<boolean> {
  return (await headObject(key)) !== undefined;
}

/**
 * Deletes every object under `prefix` (a company's prefix of one kind of file), a page of
 * up to 1,000 keys at a time (one ListObjectsV2 and one DeleteObjects each); answers how many.
 * In the versioned bucket each becomes a delete marker, and its stored versions are removed
 * by the bucket's lifecycle rule (noncurrent versions: 30 days).
 */
export async function deleteUnder(prefix: string): Promise<number> {
  checkS3Grant(prefix, 's3:ListBucket');
  checkS3Grant(prefix, 's3:DeleteObject');
  const { s3 } = await s3Sdk();
  const Bucket = config.uploadsBucket;
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3Call((client, options) => client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }), options));
    const keys = (page.Contents ?? []).map((o) => o.Key!).filter(Boolean);
    if (keys.length) {
      const out = await s3Call((client, options) =>
        client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }), options),
      );
      if (out.Errors?.length) throw new Error(`S3 could not delete ${out.Errors.length} of ${keys.length} objects under ${prefix} (first: ${out.Errors[0]!.Code})`);
      deleted += keys.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}

/** Deletes one object (a company's logo, stored under the uploader's prefix). Deleting a key that holds nothing succeeds. */
export async function deleteObject(key: string): Promise<void> {
  checkS3Grant(key, 's3:DeleteObject');
  const { s3 } = await s3Sdk();
  await s3Call((client, options) => client.send(new s3.DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: key }), options));
}

/** Stores bytes the server made (a rendered PDF). */
export async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  checkS3Grant(key, 's3:PutObject');
  const { s3 } = await s3Sdk();
  await s3Call((client, options) => client.send(new s3.PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: body, ContentType: contentType }), options));
}

/** A short-lived link that downloads a company's export archive under its name. */
export async function exportUrl(key: string, fileName: string, expiresIn: number): Promise<string> {
  return signedGet(key, { fileName, disposition: 'attachment', contentType: 'application/zip', expiresIn });
}

/** A short-lived link to a PDF: shown in the browser (preview, print) or saved under its name (download). */
export async function pdfUrl(key: string, fileName: string, download: boolean, expiresIn: number): Promise<string> {
  return signedGet(key, { fileName, disposition: download ? 'attachment' : 'inline', contentType: 'application/pdf', expiresIn });
}

/** S3's smallest part of a multipart upload (but the last). */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * A file the server writes in pieces (an export's archive), as one S3 multipart upload: `write`
 * takes bytes as they come and sends a part each 8 MB, `finish` sends the rest and completes it
 * (all three calls are s3:PutObject's). An upload never finished is not aborted here (that would
 * need s3:AbortMultipartUpload, which no role has): the bucket's lifecycle rule drops it after a
 * day. Written here rather than with @aws-sdk/lib-storage, which brings browser stream polyfills
 * into the functions' SDK layer; S3's three calls are all it needs.
 */
export async function streamUpload(key: string, contentType: string) {
  checkS3Grant(key, 's3:PutObject');
  const { s3 } = await s3Sdk();
  const Bucket = config.uploadsBucket;
  const { UploadId } = await s3Call((client, options) => client.send(new s3.CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }), options));
  const parts: { ETag: string; PartNumber: number }[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  const send = async () => {
    const Body = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    const PartNumber = parts.length + 1;
    const { ETag } = await s3Call((client, options) => client.send(new s3.UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body }), options));
    parts.push({ ETag: ETag!, PartNumber });
  };
  return {
    async write(bytes: Uint8Array) {
      pending.push(Buffer.from(bytes));
      pendingBytes += bytes.length;
      size += bytes.length;
      if (pendingBytes >= PART_BYTES) await send();
    },
    async finish(): Promise<number> {
      if (pendingBytes > 0 || parts.length === 0) await send();
      await s3Call((client, options) => client.send(new s3.CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }), options));
      return size;
    },
  };
}
