import * as z from 'zod';
import { optionalText } from './common';
import { PDF_LAYOUT_LABELS, PDF_LAYOUTS } from '../schema-values';

export { PDF_LAYOUT_LABELS, PDF_LAYOUTS };

export const DEFAULT_ACCENT = '#1f4e79';

/** PUT /api/settings/pdf-template: how every PDF of the company looks. */
export const pdfTemplateInputSchema = z
  .object({
    layout: z.enum(PDF_LAYOUTS, { error: 'Choose a layout' }),
    accentColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1F4E79')
      .transform((v) => v.toLowerCase()),
    showLogo: z.boolean(),
    footerText: optionalText(300),
    /** Printed under the totals: bank name, account name and number (the domain's usual way to be paid). */
    bankDetails: optionalText(500),
  })
  .strict();
export type PdfTemplateInput = z.input<typeof pdfTemplateInputSchema>;
export type PdfTemplate = z.output<typeof pdfTemplateInputSchema>;

export const DEFAULT_PDF_TEMPLATE: PdfTemplate = { layout: 'classic', accentColor: DEFAULT_ACCENT, showLogo: true, footerText: undefined, bankDetails: undefined };

/**
 * What every PDF route answers (a document's, a statement's, the public page's
 * and the template preview): a short-lived link to the file, and its name.
 */
export const pdfLinkSchema = z.object({ url: z.string(), fileName: z.string(), expiresInSeconds: z.number() });
export type PdfLink = z.infer<typeof pdfLinkSchema>;

export const pdfTemplateSchema = z.object({
  layout: z.enum(PDF_LAYOUTS),
  accentColor: z.string(),
  showLogo: z.boolean(),
  footerText: z.string().optional(),
  bankDetails: z.string().optional(),
  version: z.number().int(),
});
