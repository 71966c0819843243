import { ROLE_FORBIDDEN_MESSAGE } from '../../functions/lib/http';
import { db } from '../../functions/entities/table';
import { ENTRY_EDIT_CONFLICT } from '../../functions/services/time/entries';
import { PROJECT_EDIT_CONFLICT } from '../../functions/services/time/projects';
import { TIME_MESSAGES } from '../../shared/schemas/time';
import { addDaysIso, lagosToday } from '../../shared/dates';
import { call, memberOf, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

jest.setTimeout(90_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Body = Record<string, unknown>;
interface Setup {
  owner: Owner;
  customerId: string;
  projectId: string;
  /** Counting (billable), Admin (not billable by default). */
  counting: string;
  admin: string;
}

const UNKNOWN = '01HZZZZZZZZZZZZZZZZZZZZZZZ';
const MONDAY = '2026-03-02';

async function writesNothing(owner: Owner, fn: () => Promise<void>) {
  const before = await snapshot(owner);
  await fn();
  expect(await snapshot(owner)).toEqual(before);
}

async function newCustomer(owner: Owner, displayName = 'Eko Hotels'): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName } });
  expect(res.status).toBe(201);
  return res.body.customerId as string;
}

async function newProject(owner: Owner, customerId: string, body: Body = {}): Promise<{ projectId: string; tasks: { taskId: string; name: string }[] }> {
  const res = await call(owner, 'POST', '/api/projects', {
    body: { name: 'Stock audit', customerId, billingMethod: 'task', tasks: [{ name: 'Counting', rateKobo: 1_000_000 }, { name: 'Admin', billable: false }], ...body },
  });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function setup(companyName?: string): Promise<Setup> {
  const owner = await onboardedUser(companyName);
  const customerId = await newCustomer(owner);
  const p = await newProject(owner, customerId);
  return { owner, customerId, projectId: p.projectId, counting: p.tasks[0]!.taskId, admin: p.tasks[1]!.taskId };
}

const log = (user: TestUser, body: Body) => call(user, 'POST', '/api/time-entries', { body });
async function logged(user: TestUser, body: Body): Promise<Record<string, unknown> & { timeEntryId: string }> {
  const res = await log(user, body);
  if (res.status !== 201) throw new Error(`log: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const entry = (s: Setup, body: Body = {}) => ({ projectId: s.projectId, taskId: s.counting, entryDate: MONDAY, hours: 1, minutes: 30, ...body });
/** The notes of one page of the list, in the order listed. */
const notes = async (user: TestUser, query: string) => (await call(user, 'GET', `/api/time-entries?${query}`)).body.items.map((e: { notes?: string }) => e.notes ?? '-') as string[];

describe('time tracking: projects and tasks', () => {
  it('creates a project of a customer with its tasks, reads it back with them, and lists it', async () => {
    const owner = await onboardedUser();
    const customerId = await newCustomer(owner);
    const res = await call(owner, 'POST', '/api/projects', {
      body: { name: '  Website  ', customerId, billingMethod: 'project', rateKobo: 2_500_000, budgetHours: 40, description: 'New site', tasks: [{ name: 'Design' }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      projectId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      name: 'Website',
      customerId,
      customerName: 'Eko Hotels',
      billingMethod: 'project',
      rateKobo: 2_500_000,
      budgetHours: 40,
      description: 'New site',
      status: 'active',
      taskCount: 1,
      createdBy: 'Adaeze Okafor',
      tasks: [{ taskId: expect.any(String), name: 'Design', rateKobo: 0, billable: true, createdAt: expect.any(String), updatedAt: expect.any(String) }],
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await call(owner, 'GET', `/api/projects/${res.body.projectId}`)).toEqual({ status: 200, body: res.body });
    // An edit is a full replace: the budget and description left out are cleared.
    const edited = await call(owner, 'PUT', `/api/projects/${res.body.projectId}`, { body: { name: 'Website', billingMethod: 'project', rateKobo: 2_500_000, version: 0 } });
    expect(edited.status).toBe(200);
    expect(edited.body).not.toHaveProperty('budgetHours');
    expect(edited.body).not.toHaveProperty('description');
    expect(edited.body.version).toBe(1);
    const list = await call(owner, 'GET', '/api/projects');
    expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['Website']);
    expect(list.body.items[0]).not.toHaveProperty('tasks');
    // A task added, renamed, then deleted (no time on it).
    const task = await call(owner, 'POST', `/api/projects/${res.body.projectId}/tasks`, { body: { name: 'Build', rateKobo: 1_800_000, billable: false } });
    expect(task.status).toBe(201);
    expect(task.body).toMatchObject({ name: 'Build', rateKobo: 1_800_000, billable: false });
    const renamed = await call(owner, 'PUT', `/api/projects/${res.body.projectId}/tasks/${task.body.taskId}`, { body: { name: 'Build pages', rateKobo: 1_900_000 } });
    expect(renamed.body).toMatchObject({ name: 'Build pages', rateKobo: 1_900_000, billable: true });
    expect((await call(owner, 'GET', `/api/projects/${res.body.projectId}`)).body).toMatchObject({ taskCount: 2, tasks: [{ name: 'Design' }, { name: 'Build pages' }] });
    expect((await call(owner, 'DELETE', `/api/projects/${res.body.projectId}/tasks/${task.body.taskId}`)).status).toBe(204);
    expect((await call(owner, 'GET', `/api/projects/${res.body.projectId}`)).body).toMatchObject({ taskCount: 1, tasks: [{ name: 'Design' }] });
  });

  it("refuses another company's or an unknown customer, and bad fields, naming the field, writing nothing", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser('Other Company');
    const foreign = await newCustomer(other, 'Not Yours Ltd');
    const customerId = await newCustomer(owner);
    const fields = async (body: Body) => {
      const res = await call(owner, 'POST', '/api/projects', { body });
      expect(res.status).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    await writesNothing(owner, async () => {
      for (const id of [foreign, UNKNOWN]) {
        const res = await call(owner, 'POST', '/api/projects', { body: { name: 'Theirs', customerId: id } });
        expect(res.body.error).toEqual({ code: 'validation_failed', message: TIME_MESSAGES.foreignCustomer, fields: { customerId: TIME_MESSAGES.foreignCustomer } });
      }
      expect(await fields({ customerId })).toEqual({ name: TIME_MESSAGES.projectNameRequired });
      expect(await fields({ name: 'X' })).toEqual({ customerId: TIME_MESSAGES.customerRequired });
      expect(await fields({ name: 'X', customerId, rateKobo: -1 })).toEqual({ rateKobo: 'The hourly rate cannot be negative' });
      expect(await fields({ name: 'X', customerId, billingMethod: 'hourly' })).toEqual({ billingMethod: 'Choose how the project is billed' });
      expect(await fields({ name: 'X', customerId, budgetHours: 0 })).toEqual({ budgetHours: 'The budget must be at least 1 hour' });
      expect(await fields({ name: 'X', customerId, status: 'archived' })).toEqual({ status: 'Unknown field' });
    });
    expect((await call(owner, 'GET', '/api/projects')).body.items).toEqual([]);
  });

  it('edits with the version (409 on a stale one), archives and reactivates, each status a list of its own', async () => {
    const s = await setup();
    const second = await newProject(s.owner, s.customerId, { name: 'Second' });
    const edit = { name: 'Stock audit (Q1)', billingMethod: 'project', rateKobo: 1_500_000 };
    const res = await call(s.owner, 'PUT', `/api/projects/${s.projectId}`, { body: { ...edit, version: 0 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...edit, version: 1, taskCount: 2 });
    await writesNothing(s.owner, async () => {
      const stale = await call(s.owner, 'PUT', `/api/projects/${s.projectId}`, { body: { ...edit, name: 'Lost', version: 0 } });
      expect(stale).toEqual({ status: 409, body: { error: { code: 'conflict', message: PROJECT_EDIT_CONFLICT } } });
      expect((await call(s.owner, 'PUT', `/api/projects/${s.projectId}`, { body: { ...edit, customerId: s.customerId } })).body.error.fields).toEqual({ customerId: 'Unknown field' });
    });
    expect((await call(s.owner, 'POST', `/api/projects/${second.projectId}/archive`)).body).toMatchObject({ status: 'archived', version: 1 });
    const names = async (status: string) => (await call(s.owner, 'GET', `/api/projects?status=${status}`)).body.items.map((p: { name: string }) => p.name);
    expect(await names('all')).toEqual(['Second', 'Stock audit (Q1)']);
    expect(await names('active')).toEqual(['Stock audit (Q1)']);
    expect(await names('archived')).toEqual(['Second']);
    // Paged one at a time.
    const first = await call(s.owner, 'GET', '/api/projects?limit=1');
    expect(first.body.items.map((p: { name: string }) => p.name)).toEqual(['Second']);
    const next = await call(s.owner, 'GET', `/api/projects?limit=1&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(next.body.items.map((p: { name: string }) => p.name)).toEqual(['Stock audit (Q1)']);
    // An archived project takes no new time; reactivated, it does.
    const refused = await log(s.owner, { ...entry(s), projectId: second.projectId, taskId: second.tasks[0]!.taskId });
    expect(refused.body.error.fields).toEqual({ projectId: TIME_MESSAGES.projectArchived });
    expect((await call(s.owner, 'POST', `/api/projects/${second.projectId}/unarchive`)).body.status).toBe('active');
    expect((await log(s.owner, { ...entry(s), projectId: second.projectId, taskId: second.tasks[0]!.taskId })).status).toBe(201);
    expect(await names('archived')).toEqual([]);
  });

  it('refuses to delete a project or a task with time logged (409), and deletes them once it is gone', async () => {
    const s = await setup();
    const e = await logged(s.owner, entry(s));
    const hasTime = async (path: string, message: string) => {
      expect(await call(s.owner, 'DELETE', path)).toEqual({ status: 409, body: { error: { code: 'has_time', message } } });
    };
    await writesNothing(s.owner, async () => {
      await hasTime(`/api/projects/${s.projectId}`, TIME_MESSAGES.projectHasTime);
      await hasTime(`/api/projects/${s.projectId}/tasks/${s.counting}`, TIME_MESSAGES.taskHasTime);
    });
    // The other task has no time: it goes.
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.admin}`)).status).toBe(204);
    expect((await call(s.owner, 'DELETE', `/api/time-entries/${e.timeEntryId}`)).status).toBe(204);
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}`)).status).toBe(204);
    expect((await call(s.owner, 'GET', `/api/projects/${s.projectId}`)).status).toBe(404);
    const { data } = await db().collections.projectDetail({ companyId: s.owner.companyId, projectId: s.projectId }).go({ pages: 'all' });
    expect([...data.project, ...data.projectTask]).toEqual([]);
  });
});

