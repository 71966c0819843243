import { ModelEntity } from './model';
import { RECURRING_FREQUENCIES, RECURRING_STATUSES } from '../../shared/recurring-values';

/*
 * Key design for recurring expenses (see docs/data-model.md, access patterns).
 *
 * A profile and the markers of the periods it made share one partition,
 * pk = company#profile: the profile ($recurringexpense_1) and one marker per period
 * ($recurringoccurrence_1#occurrencedate_<yyyy-mm-dd>) naming the expense made for it.
 * The profile page's made expenses are that key range, newest first, a page at a time.
 *
 * Lists: gsi1 (gsi1pk = company), the company's profiles, newest first.
 *
 * The job finds what is due without a Scan and without one hot key: gsi2 is a SPARSE
 * index, written only while the profile is active (ElectroDB's index condition), keyed
 * gsi2pk = dueShard (0 .. RECURRING_DUE_SHARDS - 1, from the profile id's last, random,
 * ULID character) and gsi2sk = nextDate#company#profile. The job reads each shard's key
 * range up to today; paused and ended profiles are not in the index at all, and the
 * profiles of every company spread over the shards rather than under one partition key.
 *
 * One expense per profile per period, however often or concurrently the job runs: the
 * expense, its period's marker (created on attribute_not_exists) and the profile moved on
 * to its next date (conditional on the next index read and status = active) are one
 * transaction. Of two runs making the same period, one commits and the other is cancelled.
 */

/** How many partitions the due index spreads the profiles over. */
export const RECURRING_DUE_SHARDS = 8;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The due index's shard of a profile: its ULID's last character (random) modulo the shard count. */
export const dueShardOf = (profileId: string) => Math.max(0, CROCKFORD.indexOf(profileId.slice(-1).toUpperCase())) % RECURRING_DUE_SHARDS;

export const RecurringExpense = () => new ModelEntity({
  model: { entity: 'recurringexpense', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** A ULID: sorting by it is sorting by creation time. */
    profileId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** A built-in category's value, or the company's own category's name as it was when saved. */
    category: { type: 'string', required: true },
    amountKobo: { type: 'number', required: true },
    vatKobo: { type: 'number', required: true, default: 0 },
    vendor: { type: 'string' },
    description: { type: 'string' },
    customerId: { type: 'string' },
    customerName: { type: 'string' },
    billable: { type: 'boolean', required: true },
    reimbursable: { type: 'boolean', required: true },
    frequency: { type: RECURRING_FREQUENCIES, required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string' },
    status: { type: RECURRING_STATUSES, required: true },
    /** The index (0 = the start date) and the day of the next period to make; kept past the end once ended. */
    nextIndex: { type: 'number', required: true },
    nextDate: { type: 'string', required: true },
    madeCount: { type: 'number', required: true, default: 0 },
    lastMadeDate: { type: 'string' },
    lastMadeIndex: { type: 'number' },
    /** The due index's partition (dueShardOf the profile id). */
    dueShard: { type: 'number', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    createdById: { type: 'string', readOnly: true },
    /** Bumped by every write; edits, pauses, resumes, the job's moves and deletes are conditional on the value read. */
    version: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byProfile: {
      pk: { field: 'pk', composite: ['companyId', 'profileId'] },
      sk: { field: 'sk', composite: [] },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['profileId'] },
    },
    // Sparse: only active profiles are in it.
    due: {
      index: 'gsi2',
      condition: (a: Record<string, unknown>) => a.status === 'active',
      pk: { field: 'gsi2pk', composite: ['dueShard'] },
      sk: { field: 'gsi2sk', composite: ['nextDate', 'companyId', 'profileId'] },
    },
  },
});

/** One period a profile made: created on attribute_not_exists in the making transaction. */
export const RecurringOccurrence = () => new ModelEntity({
  model: { entity: 'recurringoccurrence', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    profileId: { type: 'string', required: true, readOnly: true },
    /** The period's day (the expense's date). */
    occurrenceDate: { type: 'string', required: true, readOnly: true },
    expenseId: { type: 'string', required: true, readOnly: true },
    amountKobo: { type: 'number', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byProfile: {
      pk: { field: 'pk', composite: ['companyId', 'profileId'] },
      sk: { field: 'sk', composite: ['occurrenceDate'] },
    },
  },
});
