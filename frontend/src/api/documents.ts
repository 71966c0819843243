import type { z } from 'zod';
import type { PrintableKind } from '../../../shared/documents/printable';
import type { DocumentEmailInput, emailSentSchema } from '../../../shared/schemas/email';
import type { PdfLink, PdfTemplateInput, pdfTemplateSchema } from '../../../shared/schemas/pdf-template';
import type { shareLinkMadeSchema, shareLinkStatusSchema } from '../../../shared/schemas/share';
import { api } from './client';

/** The API collection of each printable kind. */
export const KIND_PATHS: Record<PrintableKind, string> = { quote: 'quotes', invoice: 'invoices', salesreceipt: 'sales-receipts', payment: 'payments' };
const docPath = (kind: PrintableKind, id: string) => `/${KIND_PATHS[kind]}/${encodeURIComponent(id)}`;

/** A 5-minute link to the document's PDF: shown in the browser, or saved under its number when `download`. */
export const documentPdf = (kind: PrintableKind, id: string, download = false) =>
  api<PdfLink>(`${docPath(kind, id)}/pdf`, { query: download ? { download: 'true' } : {} });

export const emailDocument = (kind: PrintableKind, id: string, mail: DocumentEmailInput) => api<z.output<typeof emailSentSchema>>(`${docPath(kind, id)}/email`, { method: 'POST', body: mail });

export const getShareLink = (kind: PrintableKind, id: string) => api<z.output<typeof shareLinkStatusSchema>>(`${docPath(kind, id)}/share`);
export const makeShareLink = (kind: PrintableKind, id: string, regenerate = false) =>
  api<z.output<typeof shareLinkMadeSchema>>(`${docPath(kind, id)}/share`, { method: 'POST', body: { regenerate } });
export const revokeShareLink = (kind: PrintableKind, id: string) => api<undefined>(`${docPath(kind, id)}/share`, { method: 'DELETE' });

export const getPdfTemplate = () => api<z.output<typeof pdfTemplateSchema>>('/settings/pdf-template');
export const savePdfTemplate = (t: PdfTemplateInput & { version?: number }) => api<z.output<typeof pdfTemplateSchema>>('/settings/pdf-template', { method: 'PUT', body: t });
export const previewPdfTemplate = (t: PdfTemplateInput) => api<PdfLink>('/settings/pdf-template/preview', { method: 'POST', body: t });
