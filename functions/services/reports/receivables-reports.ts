import { WALK_IN_CUSTOMER_ID } from '../../../shared/constants';
import { addDaysIso, monthOf } from '../../../shared/dates';
import { AGING_BUCKETS, AGING_LABELS, agingBucket, daysPastDue } from '../../../shared/reports/periods';
import { type ReportRow } from '../../../shared/schemas/report';
import { byKey, readTally, readTallyByMonth, readTallyState, readTallyStateItems } from './tally';
import { agingParts } from './postings';
import { type Context, type Built, type Parts, text, date, money, count, range, customerNames, desc, monthLabel } from './report-kit';

/* The receivables reports: balances, aging, payments received and the WHT customers deducted. */

export async function customerBalance(c: Context): Promise<Built> {
  const to = c.period.to;
  const lastOfMonth = monthOf(to).last;
  const nextMonth = addDaysIso(lastOfMonth, 1).slice(0, 7);
  // The balance at the period's end: today's balance less what moved after that day.
  const after: Parts = { months: [nextMonth, '9999-12'], days: to === lastOfMonth ? [] : [[addDaysIso(to, 1), lastOfMonth]] };
  const [inPeriod, later, now] = await Promise.all([
    readTally(c.companyId, 'customers', c.parts),
    readTally(c.companyId, 'customers', after),
    readTallyState(c.companyId, 'customers'),
  ]);
  const period = byKey(inPeriod, 'c');
  const moved = byKey(later, 'c');
  const balances = byKey(now, 'c');
  const ids = new Set([...period.keys(), ...balances.keys()].filter((id) => id !== WALK_IN_CUSTOMER_ID));
  const rows: ReportRow[] = [];
  for (const id of ids) {
    const p = period.get(id) ?? {};
    const m = moved.get(id) ?? {};
    const invoiced = p.i ?? 0;
    const received = (p.r ?? 0) + (p.w ?? 0);
    const closing = (balances.get(id)?.b ?? 0) - ((m.i ?? 0) - (m.r ?? 0) - (m.w ?? 0));
    if (invoiced === 0 && received === 0 && closing === 0) continue;
    rows.push({
      key: id,
      cells: { name: '', invoiced, received, closing },
      drill: [
        { list: 'invoices', filters: { tab: 'all', status: 'issued', customerId: id, ...range(c) } },
        { list: 'payments', filters: { customerId: id, ...range(c) } },
      ],
    });
  }
  const names = await customerNames(c.companyId, rows.map((r) => r.key));
  for (const r of rows) r.cells.name = names.get(r.key) ?? 'Deleted customer';
  return {
    columns: [text('name', 'Customer'), money('invoiced', 'Invoiced'), money('received', 'Received (with WHT)'), money('closing', 'Closing balance')],
    rows: rows.sort(desc('closing')),
    notes: [
      'Invoiced: invoices issued in the period (not drafts or void invoices). Received: payments of the period, with the withholding tax deducted. Closing balance: what the customer owed at the end of the period, as on its statement; below zero is credit the customer holds.',
    ],
  };
}

/**
 * The open invoices today (sent or partly paid, with what is left to pay), from the aging
 * state the invoices' and payments' own transactions keep (postings.ts): a few items, however
 * many invoices the company has; the customers' names in one batch read.
 */
async function openInvoices(companyId: string) {
  const open = (await readTallyStateItems(companyId, 'aging')).flatMap(({ key: customerId, facts }) =>
    Object.entries(facts).flatMap(([name, balance]) => {
      const parts = agingParts(name);
      return parts && balance > 0 ? [{ ...parts, customerId, balance }] : [];
    }),
  );
  const names = await customerNames(companyId, [...new Set(open.map((o) => o.customerId))]);
  return open.map((o) => ({ ...o, customerName: names.get(o.customerId) ?? 'Deleted customer' }));
}

const BUCKET_COLUMNS = AGING_BUCKETS.map((b) => money(b, AGING_LABELS[b]));

export async function agingSummary(c: Context): Promise<Built> {
  const today = c.period.to;
  const rows = new Map<string, ReportRow>();
  for (const h of await openInvoices(c.companyId)) {
    const row = rows.get(h.customerId) ?? {
      key: h.customerId,
      cells: { name: h.customerName, ...Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])), total: 0 },
      drill: [{ list: 'invoices' as const, filters: { tab: 'unpaid', customerId: h.customerId } }],
    };
    const owed = h.balance;
    const bucket = agingBucket(h.dueDate, today);
    row.cells[bucket] = Number(row.cells[bucket]) + owed;
    row.cells.total = Number(row.cells.total) + owed;
    rows.set(h.customerId, row);
  }
  const all = [...rows.values()];
  const owedIn = (b: string) => all.reduce((s, r) => s + Number(r.cells[b]), 0);
  return {
    chart: all.length ? { title: 'Owed by days past due', series: [{ id: 'owed', label: 'Owed' }], points: AGING_BUCKETS.map((b) => ({ label: AGING_LABELS[b], values: { owed: owedIn(b) } })) } : undefined,
    columns: [text('name', 'Customer'), ...BUCKET_COLUMNS, money('total', 'Total')],
    rows: all.sort(desc('total')),
    notes: ['What customers owe today on sent and partly paid invoices, by days past the due date (Lagos): an invoice due today is current.'],
  };
}

