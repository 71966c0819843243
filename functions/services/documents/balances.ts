import { planOf } from '../../../shared/plans';
import { db } from '../../entities/table';
import type { CustomerRead, Plan } from './store';

/*
 * Balances are kept by the transactions that change them. A document or
 * payment that moves money adds one operation for its customer and one for
 * the company to its own transaction:
 * - the customer's receivables and unused credits are set to the values read
 *   plus the change, conditional on the values read (a concurrent change
 *   cancels the transaction, which the engine retries with a fresh read), and
 *   the balance state follows (the customer list's Unpaid tab); a change that
 *   only adds to receivables (a new sent invoice) is an ADD that needs no read;
 * - the company's totals (receivables, overdue, credits, invoice count) move
 *   by ADD, with the free plan's invoice limit as a condition.
 */

export interface Moves {
  /** Documents raised for the customer (its delete is conditional on none). */
  count?: number;
  receivablesKobo?: number;
  overdueKobo?: number;
  unusedCreditsKobo?: number;
  invoices?: number;
}

/** The customer's part of a change; a walk-in sale has no customer and moves nothing. */
export function moveCustomer(plan: Plan, companyId: string, customer: CustomerRead | null, m: Moves, tag = 'customer'): void {
  if (!customer) return;
  const money = (m.receivablesKobo ?? 0) !== 0 || (m.unusedCreditsKobo ?? 0) !== 0;
  const count = m.count ?? 0;
  if (!money && count === 0) return;
  plan.add(tag, (tx) => {
    // ElectroDB's patch builder types each step differently; the chain is built step by step.
    type Chain = { add: (v: object) => Chain; subtract: (v: object) => Chain; set: (v: object) => Chain; where: (fn: (a: never, op: never) => string) => { commit: () => unknown } };
    let patch = tx.customer.patch({ companyId, customerId: customer.customerId }) as unknown as Chain;
    if (count > 0) patch = patch.add({ transactionCount: count });
    if (count < 0) patch = patch.subtract({ transactionCount: -count });
    type Op = { exists: (a: unknown) => string; eq: (a: unknown, v: unknown) => string };
    type Attrs = Record<'customerId' | 'receivablesKobo' | 'unusedCreditsKobo', unknown>;
    if (!money) return patch.where(((a: Attrs, op: Op) => op.exists(a.customerId)) as never).commit();
    // Only adding to what is owed: ADD, and the customer is certainly open; no need to hold the values read.
    if ((m.receivablesKobo ?? 0) > 0 && (m.unusedCreditsKobo ?? 0) === 0) {
      return patch
        .add({ receivablesKobo: m.receivablesKobo })
        .set({ balanceState: 'open' })
        .where(((a: Attrs, op: Op) => op.exists(a.customerId)) as never)
        .commit();
    }
    const oldReceivables = customer.receivablesKobo ?? 0;
    const oldCredits = customer.unusedCreditsKobo ?? 0;
    const receivablesKobo = oldReceivables + (m.receivablesKobo ?? 0);
    const unusedCreditsKobo = oldCredits + (m.unusedCreditsKobo ?? 0);
    return patch
      .set({ receivablesKobo, unusedCreditsKobo, balanceState: receivablesKobo > 0 ? 'open' : 'settled' })
      .where(((a: Attrs, op: Op) => `${op.exists(a.customerId)} AND ${op.eq(a.receivablesKobo, oldReceivables)} AND ${op.eq(a.unusedCreditsKobo, oldCredits)}`) as never)
      .commit();
  });
}

/** The company's part of a change. `invoiceLimit` makes the transaction fail (tag 'limit') at the free plan's limit. */
export function moveCompany(plan: Plan, companyId: string, m: Moves, opts: { invoiceLimit?: number } = {}): void {
  const add: Record<string, number> = {};
  for (const k of ['receivablesKobo', 'overdueKobo', 'unusedCreditsKobo'] as const) if ((m[k] ?? 0) !== 0) add[k] = m[k]!;
  if ((m.invoices ?? 0) !== 0) add.invoiceCount = m.invoices!;
  if (Object.keys(add).length === 0 && opts.invoiceLimit === undefined) return;
  plan.add(opts.invoiceLimit !== undefined ? 'limit' : 'company', (tx) => {
    const update = tx.companyTotals.update({ companyId }).add(add);
    if (opts.invoiceLimit === undefined) return update.commit();
    const limit = opts.invoiceLimit;
    return update.where((a, op) => `(${op.notExists(a.invoiceCount)} OR ${op.lt(a.invoiceCount, limit)})`).commit();
  });
}

/** The plan's invoice limit (the free trial's), or none: one GetItem of the company's subscription. */
export async function invoiceLimit(companyId: string): Promise<number | undefined> {
  const { data } = await db().entities.subscription.get({ companyId }).go({ attributes: ['planType', 'status'] });
  return planOf(data?.planType).invoiceLimit ?? undefined;
}

export async function companyTotals(companyId: string) {
  const { data } = await db().entities.companyTotals.get({ companyId }).go();
  return {
    receivablesKobo: data?.receivablesKobo ?? 0,
    overdueKobo: data?.overdueKobo ?? 0,
    unusedCreditsKobo: data?.unusedCreditsKobo ?? 0,
    invoiceCount: data?.invoiceCount ?? 0,
  };
}
