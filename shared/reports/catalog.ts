/*
 * The reports Kobo has, in the groups the Reports page lists them. The slug is
 * the page's path (/dashboard/reports/<slug>) and the API's
 * (GET /api/reports/<slug>). A report not built yet is not listed.
 */

export const REPORT_IDS = [
  'sales-by-customer',
  'sales-by-item',
  'sales-by-person',
  'customer-balance',
  'aging-summary',
  'aging-details',
  'payments-received',
  'wht-credits',
  'expenses-by-category',
  'time-by-project',
  'vat-summary',
  'profit-and-loss',
  'profit-and-loss-cash',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export interface ReportInfo {
  id: ReportId;
  title: string;
  /** One line under the title on the Reports page. */
  summary: string;
  /** Shows the company as it is today (the aging reports): no period to choose. */
  asOfToday?: boolean;
}

export const REPORT_GROUPS: { title: string; reports: ReportInfo[] }[] = [
  {
    title: 'Sales',
    reports: [
      { id: 'sales-by-customer', title: 'Sales by Customer', summary: 'Invoices and sales receipts of the period, per customer.' },
      { id: 'sales-by-item', title: 'Sales by Item', summary: 'Quantity sold and sales of each item.' },
      { id: 'sales-by-person', title: 'Sales by Salesperson', summary: 'Invoices and sales receipts of the period, per salesperson.' },
    ],
  },
  {
    title: 'Receivables',
    reports: [
      { id: 'customer-balance', title: 'Customer Balance Summary', summary: 'What each customer was invoiced and paid in the period, and owes at its end.' },
      { id: 'aging-summary', title: 'Aging Summary', summary: 'What customers owe today, by how long it is past due.', asOfToday: true },
      { id: 'aging-details', title: 'Aging Details', summary: 'Every unpaid invoice today, by how long it is past due.', asOfToday: true },
      { id: 'payments-received', title: 'Payments Received', summary: 'Money received and withholding tax deducted, per customer.' },
      { id: 'wht-credits', title: 'WHT Credits', summary: 'Withholding tax customers deducted, by customer and month, to claim the credit notes.' },
    ],
  },
  {
    title: 'Expenses',
    reports: [{ id: 'expenses-by-category', title: 'Expenses by Category', summary: 'What the company spent, per category, with the VAT paid.' }],
  },
  {
    title: 'Time',
    reports: [{ id: 'time-by-project', title: 'Time by Project', summary: 'Hours logged on each project, and the billable part.' }],
  },
  {
    title: 'Accounts',
    reports: [
      { id: 'profit-and-loss', title: 'Profit and Loss', summary: 'Income from sales less expenses, before tax, on the accrual basis (sales when invoiced).' },
      { id: 'profit-and-loss-cash', title: 'Profit and Loss (cash basis)', summary: 'Income when customers paid, less expenses, before tax.' },
    ],
  },
  {
    title: 'Taxes',
    reports: [{ id: 'vat-summary', title: 'VAT Summary', summary: 'Output VAT on sales by rate, input VAT on expenses, and the VAT payable, for the monthly VAT return.' }],
  },
];

export const REPORTS: Record<ReportId, ReportInfo> = Object.fromEntries(REPORT_GROUPS.flatMap((g) => g.reports.map((r) => [r.id, r]))) as Record<ReportId, ReportInfo>;
