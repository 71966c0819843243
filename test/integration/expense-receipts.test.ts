import fs from 'node:fs';
import path from 'node:path';
import { RECEIPT_MAX_BYTES } from '../../shared/constants';
import { EXPENSE_MESSAGES } from '../../shared/schemas/expense';
import { UPLOAD_RULES } from '../../shared/upload-purposes';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

/*
 * A receipt on an expense: a photo or a PDF uploaded by presigned POST under the
 * company's receipts/ prefix (POST /api/attachments with purpose 'receipt'), then set on
 * the expense, which checks the key is the company's and the object is there with an
 * allowed type and size (HeadObject). A read of the expense answers a short-lived link.
 * s3rver does not enforce a POST policy, so a file the policy would refuse in AWS can be
 * put here: the checks at save time are what refuse it.
 */

type Owner = TestUser & { companyId: string };
type Receipt = { key: string; name: string; size: number; contentType: string };

const png = fs.readFileSync(path.join(__dirname, '../fixtures/logo.png'));
const pdf = Buffer.from('%PDF-1.4\n% Till slip from Shoprite Ikeja\n%%EOF\n');
const trip = { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000 };
const RULES = UPLOAD_RULES.receipt;

/** The browser's upload: a ticket, then the file straight to S3. `storedAs` overrides the Content-Type field (a policy AWS would refuse). */
async function uploadReceipt(user: TestUser, bytes: Buffer, name: string, contentType: string, opts: { storedAs?: string; declaredSize?: number } = {}): Promise<Receipt> {
  const ticket = await call(user, 'POST', '/api/attachments', { body: { purpose: 'receipt', fileName: name, contentType, size: opts.declaredSize ?? bytes.length } });
  if (ticket.status !== 201) throw new Error(`receipt ticket refused: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, k === 'Content-Type' && opts.storedAs ? opts.storedAs : v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.storedAs ?? contentType }));
  const upload = await fetch(ticket.body.url, { method: 'POST', body: form });
  if (upload.status >= 300) throw new Error(`receipt upload refused: ${upload.status} ${await upload.text()}`);
  return { key: ticket.body.key as string, name, size: opts.declaredSize ?? bytes.length, contentType };
}

const create = (user: TestUser, body: Record<string, unknown>) => call(user, 'POST', '/api/expenses', { body });
const put = (user: TestUser, id: string, body: Record<string, unknown>) => call(user, 'PUT', `/api/expenses/${id}`, { body });
const read = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/expenses/${id}`)).body;
const listed = async (user: TestUser) => (await call(user, 'GET', '/api/expenses')).body.items as { expenseId: string; hasReceipt: boolean }[];

