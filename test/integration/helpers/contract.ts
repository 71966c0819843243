import { createHash, randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient } from '../../../functions/lib/clients';
import type { RouteHandler, RouteMeta } from '../../../functions/lib/http';
import { domains, routes, type RouteDef } from '../../../shared/routes';
import { MAX_AMOUNT_KOBO } from '../../../shared/constants';
import { lagosToday } from '../../../shared/dates';
import { call, onboardedUser, type TestUser } from './api';

/*
 * What the generated contract tests need to know about the route table: each
 * route's schemas (from its handler's meta), a valid example body where a
 * route takes one, and the ids of a seeded company. The example bodies are
 * the only hand-kept part; a route with a body and no example fails the suite.
 */

export type Company = TestUser & { companyId: string; customerId: string; itemId: string; quoteId: string; contactId: string; invoiceId: string; paymentId: string; receiptId: string; invitationId: string; taxRateId: string; expenseId: string; recurringExpenseId: string; projectId: string; taskId: string; timeEntryId: string; expenseCategoryId: string };
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface RouteCase {
  route: RouteDef;
  meta: RouteMeta;
  /** "POST /api/customers", for test names. */
  key: string;
}

/**
 * The meta of every route, read from the handler modules the route table names.
 * Synchronous (require), so tests can be generated per route when the file is collected.
 */
export function routeMetas(): RouteCase[] {
  const mods = new Map<string, Record<string, RouteHandler>>();
  for (const d of domains) mods.set(d, require(`../../../functions/handlers/${d}`) as Record<string, RouteHandler>);
  return routes.map((route) => {
    const meta = mods.get(route.domain)?.[route.name]?.meta;
    if (!meta) throw new Error(`${route.method} ${route.path}: its handler ${route.domain}.${route.name} has no meta (build it with route())`);
    return { route, meta, key: `${route.method} ${route.path}` };
  });
}

const hex = (s: string) => createHash('sha256').update(s).digest('hex');
const line = { name: 'Rice (50kg)', quantity: 2, unit: 'pcs', rateKobo: 50_000_000, taxRate: 7.5 };
const quoteBody = (c: Company) => ({
  customerId: c.customerId,
  quoteDate: '2026-01-10',
  expiryDate: '2030-01-09',
  reference: 'PO-1',
  lines: [line],
  discount: { type: 'amount', valueKobo: 20_000_000 },
  adjustmentKobo: 100,
});

const invoiceBody = (c: Company) => ({
  customerId: c.customerId,
  invoiceDate: '2026-01-10',
  paymentTerms: 'net_30',
  orderNumber: 'PO-9',
  lines: [line],
  recipients: [{ name: 'Ngozi Eze', email: 'ngozi@ada.ng' }],
});
const paymentBody = (c: Company) => ({ customerId: c.customerId, amountKobo: 1_000_000, whtKobo: 0, paymentDate: '2026-01-15', mode: 'bank_transfer', reference: 'TRF-1' });
const receiptBody = (c: Company) => ({ customerId: c.customerId, receiptDate: '2026-01-12', mode: 'pos', lines: [line] });
/** Billable to the company's customer and reimbursable, so marking it reimbursed succeeds. */
const expenseBody = (c: Company) => ({
  expenseDate: '2026-01-14',
  category: 'travel',
  amountKobo: 2_150_000,
  vatKobo: 150_000,
  vendor: 'Uber Nigeria',
  description: 'Trip to the Ikeja warehouse',
  customerId: c.customerId,
  billable: true,
  reimbursable: true,
});

/** Monthly office rent, billable to the company's customer; from next month, so nothing is made while the suites run. */
const recurringExpenseBody = (c: Company) => ({
  name: 'Office rent',
  category: 'office',
  amountKobo: 50_000_000,
  vatKobo: 0,
  vendor: 'Lekki Properties',
  description: 'Rent for the Ikeja office',
  customerId: c.customerId,
  billable: true,
  reimbursable: false,
  frequency: 'monthly',
  startDate: '2099-01-31',
  endDate: '2099-12-31',
});

