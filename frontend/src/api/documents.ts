import type { PrintableKind } from '../../../shared/documents/printable';
import { noContentSchema } from '../../../shared/schemas/common';
import { emailSentSchema, type DocumentEmailInput } from '../../../shared/schemas/email';
import { pdfLinkSchema, pdfTemplateSchema, type PdfTemplateInput } from '../../../shared/schemas/pdf-template';
import { shareLinkMadeSchema, shareLinkStatusSchema } from '../../../shared/schemas/share';
import { api } from './client';

/** The API collection of each printable kind. */
export const KIND_PATHS: Record<PrintableKind, string> = { quote: 'quotes', invoice: 'invoices', salesreceipt: 'sales-receipts', payment: 'payments' };
const docPath = (kind: PrintableKind, id: string) => `/${KIND_PATHS[kind]}/${encodeURIComponent(id)}`;

/** A 5-minute link to the document's PDF: shown in the browser, or saved under its number when `download`. */
export const documentPdf = (kind: PrintableKind, id: string, download = false) =>
  api(`${docPath(kind, id)}/pdf`, pdfLinkSchema, { query: download ? { download: 'true' } : {} });

export const emailDocument = (kind: PrintableKind, id: string, mail: DocumentEmailInput) => api(`${docPath(kind, id)}/email`, emailSentSchema, { method: 'POST', body: mail });

export const getShareLink = (kind: PrintableKind, id: string) => api(`${docPath(kind, id)}/share`, shareLinkStatusSchema);
export const makeShareLink = (kind: PrintableKind, id: string, regenerate = false) =>
  api(`${docPath(kind, id)}/share`, shareLinkMadeSchema, { method: 'POST', body: { regenerate } });
export const revokeShareLink = (kind: PrintableKind, id: string) => api(`${docPath(kind, id)}/share`, noContentSchema, { method: 'DELETE' });

export const getPdfTemplate = () => api('/settings/pdf-template', pdfTemplateSchema);
export const savePdfTemplate = (t: PdfTemplateInput & { version?: number }) => api('/settings/pdf-template', pdfTemplateSchema, { method: 'PUT', body: t });
export const previewPdfTemplate = (t: PdfTemplateInput) => api('/settings/pdf-template/preview', pdfLinkSchema, { method: 'POST', body: t });
