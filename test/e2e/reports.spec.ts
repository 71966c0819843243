import fs from 'node:fs';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../../shared/dates';
import { REPORT_GROUPS } from '../../shared/reports/catalog';
import { pdfText } from '../support/pdf-text';
import { apiCall, chooseOption, lagosDay } from './documents';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';

/** Kobo from a naira figure as the table shows it (₦1,234.50) or the CSV writes it (1234.50). */
const koboOf = (text: string) => Math.round(Number(text.replace(/[₦,\s]/g, '')) * 100);

/** The report's table: its header cells and its totals row's cells, as shown. */
async function tableFigures(table: Locator) {
  const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const totals = (await table.locator('tfoot tr').first().locator('th, td').allInnerTexts()).map((t) => t.trim());
  return { headers, totals };
}

/** Exports the report shown and gives the CSV's lines as cells (the header line first, the totals line last). */
async function exportedCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd();
  return Papa.parse<string[]>(text).data;
}

test('the Reports page lists the catalogue; Sales by Customer follows its period in the URL, drills down to the invoices and exports what it shows', async ({ page }) => {
  // A long walk (every report of the catalogue, two charts): on a busy machine it passes the default 90 s.
  test.setTimeout(120_000);
  const owner = await onboardedUser('reports', 'Ikeja Print Works Ltd');
  const call = await apiCall(owner);
  const today = lagosDay();
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Adaeze Fabrics', email: 'accounts@adaezefabrics.ng' });
  const invoice = await call<{ invoiceId: string; invoiceNumber: string; totalKobo: number }>('POST', '/invoices', {
    customerId,
    invoiceDate: today,
    paymentTerms: 'net_30',
    status: 'sent',
    lines: [{ name: 'Banner printing', quantity: 4, rateKobo: 2_500_000 }],
  });
  expect(invoice.totalKobo).toBe(10_000_000);
  // A draft of the same day counts in no report, and its drill-down leaves it out.
  await call('POST', '/invoices', { customerId, invoiceDate: today, status: 'draft', lines: [{ name: 'Sample proofs', quantity: 1, rateKobo: 400_000 }] });
  // Paid with 5% withheld: ₦95,000 received, ₦5,000 WHT.
  await call('POST', '/payments', { customerId, amountKobo: 9_500_000, whtKobo: 500_000, paymentDate: today, mode: 'bank_transfer', applications: [{ invoiceId: invoice.invoiceId, amountKobo: 10_000_000 }] });
  await call('POST', '/expenses', { expenseDate: today, category: 'travel', amountKobo: 1_250_000, vendor: 'Bolt' });
  // An invoice long overdue, for the aging reports (of another customer, dated before every period below).
  const late = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Bisi Stores' });
  await call('POST', '/invoices', { customerId: late.customerId, invoiceDate: lagosDay(-400), paymentTerms: 'net_30', status: 'sent', lines: [{ name: 'Flyers', quantity: 1, rateKobo: 3_000_000 }] });

  await signIn(page, owner);
  await navigate(page, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const group of REPORT_GROUPS) {
    const section = page.getByRole('region', { name: group.title });
    for (const r of group.reports) await expect(section.locator(`a[href="/dashboard/reports/${r.id}"]`)).toContainText(r.title);
  }
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Sales by Customer, this month (the default): the customer's row and the totals row.
  await page.getByRole('link', { name: /^Sales by Customer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales by Customer' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Adaeze Fabrics' })).toBeVisible();
  await expect(table.locator('tfoot')).toContainText('₦100,000.00');
  const shown = await tableFigures(table);
  expect(shown.totals[0]).toBe('Total');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Last month: nothing, said so; the period is the URL's.
  await chooseOption(page, 'Period', 'Last month');
  await expect(page.getByText(/^Nothing to report for/)).toBeVisible();
  await expect(page).toHaveURL(/\?period=last_month$/);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // Custom starts from the days shown; a last day before the first is the API's 400, on its field.
  await chooseOption(page, 'Period', 'Custom');
  await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel('To', { exact: true }).fill(today.replaceAll('-', '/'));
  await page.getByLabel('From', { exact: true }).fill(lagosDay(1).replaceAll('-', '/'));
  await expect(page.getByText('The first day must be on or before the last day')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(lagosDay(-3).replaceAll('-', '/'));
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${lagosDay(-3)}&to=${today}$`));
  await expect(table.locator('tfoot')).toContainText('₦100,000.00');
  // A reload (or the link shared) keeps the period.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Period Custom/ })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(lagosDay(-3).replaceAll('-', '/'));
  await expect(table.locator('tfoot')).toContainText('₦100,000.00');

  // The CSV is the table as shown, totals line last: each money column of the rows sums to its total.
  const csv = await exportedCsv(page);
  const figures = await tableFigures(table);
  expect(csv[0]).toEqual(figures.headers.filter((h) => h !== 'Records'));
  expect(csv.at(-1)![0]).toBe('Total');
  figures.headers.forEach((header, i) => {
    if (!figures.totals[i]?.startsWith('₦')) return;
    const column = csv[0]!.indexOf(header);
    expect(koboOf(csv.at(-1)![column]!), header).toBe(koboOf(figures.totals[i]!));
    expect(csv.slice(1, -1).reduce((sum, line) => sum + koboOf(line[column]!), 0), header).toBe(koboOf(figures.totals[i]!));
  });

  // The row's drill-down: the invoice list, all tabs, filtered to the customer, the period and issued invoices (no draft), from its URL.
  await page.getByRole('link', { name: 'Invoices of Adaeze Fabrics' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\?.*status=issued.*customerId=/);
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^More Filters: .*Adaeze Fabrics/ })).toBeVisible();
  const invoices = page.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByRole('link')).toHaveCount(1);
  await expect(invoices).toContainText(invoice.invoiceNumber);

  // Every report opens with its title and its totals (or its empty state), no error.
  for (const r of REPORT_GROUPS.flatMap((g) => g.reports)) {
    await page.goto(`/dashboard/reports/${r.id}`);
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    await expect(page.locator('tfoot tr, .kobo-report-empty').first(), r.id).toBeVisible();
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
  }
  // The payment's and the expense's rows drill down to their lists, filtered from the URL to the one record.
  for (const [id, list] of [
    ['payments-received', 'Payments Received'],
    ['expenses-by-category', 'Expenses'],
  ] as const) {
    await page.goto(`/dashboard/reports/${id}`);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('button', { name: /^More Filters: / }), id).not.toHaveAccessibleName(/Select filters/);
    await expect(page.getByRole('list', { name: list }).getByRole('link'), id).toHaveCount(1);
  }
  // A chart above the table, for the eye (hidden from screen readers, who are pointed to the table): one bar per category.
  await page.goto('/dashboard/reports/expenses-by-category');
  const chart = page.locator('.kobo-report-chart');
  await expect(chart.getByRole('heading', { level: 2, name: 'Expenses by category' })).toBeVisible();
  await expect(chart.locator('.kobo-chart')).toHaveAttribute('aria-hidden', 'true');
  await expect(chart.getByText(/the table below holds its figures/)).toHaveCount(1);
  await expect(chart.locator('.kobo-chart-point')).toHaveCount(1);
  await expect(chart.locator('.kobo-chart-labels')).toHaveText('Travel');
  expect((await chart.locator('.kobo-chart-bar').boundingBox())!.height).toBeGreaterThan(100);
  await expectNoHorizontalScroll(page);
  // The aging reports show today: no period to choose; the chart has the five buckets, the late invoice's the tallest.
  await page.goto('/dashboard/reports/aging-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Aging Summary' })).toBeVisible();
  await expect(page.getByText(/^As of /)).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveCount(0);
  await expect(chart.locator('.kobo-chart-labels span')).toHaveText(['Current', '1-15 days', '16-30 days', '31-45 days', 'Over 45 days']);
  await expect(chart.locator('.kobo-chart-bar')).toHaveCount(5);
  expect((await chart.locator('.kobo-chart-bar').last().boundingBox())!.height).toBeGreaterThan(100);
  // The chart's page is axe clean (the chart hidden, its sentence and its heading read).
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // An id the catalogue does not have is the 404 page.
  await page.goto('/dashboard/reports/balance-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('Download PDF saves the report shown, over its period, as a PDF with its title, period and totals @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('report-pdf', 'Ikeja Print Works Ltd');
  const call = await apiCall(owner);
  const today = lagosDay();
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Adaeze Fabrics' });
  await call('POST', '/invoices', { customerId, invoiceDate: today, paymentTerms: 'net_30', status: 'sent', lines: [{ name: 'Banner printing', quantity: 4, rateKobo: 2_500_000 }] });

  await signIn(page, owner, `/dashboard/reports/sales-by-customer?period=custom&from=${lagosDay(-3)}&to=${today}`);
  await expect(page.getByRole('table').locator('tfoot')).toContainText('₦100,000.00');
  const period = `${formatDate(lagosDay(-3))} – ${formatDate(today)}`;
  await expect(page.getByText(period, { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`Sales_by_Customer_${lagosDay(-3)}_${today}.pdf`);
  const text = pdfText(fs.readFileSync(await download.path()));
  for (const t of ['Ikeja Print Works Ltd', 'Sales by Customer', period, 'Adaeze Fabrics', 'Total', '₦100,000.00']) expect(text).toContain(t);
});

test('Aging Details writes its dates as the app does (MMM dd, yyyy), on screen and in its PDF; the CSV keeps yyyy-MM-dd @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('aging-dates', 'Ikeja Print Works Ltd');
  const call = await apiCall(owner);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Adaeze Fabrics' });
  const issued = lagosDay(-40);
  const due = lagosDay(-25);
  await call('POST', '/invoices', { customerId, invoiceDate: issued, paymentTerms: 'net_15', status: 'sent', lines: [{ name: 'Banner printing', quantity: 1, rateKobo: 2_500_000 }] });

  await signIn(page, owner, '/dashboard/reports/aging-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Aging Details' })).toBeVisible();
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: 'Adaeze Fabrics' });
  await expect(row).toContainText(formatDate(issued));
  await expect(row).toContainText(formatDate(due));
  await expect(row).not.toContainText(issued);
  await expect(page.getByText(`As of ${formatDate(lagosDay())}`, { exact: true })).toBeVisible();
  // The spec's format, written out: three letters, the day on two digits, the year.
  expect(formatDate(issued)).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

  const csv = await exportedCsv(page);
  const line = csv.find((l) => l.includes('Adaeze Fabrics'))!;
  expect(line).toContain(issued);
  expect(line).toContain(due);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const text = pdfText(fs.readFileSync(await download.path())).replace(/\s+/g, ' ');
  for (const t of [formatDate(issued), formatDate(due), `As of ${formatDate(lagosDay())}`]) expect(text).toContain(t);
  expect(text).not.toContain(issued);
});
