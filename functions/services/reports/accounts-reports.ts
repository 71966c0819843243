import { expenseCategoryLabel } from '../../../shared/expense-values';
import { type ReportDrill, type ReportRow } from '../../../shared/schemas/report';
import { byKey, readTally, readTallyByMonth, type Facts } from './tally';
import { type Context, type Built, text, money, range, monthLabel } from './report-kit';

/* Profit and loss (accrual and cash basis) and the VAT Summary: the company-wide figures of the totals family. */

export const profitAndLoss = (basis: 'accrual' | 'cash') => async (c: Context): Promise<Built> => {
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
      ? { key: 'invoices', section: INCOME, cells: { name: 'Sales on invoices', amount: invoices }, drill: [{ list: 'invoices', filters: { tab: 'all', status: 'issued', ...range(c) } }] }
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

export async function vatSummary(c: Context): Promise<Built> {
  const f = await readTally(c.companyId, 'totals', c.parts);
  const get = (name: string) => f[name] ?? 0;
  const OUT = 'Output VAT (sales)';
  const IN = 'Input VAT (expenses)';
  const rates = [...byKey(f, 'v')].filter(([r]) => r !== 'none' && r !== '0').sort(([a], [b]) => Number(a) - Number(b));
  const drill: ReportDrill[] = [
    { list: 'invoices', filters: { tab: 'all', status: 'issued', ...range(c) } },
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
