import * as z from 'zod';

export const recentDocumentSchema = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  status: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  totalKobo: z.number().int(),
});
export type RecentDocument = z.infer<typeof recentDocumentSchema>;

export const dashboardSchema = z.object({
  recentInvoices: z.array(recentDocumentSchema),
  recentQuotes: z.array(recentDocumentSchema),
  /** What customers owe on sent invoices, and the part past its due date (Lagos). */
  receivables: z.object({ totalKobo: z.number().int(), overdueKobo: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
