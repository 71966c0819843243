import { expect, expectAccessible, onboardedUser, signIn, test } from './fixtures';
import { apiCall, lagosDay, selectButton } from './documents';

/** The customer's unbilled expenses become invoice lines; saved, the expense shows the invoice that bills it. */
test('an owner bills a customer’s unbilled expense on a new invoice, and the expense then links to it @desktop-only', async ({ page }) => {
  const user = await onboardedUser('bill-expense', 'Yaba Events Ltd');
  const call = await apiCall(user);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels', email: 'accounts@ekohotels.ng' });
  const fare = await call<{ expenseId: string }>('POST', '/expenses', { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000, vendor: 'Air Peace', customerId, billable: true });
  await call('POST', '/expenses', { expenseDate: '2026-03-02', category: 'meals', amountKobo: 450_000, vendor: 'Chicken Republic', customerId, billable: true });
  // Not billable, and another customer's: never offered.
  await call('POST', '/expenses', { expenseDate: '2026-03-04', category: 'office', amountKobo: 99_000, customerId });

  await signIn(page, user, '/dashboard/invoices/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add unbilled time and expenses' });
  await expect(add).toBeDisabled();
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('eko');
  await page.getByRole('option', { name: /Eko Hotels/ }).click();

  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add unbilled time and expenses' });
  const list = dialog.getByRole('list', { name: 'Unbilled expenses' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await list.getByRole('checkbox', { name: /Travel ₦21,500\.00/ }).check();
  await dialog.getByRole('button', { name: 'Add 1 to invoice (₦21,500.00)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 line added to invoice')).toBeVisible();
  const lines = page.getByRole('table', { name: 'Invoice items' });
  await expect(lines.getByRole('button', { name: /Edit line 1: Travel · Air Peace/ })).toBeVisible();
  await expect(lines.getByText('Mar 05, 2026')).toBeVisible();
  // What is on the form is not offered again.
  await add.click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'SAVE AS DRAFT' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await page.waitForURL(/\/dashboard\/invoices\/(?!new$)[A-Za-z0-9]+$/);
  const invoiceUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();

  // The expense is invoiced, with a link to its invoice, and no longer offers Edit or Delete.
  await page.goto(`/dashboard/expenses/${fare.expenseId}`);
  await expect(page.getByText('Invoiced', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: 'INV-000001' }).click();
  await page.waitForURL(`**${invoiceUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();

  // The dashboard lists the newest expenses (by their date) and offers New Expense.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Expenses' }).click();
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Travel');
  await expect(rows.nth(0)).toContainText('INVOICED');
  await expect(rows.nth(1)).toContainText('Office');
  await expect(rows.nth(2)).toContainText('BILLABLE');
  await page.getByRole('link', { name: 'New Expense' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Expense' })).toBeVisible();

  // The customer's Transactions tab: the invoice, then its expenses, unbilled first.
  await page.goto(`/dashboard/customers/${customerId}`);
  await page.getByRole('tab', { name: 'TRANSACTIONS' }).click();
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(1);
  const expenses = page.getByRole('list', { name: 'Expenses' }).getByRole('listitem');
  await expect(expenses).toHaveCount(3);
  await expect(expenses.nth(0)).toContainText('UNBILLED');
  await expect(expenses.nth(1)).toContainText('NOT BILLABLE');
  await expect(expenses.nth(2)).toContainText('on INV-000001');
  await expectAccessible(page);
});

/**
 * Time and expenses together, at both widths: two logged entries and a timed one at each
 * entry's rate, the expense at cost plus the company's markup, on one invoice; saved,
 * every record shows it is invoiced; the expense is then reimbursed and the tabs agree.
 */
test('an owner bills two time entries, a timed one and an expense with the markup onto one invoice, and each record shows it', async ({ page }) => {
  const mobile = (page.viewportSize()?.width ?? 1440) < 768;
  const user = await onboardedUser('bill-time', 'Surulere Audit Ltd');
  const call = await apiCall(user);
  const prefs = await call<Record<string, unknown> & { series: Record<string, { prefix: string }>; documents: unknown; version: number }>('GET', '/settings/preferences');
  await call('PUT', '/settings/preferences', {
    series: Object.fromEntries(Object.entries(prefs.series).map(([k, v]) => [k, { prefix: v.prefix }])),
    paymentTerms: prefs.paymentTerms,
    quoteValidityDays: prefs.quoteValidityDays,
    documents: prefs.documents,
    expenseMarkupPercent: 10,
    version: prefs.version,
  });
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels' });
  const project = await call<{ projectId: string; tasks: { taskId: string }[] }>('POST', '/projects', {
    name: 'Stock audit',
    customerId,
    billingMethod: 'task',
    tasks: [{ name: 'Counting', rateKobo: 1_000_000 }],
  });
  const counting = { projectId: project.projectId, taskId: project.tasks[0]!.taskId };
  const today = lagosDay();
  const first = await call<{ timeEntryId: string }>('POST', '/time-entries', { ...counting, entryDate: today, hours: 1, minutes: 30, notes: 'Shelves A-C' });
  await call('POST', '/time-entries', { ...counting, entryDate: today, hours: 2, minutes: 0 });
  // The timed one: started and stopped at once, it is one minute.
  await call('POST', '/timer/start', { ...counting, notes: 'Recount' });
  await call('POST', '/timer/stop');
  const fare = await call<{ expenseId: string }>('POST', '/expenses', { expenseDate: today, category: 'travel', amountKobo: 2_000_000, vendor: 'Air Peace', customerId, billable: true, reimbursable: true });

  await signIn(page, user, '/dashboard/invoices/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('eko');
  await page.getByRole('option', { name: /Eko Hotels/ }).click();
  await page.getByRole('button', { name: 'Add unbilled time and expenses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add unbilled time and expenses' });
  await expect(dialog.getByRole('list', { name: 'Unbilled time' }).getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByText('Travel ₦22,000.00')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('checkbox', { name: 'Select all time (3)' }).check();
  await dialog.getByRole('checkbox', { name: /Travel ₦22,000\.00/ }).check();
  // 1h 30m, 2h and 1 minute at ₦10,000.00/h (rate × minutes / 60: ₦166.67, not 0.017 h = ₦170.00), and ₦20,000.00 + 10%.
  await expect(dialog.getByText(/1m × ₦10,000\.00\/h ₦166\.67/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 4 to invoice (₦57,166.67)' }).click();
  await expect(page.getByText('4 lines added to invoice')).toBeVisible();
  const lines = page.getByRole(mobile ? 'list' : 'table', { name: 'Invoice items' });
  await expect(lines.getByRole('button', { name: /^Edit line \d: Counting · Stock audit/ })).toHaveCount(3);
  await expect(lines.getByText(/Shelves A-C/)).toBeVisible();
  await expect(lines.getByRole('button', { name: /Edit line 4: Travel · Air Peace/ })).toBeVisible();
  // Billed time shows as hours and minutes, never as hours with decimals.
  for (const time of ['1h 30m', '2h', '1m']) await expect(lines.getByText(new RegExp(`^${time}( ×|$)`))).toBeVisible();
  await expect(lines).not.toContainText('0.017');

  await page.getByRole('button', { name: 'SAVE AS DRAFT' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();
  await expect(page.getByText('₦57,166.67').first()).toBeVisible();
  await expect(page.getByText(/^1m( ×|$)/)).toBeVisible();
  await expect(page.getByText('₦166.67')).toBeVisible();

  // Each record shows it is invoiced: the week's three entries, the expense.
  await page.goto('/dashboard/time-tracking');
  await expect(page.getByText('Invoiced · INV-000001')).toHaveCount(3);
  await page.goto(`/dashboard/time-tracking/${first.timeEntryId}/edit`);
  await page.getByRole('link', { name: 'View invoice INV-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();
  await page.goto(`/dashboard/expenses/${fare.expenseId}`);
  await expect(page.getByRole('link', { name: 'INV-000001' })).toBeVisible();
  // Reimbursed as well: it is under both tabs.
  await page.getByRole('button', { name: 'Mark as reimbursed' }).click();
  await expect(page.getByText('Expense marked as reimbursed')).toBeVisible();
  for (const tab of ['Invoiced', 'Reimbursed']) {
    // A link to a tab (a reload, a shared link) opens on that tab.
    await page.goto(`/dashboard/expenses?tab=${tab.toLowerCase()}`);
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Expenses' }).getByRole('listitem')).toHaveCount(1);
  }
  await page.goto('/dashboard/expenses?tab=unbilled');
  await expect(page.getByText('There are no expenses')).toBeVisible();

  // The customer's Transactions tab lists its time with the invoice that bills it.
  await page.goto(`/dashboard/customers/${customerId}`);
  await page.getByRole('tab', { name: 'TRANSACTIONS' }).click();
  const time = page.getByRole('list', { name: 'Time' }).getByRole('listitem');
  await expect(time).toHaveCount(3);
  await expect(time.nth(0)).toContainText('on INV-000001');
  await expect(time.nth(0)).toContainText('INVOICED');
});
