import { createHash } from 'node:crypto';
import { ModelEntity } from './model';

/** How many partitions the deletion job's index spreads the scheduled companies over. */
export const DELETION_SHARDS = 8;

/** A company's shard of the deletion index, from its id's hash. */
export const deletionShardOf = (companyId: string) => createHash('sha256').update(companyId).digest()[0]! % DELETION_SHARDS;

/**
 * A company an owner has scheduled for deletion (Settings > Company data): in the company's
 * partition, written in one transaction with the subscription's `deleteOn` (which refuses
 * changes meanwhile) and removed with it when an owner stops the deletion.
 *
 * The daily job finds the companies due without a Scan and without one hot key: gsi2 holds
 * only these items, keyed gsi2pk = deletionShard (0 .. DELETION_SHARDS - 1, from the company
 * id's hash) and gsi2sk = deleteOn#company, so the job reads each shard's range up to today.
 * The item is the last one the deletion removes, so a run cut short is found and finished by
 * the next.
 */
export const CompanyDeletion = () => new ModelEntity({
  model: { entity: 'companydeletion', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** yyyy-mm-dd (Lagos): the day the job deletes the company. */
    deleteOn: { type: 'string', required: true, readOnly: true },
    deletionShard: { type: 'number', required: true, readOnly: true },
    requestedAt: { type: 'string', required: true, readOnly: true },
    /** The owner who asked, by name, and their user id. */
    requestedBy: { type: 'string', required: true, readOnly: true },
    requestedByUserId: { type: 'string', required: true, readOnly: true },
    /** When the job began deleting: from then on no owner can stop it. */
    startedAt: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
    due: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['deletionShard'] },
      sk: { field: 'gsi2sk', composite: ['deleteOn', 'companyId'] },
    },
  },
});
