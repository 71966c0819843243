import { ModelEntity } from './model';
import { PROJECT_BILLING_METHODS, PROJECT_STATUSES, TIME_BILLING_STATES } from '../../shared/time-values';

/*
 * Key design for time tracking (see docs/data-model.md, access patterns).
 *
 * A project and its tasks share one partition, pk = company#project: the project
 * ($projectdetail#project_1) and its tasks ($projectdetail#projecttask_1#taskid_<ulid>)
 * form the `projectDetail` collection, so a project with its tasks is one Query (at
 * most 50 tasks: MAX_TASKS_PER_PROJECT). Lists of projects, newest first:
 *   gsi1 (gsi1pk = company):           All
 *   gsi2 (gsi2pk = company#status):    Active, Archived
 *
 * A time entry is one item, pk = company#timeentry, sk $timeentry_1 (GetItem and
 * conditional writes). Each list and filter is a key range of one index, sorted by the
 * entry's date then its id (a ULID), read between the range's first day and the day
 * after its last:
 *   gsi1 (gsi1pk = company):           every entry
 *   gsi2 (gsi2pk = company#project):   one project's
 *   gsi3 (gsi3pk = company#customer):  one customer's (its project's customer, fixed)
 *   gsi4 (gsi4pk = company#billing):   not billable, unbilled or invoiced
 *   gsi5 (gsi5pk = company#customer, sk billing#date#id): one customer's in one billing
 *        state, every date (the invoice form's unbilled time; the customer's Transactions tab)
 * How big a week can be: the week view reads one of these ranges, 7 days, with a read
 * budget of WEEK_MAX_ENTRIES (1,000) + 1 items; an entry item is under 2 KB (notes at
 * most 500 characters), so a week is at most about 2 MB read, two or three Query pages,
 * and more than that is refused with a 400 asking for a filter rather than read on.
 * (A team of 20 each logging 7 entries a day for 7 days is 980.) Its totals per day and
 * per project are summed from those items: nothing is kept that could drift.
 *
 * What may not be deleted is kept by counts, moved in the same transactions:
 * - a task's `useCount` = its entries + running timers (ADD 1 when an entry is logged or a
 *   timer starts on it, -1 when one is deleted, moved away or discarded); a task is
 *   deleted only on `useCount = 0`;
 * - a project's `taskCount` (ADD with each task created or deleted, at most 50); a
 *   project is deleted with its tasks in one transaction on `taskCount` = the tasks read
 *   and each task's `useCount = 0`, so a task or an entry added meanwhile cancels it.
 * A project's customer never changes (its entries are filed under it).
 *
 * The timer: one item per member and company, pk = company#user, sk $timer_1, created on
 * attribute_not_exists (one running timer). Stopping it deletes it (on its timerId) and
 * creates the entry (id = the timerId) in one transaction: two stops make one entry.
 */

export const Project = () => new ModelEntity({
  model: { entity: 'project', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** A ULID: sorting by it is sorting by creation time. */
    projectId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** One of the company's customers (checked on create), and its name then. Fixed. */
    customerId: { type: 'string', required: true, readOnly: true },
    customerName: { type: 'string', required: true },
    billingMethod: { type: PROJECT_BILLING_METHODS, required: true },
    /** The hourly rate when billed by project, in kobo. */
    rateKobo: { type: 'number', required: true, default: 0 },
    budgetHours: { type: 'number' },
    description: { type: 'string' },
    status: { type: PROJECT_STATUSES, required: true },
    /** Its tasks (ADD in each task's create and delete transaction). */
    taskCount: { type: 'number', required: true, default: 0 },
    createdBy: { type: 'string', required: true, readOnly: true },
    /** Bumped by every edit and archive; edits are conditional on the value they read. */
    version: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byProject: {
      collection: 'projectDetail',
      pk: { field: 'pk', composite: ['companyId', 'projectId'] },
      sk: { field: 'sk', composite: [] },
    },
    // Newest first = these key ranges read in descending order.
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['projectId'] },
    },
    byStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['projectId'] },
    },
  },
});

export const ProjectTask = () => new ModelEntity({
  model: { entity: 'projecttask', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
    taskId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** The hourly rate when the project bills by task, in kobo. */
    rateKobo: { type: 'number', required: true, default: 0 },
    billable: { type: 'boolean', required: true, default: true },
    /** Entries logged on it plus running timers: it is deleted only at 0. */
    useCount: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byProject: {
      collection: 'projectDetail',
      pk: { field: 'pk', composite: ['companyId', 'projectId'] },
      sk: { field: 'sk', composite: ['taskId'] },
    },
  },
});

export const TimeEntry = () => new ModelEntity({
  model: { entity: 'timeentry', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** A ULID (the timer's id for an entry the timer made). */
    timeEntryId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true },
    projectName: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    taskName: { type: 'string', required: true },
    /** The project's customer (fixed on the project) and its name. */
    customerId: { type: 'string', required: true },
    customerName: { type: 'string', required: true },
    /** yyyy-MM-dd (calendarDate, Lagos): sorts as text. */
    entryDate: { type: 'string', required: true },
    /** Whole minutes, 1 to 1,440. */
    durationMinutes: { type: 'number', required: true },
    notes: { type: 'string' },
    billing: { type: TIME_BILLING_STATES, required: true },
    /** The invoice that bills it, and that invoice's number (set and cleared by the invoice's own transaction). */
    invoiceId: { type: 'string' },
    invoiceNumber: { type: 'string' },
    /** Who logged it. */
    userId: { type: 'string', required: true, readOnly: true },
    userName: { type: 'string', required: true, readOnly: true },
    timerStartedAt: { type: 'string', readOnly: true },
    /** Bumped by every write; edits and deletes are conditional on the value they read. */
    version: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byEntry: {
      pk: { field: 'pk', composite: ['companyId', 'timeEntryId'] },
      sk: { field: 'sk', composite: [] },
    },
    byDate: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['entryDate', 'timeEntryId'] },
    },
    byProject: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'projectId'] },
      sk: { field: 'gsi2sk', composite: ['entryDate', 'timeEntryId'] },
    },
    byCustomer: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'gsi3sk', composite: ['entryDate', 'timeEntryId'] },
    },
    byBilling: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['companyId', 'billing'] },
      sk: { field: 'gsi4sk', composite: ['entryDate', 'timeEntryId'] },
    },
    byCustomerBilling: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['companyId', 'customerId'] },
      sk: { field: 'gsi5sk', composite: ['billing', 'entryDate', 'timeEntryId'] },
    },
  },
});

export const Timer = () => new ModelEntity({
  model: { entity: 'timer', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** A ULID made at start: the id of the entry stopping it makes. */
    timerId: { type: 'string', required: true, readOnly: true },
    userName: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
    projectName: { type: 'string', required: true, readOnly: true },
    taskId: { type: 'string', required: true, readOnly: true },
    taskName: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    customerName: { type: 'string', required: true, readOnly: true },
    notes: { type: 'string', readOnly: true },
    billable: { type: 'boolean', required: true, readOnly: true },
    /** Server time (ISO). */
    startedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['companyId', 'userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