/** Bills by task; its first task is created with it. */
const projectBody = (c: Company) => ({
  name: 'Warehouse audit',
  customerId: c.customerId,
  billingMethod: 'task',
  rateKobo: 1_500_000,
  budgetHours: 40,
  description: 'Quarterly stock count',
  tasks: [{ name: 'Counting', rateKobo: 1_000_000, billable: true }],
});
const timeEntryBody = (c: Company) => ({ projectId: c.projectId, taskId: c.taskId, entryDate: '2026-01-14', hours: 2, minutes: 30, notes: 'Counted aisle 4', billable: true });

/** A valid body for every route that takes one, by handler name. */
export const exampleBodies: Record<string, (c: Company) => Json> = {
  saveProfile: () => ({ firstName: 'Adaeze', lastName: 'Okafor' }),
  completeOnboarding: () => ({ profile: { firstName: 'Adaeze' }, company: { name: 'Adaeze Foods', city: 'Ikeja' } }),
  createUpload: () => ({ kind: 'avatar', contentType: 'image/png', size: 1000 }),
  // An expense's receipt (a document's attachment is the default purpose: dropping `purpose` keeps the body valid).
  createAttachment: () => ({ purpose: 'receipt', fileName: 'till-slip.jpg', contentType: 'image/jpeg', size: 1000 }),
  createCustomer: () => ({
    displayName: 'Fuzz Traders',
    email: 'fuzz@traders.ng',
    taxRate: 7.5,
    portalEnabled: false,
    addresses: { billing: { street1: '1 Allen Avenue', city: 'Ikeja' } },
    contacts: [{ firstName: 'Ada', lastName: 'Obi', isPrimary: true }],
  }),
  importCustomers: () => ({
    importId: hex(randomUUID()),
    rows: [{ row: 2, values: { displayName: 'Imported Ltd', addresses: { billing: { street1: '2 Broad Street' } } } }],
  }),
  updateCustomer: () => ({ displayName: 'Renamed Traders', email: 'new@traders.ng', portalEnabled: true }),
  saveAddress: () => ({ street1: '3 Marina', city: 'Lagos' }),
  addContact: () => ({ firstName: 'Bola', lastName: 'Ade', isPrimary: false }),
  addComment: () => ({ text: 'Called about the order' }),
  createItem: () => ({ name: 'Palm oil', price: 1_500_000, taxRate: 7.5 }),
  importItems: () => ({ importId: hex(randomUUID()), rows: [{ row: 2, values: { name: 'Imported item', price: 100 } }] }),
  updateItem: () => ({ name: 'Palm oil (25l)', price: 2_000_000, version: 0 }),
  createQuote: (c) => ({ ...quoteBody(c), status: 'draft' }),
  updateQuote: (c) => quoteBody(c),
  changeQuoteStatus: () => ({ status: 'sent' }),
  addQuoteComment: () => ({ text: 'Sent by e-mail' }),
  createInvoice: (c) => ({ ...invoiceBody(c), status: 'sent' }),
  updateInvoice: (c) => invoiceBody(c),
  changeInvoiceStatus: () => ({ status: 'sent' }),
  addInvoiceComment: () => ({ text: 'Customer asked for a copy' }),
  addSalesperson: () => ({ name: 'Tunde Bakare', email: 'tunde@ada.ng' }),
  recordPayment: (c) => ({ ...paymentBody(c), applications: [{ invoiceId: c.invoiceId, amountKobo: 100 }] }),
  updatePayment: (c) => ({ ...paymentBody(c), applications: [{ invoiceId: c.invoiceId, amountKobo: 100 }] }),
  applyCredit: (c) => ({ applications: [{ invoiceId: c.invoiceId, amountKobo: 100 }] }),
  addPaymentComment: () => ({ text: 'Bank alert received' }),
  createSalesReceipt: (c) => receiptBody(c),
  addSalesReceiptComment: () => ({ text: 'Paid at the counter' }),
  createExpense: (c) => expenseBody(c),
  updateExpense: (c) => ({ ...expenseBody(c), amountKobo: 2_500_000, version: 0 }),
  markExpenseReimbursed: () => ({ reimbursed: true }),
  importExpenses: () => ({ importId: hex(randomUUID()), rows: [{ row: 2, values: { expenseDate: '2026-01-14', category: 'office', amountKobo: 100 } }] }),
  addExpenseComment: () => ({ text: 'Receipt to follow' }),
  createExpenseCategory: () => ({ name: 'Diesel' }),
  renameExpenseCategory: () => ({ name: 'Generator diesel' }),
  createRecurringExpense: (c) => recurringExpenseBody(c),
  updateRecurringExpense: (c) => ({ ...recurringExpenseBody(c), amountKobo: 55_000_000, version: 0 }),
  createProject: (c) => projectBody(c),
  updateProject: () => ({ name: 'Warehouse audit (Q2)', billingMethod: 'project', rateKobo: 2_000_000, budgetHours: 50, description: 'Half-year stock count', version: 0 }),
  createTask: () => ({ name: 'Reporting', rateKobo: 1_200_000, billable: true }),
  updateTask: () => ({ name: 'Counting stock', rateKobo: 1_100_000, billable: false }),
  createTimeEntry: (c) => timeEntryBody(c),
  updateTimeEntry: (c) => ({ ...timeEntryBody(c), minutes: 45, version: 0 }),
  startTimer: (c) => ({ projectId: c.projectId, taskId: c.taskId, notes: 'Counting aisle 5' }),
  emailQuote: () => ({ to: ['ngozi@ada.ng'], subject: 'Quote from Adaeze Foods', body: 'Please find our quote attached.' }),
  emailInvoice: () => ({ to: ['ngozi@ada.ng'], cc: ['accounts@ada.ng'], subject: 'Invoice from Adaeze Foods', body: 'Please find our invoice attached.', attachPdf: false }),
  emailSalesReceipt: () => ({ to: ['ngozi@ada.ng'], subject: 'Your receipt', body: 'Thank you for your purchase.' }),
  emailPayment: () => ({ to: ['ngozi@ada.ng'], subject: 'Payment received', body: 'Thank you for your payment.' }),
  emailStatement: () => ({ to: ['ngozi@ada.ng'], subject: 'Statement from Adaeze Foods', body: 'Please find your statement attached.', period: { from: '2026-01-01', to: '2026-01-31' } }),
  shareQuote: () => ({ regenerate: false }),
  respondToQuote: () => ({ decision: 'decline', reason: 'Too dear' }),
  shareInvoice: () => ({ regenerate: true }),
  shareSalesReceipt: () => ({ regenerate: false }),
  sharePayment: () => ({ regenerate: false }),
  savePdfTemplate: () => ({ layout: 'modern', accentColor: '#0B6E4F', showLogo: false, footerText: 'Thank you', bankDetails: 'GTBank 0123456789' }),
  previewPdfTemplate: () => ({ layout: 'classic', accentColor: '#1F4E79', showLogo: true }),
  createTaxRate: () => ({ name: 'Luxury levy', percent: 12.5 }),
  renameTaxRate: () => ({ name: 'Export levy' }),
  inviteMember: () => ({ email: 'new.hire@adaezefoods.ng', role: 'staff' }),
  changeMemberRole: () => ({ role: 'staff' }),
  acceptInvitation: () => ({ firstName: 'Chidi', lastName: 'Okeke', password: 'Str0ng!Pass' }),
  saveMyProfile: () => ({ firstName: 'Adaeze', lastName: 'Okafor' }),
  saveOpeningScreen: () => ({ openingScreen: 'invoices' }),
  saveImageResolution: () => ({ maxPx: 1024 }),
  startInvoiceCheckout: () => ({}),
  startPlanCheckout: () => ({ plan: 'starter' }),
  // Not the company's name: the service refuses it (400), so the shared company is never scheduled for deletion mid-suite.
  scheduleDeletion: () => ({ companyName: 'Some other company' }),
  savePaystackKeys: () => ({ publicKey: `pk_test_${'a1'.repeat(20)}`, secretKey: `sk_test_${'b2'.repeat(20)}` }),
  saveOrganization: () => ({ name: 'Adaeze Foods Ltd', email: 'accounts@adaeze.ng', tin: '12345678-0001', vatNumber: 'VAT-0042', fiscalYearStartMonth: 4, industry: 'Food and beverages' }),
  savePreferences: () => ({
    series: { quote: { prefix: 'QT-' }, invoice: { prefix: 'INV-' }, salesreceipt: { prefix: 'SR-' }, payment: { prefix: 'PMT-' } },
    paymentTerms: 'net_30',
    quoteValidityDays: 14,
    documents: { quote: { customerNotes: 'Thank you' }, invoice: { customerNotes: 'GTBank 0123456789' }, salesreceipt: {} },
  }),
};

