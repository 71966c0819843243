import type { EntityItem } from 'electrodb';
import { customerNameFor, type ExpenseItem } from './expense-shape';
import { checkedCategory } from './expense-categories';
import { monotonicFactory } from 'ulid';
import { addDaysIso, lagosToday } from '../../shared/dates';
import {
  RECURRING_MESSAGES,
  RECURRING_START_BACK_DAYS,
  firstOccurrenceFrom,
  recurringExpenseInputSchema,
  recurringExpenseUpdateSchema,
  type RecurringExpense,
  type RecurringExpenseInput,
  type RecurringExpensePage,
  type RecurringExpenseUpdate,
  type RecurringExpenseValues,
  type RecurringMadePage,
  type RecurringStatus,
} from '../../shared/schemas/recurring-expense';
import { dueShardOf, type RecurringExpense as ProfileEntity, type RecurringOccurrence as OccurrenceEntity } from '../entities/recurring-expense';
import { db } from '../entities/table';
import { isConditionFailure, rethrowBadCursor } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';

/*
 * Recurring expenses: profiles (functions/entities/recurring-expense.ts); the job that
 * makes their expenses is recurring-expense-job.ts (makeDueExpenses; functions/jobs/recurring-expenses.ts
 * runs it daily in AWS, `npm start` every minute). Every write of a profile is conditional on the version
 * read; the job's, on the period it read too, in one transaction with the expense it makes.
 */

export type ProfileItem = EntityItem<ReturnType<typeof ProfileEntity>>;
type OccurrenceItem = EntityItem<ReturnType<typeof OccurrenceEntity>>;
type Key = { companyId: string; profileId: string };

/** Who saves a profile (the route's caller). */
export interface Saver {
  userId: string;
  name: string;
}

const newId = monotonicFactory();

// ---------------------------------------------------------------- mapping