describe('time tracking: entries', () => {
  it("logs time ('Time entry saved' on the page), stored in minutes, billable by the task's default, and reads it back", async () => {
    const s = await setup();
    const res = await log(s.owner, entry(s, { hours: 2, minutes: 45, notes: '  Aisle 4  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      timeEntryId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      projectId: s.projectId,
      projectName: 'Stock audit',
      taskId: s.counting,
      taskName: 'Counting',
      customerId: s.customerId,
      customerName: 'Eko Hotels',
      entryDate: MONDAY,
      durationMinutes: 165,
      notes: 'Aisle 4',
      billing: 'unbilled',
      userId: s.owner.userId,
      userName: 'Adaeze Okafor',
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(TIME_MESSAGES.saved).toBe('Time entry saved');
    expect(await call(s.owner, 'GET', `/api/time-entries/${res.body.timeEntryId}`)).toEqual({ status: 200, body: res.body });
    expect((await logged(s.owner, entry(s, { taskId: s.admin }))).billing).toBe('not_billable');
    expect((await logged(s.owner, entry(s, { taskId: s.admin, billable: true }))).billing).toBe('unbilled');
    expect((await logged(s.owner, entry(s, { billable: false }))).billing).toBe('not_billable');
    expect((await logged(s.owner, entry(s, { hours: 0, minutes: 1 }))).durationMinutes).toBe(1);
    expect((await logged(s.owner, entry(s, { hours: 24, minutes: 0 }))).durationMinutes).toBe(1440);
  });

  it('refuses minutes of 60, no time, over a day, and a foreign or unknown project or task, naming the field and writing nothing', async () => {
    const s = await setup();
    const other = await setup('Other Company');
    const second = await newProject(s.owner, s.customerId, { name: 'Second' });
    const fields = async (body: Body) => {
      const res = await log(s.owner, body);
      expect(res.status).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    await writesNothing(s.owner, async () => {
      expect(await fields(entry(s, { minutes: 60 }))).toEqual({ minutes: TIME_MESSAGES.minutesRange });
      expect(await fields(entry(s, { minutes: -1 }))).toEqual({ minutes: TIME_MESSAGES.minutesRange });
      expect(await fields(entry(s, { minutes: 1.5 }))).toEqual({ minutes: TIME_MESSAGES.minutesRange });
      expect(await fields(entry(s, { hours: -1 }))).toEqual({ hours: TIME_MESSAGES.hoursNegative });
      expect(await fields(entry(s, { hours: 0, minutes: 0 }))).toEqual({ hours: TIME_MESSAGES.durationRequired });
      expect(await fields(entry(s, { hours: 24, minutes: 1 }))).toEqual({ hours: TIME_MESSAGES.durationTooLong });
      expect(await fields(entry(s, { entryDate: '2026-02-31' }))).toEqual({ entryDate: 'That day does not exist' });
      expect(await fields(entry(s, { projectId: undefined }))).toEqual({ projectId: TIME_MESSAGES.projectRequired });
      expect(await fields(entry(s, { billing: 'invoiced' }))).toEqual({ billing: 'Unknown field' });
      // Another company's project (with its own task), an unknown one, a task of another project, an unknown task.
      expect(await fields(entry(s, { projectId: other.projectId, taskId: other.counting }))).toEqual({ projectId: TIME_MESSAGES.foreignProject });
      expect(await fields(entry(s, { projectId: UNKNOWN }))).toEqual({ projectId: TIME_MESSAGES.foreignProject });
      expect(await fields(entry(s, { taskId: second.tasks[0]!.taskId }))).toEqual({ taskId: TIME_MESSAGES.foreignTask });
      expect(await fields(entry(s, { taskId: other.counting }))).toEqual({ taskId: TIME_MESSAGES.foreignTask });
      expect(await fields(entry(s, { taskId: UNKNOWN }))).toEqual({ taskId: TIME_MESSAGES.foreignTask });
    });
  });

  it('lists a date range newest first, by project, customer and billing state (each a key range), and pages it', async () => {
    const s = await setup();
    const customer2 = await newCustomer(s.owner, 'Bola Stores');
    const p2 = await newProject(s.owner, customer2, { name: 'Shelving' });
    await logged(s.owner, entry(s, { entryDate: '2026-03-01', notes: 'sunday before' }));
    await logged(s.owner, entry(s, { entryDate: MONDAY, notes: 'mon counting' }));
    await logged(s.owner, entry(s, { entryDate: '2026-03-04', taskId: s.admin, notes: 'wed admin' }));
    await logged(s.owner, entry(s, { entryDate: '2026-03-04', projectId: p2.projectId, taskId: p2.tasks[0]!.taskId, notes: 'wed shelving' }));
    await logged(s.owner, entry(s, { entryDate: '2026-03-08', notes: 'sun counting' }));
    await logged(s.owner, entry(s, { entryDate: '2026-03-09', notes: 'next monday' }));
    const week = `from=${MONDAY}&to=2026-03-08`;
    expect(await notes(s.owner, week)).toEqual(['sun counting', 'wed shelving', 'wed admin', 'mon counting']);
    expect(await notes(s.owner, `from=${MONDAY}`)).toEqual(['sun counting', 'wed shelving', 'wed admin', 'mon counting']);
    expect(await notes(s.owner, `to=2026-03-08`)).toEqual(['sun counting', 'wed shelving', 'wed admin', 'mon counting']);
    expect(await notes(s.owner, `from=2026-03-01&to=2026-03-31`)).toEqual(['next monday', 'sun counting', 'wed shelving', 'wed admin', 'mon counting', 'sunday before']);
    expect(await notes(s.owner, `${week}&projectId=${p2.projectId}`)).toEqual(['wed shelving']);
    expect(await notes(s.owner, `${week}&projectId=${s.projectId}`)).toEqual(['sun counting', 'wed admin', 'mon counting']);
    expect(await notes(s.owner, `${week}&customerId=${customer2}`)).toEqual(['wed shelving']);
    expect(await notes(s.owner, `${week}&billing=not_billable`)).toEqual(['wed admin']);
    expect(await notes(s.owner, `${week}&billing=unbilled`)).toEqual(['sun counting', 'wed shelving', 'mon counting']);
    expect(await notes(s.owner, `${week}&billing=invoiced`)).toEqual([]);
    expect(await notes(s.owner, `${week}&projectId=${UNKNOWN}`)).toEqual([]);
    // Bad ranges and filters.
    const bad = async (query: string) => (await call(s.owner, 'GET', `/api/time-entries?${query}`)).body.error.fields;
    expect(await bad('from=2026-03-01&to=2026-04-01')).toEqual({ to: TIME_MESSAGES.rangeTooLong });
    expect(await bad('from=2026-03-08&to=2026-03-01')).toEqual({ to: TIME_MESSAGES.rangeBackwards });
    expect(await bad(`projectId=${s.projectId}&billing=unbilled`)).toEqual({ billing: TIME_MESSAGES.oneFilter });
    expect(await bad('billing=paid')).toEqual({ billing: 'Use one of not_billable, unbilled, invoiced' });

    // Pages of 1, each cursor bound to its range and filter.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { items: { notes: string }[]; cursor: string | null } } = await call(
        s.owner,
        'GET',
        `/api/time-entries?${week}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((e) => e.notes));
      cursor = res.body.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['sun counting', 'wed shelving', 'wed admin', 'mon counting']);
    const first = await call(s.owner, 'GET', `/api/time-entries?${week}&billing=unbilled&limit=2`);
    const elsewhere = await call(s.owner, 'GET', `/api/time-entries?${week}&limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(elsewhere.body.error.code).toBe('invalid_cursor');
    const next = await call(s.owner, 'GET', `/api/time-entries?${week}&billing=unbilled&limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(next.body.items.map((e: { notes: string }) => e.notes)).toEqual(['mon counting']);
  });

  it("answers a week's entries with the totals of each day and each project, filtered too", async () => {
    const s = await setup();
    const p2 = await newProject(s.owner, s.customerId, { name: 'Shelving' });
    await logged(s.owner, entry(s, { entryDate: MONDAY, hours: 2, minutes: 0 }));
    await logged(s.owner, entry(s, { entryDate: MONDAY, taskId: s.admin, hours: 0, minutes: 30 }));
    await logged(s.owner, entry(s, { entryDate: '2026-03-05', projectId: p2.projectId, taskId: p2.tasks[0]!.taskId, hours: 1, minutes: 15 }));
    await logged(s.owner, entry(s, { entryDate: '2026-03-09', hours: 5, minutes: 0 }));
    const res = await call(s.owner, 'GET', '/api/time-entries/week?date=2026-03-04');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: MONDAY, to: '2026-03-08', totalMinutes: 225, billableMinutes: 195 });
    expect(res.body.entries.map((e: { entryDate: string; durationMinutes: number }) => [e.entryDate, e.durationMinutes])).toEqual([
      [MONDAY, 120],
      [MONDAY, 30],
      ['2026-03-05', 75],
    ]);
    expect(res.body.days).toEqual([
      { date: MONDAY, minutes: 150, billableMinutes: 120 },
      { date: '2026-03-03', minutes: 0, billableMinutes: 0 },
      { date: '2026-03-04', minutes: 0, billableMinutes: 0 },
      { date: '2026-03-05', minutes: 75, billableMinutes: 75 },
      { date: '2026-03-06', minutes: 0, billableMinutes: 0 },
      { date: '2026-03-07', minutes: 0, billableMinutes: 0 },
      { date: '2026-03-08', minutes: 0, billableMinutes: 0 },
    ]);
    expect(res.body.projects).toEqual([
      { projectId: s.projectId, projectName: 'Stock audit', customerName: 'Eko Hotels', minutes: 150, billableMinutes: 120 },
      { projectId: p2.projectId, projectName: 'Shelving', customerName: 'Eko Hotels', minutes: 75, billableMinutes: 75 },
    ]);
    const filtered = await call(s.owner, 'GET', `/api/time-entries/week?date=2026-03-08&projectId=${p2.projectId}`);
    expect(filtered.body).toMatchObject({ from: MONDAY, totalMinutes: 75, projects: [{ projectName: 'Shelving', minutes: 75 }] });
    // Without a date: this week in Lagos.
    const now = await call(s.owner, 'GET', '/api/time-entries/week');
    expect(now.body.days.map((d: { date: string }) => d.date)).toContain(lagosToday());
  });

  it('edits with the version (409 on a stale one), moves an entry to another task with its counts, and deletes it', async () => {
    const s = await setup();
    const e = await logged(s.owner, entry(s, { notes: 'first' }));
    const moved = await call(s.owner, 'PUT', `/api/time-entries/${e.timeEntryId}`, { body: { ...entry(s), taskId: s.admin, hours: 3, minutes: 5, version: 0 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ taskId: s.admin, taskName: 'Admin', durationMinutes: 185, billing: 'not_billable', version: 1 });
    expect(moved.body).not.toHaveProperty('notes');
    await writesNothing(s.owner, async () => {
      const stale = await call(s.owner, 'PUT', `/api/time-entries/${e.timeEntryId}`, { body: { ...entry(s), version: 0 } });
      expect(stale).toEqual({ status: 409, body: { error: { code: 'conflict', message: ENTRY_EDIT_CONFLICT } } });
      expect((await call(s.owner, 'PUT', `/api/time-entries/${e.timeEntryId}`, { body: { ...entry(s), minutes: 60 } })).body.error.fields).toEqual({ minutes: TIME_MESSAGES.minutesRange });
    });
    // The counting task is free again; the admin task now has the time.
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.admin}`)).status).toBe(409);
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.counting}`)).status).toBe(204);
    expect(await call(s.owner, 'DELETE', `/api/time-entries/${e.timeEntryId}`)).toEqual({ status: 204, body: undefined });
    expect((await call(s.owner, 'GET', `/api/time-entries/${e.timeEntryId}`)).status).toBe(404);
    expect((await call(s.owner, 'DELETE', `/api/time-entries/${e.timeEntryId}`)).status).toBe(404);
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}`)).status).toBe(204);
  });

  it('locks an invoiced entry: no edit, no delete (409), listed under invoiced', async () => {
    const s = await setup();
    const e = await logged(s.owner, entry(s, { notes: 'billed' }));
    const invoice = await call(s.owner, 'POST', '/api/invoices', {
      body: { customerId: s.customerId, invoiceDate: MONDAY, paymentTerms: 'net_15', status: 'draft', lines: [{ name: 'Counting', quantity: 1.5, unit: 'hrs', rateKobo: 1_000_000, timeEntryId: e.timeEntryId }] },
    });
    expect(invoice.status).toBe(201);
    expect(await notes(s.owner, `from=${MONDAY}&billing=invoiced`)).toEqual(['billed']);
    const locked = { status: 409, body: { error: { code: 'invoiced', message: TIME_MESSAGES.invoicedLocked } } };
    await writesNothing(s.owner, async () => {
      expect(await call(s.owner, 'PUT', `/api/time-entries/${e.timeEntryId}`, { body: { ...entry(s), version: 0 } })).toEqual(locked);
      expect(await call(s.owner, 'DELETE', `/api/time-entries/${e.timeEntryId}`)).toEqual(locked);
    });
  });
});

