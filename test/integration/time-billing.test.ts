import { BILLED_CHANGED, BILLED_TOO_MANY, billedMessages } from '../../shared/billed-values';
import { BILLED_RECORDS_MAX } from '../../shared/constants';
import { TIME_MESSAGES } from '../../shared/schemas/time';
import { lagosToday } from '../../shared/dates';
import { billedHours } from '../../shared/time-values';
import { pdfText } from '../support/pdf-text';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

/*
 * Billing time entries onto invoices, through the same engine as expenses: a line names
 * the entry, the invoice's transaction marks it invoiced (or frees it), so an entry is
 * never on two invoices; an invoice may bill expenses and time together.
 */

jest.setTimeout(90_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Body = Record<string, unknown>;
const TIME = billedMessages('time entry');

async function writesNothing(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

async function newCustomer(owner: Owner, displayName: string): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}

async function newProject(owner: Owner, customerId: string, body: Body): Promise<{ projectId: string; tasks: { taskId: string }[] }> {
  const res = await call(owner, 'POST', '/api/projects', { body: { name: 'Stock audit', customerId, ...body } });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function logged(owner: Owner, body: Body): Promise<string> {
  const res = await call(owner, 'POST', '/api/time-entries', { body: { entryDate: '2026-03-02', hours: 1, minutes: 30, ...body } });
  if (res.status !== 201) throw new Error(`log: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.timeEntryId as string;
}

const entry = async (owner: Owner, id: string) => (await call(owner, 'GET', `/api/time-entries/${id}`)).body;
const timeLine = (timeEntryId: string, quantity = 1.5, rateKobo = 1_000_000) => ({ name: 'Counting · Stock audit', quantity, unit: 'hrs', rateKobo, timeEntryId });
const invoiceBody = (customerId: string, lines: Body[], extra: Body = {}) => ({ customerId, invoiceDate: '2026-03-10', paymentTerms: 'net_15', lines, status: 'draft', ...extra });
const createInvoice = (owner: Owner, body: Body) => call(owner, 'POST', '/api/invoices', { body });
const customerTime = async (owner: Owner, customerId: string, query = '') => {
  const res = await call(owner, 'GET', `/api/customers/${customerId}/time-entries${query}`);
  expect(res.status).toBe(200);
  return res.body.items as { timeEntryId: string; rateKobo: number; billing: string; invoiceNumber?: string }[];
};
const ids = (items: { timeEntryId: string }[]) => items.map((e) => e.timeEntryId);

async function setup() {
  const owner = (await onboardedUser()) as Owner;
  const eko = await newCustomer(owner, 'Eko Hotels');
  const ikeja = await newCustomer(owner, 'Ikeja Motors');
  // Billed by task: Counting at ₦10,000/h, Admin not billable.
  const byTask = await newProject(owner, eko, { billingMethod: 'task', tasks: [{ name: 'Counting', rateKobo: 1_000_000 }, { name: 'Admin', billable: false }] });
  // Billed by project at ₦25,000/h, whatever the task.
  const byProject = await newProject(owner, eko, { name: 'Valuation', billingMethod: 'project', rateKobo: 2_500_000, tasks: [{ name: 'Site visit', rateKobo: 1 }] });
  const theirs = await newProject(owner, ikeja, { name: 'Fleet check', billingMethod: 'project', rateKobo: 500_000, tasks: [{ name: 'Inspection' }] });
  const counting = { projectId: byTask.projectId, taskId: byTask.tasks[0]!.taskId };
  const admin = { projectId: byTask.projectId, taskId: byTask.tasks[1]!.taskId };
  const visit = { projectId: byProject.projectId, taskId: byProject.tasks[0]!.taskId };
  const inspection = { projectId: theirs.projectId, taskId: theirs.tasks[0]!.taskId };
  return { owner, eko, ikeja, counting, admin, visit, inspection };
}

describe('billing time onto an invoice', () => {
  it("lists a customer's unbilled time with the rate each bills at, bills it with an expense on one invoice, and locks it", async () => {
    const s = await setup();
    const monday = await logged(s.owner, { ...s.counting, notes: 'Shelves A-C' });
    const tuesday = await logged(s.owner, { ...s.visit, entryDate: '2026-03-03', hours: 2, minutes: 0 });
    const adminTime = await logged(s.owner, { ...s.admin, entryDate: '2026-03-04' });
    await logged(s.owner, { ...s.inspection });

    const unbilled = await customerTime(s.owner, s.eko, '?billing=unbilled');
    expect(ids(unbilled)).toEqual([tuesday, monday]);
    expect(unbilled.map((e) => e.rateKobo)).toEqual([2_500_000, 1_000_000]);
    expect(ids(await customerTime(s.owner, s.eko))).toEqual([adminTime, tuesday, monday]);
    expect(ids(await customerTime(s.owner, s.eko, '?billing=not_billable'))).toEqual([adminTime]);

    const fare = await call(s.owner, 'POST', '/api/expenses', { body: { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000, customerId: s.eko, billable: true } });
    expect(fare.status).toBe(201);
    const res = await createInvoice(s.owner, invoiceBody(s.eko, [timeLine(monday), timeLine(tuesday, 2, 2_500_000), { name: 'Travel', quantity: 1, rateKobo: 2_150_000, expenseId: fare.body.expenseId }]));
    expect(res.status).toBe(201);
    expect(res.body.lines.map((l: Body) => [l.timeEntryId ?? l.expenseId, l.amountKobo])).toEqual([
      [monday, 1_500_000],
      [tuesday, 5_000_000],
      [fare.body.expenseId, 2_150_000],
    ]);
    for (const id of [monday, tuesday]) expect(await entry(s.owner, id)).toMatchObject({ billing: 'invoiced', invoiceId: res.body.invoiceId, invoiceNumber: res.body.invoiceNumber });
    expect((await call(s.owner, 'GET', `/api/expenses/${fare.body.expenseId}`)).body).toMatchObject({ billing: 'invoiced', invoiceId: res.body.invoiceId });
    expect(await customerTime(s.owner, s.eko, '?billing=unbilled')).toEqual([]);
    expect((await customerTime(s.owner, s.eko, '?billing=invoiced')).map((e) => e.invoiceNumber)).toEqual([res.body.invoiceNumber, res.body.invoiceNumber]);

    const locked = { status: 409, body: { error: { code: 'invoiced', message: TIME_MESSAGES.invoicedLocked } } };
    expect(await call(s.owner, 'DELETE', `/api/time-entries/${monday}`)).toEqual(locked);
  });

  it('refuses time already billed, another customer’s, not billable, unknown, twice, with both kinds on one line, on a quote, and past the limit, naming the line and writing nothing', async () => {
    const s = await setup();
    const mine = await logged(s.owner, { ...s.counting });
    const first = await createInvoice(s.owner, invoiceBody(s.eko, [timeLine(mine)]));
    expect(first.status).toBe(201);
    const adminTime = await logged(s.owner, { ...s.admin });
    const theirs = await logged(s.owner, { ...s.inspection });
    const fresh = await logged(s.owner, { ...s.counting });
    const stranger = (await onboardedUser()) as Owner;

    await writesNothing(s.owner, async () => {
      const again = await createInvoice(s.owner, invoiceBody(s.eko, [{ name: 'Fee', quantity: 1, rateKobo: 100 }, timeLine(mine)]));
      expect(again.status).toBe(409);
      expect(again.body.error.fields).toEqual({ 'lines.1.timeEntryId': TIME.onInvoice(first.body.invoiceNumber) });
      for (const [id, message] of [
        [adminTime, TIME.notBillable],
        [theirs, TIME.otherCustomer('Ikeja Motors')],
        ['01HZZZZZZZZZZZZZZZZZZZZZZZ', TIME.gone],
      ] as const) {
        const res = await createInvoice(s.owner, invoiceBody(s.eko, [timeLine(id)]));
        expect([res.status, res.body.error.fields]).toEqual([400, { 'lines.0.timeEntryId': message }]);
      }
      // Another company cannot bill (or learn of) this company's time.
      const foreign = await call(stranger, 'POST', '/api/invoices', { body: invoiceBody(await newCustomer(stranger, 'Mine'), [timeLine(fresh)]) });
      expect([foreign.status, foreign.body.error.fields]).toEqual([400, { 'lines.0.timeEntryId': TIME.gone }]);
      const twice = await createInvoice(s.owner, invoiceBody(s.eko, [timeLine(fresh), timeLine(fresh)]));
      expect([twice.status, twice.body.error.fields['lines.1.timeEntryId']]).toEqual([400, TIME.twice]);
      const both = await createInvoice(s.owner, invoiceBody(s.eko, [{ ...timeLine(fresh), expenseId: 'x1' }]));
      expect(both.status).toBe(400);
      expect(both.body.error.fields['lines.0.timeEntryId']).toBe('A line bills one expense or one time entry, not both');
      const quote = await call(s.owner, 'POST', '/api/quotes', { body: { customerId: s.eko, quoteDate: '2026-03-10', lines: [timeLine(fresh)], status: 'draft' } });
      expect([quote.status, quote.body.error.fields]).toEqual([400, { 'lines.0.timeEntryId': TIME.onlyInvoices }]);
      const many = Array.from({ length: BILLED_RECORDS_MAX + 1 }, (_, i) => timeLine(`01HZZZZZZZZZZZZZZZZZZZZZ${String(i).padStart(2, '0')}`));
      const over = await createInvoice(s.owner, invoiceBody(s.eko, many));
      expect(over.status).toBe(400);
      expect(over.body.error.message).toContain(BILLED_TOO_MANY);
    });
    expect((await call(stranger, 'GET', `/api/customers/${s.eko}/time-entries`)).status).toBe(404);
  });

  it('removing the line, deleting the draft or voiding the invoice frees the time; a new number follows onto what stays', async () => {
    const s = await setup();
    const a = await logged(s.owner, { ...s.counting });
    const b = await logged(s.owner, { ...s.counting, entryDate: '2026-03-03' });
    const inv = await createInvoice(s.owner, invoiceBody(s.eko, [timeLine(a), timeLine(b)]));
    expect(inv.status).toBe(201);
    const edit = await call(s.owner, 'PUT', `/api/invoices/${inv.body.invoiceId}`, { body: { customerId: s.eko, invoiceDate: '2026-03-10', paymentTerms: 'net_15', lines: [timeLine(b)], invoiceNumber: 'INV-TIME-9', version: inv.body.version } });
    expect(edit.status).toBe(200);
    expect(await entry(s.owner, a)).toMatchObject({ billing: 'unbilled' });
    expect((await entry(s.owner, a)).invoiceId).toBeUndefined();
    expect(await entry(s.owner, b)).toMatchObject({ billing: 'invoiced', invoiceNumber: 'INV-TIME-9' });
    // Freed, the entry can be edited again.
    expect((await call(s.owner, 'DELETE', `/api/time-entries/${a}`)).status).toBe(204);

    expect((await call(s.owner, 'DELETE', `/api/invoices/${inv.body.invoiceId}`)).status).toBe(204);
    expect(await entry(s.owner, b)).toMatchObject({ billing: 'unbilled' });

    const sent = await createInvoice(s.owner, invoiceBody(s.eko, [timeLine(b)], { status: 'sent' }));
    expect(sent.status).toBe(201);
    expect((await call(s.owner, 'POST', `/api/invoices/${sent.body.invoiceId}/status`, { body: { status: 'void' } })).status).toBe(200);
    expect(await entry(s.owner, b)).toMatchObject({ billing: 'unbilled' });
    expect(ids(await customerTime(s.owner, s.eko, '?billing=unbilled'))).toEqual([b]);
  });

  it('two people billing the same time at once: one invoice has it, the others are refused and not created', async () => {
    const s = await setup();
    const t = await logged(s.owner, { ...s.counting });
    const results = await Promise.all(Array.from({ length: 4 }, () => createInvoice(s.owner, invoiceBody(s.eko, [timeLine(t)]))));
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect([BILLED_CHANGED, TIME.onInvoice(won[0]!.body.invoiceNumber)]).toContain(r.body.error.message);
    }
    const invoices = (await call(s.owner, 'GET', '/api/invoices?tab=all')).body.items;
    expect(invoices).toHaveLength(1);
    expect(await entry(s.owner, t)).toMatchObject({ billing: 'invoiced', invoiceId: won[0]!.body.invoiceId });
  });
});

describe('billing time by the minute', () => {
  const minuteLine = (timeEntryId: string, minutes: number, rateKobo: number) => ({ name: 'Consulting · Audit', quantity: billedHours(minutes), minutes, unit: 'hrs', rateKobo, timeEntryId });

  it('a 1-minute timer entry at ₦15,000.00/h bills ₦250.00 (rate × minutes / 60, one rounding), shown as 1m on the invoice and its PDF', async () => {
    const owner = (await onboardedUser()) as Owner;
    const eko = await newCustomer(owner, 'Eko Hotels');
    const project = await newProject(owner, eko, { name: 'Audit', billingMethod: 'project', rateKobo: 1_500_000, tasks: [{ name: 'Consulting' }] });
    const task = { projectId: project.projectId, taskId: project.tasks[0]!.taskId };
    // The timer, started and stopped at once: a few seconds, one minute.
    expect((await call(owner, 'POST', '/api/timer/start', { body: task })).status).toBe(201);
    const stopped = await call(owner, 'POST', '/api/timer/stop');
    expect(stopped.body).toMatchObject({ durationMinutes: 1 });
    const day = lagosToday();
    const long = await logged(owner, { ...task, entryDate: day, hours: 2, minutes: 47 });
    const [timed] = (await customerTime(owner, eko, '?billing=unbilled')).filter((t) => t.timeEntryId === stopped.body.timeEntryId);
    expect(timed!.rateKobo).toBe(1_500_000);

    const res = await createInvoice(owner, { customerId: eko, invoiceDate: day, paymentTerms: 'net_15', status: 'sent', lines: [minuteLine(timed!.timeEntryId, 1, 1_500_000), minuteLine(long, 167, 1_000_001)] });
    expect(res.status).toBe(201);
    // 1 minute is ₦250.00, not 0.017 h × ₦15,000.00 = ₦255.00; 2h 47m at ₦10,000.01/h is 167 × 1,000,001 / 60 = 2,783,336.1… kobo.
    expect(res.body.lines.map((l: Body) => [l.minutes, l.quantity, l.amountKobo])).toEqual([
      [1, 0.017, 25_000],
      [167, 2.783, 2_783_336],
    ]);
    expect(res.body.subtotalKobo).toBe(25_000 + 2_783_336);
    expect(res.body.totalKobo).toBe(25_000 + 2_783_336);
    const again = (await call(owner, 'GET', `/api/invoices/${res.body.invoiceId}`)).body;
    expect(again.lines.map((l: Body) => l.amountKobo)).toEqual([25_000, 2_783_336]);

    const pdf = await call(owner, 'GET', `/api/invoices/${res.body.invoiceId}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await (await fetch(pdf.body.url)).arrayBuffer()));
    expect(text).toMatch(/1m\s+₦15,000\.00\s+₦250\.00/);
    expect(text).toMatch(/2h 47m\s+₦10,000\.01\s+₦27,833\.36/);
    expect(text).toContain('₦28,083.36');
    expect(text).not.toContain('0.017');

    // Sales by Item adds up the hours (to 3 decimals) and the amounts from the minutes.
    const items = (await call(owner, 'GET', `/api/reports/sales-by-item?period=custom&from=${day}&to=${day}`)).body;
    expect(items.totals).toMatchObject({ amount: 2_808_336 });
  });

  it('a line of time whose quantity is not its minutes in hours, or whose minutes are not whole and positive, is refused naming the field, and nothing is written', async () => {
    const s = await setup();
    const t = await logged(s.owner, { ...s.counting });
    await writesNothing(s.owner, async () => {
      const cases: [Body, string][] = [
        [{ ...minuteLine(t, 90, 1_000_000), quantity: 1.6 }, 'lines.0.quantity'],
        [{ ...minuteLine(t, 90, 1_000_000), minutes: 0, quantity: 0.001 }, 'lines.0.minutes'],
        [{ ...minuteLine(t, 90, 1_000_000), minutes: 1.5 }, 'lines.0.minutes'],
      ];
      for (const [line, field] of cases) {
        const res = await createInvoice(s.owner, invoiceBody(s.eko, [line]));
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.error.fields)).toContain(field);
      }
    });
    expect(await entry(s.owner, t)).toMatchObject({ billing: 'unbilled' });
  });
});
