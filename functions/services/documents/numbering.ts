import { numberKey as key } from '../../../shared/documents/numbers';
import { db } from '../../entities/table';
import type { Header, Plan } from './store';

/*
 * Numbers: one series per company and kind. The counter hands out the next
 * value with an atomic ADD (concurrent creates never share a value and never
 * queue behind each other); the claim item, created with attribute_not_exists
 * in the document's own transaction, makes a number unique even against one
 * typed by hand. A create that fails after reserving leaves a gap, never a
 * duplicate.
 */

export const numberKey = key;

export const formatNumber = (prefix: string, n: number, digits: number) => `${prefix}${String(n).padStart(digits, '0')}`;

/** The value the series would give next (the form pre-fills it); one GetItem. */
export async function peekNumber(companyId: string, kind: Header['kind']): Promise<number> {
  const { data } = await db().entities.documentCounter.get({ companyId, kind }).go({ consistent: true });
  return (data?.last ?? 0) + 1;
}

export async function reserveNumber(companyId: string, kind: Header['kind']): Promise<number> {
  const { data } = await db().entities.documentCounter.update({ companyId, kind }).add({ last: 1 }).go({ response: 'all_new' });
  if (data.last === undefined) throw new Error(`The ${kind} counter gave no number`);
  return data.last;
}

/** Adds the number's claim to a plan (tag 'claim': refused when the number is taken). */
export function claimNumber(plan: Plan, companyId: string, kind: Header['kind'], number: string, documentId: string): void {
  plan.add('claim', (tx) => tx.documentNumber.create({ companyId, kind, number: numberKey(number), documentId }).commit());
}
