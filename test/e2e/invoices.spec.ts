import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, navigate, onboardedUser, signIn, test, type User } from './fixtures';
import { apiCall, chooseOption, dismissMessages, lagosDay, selectButton } from './documents';

/** Seeds data through the API as `user` (where the test is about other screens than the forms). */
async function apiAs(user: User) {
  const call = await apiCall(user);
  return {
    customer: async (body: Record<string, unknown>) => (await call<{ customerId: string }>('POST', '/customers', body)).customerId,
    quote: (body: Record<string, unknown>) => call<{ quoteId: string; quoteNumber: string }>('POST', '/quotes', body),
    quoteStatus: (quoteId: string, status: string) => call('POST', `/quotes/${quoteId}/status`, { status }),
    invoice: (body: Record<string, unknown>) => call<{ invoiceId: string; invoiceNumber: string; totalKobo: number }>('POST', '/invoices', body),
    payment: (body: Record<string, unknown>) => call<{ paymentId: string }>('POST', '/payments', body),
    get: <T>(path: string) => call<T>('GET', path),
  };
}

/** A day as Cloudscape's date picker shows it: 2026/11/23. */
const pickerDay = (day: string) => day.replace(/-/g, '/');

/** Adds a typed line through the Add Invoice Item screen and comes back to the form. */
async function addLine(page: Page, name: string, rate: string, formPath: string) {
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Invoice Item' })).toBeVisible();
  await page.getByLabel(/^Item Name/).fill(name);
  await page.getByLabel(/^Rate/).fill(rate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item added to invoice')).toBeVisible();
  await page.waitForURL(`**${formPath}`);
}

/** The figure of one row of the form's totals block. */
const totalsRow = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'Invoice totals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

/** Opens the header's More menu and picks an entry. */
async function moreAction(page: Page, entry: string) {
  await page.getByRole('button', { name: 'More invoice actions' }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

test('an invoice for a new customer: terms set the due date, a salesperson from the drawer, a line; it is listed under Unpaid with its balance', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await onboardedUser('invoices', 'Surulere Prints Ltd');
  await signIn(page, user);

  await navigate(page, 'Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unpaid', selected: true })).toBeVisible();
  await expect(page.getByText('There are no unpaid invoices')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New Invoice' }).first().click();

  await page.waitForURL('**/dashboard/invoices/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  await expect(page.getByLabel(/^Invoice #/)).toHaveValue('INV-000001');
  const today = lagosDay();
  await expect(page.getByLabel(/^Invoice Date/)).toHaveValue(pickerDay(today));
  await page.getByLabel('Order Number').fill('PO-2231');

  // Nothing chosen yet: the spec's two messages.
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Please select a customer').first()).toBeVisible();
  await expect(page.getByText('Please add at least one item').first()).toBeVisible();
  await dismissMessages(page, 'Please select a customer', 'Please add at least one item');

  // The plus button makes a customer and comes back with it selected (its terms: Net 15, the default).
  await page.getByRole('button', { name: 'New customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Customer' })).toBeVisible();
  await page.getByLabel('Display Name').fill('Adunni Bakery');
  await page.getByLabel('Email').fill('orders@adunnibakery.ng');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/dashboard/invoices/new');
  await expect(selectButton(page, 'Customer Name')).toContainText('Adunni Bakery');
  await expect(page.getByLabel('Order Number')).toHaveValue('PO-2231');
  await expect(selectButton(page, 'Terms')).toContainText('Net 15');
  await expect(page.getByLabel(/^Due Date/)).toHaveValue(pickerDay(lagosDay(15)));
  await expect(page.getByLabel(/^Due Date/)).toBeDisabled();

  // Terms set the due date; Custom lets it be typed.
  await chooseOption(page, 'Terms', 'Net 30');
  await expect(page.getByLabel(/^Due Date/)).toHaveValue(pickerDay(lagosDay(30)));
  await chooseOption(page, 'Terms', 'Due On Receipt');
  await expect(page.getByLabel(/^Due Date/)).toHaveValue(pickerDay(today));
  await chooseOption(page, 'Terms', 'Custom');
  await expect(page.getByLabel(/^Due Date/)).toBeEnabled();
  await chooseOption(page, 'Terms', 'Net 45');
  await expect(page.getByLabel(/^Due Date/)).toHaveValue(pickerDay(lagosDay(45)));

  // A salesperson added from the drawer is selected.
  await page.getByRole('button', { name: 'New salesperson' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Salesperson' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Name is required')).toBeVisible();
  await drawer.getByLabel('Name').fill('Tunde Bello');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Salesperson added successfully')).toBeVisible();
  await expect(selectButton(page, 'Salesperson')).toContainText('Tunde Bello');
  await page.getByLabel('Subject').fill('Wedding cake boxes');

  // A line, through the add-line-item screen: the form comes back as it was.
  await addLine(page, 'Printed cake boxes', '45,000', '/dashboard/invoices/new');
  await expect(page.getByRole('button', { name: 'Edit line 1: Printed cake boxes' })).toBeVisible();
  await expect(selectButton(page, 'Salesperson')).toContainText('Tunde Bello');
  await expect(selectButton(page, 'Terms')).toContainText('Net 45');
  await expect(totalsRow(page, 'Total')).toContainText('₦45,000.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await page.waitForURL(/\/dashboard\/invoices\/(?!new$)[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();
  await expect(page.getByText('SENT').first()).toBeVisible();
  const details = page.getByRole('region', { name: 'Invoice Information' });
  await expect(details.getByText('Net 45')).toBeVisible();
  await expect(details.getByText('PO-2231')).toBeVisible();
  await expect(details.getByText('Tunde Bello')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adunni Bakery' })).toHaveAttribute('href', /\/dashboard\/customers\/.+/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // PAYMENTS: none yet, and Record Payment goes to the payments form for this customer and invoice.
  await page.getByRole('tab', { name: 'PAYMENTS' }).click();
  await expect(page.getByText('No payments recorded')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Record Payment' })).toHaveAttribute('href', /\/dashboard\/payments\/new\?customerId=.+&invoiceId=.+/);

  // COMMENTS & HISTORY: the server's entries and a comment.
  await page.getByRole('tab', { name: 'COMMENTS & HISTORY' }).click();
  await expect(page.getByText('Invoice marked as sent')).toBeVisible();

  // Listed under Unpaid with its balance.
  await navigate(page, 'Invoices');
  const card = page.getByRole('list', { name: 'Invoices' }).getByRole('link', { name: /INV-000001/ });
  await expect(card).toContainText('Adunni Bakery');
  await expect(card).toContainText('₦45,000.00');
  await expect(card).toContainText('Balance due');
  await expect(card).toContainText('SENT');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('SAVE AS DRAFT keeps the customer terms and chosen recipients, and the draft is under Draft, not Unpaid @desktop-only', async ({ page }) => {
  const user = await onboardedUser('invoice-draft', 'Ikoyi Events Ltd');
  const api = await apiAs(user);
  await api.customer({
    displayName: 'Kemi Adeyemi Catering',
    email: 'kemi@adeyemicatering.ng',
    paymentTerms: 'net_30',
    contacts: [
      { firstName: 'Kemi', lastName: 'Adeyemi', email: 'kemi@adeyemicatering.ng', isPrimary: true },
      { firstName: 'Femi', lastName: 'Ola', email: 'accounts@adeyemicatering.ng' },
    ],
  });
  await signIn(page, user, '/dashboard/invoices/new');
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('kemi');
  await page.getByRole('option', { name: /Kemi Adeyemi Catering/ }).click();
  // The customer's terms are the default.
  await expect(selectButton(page, 'Terms')).toContainText('Net 30');
  await expect(page.getByLabel(/^Due Date/)).toHaveValue(pickerDay(lagosDay(30)));
  const recipients = page.getByRole('group', { name: 'Email recipients' });
  await recipients.getByText('Select All').click();
  await expect(recipients.getByRole('checkbox', { name: /Femi Ola/ })).toBeChecked();
  await expect(recipients.getByRole('checkbox', { name: /Kemi Adeyemi/ })).toBeChecked();
  await addLine(page, 'Buffet for 120 guests', '850000', '/dashboard/invoices/new');
  await expect(recipients.getByRole('checkbox', { name: /Femi Ola/ })).toBeChecked();
  await page.getByRole('button', { name: 'SAVE AS DRAFT' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await page.waitForURL(/\/dashboard\/invoices\/(?!new$)[A-Za-z0-9]+$/);
  await expect(page.getByText('DRAFT').first()).toBeVisible();
  await expect(page.getByText('accounts@adeyemicatering.ng')).toBeVisible();

  await navigate(page, 'Invoices');
  await expect(page.getByText('There are no unpaid invoices')).toBeVisible();
  await page.getByRole('tab', { name: 'Draft' }).click();
  const card = page.getByRole('list', { name: 'Invoices' }).getByRole('link', { name: /INV-000001/ });
  await expect(card).toContainText('Kemi Adeyemi Catering');
  await expect(card).toContainText('₦850,000.00');
  await expect(card).toContainText('DRAFT');

  // More Filters: the status filter finds it on All, and a wrong range says so.
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('button', { name: /More Filters/ }).click();
  await chooseOption(page, 'Status', 'Overdue');
  await expect(page.getByText('No invoices match these filters')).toBeVisible();
  await chooseOption(page, 'Status', 'Draft');
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('an accepted quote converts to a draft invoice, and the quote then links to it @desktop-only', async ({ page }) => {
  const user = await onboardedUser('invoice-convert', 'Lekki Furniture Co');
  const api = await apiAs(user);
  const customerId = await api.customer({ displayName: 'Obinna Interiors' });
  const quote = await api.quote({
    customerId,
    quoteDate: lagosDay(),
    expiryDate: lagosDay(30),
    reference: 'REF-88',
    lines: [{ name: 'Dining table', quantity: 1, rateKobo: 25_000_000, taxRate: 7.5 }],
  });
  await api.quoteStatus(quote.quoteId, 'sent');
  await api.quoteStatus(quote.quoteId, 'accepted');

  await signIn(page, user, `/dashboard/quotes/${quote.quoteId}`);
  await expect(page.getByRole('heading', { level: 1, name: quote.quoteNumber })).toBeVisible();
  await page.getByRole('button', { name: 'Convert to Invoice' }).click();
  await page.waitForURL(/\/dashboard\/invoices\/(?!new$)[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();
  await expect(page.getByText('DRAFT').first()).toBeVisible();
  // ₦250,000 + 7.5% VAT = ₦268,750.00
  await expect(page.getByText('₦268,750.00').first()).toBeVisible();
  await page.getByRole('link', { name: quote.quoteNumber }).click();
  await page.waitForURL(`**/dashboard/quotes/${quote.quoteId}`);
  await expect(page.getByText('INVOICED').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Invoice' })).toHaveCount(0);
  await page.getByRole('link', { name: 'INV-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();
});

// Scale, not layout (the form's lines at 375px are in the tests above): one width is enough.
test('a 200-line invoice opens, edits and saves with all its lines and the right total @desktop-only', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await onboardedUser('invoice-200', 'Apapa Wholesale Ltd');
  const api = await apiAs(user);
  const customerId = await api.customer({ displayName: 'Mushin Traders' });
  // 200 lines of ₦1,000 + ₦2 × i (i = 0..199) at 7.5%, so each line's VAT is whole kobo:
  //   sub total = 200 × 1,000 + 2 × (0 + ... + 199) = 200,000 + 39,800 = ₦239,800.00; VAT 7.5% = ₦17,985.00; total ₦257,785.00.
  const lines = Array.from({ length: 200 }, (_, i) => ({ name: `Carton ${i + 1}`, quantity: 1, rateKobo: 100_000 + i * 200, taxRate: 7.5 }));
  const invoice = await api.invoice({ customerId, invoiceDate: lagosDay(), paymentTerms: 'net_15', lines, status: 'sent' });
  expect(invoice.totalKobo).toBe(25_778_500);

  await signIn(page, user, `/dashboard/invoices/${invoice.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'INV-000001' })).toBeVisible();
  await expect(page.getByText('Carton 200', { exact: true })).toBeVisible();
  await expect(page.getByText('₦257,785.00').first()).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/dashboard/invoices/${invoice.invoiceId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit line 200: Carton 200' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Items & Pricing/ })).toContainText('(200)');
  await expect(totalsRow(page, 'Total')).toContainText('₦257,785.00');

  // Change line 1 to 2 cartons: + ₦1,000 + 7.5% = ₦258,860.00.
  await page.getByRole('button', { name: 'Edit line 1: Carton 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Invoice Item' })).toBeVisible();
  await page.getByLabel(/^Quantity/).fill('2');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await page.waitForURL(`**/dashboard/invoices/${invoice.invoiceId}/edit`);
  await expect(totalsRow(page, 'Total')).toContainText('₦258,860.00');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Four blocks of lines rewritten in one transaction: allow the machine a loaded moment.
  await expect(page.getByText('Invoice updated successfully')).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(`**/dashboard/invoices/${invoice.invoiceId}`);
  await expect(page.getByText('₦258,860.00').first()).toBeVisible();
  await expect(page.getByText('Carton 200', { exact: true })).toBeVisible();
});

test('the free trial stops at 5 invoices: New Invoice says so as it opens, with the link to upgrade, and saving is refused @desktop-only', async ({ page }) => {
  const user = await onboardedUser('invoice-limit', 'Ajah Cleaning Services');
  const api = await apiAs(user);
  const customerId = await api.customer({ displayName: 'Ngozi Estates' });
  for (let i = 0; i < 4; i++) await api.invoice({ customerId, invoiceDate: lagosDay(), lines: [{ name: 'Office cleaning', quantity: 1, rateKobo: 5_000_000 }] });
  const message = 'The Free Trial allows 5 invoices. Upgrade to Starter or Professional in Settings > Subscription & Billing to create more.';

  // At 4 of 5 the form opens as usual.
  await signIn(page, user, '/dashboard/invoices/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  // The next number has arrived (the same answer that would say the limit is reached).
  await expect(page.getByLabel(/^Invoice #/)).toHaveValue('INV-000005');
  await expect(page.getByText('Invoice limit reached')).toHaveCount(0);

  // At 5 of 5 it says so before anything is typed.
  await api.invoice({ customerId, invoiceDate: lagosDay(), lines: [{ name: 'Office cleaning', quantity: 1, rateKobo: 5_000_000 }] });
  await page.goto('/dashboard/invoices/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  await expect(page.getByText('Invoice limit reached')).toBeVisible();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/dashboard/settings/subscription');
  await expectAccessible(page);

  // What is typed is kept; Create Invoice and Save as Draft are refused with the same words, and nothing is created.
  await selectButton(page, 'Customer Name').click();
  await page.getByLabel('Search customers').fill('ngozi');
  await page.getByRole('option', { name: /Ngozi Estates/ }).click();
  await addLine(page, 'Deep cleaning', '30000', '/dashboard/invoices/new');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await page.getByRole('button', { name: 'SAVE AS DRAFT' }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/invoices\/new$/);
  await expect(page.getByText('Deep cleaning').first()).toBeVisible();
  expect((await api.get<{ invoicesUsed: number }>('/settings/subscription')).invoicesUsed).toBe(5);
});

test('void and delete follow the status: drafts delete, a paid-into invoice cannot be voided, a sent one can @desktop-only', async ({ page }) => {
  const user = await onboardedUser('invoice-void', 'Yaba Tech Hub');
  const api = await apiAs(user);
  const customerId = await api.customer({ displayName: 'Ebuka Solutions' });
  const body = { customerId, invoiceDate: lagosDay(), lines: [{ name: 'Workspace rent', quantity: 1, rateKobo: 10_000_000 }] };
  const draft = await api.invoice(body);
  const paid = await api.invoice({ ...body, status: 'sent' });
  const sent = await api.invoice({ ...body, status: 'sent' });
  await api.payment({ customerId, amountKobo: 4_000_000, paymentDate: lagosDay(), mode: 'bank_transfer', applications: [{ invoiceId: paid.invoiceId, amountKobo: 4_000_000 }] });

  await signIn(page, user);

  // A draft: Mark as Sent and Delete, no Void, no Record Payment.
  await page.goto(`/dashboard/invoices/${draft.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: draft.invoiceNumber })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Sent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More invoice actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Void' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Invoice deleted successfully')).toBeVisible();
  await page.waitForURL('**/dashboard/invoices');

  // Partly paid: its payment is listed; Void is offered disabled, saying why (the server's own reason); no Delete.
  const why = 'Delete the payments recorded on this invoice before voiding it';
  await page.goto(`/dashboard/invoices/${paid.invoiceId}`);
  await expect(page.getByText('PARTIALLY PAID').first()).toBeVisible();
  await page.getByRole('tab', { name: 'PAYMENTS' }).click();
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('link')).toHaveAttribute('href', /\/dashboard\/payments\/.+/);
  await page.getByRole('button', { name: 'More invoice actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  const voidItem = page.getByRole('menuitem', { name: 'Void' });
  await expect(voidItem).toBeDisabled();
  await expect(voidItem).toHaveAccessibleDescription(why);
  await voidItem.hover();
  await expect(page.getByRole('tooltip')).toHaveText(why);
  await expectAccessible(page);
  // Clicking it does nothing: no confirmation, no request, the invoice as it was.
  await voidItem.click({ force: true });
  await expect(page.getByRole('button', { name: 'Yes, Void' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('PARTIALLY PAID').first()).toBeVisible();
  expect((await api.get<{ status: string }>(`/invoices/${paid.invoiceId}`)).status).toBe('partially_paid');

  // Sent, no payments: voided after the confirmation; then no Edit, Void or Record Payment.
  await page.goto(`/dashboard/invoices/${sent.invoiceId}`);
  await moreAction(page, 'Void');
  await page.getByRole('button', { name: 'Yes, Void' }).click();
  await expect(page.getByText('Invoice voided')).toBeVisible();
  await expect(page.getByText('VOID', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More invoice actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Void' })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});
