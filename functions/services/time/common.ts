import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { TIME_MESSAGES } from '../../../shared/schemas/time';
import type { Project, ProjectTask, TimeEntry, Timer } from '../../entities/time';
import { db } from '../../entities/table';
import { TransactionCancelled, transact } from '../../lib/dynamo-errors';

export { transact };
import { BadRequestError } from '../../lib/errors';

/*
 * What the time-tracking services share: the item types, ids, the transaction
 * runner that retries a conflict with another transaction, and the check that a
 * project and task named in a request are the company's (a 400 naming the field).
 */

export type ProjectItem = EntityItem<ReturnType<typeof Project>>;
export type TaskItem = EntityItem<ReturnType<typeof ProjectTask>>;
export type TimeEntryItem = EntityItem<ReturnType<typeof TimeEntry>>;
export type TimerItem = EntityItem<ReturnType<typeof Timer>>;

/** Who logs time or creates a project (the route's caller). */
export interface Logger {
  userId: string;
  name: string;
}

/** ULIDs that keep their order within one process. */
export const newId = monotonicFactory();

/** True when a cancelled transaction's item `i` failed its condition. */
export const failedAt = (error: unknown, i: number) => error instanceof TransactionCancelled && error.failed.includes(i);

/** The customer's name for a new project; 400 naming customerId for another company's or an unknown id. */
export async function customerNameFor(companyId: string, customerId: string): Promise<string> {
  const { data } = await db().entities.customer.get({ companyId, customerId }).go({ consistent: true, attributes: ['name'] });
  if (!data) throw new BadRequestError(TIME_MESSAGES.foreignCustomer, { customerId: TIME_MESSAGES.foreignCustomer });
  return data.name;
}

export const foreignProject = () => new BadRequestError(TIME_MESSAGES.foreignProject, { projectId: TIME_MESSAGES.foreignProject });
export const foreignTask = () => new BadRequestError(TIME_MESSAGES.foreignTask, { taskId: TIME_MESSAGES.foreignTask });
export const archivedProject = () => new BadRequestError(TIME_MESSAGES.projectArchived, { projectId: TIME_MESSAGES.projectArchived });

/**
 * The company's project and one of its tasks, as a request names them: 400 naming projectId for a
 * project the company does not have, taskId for a task that is not this project's; an archived
 * project takes no new time (400 naming projectId).
 */
export async function projectAndTask(companyId: string, projectId: string, taskId: string): Promise<{ project: ProjectItem; task: TaskItem }> {
  const [project, task] = await Promise.all([
    db().entities.project.get({ companyId, projectId }).go({ consistent: true }),
    db().entities.projectTask.get({ companyId, projectId, taskId }).go({ consistent: true }),
  ]);
  if (!project.data) throw foreignProject();
  if (!task.data) throw foreignTask();
  if (project.data.status !== 'active') throw archivedProject();
  return { project: project.data, task: task.data };
}

/** The entities as a write transaction's callback gets them. */
type TxEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/**
 * The two writes that put time (an entry or a running timer) on a task, for a transaction:
 * the task's use counted (ADD 1) and the project checked still active. The caller puts them
 * right after its own item, so a cancellation at its index + 1 is the task gone and at + 2
 * the project archived.
 */
export function putsTimeOn(tx: TxEntities, companyId: string, projectId: string, taskId: string) {
  return [
    tx.projectTask.patch({ companyId, projectId, taskId }).add({ useCount: 1 }).commit(),
    tx.project
      .check({ companyId, projectId })
      .where((a, op) => op.eq(a.status, 'active'))
      .commit(),
  ] as const;
}
