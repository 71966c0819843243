import fc from 'fast-check';
import { vatShareKobo } from '../../shared/documents/totals';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/entities/table';
import { documentClient } from '../../functions/lib/clients';
import { config } from '../../functions/lib/config';
import { compareTallies, rebuildTallies } from '../../functions/services/reports/rebuild';
import { tallyPk } from '../../functions/services/reports/tally';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * Reports against the records. A random sequence of creates, edits, status
 * changes, payments (with WHT), credits applied, sales receipts, expenses and
 * deletions; then every report, for whole months (month tallies) and for a
 * period that cuts months (day tallies), must equal the figures recomputed
 * from the records as the API answers them, to the kobo.
 */

jest.setTimeout(300_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

const DATES = ['2026-01-31', '2026-02-01', '2026-02-14', '2026-02-28', '2026-03-01', '2026-03-17'];
const line = (itemId: string | undefined, quantity: number, rateKobo: number, taxRate: number | null) => ({ ...(itemId ? { itemId } : {}), name: itemId ? 'Catalogue item' : 'Typed work', quantity, unit: 'pcs', rateKobo, taxRate });

const cmd = fc.oneof(
  fc.record({ op: fc.constant('invoice' as const), c: fc.nat(1), d: fc.nat(5), sent: fc.boolean(), item: fc.nat(2), q: fc.constantFrom(1, 2.5, 3), rate: fc.constantFrom(1_000_00, 2_345_67), tax: fc.constantFrom(7.5, 0, null), person: fc.boolean() }),
  fc.record({ op: fc.constant('edit' as const), n: fc.nat(9), d: fc.nat(5), q: fc.constantFrom(1, 4), tax: fc.constantFrom(7.5, null) }),
  fc.record({ op: fc.constant('send' as const), n: fc.nat(9) }),
  fc.record({ op: fc.constant('void' as const), n: fc.nat(9) }),
  fc.record({ op: fc.constant('deleteInvoice' as const), n: fc.nat(9) }),
  fc.record({ op: fc.constant('pay' as const), n: fc.nat(9), d: fc.nat(5), wht: fc.boolean(), extra: fc.constantFrom(0, 500_00) }),
  fc.record({ op: fc.constant('deletePayment' as const), n: fc.nat(9) }),
  fc.record({ op: fc.constant('applyCredit' as const), n: fc.nat(9), m: fc.nat(9) }),
  fc.record({ op: fc.constant('receipt' as const), c: fc.nat(2), d: fc.nat(5), tax: fc.constantFrom(7.5, null) }),
  fc.record({ op: fc.constant('expense' as const), d: fc.nat(5), cat: fc.constantFrom('travel', 'office', 'Generator fuel'), amount: fc.constantFrom(10_750_00, 3_000_00), reimbursable: fc.boolean() }),
  fc.record({ op: fc.constant('editExpense' as const), n: fc.nat(9), d: fc.nat(5) }),
  fc.record({ op: fc.constant('deleteExpense' as const), n: fc.nat(9) }),
  fc.record({ op: fc.constant('reimburse' as const), n: fc.nat(9) }),
  fc.record({ op: fc.constant('time' as const), t: fc.nat(1), d: fc.nat(5), minutes: fc.constantFrom(30, 95) }),
  fc.record({ op: fc.constant('editTime' as const), n: fc.nat(9), d: fc.nat(5), t: fc.nat(1) }),
  fc.record({ op: fc.constant('deleteTime' as const), n: fc.nat(9) }),
);
type Cmd = typeof cmd extends fc.Arbitrary<infer T> ? T : never;

/** Every run starts with one of each kind of money record, so the random part always has something to edit, pay, void or delete. */
const PRELUDE: Cmd[] = [
  { op: 'invoice', c: 0, d: 1, sent: true, item: 0, q: 2.5, rate: 2_345_67, tax: 7.5, person: true },
  { op: 'invoice', c: 1, d: 3, sent: true, item: 2, q: 1, rate: 1_000_00, tax: 0, person: false },
  { op: 'pay', n: 0, d: 2, wht: true, extra: 500_00 },
  { op: 'receipt', c: 2, d: 4, tax: 7.5 },
  { op: 'expense', d: 3, cat: 'Generator fuel', amount: 10_750_00, reimbursable: true },
  { op: 'time', t: 0, d: 2, minutes: 95 },
  { op: 'time', t: 1, d: 4, minutes: 30 },
];

interface World {
  owner: Owner;
  customers: string[];
  items: string[];
  personId: string;
  invoices: string[];
  payments: string[];
  receipts: string[];
  expenses: string[];
  /** Two tasks: one billable, one not, on two projects. */
  tasks: { projectId: string; taskId: string }[];
  entries: string[];
}

async function world(): Promise<World> {
  const owner = (await onboardedUser()) as Owner;
  const customers: string[] = [];
  for (const displayName of ['Eko Hotels', 'Ikeja Motors']) customers.push((await call(owner, 'POST', '/api/customers', { body: { displayName } })).body.customerId);
  const items: string[] = [];
  for (const name of ['Cement bag', 'Delivery']) items.push((await call(owner, 'POST', '/api/items', { body: { name, price: 5_000_00 } })).body.itemId);
  const person = await call(owner, 'POST', '/api/salespeople', { body: { name: 'Ada Obi' } });
  expect(person.status).toBe(201);
  await call(owner, 'POST', '/api/expense-categories', { body: { name: 'Generator fuel' } });
  const tasks: World['tasks'] = [];
  for (const [i, body] of [{ name: 'Audit', tasks: [{ name: 'Counting', billable: true }] }, { name: 'Admin work', tasks: [{ name: 'Filing', billable: false }] }].entries()) {
    const p = await call(owner, 'POST', '/api/projects', { body: { ...body, customerId: customers[i] } });
    expect(p.status).toBe(201);
    tasks.push({ projectId: p.body.projectId, taskId: p.body.tasks[0].taskId });
  }
  return { owner, customers, items, personId: person.body.salespersonId, invoices: [], payments: [], receipts: [], expenses: [], tasks, entries: [] };
}

const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

async function run(w: World, c: Cmd): Promise<void> {
  const o = w.owner;
  switch (c.op) {
    case 'invoice': {
      const itemId = c.item < 2 ? w.items[c.item] : undefined;
      const body = { customerId: w.customers[c.c], invoiceDate: DATES[c.d], paymentTerms: 'net_15', status: c.sent ? 'sent' : 'draft', lines: [line(itemId, c.q, c.rate, c.tax), line(undefined, 1, 50_00, 7.5)], discount: { type: 'percent', value: 5 }, ...(c.person ? { salespersonId: w.personId } : {}) };
      const r = await call(o, 'POST', '/api/invoices', { body });
      expect(r.status).toBe(201);
      w.invoices.push(r.body.invoiceId);
      return;
    }
    case 'edit': {
      const id = pick(w.invoices, c.n);
      if (!id) return;
      const inv = (await call(o, 'GET', `/api/invoices/${id}`)).body;
      if (inv.status !== 'draft' && inv.status !== 'sent') return;
      const body = { customerId: inv.customerId, invoiceDate: DATES[c.d], paymentTerms: 'net_15', status: inv.status, lines: [line(w.items[0], c.q, 1_500_00, c.tax)], discount: { type: 'amount', valueKobo: 0 }, version: inv.version };
      const r = await call(o, 'PUT', `/api/invoices/${id}`, { body });
      expect([200, 400]).toContain(r.status);
      return;
    }
    case 'send':
    case 'void': {
      const id = pick(w.invoices, c.n);
      if (id) await call(o, 'POST', `/api/invoices/${id}/status`, { body: { status: c.op === 'send' ? 'sent' : 'void' } });
      return;
    }
    case 'deleteInvoice': {
      const id = pick(w.invoices, c.n);
      if (id && (await call(o, 'DELETE', `/api/invoices/${id}`)).status === 204) w.invoices = w.invoices.filter((i) => i !== id);
      return;
    }
    case 'pay': {
      const id = pick(w.invoices, c.n);
      if (!id) return;
      const inv = (await call(o, 'GET', `/api/invoices/${id}`)).body;
      if (inv.balanceDueKobo <= 0 || inv.status === 'draft' || inv.status === 'void') return;
      const wht = c.wht ? Math.floor(inv.balanceDueKobo * 0.05) : 0;
      const cash = inv.balanceDueKobo - wht;
      const body = { customerId: inv.customerId, paymentDate: DATES[c.d], amountKobo: cash + c.extra, whtKobo: wht, mode: 'bank_transfer', applications: [{ invoiceId: id, amountKobo: inv.balanceDueKobo }] };
      const r = await call(o, 'POST', '/api/payments', { body });
      expect(r.status).toBe(201);
      w.payments.push(r.body.paymentId);
      return;
    }
    case 'deletePayment': {
      const id = pick(w.payments, c.n);
      if (id && (await call(o, 'DELETE', `/api/payments/${id}`)).status === 204) w.payments = w.payments.filter((p) => p !== id);
      return;
    }
    case 'applyCredit': {
      const pid = pick(w.payments, c.n);
      const iid = pick(w.invoices, c.m);
      if (!pid || !iid) return;
      const [p, inv] = [(await call(o, 'GET', `/api/payments/${pid}`)).body, (await call(o, 'GET', `/api/invoices/${iid}`)).body];
      if (p.creditKobo <= 0 || p.customerId !== inv.customerId || inv.balanceDueKobo <= 0 || inv.status === 'draft' || inv.status === 'void') return;
      await call(o, 'POST', `/api/payments/${pid}/apply`, { body: { applications: [{ invoiceId: iid, amountKobo: Math.min(p.creditKobo, inv.balanceDueKobo) }] } });
      return;
    }
    case 'receipt': {
      const body = { ...(c.c < 2 ? { customerId: w.customers[c.c] } : {}), receiptDate: DATES[c.d], mode: 'cash', lines: [line(w.items[1], 2, 7_000_00, c.tax)] };
      const r = await call(o, 'POST', '/api/sales-receipts', { body });
      expect(r.status).toBe(201);
      w.receipts.push(r.body.receiptId);
      return;
    }
    case 'expense': {
      const body = { expenseDate: DATES[c.d], category: c.cat, amountKobo: c.amount, vatKobo: Math.round((c.amount * 7.5) / 107.5), reimbursable: c.reimbursable };
      const r = await call(o, 'POST', '/api/expenses', { body });
      expect(r.status).toBe(201);
      w.expenses.push(r.body.expenseId);
      return;
    }
    case 'editExpense': {
      const id = pick(w.expenses, c.n);
      if (!id) return;
      const e = (await call(o, 'GET', `/api/expenses/${id}`)).body;
      const r = await call(o, 'PUT', `/api/expenses/${id}`, { body: { expenseDate: DATES[c.d], category: 'meals', amountKobo: e.amountKobo + 1_00, vatKobo: 0, reimbursable: e.reimbursement !== 'none', version: e.version } });
      expect(r.status).toBe(200);
      return;
    }
    case 'deleteExpense': {
      const id = pick(w.expenses, c.n);
      if (id && (await call(o, 'DELETE', `/api/expenses/${id}`)).status === 204) w.expenses = w.expenses.filter((e) => e !== id);
      return;
    }
    case 'time': {
      const r = await call(o, 'POST', '/api/time-entries', { body: { ...w.tasks[c.t], entryDate: DATES[c.d], hours: Math.floor(c.minutes / 60), minutes: c.minutes % 60 } });
      expect(r.status).toBe(201);
      w.entries.push(r.body.timeEntryId);
      return;
    }
    case 'editTime': {
      const id = pick(w.entries, c.n);
      if (!id) return;
      const e = (await call(o, 'GET', `/api/time-entries/${id}`)).body;
      const r = await call(o, 'PUT', `/api/time-entries/${id}`, { body: { ...w.tasks[c.t], entryDate: DATES[c.d], hours: 1, minutes: 5, version: e.version } });
      expect(r.status).toBe(200);
      return;
    }
    case 'deleteTime': {
      const id = pick(w.entries, c.n);
      if (id && (await call(o, 'DELETE', `/api/time-entries/${id}`)).status === 204) w.entries = w.entries.filter((e) => e !== id);
      return;
    }
    case 'reimburse': {
      const id = pick(w.expenses, c.n);
      if (id) await call(o, 'POST', `/api/expenses/${id}/reimbursed`, { body: { reimbursed: true } });
      return;
    }
  }
}

// ---------------------------------------------------------------- the figures from the records

const within = (d: string, from: string, to: string) => d >= from && d <= to;

async function records(w: World): Promise<Record<string, any[]>> {
  const o = w.owner;
  const get = async (path: string) => {
    const r = await call(o, 'GET', path);
    expect(r.status).toBe(200);
    return r.body;
  };
  return {
    invoices: await Promise.all(w.invoices.map((id) => get(`/api/invoices/${id}`))),
    receipts: await Promise.all(w.receipts.map((id) => get(`/api/sales-receipts/${id}`))),
    payments: await Promise.all(w.payments.map((id) => get(`/api/payments/${id}`))),
    expenses: await Promise.all(w.expenses.map((id) => get(`/api/expenses/${id}`))),
    entries: await Promise.all(w.entries.map((id) => get(`/api/time-entries/${id}`))),
  };
}

function expected(r: Awaited<ReturnType<typeof records>>, from: string, to: string) {
  const sales = [
    ...r.invoices.filter((i) => i.status !== 'draft' && i.status !== 'void' && within(i.invoiceDate, from, to)),
    ...r.receipts.filter((s) => within(s.receiptDate, from, to)),
  ];
  const byCustomer = new Map<string, { count: number; sales: number; salesWithTax: number }>();
  const byItem = new Map<string, { quantity: number; amount: number }>();
  let outputVat = 0;
  for (const s of sales) {
    const row = byCustomer.get(s.customerId) ?? { count: 0, sales: 0, salesWithTax: 0 };
    row.count++;
    row.sales += s.totalKobo - s.taxKobo;
    row.salesWithTax += s.totalKobo;
    byCustomer.set(s.customerId, row);
    for (const l of s.lines) {
      const key = l.itemId ?? '-';
      const it = byItem.get(key) ?? { quantity: 0, amount: 0 };
      it.quantity += l.quantity;
      it.amount += l.amountKobo - l.discountKobo;
      byItem.set(key, it);
    }
    outputVat += s.taxKobo;
  }
  const payments = r.payments.filter((p) => within(p.paymentDate, from, to));
  const byPayer = new Map<string, { count: number; received: number; wht: number }>();
  for (const p of payments) {
    const row = byPayer.get(p.customerId) ?? { count: 0, received: 0, wht: 0 };
    row.count++;
    row.received += p.amountKobo;
    row.wht += p.whtKobo;
    byPayer.set(p.customerId, row);
  }
  const expenses = r.expenses.filter((e) => within(e.expenseDate, from, to));
  const byCategory = new Map<string, { count: number; vat: number; amount: number }>();
  for (const e of expenses) {
    const row = byCategory.get(e.category) ?? { count: 0, vat: 0, amount: 0 };
    row.count++;
    row.vat += e.vatKobo;
    row.amount += e.amountKobo;
    byCategory.set(e.category, row);
  }
  const inputVat = expenses.reduce((s, e) => s + e.vatKobo, 0);
  const toReimburse = r.expenses.filter((e) => e.reimbursement === 'to_reimburse').reduce((s, e) => s + e.amountKobo, 0);
  const issued = r.invoices.filter((i) => i.status !== 'draft' && i.status !== 'void');
  const balances = new Map<string, { invoiced: number; received: number; closing: number }>();
  const balance = (id: string) => balances.get(id) ?? balances.set(id, { invoiced: 0, received: 0, closing: 0 }).get(id)!;
  for (const i of issued) {
    if (within(i.invoiceDate, from, to)) balance(i.customerId).invoiced += i.totalKobo;
    if (i.invoiceDate <= to) balance(i.customerId).closing += i.totalKobo;
  }
  for (const p of r.payments) {
    if (within(p.paymentDate, from, to)) balance(p.customerId).received += p.amountKobo + p.whtKobo;
    if (p.paymentDate <= to) balance(p.customerId).closing -= p.amountKobo + p.whtKobo;
  }
  for (const [id, b] of balances) if (b.invoiced === 0 && b.received === 0 && b.closing === 0) balances.delete(id);
  const hours = (m: number) => Math.round((m / 60) * 1000) / 1000;
  const projects = new Map<string, { count: number; minutes: number; billable: number }>();
  for (const e of r.entries.filter((x) => within(x.entryDate, from, to))) {
    const row = projects.get(e.projectId) ?? { count: 0, minutes: 0, billable: 0 };
    row.count++;
    row.minutes += e.durationMinutes;
    if (e.billing !== 'not_billable') row.billable += e.durationMinutes;
    projects.set(e.projectId, row);
  }
  const byProject = new Map([...projects].map(([id, p]) => [id, { count: p.count, hours: hours(p.minutes), billable: hours(p.billable) }]));
  const open = r.invoices.filter((i) => (i.status === 'sent' || i.status === 'partially_paid') && i.balanceDueKobo !== 0);
  return { byCustomer, byItem, byPayer, byCategory, balances, byProject, open, net: outputVat - inputVat, toReimburse, salesTotal: sales.reduce((s, d) => s + d.totalKobo, 0) };
}

const report = async (o: Owner, id: string, from: string, to: string) => {
  const r = await call(o, 'GET', `/api/reports/${id}?period=custom&from=${from}&to=${to}`);
  expect(r.status).toBe(200);
  return r.body as { rows: { key: string; cells: Record<string, number | string> }[]; totals: Record<string, number | string> };
};
const rowsOf = (rep: { rows: { key: string; cells: Record<string, number | string> }[] }, cols: string[]) =>
  new Map(rep.rows.map((r) => [r.key, Object.fromEntries(cols.map((c) => [c, r.cells[c]]))]));
const sorted = <T>(m: Map<string, T>) => new Map([...m].sort(([a], [b]) => a.localeCompare(b)));

async function checkReports(w: World, from: string, to: string) {
  const o = w.owner;
  const r = await records(w);
  const want = expected(r, from, to);
  const customers = await report(o, 'sales-by-customer', from, to);
  expect(sorted(rowsOf(customers, ['count', 'sales', 'salesWithTax']))).toEqual(sorted(want.byCustomer));
  expect(customers.totals.salesWithTax).toBe(want.salesTotal);
  const items = await report(o, 'sales-by-item', from, to);
  expect(sorted(rowsOf(items, ['quantity', 'amount']))).toEqual(sorted(want.byItem));
  const paid = await report(o, 'payments-received', from, to);
  expect(sorted(rowsOf(paid, ['count', 'received', 'wht']))).toEqual(sorted(want.byPayer));
  const spent = await report(o, 'expenses-by-category', from, to);
  expect(sorted(rowsOf(spent, ['count', 'vat', 'amount']))).toEqual(sorted(want.byCategory));
  const vat = await report(o, 'vat-summary', from, to);
  expect(vat.totals.vat).toBe(want.net);
  const wht = await report(o, 'wht-credits', from, to);
  expect(wht.rows.reduce((s, r) => s + Number(r.cells.wht), 0)).toBe([...want.byPayer.values()].reduce((s, p) => s + p.wht, 0));
  const balances = await report(o, 'customer-balance', from, to);
  expect(sorted(rowsOf(balances, ['invoiced', 'received', 'closing']))).toEqual(sorted(want.balances));
  const time = await report(o, 'time-by-project', from, to);
  expect(sorted(rowsOf(time, ['count', 'hours', 'billable']))).toEqual(sorted(want.byProject));
  const aging = (await call(o, 'GET', '/api/reports/aging-details')).body;
  expect(new Map(aging.rows.map((row: { key: string; cells: { balance: number } }) => [row.key, row.cells.balance]))).toEqual(new Map(want.open.map((i) => [i.invoiceId, i.balanceDueKobo])));
  const summary = (await call(o, 'GET', '/api/reports/aging-summary')).body;
  expect(summary.totals.total).toBe(want.open.reduce((s, i) => s + i.balanceDueKobo, 0));
  const pl = await report(o, 'profit-and-loss', from, to);
  const spentNet = [...want.byCategory.values()].reduce((sum, k) => sum + k.amount - k.vat, 0);
  expect(pl.totals.amount).toBe([...want.byCustomer.values()].reduce((sum, k) => sum + k.sales, 0) - spentNet);
  // Each share's VAT is the invoice's tax in proportion, to the kobo.
  for (const p of r.payments) {
    for (const ap of p.applications) if (ap.invoiceTotalKobo !== undefined) expect(ap.vatKobo).toBe(vatShareKobo(ap.amountKobo + ap.whtKobo, ap.invoiceTaxKobo, ap.invoiceTotalKobo));
  }
  const cash = await report(o, 'profit-and-loss-cash', from, to);
  const paidIncome = r.payments
    .filter((p) => within(p.paymentDate, from, to))
    .reduce((sum, p) => sum + p.applications.reduce((t: number, ap: { amountKobo: number; whtKobo: number; vatKobo: number }) => t + ap.amountKobo + ap.whtKobo - ap.vatKobo, 0), 0);
  const receiptIncome = r.receipts.filter((x) => within(x.receiptDate, from, to)).reduce((sum, x) => sum + x.totalKobo - x.taxKobo, 0);
  expect(cash.totals.amount).toBe(paidIncome + receiptIncome - spentNet);
  // The charts draw the tables' own numbers.
  const plChart = (await call(o, 'GET', `/api/reports/profit-and-loss?period=custom&from=${from}&to=${to}`)).body.chart as { points: { values: Record<string, number> }[] } | undefined;
  expect((plChart?.points ?? []).reduce((sum, p) => sum + p.values.income! - p.values.expenses!, 0)).toBe(pl.totals.amount);
  expect(((summary.chart?.points ?? []) as { values: { owed: number } }[]).reduce((sum, p) => sum + p.values.owed, 0)).toBe(summary.totals.total ?? 0);
  const dash = await call(o, 'GET', '/api/dashboard');
  expect(dash.body.payables.toReimburseKobo).toBe(want.toReimburse);
}

test('every report equals the records after random creates, edits, voids, payments, credits and deletions (whole months and cut months)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(cmd, { minLength: 8, maxLength: 14 }), async (cmds) => {
      const w = await world();
      for (const c of [...PRELUDE, ...cmds]) await run(w, c);
      await checkReports(w, '2026-01-01', '2026-03-31');
      await checkReports(w, '2026-02-01', '2026-02-28');
      await checkReports(w, '2026-01-31', '2026-03-01');
      await checkReports(w, '2026-02-14', '2026-02-14');
      // The dashboard's fiscal year is the reports' fiscal year, to the kobo.
      const year = (await call(w.owner, 'GET', '/api/dashboard')).body.salesAndExpenses;
      const yearOf = async (id: string) => (await call(w.owner, 'GET', `/api/reports/${id}?period=this_year`)).body.totals;
      expect(year.salesKobo).toBe((await yearOf('sales-by-customer')).salesWithTax ?? 0);
      expect(year.expensesKobo).toBe((await yearOf('expenses-by-category')).amount ?? 0);
      // Money received is two figures, each the total of the page it opens: the Payments Received report, the year's Sales Receipts list.
      expect(year.paymentsKobo).toBe((await yearOf('payments-received')).received ?? 0);
      const listed = (await call(w.owner, 'GET', `/api/sales-receipts?dateFrom=${year.from}&dateTo=${year.to}`)).body;
      expect(listed.nextCursor ?? null).toBeNull();
      expect(year.salesReceiptsKobo).toBe(listed.items.reduce((sum: number, x: { totalKobo: number }) => sum + x.totalKobo, 0));
      // The rebuild's proof agrees: the stored tallies equal the records, figure by figure.
      expect(await compareTallies(w.owner.companyId)).toEqual([]);
    }),
    { numRuns: 3 },
  );
});

