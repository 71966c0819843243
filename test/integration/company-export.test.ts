import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { EXPORT_MESSAGES } from '../../shared/schemas/company-data';
import { companyPartitions, partitionItems } from '../../functions/services/company-data/partitions';
import { call, memberOf, onboardedUser, startApi, stopApi, type Answer } from './helpers/api';
import { seededCompany, type Company } from './helpers/contract';
import { restoreLocally } from '../../scripts/restore-drill';

/*
 * An owner exports everything the company has: the export runs in the background (locally in
 * the API's process, as the job's function would in AWS), the list shows its stage and counts
 * as it goes, and the archive it links to for five minutes holds every item of every partition
 * of the company as stored, each kind of record as a CSV table, a PDF of every document, and
 * the files the records point to.
 */

jest.setTimeout(120_000);

beforeAll(startApi);
afterAll(stopApi);

const show = (r: Answer) => `${r.status} ${JSON.stringify(r.body)}`;

async function attach(co: Company, bytes: Buffer): Promise<{ key: string; name: string; size: number; contentType: string }> {
  const ticket = await call(co, 'POST', '/api/attachments', { body: { fileName: 'Price list.pdf', contentType: 'application/pdf', size: bytes.length } });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return { key: ticket.body.key, name: 'Price list.pdf', size: bytes.length, contentType: 'application/pdf' };
}

async function finished(co: Company, exportId: string) {
  for (let i = 0; i < 200; i++) {
    const list = await call(co, 'GET', '/api/settings/data/exports');
    const mine = (list.body.items as { exportId: string; status: string }[]).find((x) => x.exportId === exportId);
    if (mine && mine.status !== 'running') return mine as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export did not finish');
}

it('an owner exports the company: every stored item, the tables, a PDF of each document and the attached files, through a short-lived link', async () => {
  const co = await seededCompany();
  const priceList = Buffer.from('%PDF-1.4\n% price list of Ada Foods\n');
  const attachment = await attach(co, priceList);
  const withFile = await call(co, 'POST', '/api/quotes', {
    body: { customerId: co.customerId, quoteDate: '2026-11-20', lines: [{ name: 'Garri (50kg)', quantity: 2, rateKobo: 3_500_000, taxRate: 7.5 }], attachments: [attachment] },
  });
  expect(show(withFile)).toMatch(/^201 /);

  expect((await call(co, 'GET', '/api/settings/data/exports')).body).toEqual({ items: [] });
  const started = await call(co, 'POST', '/api/settings/data/exports');
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: 'running', stage: 'records', startedBy: expect.any(String) });
  const done = await finished(co, started.body.exportId);
  expect(done).toMatchObject({ status: 'ready', pdfs: 9, files: 1, sizeBytes: expect.any(Number), expiresAt: expect.any(String) });
  // Kept seven days.
  expect(Date.parse(done.expiresAt as string) - Date.parse(done.finishedAt as string)).toBe(7 * 86_400_000);

  const link = await call(co, 'GET', `/api/settings/data/exports/${started.body.exportId}/download`);
  expect(link.status).toBe(200);
  expect(link.body).toMatchObject({ fileName: expect.stringMatching(/^kobo-export-\d{4}-\d{2}-\d{2}\.zip$/), expiresInSeconds: 300 });
  const res = await fetch(link.body.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kobo-export-/);
  const zip = new Uint8Array(await res.arrayBuffer());
  const files = unzipSync(zip);
  const names = Object.keys(files);

  // Every item the company has, as stored: the same keys the partitions hold now.
  const stored: string[] = [];
  for await (const p of companyPartitions(co.companyId)) for await (const items of partitionItems(p.pk)) for (const item of items) if (item.__edb_e__ !== 'companyexport') stored.push(`${item.pk} | ${item.sk}`);
  const exported = names
    .filter((n) => n.startsWith('records/'))
    .flatMap((n) => strFromU8(files[n]!).trim().split('\n').map((l) => JSON.parse(l) as { pk: string; sk: string; __edb_e__?: string }))
    .filter((item) => item.__edb_e__ !== 'companyexport')
    .map((item) => `${item.pk} | ${item.sk}`);
  expect(exported.sort()).toEqual(stored.sort());
  expect(done.records).toBeGreaterThanOrEqual(stored.length);

  // The tables a person opens: the customers by name, the documents with their numbers.
  const customers = Papa.parse<Record<string, string>>(strFromU8(files['csv/customers.csv']!).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  expect(customers.map((c) => c.displayName).sort()).toEqual(['Ada Foods', 'Bola Stores']);
  const documents = Papa.parse<Record<string, string>>(strFromU8(files['csv/documents.csv']!).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  expect(documents.map((d) => d.number).sort()).toEqual(['INV-000001', 'INV-000002', 'PMT-00001', 'PMT-00002', 'QT-00001', 'QT-00002', 'QT-00003', 'SR-00001', 'SR-00002']);
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'csv/items.csv', 'csv/document-lines.csv', 'csv/expenses.csv', 'csv/time-entries.csv', 'csv/projects.csv', 'records/company.jsonl', 'records/tallies.jsonl']));

  // A PDF of every document, and the attachment as it was uploaded.
  expect(names.filter((n) => n.startsWith('pdf/')).sort()).toEqual(
    ['invoice/INV-000001', 'invoice/INV-000002', 'payment/PMT-00001', 'payment/PMT-00002', 'quote/QT-00001', 'quote/QT-00002', 'quote/QT-00003', 'salesreceipt/SR-00001', 'salesreceipt/SR-00002'].map((n) => `pdf/${n}.pdf`),
  );
  expect(strFromU8(files['pdf/invoice/INV-000001.pdf']!.slice(0, 5))).toBe('%PDF-');
  expect(Buffer.from(files[`files/${attachment.key}`]!).equals(priceList)).toBe(true);

  // The restore drill: the archive written back into a fresh DynamoDB Local is the company's data, item for item.
  const drill = await restoreLocally(zip);
  expect(drill).toEqual({ companyId: co.companyId, items: stored.length, partitions: expect.any(Number), differences: [] });
});

