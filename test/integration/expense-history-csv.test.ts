import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { db } from '../../functions/entities/table';
import { EXPENSE_MESSAGES } from '../../shared/expense-values';
import { EXPENSE_CSV_COLUMNS, readExpenseCsv } from '../../shared/csv/expenses';
import { writeCsv } from '../../shared/csv/csv';
import { AMOUNT_TOO_LARGE } from '../../shared/schemas/common';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

jest.setTimeout(90_000);
beforeAll(startApi);
afterAll(stopApi);

/*
 * An expense's comments and history (each write adds its entry in the same transaction),
 * and the expense list's CSV export and import (the customers' and items' import engine).
 */

type Owner = TestUser & { companyId: string };
type Body = Record<string, unknown>;
type Entry = { kind: string; text: string; author: string; changedFields?: string[] };

const trip = { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000 };
const png = fs.readFileSync(path.join(__dirname, '../fixtures/logo.png'));
const importId = (seed: string) => createHash('sha256').update(seed).digest('hex');

async function newExpense(user: TestUser, body: Body): Promise<string> {
  const res = await call(user, 'POST', '/api/expenses', { body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.expenseId as string;
}
async function newCustomer(owner: Owner, displayName: string): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}
const read = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/expenses/${id}`)).body;
/** The whole history, newest first, as `[text, changedFields]`. */
async function history(user: TestUser, id: string): Promise<Entry[]> {
  const res = await call(user, 'GET', `/api/expenses/${id}/history?limit=100`);
  expect(res.status).toBe(200);
  return res.body.items as Entry[];
}
const texts = async (user: TestUser, id: string) => (await history(user, id)).map((e) => e.text);

async function uploadReceipt(user: TestUser, name: string) {
  const ticket = await call(user, 'POST', '/api/attachments', { body: { purpose: 'receipt', fileName: name, contentType: 'image/png', size: png.length } });
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }));
  const upload = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(upload.status).toBeLessThan(300);
  return { key: ticket.body.key as string, name, size: png.length, contentType: 'image/png' };
}

/** The items left in an expense's partition (the expense and its history). */
async function partition(companyId: string, expenseId: string) {
  const [expense, entries] = await Promise.all([
    db().entities.expense.get({ companyId, expenseId }).go({ consistent: true }),
    db().entities.expenseHistory.query.byExpense({ companyId, expenseId }).go({ consistent: true, pages: 'all' }),
  ]);
  return { expense: expense.data, history: entries.data.length };
}

describe('expense history: every write adds its entry', () => {
  it('records created, edited (naming the fields), receipt added, replaced and removed, reimbursed and not, by whom', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner, 'Eko Hotels');
    const id = await newExpense(owner, { ...trip, vendor: 'Uber', reimbursable: true });
    expect(await history(owner, id)).toEqual([{ entryId: expect.any(String), kind: 'system', text: 'Expense created', author: 'Adaeze Okafor', createdAt: expect.any(String) }]);

    const v0 = await read(owner, id);
    const edited = await call(owner, 'PUT', `/api/expenses/${id}`, {
      body: { ...trip, amountKobo: 2_500_000, vendor: 'Bolt', customerId, billable: true, reimbursable: true, version: v0.version },
    });
    expect(edited.status).toBe(200);
    const [edit] = await history(owner, id);
    expect(edit).toMatchObject({ kind: 'system', text: 'Expense edited', changedFields: ['Amount', 'Vendor', 'Customer', 'Billable'] });

    // Saving what it has writes nothing and adds no entry.
    const same = await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...trip, amountKobo: 2_500_000, vendor: 'Bolt', customerId, billable: true, reimbursable: true } });
    expect(same.status).toBe(200);
    expect(await history(owner, id)).toHaveLength(2);

    const base = { ...trip, amountKobo: 2_500_000, vendor: 'Bolt', customerId, billable: true, reimbursable: true };
    const slip = await uploadReceipt(owner, 'slip.png');
    expect((await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...base, receipt: slip } })).status).toBe(200);
    const photo = await uploadReceipt(owner, 'photo.png');
    expect((await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...base, receipt: photo } })).status).toBe(200);
    // The receipt removed and the date changed in one save: two entries of one transaction.
    expect((await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...base, expenseDate: '2026-03-06' } })).status).toBe(200);

    const manager = await memberOf(owner, 'admin', 'Bisi');
    expect((await call(manager, 'POST', `/api/expenses/${id}/reimbursed`, { body: { reimbursed: true } })).status).toBe(200);
    expect((await call(manager, 'POST', `/api/expenses/${id}/reimbursed`, { body: { reimbursed: true } })).status).toBe(200);
    expect((await call(manager, 'POST', `/api/expenses/${id}/reimbursed`, { body: { reimbursed: false } })).status).toBe(200);

    const all = await history(owner, id);
    expect(all.map((e) => [e.text, e.changedFields ?? []])).toEqual([
      ['Marked as not reimbursed', []],
      ['Marked as reimbursed', []],
      ['Receipt removed: photo.png', []],
      ['Expense edited', ['Date']],
      ['Receipt replaced: photo.png', []],
      ['Receipt added: slip.png', []],
      ['Expense edited', ['Amount', 'Vendor', 'Customer', 'Billable']],
      ['Expense created', []],
    ]);
    expect(all[0]!.author).not.toBe('Adaeze Okafor');
    expect(all[0]!.author).toMatch(/^Bisi/);
  });

  it('a refused write adds no entry: a stale version (409) and an invalid edit (400)', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, trip);
    await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...trip, vendor: 'Bolt', version: 0 } });
    const stale = await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...trip, vendor: 'Uber', version: 0 } });
    expect(stale.status).toBe(409);
    const bad = await call(owner, 'PUT', `/api/expenses/${id}`, { body: { ...trip, amountKobo: -1 } });
    expect(bad.status).toBe(400);
    expect(await texts(owner, id)).toEqual(['Expense edited', 'Expense created']);
  });
});

describe('expense comments', () => {
  it('adds comments newest first with the history, pages them with sealed cursors, and refuses an empty one', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, trip);
    for (const text of ['Paid with the company card', 'Receipt to follow', 'Checked by accounts']) {
      const res = await call(owner, 'POST', `/api/expenses/${id}/comments`, { body: { text: `  ${text} ` } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: 'comment', text, author: 'Adaeze Okafor' });
    }
    const empty = await call(owner, 'POST', `/api/expenses/${id}/comments`, { body: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ text: 'Write a comment' });

    const first = await call(owner, 'GET', `/api/expenses/${id}/history?limit=2`);
    expect(first.body.items.map((e: Entry) => e.text)).toEqual(['Checked by accounts', 'Receipt to follow']);
    expect(typeof first.body.cursor).toBe('string');
    const second = await call(owner, 'GET', `/api/expenses/${id}/history?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(second.body.items.map((e: Entry) => [e.kind, e.text])).toEqual([
      ['comment', 'Paid with the company card'],
      ['system', 'Expense created'],
    ]);
    const third = await call(owner, 'GET', `/api/expenses/${id}/history?limit=2&cursor=${encodeURIComponent(second.body.cursor)}`);
    expect(third.body).toEqual({ items: [], cursor: null });
    // The cursor is this expense's: another expense's history refuses it.
    const other = await newExpense(owner, trip);
    expect((await call(owner, 'GET', `/api/expenses/${other}/history?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`)).status).toBe(400);
  });

  it("another company's expense: its history and comments are 404, and nothing is written", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const theirs = await newExpense(other, trip);
    const list = await call(owner, 'GET', `/api/expenses/${theirs}/history`);
    expect(list.status).toBe(404);
    expect(list.body.error).toEqual({ code: 'not_found', message: 'Expense not found' });
    const comment = await call(owner, 'POST', `/api/expenses/${theirs}/comments`, { body: { text: 'Mine now' } });
    expect(comment.status).toBe(404);
    expect(await texts(other, theirs)).toEqual(['Expense created']);
    expect((await call(owner, 'POST', '/api/expenses/NO-SUCH-EXPENSE/comments', { body: { text: 'Hello' } })).status).toBe(404);
  });

  it('a viewer reads the history but cannot comment', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, trip);
    const viewer = await memberOf(owner, 'viewer', 'Kemi');
    expect((await call(viewer, 'GET', `/api/expenses/${id}/history`)).status).toBe(200);
    expect((await call(viewer, 'POST', `/api/expenses/${id}/comments`, { body: { text: 'Hi' } })).status).toBe(403);
  });
});

