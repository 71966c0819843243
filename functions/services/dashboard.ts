import { RECENT_TRANSACTIONS } from '../../shared/constants';
import type { Dashboard, RecentDocument } from '../../shared/schemas/dashboard';
import { displayStatus, type QuoteStatus } from '../../shared/schemas/quote';
import { db } from '../entities/table';

async function recent(companyId: string, kind: 'quote' | 'invoice'): Promise<RecentDocument[]> {
  const { data } = await db()
    .entities.salesDocument.query.recentByKind({ companyId, kind })
    .go({ order: 'desc', limit: RECENT_TRANSACTIONS });
  return data.map((d) => ({
    id: d.documentId,
    number: d.number,
    issueDate: d.issueDate,
    // A quote shows as expired here as it does in the list and on its page.
    status: kind === 'quote' ? displayStatus(d.status as QuoteStatus, d.expiryDate) : d.status,
    customerId: d.customerId,
    customerName: d.customerName,
    totalKobo: d.totalKobo,
  }));
}

/** The dashboard home: the newest quotes and invoices, two Queries in parallel. */
export async function getDashboard(companyId: string): Promise<Dashboard> {
  const [recentInvoices, recentQuotes] = await Promise.all([recent(companyId, 'invoice'), recent(companyId, 'quote')]);
  return { recentInvoices, recentQuotes };
}
