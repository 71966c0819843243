import { WALK_IN_CUSTOMER_ID, WALK_IN_CUSTOMER_NAME } from '../../../shared/constants';
import { addDaysIso, lagosToday, monthOf } from '../../../shared/dates';
import { expenseCategoryLabel } from '../../../shared/expense-values';
import { REPORTS, type ReportId } from '../../../shared/reports/catalog';
import { AGING_BUCKETS, AGING_LABELS, agingBucket, daysPastDue, periodLabel, periodParts, resolvePeriod, type Period } from '../../../shared/reports/periods';
import { reportQuerySchema, type Report, type ReportChart, type ReportColumn, type ReportDrill, type ReportRow } from '../../../shared/schemas/report';
import { db } from '../../entities/table';
import { byKey, readTally, readTallyByMonth, readTallyState, type Facts } from './tally';

/*
 * The reports: one engine, many kinds. Each report is a function from the
 * period's tallies (tally.ts, kept by the records' own transactions) to a
 * table of columns, rows and a totals row; names come from one batch read of
 * the customers or items a report shows. No report reads the records.
 */

type Parts = ReturnType<typeof periodParts>;
interface Context {
  companyId: string;
  period: Period;
  parts: Parts;
}
interface Built {
  columns: ReportColumn[];
  rows: ReportRow[];
  chart?: ReportChart;
  /** The totals row when it is not every money and count column summed (quantities of different units do not add up). */
  totals?: Record<string, string | number>;
  notes?: string[];
}

const text = (id: string, header: string): ReportColumn => ({ id, header, kind: 'text' });
const money = (id: string, header: string): ReportColumn => ({ id, header, kind: 'money' });
const count = (id: string, header: string): ReportColumn => ({ id, header, kind: 'count' });

const range = (c: Context) => ({ dateFrom: c.period.from, dateTo: c.period.to });

async function customerNames(companyId: string, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>([[WALK_IN_CUSTOMER_ID, WALK_IN_CUSTOMER_NAME]]);
  const wanted = ids.filter((id) => id !== WALK_IN_CUSTOMER_ID);
  if (wanted.length === 0) return names;
  const { data } = await db()
    .entities.customer.get(wanted.map((customerId) => ({ companyId, customerId })))
    .go({ attributes: ['customerId', 'name'], concurrent: 4 });
  for (const c of data) names.set(c.customerId, c.name);
  return names;
}

async function itemNames(companyId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id) => id !== '-');
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const { data } = await db()
    .entities.item.get(wanted.map((itemId) => ({ companyId, itemId })))
    .go({ attributes: ['itemId', 'name'], concurrent: 4 });
  for (const i of data) names.set(i.itemId, i.name);
  return names;
}

const byName = (a: ReportRow, b: ReportRow) => String(a.cells.name).localeCompare(String(b.cells.name));
const desc = (col: string) => (a: ReportRow, b: ReportRow) => Number(b.cells[col]) - Number(a.cells[col]) || byName(a, b);

// ---------------------------------------------------------------- the reports

async function salesByCustomer(c: Context): Promise<Built> {
  const rows = [...byKey(await readTally(c.companyId, 'customers', c.parts), 'c')].filter(([, f]) => (f.n ?? 0) !== 0 || (f.t ?? 0) !== 0);
  const names = await customerNames(c.companyId, rows.map(([id]) => id));
  return {
    columns: [text('name', 'Customer'), count('count', 'Invoices and receipts'), money('sales', 'Sales'), money('salesWithTax', 'Sales with tax')],
    rows: rows
      .map(([id, f]) => {
        const drill: ReportDrill[] = [{ list: 'sales-receipts', filters: { customerId: id, ...range(c) } }];
        if (id !== WALK_IN_CUSTOMER_ID) drill.unshift({ list: 'invoices', filters: { tab: 'all', customerId: id, ...range(c) } });
        return { key: id, cells: { name: names.get(id) ?? 'Deleted customer', count: f.n ?? 0, sales: f.x ?? 0, salesWithTax: f.t ?? 0 }, drill };
      })
      .sort(desc('salesWithTax')),
    notes: ['Sales are invoices issued in the period (not drafts or void invoices) and sales receipts, by their date. Sales are before tax; Sales with tax are the documents’ totals.'],
  };
}

