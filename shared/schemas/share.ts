import * as z from 'zod';
import { payOfferSchema } from './checkout';
import { optionalText, pathId } from './common';
import { printableDocumentSchema, printableKindSchema } from './printable';
import { quoteDisplayStatusSchema } from './quote';

export const SHARE_LINK_INVALID = 'This link is no longer valid';

export const shareLinkViewSchema = z.object({
  token: z.string(),
  /** The public page's path on the app's origin: /share/<token>. */
  path: z.string(),
  createdAt: z.string(),
  /** When the customer first opened the link. */
  viewedAt: z.string().optional(),
});
export type ShareLinkView = z.infer<typeof shareLinkViewSchema>;

/** POST /api/{kind}/{id}/share: the link (made on first ask); regenerate: a new token, the old one stops working. */
export const shareRequestSchema = z.object({ regenerate: z.boolean().default(false) }).strict();

/** GET /api/{kind}/{id}/share: the document's link, null while it has none. */
export const shareLinkStatusSchema = z.object({ link: shareLinkViewSchema.nullable() });
/** POST /api/{kind}/{id}/share: the link, as made or kept. */
export const shareLinkMadeSchema = z.object({ link: shareLinkViewSchema });

export const tokenParam = z.object({ token: pathId('Not a valid link') }).strict();

/** POST /api/public/{token}/respond: the customer accepts or declines a quote on its public page. */
export const quoteResponseSchema = z
  .object({
    decision: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }),
    reason: optionalText(500),
  })
  .strict();
export type QuoteResponse = z.input<typeof quoteResponseSchema>;

/**
 * What GET /api/public/{token} and POST .../respond answer: the document as
 * printed, and what the company's PDF template adds around it, as the PDF
 * prints it. No ids. The public page (frontend/src/share/) imports only the
 * type: the schema, and zod with it, stay out of its script.
 */
export const publicDocumentSchema = z
  .object({
    kind: printableKindSchema,
    document: printableDocumentSchema,
    accentColor: z.string(),
    /** Quotes and invoices only, as on the PDF. */
    bankDetails: z.string().optional(),
    /** The line at the foot of every PDF page. */
    footerText: z.string().optional(),
    /** A short-lived link to the company's logo, when the template shows it and the PDF can print it (PNG, JPEG). */
    logoUrl: z.string().optional(),
    /** Quotes: whether the customer can still accept or decline, and the status as shown. */
    quote: z.object({ canRespond: z.boolean(), status: quoteDisplayStatusSchema }).strict().optional(),
    /** Invoices: present when the customer can pay online now (the company has Paystack keys, the invoice owes something). */
    pay: payOfferSchema.optional(),
  })
  .strict();
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
