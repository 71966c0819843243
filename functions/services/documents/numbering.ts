import { numberKey as key } from '../../../shared/documents/numbers';
import { db } from '../../entities/table';
import { retryTransient } from '../../lib/dynamo-errors';
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

/** A series as its counter holds it: the last number given and the prefix the company chose (absent: the kind's). */
export interface SeriesState {
  last: number;
  prefix?: string;
}

/** The value the series would give next (the form pre-fills it) and its prefix; one GetItem. */
export async function peekNumber(companyId: string, kind: Header['kind']): Promise<{ next: number; prefix?: string }> {
  const { data } = await db().entities.documentCounter.get({ companyId, kind }).go({ consistent: true });
  return { next: (data?.last ?? 0) + 1, prefix: data?.prefix };
}

/**
 * Takes the series' next number with an atomic ADD. The prefix comes back from
 * the same write, so a number and its prefix always belong together even while
 * the preferences are being changed. Many creates at once queue on the counter:
 * an attempt that timed out or was throttled is tried again within the request's
 * budget (retryTransient), rather than answering 503 at the first slow write.
 */
export async function reserveNumber(companyId: string, kind: Header['kind']): Promise<{ n: number; prefix?: string }> {
  const { data } = await retryTransient(() => db().entities.documentCounter.update({ companyId, kind }).add({ last: 1 }).go({ response: 'all_new' }));
  if (data.last === undefined) throw new Error(`The ${kind} counter gave no number`);
  return { n: data.last, prefix: data.prefix };
}

/** Adds the number's claim to a plan (tag 'claim': refused when the number is taken). */
export function claimNumber(plan: Plan, companyId: string, kind: Header['kind'], number: string, documentId: string): void {
  plan.add('claim', (tx) => tx.documentNumber.create({ companyId, kind, number: numberKey(number), documentId }).commit());
}