/** A path parameter's value for a company, from the segment before it (customers/{id} is a customer). */
export function paramValue(path: string, param: string, c: Company): string {
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${param}}`) - 1];
  const byCollection: Record<string, string> = {
    customers: c.customerId,
    items: c.itemId,
    quotes: c.quoteId,
    contacts: c.contactId,
    addresses: 'billing',
    invoices: c.invoiceId,
    payments: c.paymentId,
    'sales-receipts': c.receiptId,
    invitations: c.invitationId,
    'tax-rates': c.taxRateId,
    expenses: c.expenseId,
    'expense-categories': c.expenseCategoryId,
    'recurring-expenses': c.recurringExpenseId,
    projects: c.projectId,
    tasks: c.taskId,
    'time-entries': c.timeEntryId,
    // A report is named, not owned: every company has each one (tenancy: the reports test shows only the caller's figures).
    reports: 'sales-by-customer',
    // A member's id is their user id: the owner's own (removing or demoting the only owner is refused, so the suites change nobody).
    members: c.userId,
    join: 'A'.repeat(43),
    // Public routes are not in the member-guarded suites; their token only needs the right shape.
    public: 'A'.repeat(43),
    // A checkout reference no company has, and a webhook address no company has.
    pay: `INV-${'0'.repeat(25)}`,
    checkout: `KOBO-${'0'.repeat(25)}`,
    charges: `KOBO-${'0'.repeat(25)}`,
    webhook: 'f'.repeat(40),
    // An export no company has (the company-export test downloads real ones).
    exports: '01J00000000000000000000000',
    // The super-admin area names any company or user (the suites call it as super admins a and b).
    companies: c.companyId,
    users: c.userId,
  };
  const value = before ? byCollection[before] : undefined;
  if (!value) throw new Error(`${path}: no example value for {${param}} after /${before}/; add one to paramValue`);
  return value;
}

export const concretePath = (path: string, c: Company) => path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(paramValue(path, p, c)));

/** A company with two of everything its lists show, so every list has a second page. */
export async function seededCompany(): Promise<Company> {
  const user = await onboardedUser();
  const ok = <T>(r: { status: number; body: T }, what: string) => {
    if (r.status >= 300) throw new Error(`seeding ${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const customers = [];
  for (const name of ['Ada Foods', 'Bola Stores']) {
    customers.push(ok(await call(user, 'POST', '/api/customers', { body: { displayName: name, contacts: [{ firstName: 'Ngozi', lastName: 'Eze', isPrimary: true }] } }), 'customer'));
  }
  const customer = customers[0] as { customerId: string; contacts: { contactId: string }[] };
  const items = [];
  for (const name of ['Garri', 'Beans']) items.push(ok(await call(user, 'POST', '/api/items', { body: { name, price: 10_000 } }), 'item'));
  const stub: Company = { ...user, customerId: customer.customerId, itemId: '', quoteId: '', contactId: '', invoiceId: '', paymentId: '', receiptId: '', invitationId: '', taxRateId: '', expenseId: '', recurringExpenseId: '', projectId: '', taskId: '', timeEntryId: '', expenseCategoryId: '' };
  const quotes = [];
  for (let i = 0; i < 2; i++) quotes.push(ok(await call(user, 'POST', '/api/quotes', { body: { ...quoteBody(stub), status: 'draft' } }), 'quote'));
  const quoteId = (quotes[0] as { quoteId: string }).quoteId;
  ok(await call(user, 'POST', `/api/customers/${customer.customerId}/comments`, { body: { text: 'First call' } }), 'comment');
  ok(await call(user, 'POST', `/api/quotes/${quoteId}/comments`, { body: { text: 'First note' } }), 'quote comment');
  const invoices = [];
  for (let i = 0; i < 2; i++) invoices.push(ok(await call(user, 'POST', '/api/invoices', { body: { ...invoiceBody(stub), status: 'sent' } }), 'invoice'));
  const invoiceId = (invoices[0] as { invoiceId: string }).invoiceId;
  const payments = [];
  for (let i = 0; i < 2; i++) payments.push(ok(await call(user, 'POST', '/api/payments', { body: paymentBody(stub) }), 'payment'));
  const receipts = [];
  for (let i = 0; i < 2; i++) receipts.push(ok(await call(user, 'POST', '/api/sales-receipts', { body: receiptBody(stub) }), 'receipt'));
  for (const name of ['Tunde Bakare', 'Amaka Obi']) ok(await call(user, 'POST', '/api/salespeople', { body: { name } }), 'salesperson');
  ok(await call(user, 'POST', `/api/invoices/${invoiceId}/comments`, { body: { text: 'First note' } }), 'invoice comment');
  const taxRate = ok(await call(user, 'POST', '/api/tax-rates', { body: { name: 'Luxury levy', percent: 12.5 } }), 'tax rate') as { rateId: string };
  const expenses = [];
  for (let i = 0; i < 2; i++) expenses.push(ok(await call(user, 'POST', '/api/expenses', { body: expenseBody(stub) }), 'expense'));
  const category = ok(await call(user, 'POST', '/api/expense-categories', { body: { name: 'Fuel' } }), 'expense category') as { categoryId: string };
  const profiles = [];
  for (let i = 0; i < 2; i++) profiles.push(ok(await call(user, 'POST', '/api/recurring-expenses', { body: recurringExpenseBody(stub) }), 'recurring expense'));
  const projects = [];
  for (let i = 0; i < 2; i++) projects.push(ok(await call(user, 'POST', '/api/projects', { body: projectBody(stub) }), 'project'));
  const project = projects[0] as { projectId: string; tasks: { taskId: string }[] };
  const timed: Company = { ...stub, projectId: project.projectId, taskId: project.tasks[0]!.taskId };
  // Dated today, so the time list's default (this week) has a second page.
  const entries = [];
  for (let i = 0; i < 2; i++) entries.push(ok(await call(user, 'POST', '/api/time-entries', { body: { ...timeEntryBody(timed), entryDate: lagosToday() } }), 'time entry'));
  const invitation = ok(await call(user, 'POST', '/api/team/invitations', { body: { email: `invitee-${user.userId.slice(0, 8)}@example.ng`, role: 'viewer' } }), 'invitation');
  return {
    ...stub,
    itemId: (items[0] as { itemId: string }).itemId,
    quoteId,
    contactId: customer.contacts[0]!.contactId,
    invoiceId,
    paymentId: (payments[0] as { paymentId: string }).paymentId,
    receiptId: (receipts[0] as { receiptId: string }).receiptId,
    invitationId: (invitation as { invitationId: string }).invitationId,
    taxRateId: taxRate.rateId,
    expenseId: (expenses[0] as { expenseId: string }).expenseId,
    recurringExpenseId: (profiles[0] as { profileId: string }).profileId,
    projectId: timed.projectId,
    taskId: timed.taskId,
    timeEntryId: (entries[0] as { timeEntryId: string }).timeEntryId,
    expenseCategoryId: category.categoryId,
  };
}

