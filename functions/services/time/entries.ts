import { timeTallyOps } from '../reports/postings';
import {
  TIME_MESSAGES,
  WEEK_MAX_ENTRIES,
  timeEntryInputSchema,
  timeEntryUpdateSchema,
  timeRange,
  weekStart,
  type TimeBilling,
  type TimeEntry,
  type TimeEntryInput,
  type TimeEntryPage,
  type CustomerTimePage,
  type TimeEntryUpdate,
  type TimeWeek,
} from '../../../shared/schemas/time';
import { addDaysIso, lagosToday } from '../../../shared/dates';
import { db } from '../../entities/table';
import { rethrowBadCursor } from '../../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { archivedProject, failedAt, foreignTask, newId, projectAndTask, putsTimeOn, transact, type Logger, type ProjectItem, type TaskItem, type TimeEntryItem } from './common';

/*
 * Time entries: one item each (functions/entities/time.ts), logged on a task of an
 * active project of the company. Each write is one transaction with the task's
 * useCount (so a task or project with time is never deleted): create on
 * attribute_not_exists, edit on the version read (a move to another task moves the
 * counts), delete on the version read; an invoiced entry refuses edits and deletes
 * in the condition too, not only in the read.
 */

type Key = { companyId: string; timeEntryId: string };
type ListEntry = TimeEntryPage['items'][number];

export const ENTRY_EDIT_CONFLICT = 'This time entry was changed by someone else. Reload and try again.';
const INVOICED = 'invoiced';

/** The filters of a list or a week: one at most (each its own index). */
export interface EntryFilter {
  projectId?: string;
  customerId?: string;
  billing?: TimeBilling;
}

// ---------------------------------------------------------------- mapping