test('a period is chosen by name or by days; bad periods are refused with the field named', async () => {
  const w = await world();
  const bad = await call(w.owner, 'GET', '/api/reports/sales-by-customer?period=custom&from=2026-03-01');
  expect(bad.status).toBe(400);
  expect(bad.body.error.fields).toEqual({ to: 'Choose the first and the last day of the period' });
  const backwards = await call(w.owner, 'GET', '/api/reports/sales-by-customer?period=custom&from=2026-03-02&to=2026-03-01');
  expect(backwards.body.error.fields).toEqual({ to: 'The first day must be on or before the last day' });
  const unknown = await call(w.owner, 'GET', '/api/reports/balance-sheet');
  expect(unknown.status).toBe(400);
  const month = await call(w.owner, 'GET', '/api/reports/vat-summary?period=last_month');
  expect(month.status).toBe(200);
  expect(month.body.period.key).toBe('last_month');
  expect(month.body.rows.length).toBeGreaterThan(0);
});

test('a company sees only its own figures; a tally that drifted is found by the proof and rebuilt from the records', async () => {
  const a = await world();
  const b = await world();
  await run(a, { op: 'invoice', c: 0, d: 2, sent: true, item: 0, q: 3, rate: 1_000_00, tax: 7.5, person: true });
  await run(a, { op: 'expense', d: 2, cat: 'travel', amount: 10_750_00, reimbursable: true });
  const theirs = await report(b.owner, 'sales-by-customer', '2026-01-01', '2026-03-31');
  expect(theirs.rows).toEqual([]);
  expect((await report(b.owner, 'expenses-by-category', '2026-01-01', '2026-03-31')).rows).toEqual([]);
  const ours = await report(a.owner, 'sales-by-customer', '2026-01-01', '2026-03-31');
  expect(ours.rows).toHaveLength(1);

  const aging = (await call(a.owner, 'GET', '/api/reports/aging-details')).body.rows;
  expect(aging).toHaveLength(1);

  // Someone's hand (or a bug) moves a figure: the proof names it, the rebuild restores the records' figure.
  await documentClient().send(
    new UpdateCommand({ TableName: config.tableName, Key: { pk: tallyPk(a.owner.companyId), sk: 'totals#m#2026-02#3' }, UpdateExpression: 'ADD #f :v', ExpressionAttributeNames: { '#f': 'e:all:a' }, ExpressionAttributeValues: { ':v': 1 } }),
  );
  expect(await compareTallies(a.owner.companyId)).toEqual([{ item: 'totals#m#2026-02', figure: 'e:all:a', stored: 10_750_01, records: 10_750_00 }]);
  await rebuildTallies(a.owner.companyId);
  expect(await compareTallies(a.owner.companyId)).toEqual([]);
  expect((await report(a.owner, 'expenses-by-category', '2026-02-01', '2026-02-28')).totals.amount).toBe(10_750_00);
  expect((await call(a.owner, 'GET', '/api/dashboard')).body.payables.toReimburseKobo).toBe(10_750_00);
  // The open invoice is back in its customer's aging item, with its customer's name.
  expect((await call(a.owner, 'GET', '/api/reports/aging-details')).body.rows).toEqual(aging);
});

