import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { DOCUMENT_KINDS } from '../../../shared/constants';
import { writeCsv, type CsvColumn } from '../../../shared/csv/csv';
import type { PrintableKind } from '../../../shared/documents/printable';
import { exportPrefix, prefixOf } from '../../../shared/s3-prefixes';
import { EXPORT_KEEP_DAYS, type EXPORT_STAGES } from '../../../shared/schemas/company-data';
import { db } from '../../entities/table';
import { logger } from '../../lib/logger';
import { logoBytes, readCompany, readPrintable, readTemplate } from '../pdf/documents';
import { readObject, streamUpload } from '../uploads';
import { companyPartitions, partitionItems } from './partitions';

/*
 * One export's archive (a ZIP), streamed to the uploads bucket as it is made
 * (exports/<companyId>/<exportId>.zip, kept EXPORT_KEEP_DAYS):
 *   README.txt                 what each file holds
 *   records/<family>.jsonl     every item of every partition of the company, as stored, one per line:
 *                              every record and its history, the settings, the tallies (what a restore writes back)
 *   csv/<entity>.csv           each kind of record as a table (customers, items, quotes, invoices, their lines,
 *                              payments, expenses, projects, time entries ...), nested fields as JSON
 *   pdf/<kind>/<number>.pdf    every quote, invoice, sales receipt and payment, drawn with the company's template
 *   files/<key>                the files the records point to: attachments, expense receipts, the logo
 * The export's item moves on as it goes (stage, done of total), a few writes a second at most.
 */

type Stage = (typeof EXPORT_STAGES)[number];

/** Entities whose items each become a CSV table of their own, under these file names. */
const CSV_FILES: Record<string, string> = {
  company: 'company',
  member: 'members',
  subscription: 'subscription',
  taxrate: 'tax-rates',
  expensecategory: 'expense-categories',
  salesperson: 'salespeople',
  billingcharge: 'billing-charges',
  customer: 'customers',
  customeraddress: 'customer-addresses',
  contactperson: 'contact-persons',
  item: 'items',
  salesdocument: 'documents',
  documentlines: 'document-lines',
  expense: 'expenses',
  recurringexpense: 'recurring-expenses',
  project: 'projects',
  projecttask: 'project-tasks',
  timeentry: 'time-entries',
};

/** Keys of the table's own (DynamoDB's and ElectroDB's), left out of the CSV tables. */
const INTERNAL = /^(pk|sk|gsi\d(pk|sk)|__edb_[ev]__)$/;

const PROGRESS_EVERY_MS = 1000;

function progress(companyId: string, exportId: string) {
  let last = 0;
  let current: Stage = 'records';
  return async (stage: Stage, done: number, total: number, force = false) => {
    if (!force && stage === current && Date.now() - last < PROGRESS_EVERY_MS) return;
    current = stage;
    last = Date.now();
    await db().entities.companyExport.patch({ companyId, exportId }).set({ stage, done, total }).go();
  };
}

/**
 * The archive's ZIP, sent to S3 in parts as fflate makes it. fflate hands over its bytes
 * synchronously; each is queued on the upload in order, and `finish` waits for the last.
 */
async function archiveUpload(key: string) {
  const upload = await streamUpload(key, 'application/zip');
  let queue: Promise<void> = Promise.resolve();
  let failed: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else queue = queue.then(() => upload.write(chunk));
  });
  const add = async (name: string, bytes: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
    // Keep at most one part's worth waiting: the archive is never all in memory.
    await queue;
  };
  return {
    text: (name: string, content: string) => add(name, Buffer.from(content, 'utf8'), true),
    binary: (name: string, bytes: Uint8Array) => add(name, bytes, false),
    finish: async () => {
      zip.end();
      await queue;
      if (failed) throw failed;
      return upload.finish();
    },
    /** Waits for what was being sent; the unfinished upload is left to the bucket's lifecycle rule. */
    abandon: async () => {
      await queue.catch(() => undefined);
    },
  };
}

/** A kind of record as a table: every field any of its items has, nested ones as JSON, through the one CSV writer (its byte-order mark, its guard against cells a spreadsheet would run). */
const csvOf = (rows: Record<string, unknown>[]) => {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => !INTERNAL.test(k))))].sort();
  const columns: CsvColumn<Record<string, unknown>>[] = fields.map((f) => ({
    header: f,
    path: null,
    write: (r) => (r[f] === undefined || r[f] === null ? '' : typeof r[f] === 'object' ? JSON.stringify(r[f]) : String(r[f])),
  }));
  return writeCsv(columns, rows);
};

const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');

