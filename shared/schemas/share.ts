import * as z from 'zod';
import { optionalText } from './common';

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

export const tokenParam = z.object({ token: z.string().min(1).max(100) }).strict();

/** POST /api/public/{token}/respond: the customer accepts or declines a quote on its public page. */
export const quoteResponseSchema = z
  .object({
    decision: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }),
    reason: optionalText(500),
  })
  .strict();
export type QuoteResponse = z.input<typeof quoteResponseSchema>;