test('twenty people saving invoices, sales receipts and expenses at the same moment in one company all succeed, and the tallies add up', async () => {
  const w = await world();
  const o = w.owner;
  // A paid plan: the free trial's five invoices would refuse some (its limit is a condition, not a conflict).
  await db().entities.subscription.patch({ companyId: o.companyId }).set({ planType: 'starter' }).go();
  const saves = Array.from({ length: 20 }, (_, i) => {
    if (i % 3 === 0) return call(o, 'POST', '/api/expenses', { body: { expenseDate: '2026-02-14', category: 'travel', amountKobo: 1_000_00 + i, reimbursable: i % 2 === 0 } });
    if (i % 3 === 1) return call(o, 'POST', '/api/sales-receipts', { body: { receiptDate: '2026-02-14', mode: 'cash', lines: [line(w.items[1], 1, 2_000_00 + i, 7.5)] } });
    return call(o, 'POST', '/api/invoices', { body: { customerId: w.customers[i % 2], invoiceDate: '2026-02-14', paymentTerms: 'net_15', status: 'sent', lines: [line(w.items[0], 1, 3_000_00 + i, 7.5)] } });
  });
  const answers = await Promise.all(saves);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
  expect(await compareTallies(o.companyId)).toEqual([]);
  const day = await report(o, 'sales-by-customer', '2026-02-14', '2026-02-14');
  expect(day.rows.reduce((s, r) => s + Number(r.cells.count), 0)).toBe(13);
});

