import { WALK_IN_CUSTOMER_ID } from '../../../shared/constants';
import { expenseCategoryLabel } from '../../../shared/expense-values';
import { type ReportDrill } from '../../../shared/schemas/report';
import { db } from '../../entities/table';
import { byKey, readTally } from './tally';
import { type Context, type Built, text, money, count, range, customerNames, itemNames, desc } from './report-kit';

/* The reports of sales, expenses and time: one row per customer, item, salesperson, category or project. */

export async function salesByCustomer(c: Context): Promise<Built> {
  const rows = [...byKey(await readTally(c.companyId, 'customers', c.parts), 'c')].filter(([, f]) => (f.n ?? 0) !== 0 || (f.t ?? 0) !== 0);
  const names = await customerNames(c.companyId, rows.map(([id]) => id));
  return {
    columns: [text('name', 'Customer'), count('count', 'Invoices and receipts'), money('sales', 'Sales'), money('salesWithTax', 'Sales with tax')],
    rows: rows
      .map(([id, f]) => {
        const drill: ReportDrill[] = [{ list: 'sales-receipts', filters: { customerId: id, ...range(c) } }];
        if (id !== WALK_IN_CUSTOMER_ID) drill.unshift({ list: 'invoices', filters: { tab: 'all', status: 'issued', customerId: id, ...range(c) } });
        return { key: id, cells: { name: names.get(id) ?? 'Deleted customer', count: f.n ?? 0, sales: f.x ?? 0, salesWithTax: f.t ?? 0 }, drill };
      })
      .sort(desc('salesWithTax')),
    notes: ['Sales are invoices issued in the period (not drafts or void invoices) and sales receipts, by their date. Sales are before tax; Sales with tax are the documents’ totals.'],
  };
}

export async function salesByItem(c: Context): Promise<Built> {
  const rows = [...byKey(await readTally(c.companyId, 'items', c.parts), 'i')].filter(([, f]) => (f.q ?? 0) !== 0 || (f.a ?? 0) !== 0);
  const names = await itemNames(c.companyId, rows.map(([id]) => id));
  return {
    columns: [text('name', 'Item'), { id: 'quantity', header: 'Quantity sold', kind: 'quantity' }, money('amount', 'Amount'), money('averagePrice', 'Average price')],
    rows: rows
      .map(([id, f]) => {
        const quantity = (f.q ?? 0) / 1000;
        const amount = f.a ?? 0;
        const name = id === '-' ? 'Lines typed without an item' : (names.get(id) ?? 'Deleted item');
        const drill: ReportDrill[] = id === '-' || !names.has(id) ? [] : [{ list: 'item', filters: { id } }];
        return { key: id, cells: { name, quantity, amount, averagePrice: quantity === 0 ? 0 : Math.round(amount / quantity) }, drill };
      })
      .sort(desc('amount')),
    totals: { name: 'Total', amount: rows.reduce((sum, [, f]) => sum + (f.a ?? 0), 0) },
    notes: ['Amounts are after discounts and before tax, from invoices issued in the period and sales receipts. The average price is the amount divided by the quantity.'],
  };
}

export async function salesByPerson(c: Context): Promise<Built> {
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
        const drill: ReportDrill[] = id === '-' ? [] : [{ list: 'invoices', filters: { tab: 'all', status: 'issued', salespersonId: id, ...range(c) } }];
        return { key: id, cells: { name, count: f.n ?? 0, sales: f.x ?? 0, salesWithTax: f.t ?? 0 }, ...(drill.length ? { drill } : {}) };
      })
      .sort(desc('salesWithTax')),
    notes: ['Invoices issued in the period (not drafts or void invoices) and sales receipts, by the salesperson named on them.'],
  };
}

export async function timeByProject(c: Context): Promise<Built> {
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
      drill: projects.has(id) ? [{ list: 'project' as const, filters: { id } }] : [],
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

export async function expensesByCategory(c: Context): Promise<Built> {
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