/**
 * Every item of the table that belongs to the company or the user, sorted:
 * keyed by them, or naming the company (a share link's lookup item is keyed
 * by its token alone).
 * TEST CODE ONLY: a Scan filtered by company, to prove a refused request wrote
 * nothing anywhere (request paths never scan).
 */
export async function snapshot(c: { companyId: string; userId: string }): Promise<string[]> {
  const ids = [c.companyId, c.userId].flatMap((id) => [id, id.toLowerCase()]);
  const values: Record<string, string> = { ...Object.fromEntries(ids.map((id, i) => [`:v${i}`, id])), ':company': c.companyId };
  const filter = [...ids.map((_, i) => `contains(pk, :v${i})`), 'companyId = :company'].join(' OR ');
  const out: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, FilterExpression: filter, ExpressionAttributeValues: values, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      // An export started by an allowed call goes on in the background, moving its own progress: its item counts, not how far it is.
      const kept = item.__edb_e__ === 'companyexport' ? { pk: item.pk, sk: item.sk, __edb_e__: item.__edb_e__ } : item;
      out.push(JSON.stringify(Object.keys(kept).sort().map((k) => [k, kept[k as keyof typeof kept]])));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return out.sort();
}

// ---------------------------------------------------------------- bodies derived from the schemas

/** Paths of every leaf of a JSON value (arrays: their first element). */
export function leaves(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? leaves(value[0]!, [...path, 0]) : [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}

/** Paths of every object inside a value, the value itself first. */
export function objectPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? objectPaths(value[0]!, [...path, 0]) : [];
  if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...path, k]))];
  return [];
}

