import { PAYMENT_MAX_APPLICATIONS } from '../../shared/constants';
import { formatNaira } from '../../shared/money';
import { db } from '../entities/table';
import { BadRequestError } from '../lib/errors';
import { listDocuments } from './documents/lists';
import { readCustomer, type Header } from './documents/store';
import { INVOICE } from './invoices';

/*
 * How a payment settles invoices: which ones, how much of each, and each
 * one's share of the withholding tax. Pure reads and arithmetic; payments.ts
 * writes the result in one transaction.
 */

/**
 * Splits the WHT over the settled amounts in proportion, exact to the kobo
 * (largest remainder; ties to the earlier invoice), so each invoice is
 * settled by its cash and its WHT share.
 */
export function splitWht(settled: number[], whtKobo: number): number[] {
  const total = settled.reduce((s, a) => s + a, 0);
  if (total === 0 || whtKobo === 0) return settled.map(() => 0);
  const exact = settled.map((a) => (BigInt(whtKobo) * BigInt(a)) / BigInt(total));
  const shares = exact.map(Number);
  let left = whtKobo - shares.reduce((s, a) => s + a, 0);
  const remainders = settled.map((a, i) => ({ i, r: (BigInt(whtKobo) * BigInt(a)) % BigInt(total) })).sort((x, y) => (y.r > x.r ? 1 : y.r < x.r ? -1 : x.i - y.i));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A customer's open invoices, oldest first: gsi2 (the customer's documents) with a read budget. */
export async function openInvoices(companyId: string, customerId: string, opts: { limit: number; cursor?: string }): Promise<{ items: Header[]; cursor: string | null }> {
  await readCustomer(companyId, customerId);
  const page = await listDocuments(INVOICE, companyId, { customerId, tab: 'unpaid', limit: opts.limit, cursor: opts.cursor, order: 'asc' });
  return page;
}

/** The company's invoices among `ids`: one BatchGetItem, each id asked once (a batch refuses a repeated key). */
export async function readInvoices(companyId: string, ids: string[]): Promise<Map<string, Header>> {
  if (ids.length === 0) return new Map();
  const { data, unprocessed } = await db()
    .entities.salesDocument.get([...new Set(ids)].map((documentId) => ({ companyId, documentId })))
    .go({ consistent: true });
  if (unprocessed.length) throw new Error('DynamoDB left invoices unread; try again');
  return new Map(data.filter((h) => h.kind === 'invoice').map((h) => [h.documentId, h]));
}

// ---------------------------------------------------------------- allocation

export interface Wanted {
  invoiceId: string;
  /** Cash and WHT together. */
  settleKobo: number;
}

/**
 * How a payment settles invoices: the given applications, or the customer's
 * open invoices oldest first. Checks each invoice is the customer's, open,
 * and owes at least what is applied.
 */
export async function allocate(
  companyId: string,
  customerId: string,
  totalKobo: number,
  given: Wanted[] | undefined,
  keep: Map<string, number>,
): Promise<{ wanted: Wanted[]; invoices: Map<string, Header> }> {
  if (given) {
    const invoices = await readInvoices(companyId, given.map((g) => g.invoiceId));
    const fields: Record<string, string> = {};
    given.forEach((g, i) => {
      const inv = invoices.get(g.invoiceId);
      const path = `applications.${i}.amountKobo`;
      if (!inv || inv.customerId !== customerId) fields[`applications.${i}.invoiceId`] = "This is not one of this customer's invoices";
      else if (inv.status === 'draft' || inv.status === 'void') fields[`applications.${i}.invoiceId`] = `Invoice ${inv.number} is ${inv.status === 'draft' ? 'a draft' : 'void'}; only sent invoices take payments`;
      else {
        const available = (inv.balanceDueKobo ?? inv.totalKobo) + (keep.get(g.invoiceId) ?? 0);
        if (g.settleKobo > available) fields[path] = `Invoice ${inv.number} has only ${formatNaira(available)} left to pay`;
      }
    });
    if (Object.keys(fields).length) throw new BadRequestError(Object.values(fields)[0]!, fields);
    return { wanted: given, invoices };
  }
  // Oldest open invoices first, until the payment is used up; on an edit, the invoices it settles now count as open.
  const page = await openInvoices(companyId, customerId, { limit: PAYMENT_MAX_APPLICATIONS });
  const invoices = new Map(page.items.map((h) => [h.documentId, h]));
  for (const [id, h] of await readInvoices(companyId, [...keep.keys()].filter((id) => !invoices.has(id)))) invoices.set(id, h);
  const candidates = [...invoices.values()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  const wanted: Wanted[] = [];
  let left = totalKobo;
  for (const inv of candidates) {
    if (left <= 0 || wanted.length >= PAYMENT_MAX_APPLICATIONS) break;
    const owed = (inv.balanceDueKobo ?? inv.totalKobo) + (keep.get(inv.documentId) ?? 0);
    const take = Math.min(owed, left);
    if (take > 0) wanted.push({ invoiceId: inv.documentId, settleKobo: take });
    left -= take;
  }
  return { wanted, invoices };
}