export async function agingDetails(c: Context): Promise<Built> {
  const today = c.period.to;
  const rows = (await openInvoices(c.companyId))
    .map((h) => {
      const due = h.dueDate;
      const late = Math.max(0, daysPastDue(due, today));
      return {
        key: h.invoiceId,
        section: AGING_LABELS[agingBucket(due, today)],
        cells: { number: h.number, name: h.customerName, date: h.issueDate, due, days: late, balance: h.balance },
        drill: [{ list: 'invoice' as const, filters: { id: h.invoiceId } }],
        order: AGING_BUCKETS.indexOf(agingBucket(due, today)),
      };
    })
    .sort((a, b) => a.order - b.order || b.cells.days - a.cells.days || a.cells.number.localeCompare(b.cells.number))
    .map(({ order: _o, ...row }) => row);
  return {
    columns: [text('number', 'Invoice'), text('name', 'Customer'), date('date', 'Invoice date'), date('due', 'Due date'), count('days', 'Days past due'), money('balance', 'Balance due')],
    rows,
    totals: { number: 'Total', balance: rows.reduce((s, r) => s + r.cells.balance, 0) },
    notes: ['Every sent or partly paid invoice with a balance today, grouped by days past the due date (Lagos).'],
  };
}

export async function paymentsReceived(c: Context): Promise<Built> {
  const rows = [...byKey(await readTally(c.companyId, 'customers', c.parts), 'c')].filter(([, f]) => (f.pn ?? 0) !== 0);
  const names = await customerNames(c.companyId, rows.map(([id]) => id));
  return {
    columns: [text('name', 'Customer'), count('count', 'Payments'), money('received', 'Amount received'), money('wht', 'WHT deducted'), money('settled', 'Total settled')],
    rows: rows
      .map(([id, f]) => ({
        key: id,
        cells: { name: names.get(id) ?? 'Deleted customer', count: f.pn ?? 0, received: f.r ?? 0, wht: f.w ?? 0, settled: (f.r ?? 0) + (f.w ?? 0) },
        drill: [{ list: 'payments' as const, filters: { customerId: id, ...range(c) } }],
      }))
      .sort(desc('settled')),
    notes: ['Payments recorded in the period, by their date. The withholding tax a customer deducted settles the invoice with the money received; it is a tax credit (see WHT Credits).'],
  };
}

export async function whtCredits(c: Context): Promise<Built> {
  const months = await readTallyByMonth(c.companyId, 'customers', c.parts);
  const found: { month: string; id: string; f: Record<string, number> }[] = [];
  for (const [month, facts] of months) for (const [id, f] of byKey(facts, 'c')) if ((f.w ?? 0) !== 0) found.push({ month, id, f });
  const names = await customerNames(c.companyId, [...new Set(found.map((r) => r.id))]);
  const lastDay = (m: string) => monthOf(`${m}-01`).last;
  return {
    columns: [text('month', 'Month'), text('name', 'Customer'), count('count', 'Payments'), money('received', 'Amount received'), money('wht', 'WHT deducted')],
    rows: found
      .map(({ month, id, f }) => {
        const from = `${month}-01` < c.period.from ? c.period.from : `${month}-01`;
        const to = lastDay(month) > c.period.to ? c.period.to : lastDay(month);
        return {
          key: `${month}|${id}`,
          cells: { month: monthLabel(month), name: names.get(id) ?? 'Deleted customer', count: f.pn ?? 0, received: f.r ?? 0, wht: f.w ?? 0 },
          drill: [{ list: 'payments' as const, filters: { customerId: id, dateFrom: from, dateTo: to } }],
          sort: `${month}|${names.get(id) ?? ''}`,
        };
      })
      .sort((a, b) => a.sort.localeCompare(b.sort))
      .map(({ sort: _s, ...row }) => row),
    notes: ['Withholding tax customers deducted from their payments, by month and customer. Ask each customer for the credit note (WHT receipt) covering the month to claim the credit against your income tax.'],
  };
}
