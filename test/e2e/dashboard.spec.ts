import type { Locator, Page } from '@playwright/test';
import { apiCall, lagosDay } from './documents';
import { holdScripts, prerendered as painted } from './early';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';

const rounded = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
};

/** Where the dashboard's parts sit on the screen (text may differ: the prerendered page knows no names). */
async function layout(page: Page) {
  const narrow = (page.viewportSize()?.width ?? 1440) < 768;
  const parts: Record<string, Locator> = {
    banner: page.getByRole('banner'),
    main: page.getByRole('main'),
    navigation: page.getByRole('navigation', { name: narrow ? 'Bottom navigation' : 'Main navigation' }),
    heading: page.getByRole('heading', { level: 1 }),
    newCustomer: page.getByRole('link', { name: 'New Customer' }),
    tablist: page.getByRole('tablist', { name: 'Recent transactions' }),
    tabpanel: page.getByRole('tabpanel'),
  };
  for (const name of ['View Your Receivables Summary', 'Payables', 'Recent Transactions', 'Sales & Expenses']) parts[name] = page.getByRole('heading', { level: 2, name });
  for (const name of ['This Fiscal Year', 'Last Fiscal Year']) parts[name] = page.getByRole('link', { name });
  // The figures' links: their words change from 'Loading...' to the amount, their boxes do not.
  for (const name of ['Current', 'Overdue', 'To reimburse', 'Sales', 'Payments received', 'Sales receipts', 'Expenses'])
    parts[`figure ${name}`] = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name} (Loading|₦)`) });
  for (const name of ['Invoices', 'Quotes', 'Expenses']) parts[`tab ${name}`] = page.getByRole('tab', { name });
  const boxes: Record<string, number[] | null> = {};
  for (const [name, locator] of Object.entries(parts)) boxes[name] = await rounded(locator);
  // The heading's text grows by the caller's name; where it sits and how tall it is stay.
  boxes.heading = boxes.heading && [boxes.heading[0]!, boxes.heading[1]!, boxes.heading[3]!];
  return boxes;
}

test('the dashboard paints from its HTML, and the app takes its place without moving anything', async ({ page }) => {
  const user = await onboardedUser('paint', 'Ikeja Prints Ltd');
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 1440) >= 768;
  // On wide screens, with the navigation kept collapsed: the prerendered page shows the rail too.
  if (wide) await page.getByRole('button', { name: 'Collapse navigation' }).click();

  // The app's scripts held back: the page as its HTML and inline styles alone paint it.
  const scripts = await holdScripts(page);
  await painted(page, page.reload({ waitUntil: 'commit' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText('Loading...');
  await expect(page.getByRole('link', { name: 'Sales Loading...' })).toBeVisible();
  const prerendered = await layout(page);
  if (wide) expect(prerendered.navigation?.[2]).toBe(68);
  await expectAccessible(page);

  scripts.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText('No invoices available');
  await expect(page.getByRole('link', { name: 'Sales ₦0.00' })).toBeVisible();
  await expect(page.getByText('Ikeja Prints Ltd').first()).toBeAttached();
  expect(await layout(page)).toEqual(prerendered);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Opened at last year's URL before the app: Last Fiscal Year is the one marked, by the HTML's own script, and stays so.
  scripts.hold();
  await painted(page, page.goto('/dashboard?year=last', { waitUntil: 'commit' }));
  const years = page.getByRole('group', { name: 'Fiscal year' });
  await expect(years.getByRole('link', { name: 'Last Fiscal Year' })).toHaveAttribute('aria-current', 'page');
  await expect(years.getByRole('link', { name: 'This Fiscal Year' })).not.toHaveAttribute('aria-current');
  scripts.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  await expect(years.getByRole('link', { name: 'Last Fiscal Year' })).toHaveAttribute('aria-current', 'page');
});

/** A month's row of the chart's table, by its 'yyyy-MM', as the table names it ('November 2026'). */
const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('the Sales & Expenses card shows the fiscal year’s sales, money received and expenses to the kobo, month by month, and each figure opens the page whose total it is', async ({ page }) => {
  const user = await onboardedUser('figures', 'Surulere Print House');
  const call = await apiCall(user);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Ada Bakeries', email: 'accounts@adabakeries.ng' });
  const today = lagosDay();
  // Two sent invoices: ₦18,275.00 (₦17,000.00 and 7.5% VAT) today, and ₦5,000.50 twenty days ago at
  // 15 days, now overdue; ₦10,000.00 received on the first; a reimbursable ₦12,500.50 expense and a ₦5,000.00 one the company paid, today.
  const lines = [{ name: 'Wedding cakes', quantity: 2, rateKobo: 850_000, taxRate: 7.5 }];
  const first = await call<{ invoiceId: string; totalKobo: number }>('POST', '/invoices', { customerId, invoiceDate: today, paymentTerms: 'net_30', lines, status: 'sent' });
  const lateDay = lagosDay(-20);
  const late = await call<{ totalKobo: number }>('POST', '/invoices', { customerId, invoiceDate: lateDay, paymentTerms: 'net_15', lines: [{ name: 'Cupcakes', quantity: 1, rateKobo: 500_050 }], status: 'sent' });
  await call('POST', '/payments', { customerId, amountKobo: 1_000_000, paymentDate: today, mode: 'bank_transfer', applications: [{ invoiceId: first.invoiceId, amountKobo: 1_000_000 }] });
  await call('POST', '/expenses', { expenseDate: today, category: 'travel', amountKobo: 1_250_050, vendor: 'Bolt', reimbursable: true });
  await call('POST', '/expenses', { expenseDate: today, category: 'office', amountKobo: 500_000, vendor: 'Jumia' });
  // A ₦7,200.00 sales receipt today: a sale, and money received that is no payment.
  await call('POST', '/sales-receipts', { customerId, receiptDate: today, lines: [{ name: 'Birthday cake', quantity: 1, rateKobo: 720_000 }], mode: 'cash' });
  expect([first.totalKobo, late.totalKobo]).toEqual([1_827_500, 500_050]);

  // What each month and each year should show (the fiscal year starts in January by default).
  type Sums = { sales: number; payments: number; receipts: number; expenses: number };
  const none: Sums = { sales: 0, payments: 0, receipts: 0, expenses: 0 };
  const sums = new Map<string, Sums>();
  const add = (day: string, figures: Partial<Sums>) => {
    const month = day.slice(0, 7);
    const s = sums.get(month) ?? none;
    sums.set(month, { sales: s.sales + (figures.sales ?? 0), payments: s.payments + (figures.payments ?? 0), receipts: s.receipts + (figures.receipts ?? 0), expenses: s.expenses + (figures.expenses ?? 0) });
  };
  add(today, { sales: first.totalKobo + 720_000, payments: 1_000_000, receipts: 720_000, expenses: 1_250_050 + 500_000 });
  add(lateDay, { sales: late.totalKobo });
  const thisYear = today.slice(0, 4);
  const yearSums = (year: string) => {
    const total = { ...none };
    for (const [month, s] of sums) if (month.startsWith(year)) (Object.keys(total) as (keyof Sums)[]).forEach((k) => (total[k] += s[k]));
    return total;
  };
  const card = page.locator('.kobo-container', { has: page.getByRole('heading', { name: 'Sales & Expenses' }) });
  const table = card.getByRole('table');

  const expectYear = async (year: string, period: string) => {
    const total = yearSums(year);
    await expect(card.getByRole('link', { name: `Sales ${naira(total.sales)}` })).toHaveAttribute('href', `/dashboard/reports/sales-by-customer?period=${period}`);
    await expect(card.getByRole('link', { name: `Payments received ${naira(total.payments)}` })).toHaveAttribute('href', `/dashboard/reports/payments-received?period=${period}`);
    await expect(card.getByRole('link', { name: `Sales receipts ${naira(total.receipts)}` })).toHaveAttribute('href', `/dashboard/sales-receipts?dateFrom=${year}-01-01&dateTo=${year}-12-31`);
    await expect(card.getByRole('link', { name: `Expenses ${naira(total.expenses)}` })).toHaveAttribute('href', `/dashboard/reports/expenses-by-category?period=${period}`);
    await expect(card.getByText(`Jan 01, ${year} – Dec 31, ${year}`)).toBeVisible();
    // The chart's numbers, for screen readers: one row a month of the year, January to December.
    await expect(table).toHaveAccessibleName(`Sales, money received and expenses by month, Jan 01, ${year} to Dec 31, ${year}`);
    const rows = Array.from({ length: 12 }, (_, i) => {
      const month = `${year}-${String(i + 1).padStart(2, '0')}`;
      const s = sums.get(month) ?? none;
      return [monthName(month), naira(s.sales), naira(s.payments), naira(s.receipts), naira(s.expenses)].join('');
    });
    await expect(table.locator('thead tr')).toHaveText('MonthSalesPayments receivedSales receiptsExpenses');
    await expect(table.locator('tbody tr')).toHaveText(rows);
  };

  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  // Receivables: ₦8,275.00 of the first invoice is current, the late one overdue; the expense is to reimburse.
  await expect(page.getByRole('link', { name: `Current ${naira(first.totalKobo - 1_000_000)}` })).toHaveAttribute('href', '/dashboard/invoices?tab=unpaid');
  await expect(page.getByRole('link', { name: `Overdue ${naira(late.totalKobo)}` })).toHaveAttribute('href', '/dashboard/invoices?tab=unpaid');
  await expect(page.getByRole('link', { name: `Total Receivables ${naira(first.totalKobo - 1_000_000 + late.totalKobo)}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'To reimburse ₦12,500.50' })).toHaveAttribute('href', '/dashboard/expenses?tab=to_reimburse');
  await expect(page.getByRole('link', { name: 'This Fiscal Year' })).toHaveAttribute('aria-current', 'page');
  await expectYear(thisYear, 'this_year');
  // The chart: a sales bar and an expense bar for each month, drawn to scale.
  await expect(card.locator('.kobo-dash-chart-month')).toHaveCount(12);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Last fiscal year: kept in the URL, a reload keeps it, its figures are its own.
  await page.getByRole('link', { name: 'Last Fiscal Year' }).click();
  await expect(page).toHaveURL(/\/dashboard\?year=last$/);
  await expect(page.getByRole('link', { name: 'Last Fiscal Year' })).toHaveAttribute('aria-current', 'page');
  await expectYear(String(Number(thisYear) - 1), 'last_year');
  await expect(card.getByText('No sales or expenses in this fiscal year')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Last Fiscal Year' })).toHaveAttribute('aria-current', 'page');
  await expect(card.getByRole('link', { name: 'Sales ₦0.00' })).toHaveAttribute('href', '/dashboard/reports/sales-by-customer?period=last_year');
  await page.getByRole('link', { name: 'This Fiscal Year' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card.getByRole('link', { name: `Sales ${naira(yearSums(thisYear).sales)}` })).toHaveAttribute('href', '/dashboard/reports/sales-by-customer?period=this_year');

  // Each money-received figure opens a page whose total is that figure: the Payments Received report, the year's sales receipts.
  await card.getByRole('link', { name: /^Payments received ₦/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/payments-received\?period=this_year$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments Received' })).toBeVisible();
  await expect(page.getByRole('table').locator('tfoot')).toContainText(naira(yearSums(thisYear).payments));
  await page.goBack();
  await card.getByRole('link', { name: /^Sales receipts ₦/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sales-receipts\\?dateFrom=${thisYear}-01-01&dateTo=${thisYear}-12-31$`));
  await expect(page.getByRole('list', { name: 'Sales Receipts' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Sales Receipts' }).getByRole('link')).toContainText(naira(yearSums(thisYear).receipts));
  await page.goBack();

  // A receivable figure opens the unpaid invoices; To reimburse, the expenses still to pay back.
  await page.getByRole('link', { name: /^Overdue / }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\?tab=unpaid$/);
  await expect(page.getByRole('tab', { name: 'Unpaid', selected: true })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /^To reimburse / }).click();
  await expect(page).toHaveURL(/\/dashboard\/expenses\?tab=to_reimburse$/);
  await expect(page.getByRole('tab', { name: 'To reimburse', selected: true })).toBeVisible();
  await expect(page.getByText('Bolt').first()).toBeVisible();
  await expect(page.getByText('Jumia')).toHaveCount(0);
});

test('the recent transactions tabs follow the arrow keys, Home and End @desktop-only', async ({ page }) => {
  const user = await onboardedUser('tabs');
  await signIn(page, user);
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
  await tab('Invoices').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Quotes')).toBeFocused();
  await expect(tab('Quotes')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('No quotes available');
  await page.keyboard.press('End');
  await expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('No expenses available');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Invoices')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Expenses')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
  // One tab stop: Tab leaves the tab list for the open panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await tab('Quotes').click();
  await expect(page.getByRole('tabpanel')).toHaveText('No quotes available');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dashboard arrives already rendered: the app frame and the dashboard as it looks while loading', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Transactions' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Invoices', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveText('Loading...');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
