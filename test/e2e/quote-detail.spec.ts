import { format, parseISO } from 'date-fns';
import { apiCall, lagosDay } from './documents';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test, type User } from './fixtures';

/** Seeds data through the API as `user` (the test is about the screens, not the forms). */
async function apiAs(user: User) {
  const call = await apiCall(user);
  return {
    customer: async (displayName: string) => (await call<{ customerId: string }>('POST', '/customers', { displayName })).customerId,
    quote: (body: Record<string, unknown>) => call<{ quoteId: string; quoteNumber: string }>('POST', '/quotes', body),
    status: (quoteId: string, status: string) => call('POST', `/quotes/${quoteId}/status`, { status }),
  };
}

const display = (day: string) => format(parseISO(day), 'MMM dd, yyyy');

/** 2 × ₦15,000 at 7.5% VAT and 1 × ₦2,500 without, 10% off: 32,500 - 3,250 + 7.5% of 27,000 (2,025) = ₦31,275.00. */
const LINES = [
  { name: 'Office chair', description: 'Mesh back, black', quantity: 2, rateKobo: 1_500_000, taxRate: 7.5 },
  { name: 'Delivery', quantity: 1, unit: 'units', rateKobo: 250_000 },
];

test('a draft quote is sent, accepted, reverted, commented on, cloned, and the clone deleted', async ({ page }) => {
  const user = await onboardedUser('quote-detail', 'Ikeja Office Supplies Ltd');
  const api = await apiAs(user);
  const customerId = await api.customer('Chidi Okafor Ventures');
  const quoteDate = lagosDay();
  const expiryDate = lagosDay(30);
  const draft = await api.quote({
    customerId,
    quoteDate,
    expiryDate,
    reference: 'PO-4410',
    subject: 'Chairs for the Yaba office',
    lines: LINES,
    discount: { type: 'percent', value: 10 },
    customerNotes: 'Thank you for your business',
    terms: 'All quotes are valid for 30 days from the date of issue',
  });
  expect(draft.quoteNumber).toBe('QT-00001');

  await signIn(page, user);
  // The dashboard's Quotes tab lists it and opens it.
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page.getByRole('link', { name: 'QT-00001' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('DRAFT')).toBeVisible();

  // Opened from the list's Draft tab (the default).
  await navigate(page, 'Quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Draft', selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Quotes' });
  const card = list.getByRole('link', { name: /QT-00001/ });
  await expect(card).toContainText('Chidi Okafor Ventures');
  await expect(card).toContainText(display(quoteDate));
  await expect(card).toContainText('₦31,275.00');
  await expect(card).toContainText('DRAFT');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await card.click();

  // Header, total card, and the figures the server computed.
  await expect(page.getByRole('heading', { level: 1, name: 'QT-00001' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chidi Okafor Ventures' })).toHaveAttribute('href', `/dashboard/customers/${customerId}`);
  await expect(page.getByText('PO-4410')).toBeVisible();
  await expect(page.getByText(display(expiryDate))).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText('Mesh back, black')).toBeVisible();
  await expect(items.getByText('2 pcs').first()).toBeVisible();
  for (const [label, value] of [
    ['Sub Total', '₦32,500.00'],
    ['Discount (10%)', '-₦3,250.00'],
    ['VAT (7.5%)', '₦2,025.00'],
    ['Adjustment', '₦0.00'],
    ['Total', '₦31,275.00'],
  ]) {
    await expect(items.locator('dl > div').filter({ has: page.getByText(label!, { exact: true }) })).toContainText(value!);
  }
  await expect(page.getByText('Chairs for the Yaba office')).toBeVisible();
  await expect(page.getByText('All quotes are valid for 30 days from the date of issue')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The menu has only what works (PDF, print, share and e-mail are tried in document-actions.spec.ts).
  await page.getByRole('button', { name: 'More quote actions' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Mark as Sent', 'Preview', 'Download PDF', 'Print', 'Share Quote Link', 'Share via WhatsApp', 'Change Template', 'Clone', 'Delete']);
  await page.keyboard.press('Escape');

  const statusCard = page.getByRole('region', { name: 'Quote Status' });
  const heading = page.getByRole('heading', { level: 1, name: 'QT-00001' }).locator('..');
  const change = async (button: string, dialog: string, confirm: string) => {
    await statusCard.getByRole('button', { name: button }).click();
    const modal = page.getByRole('dialog', { name: dialog });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: confirm }).click();
    await expect(modal).toBeHidden();
  };

  await change('Mark as Sent', 'Send Quote', 'Yes, Mark as Sent');
  await expect(page.getByText('Quote marked as sent')).toBeVisible();
  await expect(heading.getByText('SENT')).toBeVisible();

  // Someone else reverts it meanwhile: accepting is refused with the server's reason, and the page catches up.
  await api.status(draft.quoteId, 'draft');
  await change('Mark as Accepted', 'Accept Quote', 'Yes, Accept');
  await expect(page.getByText('Failed to accept quote')).toBeVisible();
  await expect(page.getByText('A draft quote cannot be marked as accepted')).toBeVisible();
  await expect(heading.getByText('DRAFT')).toBeVisible();

  await change('Mark as Sent', 'Send Quote', 'Yes, Mark as Sent');
  await expect(heading.getByText('SENT')).toBeVisible();
  await statusCard.getByRole('button', { name: 'Mark as Accepted' }).click();
  await expect(page.getByRole('dialog', { name: 'Accept Quote' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Accept Quote' }).getByRole('button', { name: 'Yes, Accept' }).click();
  await expect(page.getByText('Quote marked as accepted')).toBeVisible();
  await expect(heading.getByText('ACCEPTED')).toBeVisible();
  await change('Revert to Draft', 'Revert Quote to Draft', 'Yes, Revert');
  await expect(page.getByText('Quote reverted to draft')).toBeVisible();
  await expect(heading.getByText('DRAFT')).toBeVisible();

  // Comments and the history the server kept.
  await page.getByRole('tab', { name: 'COMMENTS & HISTORY' }).click();
  await page.getByLabel('Add a comment').fill('Customer asked for delivery before Friday.');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  const history = page.getByRole('list', { name: 'Quote history' });
  await expect(history.getByText('Customer asked for delivery before Friday.')).toBeVisible();
  await expect(history.getByText('Quote marked as accepted')).toBeVisible();
  // Reverted twice: by the other person, then here.
  await expect(history.getByText('Quote reverted to draft')).toHaveCount(2);
  await expect(history.getByText('Quote created')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Clone: a new draft with the next number; then delete the clone.
  await page.getByRole('button', { name: 'More quote actions' }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await expect(page.getByText('Quote cloned as QT-00002')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'QT-00002' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByText('Office chair')).toBeVisible();
  await page.getByRole('button', { name: 'More quote actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Quote deleted successfully')).toBeVisible();
  await page.waitForURL(/\/dashboard\/quotes$/);
  await expect(list.getByRole('link', { name: /QT-00001/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /QT-00002/ })).toHaveCount(0);

  // An id that is not (or no longer) a quote.
  await page.goto('/dashboard/quotes/no-such-quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
});

test('More Filters: an expired quote is under Expired and not under Sent; customer and amount narrow the list @desktop-only', async ({ page }) => {
  const user = await onboardedUser('quote-filters', 'Kano Hardware Ltd');
  const api = await apiAs(user);
  const musa = await api.customer('Musa Danjuma Stores');
  const ngozi = await api.customer('Ngozi Eze Catering');
  await api.quote({ customerId: musa, status: 'sent', quoteDate: lagosDay(-60), expiryDate: lagosDay(-30), lines: [{ name: 'Cement', quantity: 10, rateKobo: 950_000 }] });
  await api.quote({ customerId: ngozi, status: 'sent', quoteDate: lagosDay(), expiryDate: lagosDay(30), lines: [{ name: 'Gas cylinder', quantity: 1, rateKobo: 4_500_000 }] });
  await api.quote({ customerId: musa, status: 'sent', quoteDate: lagosDay(), lines: [{ name: 'Roofing sheets', quantity: 20, rateKobo: 600_000 }] });

  await signIn(page, user);
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page.getByRole('tabpanel').getByText('EXPIRED')).toBeVisible();
  await navigate(page, 'Quotes');
  const list = page.getByRole('list', { name: 'Quotes' });
  await expect(page.getByText('No quotes yet')).toBeVisible();

  // Sent: the two current ones, not the expired one.
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /QT-00001/ })).toHaveCount(0);

  // Expired through More Filters.
  await page.getByRole('button', { name: /More Filters/ }).click();
  const filters = page.getByRole('group', { name: 'Quote filters' });
  await filters.getByRole('button', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Expired' }).click();
  await expect(page.getByRole('tab', { name: 'Expired', selected: true })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(1);
  const expired = list.getByRole('link', { name: /QT-00001/ });
  await expect(expired).toContainText('Musa Danjuma Stores');
  await expect(expired).toContainText('EXPIRED');
  await expect(expired).toContainText('₦95,000.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // All, narrowed to one customer, then by amount.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(list.getByRole('link')).toHaveCount(3);
  await filters.getByRole('button', { name: /^Customer/ }).click();
  await page.getByRole('combobox', { name: 'Search customers' }).fill('Musa');
  await page.getByRole('option', { name: /Musa Danjuma Stores/ }).click();
  await expect(list.getByRole('link')).toHaveCount(2);
  await filters.getByLabel('Lowest amount (₦)').fill('100,000');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /QT-00003/ })).toContainText('₦120,000.00');
  await filters.getByLabel('Highest amount (₦)').fill('90000');
  await expect(filters.getByText('The highest amount is below the lowest')).toBeVisible();
  await filters.getByLabel('Highest amount (₦)').fill('');
  await filters.getByLabel('Lowest amount (₦)').fill('200000');
  await expect(page.getByText('No quotes match these filters')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('tab', { name: 'Draft', selected: true })).toBeVisible();
  await expect(page.getByText('No quotes yet')).toBeVisible();
});
