import { RECENT_TRANSACTIONS } from '../../shared/constants';
import { lagosToday } from '../../shared/dates';
import { dashboardQuerySchema, type Dashboard, type RecentDocument, type RecentExpense } from '../../shared/schemas/dashboard';
import { yearFigures } from './reports/reports';
import { readTallyState } from './reports/tally';
import { displayStatus, type QuoteStatus } from '../../shared/schemas/quote';
import { db } from '../entities/table';
import { companyTotals } from './documents/balances';
import { invoiceDisplayStatus } from '../../shared/schemas/invoice';

async function recent(companyId: string, kind: 'quote' | 'invoice'): Promise<RecentDocument[]> {
  const { data } = await db()
    .entities.salesDocument.query.recentByKind({ companyId, kind })
    .go({ order: 'desc', limit: RECENT_TRANSACTIONS });
  return data.map((d) => ({
    id: d.documentId,
    number: d.number,
    issueDate: d.issueDate,
    // Statuses show as they do in the lists and on the pages (expired, overdue).
    status: kind === 'quote' ? displayStatus(d.status as QuoteStatus, d.expiryDate) : invoiceDisplayStatus(d.status, d.dueDate),
    customerId: d.customerId,
    customerName: d.customerName,
    totalKobo: d.totalKobo,
  }));
}

/** The newest expenses by their date (gsi1, the expense list's All tab, read descending). */
async function recentExpenses(companyId: string): Promise<RecentExpense[]> {
  const { data } = await db().entities.expense.query.all({ companyId }).go({ order: 'desc', limit: RECENT_TRANSACTIONS });
  return data.map((e) => ({
    id: e.expenseId,
    expenseDate: e.expenseDate,
    category: e.category,
    ...(e.vendor === undefined ? {} : { vendor: e.vendor }),
    ...(e.customerName === undefined ? {} : { customerName: e.customerName }),
    amountKobo: e.amountKobo,
    billing: e.billing,
  }));
}

/** Most invoices a dashboard adds to the overdue figure before the lists' sweep has filed them. */
const UNFILED_MAX = 100;

/**
 * Receivables from the company's running totals (kept by every invoice and
 * payment). Overdue is the filed figure plus the balances of invoices whose due
 * date passed since the last list read refiled them: one Query of gsi5 for
 * them, normally empty. The dashboard only reads (its function may not write).
 */
async function receivables(companyId: string): Promise<Dashboard['receivables']> {
  const today = lagosToday();
  const [totals, unfiled] = await Promise.all([
    companyTotals(companyId),
    db()
      .entities.salesDocument.query.byDeadline({ companyId, kind: 'invoice', timer: 'timed' })
      .lt({ deadline: today })
      .go({ limit: UNFILED_MAX, attributes: ['balanceDueKobo', 'totalKobo'] }),
  ]);
  const late = unfiled.data.reduce((sum, h) => sum + (h.balanceDueKobo ?? h.totalKobo), 0);
  return { totalKobo: totals.receivablesKobo, overdueKobo: totals.overdueKobo + late };
}

/**
 * The dashboard home: receivables, the fiscal year's sales, receipts and
 * expenses by month (the reports' tallies), what is left to reimburse, and the
 * newest quotes, invoices and expenses; the reads run in parallel.
 */
export async function getDashboard(companyId: string, query: unknown = {}): Promise<Dashboard> {
  const { year } = dashboardQuerySchema.parse(query);
  const [recentInvoices, recentQuotes, expenses, owed, salesAndExpenses, state] = await Promise.all([
    recent(companyId, 'invoice'),
    recent(companyId, 'quote'),
    recentExpenses(companyId),
    receivables(companyId),
    yearFigures(companyId, year),
    readTallyState(companyId, 'totals', ['e:reimb:a']),
  ]);
  return { recentInvoices, recentQuotes, recentExpenses: expenses, receivables: owed, salesAndExpenses, payables: { toReimburseKobo: state['e:reimb:a'] ?? 0 } };
}