describe('time tracking: at once', () => {
  it('logs 12 entries on one task at once, each counted: the task is deleted only after the last is', async () => {
    const s = await setup();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => log(s.owner, entry(s, { notes: `parallel ${i}` }))));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const { data } = await db().entities.projectTask.get({ companyId: s.owner.companyId, projectId: s.projectId, taskId: s.counting }).go({ consistent: true });
    expect(data!.useCount).toBe(12);
    for (const r of results.slice(1)) expect((await call(s.owner, 'DELETE', `/api/time-entries/${r.body.timeEntryId}`)).status).toBe(204);
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.counting}`)).status).toBe(409);
    expect((await call(s.owner, 'DELETE', `/api/time-entries/${results[0]!.body.timeEntryId}`)).status).toBe(204);
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.counting}`)).status).toBe(204);
  });

  it('never both deletes a project and logs time on it when the two race', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await setup();
      const [deleted, entryRes] = await Promise.all([call(s.owner, 'DELETE', `/api/projects/${s.projectId}`), log(s.owner, entry(s))]);
      const outcome = `${deleted.status}/${entryRes.status}`;
      expect(['204/400', '409/201']).toContain(outcome);
      const left = await call(s.owner, 'GET', `/api/time-entries?from=${MONDAY}`);
      expect(left.body.items.length).toBe(entryRes.status === 201 ? 1 : 0);
    }
  });
});

