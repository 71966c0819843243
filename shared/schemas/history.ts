import * as z from 'zod';
import { COMMENT_MAX_LENGTH } from '../constants';
import { pageOf } from './common';
import { emailRecordSchema } from './email';

/** Comments and history: one shape for every record kind (customers, quotes, invoices, payments ...). */
export const commentInputSchema = z
  .object({
    text: z
      .string({ error: 'Write a comment' })
      .trim()
      .min(1, 'Write a comment')
      .max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters`),
  })
  .strict();
export type CommentInput = z.input<typeof commentInputSchema>;

export const historyEntrySchema = z.object({
  entryId: z.string(),
  kind: z.enum(['system', 'comment']),
  text: z.string(),
  /** 'System' for entries the server writes; the commenter's name (or e-mail) otherwise. */
  author: z.string(),
  /** On a "details updated" entry: the fields that changed. */
  changedFields: z.array(z.string()).optional(),
  /** On an e-mail entry: who it went to, the subject and whether it went. */
  email: emailRecordSchema.optional(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = pageOf(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;