export function toListEntry(r: TimeEntryItem): ListEntry {
  return {
    timeEntryId: r.timeEntryId,
    projectId: r.projectId,
    projectName: r.projectName,
    taskId: r.taskId,
    taskName: r.taskName,
    customerId: r.customerId,
    customerName: r.customerName,
    entryDate: r.entryDate,
    durationMinutes: r.durationMinutes,
    ...(r.notes === undefined ? {} : { notes: r.notes }),
    billing: r.billing,
    ...(r.invoiceId === undefined ? {} : { invoiceId: r.invoiceId }),
    ...(r.invoiceNumber === undefined ? {} : { invoiceNumber: r.invoiceNumber }),
    userId: r.userId,
    userName: r.userName,
    ...(r.timerStartedAt === undefined ? {} : { timerStartedAt: r.timerStartedAt }),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export const toEntry = (r: TimeEntryItem): TimeEntry => ({ ...toListEntry(r), version: r.version ?? 0 });

export const billingFor = (billable: boolean): TimeBilling => (billable ? 'unbilled' : 'not_billable');

/** The fields an entry takes from its project and task. */
export const filedUnder = (project: ProjectItem, task: TaskItem) => ({
  projectId: project.projectId,
  projectName: project.name,
  taskId: task.taskId,
  taskName: task.name,
  customerId: project.customerId,
  customerName: project.customerName,
});

// ---------------------------------------------------------------- reads

async function readEntry(key: Key): Promise<TimeEntryItem> {
  const { data } = await db().entities.timeEntry.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Time entry');
  return data;
}

export async function getTimeEntry(companyId: string, timeEntryId: string): Promise<TimeEntry> {
  return toEntry(await readEntry({ companyId, timeEntryId }));
}

/** The Query of one filter's index (or every entry), over the days from..to. */
function rangeQuery(companyId: string, filter: EntryFilter, from: string, to: string) {
  const { timeEntry } = db().entities;
  const query = filter.projectId
    ? timeEntry.query.byProject({ companyId, projectId: filter.projectId })
    : filter.customerId
      ? timeEntry.query.byCustomer({ companyId, customerId: filter.customerId })
      : filter.billing
        ? timeEntry.query.byBilling({ companyId, billing: filter.billing })
        : timeEntry.query.byDate({ companyId });
  // The day after `to` as the upper bound takes in every entry of `to` (their keys go on with the id).
  return query.between({ entryDate: from }, { entryDate: addDaysIso(to, 1) });
}

/**
 * One page of entries dated from..to (at most 31 days), newest date first (within a
 * date, the newest logged first): one Query of one key range, never a filter.
 */
export async function listTimeEntries(
  companyId: string,
  opts: EntryFilter & { from?: string; to?: string; limit: number; cursor?: string },
): Promise<TimeEntryPage> {
  const { from, to } = timeRange(opts);
  try {
    const result = await rangeQuery(companyId, opts, from, to).go({ limit: opts.limit, cursor: opts.cursor ?? null, order: 'desc' });
    return { items: result.data.map(toListEntry), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/**
 * One customer's time, every date, newest first (with `billing`, that state only: gsi5;
 * else gsi3), each with the hourly rate it bills at today. The rates are two batch reads
 * (the page's projects and tasks), never one read per entry. 404 for a customer the
 * company does not have.
 */
export async function listCustomerTime(
  companyId: string,
  customerId: string,
  opts: { billing?: TimeBilling; limit: number; cursor?: string },
): Promise<CustomerTimePage> {
  const { customer, timeEntry, project, projectTask } = db().entities;
  const { data: found } = await customer.get({ companyId, customerId }).go({ consistent: true, attributes: ['customerId'] });
  if (!found) throw new NotFoundError('Customer');
  const query = opts.billing
    ? timeEntry.query.byCustomerBilling({ companyId, customerId, billing: opts.billing })
    : timeEntry.query.byCustomer({ companyId, customerId });
  let page: { data: TimeEntryItem[]; cursor: string | null };
  try {
    page = await query.go({ limit: opts.limit, cursor: opts.cursor ?? null, order: 'desc' });
  } catch (error) {
    rethrowBadCursor(error);
  }
  const projectIds = [...new Set(page.data.map((e) => e.projectId))];
  const taskKeys = [...new Map(page.data.map((e) => [`${e.projectId}#${e.taskId}`, { companyId, projectId: e.projectId, taskId: e.taskId }])).values()];
  const [projects, tasks] = await Promise.all([
    projectIds.length ? project.get(projectIds.map((projectId) => ({ companyId, projectId }))).go({ attributes: ['projectId', 'billingMethod', 'rateKobo'] }) : { data: [] },
    taskKeys.length ? projectTask.get(taskKeys).go({ attributes: ['projectId', 'taskId', 'rateKobo'] }) : { data: [] },
  ]);
  const projectOf = new Map(projects.data.map((p) => [p.projectId, p]));
  const taskRate = new Map(tasks.data.map((t) => [`${t.projectId}#${t.taskId}`, t.rateKobo ?? 0]));
  const rateOf = (e: TimeEntryItem) => {
    const p = projectOf.get(e.projectId);
    if (!p) return 0;
    return p.billingMethod === 'task' ? (taskRate.get(`${e.projectId}#${e.taskId}`) ?? 0) : (p.rateKobo ?? 0);
  };
  return { items: page.data.map((e) => ({ ...toListEntry(e), rateKobo: rateOf(e) })), cursor: page.cursor };
}

/**
 * The Monday-to-Sunday week of `date` (default today in Lagos): its entries, oldest
 * date first, with the minutes of each day (all seven) and of each project. One Query
 * with a read budget of WEEK_MAX_ENTRIES + 1 items: a bigger week is a 400 asking for a filter.
 */
export async function timeWeek(companyId: string, opts: EntryFilter & { date?: string }): Promise<TimeWeek> {
  const from = weekStart(opts.date ?? lagosToday());
  const to = addDaysIso(from, 6);
  const { data } = await rangeQuery(companyId, opts, from, to).go({ count: WEEK_MAX_ENTRIES + 1 });
  if (data.length > WEEK_MAX_ENTRIES) throw new BadRequestError(TIME_MESSAGES.weekTooBig, { date: TIME_MESSAGES.weekTooBig });
  const days = Array.from({ length: 7 }, (_, i) => ({ date: addDaysIso(from, i), minutes: 0, billableMinutes: 0 }));
  const projects = new Map<string, TimeWeek['projects'][number]>();
  let totalMinutes = 0;
  let billableMinutes = 0;
  for (const e of data) {
    const billable = e.billing === 'not_billable' ? 0 : e.durationMinutes;
    const day = days.find((d) => d.date === e.entryDate);
    if (day) {
      day.minutes += e.durationMinutes;
      day.billableMinutes += billable;
    }
    const p = projects.get(e.projectId) ?? { projectId: e.projectId, projectName: e.projectName, customerName: e.customerName, minutes: 0, billableMinutes: 0 };
    p.minutes += e.durationMinutes;
    p.billableMinutes += billable;
    projects.set(e.projectId, p);
    totalMinutes += e.durationMinutes;
    billableMinutes += billable;
  }
  return {
    from,
    to,
    entries: data.map(toListEntry),
    days,
    projects: [...projects.values()].sort((a, b) => b.minutes - a.minutes || a.projectName.localeCompare(b.projectName)),
    totalMinutes,
    billableMinutes,
  };
}

// ---------------------------------------------------------------- writes

/** What a refused entry transaction means: items 1 and 2 are the new task and project (see the callers). */
function refusal(error: unknown, taskAt: number, projectAt: number): never {
  if (failedAt(error, taskAt)) throw foreignTask();
  if (failedAt(error, projectAt)) throw archivedProject();
  throw error;
}

/**
 * Logs time on a task of one of the company's active projects (400 naming projectId or
 * taskId otherwise): the entry and the task's useCount in one transaction, on the
 * project still being active. Billable unless the entry or its task says otherwise.
 */
export async function createTimeEntry(companyId: string, by: Logger, input: TimeEntryInput): Promise<TimeEntry> {
  const v = timeEntryInputSchema.parse(input);
  const { project, task } = await projectAndTask(companyId, v.projectId, v.taskId);
  const now = new Date().toISOString();
  const record: TimeEntryItem = {
    companyId,
    timeEntryId: newId(),
    ...filedUnder(project, task),
    entryDate: v.entryDate,
    durationMinutes: v.hours * 60 + v.minutes,
    ...(v.notes === undefined ? {} : { notes: v.notes }),
    billing: billingFor(v.billable ?? task.billable ?? true),
    userId: by.userId,
    userName: by.name,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transact(() =>
      db()
        .transaction.write((tx) => [tx.timeEntry.create(record).commit(), ...putsTimeOn(tx, companyId, project.projectId, task.taskId), ...(timeTallyOps(companyId, null, record) as never[])])
        .go(),
    );
  } catch (error) {
    refusal(error, 1, 2);
  }
  return toEntry(record);
}

const invoicedLocked = () => new ConflictError(TIME_MESSAGES.invoicedLocked, INVOICED);

/** After a refused write: 404 if the entry is gone, 409 invoiced if it was billed meanwhile, else a plain 409. */
async function conflictOrGone(key: Key): Promise<never> {
  const { data } = await db().entities.timeEntry.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Time entry');
  if (data.billing === 'invoiced') throw invoicedLocked();
  throw new ConflictError(ENTRY_EDIT_CONFLICT);
}

/**
 * Edit: a full replace (one left out is cleared); with the version it loaded, a save over
 * a newer one is 409. An invoiced entry cannot change (409). Moved to another task (of
 * an active project of the company), the counts of both tasks move in the same transaction.
 */
export async function updateTimeEntry(companyId: string, timeEntryId: string, input: TimeEntryUpdate): Promise<TimeEntry> {
  const { version: expected, ...v } = timeEntryUpdateSchema.parse(input);
  const key = { companyId, timeEntryId };
  const current = await readEntry(key);
  const version = current.version ?? 0;
  if (current.billing === 'invoiced') throw invoicedLocked();
  if (expected !== undefined && expected !== version) throw new ConflictError(ENTRY_EDIT_CONFLICT);
  const moved = v.projectId !== current.projectId || v.taskId !== current.taskId;
  // Kept on its task, the entry keeps the names it was logged with; moved, it takes the new ones (and must be allowed there).
  const target = moved ? await projectAndTask(companyId, v.projectId, v.taskId) : undefined;
  let taskBillable = true;
  if (!moved && v.billable === undefined) {
    const { data } = await db().entities.projectTask.get({ companyId, projectId: current.projectId, taskId: current.taskId }).go({ consistent: true });
    taskBillable = data?.billable ?? true;
  }
  const billable = v.billable ?? (target ? (target.task.billable ?? true) : taskBillable);
  const { notes: _n, ...kept } = current;
  const next: TimeEntryItem = {
    ...kept,
    ...(target ? filedUnder(target.project, target.task) : {}),
    entryDate: v.entryDate,
    durationMinutes: v.hours * 60 + v.minutes,
    ...(v.notes === undefined ? {} : { notes: v.notes }),
    billing: billingFor(billable),
    version: version + 1,
    updatedAt: new Date().toISOString(),
  };
  const fields = ['projectId', 'taskId', 'entryDate', 'durationMinutes', 'notes', 'billing'] as const;
  if (fields.every((f) => current[f] === next[f])) return toEntry(current);
  try {
    if (!target) {
      await transact(() =>
        db()
          .transaction.write(({ timeEntry }) => [
            timeEntry
              .put(next)
              .where((a, op) => `${op.eq(a.version, version)} AND ${op.ne(a.billing, 'invoiced')}`)
              .commit(),
            ...(timeTallyOps(companyId, current, next) as never[]),
          ])
          .go(),
      );
    } else {
      const to = target;
      await transact(() =>
        db()
          .transaction.write((tx) => [
            tx.timeEntry
              .put(next)
              .where((a, op) => `${op.eq(a.version, version)} AND ${op.ne(a.billing, 'invoiced')}`)
              .commit(),
            ...putsTimeOn(tx, companyId, to.project.projectId, to.task.taskId),
            tx.projectTask.patch({ companyId, projectId: current.projectId, taskId: current.taskId }).add({ useCount: -1 }).commit(),
            ...(timeTallyOps(companyId, current, next) as never[]),
          ])
          .go(),
      );
    }
  } catch (error) {
    const e = error as { name?: string; cause?: { name?: string } };
    if (failedAt(error, 0) || e?.name === 'ConditionalCheckFailedException' || e?.cause?.name === 'ConditionalCheckFailedException') await conflictOrGone(key);
    refusal(error, 1, 2);
  }
  return toEntry(next);
}

/** Delete (nothing is answered): on the version read and the entry not being invoiced, with its task's count, in one transaction. */
export async function deleteTimeEntry(companyId: string, timeEntryId: string): Promise<void> {
  const key = { companyId, timeEntryId };
  const current = await readEntry(key);
  if (current.billing === 'invoiced') throw invoicedLocked();
  try {
    await transact(() =>
      db()
        .transaction.write(({ timeEntry, projectTask }) => [
          timeEntry
            .delete(key)
            .where((a, op) => `${op.eq(a.version, current.version ?? 0)} AND ${op.ne(a.billing, 'invoiced')}`)
            .commit(),
          projectTask.patch({ companyId, projectId: current.projectId, taskId: current.taskId }).add({ useCount: -1 }).commit(),
          ...(timeTallyOps(companyId, current, null) as never[]),
        ])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0)) await conflictOrGone(key);
    throw error;
  }
}

