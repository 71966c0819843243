import * as z from 'zod';
import { idParam } from '../../shared/schemas/common';
import { pdfTemplateInputSchema, pdfTemplateSchema } from '../../shared/schemas/pdf-template';
import { domainHandler, route } from '../lib/http';
import { emailDocument } from '../services/email/document-email';
import { documentEmailSchema, emailSentSchema } from '../../shared/schemas/email';
import { publicDocumentSchema, quoteResponseSchema, shareLinkMadeSchema, shareLinkStatusSchema, shareRequestSchema, tokenParam } from '../../shared/schemas/share';
import { getShareLink, revokeShareLink, shareDocument } from '../services/share/share-links';
import { publicDocument, respondToQuote as respond } from '../services/share/public-documents';
import { getPdfTemplate as readTemplate, savePdfTemplate as save } from '../services/pdf/template';
import { statementEmailSchema } from '../../shared/schemas/statement';
import { emailStatement as sendStatement } from '../services/email/statement-email';

const emailSpec = { params: idParam, body: documentEmailSchema, response: emailSentSchema };
export const emailQuote = route('emailQuote', emailSpec, ({ caller, params, body }) => emailDocument('quote', caller.companyId, params.id, caller, body));
export const emailInvoice = route('emailInvoice', emailSpec, ({ caller, params, body }) => emailDocument('invoice', caller.companyId, params.id, caller, body));
export const emailSalesReceipt = route('emailSalesReceipt', emailSpec, ({ caller, params, body }) => emailDocument('salesreceipt', caller.companyId, params.id, caller, body));
export const emailPayment = route('emailPayment', emailSpec, ({ caller, params, body }) => emailDocument('payment', caller.companyId, params.id, caller, body));

export const emailStatement = route('emailStatement', { params: idParam, body: statementEmailSchema, response: emailSentSchema }, ({ caller, params, body }) =>
  sendStatement(caller.companyId, params.id, caller, body),
);

const getShareSpec = { params: idParam, response: shareLinkStatusSchema };
const shareSpec = { params: idParam, body: shareRequestSchema, response: shareLinkMadeSchema };
const revokeSpec = { params: idParam, status: 204 };
export const getQuoteShare = route('getQuoteShare', getShareSpec, ({ caller, params }) => getShareLink('quote', caller.companyId, params.id));
export const shareQuote = route('shareQuote', shareSpec, ({ caller, params, body }) => shareDocument('quote', caller.companyId, params.id, body.regenerate));
export const revokeQuoteShare = route('revokeQuoteShare', revokeSpec, ({ caller, params }) => revokeShareLink('quote', caller.companyId, params.id));
export const getInvoiceShare = route('getInvoiceShare', getShareSpec, ({ caller, params }) => getShareLink('invoice', caller.companyId, params.id));
export const shareInvoice = route('shareInvoice', shareSpec, ({ caller, params, body }) => shareDocument('invoice', caller.companyId, params.id, body.regenerate));
export const revokeInvoiceShare = route('revokeInvoiceShare', revokeSpec, ({ caller, params }) => revokeShareLink('invoice', caller.companyId, params.id));
export const getSalesReceiptShare = route('getSalesReceiptShare', getShareSpec, ({ caller, params }) => getShareLink('salesreceipt', caller.companyId, params.id));
export const shareSalesReceipt = route('shareSalesReceipt', shareSpec, ({ caller, params, body }) => shareDocument('salesreceipt', caller.companyId, params.id, body.regenerate));
export const revokeSalesReceiptShare = route('revokeSalesReceiptShare', revokeSpec, ({ caller, params }) => revokeShareLink('salesreceipt', caller.companyId, params.id));
export const getPaymentShare = route('getPaymentShare', getShareSpec, ({ caller, params }) => getShareLink('payment', caller.companyId, params.id));
export const sharePayment = route('sharePayment', shareSpec, ({ caller, params, body }) => shareDocument('payment', caller.companyId, params.id, body.regenerate));
export const revokePaymentShare = route('revokePaymentShare', revokeSpec, ({ caller, params }) => revokeShareLink('payment', caller.companyId, params.id));

// The customer's side: no sign-in, the token is the only key.
export const getPublicDocument = route('getPublicDocument', { params: tokenParam, response: publicDocumentSchema }, ({ params }) => publicDocument(params.token));
export const respondToQuote = route('respondToQuote', { params: tokenParam, body: quoteResponseSchema, response: publicDocumentSchema }, ({ params, body }) => respond(params.token, body));

export const getPdfTemplate = route('getPdfTemplate', { response: pdfTemplateSchema }, ({ caller }) => readTemplate(caller.companyId));
export const savePdfTemplate = route('savePdfTemplate', { body: pdfTemplateInputSchema.extend({ version: z.number().int().min(0).optional() }).strict(), response: pdfTemplateSchema }, ({ caller, body }) =>
  save(caller.companyId, body),
);

export const handler = domainHandler('documents', {
  emailStatement,
  emailQuote,
  emailInvoice,
  emailSalesReceipt,
  emailPayment,
  getQuoteShare,
  shareQuote,
  revokeQuoteShare,
  getInvoiceShare,
  shareInvoice,
  revokeInvoiceShare,
  getSalesReceiptShare,
  shareSalesReceipt,
  revokeSalesReceiptShare,
  getPaymentShare,
  sharePayment,
  revokePaymentShare,
  getPublicDocument,
  respondToQuote,
  getPdfTemplate,
  savePdfTemplate,
});
