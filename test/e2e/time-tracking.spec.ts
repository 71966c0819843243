import type { Page } from '@playwright/test';
import { TIME_MESSAGES, weekStart } from '../../shared/time-values';
import { addDaysIso } from '../../shared/dates';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';
import { apiCall, chooseOption, lagosDay, selectButton } from './documents';

async function expectFine(page: Page) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

/** Picks an option of a select whose options carry a description (a project's customer): by the start of its name. */
async function pick(page: Page, label: string, option: string) {
  await selectButton(page, label).click();
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

const perDay = (page: Page) => page.getByRole('list', { name: 'Time per day' });
const perProject = (page: Page) => page.getByRole('list', { name: 'Time per project' });
/** The week's total line ("Week total 4h 15m Billable 2h 45m"). */
const totals = (page: Page) => page.locator('.kobo-time-totals');

type Project = { projectId: string; tasks: { taskId: string; name: string }[] };

test('the week shows its entries with totals per day and per project, filtered by project, and the weeks around it', async ({ page }) => {
  const owner = await onboardedUser('time-week', 'Apapa Stocktakers');
  const call = await apiCall(owner);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels', email: 'accounts@ekohotels.ng' });
  const audit = await call<Project>('POST', '/projects', { name: 'Stock audit', customerId, billingMethod: 'task', tasks: [{ name: 'Counting', rateKobo: 1_000_000 }, { name: 'Admin', billable: false }] });
  const shelving = await call<Project>('POST', '/projects', { name: 'Shelving', customerId, rateKobo: 1_500_000, tasks: [{ name: 'Fitting' }] });
  const monday = weekStart(lagosDay());
  const log = (p: Project, task: number, entryDate: string, hours: number, minutes: number, notes?: string) =>
    call('POST', '/time-entries', { projectId: p.projectId, taskId: p.tasks[task]!.taskId, entryDate, hours, minutes, ...(notes ? { notes } : {}) });
  await log(audit, 0, monday, 2, 0, 'Aisle 4');
  await log(shelving, 0, monday, 0, 45);
  await log(audit, 1, addDaysIso(monday, 1), 1, 30, 'Stock sheets');
  await log(audit, 0, addDaysIso(monday, -7), 1, 0, 'Last week');

  await signIn(page, owner);
  await navigate(page, 'Time Tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Tracking' })).toBeVisible();
  await expect(page.getByText('No timer running')).toBeVisible();
  // Monday: 2h 45m on two projects; Tuesday 1h 30m (not billable); five days with nothing.
  await expect(perDay(page).getByRole('listitem')).toHaveCount(7);
  await expect(perDay(page).getByRole('listitem').nth(0)).toContainText('2h 45m');
  await expect(perDay(page).getByRole('listitem').nth(1)).toContainText('1h 30m');
  await expect(perDay(page).getByRole('listitem').nth(2)).toContainText('0m');
  await expect(totals(page)).toContainText('Week total 4h 15m');
  await expect(totals(page)).toContainText('Billable 2h 45m');
  await expect(perProject(page).getByRole('listitem').filter({ hasText: 'Stock audit' })).toContainText('3h 30m');
  await expect(perProject(page).getByRole('listitem').filter({ hasText: 'Shelving' })).toContainText('45m');
  await expect(page.getByRole('link', { name: /Stock audit · Counting/ })).toContainText('Aisle 4');
  await expect(page.getByRole('link', { name: /Stock audit · Counting/ })).toContainText('Billable');
  await expect(page.getByRole('link', { name: /Stock audit · Admin/ })).toContainText('1h 30m');
  await expect(page.getByText('Last week')).toHaveCount(0);
  await expectFine(page);

  // One project: its entries and totals alone.
  await chooseOption(page, 'Filter by', 'Project');
  await pick(page, 'Project', 'Stock audit');
  await expect(totals(page)).toContainText('Week total 3h 30m');
  await expect(page.getByRole('link', { name: /Shelving/ })).toHaveCount(0);
  await expect(perProject(page).getByRole('listitem')).toHaveCount(1);
  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(totals(page)).toContainText('Week total 3h 30m');
  await expect(page.getByRole('link', { name: /Shelving/ })).toHaveCount(0);
  await chooseOption(page, 'Filter by', 'All entries');
  await expect(totals(page)).toContainText('Week total 4h 15m');

  // The week before, then back.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByText('Last week')).toBeVisible();
  await expect(totals(page)).toContainText('Week total 1h');
  await expect(page.getByRole('link', { name: /Shelving/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(totals(page)).toContainText('Week total 4h 15m');
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText('No time entries this week')).toBeVisible();
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(totals(page)).toContainText('Week total 4h 15m');
  await expectFine(page);

  // Log Time: the page's own button, or the floating add button on a phone.
  const mobile = (page.viewportSize()?.width ?? 1440) < 768;
  await page.getByRole('link', { name: mobile ? 'Log time' : 'Log Time', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Time' })).toBeVisible();
  await expect(page.getByLabel(/^Date/)).toHaveValue(lagosDay().replace(/-/g, '/'));
  await expectFine(page);
});

test('a project with a task is made, time is logged from the form and seen in the week, and the timer survives a reload and becomes an entry @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('time-log', 'Ikoyi Consulting');
  const call = await apiCall(owner);
  await call('POST', '/customers', { displayName: 'Eko Hotels', email: 'accounts@ekohotels.ng' });
  await signIn(page, owner);
  await navigate(page, 'Time Tracking');
  await expect(page.getByText('No time entries yet')).toBeVisible();

  // The project, billed by task, and its task with its rate.
  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await page.getByRole('link', { name: 'New Project', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TIME_MESSAGES.projectNameRequired)).toBeVisible();
  await page.getByLabel(/^Project Name/).fill('Stock audit');
  await selectButton(page, 'Customer').click();
  await page.getByLabel('Search customers').fill('eko');
  await page.getByRole('option', { name: /Eko Hotels/ }).click();
  await page.getByRole('radio', { name: 'Task hourly rate' }).check();
  await expect(page.getByLabel(/^Hourly rate/)).toHaveCount(0);
  await page.getByLabel(/^Budget/).fill('40');
  await expectFine(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TIME_MESSAGES.projectCreated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock audit' })).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Task Name/).fill('Counting');
  await dialog.getByLabel(/^Hourly rate/).fill('10,000');
  await dialog.getByRole('button', { name: 'Save Task' }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Counting');
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('₦10,000.00/h');
  await expectFine(page);

  // Time logged from the form: minutes 60 refused, then 2h 30m saved.
  await navigate(page, 'Time Tracking');
  await page.getByRole('link', { name: 'Log Time', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Time' })).toBeVisible();
  await pick(page, 'Project', 'Stock audit');
  await pick(page, 'Task', 'Counting');
  await page.getByLabel('Hours', { exact: true }).fill('2');
  await page.getByLabel('Minutes', { exact: true }).fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TIME_MESSAGES.minutesRange)).toBeVisible();
  await page.getByLabel('Minutes', { exact: true }).fill('30');
  await page.getByLabel('Notes').fill('Aisle 4 and the cold room');
  await expect(page.getByLabel('Billable')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TIME_MESSAGES.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Time Tracking' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Stock audit · Counting/ })).toContainText('Aisle 4 and the cold room');
  await expect(totals(page)).toContainText('Week total 2h 30m');
  await expect(perProject(page).getByRole('listitem').filter({ hasText: 'Stock audit' })).toContainText('2h 30m');
  const today = perDay(page).locator('.kobo-time-day--today');
  await expect(today).toContainText('2h 30m');

  // The timer: started here, kept by the server through a reload, stopped into an entry.
  await page.getByRole('button', { name: 'Start timer' }).click();
  await pick(page, 'Project', 'Stock audit');
  await pick(page, 'Task', 'Counting');
  await page.getByLabel('Notes', { exact: true }).fill('Recount');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Timer started')).toBeVisible();
  const clock = page.getByRole('timer', { name: 'Time running' });
  await expect(clock).toHaveText(/^0:00:\d\d$/);
  await expectFine(page);
  await page.reload();
  await expect(clock).toBeVisible();
  const timer = page.locator('.kobo-timer');
  await expect(timer.getByText('Stock audit · Counting', { exact: true })).toBeVisible();
  await expect(timer.getByText(/Recount/)).toBeVisible();
  // It runs from the server's start time: it goes on ticking after the reload.
  const shown = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(shown);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText(TIME_MESSAGES.saved)).toBeVisible();
  await expect(page.getByText('No timer running')).toBeVisible();
  await expect(page.getByRole('link', { name: /Stock audit · Counting/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Recount/ })).toContainText('1m');
  await expect(totals(page)).toContainText('Week total 2h 31m');
});

test('an entry is edited and deleted from the week, and a started timer is discarded @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('time-edit', 'Lekki Builders');
  const call = await apiCall(owner);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Eko Hotels' });
  const p = await call<Project>('POST', '/projects', { name: 'Site survey', customerId, rateKobo: 2_000_000, tasks: [{ name: 'Measuring' }, { name: 'Report' }] });
  await call('POST', '/time-entries', { projectId: p.projectId, taskId: p.tasks[0]!.taskId, entryDate: lagosDay(), hours: 1, minutes: 15, notes: 'Block A' });
  await call('POST', '/timer/start', { projectId: p.projectId, taskId: p.tasks[1]!.taskId, notes: 'Drafting' });
  await signIn(page, owner, '/dashboard/time-tracking');

  // The timer started elsewhere (the API here) shows, and is discarded without an entry.
  await expect(page.getByRole('timer', { name: 'Time running' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Discard' }).click();
  await expect(page.getByText('No timer running')).toBeVisible();
  await expect(page.getByRole('link', { name: /Drafting/ })).toHaveCount(0);

  // Edited: the form starts from what was saved.
  await page.getByRole('link', { name: /Site survey · Measuring/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Time Entry' })).toBeVisible();
  await expect(page.getByLabel('Hours', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Minutes', { exact: true })).toHaveValue('15');
  await expect(selectButton(page, 'Task')).toContainText('Measuring');
  await pick(page, 'Task', 'Report');
  await page.getByLabel('Hours', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TIME_MESSAGES.saved)).toBeVisible();
  await expect(page.getByRole('link', { name: /Site survey · Report/ })).toContainText('3h 15m');
  await expect(totals(page)).toContainText('Week total 3h 15m');

  // Deleted, after a confirmation.
  await page.getByRole('link', { name: /Site survey · Report/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText(TIME_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText('No time entries yet')).toBeVisible();
});