test('a payment settling 60 invoices, the most one may, moves each one’s open balance in its one transaction, and Aging follows', async () => {
  const w = await world();
  const o = w.owner;
  await db().entities.subscription.patch({ companyId: o.companyId }).set({ planType: 'starter' }).go();
  const invoices: { invoiceId: string; totalKobo: number }[] = [];
  // Due on 60 different days: each open invoice is its own figure of the aging state.
  for (let i = 0; i < 60; i += 10) {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        call(o, 'POST', '/api/invoices', { body: { customerId: w.customers[0], invoiceDate: `2026-01-${String(1 + ((i + j) % 28)).padStart(2, '0')}`, paymentTerms: i + j < 28 ? 'net_15' : 'net_30', status: 'sent', lines: [line(undefined, 1, 1_000_00 + i + j, 7.5)] } }),
      ),
    );
    invoices.push(...made.map((m) => m.body));
  }
  const owed = invoices.reduce((s, i) => s + i.totalKobo, 0);
  expect((await call(o, 'GET', '/api/reports/aging-details')).body.totals.balance).toBe(owed);
  // Half of each invoice: every one stays open, with half its balance.
  const applications = invoices.map((i) => ({ invoiceId: i.invoiceId, amountKobo: Math.floor(i.totalKobo / 2) }));
  const paid = applications.reduce((s, a) => s + a.amountKobo, 0);
  const payment = await call(o, 'POST', '/api/payments', { body: { customerId: w.customers[0], paymentDate: '2026-02-01', amountKobo: paid, whtKobo: 0, mode: 'bank_transfer', applications } });
  expect(payment.status).toBe(201);
  const details = (await call(o, 'GET', '/api/reports/aging-details')).body;
  expect(details.rows).toHaveLength(60);
  expect(details.totals.balance).toBe(owed - paid);
  expect((await call(o, 'GET', '/api/reports/aging-summary')).body.rows[0].cells.total).toBe(owed - paid);
  expect(await compareTallies(o.companyId)).toEqual([]);
  // Deleted, the payment gives every invoice its whole balance back.
  expect((await call(o, 'DELETE', `/api/payments/${payment.body.paymentId}`)).status).toBe(204);
  expect((await call(o, 'GET', '/api/reports/aging-details')).body.totals.balance).toBe(owed);
  expect(await compareTallies(o.companyId)).toEqual([]);
});
