import { createHash } from 'node:crypto';
import { printableInvoice } from '../../../shared/documents/printable';
import { pdfTemplateInputSchema, type PdfLink, type PdfTemplate, type PdfTemplateInput } from '../../../shared/schemas/pdf-template';
import { db } from '../../entities/table';
import { ConflictError } from '../../lib/errors';
import { isConditionFailure } from '../../lib/dynamo-errors';
import { pdfFor, pdfLink, readCompany, readTemplate } from './documents';
import { EXAMPLE_CUSTOMER, exampleInvoice } from './example';

export type PdfTemplateView = PdfTemplate & { version: number };

export const getPdfTemplate = (companyId: string): Promise<PdfTemplateView> => readTemplate(companyId);

/** PUT /api/settings/pdf-template: every later PDF uses it (their cache keys change with it). */
export async function savePdfTemplate(companyId: string, input: PdfTemplateInput & { version?: number }): Promise<PdfTemplateView> {
  const { version, ...fields } = input;
  const t = pdfTemplateInputSchema.parse(fields);
  const current = await readTemplate(companyId);
  if (version !== undefined && version !== current.version) throw new ConflictError('The template was changed by someone else. Reload and try again.');
  const next = current.version + 1;
  try {
    await db()
      .entities.pdfTemplate.put({ companyId, ...t, version: next, updatedAt: new Date().toISOString() })
      .where((a, { eq, notExists }) => (current.version === 0 ? notExists(a.version) : eq(a.version, current.version)))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw new ConflictError('The template was changed by someone else. Reload and try again.');
    throw e;
  }
  return { ...t, version: next };
}

/** POST /api/settings/pdf-template/preview: the example invoice in a template not yet saved. */
export async function previewPdfTemplate(companyId: string, input: PdfTemplateInput): Promise<PdfLink> {
  const t = pdfTemplateInputSchema.parse(input);
  const company = await readCompany(companyId);
  const printable = printableInvoice(exampleInvoice(), company, EXAMPLE_CUSTOMER);
  const id = `preview-${createHash('sha256').update(companyId).digest('hex').slice(0, 8)}`;
  const { key, fileName } = await pdfFor(companyId, id, printable, 0, company, t);
  return pdfLink(key, fileName, false);
}