/** Paths of every non-empty list inside a value (lists in lists: through their first element). */
export function listPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? [path, ...listPaths(value[0]!, [...path, 0])] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => listPaths(v, [...path, k]));
  return [];
}

/**
 * The key fields of a list's elements: required string fields named `…Id` (an
 * element without one fails the schema). A list of such elements names records
 * by that key, so its schema must refuse a repeat (eachOnce in shared/schemas/common.ts).
 */
export function keyFields(schema: z.ZodType, body: Json, list: (string | number)[]): string[] {
  const first = list.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body);
  const element = Array.isArray(first) ? first[0] : undefined;
  if (!element || typeof element !== 'object' || Array.isArray(element)) return [];
  return Object.keys(element).filter(
    (k) => /Id$/.test(k) && typeof element[k] === 'string' && !schema.safeParse(withValue(body, [...list, 0, k], undefined)).success,
  );
}

export function withValue(body: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(body);
  let at = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

const refusedAt = (schema: z.ZodType, body: unknown, path: (string | number)[]) => {
  const r = schema.safeParse(body);
  return !r.success && r.error.issues.some((i) => i.path.join('.').startsWith(path.join('.')) || path.join('.').startsWith(i.path.join('.')));
};

/** Date fields: a leaf holding a yyyy-MM-dd day that the schema refuses as 31 February. */
export function dateFields(schema: z.ZodType, body: Json): (string | number)[][] {
  return leaves(body).filter((p) => {
    const v = p.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k]!, body);
    return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && refusedAt(schema, withValue(body, p, '2026-02-31'), p);
  });
}