describe('time tracking: the timer', () => {
  it('starts on the server, shows on another device, refuses a second start, and stops into one entry', async () => {
    const s = await setup();
    expect((await call(s.owner, 'GET', '/api/timer')).body).toEqual({ timer: null, now: expect.any(String) });
    const started = await call(s.owner, 'POST', '/api/timer/start', { body: { projectId: s.projectId, taskId: s.counting, notes: 'Counting' } });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      projectId: s.projectId,
      projectName: 'Stock audit',
      taskId: s.counting,
      taskName: 'Counting',
      customerId: s.customerId,
      customerName: 'Eko Hotels',
      notes: 'Counting',
      billable: true,
      startedAt: expect.any(String),
    });
    // "Another device": a fresh call with the same account sees it.
    const seen = await call(s.owner, 'GET', '/api/timer');
    expect(seen.body.timer).toEqual(started.body);
    expect(Date.parse(seen.body.now)).toBeGreaterThanOrEqual(Date.parse(started.body.startedAt));
    await writesNothing(s.owner, async () => {
      const again = await call(s.owner, 'POST', '/api/timer/start', { body: { projectId: s.projectId, taskId: s.admin } });
      expect(again).toEqual({ status: 409, body: { error: { code: 'timer_running', message: TIME_MESSAGES.timerRunning } } });
    });
    // A task with a running timer is not deleted.
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.counting}`)).status).toBe(409);
    // Two stops at once: one entry, both answered with it.
    const [a, b] = await Promise.all([call(s.owner, 'POST', '/api/timer/stop'), call(s.owner, 'POST', '/api/timer/stop')]);
    const answered = [a, b].filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    expect(answered[0]!.body).toMatchObject({
      timeEntryId: expect.any(String),
      taskId: s.counting,
      durationMinutes: 1,
      entryDate: lagosToday(new Date(started.body.startedAt)),
      notes: 'Counting',
      billing: 'unbilled',
      timerStartedAt: started.body.startedAt,
      userId: s.owner.userId,
    });
    const all = await call(s.owner, 'GET', `/api/time-entries?from=${addDaysIso(lagosToday(), -1)}&to=${lagosToday()}`);
    expect(all.body.items.map((e: { timeEntryId: string }) => e.timeEntryId)).toEqual([answered[0]!.body.timeEntryId]);
    expect((await call(s.owner, 'GET', '/api/timer')).body.timer).toBeNull();
    expect(await call(s.owner, 'POST', '/api/timer/stop')).toEqual({ status: 409, body: { error: { code: 'no_timer', message: TIME_MESSAGES.noTimer } } });
  });

  it('rounds up to the minute and discards without an entry; each member has their own timer', async () => {
    const s = await setup();
    const staff = await memberOf(s.owner, 'staff');
    expect((await call(s.owner, 'POST', '/api/timer/start', { body: { projectId: s.projectId, taskId: s.counting } })).status).toBe(201);
    expect((await call(staff, 'POST', '/api/timer/start', { body: { projectId: s.projectId, taskId: s.admin } })).status).toBe(201);
    expect((await call(staff, 'GET', '/api/timer')).body.timer.taskName).toBe('Admin');
    // Started 61 minutes and a second ago (as if): 62 minutes.
    const key = { companyId: s.owner.companyId, userId: s.owner.userId };
    const { data } = await db().entities.timer.get(key).go();
    await db().entities.timer.put({ ...data!, startedAt: new Date(Date.now() - 61 * 60_000 - 1000).toISOString() }).go();
    expect((await call(s.owner, 'POST', '/api/timer/stop')).body.durationMinutes).toBe(62);
    expect(await call(staff, 'POST', '/api/timer/discard')).toEqual({ status: 204, body: undefined });
    expect((await call(staff, 'GET', '/api/timer')).body.timer).toBeNull();
    expect((await call(staff, 'POST', '/api/timer/discard')).status).toBe(409);
    // The discarded timer gave its task back.
    expect((await call(s.owner, 'DELETE', `/api/projects/${s.projectId}/tasks/${s.admin}`)).status).toBe(204);
  });

  it('refuses a foreign or unknown project or task, and an archived project, writing nothing', async () => {
    const s = await setup();
    const other = await setup('Other Company');
    await call(s.owner, 'POST', `/api/projects/${s.projectId}/archive`);
    await writesNothing(s.owner, async () => {
      const start = (body: Body) => call(s.owner, 'POST', '/api/timer/start', { body });
      expect((await start({ projectId: other.projectId, taskId: other.counting })).body.error.fields).toEqual({ projectId: TIME_MESSAGES.foreignProject });
      expect((await start({ projectId: s.projectId, taskId: UNKNOWN })).body.error.fields).toEqual({ taskId: TIME_MESSAGES.foreignTask });
      expect((await start({ projectId: s.projectId, taskId: s.counting })).body.error.fields).toEqual({ projectId: TIME_MESSAGES.projectArchived });
      expect((await start({ taskId: s.counting })).body.error.fields).toEqual({ projectId: TIME_MESSAGES.projectRequired });
    });
  });
});

describe('time tracking: tenancy and roles', () => {
  it("keeps each company's projects, entries and timers to itself: another company's ids are 404 and change nothing", async () => {
    const a = await setup('Company A');
    const b = await setup('Company B');
    const e = await logged(a.owner, entry(a));
    await writesNothing(a.owner, async () => {
      await writesNothing(b.owner, async () => {
        const notFound = (what: string) => ({ error: { code: 'not_found', message: `${what} not found` } });
        expect((await call(b.owner, 'GET', `/api/projects/${a.projectId}`)).body).toEqual(notFound('Project'));
        expect((await call(b.owner, 'PUT', `/api/projects/${a.projectId}`, { body: { name: 'Mine' } })).body).toEqual(notFound('Project'));
        expect((await call(b.owner, 'DELETE', `/api/projects/${a.projectId}`)).body).toEqual(notFound('Project'));
        expect((await call(b.owner, 'POST', `/api/projects/${a.projectId}/archive`)).body).toEqual(notFound('Project'));
        expect((await call(b.owner, 'POST', `/api/projects/${a.projectId}/tasks`, { body: { name: 'Mine' } })).body).toEqual(notFound('Project'));
        expect((await call(b.owner, 'PUT', `/api/projects/${a.projectId}/tasks/${a.counting}`, { body: { name: 'Mine' } })).body).toEqual(notFound('Task'));
        expect((await call(b.owner, 'DELETE', `/api/projects/${a.projectId}/tasks/${a.admin}`)).body).toEqual(notFound('Task'));
        expect((await call(b.owner, 'GET', `/api/time-entries/${e.timeEntryId}`)).body).toEqual(notFound('Time entry'));
        expect((await call(b.owner, 'PUT', `/api/time-entries/${e.timeEntryId}`, { body: entry(b) })).body).toEqual(notFound('Time entry'));
        expect((await call(b.owner, 'DELETE', `/api/time-entries/${e.timeEntryId}`)).body).toEqual(notFound('Time entry'));
      });
    });
    expect(await notes(b.owner, `from=${MONDAY}`)).toEqual([]);
    expect(await notes(b.owner, `from=${MONDAY}&projectId=${a.projectId}`)).toEqual([]);
    expect(await notes(b.owner, `from=${MONDAY}&customerId=${a.customerId}`)).toEqual([]);
    expect((await call(b.owner, 'GET', '/api/projects')).body.items.map((p: { projectId: string }) => p.projectId)).toEqual([b.projectId]);
  });

  it('lets staff log time, run a timer and manage projects; a viewer only reads', async () => {
    const s = await setup();
    const [staff, viewer] = [await memberOf(s.owner, 'staff'), await memberOf(s.owner, 'viewer')];
    const mine = await logged(staff, entry(s, { notes: 'by staff' }));
    expect(mine).toMatchObject({ userId: staff.userId, userName: 'Tunde staff' });
    expect((await call(staff, 'POST', `/api/projects/${s.projectId}/tasks`, { body: { name: 'Staff task' } })).status).toBe(201);
    const forbidden = { status: 403, body: { error: { code: 'forbidden', message: ROLE_FORBIDDEN_MESSAGE } } };
    await writesNothing(s.owner, async () => {
      expect(await log(viewer, entry(s))).toEqual(forbidden);
      expect(await call(viewer, 'POST', '/api/timer/start', { body: { projectId: s.projectId, taskId: s.counting } })).toEqual(forbidden);
      expect(await call(viewer, 'DELETE', `/api/time-entries/${mine.timeEntryId}`)).toEqual(forbidden);
      expect(await call(viewer, 'POST', '/api/projects', { body: { name: 'X', customerId: s.customerId } })).toEqual(forbidden);
    });
    expect(await notes(viewer, `from=${MONDAY}`)).toEqual(['by staff']);
    expect((await call(viewer, 'GET', '/api/timer')).body.timer).toBeNull();
    expect((await call(viewer, 'GET', `/api/projects/${s.projectId}`)).status).toBe(200);
  });
});
