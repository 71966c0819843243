import type { Domain } from './routes';

/**
 * The one table of key prefixes in the uploads bucket. Every key the code
 * signs, reads or writes is built from it (functions/services/uploads.ts), the
 * stack grants each function's role from it (infra/lib/constructs/kobo-function.ts),
 * and test/infra/s3-grants.test.ts holds the two together: a prefix the code
 * signs without a grant would be a link that S3 refuses in AWS, while s3rver
 * on the laptop accepts it.
 */
export const S3_PREFIXES = {
  /** Avatars and logos: `uploads/<userId>/<kind>-<ulid>.<ext>`. */
  uploads: 'uploads/',
  /** Document attachments (quotes, invoices, sales receipts): `attachments/<companyId>/<ulid>/<file name>`. */
  attachments: 'attachments/',
  /** PDFs of documents, made on demand and kept by content: `documents/<companyId>/<documentId>/v<version>-<hash>.pdf`. */
  documents: 'documents/',
  /** Expense receipts (photos and PDFs): `receipts/<companyId>/<ulid>/<file name>`. */
  receipts: 'receipts/',
  /** A company's exports (one archive each, removed by a lifecycle rule after EXPORT_KEEP_DAYS): `exports/<companyId>/<exportId>.zip`. */
  exports: 'exports/',
} as const;
export type S3Prefix = keyof typeof S3_PREFIXES;

/**
 * The actions the code takes in the bucket: a POST upload needs PutObject, a download link
 * GetObject; the company deletion lists a company's prefix (ListBucket, granted on the bucket
 * with the prefix as its condition) and deletes what it finds (DeleteObject).
 */
export const S3_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket'] as const;
export type S3Action = (typeof S3_ACTIONS)[number];

export type DomainS3Access = Readonly<Partial<Record<S3Prefix, readonly S3Action[]>>>;

/**
 * What each domain's function does in the uploads bucket, prefix by prefix.
 * Typed over `Domain`, so a domain added to shared/routes.ts does not
 * compile until it says. The stack grants exactly this and nothing more; the
 * signers refuse, at run time and locally too, a key outside the calling
 * domain's entry.
 */
export const DOMAIN_S3_ACCESS: Readonly<Record<Domain, DomainS3Access>> = {
  system: {},
  // Presigns image uploads and their preview/profile links, and attachment and receipt uploads (POST /api/attachments).
  account: { uploads: ['s3:PutObject', 's3:GetObject'], attachments: ['s3:PutObject'], receipts: ['s3:PutObject'] },
  dashboard: {},
  customers: {},
  items: {},
  // Only hand out download links for a document's attachments.
  quotes: { attachments: ['s3:GetObject'] },
  invoices: { attachments: ['s3:GetObject'] },
  payments: {},
  salesreceipts: { attachments: ['s3:GetObject'] },
  // Renders the PDF an e-mail attaches into documents/ (or reads it from there); reads company logos to print them.
  documents: { documents: ['s3:PutObject', 's3:GetObject'], uploads: ['s3:GetObject'] },
  // Renders PDFs into documents/ and links to them (presigned GET); reads company logos to print them.
  pdf: { documents: ['s3:PutObject', 's3:GetObject'], uploads: ['s3:GetObject'] },
  team: {},
  gateways: {},
  // Checks a receipt set on an expense is there, of an allowed type and size (HeadObject), and links to it (presigned GET).
  expenses: { receipts: ['s3:GetObject'] },
  time: {},
  reports: {},
  admin: {},
  // Writes a company's export archive and links to it; reads the files the archive holds (attachments, receipts, the logo).
  data: { exports: ['s3:PutObject', 's3:GetObject'], attachments: ['s3:GetObject'], receipts: ['s3:GetObject'], uploads: ['s3:GetObject'] },
};

/**
 * The company-deletion job's grants (functions/jobs/company-deletion.ts), its only ones in the
 * bucket: it lists and deletes everything under the company's prefixes, and deletes the logo
 * the company names (under the uploader's prefix, so that one by key).
 */
export const COMPANY_DELETION_S3_ACCESS: DomainS3Access = {
  attachments: ['s3:ListBucket', 's3:DeleteObject'],
  documents: ['s3:ListBucket', 's3:DeleteObject'],
  receipts: ['s3:ListBucket', 's3:DeleteObject'],
  exports: ['s3:ListBucket', 's3:DeleteObject'],
  uploads: ['s3:DeleteObject'],
};

/** Which table prefix a key falls under, if any. */
export function prefixOf(key: string): S3Prefix | undefined {
  return (Object.keys(S3_PREFIXES) as S3Prefix[]).find((p) => key.startsWith(S3_PREFIXES[p]));
}

/** A user's own images live under their id, so one user can never claim another's file. */
export const uploadPrefix = (userId: string) => `${S3_PREFIXES.uploads}${userId}/`;

/** Attachments live under the company's prefix; a document may only point at keys under its own company's. */
export const attachmentPrefix = (companyId: string) => `${S3_PREFIXES.attachments}${companyId}/`;

/** A company's expense receipts; an expense may only point at keys under its own company's. */
export const receiptPrefix = (companyId: string) => `${S3_PREFIXES.receipts}${companyId}/`;

/** A company's document PDFs. */
export const documentPrefix = (companyId: string) => `${S3_PREFIXES.documents}${companyId}/`;

/** The shape of an attachment key (company id, upload ulid, file name), checked by the quote schema. */
export const ATTACHMENT_KEY_PATTERN = new RegExp(`^${S3_PREFIXES.attachments.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[A-Za-z0-9-]+\\/[A-Za-z0-9]+\\/[^/]+$`);

/**
 * The shape of a receipt key as the signer makes it (company id, upload ulid, a name
 * safeFileName cleaned): the expenses service refuses any other before asking S3.
 */
export const RECEIPT_KEY_PATTERN = /^receipts\/[A-Za-z0-9-]+\/[0-9A-Za-z]+\/[\w.-]{1,120}$/;

/** A company's export archives. */
export const exportPrefix = (companyId: string) => `${S3_PREFIXES.exports}${companyId}/`;