function toProfile(r: ProfileItem): RecurringExpense {
  return {
    profileId: r.profileId,
    name: r.name,
    category: r.category,
    amountKobo: r.amountKobo,
    vatKobo: r.vatKobo ?? 0,
    ...(r.vendor === undefined ? {} : { vendor: r.vendor }),
    ...(r.description === undefined ? {} : { description: r.description }),
    ...(r.customerId === undefined ? {} : { customerId: r.customerId, customerName: r.customerName ?? '' }),
    billable: r.billable,
    reimbursable: r.reimbursable,
    frequency: r.frequency,
    startDate: r.startDate,
    ...(r.endDate === undefined ? {} : { endDate: r.endDate }),
    status: r.status,
    // Kept past the end in the table (the due index's key needs it); not a date an ended profile has.
    ...(r.status === 'ended' ? {} : { nextDate: r.nextDate }),
    madeCount: r.madeCount ?? 0,
    ...(r.lastMadeDate === undefined ? {} : { lastMadeDate: r.lastMadeDate }),
    createdBy: r.createdBy,
    version: r.version ?? 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const toListProfile = (r: ProfileItem): RecurringExpensePage['items'][number] => {
  const { version: _v, ...rest } = toProfile(r);
  return rest;
};

/** The fields a save replaces: validated input, blanks absent, the customer's name beside its id. */
function storedFields(v: RecurringExpenseValues, customerName: string | undefined) {
  return {
    name: v.name,
    category: v.category,
    amountKobo: v.amountKobo,
    vatKobo: v.vatKobo,
    ...(v.vendor === undefined ? {} : { vendor: v.vendor }),
    ...(v.description === undefined ? {} : { description: v.description }),
    ...(v.customerId === undefined ? {} : { customerId: v.customerId, customerName }),
    billable: v.billable,
    reimbursable: v.reimbursable,
    frequency: v.frequency,
    startDate: v.startDate,
    ...(v.endDate === undefined ? {} : { endDate: v.endDate }),
  };
}

/** Active or ended by the end date (a paused profile stays paused). */
export const statusAt = (paused: boolean, nextDate: string, endDate: string | undefined): RecurringStatus =>
  paused ? 'paused' : endDate !== undefined && nextDate > endDate ? 'ended' : 'active';

// ---------------------------------------------------------------- reads

async function readProfile(key: Key): Promise<ProfileItem> {
  const { data } = await db().entities.recurringExpense.get(key).go({ consistent: true });
  if (!data) throw new NotFoundError('Recurring expense');
  return data;
}

/** A start date more than RECURRING_START_BACK_DAYS ago is refused (400 naming startDate): what one save makes for the past stays small. */
function checkStart(startDate: string, today: string): void {
  if (startDate < addDaysIso(today, -RECURRING_START_BACK_DAYS)) throw new BadRequestError(RECURRING_MESSAGES.startTooEarly, { startDate: RECURRING_MESSAGES.startTooEarly });
}

export async function getRecurringExpense(companyId: string, profileId: string): Promise<RecurringExpense> {
  return toProfile(await readProfile({ companyId, profileId }));
}

/** One page of the company's profiles, newest first: one Query of gsi1. */
export async function listRecurringExpenses(companyId: string, opts: { limit: number; cursor?: string }): Promise<RecurringExpensePage> {
  try {
    const result = await db().entities.recurringExpense.query.all({ companyId }).go({ limit: opts.limit, cursor: opts.cursor ?? null, order: 'desc' });
    return { items: result.data.map(toListProfile), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

/**
 * The expenses a profile made, newest period first: one Query of its markers' key range,
 * then one BatchGetItem of those expenses for how they stand now (deleted ones say so).
 */
export async function listMadeExpenses(companyId: string, profileId: string, opts: { limit: number; cursor?: string }): Promise<RecurringMadePage> {
  await readProfile({ companyId, profileId });
  let markers: OccurrenceItem[];
  let cursor: string | null;
  try {
    const result = await db().entities.recurringOccurrence.query.byProfile({ companyId, profileId }).go({ limit: opts.limit, cursor: opts.cursor ?? null, order: 'desc' });
    markers = result.data;
    cursor = result.cursor;
  } catch (error) {
    rethrowBadCursor(error);
  }
  const found = new Map<string, ExpenseItem>();
  if (markers.length) {
    const { data } = await db()
      .entities.expense.get(markers.map((m) => ({ companyId, expenseId: m.expenseId })))
      .go({ attributes: ['expenseId', 'amountKobo', 'billing', 'reimbursement'] } as never);
    for (const e of data as ExpenseItem[]) found.set(e.expenseId, e);
  }
  return {
    items: markers.map((m) => {
      const e = found.get(m.expenseId);
      return {
        occurrenceDate: m.occurrenceDate,
        expenseId: m.expenseId,
        amountKobo: e?.amountKobo ?? m.amountKobo,
        ...(e ? { billing: e.billing, reimbursement: e.reimbursement } : {}),
        deleted: !e,
      };
    }),
    cursor,
  };
}

// ---------------------------------------------------------------- writes

/** Creates a profile; its first expense is made on its start date (by the job, the same day when that is today or before). */
export async function createRecurringExpense(companyId: string, by: Saver, input: RecurringExpenseInput, today = lagosToday()): Promise<RecurringExpense> {
  const parsed = recurringExpenseInputSchema.parse(input);
  const v = { ...parsed, category: await checkedCategory(companyId, parsed.category, 'category') };
  checkStart(v.startDate, today);
  const customerName = await customerNameFor(companyId, v.customerId);
  const now = new Date().toISOString();
  const profileId = newId();
  const record: ProfileItem = {
    companyId,
    profileId,
    ...storedFields(v, customerName),
    status: statusAt(false, v.startDate, v.endDate),
    nextIndex: 0,
    nextDate: v.startDate,
    madeCount: 0,
    dueShard: dueShardOf(profileId),
    createdBy: by.name,
    createdById: by.userId,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  await db().entities.recurringExpense.create(record).go();
  return toProfile(record);
}

/** Writes `next` over the profile on the version read; a refusal is 404 (gone) or 409. */
async function writeOver(current: ProfileItem, next: ProfileItem): Promise<void> {
  try {
    await db()
      .entities.recurringExpense.put(next)
      .where((a, op) => op.eq(a.version, current.version ?? 0))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await readProfile({ companyId: current.companyId, profileId: current.profileId });
    throw new ConflictError(RECURRING_MESSAGES.editConflict);
  }
}

/**
 * Edit: a full replace (one left out is cleared), with the version it loaded (409 over a
 * newer one). Expenses already made stay as they are. A new start date or frequency starts
 * the new schedule at its first date after the last one made; a new end date may end the
 * profile, or start an ended one again.
 */
export async function updateRecurringExpense(companyId: string, profileId: string, input: RecurringExpenseUpdate, today = lagosToday()): Promise<RecurringExpense> {
  const { version: expected, ...parsed } = recurringExpenseUpdateSchema.parse(input);
  const current = await readProfile({ companyId, profileId });
  // Its current category stays valid even when that category was deleted since (as an expense's does).
  const v = { ...parsed, category: await checkedCategory(companyId, parsed.category, 'category', current.category) };
  if (expected !== undefined && expected !== (current.version ?? 0)) throw new ConflictError(RECURRING_MESSAGES.editConflict);
  const rescheduled = v.startDate !== current.startDate || v.frequency !== current.frequency;
  if (rescheduled && v.startDate !== current.startDate) checkStart(v.startDate, today);
  const customerName = await customerNameFor(companyId, v.customerId);
  const next = rescheduled
    ? firstOccurrenceFrom(v.startDate, v.frequency, current.lastMadeDate ? addDaysIso(current.lastMadeDate, 1) : v.startDate)
    : { index: current.nextIndex, date: current.nextDate };
  const { vendor: _v, description: _d, customerId: _c, customerName: _n, endDate: _e, ...kept } = current;
  const record: ProfileItem = {
    ...kept,
    ...storedFields(v, customerName),
    nextIndex: next.index,
    nextDate: next.date,
    status: statusAt(current.status === 'paused', next.date, v.endDate),
    version: (current.version ?? 0) + 1,
    updatedAt: new Date().toISOString(),
  };
  await writeOver(current, record);
  return toProfile(record);
}

/** Pause: no expense is made until it is resumed (409 unless active). */
export async function pauseRecurringExpense(companyId: string, profileId: string): Promise<RecurringExpense> {
  const current = await readProfile({ companyId, profileId });
  if (current.status === 'paused') return toProfile(current);
  if (current.status !== 'active') throw new ConflictError(RECURRING_MESSAGES.notActive);
  const record: ProfileItem = { ...current, status: 'paused', version: (current.version ?? 0) + 1, updatedAt: new Date().toISOString() };
  await writeOver(current, record);
  return toProfile(record);
}

/**
 * Resume: the periods that passed while paused are skipped; the next expense is the first
 * date from today on (after the last made). 409 unless paused.
 */
export async function resumeRecurringExpense(companyId: string, profileId: string, today = lagosToday()): Promise<RecurringExpense> {
  const current = await readProfile({ companyId, profileId });
  if (current.status === 'active') return toProfile(current);
  if (current.status !== 'paused') throw new ConflictError(RECURRING_MESSAGES.notPaused);
  const from = current.lastMadeDate && current.lastMadeDate >= today ? addDaysIso(current.lastMadeDate, 1) : today;
  const next = firstOccurrenceFrom(current.startDate, current.frequency, from, current.nextIndex);
  const record: ProfileItem = {
    ...current,
    nextIndex: next.index,
    nextDate: next.date,
    status: statusAt(false, next.date, current.endDate),
    version: (current.version ?? 0) + 1,
    updatedAt: new Date().toISOString(),
  };
  await writeOver(current, record);
  return toProfile(record);
}

/**
 * Delete: no more expenses are made (the job's transaction is conditional on the profile);
 * those it made stay, each with its link. Its period markers go with it, a batch at a time.
 */
export async function deleteRecurringExpense(companyId: string, profileId: string): Promise<void> {
  const key = { companyId, profileId };
  try {
    await db()
      .entities.recurringExpense.delete(key)
      .where((a, op) => op.exists(a.profileId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Recurring expense');
    throw error;
  }
  let cursor: string | null = null;
  do {
    const page: { data: OccurrenceItem[]; cursor: string | null } = await db().entities.recurringOccurrence.query.byProfile(key).go({ limit: 25, cursor, attributes: ['occurrenceDate'] } as never);
    if (page.data.length) await db().entities.recurringOccurrence.delete(page.data.map((m) => ({ ...key, occurrenceDate: m.occurrenceDate }))).go();
    cursor = page.cursor;
  } while (cursor);
}
