import type { Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { expect, idToken, type User } from './fixtures';

/** Calls the API as `user` (tests seed what is not the screen under test this way); a non-2xx answer fails the test. */
export async function apiCall(user: User) {
  const token = await idToken(user);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`http://localhost:${E2E.app}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Today in Lagos (UTC+1, no daylight saving), as the server counts days, plus `offsetDays`. */
export const lagosDay = (offsetDays = 0) => new Date(Date.now() + 60 * 60 * 1000 + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A Cloudscape select: its trigger is a button named by its label and its value. */
export const selectButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

export async function chooseOption(page: Page, label: string, option: string) {
  await selectButton(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Error messages stay until dismissed (they cover the sticky header on a phone, as they would for a person).
 * `shown`: messages to wait for first. A form's errors show on their fields at once and as messages a
 * moment later, when they are the page's first messages (the message bar's code loads with the first one).
 */
export async function dismissMessages(page: Page, ...shown: string[]) {
  for (const text of shown) await expect(page.locator('.kobo-toasts').getByText(text, { exact: true })).toBeVisible();
  const expand = page.getByRole('button', { name: 'View all notifications' });
  if (await expand.isVisible()) await expand.click();
  const dismiss = page.getByRole('button', { name: 'Dismiss message' });
  while ((await dismiss.count()) > 0) {
    // A success message leaves by itself after 5 s, maybe while it is being clicked: that is no failure.
    await dismiss
      .first()
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await dismiss.count()) > 0) throw error;
      });
  }
}

/** A message the local mailbox (the SES stand-in) holds, as its /store lists it. */
export type StoredMail = { subject: string; destination: { to: string[] }; attachments: { filename: string; content: string }[]; body: { text?: string } };

/** Waits (up to 10 s) for the message with this subject in the local mailbox. */
export async function mailWithSubject(subject: string): Promise<StoredMail> {
  for (let i = 0; i < 100; i++) {
    const store = (await (await fetch(`http://127.0.0.1:${E2E.ses}/store`)).json()) as { emails: StoredMail[] };
    const mail = store.emails.find((e) => e.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail "${subject}" in the local mailbox`);
}

/** One record of each kind (customer, item, quote, invoice, payment, sales receipt, expense, recurring expense, time entry, project), by the feature's path, so every ':id' page has something to show (and a report for the report page's). */
export async function oneOfEachRecord(user: User): Promise<Record<string, string>> {
  const call = await apiCall(user);
  const { customerId } = await call<{ customerId: string }>('POST', '/customers', { displayName: 'Chinedu Prints Ltd', email: 'accounts@chineduprints.ng' });
  const { itemId } = await call<{ itemId: string }>('POST', '/items', { name: 'Business cards', itemType: 'goods', unit: 'box', price: 850_000, taxRate: 7.5 });
  const lines = [{ itemId, name: 'Business cards', quantity: 2, rateKobo: 850_000, taxRate: 7.5 }];
  const today = lagosDay();
  const { quoteId } = await call<{ quoteId: string }>('POST', '/quotes', { customerId, quoteDate: today, lines, status: 'sent' });
  const { invoiceId, totalKobo } = await call<{ invoiceId: string; totalKobo: number }>('POST', '/invoices', { customerId, invoiceDate: today, paymentTerms: 'net_30', lines, status: 'sent' });
  const { paymentId } = await call<{ paymentId: string }>('POST', '/payments', { customerId, amountKobo: Math.floor(totalKobo / 2), paymentDate: today, mode: 'bank_transfer' });
  const { receiptId } = await call<{ receiptId: string }>('POST', '/sales-receipts', { customerId, receiptDate: today, lines, mode: 'cash' });
  const { expenseId } = await call<{ expenseId: string }>('POST', '/expenses', { expenseDate: today, category: 'travel', amountKobo: 1_250_000, vendor: 'Bolt', customerId, billable: true });
  const { profileId } = await call<{ profileId: string }>('POST', '/recurring-expenses', { name: 'Office rent', category: 'office', amountKobo: 15_000_000, frequency: 'monthly', startDate: lagosDay(30) });
  const project = await call<{ projectId: string; tasks: { taskId: string }[] }>('POST', '/projects', { name: 'Print run', customerId, billingMethod: 'project', rateKobo: 1_500_000, tasks: [{ name: 'Design' }] });
  const { timeEntryId } = await call<{ timeEntryId: string }>('POST', '/time-entries', { projectId: project.projectId, taskId: project.tasks[0]!.taskId, entryDate: today, hours: 1, minutes: 30 });
  return {
    customers: customerId,
    items: itemId,
    quotes: quoteId,
    invoices: invoiceId,
    payments: paymentId,
    'sales-receipts': receiptId,
    expenses: expenseId,
    'expenses/recurring': profileId,
    'time-tracking': timeEntryId,
    'time-tracking/projects': project.projectId,
    // Not a record: the report page's ':id' is a report of the catalogue.
    reports: 'sales-by-customer',
  };
}
