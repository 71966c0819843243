import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES, RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES } from './constants';

/*
 * What a company may upload through POST /api/attachments, by purpose: the prefix
 * of the uploads bucket it goes under, the types and the size allowed, and the
 * words that refuse the rest. The request schema (shared/schemas/account.ts), the
 * presigned POST's policy (functions/services/uploads.ts), the records that keep
 * the files and the browser's check before an upload all read this one table.
 * No zod here: a form page checks a picked file without loading the schemas.
 */

export const UPLOAD_PURPOSES = ['document', 'receipt'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadRules {
  /** The S3_PREFIXES entry (shared/s3-prefixes.ts) the file goes under, after the company's id. */
  prefix: 'attachments' | 'receipts';
  contentTypes: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRules> = {
  /** A quote's, invoice's or sales receipt's attachments. */
  document: {
    prefix: 'attachments',
    contentTypes: ATTACHMENT_CONTENT_TYPES,
    maxBytes: ATTACHMENT_MAX_BYTES,
    typeMessage: 'Attach a PDF, an image, a text or CSV file, or a Word or Excel document',
    sizeMessage: `Attachments must be at most ${mb(ATTACHMENT_MAX_BYTES)}`,
  },
  /** An expense's receipt: a photo from the phone's camera or a scan. */
  receipt: {
    prefix: 'receipts',
    contentTypes: RECEIPT_CONTENT_TYPES,
    maxBytes: RECEIPT_MAX_BYTES,
    typeMessage: 'A receipt must be a photo (JPEG, PNG, WebP or HEIC) or a PDF',
    sizeMessage: `A receipt must be at most ${mb(RECEIPT_MAX_BYTES)}`,
  },
};

/** What is wrong with a file of this type and size for the purpose, or undefined when it may be uploaded. */
export function uploadProblem(purpose: UploadPurpose, contentType: string, size: number): string | undefined {
  const rules = UPLOAD_RULES[purpose];
  if (!rules.contentTypes.includes(contentType)) return rules.typeMessage;
  if (size < 1) return 'The file is empty';
  if (size > rules.maxBytes) return rules.sizeMessage;
  return undefined;
}

/**
 * A picked file's type: what the browser says, or from the name where it says
 * nothing (some browsers give a HEIC photo no type).
 */
export function fileTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  if (/\.hei[cf]$/i.test(file.name)) return 'image/heic';
  if (/\.pdf$/i.test(file.name)) return 'application/pdf';
  return '';
}
