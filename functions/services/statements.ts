import { addDaysIso, lagosToday } from '../../shared/dates';
import { STATEMENT_MAX_LINES, statementPeriod, type Statement, type StatementLine, type StatementQuery } from '../../shared/schemas/statement';
import { db } from '../entities/table';
import { BadRequestError, NotFoundError } from '../lib/errors';

/*
 * A customer's statement of account, from its ledger (functions/entities/ledger.ts),
 * in three Queries of the customer's partition, read together:
 * - the month totals before the period's month (one small item a month);
 * - the entries of the period's month before its first day (only their amounts);
 * - the entries in the period, at most STATEMENT_MAX_LINES (+1 to know there are more).
 * Opening balance = the first two; each line's balance runs from it; the closing
 * balance is where it ends. Up to today it is what the customer owes less its
 * unused credits, to the kobo, because the same transactions keep both.
 */

type Key = { companyId: string; customerId: string };

async function openingBalance(key: Key, from: string): Promise<number> {
  const month = from.slice(0, 7);
  const [months, early] = await Promise.all([
    db().entities.ledgerMonth.query.byCustomer(key).lt({ month }).go({ consistent: true, pages: 'all', attributes: ['netKobo'] }),
    // sk between date_<first of month> and date_<from>: every entry dated before `from` in its month.
    db().entities.ledgerEntry.query.byCustomer(key).between({ date: `${month}-01` }, { date: from }).go({ consistent: true, pages: 'all', attributes: ['amountKobo'] }),
  ]);
  return months.data.reduce((s, m) => s + (m.netKobo ?? 0), 0) + early.data.reduce((s, e) => s + e.amountKobo, 0);
}

async function periodEntries(key: Key, from: string, to: string) {
  // The day after `to` as the upper bound takes in every entry of `to` (their keys go on with the document id).
  const { data } = await db()
    .entities.ledgerEntry.query.byCustomer(key)
    .between({ date: from }, { date: addDaysIso(to, 1) })
    .go({ consistent: true, count: STATEMENT_MAX_LINES + 1 });
  if (data.length > STATEMENT_MAX_LINES) {
    const message = `This period has more than ${STATEMENT_MAX_LINES} transactions. Choose a shorter period.`;
    throw new BadRequestError(message, { from: message });
  }
  return data;
}

export async function customerStatement(companyId: string, customerId: string, query: StatementQuery): Promise<Statement> {
  const key = { companyId, customerId };
  const q = statementPeriod(query, lagosToday());
  const [customer, opening, entries] = await Promise.all([
    db().entities.customer.get(key).go({ attributes: ['displayName'] }),
    openingBalance(key, q.from),
    periodEntries(key, q.from, q.to),
  ]);
  if (!customer.data) throw new NotFoundError('Customer');
  let balance = opening;
  let invoiced = 0;
  let paid = 0;
  const lines: StatementLine[] = entries.map((e) => {
    balance += e.amountKobo;
    const charge = Math.max(e.amountKobo, 0);
    const credit = Math.max(-e.amountKobo, 0);
    invoiced += charge;
    paid += credit;
    return {
      date: e.date,
      kind: e.kind,
      documentId: e.documentId,
      number: e.number,
      ...(e.dueDate ? { dueDate: e.dueDate } : {}),
      ...(e.mode ? { mode: e.mode } : {}),
      ...(e.reference ? { reference: e.reference } : {}),
      chargeKobo: charge,
      creditKobo: credit,
      whtKobo: e.whtKobo ?? 0,
      balanceKobo: balance,
    };
  });
  return {
    customerId,
    customerName: customer.data.displayName,
    from: q.from,
    to: q.to,
    openingBalanceKobo: opening,
    invoicedKobo: invoiced,
    paidKobo: paid,
    closingBalanceKobo: balance,
    lines,
  };
}
