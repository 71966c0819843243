import { db } from '../../entities/table';
import { BadRequestError } from '../../lib/errors';

/*
 * A catalogue item's usageCount (documents that use it; its delete is
 * conditional on 0) moves with the documents. Up to USAGE_IN_TRANSACTION
 * items move inside the document's own transaction. A document naming more
 * different items than that (it may have DOCUMENT_MAX_LINES lines) moves the
 * rest outside it, always in the safe direction: gained items are counted
 * before the transaction (and given back if it fails), dropped items after it
 * commits. An interruption between the two can only leave an item counted as
 * used once too often (it cannot be deleted until re-counted), never a used
 * item deletable.
 */

export const USAGE_IN_TRANSACTION = 60;

export interface UsageSplit {
  gainedIn: string[];
  droppedIn: string[];
  gainedOut: string[];
  droppedOut: string[];
}

/** `taken`: places of the transaction other writes (tax rates' usage, billed expenses) already use. */
export function splitUsage(gained: string[], dropped: string[], taken = 0): UsageSplit {
  const room = Math.max(0, USAGE_IN_TRANSACTION - taken);
  const gainedIn = gained.slice(0, room);
  const droppedIn = dropped.slice(0, Math.max(0, room - gainedIn.length));
  return { gainedIn, droppedIn, gainedOut: gained.slice(gainedIn.length), droppedOut: dropped.slice(droppedIn.length) };
}

async function move(companyId: string, itemId: string, by: 1 | -1): Promise<boolean> {
  const patch = db().entities.item.patch({ companyId, itemId });
  try {
    await (by > 0 ? patch.add({ usageCount: 1 }) : patch.subtract({ usageCount: 1 })).go();
    return true;
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException' || /conditional/i.test(String((error as Error).message))) return false;
    throw error;
  }
}

/** Counts the items before the document's transaction; an item gone gives back the ones counted and refuses. */
export async function countBefore(companyId: string, itemIds: string[], noun: string): Promise<void> {
  const done: string[] = [];
  for (const itemId of itemIds) {
    if (!(await move(companyId, itemId, 1))) {
      await giveBack(companyId, done);
      throw new BadRequestError(`An item on this ${noun} no longer exists`);
    }
    done.push(itemId);
  }
}

/** Gives back counts taken before a transaction that failed, or for items dropped once it committed. */
export async function giveBack(companyId: string, itemIds: string[]): Promise<void> {
  for (const itemId of itemIds) await move(companyId, itemId, -1);
}
