import {
  MAX_TASKS_PER_PROJECT,
  TIME_MESSAGES,
  projectInputSchema,
  projectUpdateSchema,
  taskInputSchema,
  type Project,
  type ProjectDetail,
  type ProjectInput,
  type ProjectListStatus,
  type ProjectPage,
  type ProjectStatus,
  type ProjectTask,
  type ProjectUpdate,
  type TaskInput,
} from '../../../shared/schemas/time';
import { db } from '../../entities/table';
import { rethrowBadCursor } from '../../lib/dynamo-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { customerNameFor, failedAt, newId, transact, type Logger, type ProjectItem, type TaskItem } from './common';

/*
 * Projects and their tasks (functions/entities/time.ts). A project and its tasks
 * are one Query; edits are conditional on the version read; a task is created and
 * deleted in one transaction with the project's task count, and nothing with time
 * logged on it (a task's useCount) can be deleted: the conditions say so, not a read.
 */

export const PROJECT_EDIT_CONFLICT = 'This project was changed by someone else. Reload and try again.';
const HAS_TIME = 'has_time';

type Key = { companyId: string; projectId: string };

// ---------------------------------------------------------------- mapping

function toProject(r: ProjectItem): Project {
  return {
    projectId: r.projectId,
    name: r.name,
    customerId: r.customerId,
    customerName: r.customerName,
    billingMethod: r.billingMethod,
    rateKobo: r.rateKobo ?? 0,
    ...(r.budgetHours === undefined ? {} : { budgetHours: r.budgetHours }),
    ...(r.description === undefined ? {} : { description: r.description }),
    status: r.status,
    taskCount: r.taskCount ?? 0,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function toTask(t: TaskItem): ProjectTask {
  return { taskId: t.taskId, name: t.name, rateKobo: t.rateKobo ?? 0, billable: t.billable ?? true, createdAt: t.createdAt, updatedAt: t.updatedAt };
}

const toDetail = (p: ProjectItem, tasks: TaskItem[]): ProjectDetail => ({
  ...toProject(p),
  tasks: [...tasks].sort((a, b) => (a.taskId < b.taskId ? -1 : 1)).map(toTask),
  version: p.version ?? 0,
});

// ---------------------------------------------------------------- reads

/** The project and its tasks: one Query of its partition (404 for another company's or an unknown id). */
async function readDetail(key: Key): Promise<{ project: ProjectItem; tasks: TaskItem[] }> {
  const { data } = await db().collections.projectDetail(key).go({ consistent: true, pages: 'all' });
  const project = data.project[0];
  if (!project) throw new NotFoundError('Project');
  return { project, tasks: data.projectTask };
}

export async function getProject(companyId: string, projectId: string): Promise<ProjectDetail> {
  const { project, tasks } = await readDetail({ companyId, projectId });
  return toDetail(project, tasks);
}

/** One page, newest first: All is gsi1, Active and Archived gsi2 (status): one key range each, never a filter. */
export async function listProjects(companyId: string, opts: { status?: ProjectListStatus; limit: number; cursor?: string }): Promise<ProjectPage> {
  const page = { limit: opts.limit, cursor: opts.cursor ?? null, order: 'desc' as const };
  const { project } = db().entities;
  const status = opts.status ?? 'all';
  try {
    const result = status === 'all' ? await project.query.all({ companyId }).go(page) : await project.query.byStatus({ companyId, status }).go(page);
    return { items: result.data.map(toProject), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

// ---------------------------------------------------------------- projects

const taskItem = (key: Key, t: { name: string; rateKobo: number; billable: boolean }, now: string): TaskItem => ({
  ...key,
  taskId: newId(),
  name: t.name,
  rateKobo: t.rateKobo,
  billable: t.billable,
  useCount: 0,
  createdAt: now,
  updatedAt: now,
});

/** Creates a project for one of the company's customers (400 naming customerId otherwise), with its first tasks, in one transaction. */
export async function createProject(companyId: string, by: Logger, input: ProjectInput): Promise<ProjectDetail> {
  const { tasks: firstTasks = [], ...v } = projectInputSchema.parse(input);
  const customerName = await customerNameFor(companyId, v.customerId);
  const now = new Date().toISOString();
  const key = { companyId, projectId: newId() };
  const tasks = firstTasks.map((t) => taskItem(key, t, now));
  const record: ProjectItem = {
    ...key,
    name: v.name,
    customerId: v.customerId,
    customerName,
    billingMethod: v.billingMethod,
    rateKobo: v.rateKobo,
    ...(v.budgetHours === undefined ? {} : { budgetHours: v.budgetHours }),
    ...(v.description === undefined ? {} : { description: v.description }),
    status: 'active',
    taskCount: tasks.length,
    createdBy: by.name,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  await transact(() =>
    db()
      .transaction.write(({ project, projectTask }) => [project.create(record).commit(), ...tasks.map((t) => projectTask.create(t).commit())])
      .go(),
  );
  return toDetail(record, tasks);
}

/**
 * Edit: a full replace of the project's own fields (one left out is cleared); with the
 * version it loaded, a save over a newer one is 409. Its customer and tasks stay.
 */
export async function updateProject(companyId: string, projectId: string, input: ProjectUpdate): Promise<ProjectDetail> {
  const { version: expected, ...v } = projectUpdateSchema.parse(input);
  const key = { companyId, projectId };
  const { project: current } = await readDetail(key);
  const version = current.version ?? 0;
  if (expected !== undefined && expected !== version) throw new ConflictError(PROJECT_EDIT_CONFLICT);
  const same =
    current.name === v.name &&
    current.billingMethod === v.billingMethod &&
    (current.rateKobo ?? 0) === v.rateKobo &&
    current.budgetHours === v.budgetHours &&
    current.description === v.description;
  if (!same) {
    const cleared = (['budgetHours', 'description'] as const).filter((f) => v[f] === undefined && current[f] !== undefined);
    let patch = db()
      .entities.project.patch(key)
      .set({
        name: v.name,
        billingMethod: v.billingMethod,
        rateKobo: v.rateKobo,
        ...(v.budgetHours === undefined ? {} : { budgetHours: v.budgetHours }),
        ...(v.description === undefined ? {} : { description: v.description }),
        version: version + 1,
        updatedAt: new Date().toISOString(),
      });
    if (cleared.length) patch = patch.remove(cleared);
    try {
      await patch.where((a, op) => op.eq(a.version, version)).go();
    } catch (error) {
      if (isGoneOrChanged(error)) await conflictOrGone(key);
      throw error;
    }
  }
  return getProject(companyId, projectId);
}

const isGoneOrChanged = (error: unknown) => {
  const e = error as { name?: string; cause?: { name?: string } };
  return e?.name === 'ConditionalCheckFailedException' || e?.cause?.name === 'ConditionalCheckFailedException';
};

async function conflictOrGone(key: Key): Promise<never> {
  const { data } = await db().entities.project.get(key).go({ consistent: true, attributes: ['projectId'] });
  if (!data) throw new NotFoundError('Project');
  throw new ConflictError(PROJECT_EDIT_CONFLICT);
}

/** Archive (no new time, off the Active list) or reactivate; setting it as it is changes nothing. */
export async function setProjectStatus(companyId: string, projectId: string, status: ProjectStatus): Promise<ProjectDetail> {
  const key = { companyId, projectId };
  const { project: current, tasks } = await readDetail(key);
  if (current.status === status) return toDetail(current, tasks);
  try {
    await db()
      .entities.project.patch(key)
      .set({ status, updatedAt: new Date().toISOString() })
      .add({ version: 1 })
      .go();
  } catch (error) {
    if (isGoneOrChanged(error)) throw new NotFoundError('Project');
    throw error;
  }
  return getProject(companyId, projectId);
}

/**
 * Deletes the project with its tasks in one transaction: on its task count being the
 * tasks read and on each task having no time (useCount 0), so time logged or a task
 * added meanwhile cancels it. With time logged: 409 (archive it instead).
 */
export async function deleteProject(companyId: string, projectId: string): Promise<void> {
  const key = { companyId, projectId };
  const { project: current, tasks } = await readDetail(key);
  const hasTime = () => new ConflictError(TIME_MESSAGES.projectHasTime, HAS_TIME);
  if (tasks.some((t) => (t.useCount ?? 0) > 0)) throw hasTime();
  try {
    await transact(() =>
      db()
        .transaction.write(({ project, projectTask }) => [
          project
            .delete(key)
            .where((a, op) => `${op.exists(a.projectId)} AND ${op.eq(a.taskCount, current.taskCount ?? 0)}`)
            .commit(),
          ...tasks.map((t) =>
            projectTask
              .delete({ ...key, taskId: t.taskId })
              .where((a, op) => `${op.exists(a.taskId)} AND (${op.notExists(a.useCount)} OR ${op.eq(a.useCount, 0)})`)
              .commit(),
          ),
        ])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0) || tasks.some((_, i) => failedAt(error, i + 1))) {
      const now = await readDetail(key);
      if (now.tasks.some((t) => (t.useCount ?? 0) > 0)) throw hasTime();
      throw new ConflictError(PROJECT_EDIT_CONFLICT);
    }
    throw error;
  }
}

// ---------------------------------------------------------------- tasks

/** Adds a task (at most 50 a project): the task and the project's count in one transaction. */
export async function createTask(companyId: string, projectId: string, input: TaskInput): Promise<ProjectTask> {
  const v = taskInputSchema.parse(input);
  const key = { companyId, projectId };
  const item = taskItem(key, v, new Date().toISOString());
  try {
    await transact(() =>
      db()
        .transaction.write(({ project, projectTask }) => [
          project
            .patch(key)
            .add({ taskCount: 1 })
            .where((a, op) => op.lt(a.taskCount, MAX_TASKS_PER_PROJECT))
            .commit(),
          projectTask.create(item).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0)) {
      await readDetail(key);
      throw new ConflictError(TIME_MESSAGES.tooManyTasks, 'too_many_tasks');
    }
    throw error;
  }
  return toTask(item);
}

/** Renames a task or changes its rate and billable default (a full replace); its entries keep the name they were logged with. */
export async function updateTask(companyId: string, projectId: string, taskId: string, input: TaskInput): Promise<ProjectTask> {
  const v = taskInputSchema.parse(input);
  const key = { companyId, projectId, taskId };
  try {
    const { data } = await db()
      .entities.projectTask.patch(key)
      .set({ name: v.name, rateKobo: v.rateKobo, billable: v.billable, updatedAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return toTask(data as TaskItem);
  } catch (error) {
    if (isGoneOrChanged(error)) throw new NotFoundError('Task');
    throw error;
  }
}

/** Deletes a task with no time logged on it (409 otherwise), and takes it off the project's count, in one transaction. */
export async function deleteTask(companyId: string, projectId: string, taskId: string): Promise<void> {
  const key = { companyId, projectId };
  try {
    await transact(() =>
      db()
        .transaction.write(({ project, projectTask }) => [
          projectTask
            .delete({ ...key, taskId })
            .where((a, op) => `${op.exists(a.taskId)} AND (${op.notExists(a.useCount)} OR ${op.eq(a.useCount, 0)})`)
            .commit(),
          project.patch(key).add({ taskCount: -1 }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (failedAt(error, 0) || failedAt(error, 1)) {
      const { data } = await db().entities.projectTask.get({ ...key, taskId }).go({ consistent: true });
      if (!data) throw new NotFoundError('Task');
      throw new ConflictError(TIME_MESSAGES.taskHasTime, HAS_TIME);
    }
    throw error;
  }
}
