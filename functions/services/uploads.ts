import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { ATTACHMENT_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants';
import type { AttachmentUploadRequest, AttachmentUploadTicket, UploadRequest, UploadTicket } from '../../shared/schemas/account';
import { s3Client } from '../lib/clients';
import { config } from '../lib/config';

const EXTENSIONS: Record<UploadRequest['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Keys live under the uploader's own prefix, so one user can never claim another's file. */
export const uploadPrefix = (userId: string) => `uploads/${userId}/`;

/**
 * A presigned POST that lets the browser put one image straight into S3. The
 * policy pins the key, the exact content type and the size range, so S3 itself
 * refuses anything else; no file passes through Lambda.
 */
export async function createImageUpload(userId: string, req: UploadRequest): Promise<UploadTicket> {
  const key = `${uploadPrefix(userId)}${req.kind}-${ulid()}.${EXTENSIONS[req.contentType]}`;
  const post = await createPresignedPost(s3Client('public'), {
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

/** A short-lived GET URL for a private image (avatars and logos are not public objects). */
export function imageUrl(key: string): Promise<string> {
  return getSignedUrl(s3Client('public'), new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), { expiresIn: 3600 });
}

/** Attachments live under the company's prefix; a document may only point at keys under its own company's. */
export const attachmentPrefix = (companyId: string) => `attachments/${companyId}/`;

/** A file name safe for an S3 key and a download: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/_+/g, '_').replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-120);
}

/**
 * A presigned POST for one document attachment (quotes, later invoices): up
 * to 10 MB of one of the allowed types, straight to S3 under the company's prefix.
 */
export async function createAttachmentUpload(companyId: string, req: AttachmentUploadRequest): Promise<AttachmentUploadTicket> {
  const key = `${attachmentPrefix(companyId)}${ulid()}/${safeFileName(req.fileName)}`;
  const post = await createPresignedPost(s3Client('public'), {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, ATTACHMENT_MAX_BYTES],
      ['eq', '$Content-Type', req.contentType],
    ],
    Fields: { 'Content-Type': req.contentType },
    Expires: 600,
  });
  return { url: post.url, fields: post.fields, key };
}

/** A short-lived download link that saves the file under its own name. */
export function attachmentUrl(key: string, name: string): Promise<string> {
  return getSignedUrl(
    s3Client('public'),
    new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key, ResponseContentDisposition: `attachment; filename="${safeFileName(name)}"` }),
    { expiresIn: 3600 },
  );
}