/** Money fields: a leaf that takes ₦1,000,000 but not one kobo past MAX_AMOUNT_KOBO (quantities and byte sizes take neither). */
export function moneyFields(schema: z.ZodType, body: Json, asText = false): (string | number)[][] {
  const v = (n: number) => (asText ? String(n) : n);
  return leaves(body).filter(
    (p) => schema.safeParse(withValue(body, p, v(100_000_000))).success && refusedAt(schema, withValue(body, p, v(MAX_AMOUNT_KOBO + 1)), p),
  );
}

/** A value of the wrong JSON type for what a leaf holds. */
export const wrongType = (v: Json): Json => (typeof v === 'string' ? 12345 : typeof v === 'number' ? 'twelve' : typeof v === 'boolean' ? 'yes' : Array.isArray(v) ? 'list' : v === null ? [] : 'object');

/** True when the error names the field (or a field inside it). */
export function names(fields: Record<string, string> | undefined, path: (string | number)[]): boolean {
  const p = path.join('.');
  return Object.keys(fields ?? {}).some((f) => f === p || f.startsWith(`${p}.`) || (p.startsWith(`${f}.`) && f !== ''));
}

/** Query parameters that take `good` and refuse `bad` on their own (derived from the query schema). */
export function queryFields(schema: z.ZodType | undefined, good: string, bad: string): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!schema || !shape) return [];
  return Object.keys(shape).filter((k) => schema.safeParse({ [k]: good }).success && refusedAt(schema, { [k]: bad }, [k]));
}

/** A company's ids for deriving fields when tests are collected (no request is sent with them). */
export const stubCompany: Company = { email: '', userId: 'u', token: '', companyId: 'c', customerId: 'C1', itemId: 'I1', quoteId: 'Q1', contactId: 'P1', invoiceId: 'N1', paymentId: 'M1', receiptId: 'R1', invitationId: 'V1', taxRateId: 'T1', expenseId: 'E1', recurringExpenseId: 'X1', projectId: 'J1', taskId: 'K1', timeEntryId: 'L1', expenseCategoryId: 'G1' };
