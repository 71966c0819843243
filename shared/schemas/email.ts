import * as z from 'zod';

/** E-mail addresses on one message, across To, Cc and Bcc. */
export const EMAIL_MAX_RECIPIENTS = 20;

const address = z.string().trim().min(1, 'Email is required').email({ error: 'Enter a valid email' }).max(254);

/**
 * POST /api/{quotes|invoices|sales-receipts|payments}/{id}/email: the Email
 * overlay (business-records spec: Email Quote overlay). The body is plain
 * text as the user typed it; the server escapes it into the HTML part.
 */
export const documentEmailSchema = z
  .object({
    to: z.array(address, { error: 'Please select at least one recipient' }).min(1, 'Please select at least one recipient').max(EMAIL_MAX_RECIPIENTS, `Send to at most ${EMAIL_MAX_RECIPIENTS} people`),
    cc: z.array(address).max(EMAIL_MAX_RECIPIENTS, `Copy at most ${EMAIL_MAX_RECIPIENTS} people`).default([]),
    bcc: z.array(address).max(EMAIL_MAX_RECIPIENTS, `Copy at most ${EMAIL_MAX_RECIPIENTS} people`).default([]),
    subject: z.string().trim().min(1, 'Subject is required').max(250, 'Must be at most 250 characters'),
    body: z.string().trim().min(1, 'Write a message').max(10_000, 'Must be at most 10000 characters'),
    attachPdf: z.boolean().default(true),
  })
  .strict()
  .refine((v) => v.to.length + v.cc.length + v.bcc.length <= EMAIL_MAX_RECIPIENTS, { path: ['to'], message: `Send to at most ${EMAIL_MAX_RECIPIENTS} people in all` });
export type DocumentEmailInput = z.input<typeof documentEmailSchema>;
export type DocumentEmail = z.output<typeof documentEmailSchema>;

/** What a sent (or refused) e-mail leaves in the document's history. */
export const emailRecordSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()).optional(),
  subject: z.string(),
  result: z.enum(['sent', 'failed']),
  error: z.string().optional(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

export const emailSentSchema = z.object({ messageId: z.string(), status: z.string().optional() });