const README = (companyName: string, at: string) => `Kobo export of ${companyName}, made ${at} (UTC).

records/<kind>.jsonl   Every item Kobo keeps for the company, as stored, one JSON object a line:
                       every record with its history, the settings, the team, the report tallies.
csv/<table>.csv        Each kind of record as a table (UTF-8; nested fields as JSON). Amounts are in kobo
                       (100 kobo = 1 naira).
pdf/<kind>/<no>.pdf    Every quote, invoice, sales receipt and payment, drawn with the company's PDF template.
files/...              The files the records point to: document attachments, expense receipts, the logo.
`;

/**
 * Builds the export's archive and marks it ready (or failed). Safe to run again for the same
 * export (Lambda retries an asynchronous invocation that failed): it writes the same key over.
 */
export async function buildExport(companyId: string, exportId: string): Promise<void> {
  const key = `${exportPrefix(companyId)}${exportId}.zip`;
  const step = progress(companyId, exportId);
  let archive: Awaited<ReturnType<typeof archiveUpload>> | undefined;
  try {
    archive = await archiveUpload(key);
    const company = await readCompany(companyId);
    await archive.text('README.txt', README(company.name, new Date().toISOString()));

    // Records: every partition, as stored, by family; the tables by entity.
    const byFamily = new Map<string, string[]>();
    const byEntity = new Map<string, Record<string, unknown>[]>();
    const documents: { kind: PrintableKind; documentId: string; number: string }[] = [];
    const files = new Set<string>();
    let records = 0;
    let partitions = 0;
    if (company.logoKey) files.add(company.logoKey);
    for await (const p of companyPartitions(companyId)) {
      for await (const items of partitionItems(p.pk)) {
        const lines = byFamily.get(p.family) ?? [];
        for (const item of items) {
          lines.push(JSON.stringify(item));
          records++;
          const entity = String(item.__edb_e__ ?? '');
          if (CSV_FILES[entity]) (byEntity.get(entity) ?? byEntity.set(entity, []).get(entity)!).push(item);
          if (entity === 'salesdocument' && (DOCUMENT_KINDS as readonly string[]).includes(String(item.kind))) documents.push({ kind: item.kind as PrintableKind, documentId: String(item.documentId), number: String(item.number) });
          for (const a of (item.attachments as { key?: string }[] | undefined) ?? []) if (a.key) files.add(a.key);
          const receipt = (item.receipt as { key?: string } | undefined)?.key;
          if (entity === 'expense' && receipt) files.add(receipt);
        }
        byFamily.set(p.family, lines);
      }
      await step('records', ++partitions, 0);
    }
    for (const [family, lines] of byFamily) await archive.text(`records/${family}.jsonl`, `${lines.join('\n')}\n`);
    for (const [entity, rows] of byEntity) await archive.text(`csv/${CSV_FILES[entity]}.csv`, csvOf(rows));

    // PDFs: each document drawn as the PDF route draws it, without storing it.
    await step('pdfs', 0, documents.length, true);
    const template = await readTemplate(companyId);
    const logo = await logoBytes(company, template);
    const { renderPdf } = await import('../pdf/render');
    let pdfs = 0;
    for (const d of documents) {
      const doc = await readPrintable(d.kind, companyId, d.documentId, company);
      await archive.binary(`pdf/${d.kind}/${safe(d.number)}.pdf`, await renderPdf({ doc: doc.printable, template, logo }));
      await step('pdfs', ++pdfs, documents.length);
    }

    // Files the records point to, when still there (and under a prefix the export may read).
    await step('files', 0, files.size, true);
    let added = 0;
    let done = 0;
    for (const fileKey of files) {
      if (prefixOf(fileKey)) {
        try {
          await archive.binary(`files/${fileKey}`, await readObject(fileKey));
          added++;
        } catch (error) {
          logger.warn('export: a file the records name is not there', { key: fileKey, error: error as Error });
        }
      }
      await step('files', ++done, files.size);
    }

    await step('upload', 0, 0, true);
    const sizeBytes = await archive.finish();
    const now = new Date();
    await db()
      .entities.companyExport.patch({ companyId, exportId })
      .set({ status: 'ready', stage: 'upload', done: 1, total: 1, archiveKey: key, sizeBytes, records, pdfs, files: added, finishedAt: now.toISOString(), expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000).toISOString() })
      .go();
  } catch (error) {
    logger.error('company export failed', { companyId, exportId, error: error as Error });
    await archive?.abandon();
    await db().entities.companyExport.patch({ companyId, exportId }).set({ status: 'failed', finishedAt: new Date().toISOString() }).go();
    throw error;
  }
}