async function salesByItem(c: Context): Promise<Built> {
  const rows = [...byKey(await readTally(c.companyId, 'items', c.parts), 'i')].filter(([, f]) => (f.q ?? 0) !== 0 || (f.a ?? 0) !== 0);
  const names = await itemNames(c.companyId, rows.map(([id]) => id));
  return {
    columns: [text('name', 'Item'), { id: 'quantity', header: 'Quantity sold', kind: 'quantity' }, money('amount', 'Amount'), money('averagePrice', 'Average price')],
    rows: rows
      .map(([id, f]) => {
        const quantity = (f.q ?? 0) / 1000;
        const amount = f.a ?? 0;
        const name = id === '-' ? 'Lines typed without an item' : (names.get(id) ?? 'Deleted item');
        return { key: id, cells: { name, quantity, amount, averagePrice: quantity === 0 ? 0 : Math.round(amount / quantity) } };
      })
      .sort(desc('amount')),
    totals: { name: 'Total', amount: rows.reduce((sum, [, f]) => sum + (f.a ?? 0), 0) },
    notes: ['Amounts are after discounts and before tax, from invoices issued in the period and sales receipts. The average price is the amount divided by the quantity.'],
  };
}

async function salesByPerson(c: Context): Promise<Built> {
  const [facts, people] = await Promise.all([
    readTally(c.companyId, 'totals', c.parts),
    db().entities.salesperson.query.byCompany({ companyId: c.companyId }).go({ pages: 'all', attributes: ['salespersonId', 'name'] }),
  ]);
  const names = new Map(people.data.map((p) => [p.salespersonId, p.name]));
  const rows = [...byKey(facts, 'p')].filter(([, f]) => (f.n ?? 0) !== 0 || (f.t ?? 0) !== 0);
  return {
    columns: [text('name', 'Salesperson'), count('count', 'Invoices and receipts'), money('sales', 'Sales'), money('salesWithTax', 'Sales with tax')],
    rows: rows
      .map(([id, f]) => {
        const name = id === '-' ? 'No salesperson' : (names.get(id) ?? 'Removed salesperson');
        const drill: ReportDrill[] = id === '-' ? [] : [{ list: 'invoices', filters: { tab: 'all', salespersonId: id, ...range(c) } }];
        return { key: id, cells: { name, count: f.n ?? 0, sales: f.x ?? 0, salesWithTax: f.t ?? 0 }, ...(drill.length ? { drill } : {}) };
      })
      .sort(desc('salesWithTax')),
    notes: ['Invoices issued in the period (not drafts or void invoices) and sales receipts, by the salesperson named on them.'],
  };
}

async function customerBalance(c: Context): Promise<Built> {
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
        { list: 'invoices', filters: { tab: 'all', customerId: id, ...range(c) } },
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

/** The open invoices today (the invoice list's Unpaid tab): sent or partly paid, with what is left to pay. */
async function openInvoices(companyId: string) {
  const { data } = await db()
    .entities.salesDocument.query.byTab({ companyId, kind: 'invoice', tab: 'unpaid' })
    .go({ pages: 'all', attributes: ['documentId', 'number', 'customerId', 'customerName', 'issueDate', 'dueDate', 'balanceDueKobo', 'totalKobo'] });
  return data.filter((h) => (h.balanceDueKobo ?? h.totalKobo) !== 0);
}

const BUCKET_COLUMNS = AGING_BUCKETS.map((b) => money(b, AGING_LABELS[b]));

async function agingSummary(c: Context): Promise<Built> {
  const today = c.period.to;
  const rows = new Map<string, ReportRow>();
  for (const h of await openInvoices(c.companyId)) {
    const row = rows.get(h.customerId) ?? {
      key: h.customerId,
      cells: { name: h.customerName, ...Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])), total: 0 },
      drill: [{ list: 'invoices' as const, filters: { tab: 'unpaid', customerId: h.customerId } }],
    };
    const owed = h.balanceDueKobo ?? h.totalKobo;
    const bucket = agingBucket(h.dueDate ?? h.issueDate, today);
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