async function writesNothing(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

/** The bytes and headers its link answers. */
async function download(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('expense receipts: upload, attach, read', () => {
  it('attaches a photo on create; the detail answers a short-lived link to its bytes; the list says it has one', async () => {
    const owner = await onboardedUser();
    const receipt = await uploadReceipt(owner, png, 'Till slip.png', 'image/png');
    expect(receipt.key).toMatch(new RegExp(`^receipts/${owner.companyId}/[0-9A-Z]+/Till_slip\\.png$`));
    const res = await create(owner, { ...trip, vendor: 'Bolt', receipt });
    expect(res.status).toBe(201);
    expect(res.body.receipt).toEqual({ ...receipt, url: expect.any(String) });
    const id = res.body.expenseId as string;

    const got = await read(owner, id);
    expect(got.receipt).toEqual({ ...receipt, url: expect.any(String) });
    const url = new URL(got.receipt.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(await download(got.receipt.url)).toEqual({ status: 200, type: 'image/png', disposition: 'inline; filename="Till_slip.png"', bytes: png });

    const other = await create(owner, { ...trip, vendor: 'No receipt' });
    expect(other.body).not.toHaveProperty('receipt');
    const items = await listed(owner);
    expect(items.map((e) => [e.expenseId, e.hasReceipt])).toEqual([
      [other.body.expenseId, false],
      [id, true],
    ]);
    expect(items[1]).not.toHaveProperty('receipt');
  });

  it('replaces the photo with a PDF, keeps it through an edit that sends it back, and removes it', async () => {
    const owner = await onboardedUser();
    const photo = await uploadReceipt(owner, png, 'photo.png', 'image/png');
    const id = (await create(owner, { ...trip, vendor: 'Shoprite', receipt: photo })).body.expenseId as string;

    const slip = await uploadReceipt(owner, pdf, 'Shoprite slip.pdf', 'application/pdf');
    const replaced = await put(owner, id, { ...trip, vendor: 'Shoprite', receipt: slip, version: 0 });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ version: 1, receipt: { ...slip, url: expect.any(String) } });
    const got = await read(owner, id);
    expect(await download(got.receipt.url)).toEqual({ status: 200, type: 'application/pdf', disposition: 'inline; filename="Shoprite_slip.pdf"', bytes: pdf });

    // Sent back as it was (the edit form does): nothing changes, not even the version.
    const same = await put(owner, id, { ...trip, vendor: 'Shoprite', receipt: slip });
    expect(same.body).toMatchObject({ version: 1, receipt: slip });
    // Another field changes: the receipt stays.
    expect((await put(owner, id, { ...trip, vendor: 'Shoprite Ikeja', receipt: slip })).body).toMatchObject({ version: 2, receipt: slip });

    // Left out of the full replace: removed.
    const removed = await put(owner, id, { ...trip, vendor: 'Shoprite Ikeja', version: 2 });
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty('receipt');
    expect(removed.body.version).toBe(3);
    expect(await read(owner, id)).not.toHaveProperty('receipt');
    expect((await listed(owner))[0]!.hasReceipt).toBe(false);
  });

  it('keeps the receipt when the expense is marked reimbursed', async () => {
    const owner = await onboardedUser();
    const photo = await uploadReceipt(owner, png, 'fuel.png', 'image/png');
    const id = (await create(owner, { ...trip, reimbursable: true, receipt: photo })).body.expenseId as string;
    const res = await call(owner, 'POST', `/api/expenses/${id}/reimbursed`, { body: { reimbursed: true } });
    expect(res.body).toMatchObject({ reimbursement: 'reimbursed', receipt: { ...photo, url: expect.any(String) } });
  });
});

describe('expense receipts: refused', () => {
  it('refuses a ticket for a receipt of the wrong type or over the size limit, naming the field', async () => {
    const owner = await onboardedUser();
    const ticket = (body: Record<string, unknown>) => call(owner, 'POST', '/api/attachments', { body: { purpose: 'receipt', fileName: 'slip', ...body } });
    for (const contentType of ['text/plain', 'image/gif', 'application/zip', '']) {
      const res = await ticket({ contentType, size: 100 });
      expect([contentType, res.status, res.body.error.fields]).toEqual([contentType, 400, { contentType: RULES.typeMessage }]);
    }
    const big = await ticket({ contentType: 'image/jpeg', size: RECEIPT_MAX_BYTES + 1 });
    expect([big.status, big.body.error.fields]).toEqual([400, { size: RULES.sizeMessage }]);
    expect((await ticket({ contentType: 'image/jpeg', size: 0 })).body.error.fields).toEqual({ size: 'The file is empty' });
    expect((await ticket({ contentType: 'image/heic', size: RECEIPT_MAX_BYTES })).status).toBe(201);
    expect((await ticket({ purpose: 'photo', contentType: 'image/png', size: 10 })).status).toBe(400);
    // A document's attachment keeps its own rules (a text file is fine there).
    const doc = await call(owner, 'POST', '/api/attachments', { body: { fileName: 'notes.txt', contentType: 'text/plain', size: 100 } });
    expect(doc.status).toBe(201);
    expect(doc.body.key).toMatch(new RegExp(`^attachments/${owner.companyId}/`));
  });

  it('refuses a receipt of the wrong type, too large, another company’s, made up or never uploaded: 400 naming it, nothing written', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser('Other Company');
    const theirs = await uploadReceipt(other, png, 'theirs.png', 'image/png');
    const mine = await uploadReceipt(owner, png, 'mine.png', 'image/png');
    const document = await call(owner, 'POST', '/api/attachments', { body: { fileName: 'a.png', contentType: 'image/png', size: png.length } });
    // Put where the policies (type pinned, size range) would refuse them in AWS.
    const html = await uploadReceipt(owner, Buffer.from('<script>alert(1)</script>'), 'slip.png', 'image/png', { storedAs: 'text/html' });
    const huge = await uploadReceipt(owner, Buffer.alloc(RECEIPT_MAX_BYTES + 1, 1), 'huge.jpg', 'image/jpeg', { declaredSize: 1000 });
    const neverUploaded = { ...mine, key: mine.key.replace(/\/[0-9A-Z]+\//, '/01HZZZZZZZZZZZZZZZZZZZZZZZ/') };

    const refused = async (receipt: Record<string, unknown>) => {
      const res = await create(owner, { ...trip, receipt });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      return res.body.error.fields as Record<string, string>;
    };
    await writesNothing(owner, async () => {
      expect(await refused({ ...mine, contentType: 'text/plain' })).toEqual({ 'receipt.contentType': RULES.typeMessage });
      expect(await refused({ ...mine, size: RECEIPT_MAX_BYTES + 1 })).toEqual({ 'receipt.size': RULES.sizeMessage });
      expect(await refused({ ...mine, name: '' })).toEqual({ 'receipt.name': 'The receipt needs a name' });
      expect(await refused({ ...mine, url: 'https://example.com/x.png' })).toEqual({ 'receipt.url': 'Unknown field' });
      for (const key of [
        theirs.key,
        neverUploaded.key,
        document.body.key,
        `uploads/${owner.userId}/logo-01HZZZZZZZZZZZZZZZZZZZZZZZ.png`,
        `receipts/${owner.companyId}/../${other.companyId}/x.png`,
        'receipts/',
        'made-up',
      ]) {
        expect([key, await refused({ ...mine, key })]).toEqual([key, { receipt: EXPENSE_MESSAGES.receiptNotUploaded }]);
      }
      expect(await refused(html)).toEqual({ receipt: RULES.typeMessage });
      expect(await refused(huge)).toEqual({ receipt: RULES.sizeMessage });
      expect(await refused({ ...mine, size: mine.size + 1 })).toEqual({ receipt: EXPENSE_MESSAGES.receiptMismatch });
      expect(await refused({ ...mine, contentType: 'image/jpeg' })).toEqual({ receipt: EXPENSE_MESSAGES.receiptMismatch });
    });
    expect(await listed(owner)).toEqual([]);
    // The company's own upload is fine.
    expect((await create(owner, { ...trip, receipt: mine })).status).toBe(201);
  });

  it('refuses a bad receipt on an edit too, leaving the expense and its receipt as they were', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser('Other Company');
    const mine = await uploadReceipt(owner, png, 'mine.png', 'image/png');
    const theirs = await uploadReceipt(other, pdf, 'theirs.pdf', 'application/pdf');
    const id = (await create(owner, { ...trip, receipt: mine })).body.expenseId as string;
    const { receipt: _url, ...before } = await read(owner, id);
    await writesNothing(owner, async () => {
      const res = await put(owner, id, { ...trip, receipt: theirs, version: 0 });
      expect([res.status, res.body.error.fields]).toEqual([400, { receipt: EXPENSE_MESSAGES.receiptNotUploaded }]);
    });
    const { receipt, ...after } = await read(owner, id);
    expect(after).toEqual(before);
    expect(receipt).toEqual({ ...mine, url: expect.any(String) });
    // Another company cannot read it through its own expense either: the key is refused, so no link is ever signed for it.
    expect((await create(other, { ...trip, receipt: mine })).body.error.fields).toEqual({ receipt: EXPENSE_MESSAGES.receiptNotUploaded });
  });
});