describe('deleting an expense deletes its history', () => {
  it('leaves nothing in its partition, even with more entries than one transaction holds', async () => {
    const owner = await onboardedUser();
    const id = await newExpense(owner, trip);
    // 110 comments: the delete's own transaction takes 99 of the 111 entries, the rest follow.
    for (let i = 0; i < 11; i++) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => call(owner, 'POST', `/api/expenses/${id}/comments`, { body: { text: `Note ${i * 10 + j}` } })));
    }
    expect((await partition(owner.companyId, id)).history).toBe(111);
    const res = await call(owner, 'DELETE', `/api/expenses/${id}`);
    expect(res.status).toBe(204);
    expect(await partition(owner.companyId, id)).toEqual({ expense: null, history: 0 });
    expect((await call(owner, 'GET', `/api/expenses/${id}/history`)).status).toBe(404);
    expect((await call(owner, 'POST', `/api/expenses/${id}/comments`, { body: { text: 'Too late' } })).status).toBe(404);
  });
});

describe('expense CSV export', () => {
  it('pages one tab newest first, and the CSV has the columns with naira exact to the kobo', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    await newExpense(other, { ...trip, vendor: 'Not mine' });
    const customerId = await newCustomer(owner, 'Dangote Foods');
    await newExpense(owner, { expenseDate: '2026-01-10', category: 'office', amountKobo: 1, vendor: 'Oldest' });
    await newExpense(owner, { expenseDate: '2026-02-01', category: 'meals', amountKobo: 123_456_789_01, vatKobo: 99, vendor: '=HYPERLINK("x")', description: 'Lunch, with "quotes"', customerId, billable: true });
    const reimbursed = await newExpense(owner, { expenseDate: '2026-03-01', category: 'software', amountKobo: 1_000_000_000_000, vatKobo: 75_000_000_000, vendor: 'Newest', reimbursable: true });
    expect((await call(owner, 'POST', `/api/expenses/${reimbursed}/reimbursed`, { body: { reimbursed: true } })).status).toBe(200);

    const all = await call(owner, 'GET', '/api/expenses/export');
    expect(all.status).toBe(200);
    expect(all.body.cursor).toBeNull();
    const csv = writeCsv(EXPENSE_CSV_COLUMNS, all.body.items);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Date,Category,Description,Vendor,Customer,Amount,VAT,Billing,Invoice Number,Reimbursement',
      '2026-03-01,Software,,Newest,,10000000000.00,750000000.00,Not billable,,Reimbursed',
      `2026-02-01,Meals,"Lunch, with ""quotes""","'=HYPERLINK(""x"")",Dangote Foods,123456789.01,0.99,Unbilled,,No`,
      '2026-01-10,Office,,Oldest,,0.01,0.00,Not billable,,No',
      '',
    ]);

    const tab = await call(owner, 'GET', '/api/expenses/export?tab=unbilled');
    expect(tab.body.items.map((e: { vendor: string }) => e.vendor)).toEqual(['=HYPERLINK("x")']);
    expect((await call(owner, 'GET', '/api/expenses/export?tab=nope')).status).toBe(400);
    expect((await call(owner, 'GET', '/api/expenses/export?cursor=garbage')).status).toBe(400);

    // What export writes, import reads back to the same expenses (the invoice number aside).
    const read = readExpenseCsv(csv);
    expect(read.ok && read.rows.map((r) => [r.errors, r.values])).toEqual([
      [[], { expenseDate: '2026-03-01', category: 'software', vendor: 'Newest', amountKobo: 1_000_000_000_000, vatKobo: 75_000_000_000, billable: false, reimbursable: true }],
      [[], { expenseDate: '2026-02-01', category: 'meals', description: 'Lunch, with "quotes"', vendor: '=HYPERLINK("x")', customerName: 'Dangote Foods', amountKobo: 123_456_789_01, vatKobo: 99, billable: true, reimbursable: false }],
      [[], { expenseDate: '2026-01-10', category: 'office', vendor: 'Oldest', amountKobo: 1, vatKobo: 0, billable: false, reimbursable: false }],
    ]);
  });
});