async function agingDetails(c: Context): Promise<Built> {
  const today = c.period.to;
  const rows = (await openInvoices(c.companyId))
    .map((h) => {
      const due = h.dueDate ?? h.issueDate;
      const late = Math.max(0, daysPastDue(due, today));
      return {
        key: h.documentId,
        section: AGING_LABELS[agingBucket(due, today)],
        cells: { number: h.number, name: h.customerName, date: h.issueDate, due, days: late, balance: h.balanceDueKobo ?? h.totalKobo },
        drill: [{ list: 'invoice' as const, filters: { id: h.documentId } }],
        order: AGING_BUCKETS.indexOf(agingBucket(due, today)),
      };
    })
    .sort((a, b) => a.order - b.order || b.cells.days - a.cells.days || a.cells.number.localeCompare(b.cells.number))
    .map(({ order: _o, ...row }) => row);
  return {
    columns: [text('number', 'Invoice'), text('name', 'Customer'), text('date', 'Invoice date'), text('due', 'Due date'), count('days', 'Days past due'), money('balance', 'Balance due')],
    rows,
    totals: { number: 'Total', balance: rows.reduce((s, r) => s + r.cells.balance, 0) },
    notes: ['Every sent or partly paid invoice with a balance today, grouped by days past the due date (Lagos).'],
  };
}

async function timeByProject(c: Context): Promise<Built> {
  const found = [...byKey(await readTally(c.companyId, 'time', c.parts), 'pr')].filter(([, f]) => (f.n ?? 0) !== 0);
  const projects = new Map<string, { name: string; customerName: string }>();
  if (found.length) {
    const { data } = await db()
      .entities.project.get(found.map(([projectId]) => ({ companyId: c.companyId, projectId })))
      .go({ attributes: ['projectId', 'name', 'customerName'], concurrent: 4 });
    for (const p of data) projects.set(p.projectId, { name: p.name, customerName: p.customerName });
  }
  const hours = (minutes: number) => Math.round((minutes / 60) * 1000) / 1000;
  const rows = found
    .map(([id, f]) => ({
      key: id,
      cells: { name: projects.get(id)?.name ?? 'Deleted project', customer: projects.get(id)?.customerName ?? '', count: f.n ?? 0, hours: hours(f.m ?? 0), billable: hours(f.b ?? 0) },
    }))
    .sort(desc('hours'));
  const total = (k: 'm' | 'b') => hours(found.reduce((s, [, f]) => s + (f[k] ?? 0), 0));
  return {
    columns: [text('name', 'Project'), text('customer', 'Customer'), count('count', 'Entries'), { id: 'hours', header: 'Hours', kind: 'quantity' }, { id: 'billable', header: 'Billable hours', kind: 'quantity' }],
    rows,
    totals: { name: 'Total', count: found.reduce((s, [, f]) => s + (f.n ?? 0), 0), hours: total('m'), billable: total('b') },
    notes: ['Time entries dated in the period, by project; billable hours are those of billable entries, billed or not.'],
  };
}

