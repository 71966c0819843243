import { monotonicFactory } from 'ulid';
import { SYSTEM_AUTHOR } from '../../shared/constants';
import { addDaysIso, lagosToday } from '../../shared/dates';
import { RECURRING_CATCH_UP_MAX, occurrenceDate, type RecurringRunResult } from '../../shared/schemas/recurring-expense';
import { RECURRING_DUE_SHARDS } from '../entities/recurring-expense';
import { db } from '../entities/table';
import { TransactionCancelled, committed, isConditionFailure } from '../lib/dynamo-errors';
import type { ExpenseItem } from './expense-shape';
import { statusAt, type ProfileItem } from './recurring-expenses';
import { expenseTallyOps } from './reports/postings';

/*
 * The recurring-expense job: makes every profile's due periods (recurring-expenses.ts keeps the
 * profiles). Each period is one transaction with the expense it makes, conditional on the
 * period and version of the profile read, so however often and however concurrently it runs,
 * a period makes one expense.
 */

type Key = { companyId: string; profileId: string };

/** ULIDs that keep their order within one process (the expenses one run makes). */
const newId = monotonicFactory();

/** The profile after making (or skipping) its period `p.nextIndex`. */
function advanced(p: ProfileItem, made: boolean): ProfileItem {
  const nextIndex = p.nextIndex + 1;
  const nextDate = occurrenceDate(p.startDate, p.frequency, nextIndex);
  return {
    ...p,
    nextIndex,
    nextDate,
    status: statusAt(false, nextDate, p.endDate),
    ...(made ? { madeCount: (p.madeCount ?? 0) + 1, lastMadeDate: p.nextDate, lastMadeIndex: p.nextIndex } : {}),
    version: (p.version ?? 0) + 1,
    updatedAt: new Date().toISOString(),
  };
}

/** The expense a profile makes for its period `p.nextIndex` (dated that day). */
function expenseOf(p: ProfileItem, now: string): ExpenseItem {
  return {
    companyId: p.companyId,
    expenseId: newId(),
    expenseDate: p.nextDate,
    category: p.category,
    amountKobo: p.amountKobo,
    vatKobo: p.vatKobo ?? 0,
    ...(p.vendor === undefined ? {} : { vendor: p.vendor }),
    ...(p.description === undefined ? {} : { description: p.description }),
    ...(p.customerId === undefined ? {} : { customerId: p.customerId, customerName: p.customerName }),
    customerKey: p.customerId ?? 'none',
    billing: p.billable ? 'unbilled' : 'not_billable',
    reimbursement: p.reimbursable ? 'to_reimburse' : 'none',
    recurringProfileId: p.profileId,
    recurringProfileName: p.name,
    createdBy: SYSTEM_AUTHOR,
    ...(p.createdById === undefined ? {} : { createdById: p.createdById }),
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The condition of moving a profile on: the period and version read, and it being active. */
const asRead =
  (p: ProfileItem) =>
  (a: { version: unknown; nextIndex: unknown; status: unknown }, op: { eq: (attr: unknown, value: unknown) => string }) =>
    `${op.eq(a.version, p.version ?? 0)} AND ${op.eq(a.nextIndex, p.nextIndex)} AND ${op.eq(a.status, 'active')}`;

/**
 * Makes one profile's due periods, oldest first, at most RECURRING_CATCH_UP_MAX in this
 * call. Each period is one transaction: the expense (attribute_not_exists), the period's
 * marker (attribute_not_exists) and the profile moved on (on the period and version read).
 * Another run that made the period first cancels it: the profile is read again and the
 * loop goes on from where it stands. A period whose marker exists (a schedule edited onto
 * a day already made) is skipped, not made twice. Answers how many it made and whether
 * periods are still due.
 */
async function makeForProfile(key: Key, today: string): Promise<{ made: number; behind: boolean }> {
  let made = 0;
  let p = (await db().entities.recurringExpense.get(key).go({ consistent: true })).data;
  for (let steps = 0; p && steps < RECURRING_CATCH_UP_MAX * 2 && made < RECURRING_CATCH_UP_MAX; steps++) {
    if (p.status !== 'active' || p.nextDate > today) return { made, behind: false };
    const current: ProfileItem = p;
    if (current.endDate !== undefined && current.nextDate > current.endDate) {
      // Saved as active past its end (cannot happen through the services): ended now.
      await db().entities.recurringExpense.put({ ...current, status: 'ended', version: (current.version ?? 0) + 1, updatedAt: new Date().toISOString() }).where((a, op) => op.eq(a.version, current.version ?? 0)).go().catch((e: unknown) => {
        if (!isConditionFailure(e)) throw e;
      });
      return { made, behind: false };
    }
    const now = new Date().toISOString();
    const expense = expenseOf(current, now);
    const next = advanced(current, true);
    try {
      await committed(
        db()
          .transaction.write(({ expense: E, recurringOccurrence, recurringExpense }) => [
            E.create(expense).commit(),
            recurringOccurrence
              .create({ companyId: current.companyId, profileId: current.profileId, occurrenceDate: current.nextDate, expenseId: expense.expenseId, amountKobo: expense.amountKobo, createdAt: now })
              .commit(),
            recurringExpense.put(next).where(asRead(current)).commit(),
            ...(expenseTallyOps(current.companyId, null, expense) as never[]),
          ])
          .go(),
      );
      made++;
      p = next;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const fresh = (await db().entities.recurringExpense.get(key).go({ consistent: true })).data;
      if (fresh && fresh.version === current.version && error.failed.includes(1)) {
        // The profile is as read, but its period was made before (under another schedule): skip it.
        const skipped = advanced(current, false);
        await db()
          .entities.recurringExpense.put(skipped)
          .where(asRead(current))
          .go()
          .then(() => (p = skipped))
          .catch((e: unknown) => {
            if (!isConditionFailure(e)) throw e;
          });
        if (p === current) p = (await db().entities.recurringExpense.get(key).go({ consistent: true })).data;
      } else p = fresh;
    }
  }
  return { made, behind: Boolean(p && p.status === 'active' && p.nextDate <= today) };
}

/**
 * The job: makes every due period of every active profile, by `today` (a Lagos day).
 * Reads the sparse due index shard by shard, each shard's key range up to today, a
 * page at a time (no Scan; no company's profiles under one hot key); each profile is
 * then read by its key (consistently) and made by makeForProfile. Safe to run as often
 * and as concurrently as anyone likes: a period makes one expense.
 */
export async function makeDueExpenses(opts: { today?: string; pageSize?: number } = {}): Promise<RecurringRunResult> {
  const today = opts.today ?? lagosToday();
  const result: RecurringRunResult = { today, profiles: 0, made: 0, behind: 0 };
  const before = addDaysIso(today, 1);
  for (let shard = 0; shard < RECURRING_DUE_SHARDS; shard++) {
    let cursor: string | null = null;
    do {
      const page: { data: ProfileItem[]; cursor: string | null } = await db()
        .entities.recurringExpense.query.due({ dueShard: shard })
        .lt({ nextDate: before })
        .go({ limit: opts.pageSize ?? 100, cursor, attributes: ['companyId', 'profileId'] } as never);
      for (const hit of page.data) {
        const done = await makeForProfile({ companyId: hit.companyId, profileId: hit.profileId }, today);
        result.profiles++;
        result.made += done.made;
        if (done.behind) result.behind++;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return result;
}
