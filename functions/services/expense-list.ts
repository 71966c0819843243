import type { ExpenseListOptions, ExpensePage, ExpenseTab } from '../../shared/schemas/expense';
import { db } from '../entities/table';
import { rethrowBadCursor } from '../lib/dynamo-errors';
import { budgetedPage } from '../lib/budgeted-page';
import { checkedCategory } from './expense-categories';
import { customerNameFor, toListExpense, type ExpenseItem } from './expense-shape';

/* The expense list: its tabs and More Filters, each a key range or a condition on a budgeted Query (the writes: expenses.ts). */

/** The day after a yyyy-MM-dd day: the exclusive end of a date key range (sort keys go on with #expenseid_...). */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

type FilterOps = {
  eq: (a: never, v: unknown) => string;
  ne: (a: never, v: unknown) => string;
  gte: (a: never, v: unknown) => string;
  lte: (a: never, v: unknown) => string;
};
type FilterAttrs = Record<'category' | 'customerKey' | 'expenseDate' | 'amountKobo' | 'billing' | 'reimbursement', never>;

/**
 * One page of a tab, newest date first, with the More Filters. Each tab is one
 * key range: All is gsi1; Unbilled and Invoiced gsi2 (billing); To reimburse and Reimbursed gsi3.
 * A customer reads their own index (gsi4, by billing state then date) where the
 * tab allows: Unbilled or Invoiced newest first, All grouped by billing state
 * (unbilled, not billable, invoiced) newest first within each; To reimburse and Reimbursed
 * with a customer read gsi3 with the customer as a condition.
 *
 * A date range is a key range wherever the sort key starts with the date (every
 * tab's index; gsi4 within one billing state). What cannot be a key (category,
 * amounts, vendor, the customer on Reimbursed, dates on a customer's All) is a
 * condition on that Query read with a budget (budgetedPage): a page may come back
 * short with a cursor to read on, and never reads an unbounded number of items.
 * A category that is not the company's and a customer of another company are 400s.
 */
export async function listExpenses(
  companyId: string,
  opts: Partial<Omit<ExpenseListOptions, 'limit' | 'tab'>> & { tab?: ExpenseTab; limit: number },
): Promise<ExpensePage> {
  const { expense } = db().entities;
  const tab = opts.tab ?? 'all';
  const customerKey = opts.customerId;
  if (customerKey !== undefined) await customerNameFor(companyId, customerKey);
  const category = opts.category === undefined ? undefined : await checkedCategory(companyId, opts.category, 'category');
  const from = opts.dateFrom;
  const until = opts.dateTo && dayAfter(opts.dateTo);
  const byReimbursement = tab === 'reimbursed' || tab === 'to_reimburse';
  const byCustomerIndex = customerKey !== undefined && !byReimbursement;
  // The date is a key on every index but gsi4 read across billing states (a customer's All).
  const datesAsKey = !byCustomerIndex || tab !== 'all';
  const conditions = (a: FilterAttrs, op: FilterOps): string[] => {
    const c: string[] = [];
    if (customerKey !== undefined && !byCustomerIndex) c.push(op.eq(a.customerKey, customerKey));
    if (category !== undefined) c.push(op.eq(a.category, category));
    if (!datesAsKey && opts.dateFrom) c.push(op.gte(a.expenseDate, opts.dateFrom));
    if (!datesAsKey && opts.dateTo) c.push(op.lte(a.expenseDate, opts.dateTo));
    if (opts.minAmountKobo !== undefined) c.push(op.gte(a.amountKobo, opts.minAmountKobo));
    if (opts.maxAmountKobo !== undefined) c.push(op.lte(a.amountKobo, opts.maxAmountKobo));
    return c;
  };
  const probe = conditions({} as FilterAttrs, { eq: () => 'x', ne: () => 'x', gte: () => 'x', lte: () => 'x' });
  // The vendor is matched in any case, which DynamoDB cannot do: on the items the budgeted Query returns.
  const vendor = opts.vendor?.toLowerCase();
  const keep = vendor ? (r: ExpenseItem) => (r.vendor ?? '').toLowerCase().includes(vendor) : undefined;

  type Ranged = { between: (a: object, b: object) => Ranged; gte: (a: object) => Ranged; lt: (a: object) => Ranged };
  /** The date range on a query whose sort key goes on after `prefix` with the date. */
  const dated = <Q>(query: Q, prefix: object = {}): Q => {
    if (!datesAsKey) return query;
    const q = query as unknown as Ranged;
    if (from && until) return q.between({ ...prefix, expenseDate: from }, { ...prefix, expenseDate: until }) as unknown as Q;
    if (from) return q.gte({ ...prefix, expenseDate: from }) as unknown as Q;
    if (until) return q.lt({ ...prefix, expenseDate: until }) as unknown as Q;
    return query;
  };
  const [index, query] = byCustomerIndex
    ? tab === 'all'
      ? (['byCustomer', expense.query.byCustomer({ companyId, customerKey })] as const)
      : (['byCustomer', dated(expense.query.byCustomer({ companyId, customerKey }), { billing: tab })] as const)
    : tab === 'all'
      ? (['all', dated(expense.query.all({ companyId }))] as const)
      : byReimbursement
        ? (['byReimbursement', dated(expense.query.byReimbursement({ companyId, reimbursement: tab }))] as const)
        : (['byBilling', dated(expense.query.byBilling({ companyId, billing: tab }))] as const);
  // gsi4 within one billing state without dates: a begins_with on the state.
  const scoped = byCustomerIndex && tab !== 'all' && !from && !until ? expense.query.byCustomer({ companyId, customerKey, billing: tab }) : query;
  try {
    const page = await budgetedPage<ExpenseItem>({
      entity: expense,
      index,
      query: (probe.length ? scoped.where(((a: FilterAttrs, op: FilterOps) => conditions(a, op).join(' AND ')) as never) : scoped) as never,
      filtered: probe.length > 0 || keep !== undefined,
      keep,
      limit: opts.limit,
      cursor: opts.cursor ?? null,
    });
    return { items: page.items.map(toListExpense), cursor: page.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}
