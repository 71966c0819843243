import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test } from './fixtures';
import { apiCall, chooseOption } from './documents';

test('a category added from the expense form is saved with it, and the list filters by it and by dates, kept over a reload @desktop-only', async ({ page }) => {
  const owner = await onboardedUser('expense-filters', 'Lekki Generators Ltd');
  const call = await apiCall(owner);
  await call('POST', '/expenses', { expenseDate: '2026-01-10', category: 'travel', amountKobo: 1_200_000, vendor: 'Bolt Rides' });
  await call('POST', '/expenses', { expenseDate: '2026-03-20', category: 'meals', amountKobo: 450_000, vendor: 'Chicken Republic' });
  await signIn(page, owner);
  await navigate(page, 'Expenses');
  const list = page.getByRole('list', { name: 'Expenses' });
  await expect(list.getByRole('link')).toHaveCount(2);

  // New Expense: "New category…" opens a small dialog; the category saved is chosen on the form.
  await page.getByRole('link', { name: 'New Expense', exact: true }).click();
  await page.getByLabel(/^Amount/).fill('85,000');
  await page.getByLabel(/^Date/).fill('2026/03/02');
  await chooseOption(page, 'Category', 'New category…');
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Category name').fill('travel');
  await dialog.getByRole('button', { name: 'Save category' }).click();
  await expect(dialog.getByText('This is one of the built-in categories')).toBeVisible();
  await dialog.getByLabel('Category name').fill('Generator diesel');
  await dialog.getByRole('button', { name: 'Save category' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Category Generator diesel/ })).toBeVisible();
  await page.getByLabel('Vendor').fill('Total Energies');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generator diesel' })).toBeVisible();

  // The list, filtered by the new category.
  await navigate(page, 'Expenses');
  await expect(list.getByRole('link')).toHaveCount(3);
  await page.getByRole('button', { name: /More Filters: Select filters/ }).click();
  const filters = page.getByRole('group', { name: 'Expense filters' });
  await filters.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Generator diesel', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('Total Energies');
  await expect(page.getByRole('button', { name: 'More Filters: 1 filter · Generator diesel' })).toBeVisible();

  // A date range alone: March holds the diesel and the meal.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(list.getByRole('link')).toHaveCount(3);
  await filters.getByLabel('Date from').fill('2026/03/01');
  await filters.getByLabel('Date to').fill('2026/03/31');
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list).not.toContainText('Bolt Rides');
  // And the category with it: two filters in force.
  await filters.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Generator diesel', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  const bar = page.getByRole('button', { name: 'More Filters: 2 filters · Generator diesel · Mar 01, 2026 – Mar 31, 2026' });
  await expect(bar).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // With a tab: it is not billable, so Unbilled has none of it.
  await page.getByRole('tab', { name: 'Unbilled', exact: true }).click();
  await expect(page.getByText('No expenses match these filters')).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(1);

  // The filters live in the URL: a reload keeps them, and so does coming Back from an expense.
  const inUrl = () => Object.fromEntries(new URL(page.url()).searchParams);
  await expect.poll(inUrl).toEqual({ category: 'Generator diesel', dateFrom: '2026-03-01', dateTo: '2026-03-31' });
  await page.reload();
  await expect(bar).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('Total Energies');
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generator diesel' })).toBeVisible();
  await page.goBack();
  await expect(bar).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(1);

  // The category is the company's: listed in Settings > Expense categories beside the built-in ones.
  await page.goto('/dashboard/settings/expense-categories');
  await expect(page.getByRole('list', { name: 'Your categories' })).toContainText('Generator diesel');
  await expect(page.getByRole('list', { name: 'Built-in categories' }).getByRole('listitem')).toHaveCount(6);
});
