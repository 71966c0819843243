import { createHash } from 'node:crypto';
import {
  printableInvoice,
  printablePayment,
  printableQuote,
  printableSalesReceipt,
  type Printable,
  type PrintableDocument,
  type PrintableKind,
  type PrintCompany,
  type PrintCustomer,
} from '../../../shared/documents/printable';
import { documentPrefix } from '../../../shared/s3-prefixes';
import { DEFAULT_PDF_TEMPLATE, type PdfLink, type PdfTemplate } from '../../../shared/schemas/pdf-template';
import type { Invoice } from '../../../shared/schemas/invoice';
import type { Payment } from '../../../shared/schemas/payment';
import type { Quote } from '../../../shared/schemas/quote';
import type { SalesReceipt } from '../../../shared/schemas/sales-receipt';
import { db } from '../../entities/table';
import { NotFoundError } from '../../lib/errors';
import { StorageUnavailable } from '../../lib/s3-client';
import { readDetail, type DocumentKind } from '../documents/engine';
import { INVOICE } from '../invoices';
import { PAYMENT } from '../payment-kind';
import { QUOTE } from '../quotes';
import { SALES_RECEIPT } from '../sales-receipts';
import { objectExists, pdfUrl, putObject, readObject } from '../uploads';

/** How long a PDF link works: long enough to open it, short enough that a forwarded link soon dies. */
export const PDF_LINK_SECONDS = 300;

/** The engine's kind of each printable kind (the PDF reads documents as the API answers them). */
const KINDS: { [K in PrintableKind]: DocumentKind<{ customerId: string; version: number }> } = { quote: QUOTE, invoice: INVOICE, salesreceipt: SALES_RECEIPT, payment: PAYMENT };

function print(kind: PrintableKind, api: unknown, company: PrintCompany, customer: PrintCustomer | null): PrintableDocument {
  switch (kind) {
    case 'quote':
      return printableQuote(api as Quote, company, customer);
    case 'invoice':
      return printableInvoice(api as Invoice, company, customer);
    case 'salesreceipt':
      return printableSalesReceipt(api as SalesReceipt, company, customer);
    case 'payment':
      return printablePayment(api as Payment, company, customer);
  }
}

export type CompanyRecord = PrintCompany & { logoKey?: string };

export async function readCompany(companyId: string): Promise<CompanyRecord> {
  const { data } = await db().entities.company.get({ companyId }).go();
  if (!data) throw new NotFoundError('Company not found');
  return data;
}

export async function readTemplate(companyId: string): Promise<PdfTemplate & { version: number }> {
  const { data } = await db().entities.pdfTemplate.get({ companyId }).go();
  if (!data) return { ...DEFAULT_PDF_TEMPLATE, version: 0 };
  return { layout: data.layout, accentColor: data.accentColor, showLogo: data.showLogo, footerText: data.footerText, bankDetails: data.bankDetails, version: data.version };
}

export async function readPrintCustomer(companyId: string, customerId: string): Promise<PrintCustomer | null> {
  const { data } = await db().entities.customer.get({ companyId, customerId }).go();
  if (!data) return null;
  return { name: data.displayName, email: data.email, tin: data.tin, billingAddress: data.billingAddress, shippingAddress: data.shippingAddress };
}

/** A document of a kind as the API answers it, and the version its PDF is keyed by. */
export async function readPrintable(kind: PrintableKind, companyId: string, documentId: string, company?: CompanyRecord) {
  const k = KINDS[kind];
  const [detail, companyRecord] = await Promise.all([readDetail(companyId, documentId, k.kind, k.Noun), company ?? readCompany(companyId)]);
  // Attachments are not printed, so no download links are signed for them.
  const api = await k.toApi(detail.header, { blocks: detail.blocks }, []);
  const customer = await readPrintCustomer(companyId, api.customerId);
  return { api, company: companyRecord, printable: print(kind, api, companyRecord, customer), version: api.version };
}

const PDF_IMAGE_TYPES = /\.(png|jpe?g)$/i;

/** The logo the PDF prints: the company's, when the template shows it and it is PNG or JPEG (what pdfkit reads). */
export function printedLogoKey(company: { logoKey?: string }, template: Pick<PdfTemplate, 'showLogo'>): string | undefined {
  return template.showLogo && company.logoKey && PDF_IMAGE_TYPES.test(company.logoKey) ? company.logoKey : undefined;
}

export async function logoBytes(company: CompanyRecord, template: PdfTemplate): Promise<Buffer | undefined> {
  const key = printedLogoKey(company, template);
  if (!key) return undefined;
  try {
    return await readObject(key);
  } catch (error) {
    // S3 down or slow fails the PDF (a PDF drawn without the logo would be kept under the key of one with it).
    if (error instanceof StorageUnavailable) throw error;
    return undefined; // a logo that has gone leaves the document without one rather than failing it
  }
}

/**
 * The PDF of what is printed, made on the first ask and kept in S3 under the
 * document's version and a hash of everything printed (the document, the
 * company, the customer, the template): an edit, a new logo or a new template
 * makes a new file, and the same content is never rendered twice.
 */
export async function pdfFor(
  companyId: string,
  documentId: string,
  printable: Printable,
  version: number,
  company: CompanyRecord,
  template: PdfTemplate,
  name = printable.number,
): Promise<{ key: string; fileName: string; bytes?: Buffer }> {
  const hash = createHash('sha256').update(JSON.stringify([printable, template, template.showLogo ? company.logoKey : null])).digest('hex').slice(0, 20);
  const key = `${documentPrefix(companyId)}${documentId}/v${version}-${hash}.pdf`;
  const fileName = `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;
  if (await objectExists(key)) return { key, fileName };
  // Loaded on first use: a function that renders only now and then (the e-mail's attachment) does not
  // load pdfkit and parse the fonts on its cold start; the PDF function imports it at init (handlers/pdf.ts).
  const { renderPdf } = await import('./render');
  const bytes = await renderPdf({ doc: printable, template, logo: await logoBytes(company, template) });
  await putObject(key, bytes, 'application/pdf');
  return { key, fileName, bytes };
}

export async function pdfLink(key: string, fileName: string, download: boolean): Promise<PdfLink> {
  return { url: await pdfUrl(key, fileName, download, PDF_LINK_SECONDS), fileName, expiresInSeconds: PDF_LINK_SECONDS };
}

/** GET /api/{kind}/{id}/pdf: a short-lived link to the document's PDF. */
export async function documentPdf(kind: PrintableKind, companyId: string, documentId: string, download: boolean): Promise<PdfLink> {
  const [doc, template] = await Promise.all([readPrintable(kind, companyId, documentId), readTemplate(companyId)]);
  const { key, fileName } = await pdfFor(companyId, documentId, doc.printable, doc.version, doc.company, template);
  return pdfLink(key, fileName, download);
}
