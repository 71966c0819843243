import { printableBillingReceipt } from '../../../shared/documents/printable-billing';
import { PLAN_CODES, type PlanCode } from '../../../shared/plans';
import { DEFAULT_PDF_TEMPLATE, type PdfLink } from '../../../shared/schemas/pdf-template';
import { db } from '../../entities/table';
import { NotFoundError } from '../../lib/errors';
import { pdfFor, pdfLink, readCompany } from './documents';

/**
 * GET /api/settings/subscription/charges/{reference}/pdf: Kobo's receipt for one of the
 * company's plan charges, drawn once and kept in S3 like a document's PDF. The charge is
 * found by its reference (one GetItem); another company's reference, or one not paid, is 404.
 * Kobo's own look (the default template, no company logo): Kobo is the seller here.
 */
export async function billingReceiptPdf(companyId: string, reference: string, download: boolean): Promise<PdfLink> {
  const [{ data: charge }, company] = await Promise.all([db().entities.onlineCharge.get({ reference }).go(), readCompany(companyId)]);
  const planType = charge?.planType as PlanCode | undefined;
  if (
    !charge ||
    charge.payee !== 'kobo' ||
    charge.companyId !== companyId ||
    charge.status !== 'paid' ||
    !planType ||
    !PLAN_CODES.includes(planType) ||
    !charge.paidAt ||
    !charge.periodStart ||
    !charge.periodEnd ||
    charge.amountKobo === undefined
  ) {
    throw new NotFoundError('Receipt');
  }
  const printable = printableBillingReceipt(
    { reference, planType, amountKobo: charge.amountKobo, paidAt: charge.paidAt, periodStart: charge.periodStart, periodEnd: charge.periodEnd },
    company,
  );
  const template = { ...DEFAULT_PDF_TEMPLATE, showLogo: false };
  const file = await pdfFor(companyId, `billing/${reference}`, printable, 0, { name: company.name }, template, `Kobo receipt ${reference}`);
  return pdfLink(file.key, file.fileName, download);
}