it('one export at a time; only owners; another company’s export is not found', async () => {
  const owner = await onboardedUser();
  const first = await call(owner, 'POST', '/api/settings/data/exports');
  expect(first.status).toBe(202);
  const again = await call(owner, 'POST', '/api/settings/data/exports');
  // Either refused while the first runs, or (on a fast machine) the first was already done.
  if (again.status !== 202) expect(again).toEqual({ status: 409, body: { error: { code: 'export_running', message: EXPORT_MESSAGES.running } } });
  const admin = await memberOf(owner, 'admin');
  expect((await call(admin, 'GET', '/api/settings/data/exports')).status).toBe(403);
  const other = await onboardedUser();
  expect((await call(other, 'GET', `/api/settings/data/exports/${first.body.exportId}/download`)).status).toBe(404);
});

it('an export whose archive cannot be stored is marked failed, and the next one is made', async () => {
  const owner = await onboardedUser();
  const s3 = process.env.S3_ENDPOINT;
  // The file store down: nothing answers there.
  process.env.S3_ENDPOINT = 'http://127.0.0.1:9';
  try {
    const failed = await call(owner, 'POST', '/api/settings/data/exports');
    expect(await finished(owner as Company, failed.body.exportId)).toMatchObject({ status: 'failed', finishedAt: expect.any(String) });
  } finally {
    process.env.S3_ENDPOINT = s3;
  }
  const next = await call(owner, 'POST', '/api/settings/data/exports');
  expect(next.status).toBe(202);
  expect(await finished(owner as Company, next.body.exportId)).toMatchObject({ status: 'ready' });
  expect((await call(owner, 'GET', '/api/settings/data/exports')).body.items.map((x: { status: string }) => x.status)).toEqual(['ready', 'failed']);
});
