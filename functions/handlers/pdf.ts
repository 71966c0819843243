import * as z from 'zod';
import { idParam } from '../../shared/schemas/common';
import { pdfLinkSchema, pdfTemplateInputSchema } from '../../shared/schemas/pdf-template';
import { tokenParam } from '../../shared/schemas/share';
import { domainHandler, route } from '../lib/http';
import { documentPdf } from '../services/pdf/documents';
import { previewPdfTemplate as preview } from '../services/pdf/template';
import { publicPdf } from '../services/share/public-documents';
import { statementPdfQuerySchema } from '../../shared/schemas/statement';
import { statementPdf } from '../services/pdf/statement';
import { billingReceiptPdf } from '../services/pdf/billing-receipt';
import { planReferenceParams } from '../../shared/schemas/billing';
import { reportParams, reportPdfQuerySchema } from '../../shared/schemas/report';
import { reportPdf } from '../services/pdf/report';
// Rendering is what this function is for: pdfkit loads and the fonts are parsed while the function
// initialises (Lambda's init phase, before the handler first runs), not in the first request's handler.
import '../services/pdf/render';

/*
 * The PDF function: the routes whose answer is a PDF (a short-lived link to it), and nothing else, so
 * its cold start loads no e-mail, share-link or template-writing code (those are the documents domain's).
 * A new PDF route is a handler here and its line in shared/routes.ts
 * with domain 'pdf'; the stack, the grants, the fonts beside the bundle and the bench follow from that.
 */

/** ?download=true: the link saves the file; otherwise the browser shows it (preview, print). */
const pdfQuery = z.object({ download: z.enum(['true', 'false']).optional() }).strict();
const asDownload = (q: z.infer<typeof pdfQuery>) => q.download === 'true';

export const getQuotePdf = route('getQuotePdf', { params: idParam, query: pdfQuery, response: pdfLinkSchema }, ({ caller, params, query }) => documentPdf('quote', caller.companyId, params.id, asDownload(query)));
export const getInvoicePdf = route('getInvoicePdf', { params: idParam, query: pdfQuery, response: pdfLinkSchema }, ({ caller, params, query }) => documentPdf('invoice', caller.companyId, params.id, asDownload(query)));
export const getSalesReceiptPdf = route('getSalesReceiptPdf', { params: idParam, query: pdfQuery, response: pdfLinkSchema }, ({ caller, params, query }) =>
  documentPdf('salesreceipt', caller.companyId, params.id, asDownload(query)),
);
export const getPaymentPdf = route('getPaymentPdf', { params: idParam, query: pdfQuery, response: pdfLinkSchema }, ({ caller, params, query }) => documentPdf('payment', caller.companyId, params.id, asDownload(query)));

/** The customer's statement for a period, as a PDF. */
export const getStatementPdf = route('getStatementPdf', { params: idParam, query: statementPdfQuerySchema, response: pdfLinkSchema }, ({ caller, params, query }) =>
  statementPdf(caller.companyId, params.id, query, asDownload(query)),
);

/** A report over a period (the report's own query), as a PDF. */
export const getReportPdf = route('getReportPdf', { params: reportParams, query: reportPdfQuerySchema, response: pdfLinkSchema }, ({ caller, params, query }) => {
  const { download, ...period } = query;
  return reportPdf(caller.companyId, params.report, period, download === 'true');
});

// The customer's side: no sign-in, the share link's token is the only key.
export const getPublicPdf = route('getPublicPdf', { params: tokenParam, response: pdfLinkSchema }, ({ params }) => publicPdf(params.token));

/** Kobo's receipt for one of the company's plan charges (Subscription & Billing). */
export const getBillingReceiptPdf = route('getBillingReceiptPdf', { params: planReferenceParams, query: pdfQuery, response: pdfLinkSchema }, ({ caller, params, query }) =>
  billingReceiptPdf(caller.companyId, params.reference, asDownload(query)),
);

/** The example invoice in a template not yet saved (settings). */
export const previewPdfTemplate = route('previewPdfTemplate', { body: pdfTemplateInputSchema, response: pdfLinkSchema }, ({ caller, body }) => preview(caller.companyId, body));

export const handler = domainHandler('pdf', { getQuotePdf, getInvoicePdf, getSalesReceiptPdf, getPaymentPdf, getStatementPdf, getReportPdf, getPublicPdf, previewPdfTemplate, getBillingReceiptPdf });
