import Papa from 'papaparse';
import { reportCsv } from '../../frontend/src/features/reports/export-report';
import { cellText, drillHref, periodFromUrl, periodToUrl, sectionsOf, totalsCells } from '../../frontend/src/features/reports/report-values';
import { reportQuerySchema, type Report } from '../../shared/schemas/report';

const report: Report = {
  id: 'vat-summary',
  title: 'VAT Summary',
  period: { key: 'this_month', from: '2026-11-01', to: '2026-11-30', label: 'Nov 01, 2026 – Nov 30, 2026' },
  asOfToday: false,
  fiscalYearStartMonth: 1,
  columns: [
    { id: 'name', header: 'Rate', kind: 'text' },
    { id: 'count', header: 'Documents', kind: 'count' },
    { id: 'quantity', header: 'Quantity', kind: 'quantity' },
    { id: 'vat', header: 'VAT', kind: 'money' },
  ],
  rows: [
    { key: 'out-7.5', section: 'Output VAT', cells: { name: 'VAT 7.5%', count: 3, quantity: 1500.5, vat: 123_456_789 } },
    { key: 'in', section: 'Input VAT', cells: { name: 'Expenses', count: 1, quantity: 2, vat: -150_050 } },
    { key: 'out-0', section: 'Output VAT', cells: { name: 'Zero rated, "=cmd"', count: 2, quantity: 0.125, vat: 0 } },
  ],
  totals: { count: 6, quantity: 1502.625, vat: 123_306_739 },
  notes: ['Input VAT is the VAT on expenses.'],
};

describe('the report page', () => {
  it('reads the period from its URL, asking this month (the default) with no query, and writes it back the same', () => {
    expect(periodFromUrl(new URLSearchParams('')).query).toEqual({});
    expect(periodFromUrl(new URLSearchParams('period=bogus')).query).toEqual({});
    expect(periodFromUrl(new URLSearchParams('period=last_month&from=2026-01-01')).query).toEqual({ period: 'last_month' });
    const custom = periodFromUrl(new URLSearchParams('period=custom&from=2026-01-01&to=2026-03-31'));
    expect(custom).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-03-31', query: { period: 'custom', from: '2026-01-01', to: '2026-03-31' } });
    expect(periodToUrl(custom).toString()).toBe('period=custom&from=2026-01-01&to=2026-03-31');
    expect(periodToUrl({ period: 'this_month', from: '2026-01-01' }).toString()).toBe('');
    // Whatever the URL holds, the page asks what the API's own query schema takes (bad dates are the API's 400 to name).
    for (const q of ['', 'period=this_year', 'period=custom&from=2026-01-01&to=2026-01-31']) expect(reportQuerySchema.safeParse(periodFromUrl(new URLSearchParams(q)).query).success).toBe(true);
  });

  it('shows money in naira, figures grouped, rows under their sections and a totals row', () => {
    expect(cellText(report.columns[3]!, 123_456_789)).toBe('₦1,234,567.89');
    expect(cellText(report.columns[2]!, 1500.5)).toBe('1,500.5');
    expect(cellText(report.columns[1]!, 1234)).toBe('1,234');
    expect(sectionsOf(report.rows).map((g) => [g.section, g.rows.map((r) => r.key)])).toEqual([
      ['Output VAT', ['out-7.5', 'out-0']],
      ['Input VAT', ['in']],
    ]);
    expect(totalsCells(report)).toEqual({ ...report.totals, name: 'Total' });
    expect(totalsCells({ ...report, totals: { name: 'VAT payable', vat: 1 } })).toEqual({ name: 'VAT payable', vat: 1 });
  });

  it('links a row to its list page with the filters as that page’s URL parameters', () => {
    expect(drillHref({ list: 'invoices', filters: { tab: 'all', customerId: 'C 1', dateFrom: '2026-11-01', dateTo: '2026-11-30' } })).toBe(
      '/dashboard/invoices?tab=all&customerId=C+1&dateFrom=2026-11-01&dateTo=2026-11-30',
    );
    expect(drillHref({ list: 'payments', filters: {} })).toBe('/dashboard/payments');
    expect(drillHref({ list: 'invoice', filters: { id: '01J0ABC' } })).toBe('/dashboard/invoices/01J0ABC');
    expect(drillHref({ list: 'item', filters: { id: '01J0ITM' } })).toBe('/dashboard/items/01J0ITM');
    expect(drillHref({ list: 'project', filters: { id: '01J0PRJ' } })).toBe('/dashboard/time-tracking/projects/01J0PRJ');
  });

  it('exports the table as shown, with its sections and the totals line, through the shared CSV writer; its money sums to the totals', () => {
    const csv = reportCsv(report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(rows).toEqual([
      ['Section', 'Rate', 'Documents', 'Quantity', 'VAT'],
      ['Output VAT', 'VAT 7.5%', '3', '1500.5', '1234567.89'],
      ['Input VAT', 'Expenses', '1', '2', '-1500.50'],
      // A cell that a spreadsheet would take for a formula is written safe, as every export writes it.
      ['Output VAT', 'Zero rated, "=cmd"', '2', '0.125', '0.00'],
      ['', 'Total', '6', '1502.625', '1233067.39'],
    ]);
    const kobo = (cell: string) => Math.round(Number(cell) * 100);
    expect(rows.slice(1, -1).reduce((sum, r) => sum + kobo(r[4]!), 0)).toBe(kobo(rows.at(-1)![4]!));
  });
});
