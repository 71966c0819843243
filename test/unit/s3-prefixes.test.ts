import { runAsDomain } from '../../functions/lib/domain-context';
import { attachmentUrl, createAttachmentUpload, createImageUpload, imageUrl } from '../../functions/services/uploads';
import { attachmentSchema } from '../../shared/schemas/quote';
import { ATTACHMENT_KEY_PATTERN, attachmentPrefix, prefixOf, uploadPrefix } from '../../shared/s3-prefixes';

// Presigning is offline; a local-style client needs no AWS credentials. The config reads these on first use.
process.env.UPLOADS_BUCKET ??= 'kobo-test-uploads';
process.env.S3_ENDPOINT ??= 'http://127.0.0.1:1';

const attachment = { fileName: 'Price list.pdf', contentType: 'application/pdf', size: 100 } as const;
const attachmentKey = 'attachments/company-1/01J0000000000000000000000/Price_list.pdf';

describe('the S3 prefix table', () => {
  it('builds keys under its prefixes, and the quote schema accepts exactly the attachment keys the signer makes', async () => {
    expect(prefixOf(uploadPrefix('user-1'))).toBe('uploads');
    expect(prefixOf(attachmentPrefix('company-1'))).toBe('attachments');
    expect(prefixOf('exports/company-1/a.csv')).toBeUndefined();
    const { key } = await createAttachmentUpload('company-1', attachment);
    expect(key).toMatch(ATTACHMENT_KEY_PATTERN);
    expect(attachmentSchema.safeParse({ key, name: 'Price list.pdf', size: 100, contentType: 'application/pdf' }).success).toBe(true);
    expect(ATTACHMENT_KEY_PATTERN.test('uploads/company-1/01J0000000000000000000000/a.pdf')).toBe(false);
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
    await expect(imageUrl('exports/company-1/a.csv')).rejects.toThrow(/under no prefix/);
    await expect(runAsDomain('account', () => imageUrl('avatar.png'))).rejects.toThrow(/under no prefix/);
  });
});