async function paymentsReceived(c: Context): Promise<Built> {
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

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (m: string) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;

async function whtCredits(c: Context): Promise<Built> {
  const months = await readTallyByMonth(c.companyId, 'customers', c.parts);
  const found: { month: string; id: string; f: Record<string, number> }[] = [];
  for (const [month, facts] of months) for (const [id, f] of byKey(facts, 'c')) if ((f.w ?? 0) !== 0) found.push({ month, id, f });
  const names = await customerNames(c.companyId, [...new Set(found.map((r) => r.id))]);
  const lastDay = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
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

async function expensesByCategory(c: Context): Promise<Built> {
  const rows = [...byKey(await readTally(c.companyId, 'totals', c.parts), 'k')].filter(([, f]) => (f.n ?? 0) !== 0).sort(([, a], [, b]) => (b.a ?? 0) - (a.a ?? 0));
  return {
    chart: { title: 'Expenses by category', series: [{ id: 'amount', label: 'Amount' }], points: rows.map(([category, f]) => ({ label: expenseCategoryLabel(category), values: { amount: f.a ?? 0 } })) },
    columns: [text('name', 'Category'), count('count', 'Expenses'), money('net', 'Amount before VAT'), money('vat', 'VAT'), money('amount', 'Amount')],
    rows: rows
      .map(([category, f]) => ({
        key: category,
        cells: { name: expenseCategoryLabel(category), count: f.n ?? 0, net: (f.a ?? 0) - (f.v ?? 0), vat: f.v ?? 0, amount: f.a ?? 0 },
        drill: [{ list: 'expenses' as const, filters: { tab: 'all', category, ...range(c) } }],
      }))
      .sort(desc('amount')),
    notes: ['Expenses dated in the period. The amount is what was paid, VAT included.'],
  };
}

/** Profit and loss on either basis: accrual (sales when invoiced) or cash (invoices' income when paid: what payments settle, less the VAT inside it). */
const profitAndLoss = (basis: 'accrual' | 'cash') => async (c: Context): Promise<Built> => {
  const [f, byMonth] = await Promise.all([readTally(c.companyId, 'totals', c.parts), readTallyByMonth(c.companyId, 'totals', c.parts)]);
  const monthly = [...byMonth].sort(([a], [b]) => a.localeCompare(b));
  const g = (m: Facts, n: string) => m[n] ?? 0;
  const fromInvoices = (m: Facts) => (basis === 'accrual' ? g(m, 's:inv:x') : g(m, 'r:pay:s') - g(m, 'r:pay:v'));
  const get = (name: string) => f[name] ?? 0;
  const INCOME = 'Income';
  const SPENT = 'Expenses';
  const invoices = fromInvoices(f);
  const receipts = get('s:sr:x');
  const categories = [...byKey(f, 'k')].filter(([, k]) => (k.n ?? 0) !== 0).sort(([a], [b]) => expenseCategoryLabel(a).localeCompare(expenseCategoryLabel(b)));
  const spent = categories.reduce((s, [, k]) => s + (k.a ?? 0) - (k.v ?? 0), 0);
  const rows: ReportRow[] = [
    basis === 'accrual'
      ? { key: 'invoices', section: INCOME, cells: { name: 'Sales on invoices', amount: invoices }, drill: [{ list: 'invoices', filters: { tab: 'all', ...range(c) } }] }
      : { key: 'invoices', section: INCOME, cells: { name: 'Invoices paid (before VAT)', amount: invoices }, drill: [{ list: 'payments', filters: range(c) }] },
    { key: 'receipts', section: INCOME, cells: { name: 'Sales receipts', amount: receipts }, drill: [{ list: 'sales-receipts', filters: range(c) }] },
    { key: 'income', section: INCOME, cells: { name: 'Total income', amount: invoices + receipts } },
    ...categories.map(([category, k]): ReportRow => ({
      key: `k:${category}`,
      section: SPENT,
      cells: { name: expenseCategoryLabel(category), amount: -((k.a ?? 0) - (k.v ?? 0)) },
      drill: [{ list: 'expenses', filters: { tab: 'all', category, ...range(c) } }],
    })),
    { key: 'expenses', section: SPENT, cells: { name: 'Total expenses', amount: -spent } },
  ];
  const net = invoices + receipts - spent;
  return {
    chart: {
      title: 'Income and expenses by month',
      series: [
        { id: 'income', label: 'Income' },
        { id: 'expenses', label: 'Expenses' },
      ],
      points: monthly.map(([month, m]) => ({ label: monthLabel(month), values: { income: fromInvoices(m) + g(m, 's:sr:x'), expenses: g(m, 'e:all:a') - g(m, 'e:all:v') } })),
    },
    columns: [text('name', 'Account'), money('amount', 'Amount')],
    rows,
    totals: { name: net >= 0 ? 'Net profit' : 'Net loss', amount: net },
    notes: [
      basis === 'accrual'
        ? 'Accrual basis: income is invoices issued in the period (not drafts or void invoices) and sales receipts, before VAT; expenses are those dated in the period, before the VAT paid on them (VAT is the tax authority’s, not income or cost).'
        : 'Cash basis: income is what payments dated in the period settled on invoices (the money and the WHT deducted), less the VAT inside it, and sales receipts before VAT; a payment’s unused credit counts, on the payment’s date, once it is applied. Expenses are those dated in the period, before their VAT.',
      'Before income tax. Withholding tax deducted by customers is a credit against income tax, not an expense (see WHT Credits).',
    ],
  };
};

async function vatSummary(c: Context): Promise<Built> {
  const f = await readTally(c.companyId, 'totals', c.parts);
  const get = (name: string) => f[name] ?? 0;
  const OUT = 'Output VAT (sales)';
  const IN = 'Input VAT (expenses)';
  const rates = [...byKey(f, 'v')].filter(([r]) => r !== 'none' && r !== '0').sort(([a], [b]) => Number(a) - Number(b));
  const drill: ReportDrill[] = [
    { list: 'invoices', filters: { tab: 'all', ...range(c) } },
    { list: 'sales-receipts', filters: range(c) },
  ];
  const outputVat = rates.reduce((s, [, r]) => s + (r.t ?? 0), 0);
  const inputVat = get('e:all:v');
  const row = (key: string, section: string, name: string, amount: number, vat: number | '', more: Partial<ReportRow> = {}): ReportRow => ({ key, section, cells: { name, amount, vat }, ...more });
  const rows: ReportRow[] = [
    row('sales', OUT, 'Total sales before VAT', get('s:inv:x') + get('s:sr:x'), '', { drill }),
    row('exempt', OUT, 'Less: sales with no VAT rate (exempt or not taxed)', get('v:none:b'), ''),
    row('zero', OUT, 'Less: zero-rated sales (0%)', get('v:0:b'), 0),
    ...rates.map(([r, v]) => row(`rate-${r}`, OUT, `Sales at ${Number(r) / 100}%`, v.b ?? 0, v.t ?? 0)),
    row('output', OUT, 'Output VAT', rates.reduce((s, [, r]) => s + (r.b ?? 0), 0), outputVat),
    row('expenses', IN, 'Expenses before VAT', get('e:all:a') - inputVat, '', { drill: [{ list: 'expenses', filters: { tab: 'all', ...range(c) } }] }),
    row('input', IN, 'Input VAT on expenses', get('e:all:a') - inputVat, inputVat),
  ];
  const net = outputVat - inputVat;
  return {
    columns: [text('name', 'Line'), money('amount', 'Amount'), money('vat', 'VAT')],
    rows,
    totals: { name: net >= 0 ? 'VAT payable (output VAT − input VAT)' : 'VAT to carry forward (input VAT above output VAT)', vat: net },
    notes: [
      'In the layout of the monthly VAT return: sales of the period by rate from invoices issued (not drafts or void invoices) and sales receipts, and the VAT paid on expenses dated in the period.',
      'The return is due by the 21st of the following month.',
    ],
  };
}

const BUILDERS: Record<ReportId, (c: Context) => Promise<Built>> = {
  'sales-by-customer': salesByCustomer,
  'sales-by-item': salesByItem,
  'sales-by-person': salesByPerson,
  'customer-balance': customerBalance,
  'aging-summary': agingSummary,
  'aging-details': agingDetails,
  'time-by-project': timeByProject,
  'payments-received': paymentsReceived,
  'wht-credits': whtCredits,
  'expenses-by-category': expensesByCategory,
  'vat-summary': vatSummary,
  'profit-and-loss': profitAndLoss('accrual'),
  'profit-and-loss-cash': profitAndLoss('cash'),
};

/** Sums every number column over the rows (the totals row), with its label in the first column. */
function summed(columns: ReportColumn[], rows: ReportRow[], given?: Record<string, string | number>): Record<string, string | number> {
  if (given) return given;
  const totals: Record<string, string | number> = { [columns[0]!.id]: 'Total' };
  for (const col of columns) {
    if (col.kind !== 'money' && col.kind !== 'count') continue;
    totals[col.id] = rows.reduce((s, r) => s + (typeof r.cells[col.id] === 'number' ? (r.cells[col.id] as number) : 0), 0);
  }
  return totals;
}

/** The company's fiscal year's first month (Settings › Organization; January unless set). */
export async function fiscalStartMonth(companyId: string): Promise<number> {
  const { data } = await db().entities.company.get({ companyId }).go({ attributes: ['fiscalYearStartMonth'] });
  return data?.fiscalYearStartMonth ?? 1;
}

export async function getReport(companyId: string, id: ReportId, query: unknown): Promise<Report> {
  const q = reportQuerySchema.parse(query);
  const start = await fiscalStartMonth(companyId);
  const asOfToday = REPORTS[id].asOfToday === true;
  const today = lagosToday();
  const period: Period = asOfToday ? { key: q.period, from: today, to: today } : resolvePeriod(q.period, today, start, q.from && q.to ? { from: q.from, to: q.to } : undefined);
  const built = await BUILDERS[id]({ companyId, period, parts: periodParts(period) });
  return {
    id,
    title: REPORTS[id].title,
    period: { ...period, label: asOfToday ? `As of ${periodLabel(period)}` : periodLabel(period) },
    asOfToday,
    fiscalYearStartMonth: start,
    columns: built.columns,
    rows: built.rows,
    totals: summed(built.columns, built.rows, built.totals),
    notes: built.notes ?? [],
    ...(built.chart && built.chart.points.length ? { chart: built.chart } : {}),
  };
}

/** The fiscal year's figures month by month for the dashboard (the same tallies as the reports). */
export async function yearFigures(companyId: string, year: 'this' | 'last') {
  const start = await fiscalStartMonth(companyId);
  const period = resolvePeriod(year === 'this' ? 'this_year' : 'last_year', lagosToday(), start);
  const byMonth = await readTallyByMonth(companyId, 'totals', periodParts(period));
  const months: { month: string; salesKobo: number; receiptsKobo: number; expensesKobo: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(Number(period.from.slice(0, 4)), Number(period.from.slice(5, 7)) - 1 + i, 1));
    const month = d.toISOString().slice(0, 7);
    const f: Facts = byMonth.get(month) ?? {};
    const g = (n: string) => f[n] ?? 0;
    months.push({ month, salesKobo: g('s:inv:t') + g('s:sr:t'), receiptsKobo: g('r:pay:r') + g('s:sr:t'), expensesKobo: g('e:all:a') });
  }
  const sum = (k: 'salesKobo' | 'receiptsKobo' | 'expensesKobo') => months.reduce((s, m) => s + m[k], 0);
  return { year, from: period.from, to: period.to, salesKobo: sum('salesKobo'), receiptsKobo: sum('receiptsKobo'), expensesKobo: sum('expensesKobo'), months };
}