describe('expense CSV import', () => {
  const file = [
    'Date,Category,Amount,VAT,Vendor,Description,Customer,Billable,Reimbursable',
    '2026-04-01,Travel,"15,000.50",0,Bolt,Airport run,Eko Hotels,Yes,No',
    '31/04/2026,Meals,2500,,Chicken Republic,,,,',
    '02/04/2026,Snacks,2500,,,,,,',
    '03/04/2026,office,10000000000.01,,,,,,',
    '04/04/2026,Software,1200,,Figma,Design seats,Nobody Ltd,No,No',
    '05/04/2026,Services,"₦45,000",3375,Lagos Cleaners,,,No,Yes',
    '06/04/2026,Others,10,20,,,,,',
  ].join('\n');

  it('previews with row errors, creates exactly the good rows once, and reports a customer it does not know', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner, 'Eko Hotels');
    const read = readExpenseCsv(file);
    if (!read.ok) throw new Error(read.error);
    // The preview: the rows the browser can tell are bad, by column.
    expect(read.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [{ field: 'Date', message: 'That day does not exist' }]],
      // A category the browser does not know may be one of the company's own: the server decides.
      [4, []],
      [5, [{ field: 'Amount', message: AMOUNT_TOO_LARGE }]],
      [6, []],
      [7, []],
      [8, [{ field: 'VAT', message: 'The VAT cannot be more than the amount' }]],
    ]);
    // The server checks every row again (sent here as they are, bad ones too) and the customer by name.
    const batch = { importId: importId(`expenses-${owner.email}`), rows: read.rows.map((r) => ({ row: r.row, values: r.values })) };
    const first = await call(owner, 'POST', '/api/expenses/import', { body: batch });
    expect(first.status).toBe(200);
    expect(first.body.results.map((r: { row: number; status: string; errors?: unknown }) => [r.row, r.status, r.errors ?? []])).toEqual([
      [2, 'created', []],
      [3, 'invalid', [{ field: 'expenseDate', message: 'That day does not exist' }]],
      [4, 'invalid', [{ field: 'category', message: EXPENSE_MESSAGES.unknownCategory }]],
      [5, 'invalid', [{ field: 'amountKobo', message: AMOUNT_TOO_LARGE }]],
      [6, 'invalid', [{ field: 'customerName', message: 'No customer is named "Nobody Ltd"; add the customer first or correct the name' }]],
      [7, 'created', []],
      [8, 'invalid', [{ field: 'vatKobo', message: 'The VAT cannot be more than the amount' }]],
    ]);

    const listed = (await call(owner, 'GET', '/api/expenses')).body.items;
    expect(listed.map((e: Body) => [e.expenseDate, e.category, e.amountKobo, e.vatKobo, e.vendor, e.customerId ?? null, e.billing, e.reimbursement])).toEqual([
      ['2026-04-05', 'services', 4_500_000, 337_500, 'Lagos Cleaners', null, 'not_billable', 'to_reimburse'],
      ['2026-04-01', 'travel', 1_500_050, 0, 'Bolt', customerId, 'unbilled', 'none'],
    ]);
    const billed = listed[1];
    expect(billed).toMatchObject({ customerName: 'Eko Hotels', description: 'Airport run', createdBy: 'Adaeze Okafor' });
    expect(await texts(owner, billed.expenseId)).toEqual(['Expense imported from CSV']);

    // The same file again: nothing twice.
    const again = await call(owner, 'POST', '/api/expenses/import', { body: batch });
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['already_imported', 'invalid', 'invalid', 'invalid', 'invalid', 'already_imported', 'invalid']);
    expect(again.body.results[0].id).toBe(first.body.results[0].id);
    expect((await call(owner, 'GET', '/api/expenses')).body.items).toHaveLength(2);
  });

  it('finds the customer by name whatever its case, refuses a name two customers share, and keeps apart from other kinds', async () => {
    const owner = await onboardedUser();
    await newCustomer(owner, 'Ada Foods');
    await newCustomer(owner, 'Ada');
    await newCustomer(owner, 'Twin Traders');
    await newCustomer(owner, 'twin  traders');
    const id = importId(`names-${owner.email}`);
    const row = (n: number, customerName: string) => ({ row: n, values: { expenseDate: '2026-05-01', category: 'office', amountKobo: 100, customerName, billable: true } });
    const res = await call(owner, 'POST', '/api/expenses/import', { body: { importId: id, rows: [row(2, 'ADA'), row(3, 'ada foods'), row(4, 'Twin Traders'), row(5, 'Foods')] } });
    expect(res.body.results.map((r: { status: string; errors?: { message: string }[] }) => [r.status, r.errors?.[0]?.message ?? ''])).toEqual([
      ['created', ''],
      ['created', ''],
      ['invalid', 'More than one customer is named "Twin Traders"; rename one of them to import this row'],
      ['invalid', 'No customer is named "Foods"; add the customer first or correct the name'],
    ]);
    const names = (await call(owner, 'GET', '/api/expenses')).body.items.map((e: { customerName: string }) => e.customerName).sort();
    expect(names).toEqual(['Ada', 'Ada Foods']);
    // The same import id for customers: a different kind, its own markers.
    const customers = await call(owner, 'POST', '/api/customers/import', { body: { importId: id, rows: [{ row: 2, values: { displayName: 'Row Two Ltd' } }] } });
    expect(customers.body.results[0].status).toBe('created');
  });

  it('refuses a malformed batch whole (an unknown field), and a viewer may not import', async () => {
    const owner = await onboardedUser();
    const bad = await call(owner, 'POST', '/api/expenses/import', {
      body: { importId: importId(`bad-${owner.email}`), rows: [{ row: 2, values: { ...trip, receipt: { key: 'x' } } }] },
    });
    expect(bad.status).toBe(400);
    const viewer = await memberOf(owner, 'viewer', 'Kemi');
    const refused = await call(viewer, 'POST', '/api/expenses/import', { body: { importId: importId(`v-${owner.email}`), rows: [{ row: 2, values: trip }] } });
    expect(refused.status).toBe(403);
    expect((await call(owner, 'GET', '/api/expenses')).body.items).toEqual([]);
  });
});
