import { timeTallyOps } from '../reports/postings';
import { MAX_ENTRY_MINUTES, TIME_MESSAGES, timerStartSchema, type CurrentTimer, type TimeEntry, type Timer, type TimerStart } from '../../../shared/schemas/time';
import { lagosToday } from '../../../shared/dates';
import { db } from '../../entities/table';
import { ConflictError } from '../../lib/errors';
import { failedAt, newId, projectAndTask, putsTimeOn, transact, type Logger, type TimeEntryItem, type TimerItem } from './common';
import { billingFor, toEntry } from './entries';

/*
 * The timer, kept by the server: one item per member and company (functions/entities/time.ts),
 * so it survives a reload and shows on another device. Server time only: the client sends
 * no time. A running timer counts as a use of its task (so the task is not deleted under it).
 */

const RUNNING = 'timer_running';
const NONE = 'no_timer';

const noTimer = () => new ConflictError(TIME_MESSAGES.noTimer, NONE);

function toTimer(t: TimerItem): Timer {
  return {
    projectId: t.projectId,
    projectName: t.projectName,
    taskId: t.taskId,
    taskName: t.taskName,
    customerId: t.customerId,
    customerName: t.customerName,
    ...(t.notes === undefined ? {} : { notes: t.notes }),
    billable: t.billable,
    startedAt: t.startedAt,
  };
}

async function readTimer(companyId: string, userId: string): Promise<TimerItem | null> {
  const { data } = await db().entities.timer.get({ companyId, userId }).go({ consistent: true });
  return data;
}

/** The caller's running timer (or null) and the server's time now. */
export async function currentTimer(companyId: string, userId: string): Promise<CurrentTimer> {
  const timer = await readTimer(companyId, userId);
  return { timer: timer ? toTimer(timer) : null, now: new Date().toISOString() };
}

/**
 * Starts the caller's timer on a task of an active project of the company (400 naming
 * the field otherwise); 409 while one is running. The timer and the task's use in one
 * transaction, created on attribute_not_exists: two starts at once make one timer.
 */
export async function startTimer(companyId: string, by: Logger, input: TimerStart): Promise<Timer> {
  const v = timerStartSchema.parse(input);
  if (await readTimer(companyId, by.userId)) throw new ConflictError(TIME_MESSAGES.timerRunning, RUNNING);
  const { project, task } = await projectAndTask(companyId, v.projectId, v.taskId);
  const item: TimerItem = {
    companyId,
    userId: by.userId,
    timerId: newId(),
    userName: by.name,
    projectId: project.projectId,
    projectName: project.name,
    taskId: task.taskId,
    taskName: task.name,
    customerId: project.customerId,
    customerName: project.customerName,
    ...(v.notes === undefined ? {} : { notes: v.notes }),
    billable: v.billable ?? task.billable ?? true,
    startedAt: new Date().toISOString(),
  };
  try {
    await transact(() =>
      db()
        .transaction.write((tx) => [tx.timer.create(item).commit(), ...putsTimeOn(tx, companyId, project.projectId, task.taskId)])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0)) throw new ConflictError(TIME_MESSAGES.timerRunning, RUNNING);
    if (failedAt(error, 1)) throw new ConflictError(TIME_MESSAGES.foreignTask, 'task_gone');
    if (failedAt(error, 2)) throw new ConflictError(TIME_MESSAGES.projectArchived, 'project_archived');
    throw error;
  }
  return toTimer(item);
}

/** Minutes from `startedAt` to `now`, rounded up to the minute: at least 1, at most a day (a timer left running stops at 24 hours). */
export function timerMinutes(startedAt: string, now: Date): number {
  const minutes = Math.ceil((now.getTime() - Date.parse(startedAt)) / 60_000);
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, minutes));
}

/**
 * Stops the caller's timer: deletes it (on its id) and creates its time entry (the
 * timer's id is the entry's) in one transaction, dated the day it started (Lagos). Two
 * stops at once make one entry: the second finds the entry the first made and answers it.
 * The task's use passes from the timer to the entry.
 */
export async function stopTimer(companyId: string, userId: string): Promise<TimeEntry> {
  const t = await readTimer(companyId, userId);
  if (!t) throw noTimer();
  const now = new Date();
  const record: TimeEntryItem = {
    companyId,
    timeEntryId: t.timerId,
    projectId: t.projectId,
    projectName: t.projectName,
    taskId: t.taskId,
    taskName: t.taskName,
    customerId: t.customerId,
    customerName: t.customerName,
    entryDate: lagosToday(new Date(t.startedAt)),
    durationMinutes: timerMinutes(t.startedAt, now),
    ...(t.notes === undefined ? {} : { notes: t.notes }),
    billing: billingFor(t.billable),
    userId,
    userName: t.userName,
    timerStartedAt: t.startedAt,
    version: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await transact(() =>
      db()
        .transaction.write(({ timer, timeEntry }) => [
          timer
            .delete({ companyId, userId })
            .where((a, op) => op.eq(a.timerId, t.timerId))
            .commit(),
          timeEntry.create(record).commit(),
          ...(timeTallyOps(companyId, null, record) as never[]),
        ])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0) || failedAt(error, 1)) {
      const { data } = await db().entities.timeEntry.get({ companyId, timeEntryId: t.timerId }).go({ consistent: true });
      if (data) return toEntry(data);
      throw noTimer();
    }
    throw error;
  }
  return toEntry(record);
}

/** Discards the caller's timer: no entry; the task's use given back, in one transaction. */
export async function discardTimer(companyId: string, userId: string): Promise<void> {
  const t = await readTimer(companyId, userId);
  if (!t) throw noTimer();
  try {
    await transact(() =>
      db()
        .transaction.write(({ timer, projectTask }) => [
          timer
            .delete({ companyId, userId })
            .where((a, op) => op.eq(a.timerId, t.timerId))
            .commit(),
          projectTask.patch({ companyId, projectId: t.projectId, taskId: t.taskId }).add({ useCount: -1 }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0)) throw noTimer();
    throw error;
  }
}
