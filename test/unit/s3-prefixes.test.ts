import { runAsDomain } from '../../functions/lib/domain-context';
import { attachmentUrl, createAttachmentUpload, createImageUpload, imageUrl, receiptUrl } from '../../functions/services/uploads';
import { attachmentUploadRequestSchema } from '../../shared/schemas/account';
import { attachmentSchema } from '../../shared/schemas/quote';
import { fileTypeOf, UPLOAD_RULES, uploadProblem } from '../../shared/upload-purposes';
import { ATTACHMENT_KEY_PATTERN, attachmentPrefix, prefixOf, RECEIPT_KEY_PATTERN, receiptPrefix, uploadPrefix } from '../../shared/s3-prefixes';

// Presigning is offline; a local-style client needs no AWS credentials. The config reads these on first use.
process.env.UPLOADS_BUCKET ??= 'kobo-test-uploads';
process.env.S3_ENDPOINT ??= 'http://127.0.0.1:1';

const attachment = { fileName: 'Price list.pdf', contentType: 'application/pdf', size: 100 } as const;
const attachmentKey = 'attachments/company-1/01J0000000000000000000000/Price_list.pdf';

describe('the S3 prefix table', () => {
  it('builds keys under its prefixes, and the quote schema accepts exactly the attachment keys the signer makes', async () => {
    expect(prefixOf(uploadPrefix('user-1'))).toBe('uploads');
    expect(prefixOf(attachmentPrefix('company-1'))).toBe('attachments');
    expect(prefixOf('backups/company-1/a.csv')).toBeUndefined();
    const { key } = await createAttachmentUpload('company-1', attachment);
    expect(key).toMatch(ATTACHMENT_KEY_PATTERN);
    expect(attachmentSchema.safeParse({ key, name: 'Price list.pdf', size: 100, contentType: 'application/pdf' }).success).toBe(true);
    expect(ATTACHMENT_KEY_PATTERN.test('uploads/company-1/01J0000000000000000000000/a.pdf')).toBe(false);
  });
});

describe('receipts', () => {
  const receipt = { purpose: 'receipt', fileName: 'Till slip (1).JPG', contentType: 'image/jpeg', size: 100 } as const;

  it('go under the company’s receipts prefix, in the shape the expenses service accepts', async () => {
    const { key } = await createAttachmentUpload('company-1', receipt);
    expect(key.startsWith(receiptPrefix('company-1'))).toBe(true);
    expect(prefixOf(key)).toBe('receipts');
    expect(key).toMatch(RECEIPT_KEY_PATTERN);
    expect(key).not.toMatch(ATTACHMENT_KEY_PATTERN);
    expect(RECEIPT_KEY_PATTERN.test('receipts/company-1/../company-2/x.png')).toBe(false);
    expect(RECEIPT_KEY_PATTERN.test('receipts/company-1/01J0000000000000000000000/a b.png')).toBe(false);
  });

  it('are uploaded through account and read (HeadObject, link) by expenses only', async () => {
    const key = 'receipts/company-1/01J0000000000000000000000/Till_slip.jpg';
    await expect(runAsDomain('account', () => createAttachmentUpload('company-1', receipt))).resolves.toMatchObject({ key: expect.stringMatching(/^receipts\//) });
    const url = await runAsDomain('expenses', () => receiptUrl(key, 'Till slip.jpg', 'image/jpeg'));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(new URL(url).searchParams.get('response-content-disposition')).toBe('inline; filename="Till_slip.jpg"');
    await expect(runAsDomain('expenses', () => createAttachmentUpload('company-1', receipt))).rejects.toThrow(/expenses function has no s3:PutObject grant on receipts\//);
    await expect(runAsDomain('quotes', () => receiptUrl(key, 'a.jpg', 'image/jpeg'))).rejects.toThrow(/quotes function has no s3:GetObject grant on receipts\//);
    await expect(runAsDomain('expenses', () => attachmentUrl(attachmentKey, 'a.pdf'))).rejects.toThrow(/expenses function has no s3:GetObject grant on attachments\//);
  });
});

describe('upload purposes', () => {
  it('check a file in the browser exactly as the request schema does', () => {
    const cases = [
      ['receipt', 'image/jpeg', 5_000_000],
      ['receipt', 'image/heic', 100],
      ['receipt', 'application/pdf', UPLOAD_RULES.receipt.maxBytes + 1],
      ['receipt', 'text/plain', 100],
      ['receipt', 'image/gif', 100],
      ['receipt', 'image/png', 0],
      ['document', 'text/plain', 100],
      ['document', 'image/heic', 100],
      ['document', 'application/pdf', UPLOAD_RULES.document.maxBytes + 1],
    ] as const;
    for (const [purpose, contentType, size] of cases) {
      const problem = uploadProblem(purpose, contentType, size);
      const parsed = attachmentUploadRequestSchema.safeParse({ purpose, fileName: 'f', contentType, size });
      expect({ purpose, contentType, size, problem }).toEqual({ purpose, contentType, size, problem: parsed.success ? undefined : parsed.error.issues[0]!.message });
    }
    expect(uploadProblem('receipt', 'text/plain', 1)).toBe(UPLOAD_RULES.receipt.typeMessage);
    expect(uploadProblem('receipt', 'image/png', UPLOAD_RULES.receipt.maxBytes + 1)).toBe(UPLOAD_RULES.receipt.sizeMessage);
  });

  it('name a picked file’s type from its name where the browser gives none', () => {
    expect(fileTypeOf({ name: 'IMG_0042.HEIC', type: '' })).toBe('image/heic');
    expect(fileTypeOf({ name: 'slip.pdf', type: '' })).toBe('application/pdf');
    expect(fileTypeOf({ name: 'slip.png', type: 'image/png' })).toBe('image/png');
    expect(fileTypeOf({ name: 'notes', type: '' })).toBe('');
  });
});

describe('the signers', () => {
  it('sign for a domain only what its function is granted, as S3 would in AWS', async () => {
    await expect(runAsDomain('account', () => createAttachmentUpload('company-1', attachment))).resolves.toMatchObject({ key: expect.any(String) });
    await expect(runAsDomain('account', () => createImageUpload('user-1', { kind: 'avatar', contentType: 'image/png', size: 10 }))).resolves.toBeDefined();
    await expect(runAsDomain('quotes', () => attachmentUrl(attachmentKey, 'Price list.pdf'))).resolves.toContain('/attachments/company-1/');
    // quotes only reads attachments; customers has no S3 grant at all.
    await expect(runAsDomain('quotes', () => createAttachmentUpload('company-1', attachment))).rejects.toThrow(/quotes function has no s3:PutObject grant on attachments\//);
    await expect(runAsDomain('quotes', () => imageUrl('uploads/user-1/avatar.png'))).rejects.toThrow(/no s3:GetObject grant on uploads\//);
    await expect(runAsDomain('customers', () => attachmentUrl(attachmentKey, 'a.pdf'))).rejects.toThrow(/customers function/);
  });

  it('refuse a key under no prefix of the table, inside a domain or not', async () => {
    await expect(imageUrl('backups/company-1/a.csv')).rejects.toThrow(/under no prefix/);
    await expect(runAsDomain('account', () => imageUrl('avatar.png'))).rejects.toThrow(/under no prefix/);
  });
});
