import * as z from 'zod';
import { idParam } from '../../shared/schemas/common';
import { pdfTemplateInputSchema } from '../../shared/schemas/pdf-template';
import { domainHandler, route } from '../lib/http';
import { documentPdf } from '../services/pdf/documents';
import { emailDocument } from '../services/email/document-email';
import { documentEmailSchema } from '../../shared/schemas/email';
import { getPdfTemplate as readTemplate, previewPdfTemplate as preview, savePdfTemplate as save } from '../services/pdf/template';

/** ?download=true: the link saves the file; otherwise the browser shows it (preview, print). */
const pdfQuery = z.object({ download: z.enum(['true', 'false']).optional() }).strict();
const asDownload = (q: z.infer<typeof pdfQuery>) => q.download === 'true';

export const getQuotePdf = route('getQuotePdf', { params: idParam, query: pdfQuery }, ({ caller, params, query }) => documentPdf('quote', caller.companyId, params.id, asDownload(query)));
export const getInvoicePdf = route('getInvoicePdf', { params: idParam, query: pdfQuery }, ({ caller, params, query }) => documentPdf('invoice', caller.companyId, params.id, asDownload(query)));
export const getSalesReceiptPdf = route('getSalesReceiptPdf', { params: idParam, query: pdfQuery }, ({ caller, params, query }) =>
  documentPdf('salesreceipt', caller.companyId, params.id, asDownload(query)),
);
export const getPaymentPdf = route('getPaymentPdf', { params: idParam, query: pdfQuery }, ({ caller, params, query }) => documentPdf('payment', caller.companyId, params.id, asDownload(query)));

const emailSpec = { params: idParam, body: documentEmailSchema };
export const emailQuote = route('emailQuote', emailSpec, ({ caller, params, body }) => emailDocument('quote', caller.companyId, params.id, caller, body));
export const emailInvoice = route('emailInvoice', emailSpec, ({ caller, params, body }) => emailDocument('invoice', caller.companyId, params.id, caller, body));
export const emailSalesReceipt = route('emailSalesReceipt', emailSpec, ({ caller, params, body }) => emailDocument('salesreceipt', caller.companyId, params.id, caller, body));
export const emailPayment = route('emailPayment', emailSpec, ({ caller, params, body }) => emailDocument('payment', caller.companyId, params.id, caller, body));

export const getPdfTemplate = route('getPdfTemplate', {}, ({ caller }) => readTemplate(caller.companyId));
export const savePdfTemplate = route('savePdfTemplate', { body: pdfTemplateInputSchema.extend({ version: z.number().int().min(0).optional() }).strict() }, ({ caller, body }) =>
  save(caller.companyId, body),
);
export const previewPdfTemplate = route('previewPdfTemplate', { body: pdfTemplateInputSchema }, ({ caller, body }) => preview(caller.companyId, body));

export const handler = domainHandler('documents', {
  getQuotePdf,
  getInvoicePdf,
  getSalesReceiptPdf,
  getPaymentPdf,
  emailQuote,
  emailInvoice,
  emailSalesReceipt,
  emailPayment,
  getPdfTemplate,
  savePdfTemplate,
  previewPdfTemplate,
});
